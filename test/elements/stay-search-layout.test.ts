// The widget's layout against the host page: sizes from the widget's own base (issue 14 item 3), not the root's.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { StayFilters } from '../../src/elements/stay-filters.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { plusDays, sandboxData } from '../helpers/stay-search-page.js';

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

/** The campsite page's own tag groups (demo/embed.html's `tag-groups` attribute): three groups of three or four tags. */
async function campsiteTagGroups(): Promise<string> {
  const page = new DOMParser().parseFromString(await (await fetch('/demo/embed.html')).text(), 'text/html');
  return page.querySelector('stay-search')!.getAttribute('tag-groups')!;
}

/** A `layout-shift` performance entry (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
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

  describe('no layout shift while it loads', () => {
    /** Starts recording layout shifts (without recent input) from now on; answers what was recorded so far. */
    function recordShifts(): { shifts: () => string[]; stop: () => void } {
      const shifts: string[] = [];
      const since = performance.now();
      const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          if (entry.startTime < since || entry.hadRecentInput) continue;
          // What moved, for the failure message: the node (null inside a shadow root) and its box before and after.
          const moved = entry.sources.map(
            (source) =>
              `${source.node?.nodeName ?? 'a node'} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          );
          shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`);
        }
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      return { shifts: () => shifts, stop: () => observer.disconnect() };
    }

    /** The widget settled: the filters' contents are shown, the results (if any) are painted, a frame has passed. */
    async function settled(el: StaySearch, withResults: boolean): Promise<void> {
      const filters = () => el.shadowRoot?.querySelector<StayFilters>('stay-filters');
      await waitUntil(
        () => filters()?.shadowRoot?.querySelector('#available'),
        'the filters never showed their contents',
      );
      if (withResults) {
        await waitUntil(() =>
          el.shadowRoot?.querySelector('stay-results')?.shadowRoot?.querySelector('[part~="card"]'),
        );
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await new Promise((resolve) => setTimeout(resolve));
    }

    /** The widget at `width` px, connected while layout shifts are recorded, until it has settled. */
    async function shiftsWhileLoading(width: number, { withDates = false, tagGroups = '' } = {}): Promise<string> {
      const data = await sandboxData(SANDBOX_URL);
      const container = await fixture<HTMLDivElement>(html`<div style="width: ${width}px"></div>`);
      const el = document.createElement('stay-search');
      el.setAttribute('lang', 'en');
      el.setAttribute('base-url', SANDBOX_URL);
      el.setAttribute('public-key', 'pub_demo_chain');
      el.setAttribute('types', 'chalet,campsite');
      if (tagGroups) el.setAttribute('tag-groups', tagGroups);
      if (withDates) {
        el.setAttribute('arrival', plusDays(data.today, 30));
        el.setAttribute('departure', plusDays(data.today, 37));
      }
      const recording = recordShifts();
      container.append(el);
      await settled(el, withDates);
      recording.stop();
      return recording.shifts().join('\n');
    }

    for (const [name, withDates] of [
      ['opened without dates', false],
      ['opened with dates', true],
    ] as const) {
      it(`moves nothing on the page from its first frame on, with the filters column (${name})`, async () => {
        expect(await shiftsWhileLoading(900, { withDates }), 'layout shifts').to.equal('');
      });

      // From 40em to the column's 52em the filters are a bar above the results that shows its groups without a
      // click: they are there in its first frame, so the results below never move (a campsite's three groups
      // take several rows).
      for (const width of [660, 780, 820]) {
        it(`moves nothing from its first frame on with tag groups in a wide bar, at ${width} px (${name})`, async () => {
          const shifts = await shiftsWhileLoading(width, { withDates, tagGroups: await campsiteTagGroups() });
          expect(shifts, 'layout shifts').to.equal('');
        });
      }
    }
  });
});
