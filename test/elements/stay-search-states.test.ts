import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { StayResultsEvent } from '../../src/events/stay-search.js';
import { SANDBOX_URL, isolatedSandbox, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import {
  StaySearchPage,
  availableStock,
  captureWarnings,
  expectedIds,
  holdingFetch,
  plusDays,
  recordingFetch,
  sandboxData,
  searchFixture,
  type SandboxData,
} from '../helpers/stay-search-page.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';

let data: SandboxData;
let arrival: string;
let departure: string;
const OFFERED_TYPES = ['chalet', 'villa', 'pod', 'bungalow_tent', 'campsite'] as const;
/** A type and a tag that no available accommodation has together on these dates: found in the data, not assumed. */
let emptyCombination: { type: (typeof OFFERED_TYPES)[number]; tag: string };

async function widget(base: string, key = 'pub_demo_chain') {
  const recorder = recordingFetch();
  const el = await fixture<StaySearch>(html`
    <stay-search
      lang="en"
      base-url=${base}
      public-key=${key}
      debounce="20"
      types=${OFFERED_TYPES.join(',')}
      tag-groups=${JSON.stringify([{ id: 'comfort', label: 'Comfort', tags: [{ id: emptyCombination.tag, label: 'Washing machine' }] }])}
      .fetch=${recorder.fetch}
    ></stay-search>
  `);
  const page = new StaySearchPage(el);
  const settled = Promise.race([page.nextResults(), nextEvent(el, 'stay-error')]);
  el.arrival = arrival;
  el.departure = departure;
  await settled;
  await el.updateComplete;
  recorder.reset();
  return { el, page, recorder };
}

describe('stay-search states', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 10);
    departure = plusDays(data.today, 14);
    const combinations = OFFERED_TYPES.flatMap((type) => data.tags.map((tag) => ({ type, tag: tag.id })));
    const empty = combinations.find(
      ({ type, tag }) =>
        expectedIds(data, { arrival, departure, types: [type] }).length > 0 &&
        expectedIds(data, { arrival, departure, types: [type], tagGroups: [[tag]] }).length === 0,
    );
    if (!empty) throw new Error('the sandbox data has no type and tag without results for these dates');
    emptyCombination = empty;
  });

  it('never shows a slow first answer after a fast second one', async () => {
    const base = isolatedSandbox('search-race');
    const { el, page, recorder } = await widget(base);
    const shown: StayResultsEvent[] = [];
    el.addEventListener('stay-results', (event) => shown.push(event));
    await sandboxPost(base, '/sandbox/faults', { latency_ms: 1500, count: 2, path: '/v3/' });
    await page.filters.toggleType('chalet');
    await waitUntil(() => recorder.data().length === 1, 'the slow search did not start');
    const slow = recorder.requests.find((request) => !request.url.searchParams.has('count'))!;
    const results = page.nextResults();
    await page.filters.toggleType('chalet');
    await page.filters.toggleType('villa');
    const event = await results;
    expect(event.query.type).to.deep.equal({ type: 'villa', operator: 'EQ' });
    expect(slow.signal?.aborted, 'the older request is aborted').to.equal(true);
    await slow.done;
    await el.updateComplete;
    expect(shown.map((e) => JSON.stringify(e.query.type))).to.deep.equal([
      JSON.stringify({ type: 'villa', operator: 'EQ' }),
    ]);
    expect(page.results.element.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, types: ['villa'] }).slice(0, 20),
    );
  });

  it('keeps the previous results visible and busy while the next load runs', async () => {
    const base = isolatedSandbox('search-busy');
    const { page, recorder } = await widget(base);
    const before = page.results.cardNames();
    await sandboxPost(base, '/sandbox/faults', { latency_ms: 600, count: 2, path: '/v3/' });
    const results = page.nextResults();
    await page.filters.toggleType('pod');
    await waitUntil(() => recorder.data().length === 1, 'the search did not start');
    await page.settle();
    expect(page.results.isBusy()).to.equal(true);
    expect(page.results.cardNames()).to.deep.equal(before);
    await expect(page.element).to.be.accessible();
    await results;
    expect(page.results.isBusy()).to.equal(false);
  });

  it('says what went wrong in role=alert, fires stay-error, and retries', async () => {
    const base = isolatedSandbox('search-error');
    const { el, page } = await widget(base);
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 2, path: '/v3/' });
    const failed = nextEvent(el, 'stay-error');
    await page.filters.toggleType('chalet');
    const error = await failed;
    expect((error.error as { kind?: string }).kind).to.equal('server');
    await page.settle();
    await page.results.element.updateComplete;
    expect(page.results.state()).to.equal('error');
    expect(page.results.errorText()).to.contain('The search has a problem.');
    expect(page.pager).to.equal(null);
    await expect(el).to.be.accessible();
    // However many of the queued failures the search used up, the retry is answered.
    await sandboxDelete(base, '/sandbox/faults');
    const results = page.nextResults();
    page.results.retryButton().click();
    const event = await results;
    expect(event.query.type).to.deep.equal({ type: 'chalet', operator: 'EQ' });
    expect(page.results.state()).to.equal('results');
  });

  it('keeps focus on the results when "Try again" replaces the error', async () => {
    const base = isolatedSandbox('search-retry-focus');
    const { el, page } = await widget(base);
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 2, path: '/v3/' });
    const failed = nextEvent(el, 'stay-error');
    await page.filters.toggleType('chalet');
    await failed;
    await page.settle();
    await page.results.element.updateComplete;
    await sandboxDelete(base, '/sandbox/faults');
    page.results.retryButton().focus();
    const results = page.nextResults();
    await sendKeys({ press: 'Enter' });
    await page.settle();
    await page.results.element.updateComplete;
    expect(page.results.focused() === page.results.heading(), 'the heading has focus while loading').to.equal(true);
    await results;
    await page.results.element.updateComplete;
    expect(page.results.focused() === page.results.heading(), 'the heading has focus with the results').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('shows an empty state that clears the filters', async () => {
    const { el, page } = await widget(SANDBOX_URL);
    const { type, tag } = emptyCombination;
    const answers: StayResultsEvent[] = [];
    el.addEventListener('stay-results', (event) => answers.push(event));
    await page.filters.toggleType(type);
    await page.filters.toggleTag(tag);
    // Two quick changes may be searched as one query or as two; the last answer is the one that counts.
    await waitUntil(() => answers.at(-1)?.query.tags?.length === 1, 'no answer for the type and the tag together');
    expect(answers.at(-1)!.total).to.equal(0);
    await page.results.element.updateComplete;
    expect(page.results.state()).to.equal('empty');
    expect(page.results.announcement()).to.equal('No accommodations found');
    await expect(el).to.be.accessible();
    const results = page.nextResults();
    page.results.clearFiltersButton().click();
    const cleared = await results;
    expect(cleared.total).to.equal(expectedIds(data, { arrival, departure }).length);
    expect(page.filters.element.value.types).to.deep.equal([]);
    expect(page.filters.typeBox(type).checked).to.equal(false);
  });

  it('shows sold-out places as sold out when "only available" is off', async () => {
    // A sold-out place that is on the first page of its type, so the card is there to be checked.
    const soldOut = data.accommodations.find(
      (item) =>
        !item.closed &&
        item.type &&
        item.persons_min <= 2 &&
        item.persons_max >= 2 &&
        availableStock(data, item, arrival, departure) === 0 &&
        expectedIds(data, { arrival, departure, types: [item.type], onlyAvailable: false }).indexOf(item.id) < 20,
    );
    expect(soldOut, 'the sandbox has a sold-out accommodation for these dates').to.not.equal(undefined);
    const type = soldOut!.type!;
    const { el, page, first } = await searchFixture(html`
      <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20" types=${type} arrival=${arrival} departure=${departure}></stay-search>
    `);
    await first;
    let results = page.nextResults();
    await page.filters.toggleType(type as 'chalet');
    await results;
    results = page.nextResults();
    await page.filters.toggleOnlyAvailable();
    const event = await results;
    const expected = expectedIds(data, { arrival, departure, types: [type], onlyAvailable: false });
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice(0, 20));
    const index = event.items.findIndex((item) => item.id === soldOut!.id);
    expect(index, 'the sold-out place is on the first page').to.be.at.least(0);
    expect(event.items[index]!.available_stock).to.equal(0);
    await page.results.element.updateComplete;
    expect(page.results.facts(page.results.cardNames()[index]!).availability).to.equal('Sold out');
    await expect(el).to.be.accessible();
  });

  it('says in role=alert which attribute is missing, and asks nothing', async () => {
    const recorder = recordingFetch();
    const warnings = captureWarnings();
    let el: StaySearch;
    try {
      el = await fixture<StaySearch>(
        html`<stay-search lang="en" base-url=${SANDBOX_URL} arrival=${arrival} departure=${departure} .fetch=${recorder.fetch}></stay-search>`,
      );
    } finally {
      warnings.restore();
    }
    const message = new StaySearchPage(el).message()!;
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.contain('public-key');
    expect(warnings.messages.join(' ')).to.contain('public-key');
    expect(recorder.searches).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('says in role=alert that a base-url which is no address is a setup problem, and asks nothing', async () => {
    const recorder = recordingFetch();
    const errors: Event[] = [];
    const warnings = captureWarnings();
    let el: StaySearch;
    try {
      el = await fixture<StaySearch>(
        html`<stay-search lang="en" base-url="http://[" public-key="pub_demo_chain" debounce="0" arrival=${arrival} departure=${departure}
          .fetch=${recorder.fetch} @stay-error=${(event: Event) => errors.push(event)}></stay-search>`,
      );
      await el.updateComplete;
    } finally {
      warnings.restore();
    }
    const message = new StaySearchPage(el).message()!;
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.contain('base-url');
    expect(message.textContent).not.to.contain('connection');
    expect(warnings.messages.filter((text) => text.includes('base-url') && text.includes('http://['))).to.have.length(
      1,
    );
    expect(recorder.searches).to.have.length(0);
    expect(errors).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('says plainly when the page may not use the key', async () => {
    const { page, first } = await searchFixture(
      html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_restricted" debounce="0" arrival=${arrival} departure=${departure}></stay-search>`,
      'stay-error',
    );
    const error = await first;
    expect((error.error as { code?: string }).code).to.equal('ORIGIN_NOT_ALLOWED');
    await page.settle();
    await page.results.element.updateComplete;
    expect(page.results.errorText()).to.contain('This website may not use the search.');
  });

  it('passes first-day-of-week through to its date field, and leaves it out when not given', async () => {
    const el = await fixture<StaySearch>(
      html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" first-day-of-week="1"></stay-search>`,
    );
    const dates = () => el.shadowRoot!.querySelector('stay-dates')!;
    expect(dates().getAttribute('first-day-of-week')).to.equal('1');
    expect(dates().firstDayOfWeek).to.equal(1);
    el.setAttribute('first-day-of-week', '0');
    await el.updateComplete;
    expect(dates().firstDayOfWeek, 'Sunday').to.equal(0);
    el.removeAttribute('first-day-of-week');
    await el.updateComplete;
    // Without it the date field takes the week's first day from the page's region or language.
    expect(dates().hasAttribute('first-day-of-week')).to.equal(false);
  });

  it('warns once about each bad attribute and stays usable', async () => {
    const warnings = captureWarnings();
    let el: StaySearch;
    try {
      el = await fixture<StaySearch>(html`
        <stay-search
          lang="en"
          base-url=${SANDBOX_URL}
          public-key="pub_demo_chain"
          arrival="2026-13-45"
          departure=${departure}
          guests="grownups:2"
          sort="cheapest"
          debounce="soon"
        ></stay-search>
      `);
      await el.updateComplete;
    } finally {
      warnings.restore();
    }
    const text = warnings.messages.join('\n');
    expect(text).to.contain('arrival');
    expect(text).to.contain('grownups');
    expect(text).to.contain('cheapest');
    expect(text).to.contain('debounce');
    expect(new Set(warnings.messages).size).to.equal(warnings.messages.length);
    const page = new StaySearchPage(el);
    expect(page.prompt()).to.contain('When would you like to come?');
    const results = page.nextResults();
    await page.dates.pick(arrival, departure);
    const event = await results;
    expect(event.query.ageTableCategories).to.deep.equal([{ id: 'adults', count: 2 }]);
    expect(event.query.sorts).to.equal(undefined);
  });
  it('reads a removed attribute as one never set, and keeps searching', async () => {
    const { el, page } = await widget(SANDBOX_URL);
    const given = {
      guests: 'adults:2',
      sort: 'rank',
      currency: 'EUR',
      categories: 'adults,children',
      'booking-url': 'https://x.example/{id}',
    };
    for (const [name, value] of Object.entries(given)) {
      el.setAttribute(name, value);
      await el.updateComplete;
      el.removeAttribute(name);
      await el.updateComplete;
    }
    const results = page.nextResults();
    el.setAttribute('guests', 'adults:3');
    const event = await results;
    expect(event.query.ageTableCategories).to.deep.equal([{ id: 'adults', count: 3 }]);
    el.setAttribute('arrival', arrival);
    await el.updateComplete;
    el.removeAttribute('arrival');
    await el.updateComplete;
    expect(page.dates.element.value, 'the chosen dates are kept').to.equal(`${arrival}/${departure}`);
    expect(page.results.cardNames().length, 'the shown results stay while the new dates are chosen').to.be.greaterThan(
      0,
    );
  });

  it('aborts the running search when the widget is removed', async () => {
    const sorted = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.has('sorts'),
    );
    const recorder = recordingFetch(sorted.fetch);
    const { el, first } = await searchFixture(html`
      <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20" arrival=${arrival} departure=${departure}
        .fetch=${recorder.fetch}></stay-search>
    `);
    await first;
    const shown: StayResultsEvent[] = [];
    el.addEventListener('stay-results', (event) => shown.push(event));
    try {
      el.sort = 'name';
      await waitUntil(() => recorder.data().some((url) => url.searchParams.has('sorts')), 'the search did not start');
      const running = recorder.requests.find((request) => request.url.searchParams.has('sorts'))!;
      el.remove();
      expect(running.signal?.aborted, 'the request of a removed widget is aborted').to.equal(true);
      await running.done;
      expect(shown).to.have.length(0);
    } finally {
      sorted.release();
    }
  });

  it('searches a change made just before the widget was moved', async () => {
    const { el, page, recorder } = await widget(SANDBOX_URL);
    const elsewhere = document.createElement('div');
    el.parentElement!.after(elsewhere);
    try {
      el.sort = 'name';
      await el.updateComplete;
      elsewhere.append(el);
      await waitUntil(
        () => recorder.data().some((url) => url.searchParams.has('sorts')),
        'the change was never searched',
        { timeout: 3000 },
      );
      await page.idle();
      expect(page.results.element.query?.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
    } finally {
      elsewhere.remove();
    }
  });

  it('shows the answer of a search that was running when the widget was moved', async () => {
    const sorted = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.has('sorts'),
    );
    const recorder = recordingFetch(sorted.fetch);
    const { el, page, first } = await searchFixture(html`
      <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20" arrival=${arrival} departure=${departure}
        .fetch=${recorder.fetch}></stay-search>
    `);
    await first;
    const elsewhere = document.createElement('div');
    el.parentElement!.after(elsewhere);
    try {
      el.sort = 'name';
      await waitUntil(() => recorder.data().some((url) => url.searchParams.has('sorts')), 'the search did not start');
      const results = page.nextResults();
      // A site moves the widget (out and back in at once) while the answer is on its way.
      elsewhere.append(el);
      sorted.release();
      const event = await results;
      expect(event.query.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
      await page.idle();
    } finally {
      sorted.release();
      elsewhere.remove();
    }
  });
});
