// A page object for <stay-search>: composes the page objects of its parts, so its tests read as journeys and never
// depend on the parts' markup. Also a recorder for the requests the widget makes, and the sandbox's data with the
// contract's search semantics, so tests compute what they expect instead of hard-coding it.
import { fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { waitUntil } from './wait.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { StayDates } from '../../src/elements/stay-dates.js';
import type { StayGuests } from '../../src/elements/stay-guests.js';
import type { StayFilters } from '../../src/elements/stay-filters.js';
import type { StayPager } from '../../src/elements/stay-pager.js';
import type { StayResultsEvent } from '../../src/events/stay-search.js';
import { StayDatesPage } from './stay-dates-page.js';
import { StayGuestsPage } from './stay-guests-page.js';
import { StayFiltersPage } from './stay-filters-page.js';
import { StayResultsPage } from './stay-results-page.js';
import { nextEvent } from './events.js';

export class StaySearchPage {
  constructor(readonly element: StaySearch) {}

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  private child<T extends Element>(selector: string): T {
    const found = this.root.querySelector<T>(selector);
    if (!found) throw new Error(`<stay-search> has no ${selector}`);
    return found;
  }

  get dates(): StayDatesPage {
    return new StayDatesPage(this.child<StayDates>('stay-dates'));
  }

  get guests(): StayGuestsPage {
    return new StayGuestsPage(this.child<StayGuests>('stay-guests'));
  }

  get filters(): StayFiltersPage {
    return new StayFiltersPage(this.child<StayFilters>('stay-filters'));
  }

  get results(): StayResultsPage {
    return StayResultsPage.within(this.element);
  }

  get pager(): StayPager | null {
    return this.root.querySelector('stay-pager');
  }

  /** The pager's button by its visible text or accessible name ("Next", "Page 3"). */
  pagerButton(name: string): HTMLButtonElement {
    const pager = this.pager;
    if (!pager) throw new Error('<stay-search> shows no pager');
    const buttons = [...pager.shadowRoot!.querySelectorAll('button')];
    const found = buttons.find(
      (button) =>
        (button.getAttribute('aria-label') ?? button.textContent!.trim()) === name ||
        button.textContent!.trim() === name,
    );
    if (!found) throw new Error(`no pager button "${name}"`);
    return found;
  }

  pageCount(): number {
    return this.pager?.pageCount ?? 0;
  }

  /** The "choose your dates" prompt's text, or `null`. */
  prompt(): string | null {
    return this.root.querySelector('[part~="prompt"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  }

  /** A configuration or session message (role="alert"), or `null`. */
  message(): HTMLElement | null {
    return this.root.querySelector<HTMLElement>('[part~="message"]');
  }

  session(): string | null {
    return this.root.querySelector('[part~="session"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
  }

  adminSelect(): HTMLSelectElement | null {
    return this.root.querySelector('select');
  }

  /** Resolves with the next `stay-results`; call it before the action that triggers the search. */
  nextResults(): Promise<StayResultsEvent> {
    return nextEvent(this.element, 'stay-results');
  }

  /** Sets the dates, listening first, and resolves with their search's results once the widget has shown them. */
  async searchDates(arrival: string, departure: string): Promise<StayResultsEvent> {
    const results = this.nextResults();
    this.element.arrival = arrival;
    this.element.departure = departure;
    const event = await results;
    await this.element.updateComplete;
    return event;
  }

  async settle(): Promise<void> {
    await this.element.updateComplete;
  }

  /** Waits until the widget is neither loading nor busy. */
  async idle(): Promise<void> {
    await waitUntil(() => {
      const results = this.root.querySelector('stay-results');
      return !results || (results.status !== 'loading' && !results.busy);
    }, 'the search did not settle');
  }
}

type WidgetEventName = 'stay-results' | 'stay-error';

export interface SearchFixture<K extends WidgetEventName = 'stay-results'> {
  el: StaySearch;
  page: StaySearchPage;
  /** The widget's first `stay-results` (or the event named), listened for from before it connected. */
  first: Promise<GlobalEventHandlersEventMap[K]>;
}

/**
 * Renders a fixture holding a `<stay-search>` while already listening for the widget's first `stay-results` (or
 * `stay-error`). With dates in the markup the widget searches at connect, and on a busy machine its answer can come
 * before `fixture()` returns: `page.nextResults()` called after it would then wait in vain.
 */
export async function searchFixture<K extends WidgetEventName = 'stay-results'>(
  template: TemplateResult,
  name: K = 'stay-results' as K,
): Promise<SearchFixture<K>> {
  const caught: { target: EventTarget | null; event: Event }[] = [];
  let check = () => {};
  const listener = (event: Event) => {
    caught.push({ target: event.target, event });
    check();
  };
  document.addEventListener(name, listener);
  let rendered: Element;
  try {
    rendered = await fixture<Element>(template);
  } catch (error) {
    document.removeEventListener(name, listener);
    throw error;
  }
  const el = (rendered.localName === 'stay-search' ? rendered : rendered.querySelector('stay-search')) as StaySearch;
  if (!el) throw new Error('the fixture holds no <stay-search>');
  const first = new Promise<GlobalEventHandlersEventMap[K]>((resolve) => {
    check = () => {
      const hit = caught.find((entry) => entry.target === el);
      if (!hit) return;
      document.removeEventListener(name, listener);
      resolve(hit.event as GlobalEventHandlersEventMap[K]);
    };
    check();
  });
  return { el, page: new StaySearchPage(el), first };
}

export interface RecordedRequest {
  url: URL;
  signal: AbortSignal | undefined;
  /** Settles when the request does (answered, failed or aborted). */
  done: Promise<unknown>;
}

/**
 * A `fetch` that records every search request (URL, signal, whether it asked for the count) before sending it
 * through `send` (the real `fetch` by default).
 */
export function recordingFetch(send: typeof fetch = (input, init) => window.fetch(input, init)): {
  fetch: typeof fetch;
  /** Every request, searches and sign-in alike. */
  all: URL[];
  searches: URL[];
  requests: RecordedRequest[];
  data: () => URL[];
  counts: () => URL[];
  reset: () => void;
} {
  const all: URL[] = [];
  const searches: URL[] = [];
  const requests: RecordedRequest[] = [];
  const recorder = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = send(input, init);
    all.push(url);
    if (url.pathname.endsWith('/v3/accommodations/search')) {
      searches.push(url);
      requests.push({
        url,
        signal: init?.signal ?? undefined,
        done: answer.then(
          () => undefined,
          () => undefined,
        ),
      });
    }
    return answer;
  };
  return {
    fetch: recorder,
    all,
    searches,
    requests,
    data: () => searches.filter((url) => !url.searchParams.has('count')),
    counts: () => searches.filter((url) => url.searchParams.has('count')),
    reset: () => {
      all.splice(0);
      searches.splice(0);
      requests.splice(0);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The sandbox's data, and the contract's search semantics (§2) over it

export interface SandboxAccommodation {
  id: string;
  numeric_id: number;
  administration_id: string;
  type: string | null;
  tags: string[];
  name: string;
  rank: number;
  closed: boolean;
  persons_min: number;
  persons_max: number;
  rating: { amount: string; avarage: string };
  units: number;
  free_stock: number[];
}

export interface SandboxData {
  today: string;
  calendar: { start: string; days: number };
  tags: { id: string; name: string }[];
  accommodations: SandboxAccommodation[];
}

const dataCache = new Map<string, Promise<SandboxData>>();

export function sandboxData(base: string): Promise<SandboxData> {
  let data = dataCache.get(base);
  if (!data) {
    data = fetch(`${base}/sandbox/data`).then((response) => response.json() as Promise<SandboxData>);
    dataCache.set(base, data);
  }
  return data;
}

function dayIndex(start: string, iso: string): number {
  return Math.round(
    (Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) -
      Date.UTC(+start.slice(0, 4), +start.slice(5, 7) - 1, +start.slice(8, 10))) /
      86_400_000,
  );
}

/** `available_stock` as contract §2 defines it. */
export function availableStock(
  data: SandboxData,
  item: SandboxAccommodation,
  arrival: string,
  departure: string,
  party = 2,
): number {
  if (item.closed || party < item.persons_min || party > item.persons_max) return 0;
  const from = dayIndex(data.calendar.start, arrival);
  const to = dayIndex(data.calendar.start, departure);
  let free = Number.POSITIVE_INFINITY;
  for (let night = from; night < to; night++) {
    free = Math.min(free, night < 0 ? 0 : night >= item.free_stock.length ? item.units : item.free_stock[night]!);
  }
  return Number.isFinite(free) ? free : 0;
}

export interface Expectation {
  arrival: string;
  departure: string;
  party?: number;
  onlyAvailable?: boolean;
  tagGroups?: string[][];
  types?: string[];
  sort?: 'rank' | 'name' | 'rating';
  adminId?: string;
}

/** The ids the sandbox answers, in order, for the filters of `expect` (all pages). */
export function expectedIds(data: SandboxData, expect: Expectation): string[] {
  const party = expect.party ?? 2;
  const rows = data.accommodations.filter((item) => {
    if (expect.onlyAvailable !== false && availableStock(data, item, expect.arrival, expect.departure, party) < 1)
      return false;
    if (expect.tagGroups?.some((group) => group.length && !group.some((tag) => item.tags.includes(tag)))) return false;
    if (expect.types?.length && !expect.types.includes(item.type ?? '')) return false;
    if (expect.adminId && item.administration_id !== expect.adminId) return false;
    return true;
  });
  const collator = new Intl.Collator('en');
  const tie = (a: SandboxAccommodation, b: SandboxAccommodation) =>
    a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const order =
    expect.sort === 'name'
      ? (a: SandboxAccommodation, b: SandboxAccommodation) => collator.compare(a.name, b.name) || tie(a, b)
      : expect.sort === 'rating'
        ? (a: SandboxAccommodation, b: SandboxAccommodation) =>
            Number(b.rating.avarage) - Number(a.rating.avarage) || tie(a, b)
        : tie;
  return rows.sort(order).map((item) => item.id);
}

/** `YYYY-MM-DD` `days` after `iso`. */
export function plusDays(iso: string, days: number): string {
  const date = new Date(Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10) + days));
  return date.toISOString().slice(0, 10);
}

/** Collects `console.warn` calls (and keeps them off the log) until `restore()`. */
export function captureWarnings(): { messages: string[]; restore: () => void } {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return { messages, restore: () => (console.warn = original) };
}

/**
 * Wraps a `fetch` so that the requests `held` picks wait until `release()`: a slow answer for one page, with no
 * timer. Aborting a held request still rejects it at once (the real `fetch` sees the aborted signal).
 */
export function holdingFetch(
  inner: typeof fetch,
  held: (url: URL) => boolean,
): { fetch: typeof fetch; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const holding = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (held(url)) {
      await Promise.race([
        gate,
        new Promise((resolve) => init?.signal?.addEventListener('abort', resolve, { once: true })),
      ]);
    }
    return inner(input, init);
  };
  return { fetch: holding, release };
}
