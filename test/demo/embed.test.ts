import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { ACCOMMODATION_TYPES } from '../../src/api/types.js';
import { deepQueryAll, deepText, loadFrame, waitForCards } from '../dist/frames.js';
import { axeViolations, nextLoad, openAndLeave } from './pages.js';

function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

describe('demo/embed.html, a campsite page with the script tag', () => {
  let frame: HTMLIFrameElement;

  before(async () => {
    // The test runner's sandbox serves no bundle, so the bundle comes from the test server; the service is the
    // sandbox on its own origin, so CORS and the key's allow-list are really used. (`npm start` serves both from
    // the second origin.) The dates come in the page address, as from a shared link (`sync-url`).
    const params = new URLSearchParams({
      service: SANDBOX_URL,
      bundle: '/dist/stay-search.js',
      stay_arrival: isoDay(30),
      stay_departure: isoDay(34),
    });
    frame = await loadFrame(`/demo/embed.html?${params}`);
  });

  after(() => frame.remove());

  it('loads the widget through one script tag and points it at the other origin', () => {
    const doc = frame.contentDocument!;
    const scripts = [...doc.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
      (s) => new URL(s.src).pathname,
    );
    expect(scripts).to.include('/dist/stay-search.js');
    expect(doc.querySelector('stay-search')!.getAttribute('base-url')).to.equal(SANDBOX_URL);
    expect(new URL(SANDBOX_URL).origin).not.to.equal(frame.contentWindow!.location.origin);
  });

  it('finds and shows results from the other origin', async () => {
    const cards = await waitForCards(frame);
    expect(cards.length).to.be.within(1, 6);
    expect(deepText(cards[0]!)).to.match(/€|EUR/);
    const searches = frame
      .contentWindow!.performance.getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(`${SANDBOX_URL}/v3/accommodations/search`));
    expect(searches.length).to.be.greaterThan(0);
  });

  it('passes axe with the results shown', async () => {
    await waitForCards(frame);
    expect(await axeViolations(frame)).to.deep.equal([]);
  });

  it("offers the campsite's accommodation types and tag groups as filters, with tags the service knows", async () => {
    const widget = frame.contentDocument!.querySelector('stay-search')!;
    const types = widget.getAttribute('types')!.split(',');
    expect(types.length).to.be.greaterThan(2);
    for (const type of types) expect(ACCOMMODATION_TYPES as readonly string[], type).to.include(type);
    const groups = JSON.parse(widget.getAttribute('tag-groups')!) as { id: string; tags: { id: string }[] }[];
    const tagIds = groups.flatMap((group) => group.tags.map((tag) => tag.id));
    expect(groups.length).to.be.greaterThan(1);
    const data = (await (await fetch(`${SANDBOX_URL}/sandbox/data?calendar=false`)).json()) as {
      tags: { id: string }[];
    };
    expect(data.tags.map((tag) => tag.id)).to.include.members(tagIds);
    const boxes = () =>
      deepQueryAll(frame.contentDocument!, 'input[type="checkbox"]').map((box) => (box as HTMLInputElement).value);
    await waitUntil(() => [...types, ...tagIds].every((value) => boxes().includes(value)), 'a box for each', {
      timeout: 12_000,
    });
  });

  it("opens the campsite's booking page with the guest's choice from Book", async () => {
    const [card] = await waitForCards(frame);
    const book = deepQueryAll(card!, '[part~="book-button"]')[0] as HTMLAnchorElement;
    const target = new URL(book.href);
    expect(target.pathname).to.equal('/demo/embed-book.html');
    expect(target.searchParams.get('from')).to.equal(isoDay(30));
    expect(target.searchParams.get('to')).to.equal(isoDay(34));
    const loaded = nextLoad(frame);
    book.click();
    await loaded;
    const shown = (name: string) => frame.contentDocument!.querySelector(`[data-param="${name}"]`)?.textContent;
    await waitUntil(() => shown('from') === isoDay(30), 'the booking page to show the arrival');
    expect(shown('acc')).to.match(/\S/);
    expect(shown('to')).to.equal(isoDay(34));
    expect(shown('guests')).to.match(/\S/);
  });
});

describe('demo/embed.html left while it loads', () => {
  let frame: HTMLIFrameElement | undefined;

  after(() => frame?.remove());

  it('can be left while it asks for its service, and the page around it goes on', async () => {
    // Without `?service=`, embed.ts asks the server which service to use before it writes the widget's `base-url`.
    // The answer comes only once the page has left: whatever waits for it in the page is still waiting then.
    let configAsked = false;
    let pageLeft = () => {};
    const left = new Promise<void>((resolve) => (pageLeft = resolve));
    let watched: Window | null = null;
    await openAndLeave('/demo/embed.html', (leaving) => {
      const win = leaving.contentWindow as (Window & typeof globalThis) | null;
      if (win && win !== watched && win.location.pathname === '/demo/embed.html') {
        watched = win;
        const send = win.fetch.bind(win);
        win.fetch = (input, init) => {
          if (!String(input).includes('/demo/embed-config.json')) return send(input, init);
          configAsked = true;
          return left.then(() => send(input, init));
        };
      }
      return configAsked;
    });
    pageLeft();

    // This page still runs: the embed page opens again and shows results.
    const params = new URLSearchParams({
      service: SANDBOX_URL,
      bundle: '/dist/stay-search.js',
      stay_arrival: isoDay(30),
      stay_departure: isoDay(34),
    });
    frame = await loadFrame(`/demo/embed.html?${params}`);
    const cards = await waitForCards(frame);
    expect(cards.length).to.be.greaterThan(0);
  });
});

/**
 * Opens the campsite page at `width` px (with dates in its address, or without) and answers every layout shift since
 * it opened (the browser buffers them), once the widget has settled: its filters' check boxes and the prompt or the
 * cards are shown. Each shift says when, what moved and where from, so that a failure says what to fix.
 */
async function shiftsOnCampsitePage(
  width: number,
  withDates: boolean,
): Promise<{ frame: HTMLIFrameElement; shifts: string[] }> {
  const params = new URLSearchParams({ service: SANDBOX_URL, bundle: '/dist/stay-search.js' });
  if (withDates) {
    params.set('stay_arrival', isoDay(30));
    params.set('stay_departure', isoDay(34));
  }
  const frame = await loadFrame(`/demo/embed.html?${params}`, { width, height: 900 });
  const doc = frame.contentDocument!;
  if (withDates) await waitForCards(frame);
  await waitUntil(
    () =>
      deepQueryAll(doc, 'input[type="checkbox"]').length > 0 &&
      (withDates || deepText(doc.body).includes('When would you like to come?')),
    'the widget to show its filters and the prompt',
    { timeout: 12_000 },
  );
  await new Promise((resolve) => frame.contentWindow!.requestAnimationFrame(() => setTimeout(resolve)));
  type Attribution = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
  const moved = ({ node, previousRect, currentRect }: Attribution) => {
    const className = (node as Element | null)?.getAttribute?.('class');
    return `${node?.nodeName}${className ? `.${className}` : ''} ${box(previousRect)}→${box(currentRect)}`;
  };
  const shifts = await new Promise<string[]>((resolve) => {
    new (frame.contentWindow as Window & typeof globalThis).PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(
        (list.getEntries() as (PerformanceEntry & { value: number; sources: Attribution[] })[]).map(
          (entry) =>
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(moved).join('; ')}`,
        ),
      );
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve([]), 1000);
  });
  return { frame, shifts };
}

describe('demo/embed.html opened without dates', () => {
  let frame: HTMLIFrameElement | undefined;

  after(() => frame?.remove());

  it('moves nothing on the page while the widget loads (no layout shift)', async () => {
    const opened = await shiftsOnCampsitePage(1280, false);
    frame = opened.frame;
    expect(opened.shifts).to.deep.equal([]);
  });
});

describe('demo/embed.html in a window where the filters are a wide bar above the results', () => {
  let frame: HTMLIFrameElement | undefined;

  afterEach(() => frame?.remove());

  // 820 px: the widget is 772 px wide, over the bar's 40em and under the column's 52em, and the campsite's three tag
  // groups take several rows of the bar.
  for (const [name, withDates] of [
    ['without dates', false],
    ['with dates', true],
  ] as const) {
    it(`moves nothing on the page while the widget loads (${name})`, async () => {
      const opened = await shiftsOnCampsitePage(820, withDates);
      frame = opened.frame;
      expect(opened.shifts).to.deep.equal([]);
    });
  }
});

describe('demo/embed.html under `npm start`', () => {
  let frame: HTMLIFrameElement | undefined;

  after(() => frame?.remove());

  it('gets the production build from the second origin: no "Lit is in dev mode" line in its console', async function () {
    // The test server starts the dev server of `npm start` (vite with vite.config.ts) on first request.
    this.timeout(60_000);
    const response = await fetch('/test/npm-start');
    expect(response.ok, await response.clone().text()).to.equal(true);
    const { service } = (await response.json()) as { service: string };
    const served = await (await fetch(`${service}/dist/stay-search.js`)).text();
    expect(served.includes('Lit is in dev mode'), 'the bundle npm start serves is a development build').to.equal(false);
    const built = await (await fetch('/dist/stay-search.js')).text();
    expect(served === built, 'npm start serves what npm run build writes (is dist/ stale?)').to.equal(true);

    const params = new URLSearchParams({ service, stay_arrival: isoDay(30), stay_departure: isoDay(34) });
    frame = await loadFrame(`/demo/embed.html?${params}`);
    await waitForCards(frame);
    // Lit's development build records each console line it writes here; the production build has none.
    const issued = (frame.contentWindow as Window & { litIssuedWarnings?: Set<string> }).litIssuedWarnings;
    expect([...(issued ?? [])]).to.deep.equal([]);
  });
});
