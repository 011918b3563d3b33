// The widget's layout against the host page: sizes from the widget's own base (issue 14 item 3), not the root's.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { StayFilters } from '../../src/elements/stay-filters.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';

/** The widget at `width` px, and the filters' layout once it has settled. */
async function layoutAt(width: number): Promise<{ el: StaySearch; layout: string; columns: number }> {
  const el = await fixture<StaySearch>(html`
    <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" style="width: ${width}px"></stay-search>
  `);
  await el.updateComplete;
  const filters = el.shadowRoot!.querySelector<StayFilters>('stay-filters')!;
  const grid = el.shadowRoot!.querySelector<HTMLElement>('.layout')!;
  const columns = () => getComputedStyle(grid).gridTemplateColumns.split(' ').length;
  // The filters follow the columns: both are decided by the same width.
  await waitUntil(() => columns() > 1 === (filters.layout === 'sidebar'), 'the filters never followed the columns');
  return { el, layout: filters.layout, columns: columns() };
}

describe('stay-search layout', () => {
  afterEach(() => document.documentElement.style.removeProperty('font-size'));

  for (const rootSize of ['62.5%', '125%']) {
    it(`switches to the filters column at the same width whatever the root font size (${rootSize})`, async () => {
      document.documentElement.style.fontSize = rootSize;
      // The guest's browser font (medium, 16 px here): the column appears from 52 em, 832 px.
      const narrow = await layoutAt(760);
      expect([narrow.layout, narrow.columns], 'at 760 px').to.deep.equal(['bar', 1]);
      const wide = await layoutAt(900);
      expect([wide.layout, wide.columns], 'at 900 px').to.deep.equal(['sidebar', 2]);
    });
  }
});
