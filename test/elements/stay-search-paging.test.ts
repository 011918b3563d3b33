import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { sendKeys } from '../helpers/commands.js';
import { SANDBOX_URL, isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';
import {
  StaySearchPage,
  captureWarnings,
  expectedIds,
  holdingFetch,
  plusDays,
  recordingFetch,
  sandboxData,
  type SandboxData,
} from '../helpers/stay-search-page.js';

let data: SandboxData;
let arrival: string;
let departure: string;

/** Requests of the third page wait until the test releases them. */
const thirdPage = (url: URL) => url.searchParams.get('offset') === '3';

async function widget(
  pageSize: number | string = 20,
  onlyAvailable = true,
  { base = SANDBOX_URL, hold = (_url: URL): boolean => false } = {},
) {
  const held = holdingFetch((input, init) => window.fetch(input, init), hold);
  const recorder = recordingFetch(held.fetch);
  const el = await fixture<StaySearch>(html`
    <stay-search
      lang="en"
      base-url=${base}
      public-key="pub_demo_chain"
      debounce="20"
      page-size=${pageSize}
      .fetch=${recorder.fetch}
    ></stay-search>
  `);
  const page = new StaySearchPage(el);
  let event = await page.searchDates(arrival, departure);
  if (!onlyAvailable) {
    const results = page.nextResults();
    await page.filters.toggleOnlyAvailable();
    event = await results;
  }
  await el.updateComplete;
  recorder.reset();
  return { el, page, recorder, event, release: held.release };
}

/**
 * Watches `results` while the next page renders into it. A mutation observer's callback runs in the task that
 * rendered the new cards, before any later step of it: what it records is what the page showed when they went in.
 * Calls that lay out the page in script (`scrollIntoView`, `focus`, `getBoundingClientRect`) made after that moment
 * are recorded too: each would lay out the new page at once, in the task that rendered it.
 */
function watchNextPage(results: HTMLElement) {
  const root = results.shadowRoot!;
  let atInsert: { scrollY: number; focused: Element | null } | undefined;
  const calls: string[] = [];
  const observer = new MutationObserver(() => {
    atInsert ??= { scrollY: window.scrollY, focused: root.activeElement };
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  const spied: [object, string][] = [
    [Element.prototype, 'scrollIntoView'],
    [HTMLElement.prototype, 'focus'],
    [Element.prototype, 'getBoundingClientRect'],
  ];
  const restore = spied.map(([proto, name]) => {
    const methods = proto as Record<string, (...args: unknown[]) => unknown>;
    const original = methods[name];
    methods[name] = function (this: Element, ...args: unknown[]) {
      if (atInsert) calls.push(`${name}() on <${this.localName}>`);
      return original.apply(this, args);
    };
    return () => (methods[name] = original);
  });
  return {
    stop() {
      observer.disconnect();
      for (const undo of restore) undo();
      return { atInsert, calls };
    },
  };
}

describe('stay-search paging', () => {
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 20);
    departure = plusDays(data.today, 23);
  });

  it('pages through every page: each accommodation once, as many as the count, only data requests', async () => {
    const { page, recorder, event: first } = await widget(20, false);
    const expected = expectedIds(data, { arrival, departure, onlyAvailable: false });
    expect(first.total).to.equal(expected.length);
    const pages = Math.ceil(expected.length / 20);
    expect(page.pageCount()).to.equal(pages);
    const seen = first.items.map((item) => item.id);
    for (let number = 2; number <= pages; number++) {
      const results = page.nextResults();
      page.pagerButton('Next').click();
      const event = await results;
      expect(event.page).to.equal(number);
      expect(event.total).to.equal(expected.length);
      seen.push(...event.items.map((item) => item.id));
    }
    expect(seen).to.deep.equal(expected);
    expect(new Set(seen).size).to.equal(seen.length);
    expect(recorder.counts(), 'the count is kept per query').to.have.length(0);
    expect(recorder.data().map((url) => url.searchParams.get('offset'))).to.deep.equal(
      Array.from({ length: pages - 1 }, (_, index) => String(index + 2)),
    );
  });

  it('moves focus to the results heading and scrolls the list into view after paging', async function () {
    this.timeout(WIDGET_AUDIT_BOUND_MS); // axe over the whole widget with 20 cards
    const { page } = await widget(20, false);
    const next = page.pagerButton('Next');
    next.scrollIntoView();
    next.focus();
    const results = page.nextResults();
    next.click();
    await results;
    const heading = page.results.heading()!;
    expect(page.results.focused()).to.equal(heading);
    await waitUntil(() => {
      const top = heading.getBoundingClientRect().top;
      return top >= -1 && top < window.innerHeight;
    }, 'the heading was not scrolled into view');
    await expect(page.element).to.be.accessible();
  });

  for (const how of ['asked on the click', 'fetched ahead'] as const) {
    it(`scrolls to the results and focuses their heading before the next page renders, not after (${how})`, async () => {
      const { page, recorder } = await widget(20, false);
      const next = page.pagerButton('Next');
      next.scrollIntoView();
      if (how === 'fetched ahead') {
        // The answer is there on the click: the new page renders in the click's own task.
        next.dispatchEvent(new PointerEvent('pointerenter'));
        await waitUntil(() => recorder.data().length === 1, 'no fetch ahead');
        await recorder.requests[0]!.done;
      }
      next.focus();
      const scrolledTo = window.scrollY;
      const watch = watchNextPage(page.results.element);
      const results = page.nextResults();
      next.click();
      await results;
      const { atInsert, calls } = watch.stop();
      const heading = page.results.heading()!;
      expect(atInsert, 'the next page was rendered').to.not.equal(undefined);
      expect(calls, 'layout forced in script after the new cards went in').to.deep.equal([]);
      expect(atInsert!.focused === heading, 'the heading had focus when the new cards went in').to.equal(true);
      expect(atInsert!.scrollY, 'the page was scrolled before the new cards went in').to.not.equal(scrolledTo);
      expect(window.scrollY, 'and not after').to.equal(atInsert!.scrollY);
      expect(page.results.focused() === heading, 'the heading keeps focus').to.equal(true);
      const top = heading.getBoundingClientRect().top;
      expect(top, "the heading is at the window's top").to.be.within(0, 0.25 * window.innerHeight);
    });
  }

  it('loads only the thumbnails near the top of the next page, not those far below it', async () => {
    const { page } = await widget(20, false);
    const next = page.pagerButton('Next');
    // The guest pages from the pager under the last cards.
    next.scrollIntoView();
    const results = page.nextResults();
    next.click();
    await results;
    const images = () => [...page.results.element.shadowRoot!.querySelectorAll('img')];
    await waitUntil(() => page.results.focused() === page.results.heading(), 'focus did not reach the heading');
    // The first card's thumbnail is in view: once it has loaded, the browser has had its chance to load others.
    await waitUntil(() => images()[0]!.complete, "the first card's thumbnail did not load");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const last = images().at(-1)!;
    expect(last.getBoundingClientRect().top, 'the last card is far below the view').to.be.above(3 * innerHeight);
    expect(last.complete, "the last card's thumbnail was loaded, far out of view").to.equal(false);
  });

  it("announces a page change once: the range shown, not also the pager's page", async () => {
    const { el, page } = await widget(20, false);
    // Every live region in the widget, inside every shadow root: a status, an alert, or aria-live other than off.
    const liveRegions = () => {
      const found: Element[] = [];
      const walk = (root: ParentNode) => {
        for (const node of root.querySelectorAll('*')) {
          const live = node.getAttribute('aria-live');
          if (/^(status|alert|log)$/.test(node.getAttribute('role') ?? '') || (live && live !== 'off'))
            found.push(node);
          if (node.shadowRoot) walk(node.shadowRoot);
        }
      };
      walk(el.shadowRoot!);
      return found;
    };
    const before = new Map(liveRegions().map((region) => [region, region.textContent!.trim()]));
    const results = page.nextResults();
    page.pagerButton('Next').click();
    const event = await results;
    await el.updateComplete;
    const changed = liveRegions()
      .filter((region) => region.textContent!.trim() !== (before.get(region) ?? ''))
      .map((region) => region.textContent!.trim());
    // `formatRange` is ES2023; the project's TypeScript lib is ES2022.
    const numbers = new Intl.NumberFormat('en') as Intl.NumberFormat & { formatRange(a: number, b: number): string };
    const range = `${numbers.formatRange(21, 40)} of ${numbers.format(event.total)} accommodations`;
    expect(changed, 'what is read out after paging').to.deep.equal([range]);
    // The pager still shows which page it is, as text.
    const pager = el.shadowRoot!.querySelector('stay-pager')!;
    expect(pager.shadowRoot!.querySelector('[part~="status"]')!.textContent!.trim()).to.match(/^Page 2 of \d+$/);
  });

  it('fetches the next page ahead on intent, once, and uses it when the guest goes there', async () => {
    const { page, recorder } = await widget(20, false);
    const next = page.pagerButton('Next');
    next.focus();
    next.dispatchEvent(new PointerEvent('pointerenter'));
    await waitUntil(() => recorder.data().length === 1, 'no fetch ahead');
    next.blur();
    next.focus();
    expect(recorder.data()).to.have.length(1);
    expect(recorder.data()[0]!.searchParams.get('offset')).to.equal('2');
    expect(recorder.counts()).to.have.length(0);
    const results = page.nextResults();
    next.click();
    const event = await results;
    expect(event.page).to.equal(2);
    expect(recorder.data(), 'the fetched-ahead page is used').to.have.length(1);
    expect(event.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, onlyAvailable: false }).slice(20, 40),
    );
  });

  it('uses page-size up to 20 and warns about more', async () => {
    let small = await widget(5);
    expect(small.event.query.limit).to.equal(5);
    expect(small.event.items).to.have.length(5);
    expect(small.page.pageCount()).to.equal(Math.ceil(small.event.total / 5));
    const warnings = captureWarnings();
    try {
      small = await widget(50);
    } finally {
      warnings.restore();
    }
    expect(small.event.query.limit).to.equal(20);
    expect(warnings.messages).to.have.length(1);
    expect(warnings.messages[0]).to.contain('page-size');
  });

  it('keeps the pager on the shown page when a newer search overtakes a page change', async () => {
    const { el, page, recorder, release } = await widget(5, true, { hold: thirdPage });
    try {
      page.pagerButton('Page 3').click();
      await waitUntil(() => recorder.data().some(thirdPage), 'page 3 was not asked for');
      const results = page.nextResults();
      el.sort = 'name';
      const event = await results;
      expect(event.page).to.equal(1);
      await el.updateComplete;
      await page.pager!.updateComplete;
      expect(page.pager!.page).to.equal(1);
      expect(page.pagerButton('Page 1').getAttribute('aria-current')).to.equal('page');
      expect(page.pagerButton('Page 3').hasAttribute('aria-current')).to.equal(false);
    } finally {
      release();
    }
  });

  it('leaves focus in the filters when a filter change overtakes a page change', async () => {
    const { page, recorder, release } = await widget(5, true, { hold: thirdPage });
    try {
      page.pagerButton('Page 3').click();
      await waitUntil(() => recorder.data().some(thirdPage), 'page 3 was not asked for');
      const select = page.filters.sortSelect;
      select.focus();
      const results = page.nextResults();
      await page.filters.chooseSort('name');
      const event = await results;
      expect(event.page).to.equal(1);
      await page.element.updateComplete;
      expect(page.filters.focused === select, 'focus stays on the sort select').to.equal(true);
    } finally {
      release();
    }
  });

  it('keeps focus on the results when a page change fails', async () => {
    const base = isolatedSandbox('paging-fails');
    const { page } = await widget(5, true, { base });
    // Two failures: the page fetched ahead when "Next" gets focus, and the page asked again on the click.
    await sandboxPost(base, '/sandbox/faults', { status: 500, path: '/v3/', count: 2 });
    const next = page.pagerButton('Next');
    next.focus();
    const failed = nextEvent(page.element, 'stay-error');
    await sendKeys({ press: 'Enter' });
    await failed;
    await waitUntil(() => page.results.focused() !== null, 'focus was lost when the pager went away');
    const focused = page.results.focused();
    expect(
      focused === page.results.heading() || focused === page.results.retryButton(),
      'focus on the error heading or "Try again"',
    ).to.equal(true);
    await expect(page.element).to.be.accessible();
  });

  it('asks again for a page fetched ahead more than a minute ago', async () => {
    const { page, recorder } = await widget(20, false);
    const next = page.pagerButton('Next');
    next.focus();
    await waitUntil(() => recorder.data().length === 1, 'no fetch ahead');
    await recorder.requests[0]!.done;
    const realNow = Date.now;
    const later = realNow() + 61_000;
    Date.now = () => later;
    try {
      const results = page.nextResults();
      next.click();
      const event = await results;
      expect(event.page).to.equal(2);
      expect(
        recorder.data().map((url) => url.searchParams.get('offset')),
        'the old page is asked again',
      ).to.deep.equal(['2', '2']);
    } finally {
      Date.now = realNow;
    }
  });
});
