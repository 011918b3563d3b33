// Searching every administration of a user at once (issue 15 item 4): each administration is asked on its own
// (one `X-Admin-Id` each) and the answers are merged in the order of the chosen sorts, page by page.
//
// The merge is a k-way merge of the administrations' own orders. It only ever takes the head of an
// administration's list, so each administration keeps its own order, and pages of 20 stay exact: merged page p is
// merged items (p-1)*20 … p*20-1. An administration's further pages are fetched only when the merge reaches the
// end of what it has of that administration.
//
// Order of the heads, and so of the merged list: the chosen sorts, then `rank`, then `id` (the contract's own
// tie-break, contract §2, so the merged order is what one search over the whole chain returns), then the
// administration's place in the list given (only two rows with the same id in two administrations get that far).
import type { Accommodation, SearchQuery, Sort, SortColumn } from '../api/types.js';
import type { StayClient } from '../api/client.js';

/** What the service returns a page (the contract's maximum `limit`). */
export const SERVICE_PAGE_SIZE = 20;

/** Rows a merged page. */
export const MERGED_PAGE_SIZE = 20;

/** The locale whose collation orders `name` (contract §2: the default-language name, locale collation). */
export const DEFAULT_NAME_COLLATION = 'en';

/** One row of the merged list: an accommodation and the administration it was found in. */
export interface MergedItem {
  adminId: string;
  accommodation: Accommodation;
}

/**
 * An administration the merged page lacks: its first page could not be fetched (it is left out of the page and the
 * total), or a later page of it could not (its rows from there on are missing from this page; its earlier rows and
 * its count stay).
 */
export interface AdministrationFailure {
  adminId: string;
  error: unknown;
}

/** A merged page and what it was made of. */
export interface MergedPage {
  /** The page asked for, from 1. */
  page: number;
  items: MergedItem[];
  /**
   * The sum of the counts of the administrations that answered (one whose later page failed still counts), or
   * `undefined` while one of their counts is not known yet (see `AdministrationsMerge.total`).
   */
  total: number | undefined;
  /** The administrations left out of this page, or missing from part of it, in the order given. */
  failures: AdministrationFailure[];
}

/** What the merge has of one administration: the first pages of its results, in its own order, and its count. */
export interface AdministrationRows {
  adminId: string;
  /** Pages 1…k of its results, concatenated. */
  rows: readonly Accommodation[];
  /**
   * How many rows it has in all; `undefined` until known (from its count, or from a short page that ended its rows).
   * The merge does not wait for it: its rows may go on after those fetched until a page says they end.
   */
  count: number | undefined;
  /** Set when its first page failed: it is left out of the merge and the total. */
  failure?: unknown;
  /**
   * Set when a later page of it failed: its rows so far and its count stay (earlier pages and the total do not
   * change), and a merged page that needs its further rows goes on without them and names it.
   */
  pageFailure?: unknown;
}

/** What the merge needs fetched before it can go on: pages (from 1), at most one an administration. */
export interface MergeNeeds {
  pages: Array<{ adminId: string; page: number }>;
}

export type MergeStep = { kind: 'page'; page: MergedPage } | { kind: 'needs'; needs: MergeNeeds };

/** The number `rating` sorts on: `rating.avarage` (a string; `7,5` too). Unreadable or missing counts as 0, as the
 * service sends `"0"` for an accommodation without reviews. */
export function ratingNumber(accommodation: Accommodation): number {
  const value = parseFloat(String(accommodation.rating?.avarage ?? '').replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

const NUMERIC_VALUE: Record<Exclude<SortColumn, 'name'>, (accommodation: Accommodation) => number> = {
  available_stock: (accommodation) => accommodation.available_stock,
  rank: (accommodation) => accommodation.rank,
  price_total: (accommodation) => accommodation.price_total,
  persons_max: (accommodation) => accommodation.persons_max,
  persons_min: (accommodation) => accommodation.persons_min,
  rating: ratingNumber,
};

/** Numbers that are missing or not numbers sort after every real number, in both orders. */
function compareNumbers(a: number, b: number): number {
  const aMissing = !Number.isFinite(a);
  const bMissing = !Number.isFinite(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return a - b;
}

/** By code points, as the contract's `id` tie-break does. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The order of two accommodations under `sorts`, then `rank`, then `id` (the service's own order, contract §2).
 * `name` compares the default-language names with `Intl.Collator(collation)`; `rating` the number in
 * `rating.avarage`.
 */
export function accommodationComparator(
  sorts: readonly Sort[],
  collation = DEFAULT_NAME_COLLATION,
): (a: Accommodation, b: Accommodation) => number {
  const collator = new Intl.Collator(collation);
  const keys = sorts.map(({ column, order }) => {
    const sign = order === 'desc' ? -1 : 1;
    if (column === 'name') return (a: Accommodation, b: Accommodation) => sign * collator.compare(a.name, b.name);
    const value = NUMERIC_VALUE[column];
    return (a: Accommodation, b: Accommodation) => {
      const difference = compareNumbers(value(a), value(b));
      // Missing values stay last whatever the order.
      return Number.isFinite(value(a)) && Number.isFinite(value(b)) ? sign * difference : difference;
    };
  });
  keys.push(
    (a, b) => compareNumbers(a.rank, b.rank),
    (a, b) => compareIds(a.id, b.id),
  );
  return (a, b) => {
    for (const key of keys) {
      const difference = key(a, b);
      if (difference !== 0) return difference;
    }
    return 0;
  };
}

/**
 * Merged page `page` from what is known of each administration, or what must be fetched first. The merge walks from
 * the start, and stops at the first administration whose next row is not fetched yet (and whose rows are not known
 * to end there), asking for that page of every such administration: for page 1, the first page of each. Counts are
 * not needed: the page's `total` is their sum once all are known, else `undefined`. An administration whose next
 * page failed (`pageFailure`) is passed over from where its rows end: the page goes on with the others and names it
 * among its failures.
 */
export function mergePage(
  administrations: readonly AdministrationRows[],
  sorts: readonly Sort[],
  page: number,
  { collation = DEFAULT_NAME_COLLATION, pageSize = MERGED_PAGE_SIZE, servicePageSize = SERVICE_PAGE_SIZE } = {},
): MergeStep {
  const live = administrations.filter((administration) => administration.failure === undefined);
  /** Administrations whose further rows this page needed but could not have (a later page failed). */
  const missing = new Set<AdministrationRows>();
  const failuresOfPage = () =>
    administrations
      .filter((administration) => administration.failure !== undefined || missing.has(administration))
      .map(({ adminId, failure, pageFailure }) => ({ adminId, error: failure ?? pageFailure }));

  const compare = accommodationComparator(sorts, collation);
  const total = totalOf(live);
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const positions = live.map(() => 0);
  const items: MergedItem[] = [];

  for (let taken = 0; taken < end; taken += 1) {
    const pages: MergeNeeds['pages'] = [];
    let best = -1;
    live.forEach((administration, index) => {
      const position = positions[index]!;
      // Its rows end here (a count, or a short page, said so).
      if (position >= (administration.count ?? Number.POSITIVE_INFINITY)) return;
      if (position >= administration.rows.length) {
        if (administration.pageFailure !== undefined) {
          if (taken >= start) missing.add(administration);
          return;
        }
        pages.push({ adminId: administration.adminId, page: Math.floor(position / servicePageSize) + 1 });
        return;
      }
      if (best < 0 || compare(administration.rows[position]!, live[best]!.rows[positions[best]!]!) < 0) best = index;
    });
    if (pages.length) return { kind: 'needs', needs: { pages } };
    if (best < 0) break;
    if (taken >= start)
      items.push({ adminId: live[best]!.adminId, accommodation: live[best]!.rows[positions[best]!]! });
    positions[best]! += 1;
  }
  return { kind: 'page', page: { page, items, total, failures: failuresOfPage() } };
}

/** The sum of the counts of `administrations`, or `undefined` while one of them is not known. */
function totalOf(administrations: readonly AdministrationRows[]): number | undefined {
  let total = 0;
  for (const { count } of administrations) {
    if (count === undefined) return undefined;
    total += count;
  }
  return total;
}

/** Fetches for one administration; the real ones send `X-Admin-Id`. */
export interface MergeSource {
  /** Page `page` (from 1, pages of `SERVICE_PAGE_SIZE`) of one administration's results in the chosen sorts. */
  fetchPage(adminId: string, page: number, signal?: AbortSignal): Promise<Accommodation[]>;
  /** How many results one administration has for the query. */
  fetchCount(adminId: string, signal?: AbortSignal): Promise<number>;
}

export interface MergeOptions {
  collation?: string;
  pageSize?: number;
  /**
   * Counts already known for this query (another merge of it in other sorts found them: the sorts do not change
   * how many rows match). Not asked for again.
   */
  counts?: ReadonlyMap<string, number>;
}

/**
 * One query over several administrations, merged. Keeps a cursor for each (the pages fetched, the rows, the
 * count) for as long as it lives, so paging on fetches only what the next page needs. Make a new one for another
 * query or other sorts.
 */
export class AdministrationsMerge {
  readonly #administrations: AdministrationRows[];
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #requests = new Map<string, number>();
  /** Where an administration's rows end, once a short page has shown it (it wins over a larger count). */
  readonly #ends = new Map<string, number>();
  /** Why an administration's count could not be fetched by the latest `total()` (the next one asks it again). */
  readonly #uncounted = new Map<string, unknown>();

  constructor(
    adminIds: readonly string[],
    readonly sorts: readonly Sort[],
    private readonly source: MergeSource,
    private readonly options: MergeOptions = {},
  ) {
    this.#administrations = [...new Set(adminIds)].map((adminId) => ({
      adminId,
      rows: [],
      count: options.counts?.get(adminId),
    }));
  }

  /** The counts known so far, of the administrations that did not fail. */
  get counts(): Map<string, number> {
    const known = new Map<string, number>();
    for (const { adminId, count, failure } of this.#administrations)
      if (count !== undefined && failure === undefined) known.set(adminId, count);
    return known;
  }

  /**
   * The administrations whose count the latest `total()` could not fetch, with why (their rows stay; the total is
   * unknown until a later `total()` counts them).
   */
  get uncounted(): AdministrationFailure[] {
    return [...this.#uncounted].map(([adminId, error]) => ({ adminId, error }));
  }

  /** How many service requests each administration has needed so far (pages and counts). */
  get requests(): Record<string, number> {
    return Object.fromEntries(this.#requests);
  }

  /**
   * Merged page `page` (from 1). Rejects only when `signal` aborts; a failing administration becomes a failure of
   * the page. Failures are not kept: each call asks a failed administration again (the next page, "Try again").
   */
  async page(page: number, signal?: AbortSignal): Promise<MergedPage> {
    for (const administration of this.#administrations) {
      administration.failure = undefined;
      administration.pageFailure = undefined;
    }
    for (;;) {
      signal?.throwIfAborted();
      const step = mergePage(this.#administrations, this.sorts, page, {
        collation: this.options.collation,
        pageSize: this.options.pageSize,
      });
      if (step.kind === 'page') return step.page;
      // Settled, not all: a fetch shared with a call that was aborted meanwhile is simply asked again.
      await Promise.allSettled(
        step.needs.pages.map(({ adminId, page }) =>
          this.#once(`page ${adminId} ${page}`, () => this.#fetchPage(adminId, page, signal)),
        ),
      );
    }
  }

  /**
   * How many rows the administrations have in all: the sum of the counts of those not left out of the page (whose
   * first page did not fail), each count asked for (in parallel, once) where not known yet. Ask it after the page
   * when the rows should show first (a page needs no count); asked beside the page, it waits for the first pages
   * too, to know which administrations are left out. Rejects when `signal` aborts, or with the error of a count that
   * could not be fetched (the rows stay; the next call asks it again).
   */
  async total(signal?: AbortSignal): Promise<number> {
    this.#uncounted.clear();
    for (;;) {
      signal?.throwIfAborted();
      const fetches: Promise<void>[] = [];
      for (const { adminId, rows, count, failure } of this.#administrations) {
        if (failure !== undefined) continue;
        if (count === undefined && !this.#uncounted.has(adminId))
          fetches.push(this.#once(`count ${adminId}`, () => this.#fetchCount(adminId, signal)));
        // Whether it is left out is known once its first page is in.
        if (!rows.length && count !== 0)
          fetches.push(this.#once(`page ${adminId} 1`, () => this.#fetchPage(adminId, 1, signal)));
      }
      if (!fetches.length) break;
      // Settled, not all: a fetch shared with a call that was aborted meanwhile is simply asked again.
      await Promise.allSettled(fetches);
    }
    const live = this.#administrations.filter((administration) => administration.failure === undefined);
    const uncounted = live.find(({ adminId }) => this.#uncounted.has(adminId));
    if (uncounted) throw this.#uncounted.get(uncounted.adminId);
    return totalOf(live)!;
  }

  /** One fetch of a kind at a time, shared by pages asked for at once; forgotten once settled. */
  #once(key: string, fetch: () => Promise<void>): Promise<void> {
    let pending = this.#inFlight.get(key);
    if (!pending) {
      pending = fetch().finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    return pending;
  }

  #administration(adminId: string): AdministrationRows {
    return this.#administrations.find((administration) => administration.adminId === adminId)!;
  }

  #count(adminId: string): void {
    this.#requests.set(adminId, (this.#requests.get(adminId) ?? 0) + 1);
  }

  async #fetchCount(adminId: string, signal?: AbortSignal): Promise<void> {
    const administration = this.#administration(adminId);
    this.#count(adminId);
    try {
      const count = await this.source.fetchCount(adminId, signal);
      if (!Number.isInteger(count) || count < 0) throw new Error(`Administration ${adminId} sent a bad count.`);
      administration.count = Math.min(count, this.#ends.get(adminId) ?? count);
    } catch (error) {
      if (signal?.aborted) throw error;
      this.#uncounted.set(adminId, error);
    }
  }

  async #fetchPage(adminId: string, page: number, signal?: AbortSignal): Promise<void> {
    const administration = this.#administration(adminId);
    const expected = (page - 1) * SERVICE_PAGE_SIZE;
    if (administration.rows.length !== expected) return;
    this.#count(adminId);
    try {
      const rows = await this.source.fetchPage(adminId, page, signal);
      if (administration.rows.length !== expected) return;
      administration.pageFailure = undefined;
      administration.rows = [...administration.rows, ...rows.slice(0, SERVICE_PAGE_SIZE)];
      // A page shorter than a full one is the last: the rows end here, whatever the count said (or before it came).
      if (rows.length < SERVICE_PAGE_SIZE) {
        const end = administration.rows.length;
        this.#ends.set(adminId, end);
        administration.count = Math.min(administration.count ?? end, end);
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      // Without its first page it has nothing to show: it is left out. A later page lacks only its further rows.
      if (page === 1) administration.failure = error;
      else administration.pageFailure = error;
    }
  }
}

/**
 * A `MergeSource` over the service: `clientFor(adminId)` is a client sending that `X-Admin-Id` (e.g.
 * `createClient({ ...options, adminId })`); every page asks `query` with the merge's sorts, 20 a page.
 */
export function clientMergeSource(
  query: Omit<SearchQuery, 'page' | 'limit' | 'sorts'>,
  sorts: readonly Sort[],
  clientFor: (adminId: string) => Pick<StayClient, 'search' | 'count'>,
): MergeSource {
  return {
    fetchPage: (adminId, page, signal) =>
      clientFor(adminId).search({ ...query, sorts: [...sorts], page, limit: SERVICE_PAGE_SIZE }, { signal }),
    fetchCount: (adminId, signal) => clientFor(adminId).count({ ...query, sorts: [...sorts] }, { signal }),
  };
}
