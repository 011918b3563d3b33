import { expect } from '@open-wc/testing';
import { axeViolations, loadAxe } from './pages.js';
import { DesignersPage, PAGE_LOAD_BOUND_MS, TABLE_TILE_TITLES, TILE_TITLES, waitForState } from './designers-page.js';

// Axe over each part of the designers' page, in a file of its own: the page's other tests are in designers.test.ts,
// and the two halves run side by side (together they took most of the runner's time limit in WebKit on a busy machine).

describe("demo/index.html, the designers' page", () => {
  const page = DesignersPage.forSuite();
  const doc = () => page.doc;

  // Axe in parts, each on a settled part of the page: one run over a dozen live widgets could take longer than a
  // test may on a busy machine. A designer's own colours are theirs to check; the page and the default theme must
  // pass. Several copies of the widget side by side repeat its own landmark names (the gallery's point).
  describe('accessibility (axe), with the default theme', function () {
    // axe-core over a region of this heavy page takes seconds in WebKit on a busy machine: the same bound as loading.
    this.timeout(PAGE_LOAD_BOUND_MS);
    const axeIn = async (region: Element) =>
      (await axeViolations(page.frame, region)).filter((violation) => !violation.startsWith('landmark-unique'));

    before(async function () {
      this.timeout(PAGE_LOAD_BOUND_MS);
      await loadAxe(page.frame);
      doc().querySelector<HTMLButtonElement>('#theme-reset')!.click();
    });

    it('passes in the header and the settings', async () => {
      expect(await axeIn(doc().querySelector('.site-nav')!)).to.deep.equal([]);
      expect(await axeIn(doc().querySelector('#controls')!)).to.deep.equal([]);
    });

    it('passes in the live widget with its results', async function () {
      await page.waitForLiveCards(this);
      expect(await axeIn(doc().querySelector('#live')!)).to.deep.equal([]);
    });

    for (const title of [...TILE_TITLES, ...TABLE_TILE_TITLES]) {
      it(`passes in the gallery tile "${title}"`, async function () {
        const shown = await page.show(this, title);
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
