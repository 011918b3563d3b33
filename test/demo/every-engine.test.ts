import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { SANDBOX_URL, sandboxPost } from '../helpers/sandbox.js';
import { engine } from '../helpers/engine.js';
import { deepQueryAll, deepText, frameWindow, loadFrame } from '../dist/frames.js';

// The three demo pages, loaded once each in the engine this run uses (issue 12 item 4): each must reach its results
// with no page error and no console error. The test server puts the page probe (test/dist/fixtures/probe.js) first
// into a demo page asked for with `stay-probe` (scripts/wtr/page-probe.js), so the probe sees the page's own scripts
// from their first line, in every engine.

/** The most a page may take to load its modules from source and show results on a busy machine (quiet: 2 s). */
const PAGE_LOAD_BOUND_MS = 60_000;

function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

async function freshAuthtoken(): Promise<string> {
  const response = await sandboxPost(SANDBOX_URL, '/sandbox/authtokens', { user_id: 'usr_demo' });
  return ((await response.json()) as { authtoken: string }).authtoken;
}

interface DemoPage {
  title: string;
  address: () => Promise<string>;
  /** Where the page's results show, if not anywhere (the designers' page has a gallery besides its live widget). */
  results?: string;
  /** What else the page must have reached before it counts as loaded. */
  ready?: (doc: Document) => boolean;
}

const pages: DemoPage[] = [
  {
    title: "the designers' page (demo/index.html)",
    address: async () => `/demo/index.html?${new URLSearchParams({ service: SANDBOX_URL, 'stay-probe': '' })}`,
    results: '#live',
    ready: (doc) => doc.body.dataset.ready === 'true',
  },
  {
    title: 'the campsite page (demo/embed.html)',
    address: async () =>
      `/demo/embed.html?${new URLSearchParams({
        service: SANDBOX_URL,
        bundle: '/dist/stay-search.js',
        stay_arrival: isoDay(30),
        stay_departure: isoDay(34),
        'stay-probe': '',
      })}`,
  },
  {
    title: 'the app page (demo/app.html)',
    address: async () =>
      `/demo/app.html?${new URLSearchParams({ service: SANDBOX_URL, authtoken: await freshAuthtoken(), 'stay-probe': '' })}`,
  },
];

describe(`the demo pages in ${engine}`, () => {
  let frame: HTMLIFrameElement | undefined;

  afterEach(() => frame?.remove());

  for (const page of pages) {
    it(`${page.title} shows results with no page error and no console error`, async function () {
      this.timeout(PAGE_LOAD_BOUND_MS);
      frame = await loadFrame(await page.address(), { width: 1280, height: 900 });
      const doc = frame.contentDocument!;
      const probe = frameWindow(frame);
      expect(probe.pageErrors, 'the probe ran before the page').to.be.an('array');
      const cards = () => {
        const area = page.results ? doc.querySelector(page.results) : doc;
        // Guests' pages show cards; the app page opens on the staff table, whose results are its rows.
        return area ? deepQueryAll(area, '[part~="card"], tr[part~="row"]') : [];
      };
      await waitUntil(() => (page.ready?.(doc) ?? true) && cards().length > 0, 'the page to show results', {
        timeout: this.timeout() - 1_000,
        interval: 100,
      }).catch((error: Error) => {
        throw new Error(`${error.message}: ${deepText(doc.body).slice(0, 300)} (errors: ${probe.pageErrors})`);
      });
      expect(probe.pageErrors, 'page errors').to.deep.equal([]);
      expect(
        probe.consoleLines.filter((line) => line.startsWith('error:')),
        'console errors',
      ).to.deep.equal([]);
    });
  }
});
