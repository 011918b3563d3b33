import { expect } from '@open-wc/testing';
import { deepQueryAll, deepText, loadFrame, loadManifest, manifestElements } from '../dist/frames.js';
import { openAndLeave } from './pages.js';
import {
  DESIGNERS_PAGE,
  DesignersPage,
  PAGE_LOAD_BOUND_MS,
  TABLE_TILE_TITLES,
  TILE_TITLES,
  waitForState,
} from './designers-page.js';

// What the designers' page shows and does. Axe over each of its parts is in designers-axe.test.ts.

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

describe("demo/index.html, the designers' page", () => {
  const page = DesignersPage.forSuite();
  const doc = () => page.doc;

  it('shows the live widget with results, and its settings change it', async function () {
    await page.waitForLiveCards(this);
    const live = doc().querySelector<HTMLElement>('#live stay-search')!;
    const language = page.field<HTMLSelectElement>('lang');
    language.value = 'nl';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    expect(live.getAttribute('lang')).to.equal('nl');
    const accent = page.field<HTMLInputElement>('--stay-accent');
    accent.value = '#aa0055';
    accent.dispatchEvent(new Event('input', { bubbles: true }));
    expect(live.style.getPropertyValue('--stay-accent')).to.equal('#aa0055');
    const scheme = page.field<HTMLSelectElement>('--stay-color-scheme');
    scheme.value = 'dark';
    scheme.dispatchEvent(new Event('change', { bubbles: true }));
    expect(page.frame.contentWindow!.getComputedStyle(live).colorScheme).to.equal('dark');
  });

  it('applies a readable "Text on accent" as soon as the accent changes', () => {
    const live = doc().querySelector<HTMLElement>('#live stay-search')!;
    const accent = page.field<HTMLInputElement>('--stay-accent');
    const onAccent = page.field<HTMLInputElement>('--stay-on-accent');
    for (const colour of ['#ffeb3b', '#c2185b', '#0b6e4f', '#9ad0f5', '#222222']) {
      accent.value = colour;
      accent.dispatchEvent(new Event('input', { bubbles: true }));
      const applied = live.style.getPropertyValue('--stay-on-accent');
      expect(applied, `text on ${colour} is applied`).to.equal(onAccent.value);
      expect(contrastRatio(colour, applied), `text on ${colour}`).to.be.at.least(4.5);
    }
  });

  it('lays out every tile of the gallery, and runs a tile only as it comes into view', async function () {
    await page.showGallery(this);
    doc().querySelector('#gallery')!.scrollIntoView({ block: 'start' });
    expect(page.tiles().map((candidate) => candidate.querySelector('h3')!.textContent)).to.include.members([
      ...TILE_TITLES,
      ...TABLE_TILE_TITLES,
    ]);
    // The last tiles are still far below the window and have not run.
    const last = page.tiles().at(-1)!;
    expect(last.dataset.state).to.equal('waiting');
    expect(last.querySelector('.tile-stage')!.childElementCount).to.equal(0);
    last.scrollIntoView({ block: 'center' });
    await waitForState(this, () => last.dataset.state === 'ready', 'the last tile to produce its state');
  });

  describe('the gallery of states, from real sandbox answers', () => {
    it('shows the first-load skeleton', async function () {
      const shown = await page.show(this, 'First-load skeleton');
      await waitForState(this, () => deepQueryAll(shown, '[part~="skeleton"]').length > 0, 'the skeleton');
    });

    it('shows results, and a busy list that keeps its cards', async function () {
      const results = await page.show(this, 'Results');
      await waitForState(this, () => deepQueryAll(results, '[part~="card"]').length > 0, 'the results');
      const busy = await page.show(this, 'Busy: a later load keeps the list');
      await waitForState(this, () => deepQueryAll(busy, '[part~="card"]').length > 0, 'the busy list');
    });

    it('shows the empty state', async function () {
      const shown = await page.show(this, 'Empty');
      await waitForState(this, () => deepQueryAll(shown, '[part~="empty"]').length === 1, 'the empty state');
    });

    it('shows the error state with its retry button', async function () {
      const shown = await page.show(this, 'Error, with retry');
      await waitForState(
        this,
        () => deepQueryAll(shown, '[part~="retry-button"]').length === 1,
        'the error state',
        () => deepText(shown).slice(0, 300),
      );
    });

    it('shows sold out, closed and a party that does not fit', async function () {
      for (const title of ['Sold out', 'Closed']) {
        const shown = await page.show(this, title);
        await waitForState(
          this,
          () => deepText(shown).includes(title),
          `"${title}" on its card`,
          () => deepText(shown).slice(0, 300),
        );
      }
      const party = await page.show(this, 'A party that does not fit');
      await waitForState(this, () => deepQueryAll(party, '[part~="card"]').length === 1, 'the card');
    });

    it('shows one result, long names and labels of every colour', async function () {
      const one = await page.show(this, 'One result');
      await waitForState(this, () => deepQueryAll(one, '[part~="card"]').length === 1, 'one card');
      const long = await page.show(this, 'Long names and descriptions');
      await waitForState(this, () => deepQueryAll(long, '[part~="card"]').length === 1, 'the long card');
      const labels = await page.show(this, 'Labels of every colour');
      await waitForState(this, () => deepQueryAll(labels, '[part~="label"]').length > 5, 'the labels');
    });
  });

  describe("the staff table's section, from real sandbox answers", () => {
    /** The table inside a tile, once it shows a state: a grid, the empty state or the error state. */
    const tableIn = (shown: Element) => deepQueryAll(shown, 'stay-table')[0] as HTMLElement | undefined;

    it('is a section of its own, after the search', async function () {
      await page.showGallery(this);
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
        const shown = await page.show(this, title);
        await waitForState(this, () => deepQueryAll(shown, 'tr[part~="row"]').length > 0, `the rows of "${title}"`);
        expect(tableIn(shown)!.getAttribute('density')).to.equal(density);
        expect(deepQueryAll(shown, '[aria-sort="ascending"]'), 'sorted by price').to.have.length(1);
      }
    });

    it('shows a row with its details open', async function () {
      const shown = await page.show(this, 'Table: a row’s details open');
      await waitForState(this, () => deepQueryAll(shown, '[part~="details"]').length === 1, 'the details row');
      expect(
        deepQueryAll(shown, '[part~="action-button"]').map((button) => deepText(button).trim()),
      ).to.include.members(['Copy quote']);
    });

    it('shows the loading grid, the empty state and the error state with its retry', async function () {
      const loading = await page.show(this, 'Table: loading');
      await waitForState(
        this,
        () => deepQueryAll(loading, '[role="grid"][aria-busy="true"]').length === 1,
        'the busy grid',
        () => deepText(loading).slice(0, 300),
      );
      const empty = await page.show(this, 'Table: empty');
      await waitForState(
        this,
        () => !!tableIn(empty) && deepQueryAll(empty, '[part~="empty"]').length === 1,
        'the empty table',
      );
      const error = await page.show(this, 'Table: error, with retry');
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
});

describe("demo/index.html, the designers' page, left while it loads", () => {
  let frame: HTMLIFrameElement | undefined;

  after(() => frame?.remove());

  it('can be left while its modules still load, and the page around it goes on', async function () {
    this.timeout(PAGE_LOAD_BOUND_MS);
    // designers.ts gives the live widget its `base-url` first, then loads the elements' modules and the reference.
    await openAndLeave(
      DESIGNERS_PAGE,
      (leaving) => leaving.contentDocument?.querySelector('#live stay-search')?.hasAttribute('base-url') === true,
    );

    // This page still runs: the designers' page opens again and is laid out.
    frame = await loadFrame(DESIGNERS_PAGE, { width: 1280, height: 1000 });
    const opened = frame;
    await waitForState(this, () => opened.contentDocument!.body.dataset.ready === 'true', 'the page to be laid out');
  });
});
