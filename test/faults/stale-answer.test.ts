// Fault suite: a slow answer to an old query must never be shown once a newer query was asked.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { FetchLike } from '../../src/api/http.js';
import type { StayResultsEvent } from '../../src/events/stay-search.js';
import { isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import { StaySearchPage, expectedIds, plusDays, sandboxData, type SandboxData } from '../helpers/stay-search-page.js';

interface Sent {
  url: URL;
  /** Settles when the answer's body has been read (or the request failed or was cancelled). */
  done: Promise<void>;
}

/** Sends every request on; `ignoreAbort` also lets an old answer arrive in full, as a proxy that cannot cancel would. */
function watchingFetch({ ignoreAbort = false } = {}): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetchLike: FetchLike = (input, init) => {
    const { signal, ...rest } = init;
    const answer = window.fetch(input, ignoreAbort ? rest : { ...rest, signal });
    const body = answer.then((response) => response.clone().text());
    sent.push({
      url: new URL(input),
      done: body.then(
        () => undefined,
        () => undefined,
      ),
    });
    return answer;
  };
  return { fetch: fetchLike, sent };
}

async function faultsLeft(base: string): Promise<number> {
  const answer = (await (await fetch(`${base}/sandbox/faults`)).json()) as { faults: unknown[] };
  return answer.faults.length;
}

describe('fault: a slow old answer and a fast newer one', () => {
  let data: SandboxData;
  let arrival: string;
  let departure: string;

  before(async () => {
    data = await sandboxData(isolatedSandbox('stale-data'));
    arrival = plusDays(data.today, 30);
    departure = plusDays(data.today, 37);
  });

  for (const ignoreAbort of [false, true]) {
    it(`never shows the old answer${ignoreAbort ? ', even when it arrives in full' : ''}`, async () => {
      const base = isolatedSandbox('stale');
      // The first query's data and count requests each wait 3 seconds.
      await sandboxPost(base, '/sandbox/faults', { latency_ms: 3000, count: 2 });
      const watcher = watchingFetch({ ignoreAbort });
      const shown: StayResultsEvent[] = [];
      const el = await fixture<StaySearch>(html`
        <stay-search
          lang="en"
          base-url=${base}
          public-key="pub_demo_chain"
          debounce="0"
          arrival=${arrival}
          departure=${departure}
          .fetch=${watcher.fetch}
          @stay-results=${(event: StayResultsEvent) => shown.push(event)}
        ></stay-search>
      `);
      const page = new StaySearchPage(el);
      // Both slow requests have reached the sandbox (it took both faults) before the newer query is asked.
      await waitUntil(async () => (await faultsLeft(base)) === 0, 'the slow requests to reach the sandbox', {
        timeout: 5000,
      });
      const slow = [...watcher.sent];
      expect(slow).to.have.length(2);

      const results = page.nextResults();
      el.sort = 'name';
      const event = await results;
      const newer = expectedIds(data, { arrival, departure, sort: 'name' }).slice(0, 20);
      const older = expectedIds(data, { arrival, departure }).slice(0, 20);
      expect(newer, 'the two queries must differ for this test to mean anything').not.to.deep.equal(older);
      expect(event.items.map((item) => item.id)).to.deep.equal(newer);

      // Let the old answers finish (or fail), then look again: still the newer results, and never the old ones.
      await Promise.all(slow.map((request) => request.done));
      await el.updateComplete;
      await page.results.element.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(shown.map((e) => e.items.map((item) => item.id))).to.deep.equal([newer]);
      expect(page.results.state()).to.equal('results');
      expect(page.results.cards()).to.have.length(newer.length);
      expect(page.results.element.items.map((item) => item.id)).to.deep.equal(newer);
      expect(page.results.errorText()).to.equal('');
    });
  }
});
