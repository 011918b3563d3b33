import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { Task, initialState } from '@lit/task';
import { createClient, type StayClient } from '../api/client.js';
import { AppSession } from '../api/session.js';
import { StayApiError, isStayApiError } from '../api/errors.js';
import type { FetchLike } from '../api/http.js';
import type { Accommodation, GuestCount, SearchQuery, User } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { FILTERS_COLUMN_MIN_REM, searchStyles } from './stay-search.styles.js';
import {
  clampPageSize,
  countKey,
  emptyState,
  fitParty,
  formatGuests,
  isSortKey,
  MAX_PAGE_SIZE,
  parseGuestsText,
  parsePositiveInteger,
  partySizeOf,
  queryKey,
  rangeProblem,
  sameQuery,
  stateFromUrlParams,
  stateToQuery,
  stateToUrlParams,
  type SearchState,
  type SortKey,
  SORT_KEYS,
} from '../logic/search-state.js';
import { isIsoDate } from '../logic/dates.js';
import { DEFAULT_MAX_TOTAL } from '../logic/guests.js';
import { searchMessages, type SearchMessages } from '../i18n/search.js';
import { phrase } from '../i18n/results.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';
import { StayErrorEvent, StayQueryChangeEvent, StayResultsEvent, StaySessionEvent } from '../events/stay-search.js';
import type { StayPageChangeEvent, StayPageIntentEvent } from '../events/stay-page-change.js';
import type { StayDates } from './stay-dates.js';
import type { StayGuests } from './stay-guests.js';
import type { StayFilters } from './stay-filters.js';
import type { FiltersValue } from '../logic/filters.js';
import type { ResultsError, StayResults } from './stay-results.js';
import { textAttribute } from './attribute-converters.js';

/** One committed answer: a page of a query, and how many match the query in all. */
interface ResultSet {
  items: Accommodation[];
  total: number;
  query: SearchQuery;
}

type SessionStatus = 'off' | 'signing-in' | 'ready' | 'no-token' | 'failed' | 'ended';

interface Prefetch {
  key: string;
  /** `Date.now()` when it was asked for. */
  at: number;
  promise: Promise<Accommodation[]>;
  controller: AbortController;
}

const DEFAULT_DEBOUNCE_MS = 300;
/** A page fetched ahead is used only this long: the availability may have changed since. */
const PREFETCH_MAX_AGE_MS = 60_000;

/**
 * The whole accommodation search: dates and party in a search bar, filters beside the results (a disclosure on
 * narrow screens), the result cards and a pager. Owns the state and every request: a search runs a short moment
 * (`debounce`) after the last change once the dates are a valid range; a new query asks for the data and the
 * count at once, another page only for the data; the next page is fetched ahead when the guest shows intent.
 * Only the newest answer is ever shown.
 *
 * Bad attribute values give one `console.warn` and a sensible default; nothing the guest chose is lost.
 *
 * @attr base-url - The service's address; the page's origin by default.
 * @attr public-key - The public key (`pub_…`); required unless `auth="app"`.
 * @attr auth - `app`: sign in with the page's `authtoken` through the app token flow instead of a public key.
 * @attr admin-id - `X-Admin-Id`: narrows a chain key (or an app user) to one administration.
 * @attr lang - The widget's language (en, nl, de, fr); the page's by default.
 * @attr currency - ISO 4217 code of the prices (EUR by default).
 * @attr arrival - First day, `YYYY-MM-DD`.
 * @attr departure - Last day, `YYYY-MM-DD`, after `arrival`.
 * @attr guests - The party, e.g. `adults:2,children:1`.
 * @attr persons - A single persons count instead of categories (the guests field then asks for persons only).
 * @attr categories - The age categories offered, e.g. `adults,children,babies,pets`.
 * @attr types - The accommodation types offered in the filters, comma separated.
 * @attr tag-groups - The tag groups of the filters, as JSON (see `<stay-filters>`).
 * @attr sort - The first sort: `rank`, `price-asc`, `price-desc`, `rating`, `name`, `persons`, `availability`.
 * @attr page-size - Results a page, 1 to 20 (default 20).
 * @attr sync-url - Keep the search in the page address (`stay_…` parameters) and follow back and forward.
 * @attr booking-url - Booking address template: `{id}`, `{numeric_id}`, `{arrival}`, `{departure}`, `{guests}`, `{persons}`, `{lang}`.
 * @attr debounce - Milliseconds to wait after the last change before searching (default 300).
 *
 * @fires stay-query-change - A new query (or page) is being searched: `event.query`.
 * @fires stay-results - Results are committed and rendered: `event.items`, `event.page`, `event.total`.
 * @fires stay-select - "Book" was chosen (from `<stay-results>`): `event.accommodation`, `event.query`; cancelable.
 * @fires stay-error - A search or the sign-in failed: `event.error` (a `StayApiError` for service errors).
 * @fires stay-session - App mode: the signed-in user is known: `event.user`.
 *
 * @csspart bar - The search bar around the dates and guests fields.
 * @csspart filters - The filters column (wide: `<stay-filters layout="sidebar">`, stacked and open) or the row above
 *   the results (narrow: `layout="bar"`, folded behind a "Filters" button by `<stay-filters>`).
 * @csspart session - The "Signed in as …" line and the administration picker (app mode).
 * @csspart admin-select - The administration `<select>`.
 * @csspart prompt - The "choose your dates" message.
 * @csspart message - Configuration and session messages (`role="alert"`).
 * @csspart card - An accommodation card (from `<stay-results>`).
 * @csspart image - A card's thumbnail.
 * @csspart title - A card's name.
 * @csspart description - A card's description.
 * @csspart price - A card's price.
 * @csspart availability - A card's availability.
 * @csspart persons - A card's persons range.
 * @csspart rating - A card's rating.
 * @csspart labels - A card's label list.
 * @csspart label - One label chip.
 * @csspart book-button - A card's Book action.
 * @csspart results-heading - The results heading.
 * @csspart retry-button - "Try again" in the error state.
 * @csspart empty-button - The buttons of the empty state.
 * @csspart pager - The pager's navigation.
 * @csspart pager-status - The pager's "page 3 of 9".
 * @csspart pager-button - Every pager button.
 * @csspart pager-previous - The previous-page button.
 * @csspart pager-next - The next-page button.
 * @csspart pager-page - A numbered page button.
 * @csspart pager-current - The current page's button.
 *
 * @cssprop --stay-accent - Accent colour (buttons, selected days, current page).
 * @cssprop --stay-on-accent - Text on the accent colour.
 * @cssprop --stay-surface - Backgrounds.
 * @cssprop --stay-surface-raised - Raised backgrounds (search bar, hover).
 * @cssprop --stay-text - Text colour.
 * @cssprop --stay-muted - Secondary text.
 * @cssprop --stay-border - Borders.
 * @cssprop --stay-danger - Errors and "sold out".
 * @cssprop --stay-warning - "3 left".
 * @cssprop --stay-focus - Focus ring.
 * @cssprop --stay-radius - Corner radius.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-spacing - Spacing unit.
 * @cssprop --stay-filters-width - Width of the filters column on wide layouts (default 17rem).
 * @cssprop --stay-color-scheme - Force `light` or `dark`.
 */
export class StaySearch extends LitElement {
  static override styles = [tokens, searchStyles];

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  /** The service's address; the page's origin when empty. */
  @property({ attribute: 'base-url', converter: textAttribute }) baseUrl = '';

  @property({ attribute: 'public-key', converter: textAttribute }) publicKey = '';

  /** `app` for the app token flow (the page's `authtoken`). */
  @property({ converter: textAttribute }) auth = '';

  @property({ attribute: 'admin-id', converter: textAttribute }) adminId = '';

  @property({ converter: textAttribute }) currency = 'EUR';

  @property({ converter: textAttribute }) arrival = '';

  @property({ converter: textAttribute }) departure = '';

  @property({ converter: textAttribute }) guests = '';

  @property({ converter: textAttribute }) persons = '';

  @property({ converter: textAttribute }) categories = '';

  @property({ converter: textAttribute }) types = '';

  /** The filters' tag groups: an array, or JSON text in the `tag-groups` attribute. */
  @property({ attribute: 'tag-groups' }) tagGroups: unknown = undefined;

  @property({ converter: textAttribute }) sort = '';

  @property({ attribute: 'page-size' }) pageSize: string | number = 20;

  @property({ type: Boolean, attribute: 'sync-url' }) syncUrl = false;

  @property({ attribute: 'booking-url', converter: textAttribute }) bookingUrl: string | undefined;

  /** Milliseconds between the last change and the search. */
  @property({ attribute: 'debounce' }) debounce: string | number = DEFAULT_DEBOUNCE_MS;

  /** The `fetch` every request goes through (a proxy, or a test's recorder); the global one by default. */
  @property({ attribute: false }) fetch: FetchLike | undefined;

  @state() private search: SearchState = emptyState();
  /** The query whose answer is (being) fetched; `null` while the dates are incomplete. */
  @state() private committed: SearchQuery | null = null;
  @state() private shown: ResultSet | null = null;
  @state() private sessionStatus: SessionStatus = 'off';
  @state() private session: AppSession | undefined;
  @state() private user: User | undefined;
  /** Wide enough for the filters column (the same threshold as the container query in the styles). */
  @state() private wide = false;

  @query('stay-results') private resultsElement?: StayResults;
  @query('stay-dates') private datesElement?: StayDates;

  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private counts = new Map<string, number>();
  private prefetch: Prefetch | undefined;
  /** The client and what it was made from (address, administration, fetch, key or session). */
  private clientCache: { inputs: unknown[]; client: StayClient } | undefined;
  private focusAfterPaging = false;
  private warned = new Set<string>();
  // It watches an empty full-width strip, not the host: the host's height changes with the layout it picks, and a
  // size change caused by the observer's own callback is a "ResizeObserver loop" error.
  private readonly resizeObserver = new ResizeObserver((entries) => {
    const width = entries[0]?.contentBoxSize[0]?.inlineSize ?? this.clientWidth;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    this.wide = width >= FILTERS_COLUMN_MIN_REM * rem;
  });

  private readonly searchTask = new Task(this, {
    task: async ([committed, client], { signal }): Promise<ResultSet | typeof initialState> => {
      if (!committed || !client) return initialState;
      const wanted = committed;
      const key = countKey(wanted);
      const cached = this.counts.get(key);
      const total =
        cached !== undefined
          ? Promise.resolve(cached)
          : client.count(wanted, { signal }).then((count) => {
              this.counts.set(key, count);
              return count;
            });
      const items = this.takePrefetch(wanted, client, signal) ?? client.search(wanted, { signal });
      const [page, count] = await Promise.all([items, total]);
      signal.throwIfAborted();
      return { items: page, total: count, query: wanted };
    },
    args: () => [this.committed, this.client] as const,
    onComplete: (result) => void this.commitResults(result as ResultSet),
    onError: (error) => this.searchFailed(error),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('popstate', this.onPopState);
    const measure = this.renderRoot?.querySelector('.measure');
    if (measure) this.resizeObserver.observe(measure);
    if (!this.started) return;
    // Back after a move: a change still waiting for its debounce, or a search cut off by the removal, goes on.
    if (!sameQuery(stateToQuery(this.search, this.effectivePageSize), this.committed)) this.scheduleSearch();
    else if (asApiError(this.searchTask.error).kind === 'aborted') void this.searchTask.run();
  }

  protected override firstUpdated(): void {
    this.resizeObserver.observe(this.renderRoot.querySelector('.measure')!);
  }

  protected override updated(): void {
    // The pager and the administration picker change their own value when used (and a select keeps the guest's
    // choice over a `selected` attribute): after every render they show what is searched and shown.
    const pager = this.renderRoot.querySelector('stay-pager');
    if (pager) pager.page = this.shown?.query.page ?? 1;
    const admin = this.renderRoot.querySelector('select');
    if (admin) admin.value = this.adminIdInUse ?? '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('popstate', this.onPopState);
    this.resizeObserver.disconnect();
    clearTimeout(this.timer);
    // A removed widget neither waits for nor shows an answer.
    this.searchTask.abort();
    this.dropPrefetch();
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Configuration

  private get isAppMode(): boolean {
    return this.auth.trim().toLowerCase() === 'app';
  }

  /** Warns once per distinct problem, so re-renders and repeated changes never repeat a warning. */
  private warn(problem: string): void {
    if (this.warned.has(problem)) return;
    this.warned.add(problem);
    console.warn(`<stay-search>: ${problem}`);
  }

  private get effectiveBaseUrl(): string {
    const base = (this.baseUrl ?? '').trim();
    try {
      if (base) return new URL(base, window.location.href).href.replace(/\/+$/, '');
    } catch {
      this.warn(`base-url "${base}" is not an address; the page's origin is used.`);
    }
    return window.location.origin;
  }

  private get effectivePageSize(): number {
    const size = Number(this.pageSize);
    const used = clampPageSize(size);
    if (used !== size || String(this.pageSize).trim() === '') {
      this.warn(`page-size "${this.pageSize}" must be a whole number from 1 to ${MAX_PAGE_SIZE}; ${used} is used.`);
    }
    return used;
  }

  private get effectiveDebounce(): number {
    const ms = Number(this.debounce);
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, 10_000);
    this.warn(`debounce "${this.debounce}" is not a number of milliseconds; ${DEFAULT_DEBOUNCE_MS} is used.`);
    return DEFAULT_DEBOUNCE_MS;
  }

  /** The attribute that stops the widget from searching at all, if any. */
  private get missingAttribute(): string | undefined {
    return !this.isAppMode && !this.publicKey.trim() ? 'public-key' : undefined;
  }

  private get adminIdInUse(): string | undefined {
    return this.search.adminId ?? (this.adminId.trim() || undefined) ?? this.user?.admin_ids[0];
  }

  /** The client for the current key or session, administration and `fetch`; `null` while it cannot search. */
  private get client(): StayClient | null {
    if (this.missingAttribute || (this.isAppMode && (this.sessionStatus !== 'ready' || !this.session))) return null;
    const credentials = this.isAppMode ? { session: this.session! } : { publicKey: this.publicKey.trim() };
    const inputs = [this.effectiveBaseUrl, this.adminIdInUse, this.fetch, ...Object.values(credentials)];
    if (!this.clientCache || inputs.some((input, index) => input !== this.clientCache!.inputs[index])) {
      this.clientCache = { inputs, client: createClient({ baseUrl: this.effectiveBaseUrl, adminId: this.adminIdInUse, fetch: this.fetch, ...credentials }) };
      // Another key or administration: earlier counts and fetched-ahead pages answer another question.
      this.counts.clear();
      this.dropPrefetch();
    }
    return this.clientCache.client;
  }

  /** The state the attributes describe (the page address, when synced, is laid over it). */
  private stateFromAttributes(): SearchState {
    const result = emptyState();
    const arrival = this.arrival.trim();
    const departure = this.departure.trim();
    for (const [name, date] of [
      ['arrival', arrival],
      ['departure', departure],
    ]) {
      if (date && !isIsoDate(date)) this.warn(`${name} "${date}" is not a date like 2026-07-01; it is ignored.`);
    }
    // The dates and the party as the date picker and the guests field take them: one truth for what is searched.
    const problem = isIsoDate(arrival) && isIsoDate(departure) ? rangeProblem(arrival, departure) : null;
    if (problem) {
      this.warn(`${problem}; choose dates to search.`);
    } else {
      if (isIsoDate(arrival)) result.arrival = arrival;
      if (isIsoDate(departure)) result.departure = departure;
    }
    if (this.personsMode) {
      const persons = parsePositiveInteger(this.persons, DEFAULT_MAX_TOTAL);
      if (persons.value === null) this.warn(`persons: ${persons.problems.join(' ')} 2 is used.`);
      result.persons = persons.value ?? 2;
    } else {
      const guests = parseGuestsText(this.guests.trim() || 'adults:2');
      if (guests.value === null) this.warn(`guests: ${guests.problems.join(' ')} 2 adults are used.`);
      result.guests = this.fitParty(guests.value ?? [{ id: 'adults', count: 2 }], 'guests');
    }
    const sort = this.sort.trim() || 'rank';
    if (isSortKey(sort)) result.sort = sort;
    else this.warn(`sort "${sort}" is not one of ${SORT_KEYS.join(', ')}; rank is used.`);
    return result;
  }

  /** The party as the guests field shows it (offered categories, their limits, the largest party). */
  private fitParty(guests: GuestCount[], source: string): GuestCount[] {
    const { value, changed } = fitParty(guests, this.categories);
    if (changed) this.warn(`${source} "${formatGuests(guests)}" is searched as the guests field shows: ${formatGuests(value)}.`);
    return value;
  }

  private get personsMode(): boolean {
    return this.persons.trim() !== '';
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Lifecycle

  protected override willUpdate(changed: PropertyValues): void {
    if (!this.started) {
      this.started = true;
      let initial = this.stateFromAttributes();
      if (this.syncUrl) initial = this.withAddress(initial);
      this.search = initial;
      // Warn about a bad page-size or debounce once, at the start, not at the first search.
      void this.effectivePageSize;
      void this.effectiveDebounce;
      if (this.missingAttribute) this.warn(`the "${this.missingAttribute}" attribute is missing; nothing can be searched.`);
      if (this.isAppMode) void this.signIn();
      this.commit({ history: 'none' });
      return;
    }
    if (['arrival', 'departure', 'guests', 'persons', 'sort'].some((name) => changed.has(name))) {
      const next = this.stateFromAttributes();
      const merged: SearchState = { ...this.search, page: 1 };
      if (changed.has('arrival') || changed.has('departure')) {
        merged.arrival = next.arrival ?? merged.arrival;
        merged.departure = next.departure ?? merged.departure;
      }
      if (changed.has('guests') || changed.has('persons')) {
        merged.guests = next.guests;
        merged.persons = next.persons;
      }
      if (changed.has('sort')) merged.sort = next.sort;
      this.search = merged;
      this.scheduleSearch();
    }
    if (changed.has('pageSize') || changed.has('adminId')) this.scheduleSearch();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // App mode

  private async signIn(): Promise<void> {
    this.sessionStatus = 'signing-in';
    let session: AppSession;
    try {
      session = await AppSession.fromLocation(this.effectiveBaseUrl, { fetch: this.fetch });
    } catch (error) {
      const apiError = asApiError(error);
      this.sessionStatus = apiError.code === 'MISSING_AUTHTOKEN' ? 'no-token' : 'failed';
      this.dispatchEvent(new StayErrorEvent(apiError));
      return;
    }
    this.session = session;
    // The ID token already names the user and their administrations, so the first search need not wait for
    // /users/me: both go out together, and the service's answer then replaces what the token said.
    const tokenUser = session.user();
    if (tokenUser) this.startSession(tokenUser);
    let user: User;
    try {
      user = await createClient({ baseUrl: this.effectiveBaseUrl, session, fetch: this.fetch }).me();
    } catch (error) {
      const apiError = asApiError(error);
      if (!tokenUser || apiError.code === 'INVALID_REFRESH_TOKEN') {
        this.sessionStatus = apiError.code === 'INVALID_REFRESH_TOKEN' ? 'ended' : 'failed';
        this.dispatchEvent(new StayErrorEvent(apiError));
        return;
      }
      user = tokenUser;
    }
    if (tokenUser) this.user = user;
    else this.startSession(user);
    await this.updateComplete;
    this.dispatchEvent(new StaySessionEvent(user));
  }

  /** Signed in as `user`: keep the chosen administration only when it is one of theirs, then search. */
  private startSession(user: User): void {
    this.user = user;
    const admins = user.admin_ids;
    if (this.search.adminId && admins.length && !admins.includes(this.search.adminId)) {
      this.warn(`administration ${this.search.adminId} is not one of this user's; ${admins[0]} is used.`);
      this.search = { ...this.search, adminId: null };
    }
    if (this.adminId.trim() && admins.length && !admins.includes(this.adminId.trim())) {
      this.warn(`admin-id ${this.adminId} is not one of this user's administrations; ${admins[0]} is used.`);
      this.adminId = '';
    }
    this.sessionStatus = 'ready';
  }

  private onAdminChange(event: Event): void {
    const adminId = (event.target as HTMLSelectElement).value;
    this.update_({ adminId, page: 1 }, { immediate: true });
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Searching

  /** Applies a change from the guest and searches after the debounce (or at once). */
  private update_(changes: Partial<SearchState>, { immediate = false } = {}): void {
    this.search = { ...this.search, ...changes };
    if (immediate) {
      clearTimeout(this.timer);
      this.commit({ history: 'push' });
    } else this.scheduleSearch();
  }

  private scheduleSearch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.commit({ history: 'push' }), this.effectiveDebounce);
  }

  /** Makes the current state the query being searched; `history: 'push'` records it in the address (sync-url). */
  private commit({ history }: { history: 'push' | 'none' }): void {
    clearTimeout(this.timer);
    const next = stateToQuery(this.search, this.effectivePageSize);
    if (this.syncUrl && history === 'push') this.writeAddress();
    if (sameQuery(next, this.committed)) return;
    // Focus follows a page change only while the query is that page change's: a newer search (another filter,
    // sort or date) that overtakes it leaves focus where the guest is.
    if (!next || !this.committed || queryKey({ ...next, page: 1 }) !== queryKey({ ...this.committed, page: 1 })) this.focusAfterPaging = false;
    if (next && this.committed && countKey(next) !== countKey(this.committed)) this.dropPrefetch();
    this.committed = next;
    if (next) this.dispatchEvent(new StayQueryChangeEvent(next));
  }

  private takePrefetch(query: SearchQuery, client: StayClient, signal: AbortSignal): Promise<Accommodation[]> | undefined {
    const prefetch = this.prefetch;
    if (!prefetch || prefetch.key !== queryKey(query)) return undefined;
    this.prefetch = undefined;
    if (Date.now() - prefetch.at > PREFETCH_MAX_AGE_MS) return undefined;
    // A fetch ahead that failed is no reason to fail the page: ask again.
    return prefetch.promise.catch(() => client.search(query, { signal }));
  }

  private dropPrefetch(): void {
    this.prefetch?.controller.abort();
    this.prefetch = undefined;
  }

  private onPageIntent(event: StayPageIntentEvent): void {
    const current = this.shown?.query;
    const client = this.client;
    if (!current || !client || !sameQuery(current, this.committed) || event.page < 1) return;
    const ahead = { ...current, page: event.page };
    const key = queryKey(ahead);
    if (this.prefetch?.key === key) return;
    this.dropPrefetch();
    const controller = new AbortController();
    const promise = client.search(ahead, { signal: controller.signal });
    promise.catch(() => undefined);
    this.prefetch = { key, promise, controller, at: Date.now() };
  }

  private onPageChange(event: StayPageChangeEvent): void {
    event.stopPropagation();
    this.focusAfterPaging = true;
    this.update_({ page: event.page }, { immediate: true });
  }

  private async commitResults(result: ResultSet): Promise<void> {
    this.shown = result;
    await this.updateComplete;
    const results = this.resultsElement;
    await results?.updateComplete;
    if (this.focusAfterPaging) {
      this.focusAfterPaging = false;
      results?.scrollIntoView({ block: 'start' });
      await results?.focusHeading();
    }
    if (this.shown !== result) return;
    this.dispatchEvent(new StayResultsEvent(result.items, result.query.page ?? 1, result.total, result.query));
  }

  private searchFailed(error: unknown): void {
    const apiError = asApiError(error);
    if (apiError.kind === 'aborted') return;
    // The pager the guest used is gone with the failure: focus goes to the error state's heading instead.
    if (this.focusAfterPaging) void this.focusResults();
    this.focusAfterPaging = false;
    if (this.isAppMode && apiError.code === 'INVALID_REFRESH_TOKEN') {
      this.sessionStatus = 'ended';
      this.committed = null;
    }
    this.dispatchEvent(new StayErrorEvent(apiError));
  }

  private retry(event: Event): void {
    event.stopPropagation();
    if (!this.committed) return;
    // "Try again" goes away with the error view: focus the heading (there in every state) now, and again when
    // the answer replaces the view.
    this.focusAfterPaging = true;
    void this.searchTask.run();
    void this.focusResults();
  }

  /** Focuses the results heading once the current state is rendered. */
  private async focusResults(): Promise<void> {
    await null; // the task asks for its update after its callbacks: wait for that one
    await this.updateComplete;
    await this.resultsElement?.focusHeading();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The page address (sync-url)

  private withAddress(base: SearchState): SearchState {
    const { value, problems } = stateFromUrlParams(window.location.search);
    for (const problem of problems) this.warn(`the page address: ${problem} It is ignored.`);
    // The administration is the page's choice on a public-key site: only the app's picker writes stay_admin.
    if (!this.isAppMode) delete value.adminId;
    const restored = { ...base, ...value };
    if (value.guests || value.persons) {
      // The address may count the party the other way than the attributes chose (persons or categories).
      const size = value.guests ? partySizeOf({ ageTableCategories: value.guests }) : value.persons!;
      restored.persons = this.personsMode ? size || 2 : null;
      restored.guests = this.personsMode ? null : this.fitParty(value.guests ?? [{ id: 'adults', count: size }], 'stay_guests');
    }
    return restored;
  }

  private writeAddress(): void {
    const url = new URL(window.location.href);
    const params = stateToUrlParams(this.search, url.search);
    const search = params.toString();
    if (search === url.search.replace(/^\?/, '')) return;
    url.search = search;
    window.history.pushState(window.history.state, '', url.href);
  }

  private readonly onPopState = (): void => {
    if (!this.syncUrl) return;
    this.search = this.withAddress(this.stateFromAttributes());
    this.commit({ history: 'none' });
  };

  // ---------------------------------------------------------------------------------------------------------------
  // Children

  private onDatesChange(event: Event): void {
    const dates = event.target as StayDates;
    this.update_({ arrival: dates.arrival || null, departure: dates.departure || null, page: 1 });
  }

  private onGuestsChange(event: Event): void {
    const guests = event.target as StayGuests;
    const query = guests.query;
    if ('persons' in query) this.update_({ persons: query.persons, guests: null, page: 1 });
    else this.update_({ guests: query.ageTableCategories, persons: null, page: 1 });
  }

  private onFiltersChange(event: Event): void {
    const filters = event.target as StayFilters;
    const value = filters.value;
    this.update_({
      tags: value.tags,
      types: value.types,
      onlyAvailable: value.onlyAvailable,
      sort: isSortKey(value.sort) ? value.sort : 'rank',
      page: 1,
    });
  }

  private onClearFilters(event: Event): void {
    event.stopPropagation();
    this.update_({ tags: {}, types: [], onlyAvailable: true, page: 1 }, { immediate: true });
  }

  private onChangeDates(event: Event): void {
    event.stopPropagation();
    const dates = this.datesElement;
    if (!dates) return;
    dates.open = true;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Rendering

  override render() {
    const lang = resolveLocale(this);
    const t = messagesFor(searchMessages, lang);
    const s = this.search;
    const datesValue = s.arrival && s.departure ? `${s.arrival}/${s.departure}` : '';
    const guestsValue = formatGuests(s.guests);
    return html`
      <div class="measure"></div>
      <div class="layout">
        <div part="bar" class="bar" role="search" aria-label=${t.searchBar}>
          <stay-dates lang=${lang} value=${datesValue} @change=${this.onDatesChange}></stay-dates>
          ${this.personsMode
            ? html`<stay-guests lang=${lang} mode="persons" .persons=${s.persons ?? 2} @change=${this.onGuestsChange}></stay-guests>`
            : html`<stay-guests
                lang=${lang}
                categories=${this.categories || nothing}
                .value=${guestsValue}
                @change=${this.onGuestsChange}
              ></stay-guests>`}
        </div>
        ${this.renderSession(t, lang)}
        <div class="body">
          <div part="filters" class="filters">
              <stay-filters
                lang=${lang}
                layout=${this.wide ? 'sidebar' : 'bar'}
                .tagGroups=${this.tagGroups}
                types=${this.types || nothing}
                .value=${this.filtersValue(s)}
                @change=${this.onFiltersChange}
              ></stay-filters>
          </div>
          <div class="main">${this.renderMain(t, lang)}</div>
        </div>
      </div>
    `;
  }

  private filtersValueCache: { state: SearchState; value: FiltersValue } | undefined;

  /** The same object while the state is the same, so the filters are not reset on every render. */
  private filtersValue(s: SearchState): FiltersValue {
    if (this.filtersValueCache?.state !== s) {
      this.filtersValueCache = { state: s, value: { tags: s.tags, types: s.types, onlyAvailable: s.onlyAvailable, sort: s.sort } };
    }
    return this.filtersValueCache.value;
  }

  private renderSession(t: SearchMessages, lang: string) {
    if (!this.isAppMode) return nothing;
    if (this.sessionStatus === 'signing-in') return html`<p part="session" class="session" role="status">${t.signingIn}</p>`;
    if (this.sessionStatus !== 'ready' || !this.user) return nothing;
    const admins = this.user.admin_ids;
    const current = this.adminIdInUse;
    return html`
      <div part="session" class="session">
        <p class="user">${phrase(t.signedInAs, lang, 0, this.user.name || this.user.email || this.user.id)}</p>
        ${admins.length > 1
          ? html`<label class="admin">
              <span>${t.administration}</span>
              <select part="admin-select" @change=${this.onAdminChange}>
                ${admins.map((id) => html`<option value=${id} ?selected=${id === current}>${phrase(t.administrationOption, lang, 0, id)}</option>`)}
              </select>
            </label>`
          : nothing}
      </div>
    `;
  }

  private renderMain(t: SearchMessages, lang: string) {
    const missing = this.missingAttribute;
    if (missing) return this.message(t.configurationTitle, phrase(t.missingAttribute, lang, 0, missing));
    const sessionProblems: Partial<Record<SessionStatus, string>> = { 'no-token': t.noAuthToken, failed: t.signInFailed, ended: t.sessionEnded };
    const sessionProblem = sessionProblems[this.sessionStatus];
    if (this.isAppMode && sessionProblem) return this.message(sessionProblem);
    if (!this.committed) {
      return html`<div part="prompt" class="prompt">
        <p class="prompt-title">${t.chooseDatesTitle}</p>
        <p>${t.chooseDatesHint}</p>
      </div>`;
    }
    const task = this.searchTask;
    const pending = task.status === 1;
    const failed = task.status === 3;
    const shown = this.shown;
    const error: ResultsError | undefined = failed ? this.errorFor(task.error, t) : undefined;
    const status = failed ? 'error' : shown ? 'ready' : 'loading';
    const page = shown?.query.page ?? 1;
    const pageCount = shown ? Math.ceil(shown.total / (shown.query.limit ?? this.effectivePageSize)) : 0;
    return html`
      <stay-results
        lang=${lang}
        exportparts="heading: results-heading, list, card, image, image-placeholder, title, description, price, availability, persons, rating, labels, label, book-button, skeleton, empty, error, retry-button, empty-button"
        .items=${shown?.items ?? []}
        .status=${status}
        .busy=${pending && !!shown}
        .error=${error}
        .query=${shown?.query ?? this.committed}
        .total=${shown?.total}
        .page=${page}
        currency=${this.currency || 'EUR'}
        .bookingUrl=${this.bookingUrl}
        @stay-retry=${this.retry}
        @stay-clear-filters=${this.onClearFilters}
        @stay-change-dates=${this.onChangeDates}
      ></stay-results>
      ${failed
        ? nothing
        : html`<stay-pager
            lang=${lang}
            exportparts="pager, status: pager-status, pager-button, previous: pager-previous, next: pager-next, page: pager-page, current: pager-current"
            page=${page}
            page-count=${pageCount}
            @stay-page-change=${this.onPageChange}
            @stay-page-intent=${this.onPageIntent}
          ></stay-pager>`}
    `;
  }

  private message(title: string, detail?: string) {
    return html`<div part="message" class="message" role="alert">
      <p class="message-title">${title}</p>
      ${detail ? html`<p>${detail}</p>` : nothing}
    </div>`;
  }

  private errorFor(error: unknown, t: SearchMessages): ResultsError {
    const apiError = asApiError(error);
    const message = apiError.code === 'ORIGIN_NOT_ALLOWED' ? t.originNotAllowed : t.errors[apiError.kind];
    return { message, kind: apiError.kind };
  }
}

function asApiError(error: unknown): StayApiError {
  if (isStayApiError(error)) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return new StayApiError('aborted', undefined, { cause: error });
  return new StayApiError('network', undefined, { cause: error });
}

export type { SortKey };

declare global {
  interface HTMLElementTagNameMap {
    'stay-search': StaySearch;
  }
}
