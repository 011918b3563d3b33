import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { bundleOrigin, deepQuery, frameWindow, loadBundleFiles, loadBundlePage, waitForCards } from '../dist/frames.js';

/** The part that holds the filter panel's contents, by a piece of its file name (`stay-search.<name>-<hash>.js`). */
const PANEL_PART = 'stay-filters-panel';

/** The `<stay-filters>` inside the frame's `<stay-search>`, and its own controls. */
function filtersOf(frame: HTMLIFrameElement) {
  const filters = deepQuery(frame.contentDocument!, 'stay-filters')!;
  const root = filters.shadowRoot!;
  return {
    filters,
    toggle: () => root.querySelector<HTMLButtonElement>('[part~="toggle"]')!,
    onlyAvailable: () => root.querySelector<HTMLInputElement>('#available'),
    message: () => root.querySelector('[part~="message"]'),
    select: () => root.querySelector('select')!,
  };
}

describe('<stay-filters> in the built bundle: the panel is a part of its own', () => {
  it('is fetched from beside the entry and shows its filters in the sidebar', async () => {
    const { parts } = await loadBundleFiles();
    const panel = parts.find((part) => part.name.includes(PANEL_PART));
    expect(panel, `a part named ${PANEL_PART}`).to.not.equal(undefined);
    const frame = await loadBundlePage({ width: 1280 });
    try {
      await waitForCards(frame);
      const { onlyAvailable } = filtersOf(frame);
      await waitUntil(() => onlyAvailable(), 'the sidebar never showed its filters', { timeout: 10_000 });
      const fetched = frameWindow(frame)
        .performance.getEntriesByType('resource')
        .map((entry) => entry.name);
      expect(fetched).to.include(`${bundleOrigin()}/dist/${panel!.file}`);
      expect(frameWindow(frame).consoleLines).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('says the filters could not be loaded when the part answers 404, and the sort still searches', async () => {
    const frame = await loadBundlePage({ without: PANEL_PART, width: 390, height: 844 });
    try {
      await waitForCards(frame);
      const win = frameWindow(frame);
      const { toggle, message, select, onlyAvailable } = filtersOf(frame);
      toggle().click();
      await waitUntil(() => message()?.getAttribute('role') === 'status', 'the panel never said it failed', {
        timeout: 10_000,
      });
      expect(message()!.textContent).to.equal('The filters could not be loaded. Sorting still works.');
      expect(toggle().getAttribute('aria-expanded')).to.equal('true');
      expect(toggle().hasAttribute('aria-busy')).to.equal(false);
      expect(onlyAvailable()).to.equal(null);
      const warnings = win.consoleLines.filter((line) => line.includes('filters-panel'));
      expect(warnings, win.consoleLines.join('\n')).to.have.length(1);
      expect(win.pageErrors).to.deep.equal([]);
      // The results still answer the sort: the widget searches again, sorted by price.
      const widget = frame.contentDocument!.querySelector('stay-search')!;
      const searched = new Promise<Event>((resolve) =>
        widget.addEventListener('stay-results', resolve, { once: true }),
      );
      const sort = select();
      sort.value = 'price-asc';
      sort.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      const event = (await searched) as Event & { query?: { sorts?: unknown } };
      expect(event.query?.sorts).to.deep.equal([{ column: 'price_total', order: 'asc' }]);
      await waitForCards(frame);
      expect(win.pageErrors).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
