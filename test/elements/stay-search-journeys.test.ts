import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys, setViewport } from '../helpers/commands.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';
import {
  StaySearchPage,
  expectedIds,
  plusDays,
  recordingFetch,
  sandboxData,
  searchFixture,
} from '../helpers/stay-search-page.js';

/** The element that has focus, through every shadow root. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function tabUntil(matches: (element: Element) => boolean, limit = 80): Promise<Element> {
  for (let presses = 0; presses < limit; presses++) {
    await sendKeys({ press: 'Tab' });
    const active = deepActive();
    if (active && matches(active)) return active;
  }
  throw new Error(`focus never reached the element after ${limit} presses of Tab`);
}

describe('stay-search journeys', function () {
  // Each journey audits the whole widget with axe or walks it key by key: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);

  it('asks for dates first and searches once they are chosen', async () => {
    const data = await sandboxData(SANDBOX_URL);
    const recorder = recordingFetch();
    const el = await fixture<StaySearch>(
      html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20" .fetch=${recorder.fetch}></stay-search>`,
    );
    const page = new StaySearchPage(el);
    expect(page.prompt()).to.contain('When would you like to come?');
    expect(recorder.searches).to.have.length(0);
    await expect(el).to.be.accessible();
    const arrival = plusDays(data.today, 40);
    const departure = plusDays(data.today, 47);
    const results = page.nextResults();
    await page.dates.pick(arrival, departure);
    const event = await results;
    const expected = expectedIds(data, { arrival, departure });
    expect(event.total).to.equal(expected.length);
    expect(event.page).to.equal(1);
    expect(event.items.map((i) => i.id)).to.deep.equal(expected.slice(0, 20));
    expect(page.results.cards()).to.have.length(Math.min(20, expected.length));
    expect(page.prompt()).to.equal(null);
    expect(recorder.data()).to.have.length(1);
    expect(recorder.counts()).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('by mouse: dates, party, a filter, the next page, and Book with the query', async () => {
    const data = await sandboxData(SANDBOX_URL);
    const arrival = plusDays(data.today, 60);
    const departure = plusDays(data.today, 64);
    const el = await fixture<StaySearch>(
      html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20" types="campsite,chalet,villa,pod"></stay-search>`,
    );
    const page = new StaySearchPage(el);
    let results = page.nextResults();
    await page.dates.pick(arrival, departure);
    await results;

    results = page.nextResults();
    await page.guests.open();
    await page.guests.add('children');
    await page.guests.done();
    let event = await results;
    expect(event.query.ageTableCategories).to.deep.equal([
      { id: 'adults', count: 2 },
      { id: 'children', count: 1 },
    ]);
    expect(event.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, party: 3 }).slice(0, 20),
    );

    results = page.nextResults();
    await page.filters.toggleType('campsite');
    await page.filters.toggleType('pod');
    event = await results;
    const expected = expectedIds(data, { arrival, departure, party: 3, types: ['campsite', 'pod'] });
    expect(event.total).to.equal(expected.length);
    expect(event.query.type).to.deep.equal({ type: ['campsite', 'pod'], operator: 'IN' });

    if (expected.length > 20) {
      results = page.nextResults();
      page.pagerButton('Next').click();
      event = await results;
      expect(event.page).to.equal(2);
      expect(event.items.map((i) => i.id)).to.deep.equal(expected.slice(20, 40));
      expect(deepActive()?.getAttribute('part')).to.contain('heading');
    }

    const firstName = page.results.cardNames()[0]!;
    setTimeout(() => page.results.bookButton(firstName).click());
    const selected = await nextEvent(el, 'stay-select');
    expect(selected.accommodation.id).to.equal(event.items[0]!.id);
    expect(selected.query).to.deep.equal(event.query);
    await expect(el).to.be.accessible();
  });

  it('by keyboard alone: dates, party, sort, next page and Book', async () => {
    const el = await fixture<StaySearch>(
      html`<div><button>before</button><stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20"></stay-search></div>`,
    ).then((wrapper) => wrapper.querySelector('stay-search')!);
    await el.updateComplete;
    const page = new StaySearchPage(el);
    (el.previousElementSibling as HTMLButtonElement).focus();

    await tabUntil((active) => active === page.dates.field);
    await sendKeys({ press: 'Enter' });
    await page.dates.settle();
    for (let week = 0; week < 6; week++) await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    for (let night = 0; night < 5; night++) await sendKeys({ press: 'ArrowRight' });
    let results = page.nextResults();
    await sendKeys({ press: 'Enter' });
    let event = await results;
    expect(page.dates.element.value).to.match(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    expect(event.query.arrival).to.equal(page.dates.element.arrival);
    expect(deepActive()).to.equal(page.dates.field);

    await tabUntil((active) => active === page.guests.summaryButton);
    await sendKeys({ press: 'Enter' });
    await page.guests.element.updateComplete;
    await tabUntil((active) => active === page.guests.addButton('adults'));
    await sendKeys({ press: 'Enter' });
    results = page.nextResults();
    await sendKeys({ press: 'Escape' });
    await page.guests.element.updateComplete;
    event = await results;
    expect(event.query.ageTableCategories).to.deep.equal([{ id: 'adults', count: 3 }]);

    await tabUntil((active) => active === page.filters.sortSelect);
    results = page.nextResults();
    await sendKeys({ press: 'ArrowDown' });
    event = await results;
    expect(event.query.sorts).to.have.length(1);

    if (page.pageCount() > 1) {
      await tabUntil((active) => active.textContent?.trim() === 'Next');
      results = page.nextResults();
      await sendKeys({ press: 'Enter' });
      event = await results;
      expect(event.page).to.equal(2);
      expect(deepActive()?.getAttribute('part')).to.contain('heading');
    }

    await tabUntil((active) => active.getAttribute('part')?.includes('book-button') === true);
    const selected = nextEvent(el, 'stay-select');
    await sendKeys({ press: 'Enter' });
    const chosen = await selected;
    expect(chosen.accommodation.id).to.equal(event.items[0]!.id);
    expect(chosen.query?.page).to.equal(event.page);
  });

  it('lays the filters beside the results when wide and above them when narrow', async () => {
    const data = await sandboxData(SANDBOX_URL);
    await setViewport({ width: 1280, height: 900 });
    try {
      const { el, page, first } = await searchFixture(html`
        <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" arrival=${plusDays(data.today, 50)} departure=${plusDays(data.today, 52)}></stay-search>
      `);
      await first;
      const filters = () => page.filters.element.getBoundingClientRect();
      const results = () => page.results.element.getBoundingClientRect();
      expect(filters().right).to.be.at.most(results().left);
      // The column shows the filters open and stacked; the disclosure is only for the narrow bar.
      await waitUntil(() => page.filters.element.layout === 'sidebar', 'the filters never became a sidebar');
      await page.filters.element.updateComplete;
      expect(page.filters.hasToggle).to.equal(false);
      expect(getComputedStyle(page.filters.body).display).not.to.equal('none');
      await expect(el).to.be.accessible();
      await setViewport({ width: 480, height: 900 });
      await waitUntil(() => page.filters.element.layout === 'bar', 'the filters never became a bar');
      await page.filters.element.updateComplete;
      expect(filters().bottom).to.be.at.most(results().top);
      expect(page.filters.hasToggle).to.equal(true);
      expect(getComputedStyle(page.filters.body).display).to.equal('none');
      await expect(el).to.be.accessible();
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
