import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { RequestOptions } from '../api/client.js';
import { StayApiError, isStayApiError } from '../api/errors.js';
import { untilAborted } from '../api/http.js';
import type { Accommodation, SearchQuery } from '../api/types.js';
import { StayErrorEvent, StayQueryChangeEvent, StayResultsEvent } from '../events/stay-search.js';
import { countKey, emptyState, queryKey, sameQuery, stateToQuery, type SearchState } from '../logic/search-state.js';
import { holdIdleWork } from '../lazy/index.js';

/**
 * What a search goes through: one page of a query, and how many accommodations match it in all. Both must reject
 * with a `StayApiError` (`kind: 'aborted'` once `signal` aborts). A `StayClient` is one; a host that searches several
 * administrations at once gives its own, which merges their pages (and gives `searchPage`).
 */
export interface SearchSource {
  search(query: SearchQuery, options?: RequestOptions): Promise<Accommodation[]>;
  count(query: SearchQuery, options?: RequestOptions): Promise<number>;
  /**
   * A source over several administrations: the page with the administration of each row, the ones that could not
   * be searched, and the total as the page knows it. Used instead of `search` when there.
   */
  searchPage?(query: SearchQuery, options?: RequestOptions): Promise<SourcePage>;
  /** A source over several administrations: the ones whose count the latest `count(query)` could not fetch. */
  uncounted?(query: SearchQuery): AdministrationProblem[];
}

/** An administration a source over several could not search: its rows are left out, the others still show. */
export interface AdministrationProblem {
  adminId: string;
  error: StayApiError;
}

/** A page as a source over several administrations gives it. */
export interface SourcePage {
  items: Accommodation[];
  /** The administration of each item, in the same order. */
  adminIds?: string[];
  /** Administrations left out of the page and the total. */
  failures?: AdministrationProblem[];
  /** How many match in all, as this page was made (it wins over a count kept from before: an administration may
   * have failed since). */
  total?: number;
}

/** One committed answer: a page of a query, and how many match the query in all. */
export interface ResultSet {
  items: Accommodation[];
  /**
   * How many match in all; `undefined` while not known yet (a page of several administrations shown before their
   * counts, see `showsPageBeforeTotal`) or when it could not be counted.
   */
  total?: number;
  query: SearchQuery;
  /** On a search of several administrations: the administration of each item, in the same order. */
  adminIds?: string[];
  /** On a search of several administrations: the ones that could not be searched (the others still show). */
  failures?: AdministrationProblem[];
  /**
   * Set when the total was asked and could not be counted (the rows stay, `total` stays unknown): on several
   * administrations, the ones whose count failed; empty on one.
   */
  uncounted?: AdministrationProblem[];
}

/** A page fetched ahead is used this long after it was asked for; an older one is asked for again. */
export const AHEAD_MAX_AGE_MS = 60_000;
/** Counts kept for one source: one per combination of dates, party and filters the guest tried. */
export const MAX_KEPT_COUNTS = 100;

export interface SearchControllerOptions {
  /** The search the host starts with (its attributes, the page address), read when it first connects. */
  initialState: () => SearchState;
  /** Results a page, 1 to 20. */
  pageSize: () => number;
  /** Milliseconds between the last change and the search. */
  debounceMs: () => number;
  /**
   * Called at every commit, before the search runs: the host records the state (the page address) and gives the
   * source for it (`setSource`, for example another administration). One search runs after it, with both.
   */
  onCommit?: (state: SearchState) => void;
  /**
   * Called at every commit once its search has started (its requests are on their way): for what the search does
   * not wait for, such as recording the state in the page address (the history API can take milliseconds).
   */
  afterCommit?: (state: SearchState) => void;
  /**
   * The host can show a page before its total is known (the staff table). A source over several administrations
   * (one with `searchPage`) is then asked for the count only once the frame that shows the page has been painted
   * (the page needs none, and the counts would compete with the pages for the browser's connections and with the
   * rows for the main thread): the page shows at once without `total`, and again with it. `stay-results` fires once, after the total. Read at the start of each search; `false` by default.
   */
  showsPageBeforeTotal?: () => boolean;
  /**
   * A result set is about to be rendered: the host still shows the last state, laid out in the last frame. Scrolling
   * to where the results will show costs no layout here; after the render it would lay out the new page at once.
   * Called as the answer arrives, or, when it is here already (a page fetched ahead), at once in the commit, before
   * anything else of that commit renders (the pager's own page would leave the layout to be done again).
   */
  onShowing?: () => void;
  /** A result set has been rendered by the host; `stay-results` fires once this settles (focus). */
  onShown?: (result: ResultSet) => void | Promise<void>;
  /** A search failed (not one replaced or aborted); `stay-error` fires after it. */
  onFailed?: (error: StayApiError) => void;
}

/** A page shown before its total: where the total comes from, and where it is kept. */
interface TotalLater {
  result: ResultSet;
  source: SearchSource;
  counts: Map<string, number>;
  key: string;
}

/** A search that was under way; what a fetched-ahead page is: the promise of the page, from that source, then. */
interface PageAhead {
  key: string;
  promise: Promise<SourcePage>;
  askedAt: number;
  /** Set once the page has arrived. */
  arrived?: boolean;
}

type SearchHost = ReactiveControllerHost & HTMLElement;

/** The longest a page's total and the idle work wait for the frame that shows the page (a hidden tab paints none). */
const PAINT_WAIT_BOUND_MS = 100;

/** Resolves once the frame showing what was just rendered has been painted, or after `PAINT_WAIT_BOUND_MS`. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const bound = setTimeout(resolve, PAINT_WAIT_BOUND_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(bound);
        resolve();
      }),
    );
  });
}

/** A page of `query` from `source`, with the administrations of its rows when the source gives them. */
async function pageFrom(source: SearchSource, query: SearchQuery, options?: RequestOptions): Promise<SourcePage> {
  if (source.searchPage) return source.searchPage(query, options);
  return { items: await source.search(query, options) };
}

/** The rows up to the end of the result's page: at least that many match, when the total could not be counted. */
function rowsUpTo({ items, query }: ResultSet): number {
  return ((query.page ?? 1) - 1) * (query.limit ?? items.length) + items.length;
}

/** Every failure as the API layer gives it; anything else a source throws is a problem of the search. */
function asApiError(error: unknown): StayApiError {
  return isStayApiError(error) ? error : new StayApiError('server', undefined, { cause: error });
}

/**
 * Searching for a host element: the guest's state, the debounce, the request (a `@lit/task` Task whose signal
 * reaches `fetch`), the count kept per query, the page fetched ahead on intent, abort on removal and on every newer
 * search, and the stale-answer guard: only the newest search's answer or error is ever shown.
 *
 * The first search starts when the host connects (`hostConnected`), in parallel with its first render. Changes go
 * through `change` (debounced, or at once) and `restore` (the page address after Back); a new query asks for its
 * page and its count at once, another page of the same query only for the page. One failed request fails the
 * search, and the other request of it is stopped: a search settles only when everything it asked has.
 *
 * Fires on the host: `stay-query-change` (a new query is searched), `stay-results` (an answer is rendered),
 * `stay-error` (a search failed).
 */
export class SearchController implements ReactiveController {
  /** Everything the guest chose, whether searched yet or not. */
  state: SearchState = emptyState();
  /** The query whose answer is being fetched or shown; `null` while the dates are incomplete. */
  committed: SearchQuery | null = null;
  /** The newest answer; it stays visible while the next one loads. */
  shown: ResultSet | null = null;

  readonly #host: SearchHost;
  readonly #options: SearchControllerOptions;
  readonly #task: Task<[SearchQuery, SearchSource], ResultSet>;
  #source: SearchSource | undefined;
  #counts = new Map<string, number>();
  #ahead: PageAhead | undefined;
  /** The answer of the newest search, when its total is to be asked after it is shown. */
  #totalLater: TotalLater | undefined;
  /** Stops the count asked after a page was shown, once a newer search starts or the host goes. */
  #totalRequest: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #started = false;
  /** The host was removed while a search ran: it runs again when the host is back. */
  #interrupted = false;
  /** Inside a commit: the host may set the source, and the one search runs when the commit ends. */
  #committing = false;
  #lastRun: { query: SearchQuery; source: SearchSource } | undefined;
  /**
   * Releases the page's idle work (parts fetched ahead), held from the first search until its answer or error is
   * painted, so that nothing competes with the first results for the network or the main thread. `null` once
   * released: it is held only once.
   */
  #releaseIdleWork: (() => void) | null | undefined;
  /**
   * The search under way has its answer here already (a page fetched ahead, with its total known): it is shown a
   * few microtasks later, in this task. The host is not asked to render it as loading in between: that render
   * (the cards marked busy, the pager back on the shown page) would be replaced before any frame showed it.
   */
  #answerHere = false;
  /** `onShowing` was called for the search under way already, in its commit (its answer was here). */
  #showingCalled = false;

  constructor(host: SearchHost, options: SearchControllerOptions) {
    this.#host = host;
    this.#options = options;
    // The task asks its host to render as it starts (loading) and as it ends: the first not when the answer is here.
    // A task uses only these two of its host.
    const taskHost = {
      addController: (controller: ReactiveController) => host.addController(controller),
      requestUpdate: () => this.#requestUpdate(),
    } as ReactiveControllerHost;
    this.#task = new Task<[SearchQuery, SearchSource], ResultSet>(taskHost, {
      autoRun: false,
      task: ([query, source], { signal }) =>
        this.#fetch(query, source, signal).finally(() => (this.#answerHere = false)),
      onComplete: (result) => void this.#show(result),
      onError: (error) => this.#fail(error),
    });
    host.addController(this);
  }

  /** A search is under way (the previous answer, if any, is still shown). */
  get pending(): boolean {
    return this.#task.status === TaskStatus.PENDING;
  }

  /** Why the newest search failed; `undefined` while it runs, after an answer, or when it was only aborted. */
  get failure(): StayApiError | undefined {
    if (this.#task.status !== TaskStatus.ERROR) return undefined;
    const error = this.#task.error as StayApiError;
    return error.kind === 'aborted' ? undefined : error;
  }

  /** What is searched through now; `undefined` while the host cannot search (a setup problem, signing in). */
  get source(): SearchSource | undefined {
    return this.#source;
  }

  hostConnected(): void {
    if (!this.#started) {
      this.#started = true;
      this.state = this.#options.initialState();
      this.commit();
      return;
    }
    // Back after a move (a removal and an insertion, at once or later): a change still waiting for its debounce is
    // searched, else a search cut off by the removal runs again.
    const interrupted = this.#interrupted;
    this.#interrupted = false;
    if (!sameQuery(stateToQuery(this.state, this.#options.pageSize()), this.committed)) this.schedule();
    else if (interrupted) this.retry();
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    // A removed host shows nothing: it holds no idle work back.
    this.#letIdleWorkRun();
    // A removed host neither waits for nor shows an answer.
    if (this.pending || this.#totalRequest) {
      this.#interrupted = true;
      this.#task.abort();
      this.#stopTotal();
    }
  }

  /**
   * Searches through `source` from now on (`undefined`: not at all, and a search under way stops). Counts and a
   * page fetched ahead belong to the source they came from, so another source starts without them.
   */
  setSource(source: SearchSource | undefined): void {
    if (source === this.#source) return;
    this.#source = source;
    this.#counts = new Map();
    this.#ahead = undefined;
    this.#stopTotal();
    if (!this.#committing) this.#searchIfChanged();
  }

  /** Applies a change (to page 1, unless it names the page) and searches after the debounce, or at once. */
  change(changes: Partial<SearchState>, { immediate = false } = {}): void {
    this.state = { ...this.state, page: 1, ...changes };
    if (immediate) this.commit();
    else this.schedule();
    this.#requestUpdate();
  }

  /** Replaces the whole state (the page address after Back or Forward) and searches it at once. */
  restore(state: SearchState): void {
    this.state = state;
    this.commit();
    this.#requestUpdate();
  }

  /** Asks the host to render the state, unless the answer of the search under way is here (see `#answerHere`). */
  #requestUpdate(): void {
    if (!this.#answerHere) this.#host.requestUpdate();
  }

  /** Searches the current state after the debounce (a later change starts the wait again). */
  schedule(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.commit(), this.#options.debounceMs());
  }

  /** Makes the current state the query being searched, now. */
  commit(): void {
    clearTimeout(this.#timer);
    this.#committing = true;
    try {
      this.#options.onCommit?.(this.state);
    } finally {
      this.#committing = false;
    }
    const query = stateToQuery(this.state, this.#options.pageSize());
    const changed = !sameQuery(query, this.committed);
    if (changed) {
      this.committed = query;
      if (query) this.#host.dispatchEvent(new StayQueryChangeEvent(query));
    }
    this.#searchIfChanged();
    if (changed) this.#requestUpdate();
    this.#options.afterCommit?.(this.state);
  }

  /** Runs the committed query again ("Try again"). */
  retry(): void {
    if (this.committed && this.#source) this.#run(this.committed, this.#source);
  }

  /**
   * Fetches `page` of the shown query ahead (the guest shows intent to go there), unless it is fetched already.
   * Settles once that page has arrived or failed (at once when nothing is fetched ahead).
   */
  async prefetch(page: number): Promise<void> {
    const current = this.shown?.query;
    if (current) await this.#fetchAhead({ ...current, page })?.catch(() => undefined);
  }

  /**
   * Fetches ahead the search that `changes` would make of the current one (from page 1 unless they name a page): the
   * staff point at a sort's header. Unless it is fetched already.
   */
  prefetchChange(changes: Partial<SearchState>): void {
    const query = stateToQuery({ ...this.state, page: 1, ...changes }, this.#options.pageSize());
    if (query) this.#fetchAhead(query);
  }

  /** Fetches the page of `query` ahead, unless it is fetched already; gives the promise of that page. */
  #fetchAhead(query: SearchQuery): Promise<SourcePage> | undefined {
    const current = this.shown?.query;
    const source = this.#source;
    // Only while what is shown is what is searched: a change waiting for its answer makes the page moot.
    if (!current || !source || !sameQuery(current, this.committed) || sameQuery(current, query)) return;
    const key = queryKey(query);
    if (this.#ahead?.key === key && this.#isFresh(this.#ahead)) return this.#ahead.promise;
    const promise = pageFrom(source, query);
    const ahead: PageAhead = { key, promise, askedAt: Date.now() };
    // Used by the search that goes there, or never: a failure here is no failure of the guest's.
    promise.then(
      () => (ahead.arrived = true),
      () => undefined,
    );
    this.#ahead = ahead;
    return promise;
  }

  #isFresh(ahead: PageAhead): boolean {
    return Date.now() - ahead.askedAt < AHEAD_MAX_AGE_MS;
  }

  /** Starts the search of the committed query through the source, unless exactly that one is under way or shown. */
  #searchIfChanged(): void {
    const query = this.committed;
    const source = this.#source;
    if (!query || !source) {
      this.#letIdleWorkRun();
      this.#lastRun = undefined;
      this.#task.abort();
      return;
    }
    const last = this.#lastRun;
    if (last?.source === source && sameQuery(last.query, query)) return;
    this.#run(query, source);
  }

  #run(query: SearchQuery, source: SearchSource): void {
    if (this.#releaseIdleWork === undefined) this.#releaseIdleWork = holdIdleWork();
    this.#lastRun = { query, source };
    this.#stopTotal();
    // A page fetched ahead that has arrived, of a single source that has counted the query (see `#fetch`).
    const ahead = this.#ahead;
    this.#answerHere =
      !!ahead?.arrived &&
      ahead.key === queryKey(query) &&
      this.#isFresh(ahead) &&
      !source.searchPage &&
      this.#counts.has(countKey(query));
    this.#showingCalled = this.#answerHere;
    if (this.#answerHere) this.#options.onShowing?.();
    void this.#task.run([query, source]);
  }

  async #fetch(query: SearchQuery, source: SearchSource, signal: AbortSignal): Promise<ResultSet> {
    const ahead = this.#ahead;
    this.#ahead = undefined;
    const counts = this.#counts;
    const key = countKey(query);
    // A source of pages over several administrations keeps their counts itself, and knows which of them count now
    // (one that failed before may answer now): a total kept here could be stale.
    const knownTotal = source.searchPage ? undefined : counts.get(key);
    // One failed request fails the search: the other is stopped rather than left asking a service that refuses.
    const stopOthers = new AbortController();
    const requestSignal = AbortSignal.any([signal, stopOthers.signal]);
    let firstFailure: unknown;
    const failFast = <T>(request: Promise<T>): Promise<T> =>
      request.catch((error: unknown) => {
        firstFailure ??= error;
        stopOthers.abort();
        throw error;
      });
    const search = () => pageFrom(source, query, { signal: requestSignal });
    // A page fetched ahead is used while fresh; one that failed is no reason to fail the page: it is asked again.
    const usable = ahead?.key === queryKey(query) && this.#isFresh(ahead);
    const page = failFast(usable ? untilAborted(ahead.promise.catch(search), requestSignal) : search());
    const totalLater =
      knownTotal === undefined && Boolean(source.searchPage) && (this.#options.showsPageBeforeTotal?.() ?? false);
    const total =
      knownTotal !== undefined || totalLater
        ? Promise.resolve(knownTotal)
        : failFast(source.count(query, { signal: requestSignal })).then((count) => {
            this.#keepCount(counts, key, count);
            return count;
          });
    const [found, count] = await Promise.allSettled([page, total]);
    if (found.status === 'rejected' || count.status === 'rejected') throw asApiError(firstFailure);
    // The source may have answered just as the search was replaced.
    if (signal.aborted) throw new StayApiError('aborted');
    const { items, adminIds, failures } = found.value;
    const result: ResultSet = { items, query };
    const known = found.value.total ?? count.value;
    if (known !== undefined) result.total = known;
    if (adminIds) result.adminIds = adminIds;
    if (failures) result.failures = failures;
    this.#totalLater = known === undefined ? { result, source, counts, key } : undefined;
    return result;
  }

  #keepCount(counts: Map<string, number>, key: string, count: number): void {
    counts.delete(key);
    counts.set(key, count);
    // The oldest goes first (a Map keeps insertion order).
    if (counts.size > MAX_KEPT_COUNTS) counts.delete(counts.keys().next().value!);
  }

  async #show(result: ResultSet): Promise<void> {
    if (!this.#showingCalled) this.#options.onShowing?.();
    this.#showingCalled = false;
    this.shown = result;
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    await this.#options.onShown?.(result);
    const later = this.#totalLater?.result === result ? this.#totalLater : undefined;
    this.#totalLater = undefined;
    let counted: ResultSet | undefined = result;
    if (later) {
      // Stopped as the count itself is (a newer search, the host's removal), also while it waits for the frame.
      const request = new AbortController();
      this.#totalRequest = request;
      // The rows are painted before the total is asked: its requests (one an administration) would otherwise start
      // in the task that renders the rows, and hold back the frame that shows them.
      await afterPaint();
      counted = request.signal.aborted ? undefined : await this.#showTotal(later, request);
    }
    if (counted && this.shown === counted) {
      const page = counted.query.page ?? 1;
      this.#host.dispatchEvent(
        new StayResultsEvent(counted.items, page, counted.total ?? rowsUpTo(counted), counted.query),
      );
    }
    this.#letIdleWorkRunAfterPaint();
  }

  /**
   * Asks the total of a page shown without it, and shows it. Resolves with the result as shown then (with `uncounted`
   * instead of a total when it could not be counted: the rows stay), or `undefined` when a newer search or the host's
   * removal stopped it.
   */
  async #showTotal(
    { result, source, counts, key }: TotalLater,
    request: AbortController,
  ): Promise<ResultSet | undefined> {
    let counted: Pick<ResultSet, 'total' | 'uncounted'>;
    try {
      const total = await source.count(result.query, { signal: request.signal });
      this.#keepCount(counts, key, total);
      counted = { total };
    } catch {
      // Counted or not, the rows stay; a failed count leaves the total unknown, and says so.
      counted = { uncounted: source.uncounted?.(result.query) ?? [] };
    }
    if (request.signal.aborted) return undefined;
    this.#totalRequest = undefined;
    if (this.shown !== result) return result;
    this.shown = { ...result, ...counted };
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    return this.shown;
  }

  #stopTotal(): void {
    this.#totalRequest?.abort();
    this.#totalRequest = undefined;
  }

  #fail(error: unknown): void {
    const apiError = asApiError(error);
    if (apiError.kind === 'aborted') return;
    this.#options.onFailed?.(apiError);
    this.#host.dispatchEvent(new StayErrorEvent(apiError));
    this.#letIdleWorkRunAfterPaint();
  }

  /** Releases the idle work held for the first answer (see `#releaseIdleWork`); nothing is held after that. */
  #letIdleWorkRun(): void {
    this.#releaseIdleWork?.();
    this.#releaseIdleWork = null;
  }

  /** Releases the idle work once the frame that shows the answer has been painted (or a hidden tab's bound). */
  #letIdleWorkRunAfterPaint(): void {
    if (this.#releaseIdleWork) void afterPaint().then(() => this.#letIdleWorkRun());
  }
}
