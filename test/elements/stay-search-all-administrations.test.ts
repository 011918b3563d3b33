// "All administrations" on the staff's desk (issue 15 item 4), end to end against the sandbox: an app user of three
// administrations picks "All administrations" in <stay-search auth="app" view="table">; the widget asks each
// administration (its own X-Admin-Id) and merges the answers. The expected order comes from the service itself: one
// search with the chain key over all three administrations, which orders by the sorts, then rank, then id
// (contract §2); the expected total from each administration's own count.
import { expect, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import { StaySearch } from '../../src/elements/stay-search.js';
import type { StayTable } from '../../src/elements/stay-table.js';
import type { StayResultsEvent } from '../../src/events/stay-search.js';
import { createClient } from '../../src/api/client.js';
import type { Accommodation, SearchQuery, Sort } from '../../src/api/types.js';
import { EXCHANGED_AUTHTOKENS_KEY } from '../../src/controllers/app-sign-in.js';
import { StayPartError } from '../../src/lazy/lazy-part.js';
import { sendKeys } from '../helpers/commands.js';
import { isolatedSandbox, mintAuthToken, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';
import { StayTablePage } from '../helpers/stay-table-page.js';
import {
  StaySearchPage,
  captureWarnings,
  plusDays,
  recordingFetch,
  sandboxData,
  searchFixture,
  type SandboxData,
} from '../helpers/stay-search-page.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';
import { missingPart } from '../helpers/missing-part.js';

const ADMINISTRATIONS = ['101', '102', '103'];
const PAGE = 20;

let data: SandboxData;
let arrival: string;
let departure: string;
const original = window.location.href;

/**
 * Every row the chain key finds for `query` (the widget's query: its party and sorts; all three administrations, in
 * the service's order), page by page.
 */
async function chainRows(base: string, query: SearchQuery): Promise<Accommodation[]> {
  const client = createClient({ baseUrl: base, publicKey: 'pub_demo_chain' });
  const rows: Accommodation[] = [];
  for (let page = 1; ; page += 1) {
    const found = await client.search({ ...query, page, limit: PAGE });
    rows.push(...found);
    if (found.length < PAGE) return rows;
  }
}

/** The administrations' own counts for `query`, each with its X-Admin-Id. */
async function countsOf(base: string, query: SearchQuery, adminIds = ADMINISTRATIONS): Promise<number[]> {
  return Promise.all(
    adminIds.map((adminId) => createClient({ baseUrl: base, publicKey: 'pub_demo_chain', adminId }).count(query)),
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Which administration each accommodation belongs to, from the sandbox's data. */
function administrationOf(id: string): string {
  return data.accommodations.find((item) => item.id === id)!.administration_id;
}

/**
 * The app page as the back office opens it (a fresh authtoken for usr_demo), in the table view; `address` adds
 * `stay_` parameters. Resolves once the first results are shown. Requests are recorded with their X-Admin-Id.
 */
async function openDesk({
  address = '',
  view = 'table',
  base = isolatedSandbox('all-admins'),
  send = (input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init),
} = {}) {
  const { authtoken } = await mintAuthToken(base, 'usr_demo');
  history.replaceState(null, '', `?desk=1${address}&authtoken=${encodeURIComponent(authtoken)}`);
  const adminOf = new Map<URL, string>();
  const recorder = recordingFetch(send);
  const recording: typeof fetch = (input, init) => {
    const answer = recorder.fetch(input, init);
    const header = new Headers(init?.headers).get('x-admin-id');
    const url = recorder.all.at(-1);
    if (url && header) adminOf.set(url, header);
    return answer;
  };
  const {
    el,
    page,
    first: firstResults,
  } = await searchFixture(html`
    <stay-search lang="en" auth="app" view=${view} base-url=${base} debounce="20" arrival=${arrival}
      departure=${departure} .fetch=${recording}></stay-search>
  `);
  const first = await firstResults;
  await settled(el);
  return { el, page, base, recorder, adminOf, first };
}

async function settled(el: StaySearch): Promise<void> {
  await el.updateComplete;
  const table = el.shadowRoot!.querySelector<StayTable>('stay-table');
  await table?.updateComplete;
}

/** A `fetch` for the desk that, once `hold()` is called, holds every count until `release()`. */
function countsHeld() {
  let holding = false;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const send = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (holding && url.searchParams.has('count')) await released;
    return window.fetch(input, init);
  };
  return { send, hold: () => (holding = true), release: () => release() };
}

/** Picks "All administrations" and waits until a page of its merged rows shows (the counts may still be held). */
async function pickAllUntilRowsShow(el: StaySearch, page: StaySearchPage): Promise<void> {
  const select = page.adminSelect()!;
  select.value = 'all';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const table = () => el.shadowRoot!.querySelector<StayTable>('stay-table')!;
  await waitUntil(
    () => table().rows !== undefined && !table().busy && tableOf(el).rows().length === PAGE,
    'the merged rows shown while the counts are held',
  );
  await settled(el);
}

function tableOf(el: StaySearch): StayTablePage {
  const table = el.shadowRoot!.querySelector<StayTable>('stay-table');
  if (!table) throw new Error('no table');
  return new StayTablePage(table);
}

/** Picks an administration (or "all") in the picker, as a change of the select; resolves with the results. */
async function pick(el: StaySearch, value: string): Promise<StayResultsEvent> {
  const page = new StaySearchPage(el);
  const results = page.nextResults();
  const select = page.adminSelect()!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const event = await results;
  await settled(el);
  return event;
}

const ids = (items: readonly Accommodation[]) => items.map((item) => item.id);

describe('stay-search: all administrations at once (app mode, table view)', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  before(async () => {
    data = await sandboxData(isolatedSandbox('all-admins-data'));
    arrival = plusDays(data.today, 12);
    departure = plusDays(data.today, 16);
  });
  beforeEach(() => sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY));
  afterEach(() => {
    history.replaceState(null, '', original);
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
  });

  it('offers "All administrations" and shows the merged rows, each with its administration', async () => {
    const { el, page, base, adminOf } = await openDesk();
    const select = page.adminSelect()!;
    expect([...select.options].map((option) => option.value)).to.deep.equal([...ADMINISTRATIONS, 'all']);
    expect(select.options[3]!.textContent!.trim()).to.equal('All administrations');

    adminOf.clear();
    const event = await pick(el, 'all');
    const query = event.query;
    const expected = await chainRows(base, query);
    expect(ids(event.items)).to.deep.equal(ids(expected).slice(0, PAGE));
    expect(event.total).to.equal(sum(await countsOf(base, query)));
    expect(event.total).to.equal(expected.length);
    // Each administration was asked with its own X-Admin-Id.
    expect(new Set(adminOf.values())).to.deep.equal(new Set(ADMINISTRATIONS));

    const table = tableOf(el);
    expect(table.rowIds()).to.deep.equal(ids(expected).slice(0, PAGE));
    const shownAdministrations = table.rows().map((_, index) => table.cellText(index, 'administration'));
    expect(shownAdministrations).to.deep.equal(ids(expected).slice(0, PAGE).map(administrationOf));
    expect(new Set(shownAdministrations).size, 'rows from several administrations').to.be.above(1);
    expect(table.element.total).to.equal(expected.length);
    expect(select.value).to.equal('all');
    expect(new URL(window.location.href).searchParams.get('stay_admin')).to.equal('all');
    await expect(el).to.be.accessible();
  });

  it('paints the merged rows before the counts come, then names the total', async () => {
    // Counts held from the pick on, until the test lets them go: the rows must not wait for them.
    const held = countsHeld();
    const { el, page, base, recorder } = await openDesk({ send: held.send });
    held.hold();
    recorder.reset();
    let results = 0;
    el.addEventListener('stay-results', () => (results += 1));
    await pickAllUntilRowsShow(el, page);
    const early = tableOf(el).rowIds();
    // No number yet: the heading, the grid's row count (unknown: -1) and the event wait for the total.
    expect(tableOf(el).headingText()).to.equal('Accommodations');
    expect(tableOf(el).grid()!.getAttribute('aria-rowcount')).to.equal('-1');
    expect(results, 'stay-results waits for the total').to.equal(0);
    // The counts were asked after the pages, not beside them.
    const pages = recorder.data().map((url) => recorder.searches.indexOf(url));
    const counts = recorder.counts().map((url) => recorder.searches.indexOf(url));
    expect(pages).to.have.length(3);
    expect(Math.min(...counts), 'every count after every page').to.be.above(Math.max(...pages));

    const event = page.nextResults();
    held.release();
    const { query, total } = await event;
    await settled(el);
    const expected = await chainRows(base, query);
    expect(early).to.deep.equal(ids(expected).slice(0, PAGE));
    expect(total).to.equal(sum(await countsOf(base, query)));
    const count = new Intl.NumberFormat('en').format(expected.length);
    expect(tableOf(el).headingText()).to.equal(`${count} accommodations`);
    expect(tableOf(el).grid()!.getAttribute('aria-rowcount')).to.equal(String(expected.length + 1));
    expect(tableOf(el).announcement()).to.include(count);
    expect(results).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('asks the counts only after the task that renders the merged rows, so the rows are painted first', async () => {
    // When the merged rows appear in the table, the test sets a timer. Timers run in the order they were set when
    // none has a longer delay, so that timer has run before any count the desk asks from a task it queued after the
    // rows (its frame callback's task, or the timer for a page that paints no frames), whatever the machine's load.
    // A count asked from the rows' own task starts before it: the browser could not paint the rows in between.

    // The desk, and its rows when "All administrations" is picked.
    const desk: { el?: StaySearch; rowsBefore?: string } = {};
    let taskSinceRows = false;
    const atCounts: { rows: string[]; taskSinceRows: boolean }[] = [];
    const send = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      // Only the counts of "All administrations": the desk's first search (one administration) counts too.
      if (desk.rowsBefore !== undefined && url.searchParams.has('count'))
        atCounts.push({ rows: tableOf(desk.el!).rowIds(), taskSinceRows });
      return window.fetch(input, init);
    };
    const { el } = await openDesk({ send });
    desk.el = el;
    const table = el.shadowRoot!.querySelector<StayTable>('stay-table')!;
    let rowsShown = false;
    const observer = new MutationObserver(() => {
      const rows = tableOf(el).rowIds();
      if (rowsShown || rows.length !== PAGE || rows.join() === desk.rowsBefore) return;
      rowsShown = true;
      setTimeout(() => (taskSinceRows = true));
    });
    observer.observe(table.shadowRoot!, { childList: true, subtree: true, attributes: true, characterData: true });
    desk.rowsBefore = tableOf(el).rowIds().join();
    const { items, total } = await pick(el, 'all');
    observer.disconnect();
    expect(total).to.be.above(PAGE);
    // A count for each administration, each asked with the merged rows in the table, in a later task.
    expect(atCounts).to.deep.equal(ADMINISTRATIONS.map(() => ({ rows: ids(items), taskSinceRows: true })));
  });

  it('still names the total when the page runs no frame callbacks (a hidden tab)', async () => {
    // No frame callback runs while the test holds them (as in a hidden tab): the counts are asked all the same.
    const { el } = await openDesk();
    const frames: FrameRequestCallback[] = [];
    const requestFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    let event: StayResultsEvent;
    try {
      event = await pick(el, 'all');
    } finally {
      window.requestAnimationFrame = requestFrame;
    }
    for (const callback of frames) callback(performance.now());
    expect(event.total).to.be.above(PAGE);
    expect(tableOf(el).grid()!.getAttribute('aria-rowcount')).to.equal(String(event.total + 1));
  });

  it('says how many rows are shown and names the park whose count failed, when the total cannot be counted', async () => {
    // Counts held until the rows show; then 103's count fails (the sandbox's fault) while the others answer.
    const counts = countsHeld();
    const base = isolatedSandbox('all-admins-uncounted');
    const { el, page } = await openDesk({ base, send: counts.send });
    counts.hold();
    await pickAllUntilRowsShow(el, page);
    await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: '103', count: 100 });
    const event = page.nextResults();
    counts.release();
    await event;
    await settled(el);
    // The rows stay; no number is made up: the status says what is shown and that the total is not known, and the
    // warning row names the park whose count failed.
    expect(tableOf(el).rows()).to.have.length(PAGE);
    expect(tableOf(el).grid()!.getAttribute('aria-rowcount')).to.equal('-1');
    const shown = new Intl.NumberFormat('en').format(PAGE);
    expect(tableOf(el).announcement()).to.equal(`${shown} accommodations shown; the total is not known.`);
    expect(tableOf(el).warnings()).to.have.length(1);
    expect(tableOf(el).warnings()[0]).to.contain('103 could not be counted: the total is not known.');
    await expect(el).to.be.accessible();

    // The service is back: the row's "Try 103 again" counts it, and the total is named and announced.
    await sandboxDelete(base, '/sandbox/faults');
    const again = page.nextResults();
    el.shadowRoot!.querySelector('stay-table')!
      .shadowRoot!.querySelector<HTMLButtonElement>('[part~="warning-retry"]')!
      .click();
    const { total } = await again;
    await settled(el);
    const count = new Intl.NumberFormat('en').format(total);
    expect(tableOf(el).headingText()).to.equal(`${count} accommodations`);
    expect(tableOf(el).announcement()).to.include(count);
    expect(tableOf(el).warnings()).to.deep.equal([]);
  });

  it('names the parks as the page gives them, in the picker, the rows and the warning rows', async () => {
    const base = isolatedSandbox('all-admins-names');
    await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: '103', count: 100 });
    const names = { '101': 'Camping De Zonnedauw', '102': 'Ferienpark Waldblick' };
    const { el, page } = await openDesk({ base, address: '&stay_admin=all' });
    el.administrations = [...Object.entries(names).map(([id, name]) => ({ id, name }))];
    await settled(el);
    const options = [...page.adminSelect()!.options].map((option) => [option.value, option.textContent!.trim()]);
    expect(options).to.deep.equal([
      ['101', names['101']],
      ['102', names['102']],
      ['103', '103'],
      ['all', 'All administrations'],
    ]);
    const table = tableOf(el);
    const shown = table.rows().map((_, index) => table.cellText(index, 'administration'));
    expect(shown).to.deep.equal(table.rowIds().map((id) => names[administrationOf(id) as '101' | '102']));
    expect(table.warnings()[0]).to.contain('103 could not be searched.');

    // Entries that are not { id, name } are left out with one warning; the rest still name their parks.
    const warnings = captureWarnings();
    try {
      el.administrations = [null, { id: 101 }, { id: '103', name: 'Bramble Bay Holiday Park' }] as never;
      await settled(el);
    } finally {
      warnings.restore();
    }
    expect(warnings.messages.filter((message) => message.includes('administrations'))).to.have.length(1);
    expect(tableOf(el).warnings()[0]).to.contain('Bramble Bay Holiday Park could not be searched.');
    expect(tableOf(el).cellText(0, 'administration')).to.match(/^10[12]$/);
  });

  it('pages exactly across page boundaries, to the last page, in the chosen sorts with ties as the contract says', async () => {
    // persons_max has many ties: they end in rank, then id, across the administrations.
    const sorts: Sort[] = [
      { column: 'persons_max', order: 'desc' },
      { column: 'price_total', order: 'asc' },
    ];
    const base = isolatedSandbox('all-admins-paging');
    const { el, page, first } = await openDesk({
      base,
      address: '&stay_admin=all&stay_sorts=persons_max:desc,price_total:asc',
    });
    expect(first.query.sorts).to.deep.equal(sorts);
    const expected = ids(await chainRows(base, first.query));
    const pageCount = Math.ceil(expected.length / PAGE);
    expect(pageCount, 'the sandbox has several merged pages').to.be.above(2);
    expect(ids(first.items)).to.deep.equal(expected.slice(0, PAGE));
    expect(first.total).to.equal(expected.length);

    // PageDown in the grid: page 2, exact.
    // Into the grid's rows (a sort's header would fetch its sort ahead).
    tableOf(el).cell(0, 'name').focus();
    const second = page.nextResults();
    await sendKeys({ press: 'PageDown' });
    const event = await second;
    await settled(el);
    expect(event.page).to.equal(2);
    expect(ids(event.items)).to.deep.equal(expected.slice(PAGE, 2 * PAGE));
    expect(tableOf(el).rowIds()).to.deep.equal(expected.slice(PAGE, 2 * PAGE));

    // The last page, straight from the address (a reload on it): only what is left.
    el.remove();
    const last = await openDesk({
      base,
      address: `&stay_admin=all&stay_sorts=persons_max:desc,price_total:asc&stay_page=${pageCount}`,
    });
    expect(last.first.page).to.equal(pageCount);
    expect(ids(last.first.items)).to.deep.equal(expected.slice((pageCount - 1) * PAGE));
    expect(last.first.total).to.equal(expected.length);
  });

  it('resolves ties as the contract says, rank then id across the administrations, over a page boundary', async () => {
    const { el, page, base, first } = await openDesk({ address: '&stay_admin=all&stay_sorts=persons_max:asc' });
    const expected = (await chainRows(base, first.query)).slice(0, 2 * PAGE);
    // The first two pages hold ties between administrations, and every tie is ordered by rank, then id.
    let crossTies = 0;
    expected.forEach((row, index) => {
      const before = expected[index - 1];
      if (!before || before.persons_max !== row.persons_max) return;
      if (administrationOf(before.id) !== administrationOf(row.id)) crossTies += 1;
      const ordered = before.rank < row.rank || (before.rank === row.rank && before.id < row.id);
      expect(ordered, `${before.id} before ${row.id}`).to.equal(true);
    });
    expect(crossTies, 'ties between administrations').to.be.above(0);
    expect(ids(first.items)).to.deep.equal(ids(expected).slice(0, PAGE));

    // Into the grid's rows (a sort's header would fetch its sort ahead).
    tableOf(el).cell(0, 'name').focus();
    const second = page.nextResults();
    await sendKeys({ press: 'PageDown' });
    expect(ids((await second).items)).to.deep.equal(ids(expected).slice(PAGE));
  });

  it('fetches further pages of an administration only as the merge needs them', async () => {
    const { el, recorder, adminOf } = await openDesk({ address: '&stay_admin=all' });
    const firstRequests = recorder.searches.filter((url) => adminOf.has(url));
    // One count and one page each: the merged first page needs no second page of anyone.
    expect(firstRequests.filter((url) => url.searchParams.has('count'))).to.have.length(3);
    const pages = firstRequests.filter((url) => !url.searchParams.has('count'));
    expect(pages.map((url) => url.searchParams.get('offset') ?? '1')).to.deep.equal(['1', '1', '1']);
    expect(pages.every((url) => url.searchParams.get('limit') === String(PAGE))).to.equal(true);
    // Page 2 needs at most one more page of each administration, and no count.
    recorder.reset();
    const second = new StaySearchPage(el).nextResults();
    // Into the grid's rows (a sort's header would fetch its sort ahead).
    tableOf(el).cell(0, 'name').focus();
    await sendKeys({ press: 'PageDown' });
    await second;
    const counts = recorder.searches.filter((url) => url.searchParams.has('count'));
    expect(counts, 'no count for another page').to.have.length(0);
    const perAdministration = new Map<string, number>();
    for (const url of recorder.searches) {
      const adminId = adminOf.get(url)!;
      perAdministration.set(adminId, (perAdministration.get(adminId) ?? 0) + 1);
      expect(url.searchParams.get('offset')).to.equal('2');
    }
    expect([...perAdministration.values()].every((requests) => requests <= 1)).to.equal(true);
  });

  it('shows a failing administration as a warning row naming it, and the others still', async () => {
    const base = isolatedSandbox('all-admins-failing');
    await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: '102', count: 100 });
    const { el, first } = await openDesk({ base, address: '&stay_admin=all' });
    const query = first.query;
    const expected = ids(await chainRows(base, query)).filter((id) => administrationOf(id) !== '102');
    expect(ids(first.items)).to.deep.equal(expected.slice(0, PAGE));
    expect(first.total).to.equal(sum(await countsOf(base, query, ['101', '103'])));
    const table = tableOf(el);
    expect(table.warnings()).to.have.length(1);
    expect(table.warnings()[0]).to.contain('102 could not be searched.');
    expect(new Set(table.rowIds().map(administrationOf))).to.deep.equal(new Set(['101', '103']));
    await expect(el).to.be.accessible();
  });

  it('asks only the failed park again from its warning row, by keyboard in the grid', async () => {
    const base = isolatedSandbox('all-admins-retry-one');
    await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: '102', count: 100 });
    const { el, recorder, adminOf } = await openDesk({ base, address: '&stay_admin=all' });
    expect(tableOf(el).warnings()).to.have.length(1);
    await sandboxDelete(base, '/sandbox/faults');
    recorder.reset();
    const table = el.shadowRoot!.querySelector('stay-table')!.shadowRoot!;
    table.querySelector<HTMLElement>('[part~="warning"] [data-cell]')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(table.activeElement?.textContent?.trim()).to.equal('Try 102 again');
    const results = new StaySearchPage(el).nextResults();
    await sendKeys({ press: 'Enter' });
    const event = await results;
    await settled(el);
    expect(new Set(recorder.all.map((url) => adminOf.get(url))), 'only 102 is asked').to.deep.equal(new Set(['102']));
    const chain = ids(await chainRows(base, event.query));
    expect(ids(event.items)).to.deep.equal(chain.slice(0, PAGE));
    expect(event.total).to.equal(chain.length);
    expect(tableOf(el).warnings()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('keeps a park whose later page fails: earlier rows and the total stay, it is named there, asked again next', async () => {
    const base = isolatedSandbox('all-admins-later-page');
    const { el, first, recorder, adminOf } = await openDesk({ base, address: '&stay_admin=all' });
    const chain = ids(await chainRows(base, first.query));
    expect(first.total).to.equal(chain.length);
    // The next service request fails, whichever administration it is for: the first later page the merge needs.
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 1 });
    recorder.reset();
    const pageDown = async () => {
      const results = new StaySearchPage(el).nextResults();
      await sendKeys({ press: 'PageDown' });
      const event = await results;
      await settled(el);
      return event;
    };
    // Into the grid's rows (a sort's header would fetch its sort ahead).
    tableOf(el).cell(0, 'name').focus();
    const shown = new Map<number, string[]>([[1, tableOf(el).rowIds()]]);
    let event = first;
    while (!recorder.searches.length) {
      event = await pageDown();
      if (!recorder.searches.length) shown.set(event.page, tableOf(el).rowIds());
      expect(event.page, 'a page that needs a later page of a park').to.be.below(6);
    }
    const failing = event.page;
    const asked = new Set(recorder.searches.map((url) => adminOf.get(url)));
    // The total stays; the park is named on the page its rows are missing from; the others' rows go on in order.
    expect(event.total).to.equal(chain.length);
    const warnings = tableOf(el).warnings();
    expect(warnings).to.have.length(1);
    const named = [...asked].find((adminId) => warnings[0]!.includes(`${adminId} could not be searched.`));
    expect(named, `${warnings[0]} names a park asked for this page`).to.be.a('string');
    const rows = tableOf(el).rowIds();
    expect(rows.filter((id) => administrationOf(id) !== named)).to.deep.equal(
      chain.filter((id) => administrationOf(id) !== named).filter((id) => rows.includes(id)),
    );
    expect(rows).to.have.length(PAGE);
    // Earlier pages are as they were, without a warning.
    const back = new StaySearchPage(el).nextResults();
    await sendKeys({ press: 'PageUp' });
    const previous = await back;
    await settled(el);
    expect(previous.total).to.equal(chain.length);
    expect(tableOf(el).rowIds()).to.deep.equal(shown.get(failing - 1));
    expect(tableOf(el).rowIds()).to.deep.equal(chain.slice((failing - 2) * PAGE, (failing - 1) * PAGE));
    expect(tableOf(el).warnings()).to.deep.equal([]);
    // The next request asks it again: the page is exact.
    const again = await pageDown();
    expect(again.page).to.equal(failing);
    expect(tableOf(el).warnings()).to.deep.equal([]);
    expect(tableOf(el).rowIds()).to.deep.equal(chain.slice((failing - 1) * PAGE, failing * PAGE));
  });

  it('fails as a whole, with "Try again", when every administration fails; trying again asks them all', async () => {
    const base = isolatedSandbox('all-admins-down');
    const { el, page } = await openDesk({ base });
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 6 });
    const error = new Promise((resolve) => el.addEventListener('stay-error', resolve, { once: true }));
    const select = page.adminSelect()!;
    select.value = 'all';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await error;
    await settled(el);
    const table = tableOf(el);
    expect(table.state()).to.equal('error');
    // The service is back (the failed search used some of the faults: the first pages, and the counts when asked).
    await sandboxDelete(base, '/sandbox/faults');
    const results = page.nextResults();
    el.shadowRoot!.querySelector('stay-table')!
      .shadowRoot!.querySelector<HTMLButtonElement>('[part~="state-button"]')!
      .click();
    const event = await results;
    expect(event.total).to.equal((await chainRows(base, event.query)).length);
  });

  it('works by keyboard alone: Alt+0 for all administrations, Alt+1 back to the first, axe-clean', async () => {
    const { el, page } = await openDesk();
    tableOf(el).sortButton('name').focus();
    let results = page.nextResults();
    await sendKeys({ press: 'Alt+0' });
    let event = await results;
    await settled(el);
    expect(new Set(ids(event.items).map(administrationOf)).size).to.be.above(1);
    expect(page.adminSelect()!.value).to.equal('all');
    expect(new URL(window.location.href).searchParams.get('stay_admin')).to.equal('all');
    await expect(el).to.be.accessible();

    results = page.nextResults();
    await sendKeys({ press: 'Alt+1' });
    event = await results;
    await settled(el);
    expect(new Set(ids(event.items).map(administrationOf))).to.deep.equal(new Set(['101']));
    expect(page.adminSelect()!.value).to.equal('101');
    expect(tableOf(el).headers().join()).not.to.contain('Park');
  });

  it('keeps the choice in the address: Back and Forward return to it', async () => {
    const { el, page } = await openDesk();
    await pick(el, 'all');
    await pick(el, '103');
    const back = page.nextResults();
    history.back();
    let event = await back;
    await settled(el);
    expect(page.adminSelect()!.value).to.equal('all');
    expect(new Set(ids(event.items).map(administrationOf)).size).to.be.above(1);
    const forward = page.nextResults();
    history.forward();
    event = await forward;
    await settled(el);
    expect(page.adminSelect()!.value).to.equal('103');
    expect(new Set(ids(event.items).map(administrationOf))).to.deep.equal(new Set(['103']));
  });

  it('warns about a bad stay_admin and searches the first administration, never a blank widget', async () => {
    const warnings = captureWarnings();
    let shown;
    try {
      shown = await openDesk({ address: '&stay_admin=every%20one' });
    } finally {
      warnings.restore();
    }
    expect(warnings.messages.filter((message) => message.includes('stay_admin "every one" ignored'))).to.have.length(1);
    expect(new Set(ids(shown.first.items).map(administrationOf))).to.deep.equal(new Set(['101']));
    expect(shown.page.adminSelect()!.value).to.equal('101');
    expect(tableOf(shown.el).rowIds().length).to.be.above(0);
  });

  it('shows all administrations in the cards too, and names a failing one above them', async () => {
    const base = isolatedSandbox('all-admins-cards');
    await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: '103', count: 100 });
    const { el, page, first } = await openDesk({ base, view: 'cards', address: '&stay_admin=all' });
    const expected = ids(await chainRows(base, first.query)).filter((id) => administrationOf(id) !== '103');
    expect(ids(first.items)).to.deep.equal(expected.slice(0, PAGE));
    expect(page.adminSelect()!.value).to.equal('all');
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="admin-warnings"]'), 'the failure is named');
    expect(el.shadowRoot!.querySelector('[part~="admin-warnings"]')!.textContent).to.contain(
      '103 could not be searched.',
    );
    await expect(el).to.be.accessible();
  });

  it('searches the only administration of a user of one for stay_admin=all, without a picker', async () => {
    const base = isolatedSandbox('all-admins-single');
    const { authtoken } = await mintAuthToken(base, 'usr_single');
    history.replaceState(null, '', `?stay_admin=all&authtoken=${encodeURIComponent(authtoken)}`);
    const { page, first } = await searchFixture(html`
      <stay-search lang="en" auth="app" view="table" base-url=${base} debounce="20" arrival=${arrival}
        departure=${departure}></stay-search>
    `);
    const event = await first;
    expect(new Set(ids(event.items).map(administrationOf))).to.deep.equal(new Set(['101']));
    expect(page.adminSelect()).to.equal(null);
  });
});

describe('stay-search: all administrations when the staff table cannot be fetched (app mode)', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  let tablePart: typeof StaySearch.tablePart;
  before(async () => {
    data = await sandboxData(isolatedSandbox('all-admins-data'));
    arrival = plusDays(data.today, 12);
    departure = plusDays(data.today, 16);
  });
  beforeEach(() => {
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
    // The table's part (which also merges the administrations) answered 404, as after a deploy that replaced it.
    tablePart = StaySearch.tablePart;
    StaySearch.tablePart = missingPart('table', '/src/define/stay-table-gone.js');
  });
  afterEach(() => {
    StaySearch.tablePart = tablePart;
    history.replaceState(null, '', original);
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
  });

  it('searches the first administration, says so on the page, and reports the part once', async () => {
    const warnings = captureWarnings();
    const errors: Event[] = [];
    const onError = (event: Event) => errors.push(event);
    document.addEventListener('stay-error', onError);
    let desk;
    try {
      desk = await openDesk({ address: '&stay_admin=all' });
    } finally {
      warnings.restore();
      document.removeEventListener('stay-error', onError);
    }
    const { el, page, first } = desk;
    // Never a blank widget: the first administration's results, in the cards.
    expect(new Set(ids(first.items).map(administrationOf))).to.deep.equal(new Set(['101']));
    expect(first.items.length).to.be.above(0);
    expect(el.shadowRoot!.querySelector('stay-table')).to.equal(null);
    expect(el.shadowRoot!.querySelector('stay-results')).not.to.equal(null);
    expect(page.adminSelect()!.value).to.equal('101');
    // One stay-error and one console warning name what failed.
    const partErrors = errors.filter((event) => (event as Event & { error?: unknown }).error instanceof StayPartError);
    expect(partErrors).to.have.length(1);
    expect((partErrors[0] as Event & { error: StayPartError }).error.part).to.equal('table');
    expect(warnings.messages.filter((message) => message.includes('table part'))).to.have.length(1);
    // Staff read that only the first administration is shown.
    const note = el.shadowRoot!.querySelector('[part~="admin-warnings"]');
    expect(note, 'a note above the cards').not.to.equal(null);
    expect(note!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'All administrations cannot be shown at once: a part of the widget could not be loaded. Only 101 is shown.',
    );
    expect(note!.getAttribute('role')).to.equal('status');
    await expect(el).to.be.accessible();
  });
});
