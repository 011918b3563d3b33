// The table view's states inside <stay-search>: "Try again", "Clear filters" and "Change dates" work from the staff
// table exactly as from the cards (test/elements/stay-search-states.test.ts), against the sandbox's faults.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { StayTable } from '../../src/elements/stay-table.js';
import type { StayResultsEvent } from '../../src/events/stay-search.js';
import { SANDBOX_URL, isolatedSandbox, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { StayTablePage } from '../helpers/stay-table-page.js';
import {
  StaySearchPage,
  expectedIds,
  plusDays,
  sandboxData,
  searchFixture,
  type SandboxData,
} from '../helpers/stay-search-page.js';

let data: SandboxData;
let arrival: string;
let departure: string;
const OFFERED_TYPES = ['chalet', 'villa', 'pod', 'bungalow_tent', 'campsite'] as const;
/** A type and a tag that no available accommodation has together on these dates: found in the data, not assumed. */
let emptyCombination: { type: (typeof OFFERED_TYPES)[number]; tag: string };

/** The widget in the table view, after its first results. */
async function deskWidget(base: string) {
  const el = await fixture<StaySearch>(html`
    <stay-search
      lang="en"
      view="table"
      base-url=${base}
      public-key="pub_demo_chain"
      debounce="20"
      types=${OFFERED_TYPES.join(',')}
      tag-groups=${JSON.stringify([{ id: 'comfort', label: 'Comfort', tags: [{ id: emptyCombination.tag, label: 'Washing machine' }] }])}
    ></stay-search>
  `);
  const page = new StaySearchPage(el);
  await page.searchDates(arrival, departure);
  await waitUntil(() => el.shadowRoot!.querySelector('stay-table'), 'the table is shown');
  return { el, page, table: () => tableOf(el) };
}

async function tableOf(el: StaySearch): Promise<StayTablePage> {
  await el.updateComplete;
  const table = el.shadowRoot!.querySelector<StayTable>('stay-table')!;
  await table.updateComplete;
  return new StayTablePage(table);
}

describe('stay-search view="table" states', () => {
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

  it('says what went wrong in the table, and "Try again" searches again with focus on the heading', async () => {
    const base = isolatedSandbox('table-error');
    const { el, page, table } = await deskWidget(base);
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 2, path: '/v3/' });
    const failed = nextEvent(el, 'stay-error');
    await page.filters.toggleType('chalet');
    await failed;
    let grid = await table();
    await waitUntil(() => grid.state() === 'error', 'the error state');
    const error = el.shadowRoot!.querySelector('stay-table')!.shadowRoot!.querySelector('[part~="error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('The search has a problem.');
    expect(el.shadowRoot!.querySelector('stay-results'), 'no cards').to.equal(null);
    await expect(el).to.be.accessible();

    // However many of the queued failures the search used up (its page and count, or only one of them when the
    // other was still on its way), the retry is answered.
    await sandboxDelete(base, '/sandbox/faults');
    grid.retryButton().focus();
    const results = page.nextResults();
    await sendKeys({ press: 'Enter' });
    const event = await results;
    expect(event.query.type).to.deep.equal({ type: 'chalet', operator: 'EQ' });
    grid = await table();
    expect(grid.state()).to.equal('grid');
    expect(grid.rowIds()).to.deep.equal(expectedIds(data, { arrival, departure, types: ['chalet'] }).slice(0, 20));
    await waitUntil(() => grid.focused()?.localName === 'h2', 'focus on the table heading');
    expect(grid.focused()!.getAttribute('part')).to.equal('heading');
  });

  it('shows the empty state in the table, whose "Clear filters" clears them', async () => {
    const { el, page, table } = await deskWidget(SANDBOX_URL);
    const { type, tag } = emptyCombination;
    const answers: StayResultsEvent[] = [];
    el.addEventListener('stay-results', (event) => answers.push(event));
    await page.filters.toggleType(type);
    await page.filters.toggleTag(tag);
    // Two quick changes may be searched as one query or as two; the last answer is the one that counts.
    await waitUntil(() => answers.at(-1)?.query.tags?.length === 1, 'no answer for the type and the tag together');
    expect(answers.at(-1)!.total).to.equal(0);
    const grid = await table();
    expect(grid.state()).to.equal('empty');
    expect(grid.announcement()).to.equal('No accommodations found');
    await expect(el).to.be.accessible();

    grid.clearFiltersButton().focus();
    const results = page.nextResults();
    await sendKeys({ press: 'Enter' });
    const cleared = await results;
    expect(cleared.total).to.equal(expectedIds(data, { arrival, departure }).length);
    expect(page.filters.element.value.types).to.deep.equal([]);
    expect(page.filters.typeBox(type).checked).to.equal(false);
    expect((await table()).state()).to.equal('grid');
  });

  it('"Change dates" in the empty table opens the date picker', async () => {
    const { el, page, table } = await deskWidget(SANDBOX_URL);
    const { type, tag } = emptyCombination;
    const answers: StayResultsEvent[] = [];
    el.addEventListener('stay-results', (event) => answers.push(event));
    await page.filters.toggleType(type);
    await page.filters.toggleTag(tag);
    await waitUntil(() => answers.at(-1)?.query.tags?.length === 1, 'no answer for the type and the tag together');
    const grid = await table();
    expect(grid.state()).to.equal('empty');

    grid.changeDatesButton().focus();
    await sendKeys({ press: 'Enter' });
    const dates = el.shadowRoot!.querySelector('stay-dates')!;
    await dates.updateComplete;
    expect(dates.open).to.equal(true);
    const dialog = dates.shadowRoot!.querySelector('dialog');
    expect(dialog?.open, 'the dialog is shown').to.equal(true);
    expect(dialog!.contains(dates.shadowRoot!.activeElement), 'focus is in the dialog').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await dates.updateComplete;
    expect(dates.open).to.equal(false);
  });
});

describe('stay-search view="table": dates typed from the keyboard', () => {
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
  });

  it('"/" then "d-m d-m" and Enter searches those dates, without touching the calendar', async () => {
    const { el, page, first } = await searchFixture(html`
      <stay-search lang="nl" view="table" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20"
        arrival=${plusDays(data.today, 10)} departure=${plusDays(data.today, 14)}></stay-search>
    `);
    await first;
    await el.updateComplete;
    const arrival = plusDays(data.today, 40);
    const departure = plusDays(data.today, 44);
    // Dutch writes the day before the month: "12-7".
    const dayMonth = (iso: string) => `${Number(iso.slice(8, 10))}-${Number(iso.slice(5, 7))}`;
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: '/' });
    const results = page.nextResults();
    await sendKeys({ type: `${dayMonth(arrival)} ${dayMonth(departure)}` });
    await sendKeys({ press: 'Enter' });
    const event = await results;
    expect(event.query.arrival).to.equal(arrival);
    expect(event.query.departure).to.equal(departure);
    expect(event.total).to.equal(expectedIds(data, { arrival, departure }).length);
    const dates = el.shadowRoot!.querySelector('stay-dates')!;
    expect(dates.open, 'the dialog closed').to.equal(false);
    await expect(el).to.be.accessible();
  });
});
