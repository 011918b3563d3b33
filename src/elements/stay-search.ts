import { html, nothing, type PropertyValues } from 'lit';
import { LocalizedElement } from './localized-element.js';
import { Task, initialState } from '@lit/task';
import { createClient, type StayClient } from '../api/client.js';
import { AppSession } from '../api/session.js';
import { StayApiError } from '../api/errors.js';
import type { FetchLike } from '../api/http.js';
import type { Accommodation, SearchQuery, User } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { FILTERS_COLUMN_MIN_REM, searchStyles } from './stay-search.styles.js';
import { DEFAULT_PERSONS } from '../logic/guests.js';
import {
  DEFAULT_PARTY,
  clearedFilters,
  countKey,
  emptyState,
  formatGuests,
  queryKey,
  readState,
  sameQuery,
  stateToQuery,
  stateToUrlParams,
  type SearchState,
  type SortKey,
} from '../logic/search-state.js';
import { searchMessages, type SearchMessages } from '../i18n/search.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';
import { StayErrorEvent, StayQueryChangeEvent, StayResultsEvent, StaySessionEvent } from '../events/stay-search.js';
import type { StayPageChangeEvent, StayPageIntentEvent } from '../events/stay-page-change.js';
import type { StayDates } from './stay-dates.js';
import type { StayGuests } from './stay-guests.js';
import type { StayFilters } from './stay-filters.js';
import type { StayResults } from './stay-results.js';
import { textAttribute } from './attribute-converters.js';

/** One committed answer: a page of a query, and how many match the query in all. */
interface ResultSet {
  items: Accommodation[];
  total: number;
  query: SearchQuery;
}

/** `failed`: no authtoken, or it was refused; `ended`: the refresh token was revoked. */
type SessionStatus = 'off' | 'signing-in' | 'ready' | 'failed' | 'ended';

/** The client for one key or session, administration and `fetch`, with what it learnt: counts and a page fetched ahead. */
interface Service {
  inputs: unknown[];
  client: StayClient;
  /** The count per `countKey`: paging and re-sorting never ask for it again. */
  counts: Map<string, number>;
  ahead?: {
    key: string;
    promise: Promise<Accommodation[]>;
    at: number;
  };
}

/**
 * The whole accommodation search: dates and party in a search bar, filters beside the results (a disclosure on
 * narrow screens), the result cards and a pager. Owns the state and every request: a search runs a short moment
 * (`debounce`) after the last change once the dates are a valid range; a new query asks for the data and the
 * count at once, another page only for the data; the next page is fetched ahead when the guest shows intent.
 * Only the newest answer is ever shown.
 *
 * Bad attribute values give one `console.warn` and a sensible default; nothing the guest chose is lost.
 *
 * @attr base-url - The service's address, absolute or relative to the page; the page's origin by default.
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
 * @csspart filters - The `<stay-filters>` element: a column beside the results (wide: `layout="sidebar"`, stacked
 *   and open) or a row above them (narrow: `layout="bar"`, folded behind a "Filters" button).
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
export class StaySearch extends LocalizedElement {
  static override styles = [tokens, searchStyles];

  static override properties = {
    baseUrl: { attribute: 'base-url', converter: textAttribute },
    publicKey: { attribute: 'public-key', converter: textAttribute },
    auth: { converter: textAttribute },
    adminId: { attribute: 'admin-id', converter: textAttribute },
    currency: { converter: textAttribute },
    arrival: { converter: textAttribute },
    departure: { converter: textAttribute },
    guests: { converter: textAttribute },
    persons: { converter: textAttribute },
    categories: { converter: textAttribute },
    types: { converter: textAttribute },
    tagGroups: { attribute: 'tag-groups' },
    sort: { converter: textAttribute },
    pageSize: { attribute: 'page-size' },
    syncUrl: { type: Boolean, attribute: 'sync-url' },
    bookingUrl: { attribute: 'booking-url', converter: textAttribute },
    debounce: {},
    fetch: { attribute: false },
    search: { state: true },
    committed: { state: true },
    shown: { state: true },
    sessionStatus: { state: true },
    user: { state: true },
    wide: { state: true },
  };

  /** The service's address; the page's origin when empty. */
  baseUrl = '';
  publicKey = '';
  /** `app` for the app token flow (the page's `authtoken`). */
  auth = '';
  adminId = '';
  currency = 'EUR';
  arrival = '';
  departure = '';
  guests = '';
  persons = '';
  categories = '';
  types = '';
  /** The filters' tag groups: an array, or JSON text in the `tag-groups` attribute. */
  declare tagGroups: unknown;
  sort = '';
  pageSize: string | number = 20;
  syncUrl = false;
  declare bookingUrl: string | undefined;
  /** Milliseconds between the last change and the search. */
  debounce: string | number = 300;
  /** The `fetch` every request goes through (a proxy, or a test's recorder); the global one by default. */
  declare fetch: FetchLike | undefined;

  private search: SearchState = emptyState();
  /** The query whose answer is (being) fetched; `null` while the dates are incomplete. */
  private committed: SearchQuery | null = null;
  private shown: ResultSet | null = null;
  private sessionStatus: SessionStatus = 'off';
  #session: AppSession | undefined;
  declare private user: User | undefined;
  /** Wide enough for the filters column (the same threshold as the container query in the styles). */
  private wide = false;

  #started = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #service: Service | undefined;
  #focusAfterPaging = false;
  #warned = new Set<string>();
  // It watches the search bar (full width), not the host: the host's height changes with the layout it picks, and a
  // size change caused by the observer's own callback is a "ResizeObserver loop" error.
  readonly #resizeObserver = new ResizeObserver(([entry]) => {
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    this.wide = entry!.borderBoxSize[0]!.inlineSize >= FILTERS_COLUMN_MIN_REM * rem;
  });

  readonly #searchTask = new Task(this, {
    task: async ([query, service], { signal }): Promise<ResultSet | typeof initialState> => {
      if (!query || !service) return initialState;
      const { client, counts, ahead } = service;
      service.ahead = undefined;
      const key = countKey(query);
      const search = () => client.search(query, { signal });
      const [items, total] = await Promise.all([
        // A page fetched ahead is used while fresh; one that failed is no reason to fail the page: ask again.
        ahead?.key === queryKey(query) && Date.now() - ahead.at < 6e4 ? ahead.promise.catch(search) : search(),
        counts.get(key) ?? client.count(query, { signal }).then((count) => (counts.set(key, count), count)),
      ]);
      // Every error is a StayApiError (the api layer wraps what fetch throws): so is this one.
      if (signal.aborted) throw new StayApiError('aborted');
      return { items, total, query };
    },
    args: () => [this.committed, this.#currentService] as const,
    onComplete: (result) => void this.#commitResults(result as ResultSet),
    onError: (error) => this.#searchFailed(error as StayApiError),
  });

  get #bar(): Element | null {
    return this.renderRoot.querySelector('[part=bar]');
  }

  /** The last search's error: the api layer gives every failure as a `StayApiError`. */
  get #searchError(): StayApiError | undefined {
    return this.#searchTask.error as StayApiError | undefined;
  }

  get #resultsElement(): StayResults | null {
    return this.renderRoot.querySelector('stay-results');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('popstate', this.#onPopState);
    if (this.#bar) this.#resizeObserver.observe(this.#bar);
    if (!this.#started) return;
    // Back after a move: a change still waiting for its debounce, or a search cut off by the removal, goes on.
    if (!sameQuery(this.#query, this.committed)) this.#scheduleSearch();
    else if (this.#searchError?.kind === 'aborted') void this.#searchTask.run();
  }

  protected override updated(): void {
    this.#resizeObserver.observe(this.#bar!);
    // The pager and the administration picker change their own value when used (and a select keeps the guest's
    // choice over a `selected` attribute): after every render they show what is searched and shown.
    const pager = this.renderRoot.querySelector('stay-pager');
    if (pager) pager.page = this.shown?.query.page ?? 1;
    const admin = this.renderRoot.querySelector('select');
    if (admin) admin.value = this.#adminIdInUse ?? '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('popstate', this.#onPopState);
    this.#resizeObserver.disconnect();
    clearTimeout(this.#timer);
    // A removed widget neither waits for nor shows an answer.
    this.#searchTask.abort();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Configuration

  get #isAppMode(): boolean {
    return this.auth.trim().toLowerCase() === 'app';
  }

  /** Warns once per distinct problem, so re-renders and repeated changes never repeat a warning. */
  #warn(problem: string): void {
    if (this.#warned.has(problem)) return;
    this.#warned.add(problem);
    this.warn(problem);
  }

  /** A whole number attribute from `min` to `max`; a bad one warns (once) and gives `fallback`. */
  #whole(name: string, value: unknown, min: number, max: number, fallback: number): number {
    const number = Number(value);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    this.#warn(`${name} "${value}" ignored`);
    return fallback;
  }

  get #pageSize(): number {
    return this.#whole('page-size', this.pageSize, 1, 20, 20);
  }

  /** Milliseconds between the last change and the search. */
  get #debounceMs(): number {
    return this.#whole('debounce', this.debounce, 0, 10_000, 300);
  }

  /** The query of the current state, or `null` while the dates are incomplete. */
  get #query(): SearchQuery | null {
    return stateToQuery(this.search, this.#pageSize);
  }

  /**
   * The attribute that stops the widget from searching at all, if any, with one warning. A `base-url` that is no
   * address is the site's mistake, not the guest's connection: it is said so, and nothing is asked.
   */
  get #setupProblem(): string | undefined {
    const base = this.baseUrl.trim();
    if (!URL.canParse(base, location.href)) {
      this.#warn(`base-url "${base}" is not an address`);
      return 'base-url';
    }
    if (this.#isAppMode || this.publicKey.trim()) return undefined;
    this.#warn('public-key is missing');
    return 'public-key';
  }

  /**
   * The chosen administration (the picker's or the address's, else `admin-id`) while it is one of the user's, else
   * their first, with a warning naming the one that is not theirs.
   */
  get #adminIdInUse(): string | undefined {
    const admins = this.user?.admin_ids ?? [];
    const chosen = this.search.adminId ?? this.adminId.trim();
    if (!chosen || !admins.length || admins.includes(chosen)) return chosen || admins[0];
    this.#warn(`${this.search.adminId ? 'stay_admin' : 'admin-id'} "${chosen}" is not the user's`);
    return admins[0];
  }

  /** The service for the current key or session, administration and `fetch`; `undefined` while it cannot search. */
  get #currentService(): Service | undefined {
    if (this.#setupProblem || (this.#isAppMode && this.sessionStatus !== 'ready')) return undefined;
    const options = {
      baseUrl: this.baseUrl.trim(),
      adminId: this.#adminIdInUse,
      fetch: this.fetch,
      ...(this.#isAppMode ? { session: this.#session! } : { publicKey: this.publicKey.trim() }),
    };
    const inputs = Object.values(options);
    // Another key or administration: earlier counts and fetched-ahead pages answer another question.
    if (inputs.some((input, index) => input !== this.#service?.inputs[index]))
      this.#service = { inputs, client: createClient(options), counts: new Map() };
    return this.#service;
  }

  /** The state the attributes describe, with the page address's `stay_` parameters laid over it when `address`. */
  #readState(address = this.syncUrl): SearchState {
    const personsMode = this.#personsMode;
    const { arrival, departure, persons, sort } = this;
    const state = {
      ...emptyState(),
      ...this.#read({
        arrival,
        departure,
        persons,
        sort,
        guests: personsMode ? '' : this.guests.trim() || formatGuests(DEFAULT_PARTY),
      }),
    };
    if (address) {
      const restored = this.#read(Object.fromEntries(new URLSearchParams(location.search)), 'stay_');
      // The administration is the page's choice on a public-key site: only the app's picker writes stay_admin.
      if (!this.#isAppMode) delete restored.adminId;
      Object.assign(state, restored);
    }
    // The party counts the way the attributes chose (persons or categories); the other way in the address is ignored.
    if (personsMode) {
      state.guests = null;
      state.persons ??= DEFAULT_PERSONS;
    } else state.persons = null;
    return state;
  }

  /** What `texts` say of the search, each bad value warned about (once). */
  #read(texts: Record<string, string>, prefix?: string): Partial<SearchState> {
    const { value, problems } = readState(texts, prefix, this.categories);
    for (const problem of problems) this.#warn(problem);
    return value;
  }

  get #personsMode(): boolean {
    return this.persons.trim() !== '';
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.#started) {
      this.#started = true;
      this.search = this.#readState();
      // Warn about a bad debounce at the start, not at the first search (a bad page-size warns in `commit` now).
      void this.#debounceMs;
      if (this.#isAppMode && !this.#setupProblem) void this.#signIn();
      this.#commit(false);
      return;
    }
    const has = (...names: (keyof StaySearch)[]) => names.some((name) => changed.has(name));
    if (has('arrival', 'departure', 'guests', 'persons', 'sort')) {
      // Only what changed: the guest's other choices stay, and dates the date picker refuses change nothing.
      const { arrival, departure, guests, persons, sort } = this.#readState(false);
      this.#change({
        ...(has('arrival', 'departure') && arrival && { arrival, departure }),
        ...(has('guests', 'persons') && { guests, persons }),
        ...(has('sort') && { sort }),
      });
    }
    if (has('pageSize', 'adminId')) this.#scheduleSearch();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // App mode

  async #signIn(): Promise<void> {
    this.sessionStatus = 'signing-in';
    try {
      const session = await AppSession.fromLocation(this.baseUrl.trim(), { fetch: this.fetch });
      this.#session = session;
      // The ID token already names the user and their administrations, so the first search need not wait for
      // /users/me: both go out together, and the service's answer then replaces what the token said.
      let user = session.user();
      if (user) this.#startSession(user);
      try {
        user = await createClient({ baseUrl: this.baseUrl.trim(), session, fetch: this.fetch }).me();
      } catch (error) {
        if (!user || (error as StayApiError).code === 'INVALID_REFRESH_TOKEN') throw error;
      }
      this.#startSession(user);
      await this.updateComplete;
      this.dispatchEvent(new StaySessionEvent(user));
    } catch (error) {
      const code = (error as StayApiError).code;
      this.sessionStatus = code === 'INVALID_REFRESH_TOKEN' ? 'ended' : 'failed';
      this.dispatchEvent(new StayErrorEvent(error as StayApiError));
    }
  }

  /** Signed in as `user`: search (again) with their administrations. */
  #startSession(user: User): void {
    this.user = user;
    this.sessionStatus = 'ready';
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Searching

  /** Applies a change from the guest and searches after the debounce (or at once). */
  #change(changes: Partial<SearchState>, immediate = false): void {
    // Focus follows a page change only while it is the newest change: a newer search (another filter, sort or date)
    // that overtakes it leaves focus where the guest is.
    this.#focusAfterPaging = 'page' in changes;
    this.search = { ...this.search, page: 1, ...changes };
    if (immediate) this.#commit();
    else this.#scheduleSearch();
  }

  #scheduleSearch(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#commit(), this.#debounceMs);
  }

  /** Makes the current state the query being searched; a search of the guest's is recorded in the address (sync-url). */
  #commit(record = true): void {
    clearTimeout(this.#timer);
    const next = this.#query;
    if (this.syncUrl && record) this.#writeAddress();
    const previous = this.committed;
    if (sameQuery(next, previous)) return;
    this.committed = next;
    if (next) this.dispatchEvent(new StayQueryChangeEvent(next));
  }

  #onPageIntent(event: StayPageIntentEvent): void {
    const current = this.shown?.query;
    const service = this.#currentService;
    if (!current || !service || !sameQuery(current, this.committed)) return;
    const ahead = { ...current, page: event.page };
    const key = queryKey(ahead);
    if (service.ahead?.key === key) return;
    const promise = service.client.search(ahead);
    promise.catch(() => undefined);
    service.ahead = { key, promise, at: Date.now() };
  }

  #onPageChange(event: StayPageChangeEvent): void {
    event.stopPropagation();
    this.#change({ page: event.page }, true);
  }

  async #commitResults(result: ResultSet): Promise<void> {
    this.shown = result;
    await this.updateComplete;
    const results = this.#resultsElement;
    await results?.updateComplete;
    if (this.#focusAfterPaging) {
      this.#focusAfterPaging = false;
      results?.scrollIntoView({ block: 'start' });
      await results?.focusHeading();
    }
    if (this.shown === result)
      this.dispatchEvent(new StayResultsEvent(result.items, result.query.page!, result.total, result.query));
  }

  #searchFailed(apiError: StayApiError): void {
    if (apiError.kind === 'aborted') return;
    // The pager the guest used is gone with the failure: focus goes to the error state's heading instead.
    if (this.#focusAfterPaging) void this.#focusResults();
    this.#focusAfterPaging = false;
    if (this.#isAppMode && apiError.code === 'INVALID_REFRESH_TOKEN') {
      this.sessionStatus = 'ended';
      this.committed = null;
    }
    this.dispatchEvent(new StayErrorEvent(apiError));
  }

  #retry(event: Event): void {
    event.stopPropagation();
    // "Try again" goes away with the error view: focus the heading (there in every state) now, and again when
    // the answer replaces the view.
    this.#focusAfterPaging = true;
    void this.#searchTask.run();
    void this.#focusResults();
  }

  /** Focuses the results heading once the current state is rendered. */
  async #focusResults(): Promise<void> {
    await null; // the task asks for its update after its callbacks: wait for that one
    await this.updateComplete;
    await this.#resultsElement?.focusHeading();
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The page address (sync-url)

  #writeAddress(): void {
    const url = new URL(location.href);
    const search = stateToUrlParams(this.search, url.search).toString();
    if (search === url.search.slice(1)) return;
    url.search = search;
    history.pushState(history.state, '', url.href);
  }

  readonly #onPopState = (): void => {
    if (!this.syncUrl) return;
    this.search = this.#readState();
    this.#commit(false);
  };

  // ---------------------------------------------------------------------------------------------------------------
  // Children

  #onDatesChange(event: Event): void {
    const dates = event.target as StayDates;
    this.#change({ arrival: dates.arrival || null, departure: dates.departure || null });
  }

  #onGuestsChange(event: Event): void {
    const query = (event.target as StayGuests).query;
    this.#change(
      'persons' in query
        ? { persons: query.persons, guests: null }
        : { guests: query.ageTableCategories, persons: null },
    );
  }

  #onFiltersChange(event: Event): void {
    // Its tags, types, "only available" and sort, already checked by the filters.
    this.#change((event.target as StayFilters).value);
  }

  #onClearFilters(event: Event): void {
    event.stopPropagation();
    this.#change(clearedFilters(), true);
  }

  #onChangeDates(event: Event): void {
    event.stopPropagation();
    this.renderRoot.querySelector('stay-dates')!.open = true;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Rendering

  override render() {
    const lang = resolveLocale(this);
    const t = messagesFor(searchMessages, lang);
    const s = this.search;
    return html`
      <div class="layout">
        <div part="bar" role="search" aria-label=${t.searchBar}>
          <stay-dates lang=${lang} value=${s.arrival && s.departure ? `${s.arrival}/${s.departure}` : ''} @change=${this.#onDatesChange}></stay-dates>
          ${
            this.#personsMode
              ? html`<stay-guests lang=${lang} mode="persons" .persons=${s.persons} @change=${this.#onGuestsChange}></stay-guests>`
              : html`<stay-guests lang=${lang} categories=${this.categories || nothing} .value=${formatGuests(s.guests)} @change=${this.#onGuestsChange}></stay-guests>`
          }
        </div>
        ${this.#renderSession(t)}
        <stay-filters
          part="filters"
          lang=${lang}
          layout=${this.wide ? 'sidebar' : 'bar'}
          .tagGroups=${this.tagGroups}
          types=${this.types || nothing}
          .value=${s}
          @change=${this.#onFiltersChange}
        ></stay-filters>
        <div class="main">${this.#renderMain(t, lang)}</div>
      </div>
    `;
  }

  #renderSession(t: SearchMessages) {
    const status = this.sessionStatus;
    const user = this.user;
    if (status === 'signing-in') return html`<p part="session" role="status">${t.signingIn}</p>`;
    if (status !== 'ready' || !user) return nothing;
    const admins = user.admin_ids;
    return html`
      <div part="session">
        <p>${t.signedInAs(user.name || user.email || user.id)}</p>
        ${
          admins.length > 1
            ? html`<label>
              ${t.administration}
              <select part="admin-select" @change=${(event: Event) => this.#change({ adminId: (event.target as HTMLSelectElement).value }, true)}>
                ${admins.map((id) => html`<option>${id}</option>`)}
              </select>
            </label>`
            : nothing
        }
      </div>
    `;
  }

  #renderMain(t: SearchMessages, lang: string) {
    const setupProblem = this.#setupProblem;
    // Only app mode moves the session on from 'off'. The advice to open the page again is all a failed sign-in needs
    // (no authtoken, or a used or expired one): the remedy is the same.
    const sessionProblems: Partial<Record<SessionStatus, string>> = { failed: '', ended: t.sessionEnded };
    const sessionProblem = sessionProblems[this.sessionStatus];
    if (setupProblem || sessionProblem !== undefined) {
      return html`<p part="message" role="alert">${setupProblem ? t.setupProblem(setupProblem) : `${sessionProblem} ${t.noAuthToken}`}</p>`;
    }
    if (!this.committed) return html`<p part="prompt">${t.chooseDatesTitle}</p>`;
    const task = this.#searchTask;
    const failed = task.status === 3;
    const shown = this.shown;
    const kind = this.#searchError?.kind;
    const page = shown?.query.page ?? 1;
    return html`
      <stay-results
        lang=${lang}
        exportparts="heading: results-heading, card, image, title, description, price, availability, persons, rating, labels, label, book-button, retry-button, empty-button"
        .items=${shown?.items ?? []}
        .status=${failed ? 'error' : shown ? 'ready' : 'loading'}
        .busy=${task.status === 1 && !!shown}
        .error=${failed ? { message: t.errors[kind === 'timeout' ? 'network' : kind!] ?? t.errors.server, kind } : undefined}
        .query=${shown?.query ?? this.committed}
        .total=${shown?.total}
        currency=${this.currency || 'EUR'}
        .bookingUrl=${this.bookingUrl}
        @stay-retry=${this.#retry}
        @stay-clear-filters=${this.#onClearFilters}
        @stay-change-dates=${this.#onChangeDates}
      ></stay-results>
      ${
        failed
          ? nothing
          : html`<stay-pager
            lang=${lang}
            exportparts="pager, status: pager-status, pager-button, previous: pager-previous, next: pager-next, page: pager-page, current: pager-current"
            page=${page}
            page-count=${shown ? Math.ceil(shown.total / shown.query.limit!) : 0}
            @stay-page-change=${this.#onPageChange}
            @stay-page-intent=${this.#onPageIntent}
          ></stay-pager>`
      }
    `;
  }
}

export type { SortKey };

declare global {
  interface HTMLElementTagNameMap {
    'stay-search': StaySearch;
  }
}
