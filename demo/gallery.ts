// Every state of the widget side by side, each produced by a real sandbox query: faults on isolated instances for
// the slow and failing ones, and dates, parties and accommodations picked from the sandbox's own data for the rest.
import { createClient } from '../src/api/index.js';
import type { Accommodation, SearchQuery } from '../src/api/index.js';
import type { StayResults } from '../src/elements/stay-results.js';
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

interface Tile {
  title: string;
  how: string;
  /** Fills the tile; may be called again by "Run again". */
  run(stage: HTMLElement): Promise<void>;
  rerun?: boolean;
}

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

function tiles(service: string, data: SandboxData): Tile[] {
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

export async function renderGallery(container: HTMLElement, service: string): Promise<void> {
  const response = await fetch(`${service}/sandbox/data`);
  if (!response.ok) {
    container.textContent = `The sandbox's data could not be read (${response.status}).`;
    return;
  }
  const data = (await response.json()) as SandboxData;
  const runs: Promise<void>[] = [];
  tiles(service, data).forEach((tile, index) => {
    const figure = document.createElement('div');
    figure.className = 'tile';
    figure.setAttribute('role', 'group');
    const head = document.createElement('div');
    head.className = 'tile-head';
    const title = document.createElement('h3');
    title.id = `tile-${index}`;
    title.textContent = tile.title;
    head.append(title);
    const how = document.createElement('p');
    how.className = 'muted';
    how.textContent = tile.how;
    const stage = document.createElement('div');
    stage.className = 'tile-stage';
    figure.setAttribute('aria-labelledby', title.id);
    const run = () =>
      tile.run(stage).catch((error: unknown) => {
        stage.textContent = `This state could not be produced: ${error instanceof Error ? error.message : String(error)}`;
      });
    if (tile.rerun) {
      const again = document.createElement('button');
      again.type = 'button';
      again.textContent = 'Run again';
      again.setAttribute('aria-describedby', title.id);
      again.addEventListener('click', () => void run());
      head.append(again);
    }
    figure.append(head, how, stage);
    container.append(figure);
    runs.push(run());
  });
  await Promise.all(runs);
}
