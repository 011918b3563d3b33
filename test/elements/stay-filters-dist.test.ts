import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { deepQuery, frameWindow, loadBundleFiles, loadBundlePage, waitForCards } from '../dist/frames.js';

/** The part that held the filter panel's contents, by a piece of its file name (`stay-search.<name>-<hash>.js`). */
const PANEL_PART = 'stay-filters-panel';

/** The `<stay-filters>` inside the frame's `<stay-search>`, and its own controls. */
function filtersOf(frame: HTMLIFrameElement) {
  const filters = deepQuery(frame.contentDocument!, 'stay-filters')!;
  const root = filters.shadowRoot!;
  return {
    filters,
    toggle: () => root.querySelector<HTMLButtonElement>('[part~="toggle"]')!,
    onlyAvailable: () => root.querySelector<HTMLInputElement>('#available'),
    select: () => root.querySelector('select')!,
  };
}

describe('<stay-filters> in the built bundle: the panel is in the entry', () => {
  it('shows its filters in the sidebar without a part of its own', async () => {
    // Where the filters show open they are in the first frame (no layout shift when they come): no part to wait for.
    const { parts } = await loadBundleFiles();
    expect(
      parts.map((part) => part.name),
      'the parts',
    ).to.not.include(PANEL_PART);
    const frame = await loadBundlePage({ width: 1280 });
    try {
      await waitForCards(frame);
      const { onlyAvailable } = filtersOf(frame);
      expect(onlyAvailable(), 'the sidebar shows its filters with the first results').to.not.equal(null);
      expect(frameWindow(frame).consoleLines).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('opens with its check boxes and searches the sort on a phone with every part withheld', async () => {
    const frame = await loadBundlePage({ without: '*', width: 390, height: 844 });
    try {
      await waitForCards(frame);
      const win = frameWindow(frame);
      const { toggle, select, onlyAvailable } = filtersOf(frame);
      toggle().click();
      await waitUntil(() => onlyAvailable(), 'the folded filters never showed their check boxes', { timeout: 10_000 });
      expect(toggle().getAttribute('aria-expanded')).to.equal('true');
      expect(
        win.consoleLines.filter((line) => line.includes('filters')),
        win.consoleLines.join('\n'),
      ).to.deep.equal([]);
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
