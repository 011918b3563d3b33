// The fault suite of random input (test/faults/random-input*.test.ts): a thousand random attribute values and
// page-address states (bad dates, huge numbers, unknown types, broken JSON in tag-groups…) thrown at one widget.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { SANDBOX_URL } from './sandbox.js';
import { StaySearchPage, expectedIds, plusDays, sandboxData } from './stay-search-page.js';
import { engine } from './engine.js';

export const SEED = Number(new URLSearchParams(window.location.search).get('seed')) || 0x5eed8;
export const ROUNDS = 1000;

/** mulberry32: the same seed gives the same thousand inputs, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ATTRIBUTES = [
  'arrival',
  'departure',
  'guests',
  'persons',
  'categories',
  'types',
  'tag-groups',
  'sort',
  'page-size',
  'debounce',
  'lang',
  'currency',
  'admin-id',
  'booking-url',
  'sync-url',
  'auth',
];
const PARAMS = [
  'stay_arrival',
  'stay_departure',
  'stay_guests',
  'stay_persons',
  'stay_tags',
  'stay_types',
  'stay_available',
  'stay_sort',
  'stay_page',
  'stay_admin',
];

// WebKit (Safari) refuses the 101st history.pushState/replaceState of a page within 10 s of the window's first
// (a SecurityError). The widget keeps its own writes far below that (address-controller.ts); this test writes an
// address in about a third of its rounds, far faster. So in WebKit it counts every write of the page, the widget's
// included, as WebKit does, and before a write of its own that could bring the window near the limit it lets the
// window pass: every address still reaches the widget, in the same order.
const WEBKIT_HISTORY_LIMIT = 100;
const WEBKIT_HISTORY_WINDOW_MS = 10_000;
/** Writes the widget may make in one round (a new widget's burst of 8 and more): room kept for them. */
const WIDGET_WRITES_IN_A_ROUND = 20;
/** The window is taken to end a little after WebKit's, for the clocks' difference. */
const WINDOW_SLACK_MS = 250;

/** The page's history writes in WebKit's current window; a no-op in engines without the limit. */
class HistoryBudget {
  readonly #limited = engine === 'webkit';
  #windowStart = -Infinity;
  #writes = 0;
  readonly #originals = { pushState: history.pushState, replaceState: history.replaceState };

  /** Counts every write of the page from now on (the widget's too), until `stop()`. */
  start(): void {
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = this.#originals[method];
      history[method] = (...args: Parameters<History['pushState']>) => {
        original.apply(history, args);
        this.#count();
      };
    }
  }

  stop(): void {
    Object.assign(history, this.#originals);
  }

  /** Resolves once a write of the test leaves room for the widget's writes in WebKit's window. */
  async room(): Promise<void> {
    if (!this.#limited) return;
    const now = performance.now();
    if (now - this.#windowStart > WEBKIT_HISTORY_WINDOW_MS) return;
    if (this.#writes + 1 + WIDGET_WRITES_IN_A_ROUND < WEBKIT_HISTORY_LIMIT) return;
    // The engine's limit is a clock: only the end of its window makes room.
    const windowEnd = this.#windowStart + WEBKIT_HISTORY_WINDOW_MS + WINDOW_SLACK_MS;
    await new Promise((resolve) => setTimeout(resolve, windowEnd - now));
  }

  #count(): void {
    const now = performance.now();
    if (now - this.#windowStart > WEBKIT_HISTORY_WINDOW_MS) {
      this.#windowStart = now;
      this.#writes = 0;
    }
    this.#writes += 1;
  }
}

export const historyBudget = new HistoryBudget();

function values(today: string): string[] {
  return [
    '',
    ' ',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1',
    '20',
    '21',
    '1e309',
    '9'.repeat(40),
    '-0',
    '0x10',
    '3.5',
    today,
    plusDays(today, 3),
    plusDays(today, 400),
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31',
    '2026-7-1',
    '2026-07-01T00:00',
    `${today}/${plusDays(today, 2)}`,
    'yesterday',
    'adults:2',
    'adults:2,children:1',
    'adults:-3',
    'adults:999999999999',
    'aliens:2',
    'adults:2,adults:3',
    'adults',
    ':',
    ',,,',
    'chalet',
    'chalet,villa,pod',
    'spaceship',
    'CHALET',
    'chalet,,',
    'rank',
    'name',
    'price-asc',
    'rating',
    'sideways',
    'en',
    'nl',
    'de',
    'fr',
    'xx',
    'zh-Hant-TW',
    'EUR',
    'USD',
    'EURO',
    '€',
    '101',
    '999',
    'app',
    '{id}',
    'https://campsite.example/book/{id}?a={arrival}',
    'javascript:alert(1)//{id}',
    '{nope}',
    '[]',
    '{}',
    '[{"id":"g","label":"G","tags":[{"id":"t","label":"T"}]}]',
    '[{"id":',
    '[{"tags":null}]',
    '[1,2,3]',
    '"string"',
    '[{"id":"g","label":null,"tags":[{"id":{},"label":[]}]}]',
    '{"__proto__":{"polluted":1}}',
    'tag_m2xg36g7',
    'g:tag_m2xg36g7|tag_x',
    '%%%',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    '\u0000\uffff',
    '😀'.repeat(50),
    'a'.repeat(5000),
  ];
}

/**
 * Throws ROUNDS random inputs from `seed` at one widget (with `removals`, attributes are removed too): no uncaught
 * exception, and afterwards it still searches and shows the right results.
 */
export async function survive(seed: number, removals: boolean): Promise<void> {
  const address = window.location.href;
  const data = await sandboxData(SANDBOX_URL);
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const pool = values(data.today);

  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(`unhandledrejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // A thousand bad inputs give many one-time warnings; they are the widget's expected answer, not noise to print.
  const warn = console.warn;
  let warnings = 0;
  console.warn = () => void (warnings += 1);
  const create = () =>
    fixture<StaySearch>(
      html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" sync-url debounce="0"></stay-search>`,
    );
  let el: StaySearch | undefined;
  try {
    el = await create();
    for (let round = 0; round < ROUNDS; round++) {
      const action = next();
      if (action < 0.6) {
        el.setAttribute(pick(ATTRIBUTES), pick(pool));
      } else if (action < 0.65) {
        if (removals) el.removeAttribute(pick(ATTRIBUTES));
      } else {
        const params = new URLSearchParams();
        const count = 1 + Math.floor(next() * 4);
        for (let i = 0; i < count; i++) params.append(pick(PARAMS), pick(pool));
        const url = new URL(address);
        for (const [name, value] of params) url.searchParams.append(name, value);
        await historyBudget.room();
        window.history.pushState(null, '', url.href);
        if (action < 0.97) window.dispatchEvent(new PopStateEvent('popstate'));
        else {
          // Now and then a widget that starts on such an address.
          el.remove();
          el = await create();
        }
      }
      // An exception in an update rejects updateComplete (and breaks the element): count it as uncaught.
      await el.updateComplete.catch((error: unknown) => uncaught.push(`update of round ${round}: ${String(error)}`));
    }
    expect(uncaught).to.deep.equal([]);
    expect(el.isConnected).to.equal(true);

    // Usable afterwards: the same element, given a sane configuration and a clean address, searches and shows the
    // results it should.
    await historyBudget.room();
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
    for (const name of ATTRIBUTES) if (!['sync-url'].includes(name)) el.removeAttribute(name);
    el.setAttribute('public-key', 'pub_demo_chain');
    el.setAttribute('base-url', SANDBOX_URL);
    el.setAttribute('lang', 'en');
    el.setAttribute('debounce', '0');
    const arrival = plusDays(data.today, 50);
    const departure = plusDays(data.today, 53);
    const page = new StaySearchPage(el);
    const results = page.nextResults();
    el.setAttribute('arrival', arrival);
    el.setAttribute('departure', departure);
    const event = await results;
    expect(event.items.map((item) => item.id)).to.deep.equal(expectedIds(data, { arrival, departure }).slice(0, 20));
    await page.results.element.updateComplete;
    expect(page.results.cards().length).to.equal(event.items.length);
    expect(uncaught).to.deep.equal([]);
    expect(warnings, 'bad input is answered with warnings').to.be.greaterThan(0);
  } finally {
    console.warn = warn;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    el?.remove();
  }
}

/**
 * Hooks for a describe block of random-input tests: the page's history writes are counted (WebKit's budget) while it
 * runs, and the test page's own address is back afterwards.
 */
export function countHistoryWrites(): void {
  const address = window.location.href;
  before(() => historyBudget.start());
  after(async () => {
    await historyBudget.room();
    window.history.replaceState(window.history.state, '', address);
    historyBudget.stop();
  });
}
