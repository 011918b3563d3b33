import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import { StaySearch } from '../../src/elements/stay-search.js';
import { StayPartError } from '../../src/lazy/lazy-part.js';
import type { StayTable } from '../../src/elements/stay-table.js';
import { sendKeys } from '../helpers/commands.js';
import { SANDBOX_URL, isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import { EXCHANGED_AUTHTOKENS_KEY } from '../../src/controllers/app-sign-in.js';
import { StayTablePage } from '../helpers/stay-table-page.js';
import {
  StaySearchPage,
  captureWarnings,
  expectedIds,
  plusDays,
  recordingFetch,
  sandboxData,
  searchFixture,
  type SandboxData,
} from '../helpers/stay-search-page.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';
import { missingPart } from '../helpers/missing-part.js';

let data: SandboxData;
let arrival: string;
let departure: string;
const original = window.location.href;

/** A widget in the table view with a chain key, after its first results. */
async function deskWidget({ syncUrl = false } = {}) {
  const recorder = recordingFetch();
  const el = await fixture<StaySearch>(html`
    <stay-search
      lang="en"
      view="table"
      base-url=${SANDBOX_URL}
      public-key="pub_demo_chain"
      debounce="20"
      ?sync-url=${syncUrl}
      .fetch=${recorder.fetch}
    ></stay-search>
  `);
  const page = new StaySearchPage(el);
  const event = await page.searchDates(arrival, departure);
  await waitUntil(() => el.shadowRoot!.querySelector('stay-table'), 'the table is shown');
  const table = el.shadowRoot!.querySelector<StayTable>('stay-table')!;
  await table.updateComplete;
  return { el, page, table, tablePage: new StayTablePage(table), recorder, event };
}

/** The `sorts` parameter of the last search request for data (not the count). */
function lastSorts(recorder: ReturnType<typeof recordingFetch>): string | null {
  const data = recorder.all.filter((url) => url.pathname.endsWith('/search') && !url.searchParams.has('count'));
  return data.at(-1)?.searchParams.get('sorts') ?? null;
}

/** The column of the sort button focused in the table, or what is focused instead (an element is no test value). */
function focusedHeader(table: StayTable): string | null {
  const focused = table.shadowRoot!.activeElement as HTMLElement | null;
  if (focused?.matches('button[part~="sort-button"]')) return focused.closest('th')!.dataset.column ?? null;
  return focused ? `<${focused.localName} part="${focused.getAttribute('part') ?? ''}">` : null;
}

/** The sorts of every search request for data (not the count), oldest first, as `column:order,…`. */
function dataRequestSorts(recorder: ReturnType<typeof recordingFetch>): string[] {
  return recorder.all
    .filter((url) => url.pathname.endsWith('/search') && !url.searchParams.has('count'))
    .map((url) =>
      (JSON.parse(url.searchParams.get('sorts') ?? '[]') as { column: string; order: string }[])
        .map(({ column, order }) => `${column}:${order}`)
        .join(','),
    );
}

describe('stay-search view="table"', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 20);
    departure = plusDays(data.today, 24);
  });
  afterEach(() => history.replaceState(null, '', original));

  it('shows the results as the staff table, without the cards and the pager', async () => {
    const { el, table, tablePage, event } = await deskWidget();
    const expected = expectedIds(data, { arrival, departure });
    expect(el.shadowRoot!.querySelector('stay-results'), 'no cards').to.equal(null);
    expect(el.shadowRoot!.querySelector('stay-pager'), 'no pager').to.equal(null);
    expect(event.total).to.equal(expected.length);
    expect(tablePage.rowIds()).to.deep.equal(expected.slice(0, 20));
    expect(table.total).to.equal(expected.length);
    expect(table.page).to.equal(1);
    expect(table.currency).to.equal('EUR');
    expect(table.query?.arrival).to.equal(arrival);
    await expect(el).to.be.accessible();
  });

  it('changes the page with PageDown in the grid', async () => {
    const { el, page, tablePage } = await deskWidget();
    const expected = expectedIds(data, { arrival, departure });
    expect(expected.length, 'the sandbox has a second page').to.be.above(20);
    tablePage.sortButton('rank').focus();
    await sendKeys({ press: 'ArrowDown' });
    const second = page.nextResults();
    await sendKeys({ press: 'PageDown' });
    expect((await second).page).to.equal(2);
    await el.updateComplete;
    const table = el.shadowRoot!.querySelector<StayTable>('stay-table')!;
    await table.updateComplete;
    expect(new StayTablePage(table).rowIds()).to.deep.equal(expected.slice(20, 40));
  });

  it('sorts from a header: searches again at page 1 with the new sorts', async () => {
    const { el, page, tablePage, recorder } = await deskWidget({ syncUrl: true });
    const before = dataRequestSorts(recorder).length;
    tablePage.sortButton('name').focus();
    const sorted = page.nextResults();
    await sendKeys({ press: 'Enter' });
    const event = await sorted;
    expect(event.page).to.equal(1);
    // The first request after the focus is the sort's (fetched ahead on focus; the next one is the other order's).
    expect(dataRequestSorts(recorder)[before]).to.equal('name:asc');
    await el.updateComplete;
    const table = el.shadowRoot!.querySelector<StayTable>('stay-table')!;
    await table.updateComplete;
    expect(table.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
    expect(new StayTablePage(table).rowIds()).to.deep.equal(
      expectedIds(data, { arrival, departure, sort: 'name' }).slice(0, 20),
    );
    expect(new URL(window.location.href).searchParams.get('stay_sorts')).to.equal('name:asc');

    // Shift+Enter adds a second sort: both go to the service, in order.
    new StayTablePage(table).sortButton('price_total').focus();
    const both = page.nextResults();
    await sendKeys({ press: 'Shift+Enter' });
    await both;
    // Focus fetched "price_total" alone ahead; Shift+Enter asks for both, in order.
    expect(dataRequestSorts(recorder)).to.include('name:asc,price_total:asc');
    expect(new URL(window.location.href).searchParams.get('stay_sorts')).to.equal('name:asc,price_total:asc');
    await expect(el).to.be.accessible();
  });

  it('keeps focus on the header that sorted, so Enter again reverses it', async () => {
    const { el, page, tablePage, table } = await deskWidget();
    tablePage.sortButton('name').focus();
    expect(focusedHeader(table)).to.equal('name');
    const sorted = page.nextResults();
    await sendKeys({ press: 'Enter' });
    await sorted;
    await el.updateComplete;
    await table.updateComplete;
    expect(focusedHeader(table), 'focus stays on the header').to.equal('name');
    const reversed = page.nextResults();
    await sendKeys({ press: 'Enter' });
    await reversed;
    await table.updateComplete;
    expect(table.sorts).to.deep.equal([{ column: 'name', order: 'desc' }]);
    expect(focusedHeader(table)).to.equal('name');
  });

  it('fetches a sort ahead while staff point at its header, and the click uses it', async () => {
    const { page, tablePage, recorder } = await deskWidget();
    const asked = (sorts: string) => dataRequestSorts(recorder).filter((asked) => asked === sorts).length;
    const ascending = 'name:asc';
    // To the name's header with the grid's arrow keys, as staff do.
    tablePage.sortButton('rank').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => asked(ascending) === 1, 'the sort is fetched ahead on focus');
    const sorted = page.nextResults();
    await sendKeys({ press: 'Enter' });
    await sorted;
    expect(asked(ascending), 'the click uses the page fetched ahead').to.equal(1);
    // Focus is still there: the next Enter (the other order) is fetched ahead too.
    await waitUntil(() => asked('name:desc') === 1, 'the other order is fetched ahead');
  });

  it('asks for a sort or a page before it writes the page address, and leaves the filters alone', async () => {
    const { el, page, tablePage, recorder } = await deskWidget({ syncUrl: true });
    // Which data requests had gone out when each address was written (the history API is slow: the request first).
    const written: Array<{ address: string; requests: string[] }> = [];
    const requests = () =>
      recorder.all
        .filter((url) => url.pathname.endsWith('/search') && !url.searchParams.has('count'))
        .map((url) => {
          const sorts = JSON.parse(url.searchParams.get('sorts') ?? '[]') as { column: string; order: string }[];
          const named = sorts.map(({ column, order }) => `${column}:${order}`).join(',');
          return `${named} ${url.searchParams.get('offset') ?? '1'}`;
        });
    const { pushState, replaceState } = history;
    history.pushState = (...args: Parameters<History['pushState']>) => {
      written.push({ address: String(args[2]), requests: requests() });
      pushState.apply(history, args);
    };
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      written.push({ address: String(args[2]), requests: requests() });
      replaceState.apply(history, args);
    };
    // The filters' value is set again only when the filters change, not for a sort or a page.
    const filters = el.shadowRoot!.querySelector('stay-filters')!;
    const value = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(filters), 'value')!;
    let filterSets = 0;
    Object.defineProperty(filters, 'value', {
      configurable: true,
      get: () => value.get!.call(filters),
      set: (next) => {
        filterSets += 1;
        value.set!.call(filters, next);
      },
    });
    try {
      const sorted = page.nextResults();
      // A script's click: nothing was pointed at or focused, so nothing was fetched ahead.
      tablePage.sortButton('persons_max').click();
      await sorted;
      const sortWrite = written.find(({ address }) => address.includes('stay_sorts=persons_max'));
      const sortRequest = 'persons_max:desc 1';
      expect(sortWrite, 'the sort is in the address').to.not.equal(undefined);
      expect(sortWrite!.requests, 'the request went out first').to.include(sortRequest);

      const table = el.shadowRoot!.querySelector<StayTable>('stay-table')!;
      await table.updateComplete;
      new StayTablePage(table).cell(0, 'name').focus();
      const second = page.nextResults();
      await sendKeys({ press: 'PageDown' });
      await second;
      const pageWrite = written.find(({ address }) => address.includes('stay_page=2'));
      expect(pageWrite, 'the page is in the address').to.not.equal(undefined);
      expect(pageWrite!.requests.some((request) => request.endsWith(' 2'))).to.equal(true);
      expect(filterSets, 'the filters were not set again').to.equal(0);
    } finally {
      history.pushState = pushState;
      history.replaceState = replaceState;
      delete (filters as Partial<typeof filters>).value;
    }
  });

  it('restores the sorts from the page address', async () => {
    history.replaceState(null, '', '?stay_sorts=rating:desc,name:asc');
    const { recorder } = await deskWidget({ syncUrl: true });
    expect(JSON.parse(lastSorts(recorder)!)).to.deep.equal([
      { column: 'rating', order: 'desc' },
      { column: 'name', order: 'asc' },
    ]);
  });
});

describe('stay-search view="table" shortcuts', () => {
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 20);
    departure = plusDays(data.today, 24);
  });

  it('"/" goes to the dates, but not while typing in a field', async () => {
    const { el } = await deskWidget();
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'notes');
    document.body.append(input);
    try {
      input.focus();
      await sendKeys({ type: '/' });
      expect(input.value, 'typing keeps its slash').to.equal('/');
      expect(document.activeElement).to.equal(input);
      (document.activeElement as HTMLElement).blur();
      await sendKeys({ press: '/' });
      await el.updateComplete;
      expect(el.shadowRoot!.activeElement?.localName).to.equal('stay-dates');
    } finally {
      input.remove();
    }
  });

  it("Alt+2 picks the signed-in user's second administration", async () => {
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
    const base = isolatedSandbox('desk-shortcuts');
    const { authtoken } = (await (await sandboxPost(base, '/sandbox/authtokens', { user_id: 'usr_demo' })).json()) as {
      authtoken: string;
    };
    history.replaceState(null, '', `?authtoken=${encodeURIComponent(authtoken)}`);
    const { el, page, first } = await searchFixture(html`
      <stay-search lang="en" auth="app" view="table" base-url=${base} debounce="20" arrival=${arrival}
        departure=${departure}></stay-search>
    `);
    await first;
    await el.updateComplete;
    const second = page.nextResults();
    await sendKeys({ press: 'Alt+2' });
    const event = await second;
    expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '102' }).length);
    await el.updateComplete;
    expect(page.adminSelect()!.value).to.equal('102');
    expect(new URL(window.location.href).searchParams.get('stay_admin')).to.equal('102');
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
  });
});

describe('stay-search view="table" when the table cannot be fetched', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  let tablePart: typeof StaySearch.tablePart;
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 20);
    departure = plusDays(data.today, 24);
  });
  beforeEach(() => {
    // The table's part answered 404, as after a deploy that replaced it.
    tablePart = StaySearch.tablePart;
    StaySearch.tablePart = missingPart('table', '/src/define/stay-table-gone.js');
  });
  afterEach(() => {
    StaySearch.tablePart = tablePart;
    history.replaceState(null, '', original);
  });

  it('shows the cards instead, reports the part once, and goes on searching', async () => {
    const warnings = captureWarnings();
    const errors: Event[] = [];
    const onError = (event: Event) => errors.push(event);
    document.addEventListener('stay-error', onError);
    try {
      const el = await fixture<StaySearch>(html`
        <stay-search lang="en" view="table" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20"></stay-search>
      `);
      const page = new StaySearchPage(el);
      const first = await page.searchDates(arrival, departure);
      const expected = expectedIds(data, { arrival, departure });
      expect(first.items.map((item) => item.id)).to.deep.equal(expected.slice(0, 20));
      expect(el.shadowRoot!.querySelector('stay-table')).to.equal(null);
      expect(el.shadowRoot!.querySelector('stay-results')).not.to.equal(null);
      // The widget still answers: other dates are searched and shown.
      const results = page.nextResults();
      const later = plusDays(data.today, 25);
      el.departure = later;
      const second = await results;
      expect(second.query.departure).to.equal(later);
      expect(second.items.map((item) => item.id)).to.deep.equal(
        expectedIds(data, { arrival, departure: later }).slice(0, 20),
      );
      expect(el.shadowRoot!.querySelector('stay-pager'), 'the pager with the cards').not.to.equal(null);
      await expect(el).to.be.accessible();
    } finally {
      warnings.restore();
      document.removeEventListener('stay-error', onError);
    }
    const partErrors = errors.filter((event) => (event as Event & { error?: unknown }).error instanceof StayPartError);
    expect(partErrors).to.have.length(1);
    expect(warnings.messages.filter((message) => message.includes('table part'))).to.have.length(1);
  });
});
