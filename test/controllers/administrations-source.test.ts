// The search controller searching every administration at once through `AdministrationsSource` (issue 15 item 4):
// the Task, abort, the stale-answer guard, the total, the page fetched ahead and paging work as with one client.
// Against the sandbox: three clients of the chain key, one X-Admin-Id each; the expected order is the chain key's own
// search over all three (the sorts, then rank, then id: contract §2).
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { LitElement } from 'lit';
import { createClient } from '../../src/api/client.js';
import type { StayApiError } from '../../src/api/errors.js';
import type { Accommodation, SearchQuery } from '../../src/api/types.js';
import { AdministrationsSource } from '../../src/controllers/administrations-source.js';
import { SearchController, type SearchSource } from '../../src/controllers/search-controller.js';
import type { StayResultsEvent } from '../../src/events/stay-search.js';
import { emptyState, type SearchState } from '../../src/logic/search-state.js';
import { nextEvent } from '../helpers/events.js';
import { SANDBOX_URL, isolatedSandbox, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';
import { holdingFetch, plusDays, recordingFetch, sandboxData, type SandboxData } from '../helpers/stay-search-page.js';

const ADMINISTRATIONS = ['101', '102', '103'];
/** The host's page size: smaller than the service's 20, so merged pages cut across the administrations' pages. */
const PAGE_SIZE = 7;

class MergeTestHost extends LitElement {
  initial: SearchState = emptyState();
  source: SearchSource | undefined;

  readonly search = new SearchController(this, {
    initialState: () => this.initial,
    pageSize: () => PAGE_SIZE,
    debounceMs: () => 20,
    onCommit: () => this.search.setSource(this.source),
  });

  override render() {
    const shown = this.search.shown;
    return html`<ol>
      ${shown?.items.map((item, index) => html`<li>${shown.adminIds?.[index]}:${item.id}</li>`)}
    </ol>`;
  }
}
customElements.define('merge-test-host', MergeTestHost);

let data: SandboxData;
let arrival: string;
let departure: string;

/** Requests with the X-Admin-Id they were sent with. */
function adminRecorder(inner: typeof fetch = (input, init) => window.fetch(input, init)) {
  const recorder = recordingFetch(inner);
  const adminOf = new Map<URL, string>();
  const fetch: typeof window.fetch = (input, init) => {
    const answer = recorder.fetch(input, init);
    adminOf.set(recorder.all.at(-1)!, new Headers(init?.headers).get('x-admin-id') ?? '');
    return answer;
  };
  return { ...recorder, fetch, adminOf };
}

function mergeSource(fetch: typeof window.fetch, base = SANDBOX_URL, adminIds = ADMINISTRATIONS) {
  return new AdministrationsSource(adminIds, (adminId) =>
    createClient({ baseUrl: base, publicKey: 'pub_demo_chain', adminId, fetch }),
  );
}

async function host(source: SearchSource, state: Partial<SearchState> = {}) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('merge-test-host') as MergeTestHost;
  el.initial = { ...emptyState(), arrival, departure, ...state };
  el.source = source;
  const results = nextEvent(el, 'stay-results');
  container.append(el);
  return { el, results };
}

/** The chain key's whole answer for `query`, in the service's order. */
async function chainIds(query: SearchQuery, base = SANDBOX_URL): Promise<string[]> {
  const client = createClient({ baseUrl: base, publicKey: 'pub_demo_chain' });
  const rows: Accommodation[] = [];
  for (let page = 1; ; page += 1) {
    const found = await client.search({ ...query, page, limit: 20 });
    rows.push(...found);
    if (found.length < 20) return rows.map((row) => row.id);
  }
}

const administrationOf = (id: string) => data.accommodations.find((item) => item.id === id)!.administration_id;

describe('SearchController with AdministrationsSource (all administrations)', () => {
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 40);
    departure = plusDays(data.today, 43);
  });

  it('shows the merged page in the chosen sorts, each row with its administration, and the summed total', async () => {
    const recorder = adminRecorder();
    const { el, results } = await host(mergeSource(recorder.fetch), {
      sorts: [{ column: 'persons_max', order: 'desc' }],
    });
    const event = await results;
    const expected = await chainIds(event.query);
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice(0, PAGE_SIZE));
    expect(el.search.shown!.adminIds).to.deep.equal(expected.slice(0, PAGE_SIZE).map(administrationOf));
    expect(el.search.shown!.failures).to.deep.equal([]);
    expect(event.total).to.equal(expected.length);
    // A count and a first page for each administration, no more: the controller's count shares the merge.
    expect(
      recorder
        .counts()
        .map((url) => recorder.adminOf.get(url))
        .sort(),
    ).to.deep.equal(ADMINISTRATIONS);
    expect(
      recorder
        .data()
        .map((url) => recorder.adminOf.get(url))
        .sort(),
    ).to.deep.equal(ADMINISTRATIONS);
  });

  it('pages on exactly, fetching only what the merge needs', async () => {
    const recorder = adminRecorder();
    const { el, results } = await host(mergeSource(recorder.fetch));
    const first = await results;
    const expected = await chainIds(first.query);
    const pageCount = Math.ceil(expected.length / PAGE_SIZE);
    expect(pageCount).to.be.above(3);

    // Page 2 is within what each administration's first page holds: nothing more is asked.
    recorder.reset();
    let next = nextEvent(el, 'stay-results');
    el.search.change({ page: 2 }, { immediate: true });
    let event = await next;
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(event.total).to.equal(expected.length);
    expect(recorder.searches, 'page 2 of 7 rows needs no request').to.have.length(0);

    // The last page: further pages of the administrations, and no count.
    next = nextEvent(el, 'stay-results');
    el.search.change({ page: pageCount }, { immediate: true });
    event = await next;
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice((pageCount - 1) * PAGE_SIZE));
    expect(recorder.counts()).to.have.length(0);
    expect(recorder.data().every((url) => url.searchParams.get('offset') !== '1')).to.equal(true);

    // Back to page 1: the merge has it all, nothing is asked.
    recorder.reset();
    next = nextEvent(el, 'stay-results');
    el.search.change({ page: 1 }, { immediate: true });
    event = await next;
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice(0, PAGE_SIZE));
    expect(recorder.searches).to.have.length(0);
  });

  it('fetches ahead on intent what a merged page needs, and going there asks none of it again', async () => {
    const recorder = adminRecorder();
    const { el, results } = await host(mergeSource(recorder.fetch));
    const first = await results;
    const expected = await chainIds(first.query);
    // The first merged page past every administration's first 20 rows: it needs their second pages.
    const page = Math.floor(60 / PAGE_SIZE) + 1;
    expect(expected.length).to.be.above(page * PAGE_SIZE);
    recorder.reset();
    el.search.prefetch(page);
    await waitUntil(() => recorder.requests.length > 0, 'the page ahead is asked for');

    const next = nextEvent(el, 'stay-results');
    el.search.change({ page }, { immediate: true });
    const event = await next;
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    // Every page of an administration was asked once, by the prefetch and the page change together; no count.
    expect(recorder.counts()).to.have.length(0);
    const asked = recorder.data().map((url) => `${recorder.adminOf.get(url)} ${url.searchParams.get('offset')}`);
    expect(asked.length).to.be.above(0);
    expect(new Set(asked).size, asked.join(', ')).to.equal(asked.length);
    expect(recorder.requests.every((request) => !request.signal?.aborted)).to.equal(true);
  });

  it('shows only the newest answer: a newer query aborts the merge under way', async () => {
    const held = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.get('sorts')?.includes('rating') ?? false,
    );
    const recorder = adminRecorder(held.fetch);
    const { el, results } = await host(mergeSource(recorder.fetch));
    await results;
    const shown: StayResultsEvent[] = [];
    el.addEventListener('stay-results', (event) => shown.push(event));
    try {
      el.search.change({ sorts: [{ column: 'rating', order: 'desc' }] }, { immediate: true });
      const heldRequests = recorder.requests.filter((request) => request.url.searchParams.has('sorts'));
      expect(heldRequests.length).to.be.above(0);
      const next = nextEvent(el, 'stay-results');
      el.search.change({ sorts: [{ column: 'name', order: 'asc' }] }, { immediate: true });
      const event = await next;
      expect(heldRequests.every((request) => request.signal?.aborted)).to.equal(true);
      expect(event.query.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
      expect(event.items.map((item) => item.id)).to.deep.equal((await chainIds(event.query)).slice(0, PAGE_SIZE));
    } finally {
      held.release();
    }
    await el.updateComplete;
    expect(shown.map((event) => event.query.sorts?.[0]?.column)).to.deep.equal(['name']);
  });

  it('leaves a failing administration out of the rows and the total, and names it', async () => {
    const base = isolatedSandbox('merge-source-failing');
    await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: '103', count: 20 });
    const { el, results } = await host(mergeSource((input, init) => window.fetch(input, init), base));
    const event = await results;
    const expected = (await chainIds(event.query, base)).filter((id) => administrationOf(id) !== '103');
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice(0, PAGE_SIZE));
    expect(event.total).to.equal(expected.length);
    const failures = el.search.shown!.failures!;
    expect(failures.map((failure) => failure.adminId)).to.deep.equal(['103']);
    expect(failures[0]!.error.kind).to.equal('server');
    expect(el.search.failure).to.equal(undefined);
  });

  it('asks no count again when only the sorts change: the counts do not depend on them', async () => {
    const recorder = adminRecorder();
    const source = mergeSource(recorder.fetch);
    const query: SearchQuery = { arrival, departure, persons: 2, page: 1, limit: PAGE_SIZE };
    const first = await source.searchPage(query);
    const before = recorder.all.length;
    const sorted = await source.searchPage({ ...query, sorts: [{ column: 'name', order: 'asc' }] });
    const asked = recorder.all.slice(before);
    expect(asked.filter((url) => url.searchParams.has('count'))).to.deep.equal([]);
    expect(asked.map((url) => recorder.adminOf.get(url)).sort()).to.deep.equal(ADMINISTRATIONS);
    expect(sorted.total).to.equal(first.total);
    expect(sorted.items.map((item) => item.id)).to.deep.equal(
      (await chainIds({ ...query, sorts: [{ column: 'name', order: 'asc' }] })).slice(0, PAGE_SIZE),
    );
  });

  it('fails the search when every administration fails, and "Try again" asks them all again', async () => {
    const base = isolatedSandbox('merge-source-down');
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 6 });
    const { el } = await host(mergeSource((input, init) => window.fetch(input, init), base));
    const error = await nextEvent(el, 'stay-error');
    expect((error.error as StayApiError).kind).to.equal('server');
    expect(el.search.failure?.kind).to.equal('server');
    // The service is back. The failed search used only some of the six faults: the first pages, and the counts
    // only if they were asked before the pages failed. What is left must not meet "Try again".
    await sandboxDelete(base, '/sandbox/faults');
    const results = nextEvent(el, 'stay-results');
    el.search.retry();
    const event = await results;
    expect(event.total).to.equal((await chainIds(event.query, base)).length);
    expect(el.search.shown!.failures).to.deep.equal([]);
  });
});
