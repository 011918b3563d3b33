import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia, sendKeys } from '../helpers/commands.js';
import { itExceptIn, withoutMediaEmulation } from '../helpers/engine.js';
import '../../src/define/stay-table.js';
import type { StayTable, TableRow } from '../../src/elements/stay-table.js';
import { createClient, type Accommodation, type SearchQuery, type Sort } from '../../src/api/index.js';
import { nextEvent } from '../helpers/events.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { StayTablePage } from '../helpers/stay-table-page.js';
import { accommodation } from '../helpers/accommodation-factory.js';
import { AdministrationsMerge, clientMergeSource } from '../../src/logic/administrations-merge.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';
import { readsLeftToRight } from '../helpers/reading-order.js';
import { TABLE_COLUMNS, type TableColumn } from '../../src/logic/table-columns.js';

/** Rows in most tests: enough to move around, few enough for axe to check quickly on a loaded machine. */
const ROWS = 6;

const ADMINISTRATIONS = [
  { id: '101', name: 'Camping De Zonnedauw' },
  { id: '102', name: 'Ferienpark Waldblick' },
];

function isoDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

let query: SearchQuery;
let page101: Accommodation[];
let page102: Accommodation[];

async function search(adminId: string, sorts: Sort[] = [], page = 1): Promise<Accommodation[]> {
  return createClient({ baseUrl: SANDBOX_URL, publicKey: 'pub_demo_chain', adminId }).search({ ...query, sorts, page });
}

interface Setup {
  items?: Accommodation[];
  rows?: TableRow[];
  status?: StayTable['status'];
  total?: number;
  page?: number;
  sorts?: Sort[];
  lang?: string;
  density?: string;
}

async function table(setup: Setup = {}): Promise<{ element: StayTable; page: StayTablePage }> {
  const element = await fixture<StayTable>(html`
    <stay-table
      lang=${setup.lang ?? 'en'}
      currency="EUR"
      density=${setup.density ?? 'compact'}
      style="width: 1100px"
      .status=${setup.status ?? 'ready'}
      .items=${setup.items ?? page101.slice(0, ROWS)}
      .rows=${setup.rows}
      .query=${query}
      .total=${setup.total ?? 57}
      .page=${setup.page ?? 1}
      .sorts=${setup.sorts ?? []}
      .administrations=${ADMINISTRATIONS}
    ></stay-table>
  `);
  return { element, page: new StayTablePage(element) };
}

/** WCAG 2 contrast ratio of two CSS colours (any syntax: painted on a canvas and read back as sRGB). */
function contrast(first: string, second: string): number {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const luminance = (colour: string) => {
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data]
      .slice(0, 3)
      .map((value) => value / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The colour painted behind `element`: its own background, else the nearest ancestor's (across shadow roots). */
function backgroundBehind(element: Element): string {
  for (let node: Element | null = element; node;) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
  }
  return 'rgb(255, 255, 255)';
}

/** What a system colour computes to here (forced colours give each its own value). */
function systemColour(name: string): string {
  const probe = document.createElement('span');
  probe.style.color = name;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/**
 * What staff must be able to read or see in the grid, as [what, foreground, background, least contrast]: text 4.5:1,
 * borders and the focus ring 3:1 (WCAG 1.4.11). The details of row 1 are open, row 0's name cell has focus.
 */
async function legibility(element: StayTable, page: StayTablePage): Promise<[string, string, string, number][]> {
  page.cell(1, 'name').click();
  await element.updateComplete;
  page.cell(0, 'name').focus({ focusVisible: true } as FocusOptions);
  await element.updateComplete;
  const style = (target: Element) => getComputedStyle(target);
  const cell = page.cell(0, 'name');
  const open = page.cell(1, 'name');
  const header = page.header('price_total');
  const indicator = header.querySelector('.indicator')!;
  const pairs: [string, string, string, number][] = [
    ['cell text', style(cell).color, backgroundBehind(cell), 4.5],
    ['header text', style(header).color, backgroundBehind(header), 4.5],
    ['sort indicator', style(indicator).color, backgroundBehind(header), 4.5],
    ['open row text', style(open).color, backgroundBehind(open), 4.5],
    ['cell border', style(cell).borderBottomColor, backgroundBehind(cell), 3],
    ['focus ring', style(cell).outlineColor, backgroundBehind(cell), 3],
  ];
  for (const chip of page.sortChips()) pairs.push(['sort chip', style(chip).color, backgroundBehind(chip), 4.5]);
  return pairs;
}

function expectLegible(pairs: [string, string, string, number][], scheme: string): void {
  for (const [what, foreground, background, least] of pairs)
    expect(contrast(foreground, background), `${what} in ${scheme}: ${foreground} on ${background}`).to.be.at.least(
      least,
    );
}

/** Focus the grid's tab stop the way staff do: Tab from before it. */
async function tabIntoGrid(page: StayTablePage): Promise<void> {
  page.tabStops()[0]!.focus();
  await page.element.updateComplete;
}

describe('stay-table', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  before(async () => {
    const { today } = (await (await fetch(`${SANDBOX_URL}/sandbox/clock`)).json()) as { today: string };
    query = {
      arrival: isoDay(today, 30),
      departure: isoDay(today, 37),
      ageTableCategories: [
        { id: 'adults', count: 2 },
        { id: 'children', count: 1 },
      ],
    };
    [page101, page102] = await Promise.all([search('101'), search('102')]);
  });

  describe('the grid', () => {
    it('is an APG data grid with row and column counts and indices', async () => {
      const { element, page } = await table({ total: 57, page: 2 });
      const grid = page.grid()!;
      expect(grid.getAttribute('role')).to.equal('grid');
      expect(grid.getAttribute('aria-rowcount')).to.equal('58');
      expect(Number(grid.getAttribute('aria-colcount'))).to.equal(page.headers().length);
      // Page 2: the first row is the 21st accommodation, the 22nd row with the header.
      expect(page.rows()[0]!.getAttribute('aria-rowindex')).to.equal('22');
      expect(page.rows()).to.have.length(ROWS);
      expect(page.cell(0, 'name').getAttribute('role')).to.equal('gridcell');
      expect(page.cell(0, 'rating').getAttribute('aria-colindex')).to.equal(
        String(page.headers().indexOf('Rating') + 1),
      );
      expect(page.headingText()).to.equal('57 accommodations');
      await expect(element).to.be.accessible();
    });

    it('reads its heading in its language\'s order on a right-to-left page ("57 accommodations")', async () => {
      const { element } = await table({ total: 57 });
      element.setAttribute('dir', 'rtl');
      const heading = element.shadowRoot!.querySelector('[part~="heading"]')!;
      expect(getComputedStyle(heading).direction).to.equal('rtl');
      expect(readsLeftToRight(heading)).to.equal(true);
    });

    it('builds a row from one template, not one a cell: a binding a cell, not a template instance a cell', async () => {
      const { page } = await table({
        rows: page101.slice(0, ROWS).map((accommodation) => ({ accommodation, adminId: '101' })),
      });
      const row = page.rows()[0]!;
      const cells = row.querySelectorAll('td').length;
      // Lit marks each binding of text (and each template instance in a list) with a comment: one a cell for its
      // text, and a few more (the columns only some desks show, the availability's label). A template a cell adds one
      // more a cell (the list's item): a 20-row page then costs 220 template instances instead of 20.
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_COMMENT);
      let markers = 0;
      while (walker.nextNode()) markers += 1;
      expect(cells).to.equal(page.headers().length);
      expect(markers).to.be.below(2 * cells);
    });

    it('puts every cell under its own header, in order, with and without the columns only some desks show', async () => {
      /** Each cell's column, index and alignment, row by row, and the same of the header row. */
      const layout = (page: StayTablePage) =>
        [page.grid()!.querySelector('tr')!, ...page.rows()].map((row) =>
          [...row.querySelectorAll<HTMLElement>('th, td')].map(
            (cell) =>
              `${cell.dataset.column}@${cell.getAttribute('aria-colindex')}${cell.classList.contains('numeric') ? '#' : ''}`,
          ),
        );
      const expectAligned = (page: StayTablePage, shown: readonly string[]) => {
        const [header, ...rows] = layout(page);
        expect(header!.map((cell) => cell.split('@')[0])).to.deep.equal(shown);
        expect(header!.map((cell) => cell.split('@')[1]!.replace('#', ''))).to.deep.equal(
          shown.map((_, index) => String(index + 1)),
        );
        for (const row of rows) expect(row).to.deep.equal(header);
      };
      const plain = await table();
      // Every column but the two only some desks show, in the grid's order.
      const optional: readonly TableColumn[] = ['type', 'administration'];
      expectAligned(
        plain.page,
        TABLE_COLUMNS.filter((column) => !optional.includes(column)),
      );
      const chain = await table({
        rows: page101
          .slice(0, 3)
          .map((accommodation) => ({ accommodation, adminId: '101' }))
          .concat(page102.slice(0, 3).map((accommodation) => ({ accommodation, adminId: '102' }))),
      });
      expect(chain.page.headers()).to.include('Park');
      const chalets = { ...query, type: { operator: 'EQ', type: 'chalet' } } satisfies SearchQuery;
      chain.element.query = chalets;
      await chain.element.updateComplete;
      expectAligned(chain.page, [...TABLE_COLUMNS]);
    });

    it('shows the type column only when the rows have a type (here: the query asks for chalets only)', async () => {
      const { element, page } = await table();
      expect(page.headers()).not.to.include('Type');
      const chalets = await createClient({ baseUrl: SANDBOX_URL, publicKey: 'pub_demo_chain', adminId: '101' }).search({
        ...query,
        type: { operator: 'EQ', type: 'chalet' },
      });
      element.query = { ...query, type: { operator: 'EQ', type: 'chalet' } };
      element.items = chalets;
      await element.updateComplete;
      expect(page.headers()).to.include('Type');
      if (chalets.length) expect(page.cellText(0, 'type')).to.equal('Chalet');
    });

    it('formats numbers and money in the locale, right-aligned', async () => {
      const { element, page } = await table({ lang: 'de' });
      const first = page101[0]!;
      const money = new Intl.NumberFormat('de', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: Math.round(first.price_total * 100) % 100 ? 2 : 0,
        maximumFractionDigits: Math.round(first.price_total * 100) % 100 ? 2 : 0,
      });
      const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
      expect(normalise(page.cellText(0, 'price_total'))).to.equal(normalise(money.format(first.price_total)));
      expect(page.cellText(0, 'persons_max')).to.equal(new Intl.NumberFormat('de').format(first.persons_max));
      expect(getComputedStyle(page.cell(0, 'price_total')).textAlign).to.equal('end');
      expect(getComputedStyle(page.cell(0, 'name')).textAlign).to.equal('start');
      await expect(element).to.be.accessible();
    });

    it('names the administration of each row, and warns about one that failed', async () => {
      const rows: TableRow[] = [
        ...page101.slice(0, 3).map((accommodation) => ({ accommodation, adminId: '101' })),
        ...page102.slice(0, 3).map((accommodation) => ({ accommodation, adminId: '102' })),
      ];
      const { element, page } = await table({ rows });
      element.failures = [{ adminId: '103', message: 'This website may not use the search.' }];
      element.administrations = [...ADMINISTRATIONS, { id: '103', name: 'Bramble Bay Holiday Park' }];
      await element.updateComplete;
      expect(page.cellText(0, 'administration')).to.equal('Camping De Zonnedauw');
      expect(page.cellText(3, 'administration')).to.equal('Ferienpark Waldblick');
      expect(page.warnings()).to.have.length(1);
      expect(page.warnings()[0]).to.contain('Bramble Bay Holiday Park could not be searched.');
      await expect(element).to.be.accessible();
    });

    it('keeps its header in view while the rows scroll', async () => {
      const { element, page } = await table();
      element.style.setProperty('--stay-table-max-height', '12em');
      await element.updateComplete;
      const scroller = element.shadowRoot!.querySelector<HTMLElement>('[part~="scroller"]')!;
      scroller.scrollTop = 200;
      await waitUntil(() => scroller.scrollTop > 0, 'the grid scrolls');
      const header = page.header('name').getBoundingClientRect();
      expect(Math.abs(header.top - scroller.getBoundingClientRect().top)).to.be.lessThan(2);
    });

    it('is compact, and taller with density="comfortable"', async () => {
      const { page } = await table();
      const compact = page.rows()[0]!.getBoundingClientRect().height;
      const { page: comfortable } = await table({ density: 'comfortable' });
      expect(comfortable.rows()[0]!.getBoundingClientRect().height).to.be.greaterThan(compact);
    });
  });

  describe('layout', () => {
    const headerWidths = (element: StayTable) =>
      [...element.shadowRoot!.querySelectorAll('th')].map((th) => th.getBoundingClientRect().width);

    it('keeps every column in its place from page to page', async () => {
      const { element } = await table({ items: page101.slice(0, ROWS) });
      const before = headerWidths(element);
      // Another page: longer names, larger prices, more labels, other availability.
      const long = page102.slice(0, ROWS).map((row, index) => ({
        ...row,
        name: `${row.name} ${'by the water, overlooking the dunes and the lighthouse '.repeat(index % 3)}`,
        name_translations: {},
        price_total: row.price_total * 10 ** (index % 4),
        available_stock: index,
      }));
      element.items = long;
      await element.updateComplete;
      expect(headerWidths(element)).to.deep.equal(before);
    });

    for (const lang of ['en', 'nl', 'de', 'fr']) {
      it(`cuts off no text, ${lang}: a header or a cell longer than its column wraps`, async () => {
        const { element, page } = await table({
          lang,
          items: page101.slice(0, ROWS),
          sorts: [{ column: 'rating', order: 'desc' }],
        });
        const cut = [...element.shadowRoot!.querySelectorAll<HTMLElement>('th, td, th button')].filter(
          (cell) => cell.scrollWidth > cell.clientWidth + 1,
        );
        expect(cut.map((cell) => cell.textContent!.trim())).to.deep.equal([]);
        expect(page.rows()).to.have.length(ROWS);
      });
    }
  });

  describe('every administration at once', () => {
    it("shows a merged page with each row's administration, and a warning row for one that failed", async () => {
      const sorts: Sort[] = [{ column: 'price_total', order: 'asc' }];
      const clientFor = (adminId: string) =>
        createClient({ baseUrl: SANDBOX_URL, publicKey: 'pub_demo_chain', adminId });
      const merge = new AdministrationsMerge(['101', '102', '999'], sorts, clientMergeSource(query, sorts, clientFor));
      const merged = await merge.page(1);
      // The page comes without the counts; the total is asked after it.
      const total = await merge.total();
      const { element, page } = await table({ rows: merged.items, total, sorts });
      element.failures = merged.failures.map((failure) => ({ adminId: failure.adminId }));
      await element.updateComplete;
      expect(page.rows()).to.have.length(20);
      expect(page.grid()!.getAttribute('aria-rowcount')).to.equal(String(total + 1));
      expect(page.warnings()).to.deep.equal(['999 could not be searched.']);
      const parks = new Set(page.rows().map((_, index) => page.cellText(index, 'administration')));
      expect(
        [...parks].every((park) => ADMINISTRATIONS.some((administration) => administration.name === park)),
      ).to.equal(true);
      const prices = merged.items.map((item) => item.accommodation.price_total);
      expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
      await expect(element).to.be.accessible();
    });
  });

  describe('a total not known yet', () => {
    it('names no number and no row count until the total comes, then announces it', async () => {
      const { element, page } = await table({ items: page101.slice(0, 20) });
      const announced = page.announcement();
      element.total = undefined;
      await element.updateComplete;
      // The rows show; the heading names no number, the grid's row count is unknown (-1), nothing new is announced.
      expect(page.rows()).to.have.length(20);
      expect(page.headingText()).to.equal('Accommodations');
      expect(page.grid()!.getAttribute('aria-rowcount')).to.equal('-1');
      expect(page.announcement()).to.equal(announced);
      // A full page may have a next one: PageDown asks for it.
      page.cell(0, 'name').focus();
      const change = nextEvent(element, 'stay-page-change');
      await sendKeys({ press: 'PageDown' });
      expect((await change).page).to.equal(2);
      element.page = 1;
      element.total = 43;
      await element.updateComplete;
      const count = new Intl.NumberFormat('en').format(43);
      expect(page.headingText()).to.equal(`${count} accommodations`);
      expect(page.grid()!.getAttribute('aria-rowcount')).to.equal('44');
      expect(page.announcement()).to.include(count);
      await expect(element).to.be.accessible();
    });

    it('says how many rows are shown and that the total is not known when it cannot be counted', async () => {
      const { element, page } = await table({ items: page101.slice(0, 20) });
      element.total = undefined;
      await element.updateComplete;
      const announced = page.announcement();
      element.failures = [{ adminId: '999', uncounted: true }];
      element.uncounted = true;
      await element.updateComplete;
      const shown = new Intl.NumberFormat('en').format(20);
      expect(page.announcement()).to.equal(`${shown} accommodations shown; the total is not known.`);
      expect(page.announcement()).not.to.equal(announced);
      expect(page.warnings()).to.deep.equal(['999 could not be counted: the total is not known.']);
      // Still no number in the heading and an unknown row count: the rows shown are not the total.
      expect(page.headingText()).to.equal('Accommodations');
      expect(page.grid()!.getAttribute('aria-rowcount')).to.equal('-1');
      await expect(element).to.be.accessible();
    });

    it('does not page past a short page while the total is unknown', async () => {
      const { element, page } = await table({ items: page101.slice(0, ROWS), page: 2 });
      element.total = undefined;
      await element.updateComplete;
      let changed = false;
      element.addEventListener('stay-page-change', () => (changed = true));
      page.cell(0, 'name').focus();
      await sendKeys({ press: 'PageDown' });
      await element.updateComplete;
      expect(changed, 'no page after a short one').to.equal(false);
      const back = nextEvent(element, 'stay-page-change');
      await sendKeys({ press: 'PageUp' });
      expect((await back).page).to.equal(1);
    });
  });

  describe('states', () => {
    it('keeps the rows while the next page loads, marked aria-busy', async () => {
      const { element, page } = await table();
      element.busy = true;
      await element.updateComplete;
      expect(page.grid()!.getAttribute('aria-busy')).to.equal('true');
      expect(page.rows()).to.have.length(ROWS);
      await expect(element).to.be.accessible();
    });

    it('shows a busy grid on the first load', async () => {
      const { element, page } = await table({ status: 'loading', items: [] });
      expect(page.state()).to.equal('grid');
      expect(page.grid()!.getAttribute('aria-busy')).to.equal('true');
      await expect(element).to.be.accessible();
    });

    it('shows the empty state, with its two ways out', async () => {
      const { element, page } = await table({ items: [], total: 0 });
      expect(page.state()).to.equal('empty');
      const clear = nextEvent(element, 'stay-clear-filters');
      element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="state-button"]')!.click();
      await clear;
      await waitUntil(() => page.announcement() === 'No accommodations found');
      await expect(element).to.be.accessible();
    });

    it('shows an error as an alert with a retry', async () => {
      const { element, page } = await table({ status: 'error' });
      element.error = { message: 'No connection. Please try again.' };
      await element.updateComplete;
      expect(page.state()).to.equal('error');
      expect(element.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('No connection');
      const retry = nextEvent(element, 'stay-retry');
      element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="state-button"]')!.click();
      await retry;
      await expect(element).to.be.accessible();
    });

    it('announces the count once results are in', async () => {
      const { page } = await table({ total: 57 });
      expect(page.announcement()).to.equal('57 accommodations found');
    });
  });

  describe('colours', () => {
    const sorts: Sort[] = [{ column: 'price_total', order: 'asc' }];

    it('stays legible in a dark scheme: text, borders, focus ring, sort indicators and the open row', async () => {
      const { element, page } = await table({ sorts });
      // A dark site: the element sits on the site's own dark page.
      element.parentElement!.style.background = '#101413';
      element.style.setProperty('--stay-color-scheme', 'dark');
      const pairs = await legibility(element, page);
      expect(backgroundBehind(page.cell(0, 'name')), 'the grid turned dark').to.equal('rgb(22, 26, 25)');
      expectLegible(pairs, 'dark');
      await expect(element).to.be.accessible();
    });

    for (const [accent, scheme] of [
      ['#ffd500', 'light'],
      ['#0b3d91', 'dark'],
    ] as const) {
      it(`keeps the sort indicator readable on a site's ${accent} accent in ${scheme}`, async () => {
        const { element, page } = await table({ sorts });
        element.parentElement!.style.background = scheme === 'dark' ? '#101413' : '';
        element.style.setProperty('--stay-color-scheme', scheme);
        element.style.setProperty('--stay-accent', accent);
        const indicator = page.header('price_total').querySelector('.indicator')!;
        const background = backgroundBehind(page.header('price_total'));
        expect(contrast(getComputedStyle(indicator).color, background), 'indicator').to.be.at.least(4.5);
      });
    }

    itExceptIn(withoutMediaEmulation, "follows the guest's dark preference where the page allows it", async () => {
      const { element, page } = await table({ sorts });
      try {
        await emulateMedia({ colorScheme: 'dark' });
        document.documentElement.style.colorScheme = 'light dark';
        document.body.style.background = 'Canvas';
        const pairs = await legibility(element, page);
        expect(backgroundBehind(page.cell(0, 'name'))).to.equal('rgb(22, 26, 25)');
        expectLegible(pairs, 'the dark preference');
        expect(getComputedStyle(page.cell(0, 'name')).outlineStyle, 'the focus ring').to.equal('solid');
        await expect(element).to.be.accessible();
      } finally {
        document.documentElement.style.colorScheme = '';
        document.body.style.background = '';
        await emulateMedia({ colorScheme: 'light' });
      }
    });

    itExceptIn(
      withoutMediaEmulation,
      'keeps borders, focus ring, sort indicators and the open row in forced colours',
      async () => {
        const soldOut = accommodation({ id: 'sold', name: 'Sold out', name_translations: {}, available_stock: 0 });
        const { element, page } = await table({ sorts, items: [...page101.slice(0, 3), soldOut] });
        try {
          await emulateMedia({ forcedColors: 'active' });
          const pairs = await legibility(element, page);
          expectLegible(pairs, 'forced colours');
          const canvasText = systemColour('CanvasText');
          const cell = getComputedStyle(page.cell(0, 'name'));
          expect(cell.borderBottomStyle).to.equal('solid');
          expect(cell.borderBottomColor, 'cell borders in CanvasText').to.equal(canvasText);
          expect(cell.outlineStyle, 'the focus ring').to.equal('solid');
          expect(parseFloat(cell.outlineWidth)).to.be.at.least(2);
          expect(getComputedStyle(page.header('price_total').querySelector('.indicator')!).color).to.equal(canvasText);
          // The row tints are gone: the open row is framed more strongly than the others.
          const openRow = getComputedStyle(page.cell(1, 'name'));
          expect(parseFloat(openRow.borderBottomWidth)).to.be.above(parseFloat(cell.borderBottomWidth));
          // A Book that cannot be used is GrayText, not a faded Highlight plate.
          page.cell(3, 'name').click();
          await element.updateComplete;
          const book = getComputedStyle(page.action('book'));
          expect(page.action('book').getAttribute('aria-disabled')).to.equal('true');
          expect(book.opacity).to.equal('1');
          expect(book.color).to.equal(systemColour('GrayText'));
          await expect(element).to.be.accessible();
        } finally {
          await emulateMedia({ forcedColors: 'none' });
        }
      },
    );
  });

  describe('keyboard', () => {
    it('is one tab stop, moved by the arrows, Home/End and Ctrl+Home/End', async () => {
      const { element, page } = await table();
      expect(page.tabStops()).to.have.length(1);
      await tabIntoGrid(page);
      expect(page.where()).to.equal('cell 0 rank');
      await sendKeys({ press: 'ArrowRight' });
      expect(page.where()).to.equal('cell 0 name');
      await sendKeys({ press: 'ArrowDown' });
      expect(page.where()).to.equal('cell 1 name');
      await sendKeys({ press: 'End' });
      expect(page.where()).to.equal('cell 1 labels');
      await sendKeys({ press: 'Home' });
      expect(page.where()).to.equal('cell 1 rank');
      await sendKeys({ press: 'Control+End' });
      expect(page.where()).to.equal(`cell ${page.rows().length - 1} labels`);
      await sendKeys({ press: 'Control+Home' });
      // The first cell of the first row: the header's sort button.
      expect(page.where()).to.equal('sort rank');
      await sendKeys({ press: 'ArrowUp' });
      expect(page.where(), 'stays at the top').to.equal('sort rank');
      expect(page.tabStops().map((stop) => page.where(stop))).to.deep.equal(['sort rank']);
      await expect(element).to.be.accessible();
    });

    it('changes the page with PageDown and PageUp', async () => {
      const { element, page } = await table({ total: 57, page: 1 });
      await tabIntoGrid(page);
      const next = nextEvent(element, 'stay-page-change');
      await sendKeys({ press: 'PageDown' });
      expect((await next).page).to.equal(2);
      expect(element.page).to.equal(2);
      const previous = nextEvent(element, 'stay-page-change');
      await sendKeys({ press: 'PageUp' });
      expect((await previous).page).to.equal(1);
      // No page 0: nothing fires, focus stays.
      let fired = false;
      element.addEventListener('stay-page-change', () => (fired = true), { once: true });
      await sendKeys({ press: 'PageUp' });
      expect(fired).to.equal(false);
      expect(page.where()).to.equal('cell 0 rank');
    });

    it('keeps the numbers of the rows it shows while the page it asked for loads, then numbers the new rows', async () => {
      const { element, page } = await table({ total: 57, page: 1 });
      await tabIntoGrid(page);
      const next = nextEvent(element, 'stay-page-change');
      await sendKeys({ press: 'PageDown' });
      await next;
      await element.updateComplete;
      expect(element.page).to.equal(2);
      // Still the first page's rows: the 1st accommodation is the grid's 2nd row (the header is the 1st).
      expect(page.rows()[0]!.getAttribute('aria-rowindex')).to.equal('2');
      element.items = page101.slice(ROWS, 2 * ROWS);
      await element.updateComplete;
      expect(page.rows()[0]!.getAttribute('aria-rowindex')).to.equal('22');
    });
  });

  describe('sorting from the headers', () => {
    it('asks a sort ahead when the pointer rests on its header, none for headers swept past; focus asks at once', async () => {
      const { element, page } = await table();
      const intents: string[] = [];
      element.addEventListener('stay-sort-intent', (event) =>
        intents.push(event.sorts.map(({ column, order }) => `${column}:${order}`).join(',')),
      );
      // The pointer sweeps across three headers, then rests on the fourth.
      for (const column of ['name', 'persons_max', 'available'] as const) {
        page.sortButton(column).dispatchEvent(new PointerEvent('pointerenter'));
        page.sortButton(column).dispatchEvent(new PointerEvent('pointerleave'));
      }
      const rested = nextEvent(element, 'stay-sort-intent');
      page.sortButton('price_total').dispatchEvent(new PointerEvent('pointerenter'));
      expect(intents, 'nothing asked at once for the pointer').to.deep.equal([]);
      expect((await rested).sorts).to.deep.equal([{ column: 'price_total', order: 'asc' }]);
      expect(intents, 'only the header the pointer rested on').to.deep.equal(['price_total:asc']);
      // Focus moves there on purpose: asked at once.
      page.sortButton('name').focus();
      expect(intents).to.deep.equal(['price_total:asc', 'name:asc']);
    });

    it('asks the next order of the header it sorted from once the sorted rows are painted, not in their update', async () => {
      const { element, page } = await table();
      page.sortButton('name').focus();
      const intents: string[] = [];
      element.addEventListener('stay-sort-intent', (event) =>
        intents.push(event.sorts.map(({ column, order }) => `${column}:${order}`).join(',')),
      );
      const next = nextEvent(element, 'stay-sort-intent');
      // As the host shows it after a click on the name: the sorts, and the rows sorted so.
      const sorts: Sort[] = [{ column: 'name', order: 'asc' }];
      element.sorts = sorts;
      element.query = { ...query, sorts };
      await element.updateComplete;
      expect(intents, 'nothing asked in the update that shows the sorted rows').to.deep.equal([]);
      expect((await next).sorts).to.deep.equal([{ column: 'name', order: 'desc' }]);
    });

    it('has a sort button with aria-sort on every sortable column of the spec', async () => {
      const { page } = await table({ sorts: [{ column: 'price_total', order: 'asc' }] });
      for (const column of [
        'rank',
        'name',
        'persons_min',
        'persons_max',
        'available',
        'price_total',
        'rating',
      ] as const) {
        expect(page.sortButton(column).localName, column).to.equal('button');
      }
      expect(page.header('per_night').querySelector('button') === null, 'no sort button').to.equal(true);
      expect(page.header('price_total').getAttribute('aria-sort')).to.equal('ascending');
      expect(page.header('name').getAttribute('aria-sort')).to.equal('none');
    });

    it('sorts on a click, reverses on the next, and adds with Shift+click', async () => {
      const { element, page } = await table();
      let change = nextEvent(element, 'stay-sort-change');
      page.sortButton('price_total').click();
      expect((await change).sorts).to.deep.equal([{ column: 'price_total', order: 'asc' }]);
      change = nextEvent(element, 'stay-sort-change');
      page.sortButton('price_total').click();
      expect((await change).sorts).to.deep.equal([{ column: 'price_total', order: 'desc' }]);
      change = nextEvent(element, 'stay-sort-change');
      page.sortButton('name').dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
      expect((await change).sorts).to.deep.equal([
        { column: 'price_total', order: 'desc' },
        { column: 'name', order: 'asc' },
      ]);
      await element.updateComplete;
      expect(page.header('price_total').getAttribute('aria-sort')).to.equal('descending');
      expect(page.sortChips().map((chip) => chip.getAttribute('aria-label'))).to.deep.equal([
        'Remove sort Stay, descending',
        'Remove sort Name, ascending',
      ]);
      await expect(element).to.be.accessible();
    });

    it('sorts with Enter and adds with Shift+Enter, focus staying on the header', async () => {
      const { element, page } = await table();
      page.sortButton('rating').focus();
      let change = nextEvent(element, 'stay-sort-change');
      await sendKeys({ press: 'Enter' });
      expect((await change).sorts).to.deep.equal([{ column: 'rating', order: 'desc' }]);
      // Rating, price of the stay, price a night (no sort: the header cell itself), available.
      for (const expected of ['sort price_total', 'header per_night', 'sort available']) {
        await sendKeys({ press: 'ArrowLeft' });
        expect(page.where()).to.equal(expected);
      }
      change = nextEvent(element, 'stay-sort-change');
      await sendKeys({ press: 'Shift+Enter' });
      expect((await change).sorts).to.deep.equal([
        { column: 'rating', order: 'desc' },
        { column: 'available_stock', order: 'desc' },
      ]);
      expect(page.where()).to.equal('sort available');
    });

    it('removes a sort from the list above the grid', async () => {
      const { element, page } = await table({
        sorts: [
          { column: 'persons_max', order: 'desc' },
          { column: 'rank', order: 'asc' },
        ],
      });
      const change = nextEvent(element, 'stay-sort-change');
      page.sortChips()[0]!.click();
      expect((await change).sorts).to.deep.equal([{ column: 'rank', order: 'asc' }]);
    });

    it('shows the rows the service sorted (persons_max desc)', async () => {
      const sorts: Sort[] = [{ column: 'persons_max', order: 'desc' }];
      const { page } = await table({ items: (await search('101', sorts)).slice(0, 12), sorts });
      const values = page.rows().map((_, index) => Number(page.cellText(index, 'persons_max')));
      expect(values).to.deep.equal([...values].sort((a, b) => b - a));
    });
  });

  describe('details and quote', () => {
    it('opens details under a row with Enter, and closes them with Escape', async () => {
      const { element, page } = await table();
      await tabIntoGrid(page);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      const details = page.details()!;
      expect(details, 'details open').to.be.instanceOf(HTMLElement);
      expect(details.previousElementSibling === page.rows()[1], 'under row 1').to.equal(true);
      expect(page.cell(1, 'name').getAttribute('aria-expanded')).to.equal('true');
      const item = page101[1]!;
      const description = item.description_translations.en?.description || item.description;
      expect(details.textContent).to.contain(description.slice(0, 30));
      expect(details.querySelector('[part~="image"]'), 'thumbnail').to.be.instanceOf(HTMLImageElement);
      expect(details.querySelector('[part~="price-breakdown"]')!.textContent!.replace(/\s+/g, ' ')).to.contain('Total');
      await expect(element).to.be.accessible();
      await sendKeys({ press: 'ArrowDown' });
      expect(page.where()).to.equal('action copy');
      await sendKeys({ press: 'ArrowRight' });
      expect(page.where()).to.equal('action book');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !page.details(), 'details close');
      expect(page.where()).to.equal('cell 1 rank');
    });

    it('opens details on a click', async () => {
      const { element, page } = await table();
      page.cell(2, 'name').click();
      await element.updateComplete;
      expect(page.details()!.previousElementSibling === page.rows()[2], 'under row 2').to.equal(true);
      page.cell(2, 'name').click();
      await element.updateComplete;
      expect(page.details() === null, 'details closed').to.equal(true);
    });

    it('books with the same stay-select event as the cards', async () => {
      const bookable = page101.find(
        (item) => item.available_stock > 0 && !item.closed && item.persons_max >= 3 && item.persons_min <= 3,
      )!;
      const { element, page } = await table({ items: [bookable], total: 1 });
      page.cell(0, 'name').click();
      await element.updateComplete;
      const select = nextEvent(element, 'stay-select');
      page.action('book').click();
      const event = await select;
      expect(event.accommodation.id).to.equal(bookable.id);
      expect(event.query).to.deep.equal(query);
      expect(event.cancelable).to.equal(true);
    });

    it('copies a quote to the clipboard and says so', async () => {
      const { element, page } = await table();
      const written: string[] = [];
      element.clipboard = { writeText: async (text) => void written.push(text) };
      page.cell(0, 'name').click();
      await element.updateComplete;
      page.action('copy').click();
      await waitUntil(() => page.copyStatus()!.textContent!.includes('Quote copied.'));
      expect(written).to.have.length(1);
      expect(written[0]).to.contain(page.cellText(0, 'name'));
      expect(written[0]).to.contain('2 adults, 1 child');
    });

    it('shows the quote to copy by hand when the clipboard is refused', async () => {
      const { element, page } = await table();
      element.clipboard = { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) };
      page.cell(0, 'name').click();
      await element.updateComplete;
      page.action('copy').click();
      await waitUntil(() => page.copyStatus()!.querySelector('textarea'));
      const area = page.copyStatus()!.querySelector('textarea')!;
      expect(area.value).to.contain(page.cellText(0, 'name'));
      expect(page.focused() === area, 'focus on the quote').to.equal(true);
      await expect(element).to.be.accessible();
    });

    it('does not offer Book for a row that cannot be booked', async () => {
      const { element, page } = await table({ items: [accommodation({ closed: true, available_stock: 0 })], total: 1 });
      page.cell(0, 'name').click();
      await element.updateComplete;
      expect(page.action('book').getAttribute('aria-disabled')).to.equal('true');
      let fired = false;
      element.addEventListener('stay-select', () => (fired = true));
      page.action('book').click();
      expect(fired).to.equal(false);
    });
  });
});
