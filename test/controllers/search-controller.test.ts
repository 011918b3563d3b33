// The search controller on a small host of its own: what `<stay-search>` and the staff table share.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { LitElement } from 'lit';
import { createClient, type StayClient } from '../../src/api/client.js';
import type { StayApiError } from '../../src/api/errors.js';
import type { Accommodation, SearchQuery } from '../../src/api/types.js';
import { SearchController, type SearchSource } from '../../src/controllers/search-controller.js';
import { emptyState, type SearchState } from '../../src/logic/search-state.js';
import type { StayErrorEvent, StayResultsEvent } from '../../src/events/stay-search.js';
import { SANDBOX_URL, isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import {
  expectedIds,
  holdingFetch,
  plusDays,
  recordingFetch,
  sandboxData,
  type SandboxData,
} from '../helpers/stay-search-page.js';

/** A host that searches what it is given and renders the ids shown: the least an element needs. */
class SearchTestHost extends LitElement {
  /** Set before connecting. */
  initial: SearchState = emptyState();
  source: SearchSource | undefined;
  debounceMs = 20;
  renders = 0;
  /** What each render showed: `loading`, `idle` or `failed`. */
  states: string[] = [];
  /** The page shown (0: none) each time the host was told an answer is about to render (`onShowing`). */
  showings: number[] = [];

  readonly search = new SearchController(this, {
    initialState: () => this.initial,
    pageSize: () => 5,
    debounceMs: () => this.debounceMs,
    onCommit: () => this.search.setSource(this.source),
    onShowing: () => this.showings.push(this.search.shown?.query.page ?? 0),
  });

  override render() {
    this.renders += 1;
    const { shown, pending, failure } = this.search;
    this.states.push(failure ? 'failed' : pending ? 'loading' : 'idle');
    return html`<p>${failure ? `failed: ${failure.kind}` : pending ? 'loading' : 'idle'}</p>
      <ol>
        ${shown?.items.map((item) => html`<li>${item.id}</li>`)}
      </ol>`;
  }
}
customElements.define('search-test-host', SearchTestHost);

let data: SandboxData;
let arrival: string;
let departure: string;

/** A host connected with `source` and a search of the dates; resolves once it is in the document. */
async function host(source: SearchSource | undefined, state: Partial<SearchState> = {}, debounceMs = 20) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('search-test-host') as SearchTestHost;
  el.initial = { ...emptyState(), arrival, departure, ...state };
  el.source = source;
  el.debounceMs = debounceMs;
  const results = nextEvent(el, 'stay-results');
  container.append(el);
  return { el, results };
}

function chainClient(fetch: typeof window.fetch): StayClient {
  return createClient({ baseUrl: SANDBOX_URL, publicKey: 'pub_demo_chain', fetch });
}

describe('SearchController', () => {
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 33);
    departure = plusDays(data.today, 36);
  });

  it('starts the search as the host connects, before its first render, and shows the answer', async () => {
    const recorder = recordingFetch();
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('search-test-host') as SearchTestHost;
    el.initial = { ...emptyState(), arrival, departure };
    el.source = chainClient(recorder.fetch);
    const results = nextEvent(el, 'stay-results');
    container.append(el);
    expect(el.renders, 'not rendered yet').to.equal(0);
    expect(recorder.data()).to.have.length(1);
    expect(recorder.counts()).to.have.length(1);
    const event = await results;
    const expected = expectedIds(data, { arrival, departure });
    expect(event.total).to.equal(expected.length);
    expect(event.items.map((item) => item.id)).to.deep.equal(expected.slice(0, 5));
    expect([...el.renderRoot.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(expected.slice(0, 5));
  });

  it('asks nothing while the dates are incomplete, and searches once they are', async () => {
    const recorder = recordingFetch();
    const { el } = await host(chainClient(recorder.fetch), { arrival: null, departure: null });
    await el.updateComplete;
    expect(el.search.committed).to.equal(null);
    expect(recorder.searches).to.have.length(0);
    const results = nextEvent(el, 'stay-results');
    el.search.change({ arrival, departure });
    await results;
    expect(recorder.searches).to.have.length(2);
  });

  it('waits for the last of quick changes, and keeps the count per query', async () => {
    const recorder = recordingFetch();
    const { el, results } = await host(chainClient(recorder.fetch));
    await results;
    recorder.reset();
    const queries: SearchQuery[] = [];
    el.addEventListener('stay-query-change', (event) => queries.push(event.query));
    let next = nextEvent(el, 'stay-results');
    el.search.change({ types: ['chalet'] });
    el.search.change({ types: ['villa'] });
    el.search.change({ types: ['pod'] });
    const pods = await next;
    expect(queries.map((query) => query.type)).to.deep.equal([{ type: 'pod', operator: 'EQ' }]);
    expect(recorder.data()).to.have.length(1);
    expect(recorder.counts()).to.have.length(1);
    expect(pods.total).to.equal(expectedIds(data, { arrival, departure, types: ['pod'] }).length);

    // Another order of the same accommodations: the count is known.
    recorder.reset();
    next = nextEvent(el, 'stay-results');
    el.search.change({ sort: 'name' }, { immediate: true });
    await next;
    expect(recorder.counts(), 'no count for another order').to.have.length(0);
    expect(recorder.data()).to.have.length(1);
  });

  it('shows only the newest answer: a slow older one is aborted and never shown', async () => {
    const slow = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.get('type')?.includes('chalet') ?? false,
    );
    const recorder = recordingFetch(slow.fetch);
    const { el, results } = await host(chainClient(recorder.fetch));
    await results;
    const shown: StayResultsEvent[] = [];
    el.addEventListener('stay-results', (event) => shown.push(event));
    try {
      el.search.change({ types: ['chalet'] }, { immediate: true });
      const held = recorder.requests.find((request) => request.url.searchParams.has('type'))!;
      const next = nextEvent(el, 'stay-results');
      el.search.change({ types: ['villa'] }, { immediate: true });
      const event = await next;
      expect(event.query.type).to.deep.equal({ type: 'villa', operator: 'EQ' });
      expect(held.signal?.aborted, 'the older request is aborted').to.equal(true);
    } finally {
      slow.release();
    }
    await Promise.all(recorder.requests.map((request) => request.done));
    await el.updateComplete;
    expect(shown.map((event) => event.query.type)).to.deep.equal([{ type: 'villa', operator: 'EQ' }]);
  });

  it('keeps the previous answer visible while the next one loads', async () => {
    const held = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.has('sorts'),
    );
    const { el, results } = await host(chainClient(held.fetch));
    const first = await results;
    try {
      el.search.change({ sort: 'name' }, { immediate: true });
      await el.updateComplete;
      expect(el.search.pending).to.equal(true);
      expect(el.search.shown?.items).to.deep.equal(first.items);
      expect(el.renderRoot.querySelector('p')!.textContent).to.equal('loading');
    } finally {
      held.release();
    }
    await nextEvent(el, 'stay-results');
    expect(el.search.pending).to.equal(false);
  });

  it('uses a page fetched ahead, once, while it is fresh', async () => {
    const recorder = recordingFetch();
    const { el, results } = await host(chainClient(recorder.fetch));
    await results;
    recorder.reset();
    el.search.prefetch(2);
    el.search.prefetch(2);
    expect(recorder.data(), 'one request for the page ahead').to.have.length(1);
    await recorder.requests[0]!.done;
    const next = nextEvent(el, 'stay-results');
    el.search.change({ page: 2 }, { immediate: true });
    const event = await next;
    expect(event.page).to.equal(2);
    expect(recorder.searches, 'nothing asked again').to.have.length(1);
    expect(event.items.map((item) => item.id)).to.deep.equal(expectedIds(data, { arrival, departure }).slice(5, 10));
  });

  it('shows a page fetched ahead that has arrived in one render, without a loading one first', async () => {
    const recorder = recordingFetch();
    const { el, results } = await host(chainClient(recorder.fetch));
    await results;
    recorder.reset();
    await el.search.prefetch(2);
    expect(recorder.data(), 'the page ahead').to.have.length(1);
    el.states = [];
    const next = nextEvent(el, 'stay-results');
    el.search.change({ page: 2 }, { immediate: true });
    const event = await next;
    await el.updateComplete;
    expect(event.page).to.equal(2);
    expect(recorder.searches, 'nothing asked again').to.have.length(1);
    expect(el.states, 'what the renders showed').to.deep.equal(['idle']);
    expect(el.shadowRoot!.querySelector('li')!.textContent).to.equal(event.items[0]!.id);
  });

  it('tells the host of a page fetched ahead as it is chosen, before anything renders; of others as they arrive', async () => {
    const { el, results } = await host(chainClient(window.fetch));
    await results;
    await el.search.prefetch(2);
    el.showings = [];
    let next = nextEvent(el, 'stay-results');
    el.search.change({ page: 2 }, { immediate: true });
    expect(el.showings, 'in the change itself, while page 1 shows').to.deep.equal([1]);
    await next;
    await el.updateComplete;
    expect(el.showings, 'once').to.deep.equal([1]);

    next = nextEvent(el, 'stay-results');
    el.search.change({ page: 1 }, { immediate: true });
    expect(el.showings, 'nothing yet for a page not fetched ahead').to.deep.equal([1]);
    await next;
    expect(el.showings, 'as its answer arrived, while page 2 showed').to.deep.equal([1, 2]);
  });

  it('still renders a page fetched ahead that has not arrived as loading', async () => {
    const held = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.get('offset') === '2',
    );
    const recorder = recordingFetch(held.fetch);
    const { el, results } = await host(chainClient(recorder.fetch));
    await results;
    let arrived = false;
    const ahead = el.search.prefetch(2).then(() => (arrived = true));
    el.states = [];
    const next = nextEvent(el, 'stay-results');
    el.search.change({ page: 2 }, { immediate: true });
    await el.updateComplete;
    expect(arrived).to.equal(false);
    expect(el.states).to.deep.equal(['loading']);
    held.release();
    await next;
    await ahead;
    await el.updateComplete;
    expect(el.states.at(-1)).to.equal('idle');
  });

  it('stops the search when the host is removed, and runs it again when the host is back at once', async () => {
    const held = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.has('sorts'),
    );
    const recorder = recordingFetch(held.fetch);
    const { el, results } = await host(chainClient(recorder.fetch));
    await results;
    const parent = el.parentElement!;
    try {
      el.search.change({ sort: 'rating' }, { immediate: true });
      const running = recorder.requests.find((request) => request.url.searchParams.has('sorts'))!;
      el.remove();
      expect(running.signal?.aborted, 'aborted with the removal').to.equal(true);
    } finally {
      held.release();
    }
    const next = nextEvent(el, 'stay-results');
    parent.append(el);
    const event = await next;
    expect(event.query.sorts).to.deep.equal([{ column: 'rating', order: 'desc' }]);
  });

  it('fails a search as soon as one of its requests fails, stopping the other, and tries again on request', async () => {
    const base = isolatedSandbox('controller-failure');
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 1, path: '/v3/' });
    // The count is slow (held until released): the page fails at once, and the search must not wait for the count.
    const slowCount = holdingFetch(
      (input, init) => window.fetch(input, init),
      (url) => url.searchParams.has('count'),
    );
    const recorder = recordingFetch(slowCount.fetch);
    const client = createClient({ baseUrl: base, publicKey: 'pub_demo_chain', fetch: recorder.fetch });
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('search-test-host') as SearchTestHost;
    el.initial = { ...emptyState(), arrival, departure };
    el.source = client;
    const failed = nextEvent(el, 'stay-error');
    container.append(el);
    try {
      const error = (await failed) as StayErrorEvent;
      expect((error.error as StayApiError).kind).to.equal('server');
      const count = recorder.requests.find((request) => request.url.searchParams.has('count'))!;
      expect(count.signal?.aborted, 'the count request was stopped').to.equal(true);
      await el.updateComplete;
      expect(el.search.failure?.kind).to.equal('server');
      expect(el.renderRoot.querySelector('p')!.textContent).to.equal('failed: server');
    } finally {
      slowCount.release();
    }
    const results = nextEvent(el, 'stay-results');
    el.search.retry();
    const event = await results;
    expect(event.total).to.equal(expectedIds(data, { arrival, departure }).length);
    expect(el.search.failure).to.equal(undefined);
  });

  it('searches through any source: here two administrations merged, and a new source forgets the old counts', async () => {
    const recorder = recordingFetch();
    const clients = ['101', '103'].map((adminId) =>
      createClient({ baseUrl: SANDBOX_URL, publicKey: 'pub_demo_chain', adminId, fetch: recorder.fetch }),
    );
    // Pages of both, one after the other: the least a merging source does (the staff table sorts them).
    const merged: SearchSource = {
      async search(query, options) {
        const pages: Accommodation[][] = await Promise.all(clients.map((client) => client.search(query, options)));
        return pages.flat();
      },
      async count(query, options) {
        const counts = await Promise.all(clients.map((client) => client.count(query, options)));
        return counts.reduce((sum, count) => sum + count, 0);
      },
    };
    const { el, results } = await host(merged);
    const event = await results;
    const expected = [
      ...expectedIds(data, { arrival, departure, adminId: '101' }).slice(0, 5),
      ...expectedIds(data, { arrival, departure, adminId: '103' }).slice(0, 5),
    ];
    expect(event.items.map((item) => item.id)).to.deep.equal(expected);
    expect(event.total).to.equal(
      expectedIds(data, { arrival, departure, adminId: '101' }).length +
        expectedIds(data, { arrival, departure, adminId: '103' }).length,
    );

    recorder.reset();
    const next = nextEvent(el, 'stay-results');
    el.source = chainClient(recorder.fetch);
    el.search.setSource(el.source);
    const single = await next;
    expect(single.total).to.equal(expectedIds(data, { arrival, departure }).length);
    expect(recorder.counts(), 'the new source is asked for its own count').to.have.length(1);
  });

  it('searches nothing without a source, and starts when it is given one', async () => {
    const recorder = recordingFetch();
    const { el } = await host(undefined);
    await el.updateComplete;
    expect(el.search.committed).not.to.equal(null);
    expect(recorder.searches).to.have.length(0);
    await waitUntil(() => el.renderRoot.querySelector('p')?.textContent === 'idle', 'not idle');
    const results = nextEvent(el, 'stay-results');
    el.source = chainClient(recorder.fetch);
    el.search.setSource(el.source);
    await results;
    expect(recorder.searches).to.have.length(2);
  });
});
