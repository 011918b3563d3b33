import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { deepQueryAll, deepText, loadFrame, loadManifest, manifestElements } from '../dist/frames.js';
import { axeViolations, loadAxe, openAndLeave } from './pages.js';

/**
 * Waits for a state of the page, however long a busy machine takes to reach it: up to the test's own time limit
 * (the test fails with the message then), never a shorter clock of its own.
 */
function waitForState(
  test: Mocha.Context,
  predicate: () => unknown,
  message: string,
  describe: () => string = () => '',
): Promise<void> {
  return waitUntil(predicate, message, { timeout: test.timeout() - 1_000, interval: 100 }).catch((error: Error) => {
    throw new Error(`${error.message} ${describe()}`.trim());
  });
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours, computed here (not with the page's code). */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The most loading may take on a busy machine: the page's modules from source, or axe-core (quiet: 2 s). */
const PAGE_LOAD_BOUND_MS = 60_000;

const TILE_TITLES = [
  'First-load skeleton',
  'Results',
  'Busy: a later load keeps the list',
  'Empty',
  'Error, with retry',
  'Sold out',
  'Closed',
  'A party that does not fit',
  'Long names and descriptions',
  'One result',
  'Labels of every colour',
];

/** The staff table's section of the gallery (issue 15). */
const TABLE_TILE_TITLES = [
  'Table: compact',
  'Table: comfortable',
  'Table: a row’s details open',
  'Table: loading',
  'Table: empty',
  'Table: error, with retry',
];

describe("demo/index.html, the designers' page", () => {
  let frame: HTMLIFrameElement;
  const doc = () => frame.contentDocument!;
  const tiles = () => [...doc().querySelectorAll<HTMLElement>('#gallery .tile')];
  const tile = (title: string) => {
    const found = tiles().find((candidate) => candidate.querySelector('h3')?.textContent === title);
    if (!found) throw new Error(`no gallery tile "${title}"`);
    return found;
  };
  /** Waits for the gallery's tiles to be laid out. */
  const showGallery = async (test: Mocha.Context) => {
    const gallery = doc().querySelector<HTMLElement>('#gallery')!;
    await waitForState(
      test,
      () => gallery.dataset.state === 'ready',
      'the gallery to be laid out',
      () => deepText(gallery).slice(0, 300),
    );
  };
  /** Scrolls a tile into view, which makes it produce its state. */
  const show = async (test: Mocha.Context, title: string) => {
    await showGallery(test);
    const shown = tile(title);
    shown.scrollIntoView({ block: 'center' });
    return shown;
  };
  const waitForLiveCards = (test: Mocha.Context) =>
    waitForState(test, () => deepQueryAll(doc().querySelector('#live')!, '[part~="card"]').length > 0, 'results');
  const field = <T extends HTMLInputElement | HTMLSelectElement>(name: string) =>
    doc().querySelector<T>(`#controls [name="${name}"]`)!;

  before(async function () {
    frame = await loadFrame(`/demo/index.html?service=${encodeURIComponent(SANDBOX_URL)}`, {
      width: 1280,
      height: 1000,
    });
    // Loading the page's modules from source takes a while on a busy machine: the hook waits for the page's state,
    // with a bound far above what a quiet machine needs.
    this.timeout(PAGE_LOAD_BOUND_MS);
    await waitForState(
      this,
      () => doc().body.dataset.ready === 'true',
      'the page to be laid out',
      () => `(${doc().readyState}; ${deepText(doc().body).slice(0, 200)})`,
    );
  });

  after(() => frame.remove());

  it('shows the live widget with results, and its settings change it', async function () {
    await waitForLiveCards(this);
    const live = doc().querySelector<HTMLElement>('#live stay-search')!;
    const language = field<HTMLSelectElement>('lang');
    language.value = 'nl';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    expect(live.getAttribute('lang')).to.equal('nl');
    const accent = field<HTMLInputElement>('--stay-accent');
    accent.value = '#aa0055';
    accent.dispatchEvent(new Event('input', { bubbles: true }));
    expect(live.style.getPropertyValue('--stay-accent')).to.equal('#aa0055');
    const scheme = field<HTMLSelectElement>('--stay-color-scheme');
    scheme.value = 'dark';
    scheme.dispatchEvent(new Event('change', { bubbles: true }));
    expect(frame.contentWindow!.getComputedStyle(live).colorScheme).to.equal('dark');
  });

  it('applies a readable "Text on accent" as soon as the accent changes', () => {
    const live = doc().querySelector<HTMLElement>('#live stay-search')!;
    const accent = field<HTMLInputElement>('--stay-accent');
    const onAccent = field<HTMLInputElement>('--stay-on-accent');
    for (const colour of ['#ffeb3b', '#c2185b', '#0b6e4f', '#9ad0f5', '#222222']) {
      accent.value = colour;
      accent.dispatchEvent(new Event('input', { bubbles: true }));
      const applied = live.style.getPropertyValue('--stay-on-accent');
      expect(applied, `text on ${colour} is applied`).to.equal(onAccent.value);
      expect(contrastRatio(colour, applied), `text on ${colour}`).to.be.at.least(4.5);
    }
  });

  it('lays out every tile of the gallery, and runs a tile only as it comes into view', async function () {
    await showGallery(this);
    doc().querySelector('#gallery')!.scrollIntoView({ block: 'start' });
    expect(tiles().map((candidate) => candidate.querySelector('h3')!.textContent)).to.include.members([
      ...TILE_TITLES,
      ...TABLE_TILE_TITLES,
    ]);
    // The last tiles are still far below the window and have not run.
    const last = tiles().at(-1)!;
    expect(last.dataset.state).to.equal('waiting');
    expect(last.querySelector('.tile-stage')!.childElementCount).to.equal(0);
    last.scrollIntoView({ block: 'center' });
    await waitForState(this, () => last.dataset.state === 'ready', 'the last tile to produce its state');
  });

  describe('the gallery of states, from real sandbox answers', () => {
    it('shows the first-load skeleton', async function () {
      const shown = await show(this, 'First-load skeleton');
      await waitForState(this, () => deepQueryAll(shown, '[part~="skeleton"]').length > 0, 'the skeleton');
    });

    it('shows results, and a busy list that keeps its cards', async function () {
      const results = await show(this, 'Results');
      await waitForState(this, () => deepQueryAll(results, '[part~="card"]').length > 0, 'the results');
      const busy = await show(this, 'Busy: a later load keeps the list');
      await waitForState(this, () => deepQueryAll(busy, '[part~="card"]').length > 0, 'the busy list');
    });

    it('shows the empty state', async function () {
      const shown = await show(this, 'Empty');
      await waitForState(this, () => deepQueryAll(shown, '[part~="empty"]').length === 1, 'the empty state');
    });

    it('shows the error state with its retry button', async function () {
      const shown = await show(this, 'Error, with retry');
      await waitForState(
        this,
        () => deepQueryAll(shown, '[part~="retry-button"]').length === 1,
        'the error state',
        () => deepText(shown).slice(0, 300),
      );
    });

    it('shows sold out, closed and a party that does not fit', async function () {
      for (const title of ['Sold out', 'Closed']) {
        const shown = await show(this, title);
        await waitForState(
          this,
          () => deepText(shown).includes(title),
          `"${title}" on its card`,
          () => deepText(shown).slice(0, 300),
        );
      }
      const party = await show(this, 'A party that does not fit');
      await waitForState(this, () => deepQueryAll(party, '[part~="card"]').length === 1, 'the card');
    });

    it('shows one result, long names and labels of every colour', async function () {
      const one = await show(this, 'One result');
      await waitForState(this, () => deepQueryAll(one, '[part~="card"]').length === 1, 'one card');
      const long = await show(this, 'Long names and descriptions');
      await waitForState(this, () => deepQueryAll(long, '[part~="card"]').length === 1, 'the long card');
      const labels = await show(this, 'Labels of every colour');
      await waitForState(this, () => deepQueryAll(labels, '[part~="label"]').length > 5, 'the labels');
    });
  });

  describe("the staff table's section, from real sandbox answers", () => {
    /** The table inside a tile, once it shows a state: a grid, the empty state or the error state. */
    const tableIn = (shown: Element) => deepQueryAll(shown, 'stay-table')[0] as HTMLElement | undefined;

    it('is a section of its own, after the search', async function () {
      await showGallery(this);
      const headings = [...doc().querySelectorAll('#gallery .gallery-section > h3')].map((h) => h.textContent);
      expect(headings).to.have.length(2);
      expect(headings[1]).to.contain('staff table');
      const section = doc().querySelector('#gallery .gallery-table')!;
      expect([...section.querySelectorAll('.tile h3')].map((h) => h.textContent)).to.deep.equal(TABLE_TILE_TITLES);
    });

    it('shows the results in compact and comfortable density', async function () {
      for (const [title, density] of [
        ['Table: compact', 'compact'],
        ['Table: comfortable', 'comfortable'],
      ] as const) {
        const shown = await show(this, title);
        await waitForState(this, () => deepQueryAll(shown, 'tr[part~="row"]').length > 0, `the rows of "${title}"`);
        expect(tableIn(shown)!.getAttribute('density')).to.equal(density);
        expect(deepQueryAll(shown, '[aria-sort="ascending"]'), 'sorted by price').to.have.length(1);
      }
    });

    it('shows a row with its details open', async function () {
      const shown = await show(this, 'Table: a row’s details open');
      await waitForState(this, () => deepQueryAll(shown, '[part~="details"]').length === 1, 'the details row');
      expect(
        deepQueryAll(shown, '[part~="action-button"]').map((button) => deepText(button).trim()),
      ).to.include.members(['Copy quote']);
    });

    it('shows the loading grid, the empty state and the error state with its retry', async function () {
      const loading = await show(this, 'Table: loading');
      await waitForState(
        this,
        () => deepQueryAll(loading, '[role="grid"][aria-busy="true"]').length === 1,
        'the busy grid',
        () => deepText(loading).slice(0, 300),
      );
      const empty = await show(this, 'Table: empty');
      await waitForState(
        this,
        () => !!tableIn(empty) && deepQueryAll(empty, '[part~="empty"]').length === 1,
        'the empty table',
      );
      const error = await show(this, 'Table: error, with retry');
      await waitForState(
        this,
        () => deepQueryAll(error, '[part~="error"] [part~="state-button"]').length === 1,
        'the error state',
        () => deepText(error).slice(0, 300),
      );
    });
  });

  it('documents every element, attribute, event and part from the manifest', async () => {
    const text = deepText(doc().querySelector('#elements')!);
    for (const declaration of manifestElements(await loadManifest())) {
      expect(doc().querySelector(`#elements article#${declaration.tagName}`), declaration.tagName).not.to.equal(null);
      for (const attribute of declaration.attributes ?? []) expect(text).to.include(attribute.name);
      for (const event of declaration.events ?? []) expect(text).to.include(event.name);
      for (const part of declaration.cssParts ?? []) expect(text).to.include(`::part(${part.name})`);
    }
  });

  // Axe in parts, each on a settled part of the page: one run over a dozen live widgets could take longer than a
  // test may on a busy machine. A designer's own colours are theirs to check; the page and the default theme must
  // pass. Several copies of the widget side by side repeat its own landmark names (the gallery's point).
  describe('accessibility (axe), with the default theme', function () {
    // axe-core over a region of this heavy page takes seconds in WebKit on a busy machine: the same bound as loading.
    this.timeout(PAGE_LOAD_BOUND_MS);
    const axeIn = async (region: Element) =>
      (await axeViolations(frame, region)).filter((violation) => !violation.startsWith('landmark-unique'));

    before(async function () {
      this.timeout(PAGE_LOAD_BOUND_MS);
      await loadAxe(frame);
      doc().querySelector<HTMLButtonElement>('#theme-reset')!.click();
    });

    it('passes in the header and the settings', async () => {
      expect(await axeIn(doc().querySelector('.site-nav')!)).to.deep.equal([]);
      expect(await axeIn(doc().querySelector('#controls')!)).to.deep.equal([]);
    });

    it('passes in the live widget with its results', async function () {
      await waitForLiveCards(this);
      expect(await axeIn(doc().querySelector('#live')!)).to.deep.equal([]);
    });

    for (const title of [...TILE_TITLES, ...TABLE_TILE_TITLES]) {
      it(`passes in the gallery tile "${title}"`, async function () {
        const shown = await show(this, title);
        await waitForState(this, () => shown.dataset.state === 'ready', `"${title}" to produce its state`);
        expect(await axeIn(shown)).to.deep.equal([]);
      });
    }

    for (const tag of ['stay-search', 'stay-dates', 'stay-guests', 'stay-filters', 'stay-results', 'stay-pager']) {
      it(`passes in the reference of <${tag}>, with its example`, async function () {
        const article = doc().querySelector<HTMLElement>(`#elements article#${tag}`)!;
        const own = article.querySelector<HTMLElement>('.element-own')!;
        own.scrollIntoView({ block: 'center' });
        await waitForState(this, () => own.dataset.state === 'ready', `the example of <${tag}>`);
        expect(await axeIn(article)).to.deep.equal([]);
      });
    }
  });
});

describe("demo/index.html, the designers' page, left while it loads", () => {
  let frame: HTMLIFrameElement | undefined;

  after(() => frame?.remove());

  it('can be left while its modules still load, and the page around it goes on', async function () {
    this.timeout(PAGE_LOAD_BOUND_MS);
    const page = `/demo/index.html?service=${encodeURIComponent(SANDBOX_URL)}`;
    // designers.ts gives the live widget its `base-url` first, then loads the elements' modules and the reference.
    await openAndLeave(
      page,
      (leaving) => leaving.contentDocument?.querySelector('#live stay-search')?.hasAttribute('base-url') === true,
    );

    // This page still runs: the designers' page opens again and is laid out.
    frame = await loadFrame(page, { width: 1280, height: 1000 });
    const opened = frame;
    await waitForState(this, () => opened.contentDocument!.body.dataset.ready === 'true', 'the page to be laid out');
  });
});
