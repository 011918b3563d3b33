import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { StayPartError } from '../../src/lazy/lazy-part.js';
import { en } from '../../src/i18n/en.js';
import { sendKeys } from '../helpers/commands.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { plusDays, sandboxData } from '../helpers/stay-search-page.js';
import {
  PART_FRAME_TIMEOUT,
  absolute,
  builtPartAddress,
  expectAccessibleInFrame,
  partFrame,
  type PartFrame,
  type PartFrameWindow,
} from '../helpers/part-frame.js';

/**
 * In the script-tag bundle `<stay-pager>` is a part of its own, `pager`, defined on demand: once a widget has shown
 * results with a second page (never before them), or when the page is idle. Each test runs in a fresh frame, so the
 * part has never been fetched there.
 */

const PAGER_PART = 'pager';
const PAGE_SIZE = 5;
const BUNDLE = '/dist/stay-search.js';

/** What the frame saw at each `stay-results` event: whether `<stay-pager>` was defined, and the cards shown. */
interface ResultsSeen {
  pagerDefined: boolean;
  cards: number;
}

interface PagerFrameWindow extends PartFrameWindow {
  resultsSeen: ResultsSeen[];
  /** Defines the `<stay-pager>` whose registration the frame holds back (see `HOLD_PAGER`). */
  heldPager?: () => void;
}

/** Records every `stay-results` event, before the entry's own listener runs. */
const RECORD_RESULTS = `
  window.resultsSeen = [];
  addEventListener('stay-results', (event) => {
    const results = event.composedPath()[0].shadowRoot.querySelector('stay-results');
    window.resultsSeen.push({
      pagerDefined: Boolean(customElements.get('stay-pager')),
      cards: results.shadowRoot.querySelectorAll('[part~="card"]').length,
    });
  });`;

/**
 * Holds back the registration of `<stay-pager>` once its part has arrived, until the test calls `heldPager()`: the
 * room the widget keeps for the pager and the pager itself can then both be measured, on the same results.
 */
const HOLD_PAGER = `
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    if (name === 'stay-pager') window.heldPager = () => define(name, constructor, options);
    else define(name, constructor, options);
  };`;

function widget(setup: PartFrame): StaySearch {
  return setup.frame.contentDocument!.querySelector('stay-search')!;
}

function pagerOf(element: StaySearch): HTMLElement {
  return element.shadowRoot!.querySelector('stay-pager')!;
}

function cardTitles(element: StaySearch): string[] {
  const results = element.shadowRoot!.querySelector('stay-results')!;
  return [...results.shadowRoot!.querySelectorAll('[part~="title"]')].map((title) => title.textContent!.trim());
}

describe('stay-search in the script-tag bundle: the pager is a part defined on demand', function () {
  this.timeout(PART_FRAME_TIMEOUT);
  let setup: PartFrame | undefined;
  let widgetMarkup: (lang: string) => string;

  before(async () => {
    const data = await sandboxData(SANDBOX_URL);
    const arrival = plusDays(data.today, 15);
    const departure = plusDays(data.today, 19);
    widgetMarkup = (lang) => `<stay-search lang="${lang}" public-key="pub_demo_chain" base-url="${SANDBOX_URL}"
      arrival="${arrival}" departure="${departure}" page-size="${PAGE_SIZE}" debounce="20"></stay-search>`;
  });

  afterEach(() => {
    setup?.frame.remove();
    setup = undefined;
  });

  it('shows the first results and fires stay-results without waiting for the pager, then shows it', async () => {
    setup = await partFrame({
      script: BUNDLE,
      tag: 'stay-search',
      body: widgetMarkup('en'),
      beforeScript: RECORD_RESULTS,
    });
    const win = setup.window as PagerFrameWindow;
    const element = widget(setup);
    await waitUntil(() => win.resultsSeen.length > 0, 'no stay-results event', { timeout: PART_FRAME_TIMEOUT / 2 });
    expect(win.resultsSeen[0], 'the first results, before the pager was defined').to.deep.equal({
      pagerDefined: false,
      cards: PAGE_SIZE,
    });
    await waitUntil(() => pagerOf(element).shadowRoot?.querySelector('nav'), 'the pager never showed', {
      timeout: PART_FRAME_TIMEOUT / 2,
    });
    expect(setup.fetched('stay-search.stay-pager-'), 'the pager came as its own part').to.equal(true);
    expect(
      pagerOf(element).shadowRoot!.querySelector('[part~="page"]'),
      'the numbered pages, not the fallback',
    ).not.to.equal(null);
    expect(pagerOf(element).getAttribute('page-count')).not.to.be.oneOf(['0', '1']);
    expect(win.errors).to.deep.equal([]);
  });

  it('pages with previous and next, reported once, when the part cannot be fetched', async () => {
    const gone = absolute('/dist/gone/stay-pager.js');
    setup = await partFrame({
      script: BUNDLE,
      tag: 'stay-search',
      body: widgetMarkup('en'),
      importMap: { [await builtPartAddress('stay-pager')]: gone },
    });
    expect((await fetch(gone)).status, 'the mapped address is really missing').to.equal(404);
    const element = widget(setup);
    const nav = () => pagerOf(element)?.shadowRoot?.querySelector('nav[part~="pager"]');
    await waitUntil(nav, 'no pager without the part', { timeout: PART_FRAME_TIMEOUT / 2 });
    expect(setup.fetched(new URL(gone).pathname), 'the part was really asked for').to.equal(true);
    const status = () => nav()!.querySelector('[part~="status"]')!.textContent!.replace(/\s+/g, ' ').trim();
    const pageCount = Number(/of (\d+)$/.exec(status())?.[1]);
    expect(pageCount, 'the sandbox has more than one page of results').to.be.greaterThan(1);
    expect(status()).to.equal(`${en.pager.page} 1 ${en.pager.of} ${pageCount}`);
    const first = cardTitles(element);
    expect(first).to.have.length(PAGE_SIZE);

    const previous = nav()!.querySelector<HTMLButtonElement>('[part~="previous"]')!;
    const next = nav()!.querySelector<HTMLButtonElement>('[part~="next"]')!;
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    next.click();
    await waitUntil(() => status().startsWith(`${en.pager.page} 2 `), 'Next never showed page 2');
    await element.updateComplete;
    await waitUntil(() => cardTitles(element).join() !== first.join(), 'the cards of page 2 never showed');

    // The keyboard: Previous, then Enter, back to the first page.
    previous.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => status().startsWith(`${en.pager.page} 1 `), 'Previous never showed page 1');
    await waitUntil(() => cardTitles(element).join() === first.join(), 'the cards of page 1 never came back');
    await expectAccessibleInFrame(setup.window, element);

    expect(setup.window.errors, 'one stay-error').to.have.length(1);
    expect((setup.window.errors[0]!.error as StayPartError).part).to.equal(PAGER_PART);
    expect(
      setup.window.warnings.filter((line) => line.includes(`${PAGER_PART} part`)),
      'one warning',
    ).to.have.length(1);
  });

  it("defines <stay-pager> for a site's own pager when the page is idle", async () => {
    setup = await partFrame({
      script: BUNDLE,
      tag: 'stay-search',
      body: '<stay-pager lang="en" page="2" page-count="5"></stay-pager>',
    });
    const pager = setup.frame.contentDocument!.querySelector('stay-pager')!;
    await setup.window.customElements.whenDefined('stay-pager');
    await waitUntil(() => pager.shadowRoot?.querySelector('[aria-current="page"]'), 'the pager never rendered');
    expect(pager.shadowRoot!.querySelector('[aria-current="page"]')!.textContent!.trim()).to.equal('2');
    expect(setup.window.errors).to.deep.equal([]);
  });

  // The results column's width decides the pager's rows: a phone, a tablet, the widget just under and just over its
  // filters column, and a desktop; in each language.
  for (const [width, lang] of [
    [390, 'en'],
    [640, 'fr'],
    [832, 'de'],
    [900, 'nl'],
    [1280, 'en'],
  ] as const) {
    it(`keeps the pager's room until it shows, at ${width} px in ${lang}: nothing below it moves`, async () => {
      setup = await partFrame({
        script: BUNDLE,
        tag: 'stay-search',
        body: `${widgetMarkup(lang)}<p id="below">Below the widget</p>`,
        beforeScript: HOLD_PAGER,
        width,
      });
      const win = setup.window as PagerFrameWindow;
      const element = widget(setup);
      await waitUntil(() => win.heldPager && cardTitles(element).length === PAGE_SIZE, 'results and the part', {
        timeout: PART_FRAME_TIMEOUT / 2,
      });
      await element.updateComplete;
      const pager = pagerOf(element);
      const below = setup.frame.contentDocument!.querySelector('#below')!;
      const measure = () => {
        const box = pager.getBoundingClientRect();
        return { height: box.height, gapBelow: below.getBoundingClientRect().top - box.bottom };
      };
      expect(pager.matches(':defined'), 'still held back').to.equal(false);
      const reserved = measure();
      expect(reserved.height, 'room kept for the pager').to.be.greaterThan(0);

      win.heldPager!();
      await waitUntil(() => pager.shadowRoot?.querySelector('nav'), 'the pager never showed');
      await (pager as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      expect(measure(), `the pager at ${width} px`).to.deep.equal(reserved);
    });
  }
});
