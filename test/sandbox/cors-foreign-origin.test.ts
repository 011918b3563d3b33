import { expect } from '@open-wc/testing';
import { SANDBOX_URL, isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';

interface Report {
  origin: string;
  sandboxReachable: boolean;
  preflighted: { status?: number; body?: string; error?: string };
}

/**
 * Loads a page from 127.0.0.2 (the test server answers on every loopback address), an origin no public key
 * allow-lists, and lets it search with a key: the browser sends a CORS preflight, which the sandbox must refuse.
 */
function searchFromForeignOrigin(base: string, arrival: string, departure: string): Promise<Report> {
  const frame = document.createElement('iframe');
  const query = new URLSearchParams({ sandbox: base, arrival, departure });
  frame.src = `http://127.0.0.2:${location.port}/test/sandbox/fixtures/foreign-origin.html?${query}`;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<Report>) => {
      if (event.source !== frame.contentWindow) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}

describe('sandbox CORS for an origin no key allows', () => {
  it('refuses the preflight, so the browser never sends the search', async () => {
    const { today } = (await (await fetch(`${SANDBOX_URL}/sandbox/clock`)).json()) as { today: string };
    const arrival = new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10);
    const departure = new Date(Date.parse(today) + 33 * 86_400_000).toISOString().slice(0, 10);
    // A fault waits for the next search: it is still queued afterwards only if the search never reached the sandbox.
    const base = isolatedSandbox('foreign-origin');
    await sandboxPost(base, '/sandbox/faults', { status: 500, path: '/v3/' });
    const report = await searchFromForeignOrigin(base, arrival, departure);
    expect(report.origin).to.equal(`http://127.0.0.2:${location.port}`);
    expect(report.sandboxReachable, 'the foreign page can reach the sandbox itself').to.equal(true);
    expect(report.preflighted.error, 'the browser blocked the request').to.match(/TypeError|Failed to fetch/);
    const { faults } = (await (await fetch(`${base}/sandbox/faults`)).json()) as { faults: unknown[] };
    expect(faults, 'the search itself was never sent').to.have.length(1);
  });

  it('answers the same preflight for an allowed origin (this page)', async () => {
    const response = await fetch(`${SANDBOX_URL}/v3/accommodations/search?arrival=2027-07-01&departure=2027-07-03`, {
      headers: { authorization: 'Bearer pub_demo_chain', 'x-admin-id': '101' },
    });
    expect(response.status).to.equal(200);
  });
});
