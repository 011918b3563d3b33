// Every state of the widget side by side, each produced by a real sandbox query: faults on isolated instances for
// the slow and failing ones, and dates, parties and accommodations picked from the sandbox's own data for the rest.
// A tile produces its state when it comes into view (or its "Run again" button is pressed), not all at once: a
// dozen widgets searching together made the page slow to open on a busy machine.
import { createClient } from '../src/api/index.js';
import type { Accommodation, SearchQuery } from '../src/api/index.js';
import type { StayResults } from '../src/elements/stay-results.js';
import type { StayTable } from '../src/elements/stay-table.js';
import { isoDay } from './demo-config.js';

const KEY = 'pub_demo_chain';

interface SandboxAccommodation {
  id: string;
  name: string;
  closed: boolean;
  persons_max: number;
  labels: string[];
  free_stock: number[];
}

interface SandboxData {
  calendar: { start: string };
  labels: { id: string; color: string }[];
  accommodations: SandboxAccommodation[];
}

/** What a tile is produced from: the service, and the sandbox's data to pick dates and accommodations from. */
export interface GalleryContext {
  service: string;
  data: SandboxData;
}

export interface Tile {
  title: string;
  how: string;
  /** Fills the tile; may be called again by "Run again". */
  run(stage: HTMLElement): Promise<void>;
  rerun?: boolean;
}

/**
 * A group of tiles under a heading of its own. A new element's states are a new section (the staff table of issue
 * 15 adds one).
 */
export interface GallerySection {
  id: string;
  heading: string;
  tiles(context: GalleryContext): Tile[];
}

/** A tile's (or the gallery's) progress, as its `data-state` attribute says (the tests wait on it). */
export type TileState = 'waiting' | 'running' | 'ready' | 'failed';

/** How far below the window a tile starts producing its state, so that it is ready as it scrolls in. */
const AHEAD_OF_VIEW = '300px';

/** A sandbox instance of the tile's own: its faults never reach another tile (or another visitor's page). */
function instance(service: string, name: string): string {
  return `${service}/i/gallery-${name}-${Math.random().toString(36).slice(2, 8)}`;
}

async function addFault(base: string, fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${base}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`the sandbox refused the fault (${response.status})`);
}

function widget(base: string, attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('stay-search');
  element.setAttribute('public-key', KEY);
  element.setAttribute('base-url', base);
  element.setAttribute('lang', 'en');
  element.setAttribute('page-size', '2');
  element.setAttribute('arrival', isoDay(30));
  element.setAttribute('departure', isoDay(34));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function addDays(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `<stay-results>` alone, showing the answer of one real search (the way `<stay-search>` feeds it). */
async function resultsOf(service: string, queries: SearchQuery[], partySize = 2): Promise<HTMLElement> {
  const client = createClient({ baseUrl: service, publicKey: KEY });
  const pages = await Promise.all(queries.map((query) => client.search(query)));
  const items: Accommodation[] = pages.flat();
  const results = document.createElement('stay-results') as StayResults;
  results.lang = 'en';
  results.items = items;
  results.query = queries[0];
  results.total = items.length;
  results.partySize = partySize;
  results.status = 'ready';
  return results;
}

function searchTiles({ service, data }: GalleryContext): Tile[] {
  const open = data.accommodations.filter((a) => !a.closed);
  const closed = data.accommodations.find((a) => a.closed)!;
  const longest = [...data.accommodations].sort((a, b) => b.name.length - a.name.length)[0]!;
  const small = open.find((a) => a.persons_max <= 4)!;
  // Sold out: two nights in a row with no free place, a few weeks ahead.
  let soldOut: { id: string; arrival: string } | undefined;
  for (const accommodation of open) {
    const index = accommodation.free_stock.findIndex(
      (free, i) => i >= 7 && free === 0 && accommodation.free_stock[i + 1] === 0,
    );
    if (index >= 0) {
      soldOut = { id: accommodation.id, arrival: addDays(data.calendar.start, index) };
      break;
    }
  }
  // Labels of every colour: the fewest accommodations whose labels cover every colour, found greedily.
  const colourOf = new Map(data.labels.map((label) => [label.id, label.color]));
  const wanted = new Set(data.labels.map((label) => label.color));
  const labelled: string[] = [];
  while (wanted.size > 0 && labelled.length < 6) {
    const best = open
      .map((a) => ({
        id: a.id,
        covers: a.labels.filter((id) => wanted.has(colourOf.get(id) ?? '')).map((id) => colourOf.get(id)!),
      }))
      .sort((a, b) => b.covers.length - a.covers.length)[0];
    if (!best || best.covers.length === 0) break;
    labelled.push(best.id);
    for (const colour of best.covers) wanted.delete(colour);
  }
  const stay = { arrival: isoDay(30), departure: isoDay(34) };
  // Empty: the largest party the guests field allows (16), on two nights when nothing that takes 16 is free.
  const large = open.filter((a) => a.persons_max >= 16);
  const emptyIndex = open[0]!.free_stock.findIndex(
    (_, i) => i >= 7 && large.every((a) => Math.min(a.free_stock[i] ?? 1, a.free_stock[i + 1] ?? 1) === 0),
  );
  const empty =
    emptyIndex >= 0
      ? { arrival: addDays(data.calendar.start, emptyIndex), departure: addDays(data.calendar.start, emptyIndex + 2) }
      : stay;

  return [
    {
      title: 'First-load skeleton',
      how: 'The first answer is held back for 12 seconds (fault latency_ms on an isolated instance).',
      rerun: true,
      async run(stage) {
        const base = instance(service, 'skeleton');
        await addFault(base, { latency_ms: 12_000, count: 2, path: '/v3/' });
        stage.replaceChildren(widget(base, {}));
      },
    },
    {
      title: 'Results',
      how: 'A plain search, two results a page.',
      async run(stage) {
        stage.replaceChildren(widget(service, {}));
      },
    },
    {
      title: 'Busy: a later load keeps the list',
      how: 'After the first results the sort changes while the next answers are held back 12 seconds.',
      rerun: true,
      async run(stage) {
        const base = instance(service, 'busy');
        const element = widget(base, {});
        element.addEventListener(
          'stay-results',
          () =>
            void addFault(base, { latency_ms: 12_000, count: 2, path: '/v3/' }).then(() =>
              element.setAttribute('sort', 'price-asc'),
            ),
          { once: true },
        );
        stage.replaceChildren(element);
      },
    },
    {
      title: 'Empty',
      how: `A party of 16 on ${empty.arrival}: everything that takes 16 is booked (from /sandbox/data), and only available places are shown.`,
      async run(stage) {
        stage.replaceChildren(widget(service, { persons: '16', ...empty }));
      },
    },
    {
      title: 'Error, with retry',
      how: 'The next two searches fail with status 500 (fault on an isolated instance); “Try again” succeeds.',
      rerun: true,
      async run(stage) {
        const base = instance(service, 'error');
        await addFault(base, { status: 500, count: 2, path: '/v3/' });
        stage.replaceChildren(widget(base, {}));
      },
    },
    {
      title: 'Sold out',
      how: `Two nights on which ${soldOut?.id ?? 'an accommodation'} has no free place (from /sandbox/data), searched without the stock filter.`,
      async run(stage) {
        if (!soldOut) throw new Error('no sold-out nights in the data');
        stage.replaceChildren(
          await resultsOf(service, [
            { arrival: soldOut.arrival, departure: addDays(soldOut.arrival, 2), accommodationId: soldOut.id },
          ]),
        );
      },
    },
    {
      title: 'Closed',
      how: `${closed.id} is closed in the sandbox's data.`,
      async run(stage) {
        stage.replaceChildren(await resultsOf(service, [{ ...stay, accommodationId: closed.id }]));
      },
    },
    {
      title: 'A party that does not fit',
      how: `Six guests for ${small.id}, which takes at most ${small.persons_max}.`,
      async run(stage) {
        stage.replaceChildren(await resultsOf(service, [{ ...stay, persons: 6, accommodationId: small.id }], 6));
      },
    },
    {
      title: 'Long names and descriptions',
      how: `The longest name in the data (${longest.name.length} characters).`,
      async run(stage) {
        stage.replaceChildren(await resultsOf(service, [{ ...stay, accommodationId: longest.id }]));
      },
    },
    {
      title: 'One result',
      how: 'accommodation_id narrows the search to one accommodation.',
      async run(stage) {
        stage.replaceChildren(await resultsOf(service, [{ ...stay, accommodationId: open[0]!.id }]));
      },
    },
    {
      title: 'Labels of every colour',
      how: `The ${labelled.length} accommodations whose labels together cover all ${data.labels.length > 0 ? new Set(data.labels.map((l) => l.color)).size : 0} colours.`,
      async run(stage) {
        stage.replaceChildren(
          await resultsOf(
            service,
            labelled.map((id) => ({ ...stay, accommodationId: id })),
          ),
        );
      },
    },
  ];
}

/** Rows in the table's tiles: enough to compare, few enough to see the whole grid in a tile. */
const TABLE_ROWS = 8;

/** `<stay-table>` alone, showing one real search sorted by price (the way `<stay-search view="table">` feeds it). */
async function tableOf(service: string, query: SearchQuery, density: 'compact' | 'comfortable'): Promise<StayTable> {
  await import('../src/define/stay-table.js');
  const sorted: SearchQuery = { ...query, sorts: [{ column: 'price_total', order: 'asc' }], limit: TABLE_ROWS };
  const client = createClient({ baseUrl: service, publicKey: KEY });
  const [items, total] = await Promise.all([client.search(sorted), client.count(sorted)]);
  const table = document.createElement('stay-table');
  table.lang = 'en';
  table.density = density;
  table.items = items;
  table.query = sorted;
  table.sorts = sorted.sorts!;
  table.total = total;
  table.status = 'ready';
  return table;
}

/** `<stay-search>` in the table view, as the back office's app page shows it. */
function deskWidget(base: string, attributes: Record<string, string>): HTMLElement {
  return widget(base, { 'page-size': '20', view: 'table', ...attributes });
}

function tableTiles({ service, data }: GalleryContext): Tile[] {
  const stay = { arrival: isoDay(30), departure: isoDay(34) };
  // Empty as in the search's tiles: a party of 16 on two nights when nothing that takes 16 is free.
  const open = data.accommodations.filter((a) => !a.closed);
  const large = open.filter((a) => a.persons_max >= 16);
  const emptyIndex = open[0]!.free_stock.findIndex(
    (_, i) => i >= 7 && large.every((a) => Math.min(a.free_stock[i] ?? 1, a.free_stock[i + 1] ?? 1) === 0),
  );
  const empty =
    emptyIndex >= 0
      ? { arrival: addDays(data.calendar.start, emptyIndex), departure: addDays(data.calendar.start, emptyIndex + 2) }
      : stay;
  return [
    {
      title: 'Table: compact',
      how: `The first ${TABLE_ROWS} results by price, in the default density (the most rows in view).`,
      async run(stage) {
        stage.replaceChildren(await tableOf(service, stay, 'compact'));
      },
    },
    {
      title: 'Table: comfortable',
      how: 'The same search with density="comfortable": taller rows, for touch.',
      async run(stage) {
        stage.replaceChildren(await tableOf(service, stay, 'comfortable'));
      },
    },
    {
      title: 'Table: a row’s details open',
      how: 'The first row clicked: description, labels, picture, price breakdown, Copy quote and Book.',
      async run(stage) {
        const table = await tableOf(service, stay, 'compact');
        stage.replaceChildren(table);
        await table.updateComplete;
        table.shadowRoot!.querySelector<HTMLElement>('tr[part~="row"] [data-column="name"]')!.click();
        await table.updateComplete;
      },
    },
    {
      title: 'Table: loading',
      how: 'The first answer is held back for 12 seconds (fault latency_ms on an isolated instance).',
      rerun: true,
      async run(stage) {
        const base = instance(service, 'table-loading');
        await addFault(base, { latency_ms: 12_000, count: 2, path: '/v3/' });
        stage.replaceChildren(deskWidget(base, {}));
      },
    },
    {
      title: 'Table: empty',
      how: `A party of 16 on ${empty.arrival}: everything that takes 16 is booked; "Clear filters" and "Change dates".`,
      async run(stage) {
        stage.replaceChildren(deskWidget(service, { persons: '16', ...empty }));
      },
    },
    {
      title: 'Table: error, with retry',
      how: 'The next two searches fail with status 500 (fault on an isolated instance); “Try again” succeeds.',
      rerun: true,
      async run(stage) {
        const base = instance(service, 'table-error');
        await addFault(base, { status: 500, count: 2, path: '/v3/' });
        stage.replaceChildren(deskWidget(base, {}));
      },
    },
  ];
}

/** The sections of the gallery, in page order. */
export const GALLERY_SECTIONS: GallerySection[] = [
  { id: 'search', heading: 'The search: results, loading, empty and error states', tiles: searchTiles },
  {
    id: 'table',
    heading: 'The staff table: compact and comfortable, details, loading, empty and error states',
    tiles: tableTiles,
  },
];

function renderTile(tile: Tile, id: string): { figure: HTMLElement; run(): void } {
  const figure = document.createElement('div');
  figure.className = 'tile';
  figure.dataset.state = 'waiting' satisfies TileState;
  figure.setAttribute('role', 'group');
  const head = document.createElement('div');
  head.className = 'tile-head';
  // Tiles and sections both h3: a tile's widget has its own h2 inside, and a jump from it to an h4 would break
  // the heading order.
  const title = document.createElement('h3');
  title.id = id;
  title.textContent = tile.title;
  head.append(title);
  const how = document.createElement('p');
  how.className = 'muted';
  how.textContent = tile.how;
  const stage = document.createElement('div');
  stage.className = 'tile-stage';
  figure.setAttribute('aria-labelledby', title.id);
  const setState = (state: TileState) => (figure.dataset.state = state);
  const run = () => {
    setState('running');
    tile.run(stage).then(
      () => setState('ready'),
      (error: unknown) => {
        stage.textContent = `This state could not be produced: ${error instanceof Error ? error.message : String(error)}`;
        setState('failed');
      },
    );
  };
  if (tile.rerun) {
    const again = document.createElement('button');
    again.type = 'button';
    again.textContent = 'Run again';
    again.setAttribute('aria-describedby', title.id);
    again.addEventListener('click', run);
    head.append(again);
  }
  figure.append(head, how, stage);
  return { figure, run };
}

/** Has `start` run once, when `element` comes near the window of its own document. */
export function whenNearView(element: Element, start: () => void): void {
  // The page's own document as the root: a page shown in a frame counts its own window, not the top page's.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { root: document, rootMargin: `${AHEAD_OF_VIEW} 0px` },
  );
  observer.observe(element);
}

async function layOut(container: HTMLElement, service: string, sections: GallerySection[]): Promise<void> {
  const response = await fetch(`${service}/sandbox/data`);
  if (!response.ok) throw new Error(`the sandbox's data could not be read (${response.status})`);
  const context: GalleryContext = { service, data: (await response.json()) as SandboxData };
  for (const section of sections) {
    const group = document.createElement('section');
    group.className = `gallery-section gallery-${section.id}`;
    const heading = document.createElement('h3');
    heading.id = `gallery-${section.id}`;
    heading.textContent = section.heading;
    group.setAttribute('aria-labelledby', heading.id);
    const grid = document.createElement('div');
    grid.className = 'gallery';
    section.tiles(context).forEach((tile, index) => {
      const { figure, run } = renderTile(tile, `tile-${section.id}-${index}`);
      grid.append(figure);
      whenNearView(figure, run);
    });
    group.append(heading, grid);
    container.append(group);
  }
}

/**
 * The gallery: it reads the sandbox's data and lays out its sections with every tile's title and description at
 * once (so the page does not jump under a reader who scrolls to it), and each tile produces its state when it comes
 * near the window. The container's `data-state` says how far the layout is (`running`, `ready`, `failed`).
 */
export function renderGallery(
  container: HTMLElement,
  service: string,
  sections: GallerySection[] = GALLERY_SECTIONS,
): void {
  container.dataset.state = 'running' satisfies TileState;
  layOut(container, service, sections).then(
    () => (container.dataset.state = 'ready' satisfies TileState),
    (error: unknown) => {
      container.textContent = `The gallery could not be laid out: ${error instanceof Error ? error.message : String(error)}`;
      container.dataset.state = 'failed' satisfies TileState;
    },
  );
}
