import { html, nothing, type PropertyValues } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { LocalizedElement } from './localized-element.js';
import { createClient, type ClientOptions } from '../api/client.js';
import type { StayApiError } from '../api/errors.js';
import type { FetchLike } from '../api/http.js';
import type { AppSession } from '../api/session.js';
import { tokens } from '../styles/tokens.styles.js';
import { FILTERS_COLUMN_MIN_EM, searchStyles } from './stay-search.styles.js';
import {
  ADDRESS_PREFIX,
  DEFAULT_PARTY,
  clearedFilters,
  emptyState,
  formatGuests,
  historyEntryFor,
  readState,
  stateToAddressSearch,
  stateToUrlParams,
  type ChangeKind,
  type SearchState,
  type SortKey,
} from '../logic/search-state.js';
import { DEFAULT_PERSONS } from '../logic/guests.js';
import { filtersToQuery, type FiltersValue } from '../logic/filters.js';
import { searchMessages, type SearchMessages } from '../i18n/search.js';
import { formatInteger, messagesFor, resolveLocale } from '../i18n/locale.js';
import type { StayPageChangeEvent, StayPageIntentEvent } from '../events/stay-page-change.js';
import { AddressController, type HistoryMode } from '../controllers/address-controller.js';
import { SearchController, type ResultSet, type SearchSource } from '../controllers/search-controller.js';
import type { StayDates } from './stay-dates.js';
import type { StayGuests } from './stay-guests.js';
import type { StayFilters } from './stay-filters.js';
import type { StayResults } from './stay-results.js';
import type { StayTable, StaySortChangeEvent, StaySortIntentEvent, TableAdministration } from './stay-table.js';
import type { AppHost, StaySearchApp, TablePart } from './stay-search-app.js';
import { appSignInPart } from '../controllers/app-sign-in-part.js';
import { textAttribute } from './attribute-converters.js';
import { LazyPart, LazyPartController } from '../lazy/index.js';
import type { Sort } from '../api/types.js';

/** Results a page: the service's most, and the default. */
const MAX_PAGE_SIZE = 20;
/** Milliseconds between the guest's last change and the search, by default and at most. */
const DEFAULT_DEBOUNCE_MS = 300;
const MAX_DEBOUNCE_MS = 10_000;
/** The root font size assumed when the page's cannot be read. */
const FALLBACK_FONT_SIZE_PX = 16;

/**
 * The staff table (`view="table"`), one part for the page: a guests' page never downloads it. It registers
 * `<stay-table>` when it arrives.
 */
const tablePart: TablePart = new LazyPart('table', () => import('../define/stay-table.js'));

/**
 * App mode and the desk (`auth="app"`, `view="table"`): the session, the administration picker, the tab's last
 * search, the table's wiring and the staff's shortcuts. One part, fetched when the element connects with either
 * attribute: a guests' page never downloads it.
 */
const appPart = new LazyPart('app', () => import('./stay-search-app.js'));

/** The attribute that stops the widget from searching at all. */
type SetupProblem = 'base-url' | 'public-key';

/** What the attributes configure, checked once per change (each bad value warned about once). */
interface Configuration {
  pageSize: number;
  debounceMs: number;
  setupProblem: SetupProblem | undefined;
}

/** What a client is built from: another value is another client (and its counts and pages fetched ahead go). */
export interface SourceInputs {
  baseUrl: string;
  fetch: FetchLike | undefined;
  adminId: string | undefined;
  publicKey?: string;
  session?: AppSession;
  /** "All administrations": the user's, each searched with its own `X-Admin-Id`. */
  adminIds?: readonly string[];
  /** "All administrations" was chosen, but the merge could not be fetched: `adminId` (the first) is searched. */
  insteadOfAll?: boolean;
}

/** The attributes that describe the search itself, as texts: a change of one is applied as the guest's would be. */
type SearchAttributes = Pick<StaySearch, 'arrival' | 'departure' | 'guests' | 'persons' | 'sort'>;

/** The filters' part of a value that narrows the results (not the order), comparable as text. */
function filtersKey(value: FiltersValue): string {
  return JSON.stringify(filtersToQuery({ ...value, sort: 'rank' }));
}

function sameInputs(a: SourceInputs | undefined, b: SourceInputs | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.baseUrl === b.baseUrl &&
    a.fetch === b.fetch &&
    a.adminId === b.adminId &&
    a.publicKey === b.publicKey &&
    a.session === b.session &&
    String(a.adminIds) === String(b.adminIds)
  );
}

/**
 * The whole accommodation search: dates and party in a search bar, filters beside the results (a disclosure on
 * narrow screens), the result cards and a pager. The element composes and renders; three controllers do the work
 * (and serve other hosts too): `SearchController` (the state, the debounce, every request: a search starts when the
 * element connects, then a short moment (`debounce`) after the last change once the dates are a valid range; a new
 * query asks for the data and the count at once, another page only for the data; the next page is fetched ahead
 * when the guest shows intent; only the newest answer is ever shown), `AddressController` (the page address, Back
 * and Forward) and, in app mode, `AppSessionController` (the sign-in, loaded on demand).
 *
 * The page address (with `sync-url`, and always in app mode, so that a reload or a new sign-in link keeps the
 * search) holds the search in `stay_…` parameters. What goes into the history: a page
 * change, and a new search the guest made (dates, party, administration) add an entry; the sort, and a script's
 * attribute changes, replace the current one; the filters are adjusted in their panel: their first change adds an
 * entry, the next ones (with no other change between) replace it, so one Back leaves them all. Writes are paced
 * far below Safari's limit of 100 in 10 seconds, and one the browser refuses never stops the search.
 *
 * Bad attribute values give one `console.warn` and a sensible default; nothing the guest chose is lost.
 *
 * @attr base-url - The service's address, absolute or relative to the page; the page's origin by default.
 * @attr public-key - The public key (`pub_…`); required unless `auth="app"`.
 * @attr auth - `app`: sign in with the page's `authtoken` through the app token flow instead of a public key. The
 *   tab then keeps the signed-in user's last search and view (`sessionStorage`, no personal data), and brings it
 *   back when the page is opened again without a search in its address.
 * @attr admin-id - `X-Admin-Id`: narrows a chain key (or an app user) to one administration. In app mode, `all`
 *   searches every administration of the user at once (each with its own `X-Admin-Id`) and merges the answers in
 *   the chosen sorts, as the picker's "All administrations" (`stay_admin=all`) does; the merge is loaded on demand
 *   with the staff table's part.
 * @attr lang - The widget's language (en, nl, de, fr); the page's by default.
 * @attr currency - ISO 4217 code of the prices (EUR by default).
 * @attr arrival - First day, `YYYY-MM-DD`.
 * @attr departure - Last day, `YYYY-MM-DD`, after `arrival`.
 * @attr first-day-of-week - The calendar's first weekday, 0 (Sunday) to 6, for `<stay-dates>`; by default it
 *   follows the page's region or language.
 * @attr guests - The party, e.g. `adults:2,children:1`.
 * @attr persons - A single persons count instead of categories (the guests field then asks for persons only).
 * @attr categories - The age categories offered, e.g. `adults,children,babies,pets`.
 * @attr types - The accommodation types offered in the filters, comma separated.
 * @attr tag-groups - The tag groups of the filters, as JSON (see `<stay-filters>`).
 * @attr sort - The first sort: `rank`, `price-asc`, `price-desc`, `rating`, `name`, `persons`, `availability`.
 * @attr page-size - Results a page, 1 to 20 (default 20).
 * @attr sync-url - Keep the search in the page address (`stay_…` parameters) and follow back and forward (always on
 *   in app mode).
 * @attr booking-url - Booking address template: `{id}`, `{numeric_id}`, `{arrival}`, `{departure}`, `{guests}`, `{persons}`, `{lang}`.
 * @attr debounce - Milliseconds to wait after the last change before searching (default 300).
 * @attr view - `table`: the results as the staff's data grid (`<stay-table>`, loaded on demand) with sorting from its
 *   headers and PageUp/PageDown for pages, instead of the cards and the pager. If the table cannot be fetched, the
 *   cards show. It turns on the staff's shortcuts, outside text fields: "/" to the dates, Alt+1…9 for an
 *   administration of the signed-in user, Alt+0 for all of them.
 *
 * @fires stay-query-change - A new query (or page) is being searched: `event.query`.
 * @fires stay-results - Results are committed and rendered: `event.items`, `event.page`, `event.total`.
 * @fires stay-select - "Book" was chosen (from `<stay-results>` or `<stay-table>`): `event.accommodation`,
 *   `event.query`; cancelable.
 * @fires stay-error - A search or the sign-in failed: `event.error` (a `StayApiError` for service errors).
 * @fires stay-session - App mode: the signed-in user is known: `event.user`.
 *
 * @csspart bar - The search bar around the dates and guests fields.
 * @csspart filters - The `<stay-filters>` element: a column beside the results (wide: `layout="sidebar"`, stacked
 *   and open) or a row above them (narrow: `layout="bar"`, folded behind a "Filters" button).
 * @csspart session - The "Signed in as …" line and the administration picker (app mode).
 * @csspart admin-select - The administration `<select>` (its last choice: "All administrations").
 * @csspart admin-warnings - With all administrations in the cards: the administrations that could not be searched
 *   (the table shows them as warning rows), or, when the part that merges them could not be loaded, that only the
 *   first administration is shown.
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
 * @csspart sign-in-retry - "Try again" after the sign-in service could not be reached (app mode).
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
 * @cssprop --stay-filters-width - Width of the filters column on wide layouts (default 17em).
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
    firstDayOfWeek: { attribute: 'first-day-of-week', converter: textAttribute },
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
    view: { converter: textAttribute },
    administrations: { attribute: false },
    fetch: { attribute: false },
    wide: { state: true },
  };

  /** The service's address; the page's origin when empty. */
  baseUrl = '';
  publicKey = '';
  /**
   * `app` for the app token flow (the page's `authtoken`); the tab then keeps the user's last search and view and
   * brings them back when the page opens again without a search in its address.
   */
  auth = '';
  adminId = '';
  currency = 'EUR';
  arrival = '';
  departure = '';
  /** Passed to the date field: 0 (Sunday) to 6; empty for the page's region or language (see `<stay-dates>`). */
  firstDayOfWeek = '';
  guests = '';
  persons = '';
  categories = '';
  types = '';
  /** The filters' tag groups: an array, or JSON text in the `tag-groups` attribute. */
  declare tagGroups: unknown;
  sort = '';
  // Written as numbers (not MAX_PAGE_SIZE, DEFAULT_DEBOUNCE_MS): the reference shows the initialisers as written.
  pageSize: string | number = 20;
  syncUrl = false;
  declare bookingUrl: string | undefined;
  /** Milliseconds between the last change and the search. */
  debounce: string | number = 300;
  /** `table` for the staff's data grid; the guests' cards otherwise. */
  view = '';
  /**
   * Names of the signed-in user's administrations, `[{ id, name }]` (the back office knows them; the service gives
   * ids only): the picker and the table's park column show them, ids where a name is missing.
   */
  administrations: TableAdministration[] = [];
  /** The `fetch` every request goes through (a proxy, or a test's recorder); the global one by default. */
  declare fetch: FetchLike | undefined;

  /** Wide enough for the filters column (the same threshold as the container query in the styles). */
  private wide = false;

  readonly #address = new AddressController(this, {
    enabled: () => this.#followsAddress,
    onPopState: () => this.#restoreFromAddress(),
    warn: (message) => this.#warn(message),
  });

  readonly #search = new SearchController(this, {
    initialState: () => this.#readState(),
    pageSize: () => this.#configuration.pageSize,
    debounceMs: () => this.#configuration.debounceMs,
    onCommit: () => this.#connectSource(),
    // After the search has started: the history API can take milliseconds the request need not wait for.
    afterCommit: () => {
      this.#recordInAddress();
      this.#app?.rememberSearch();
    },
    // The staff table shows a merged page before its counts; the cards' pager needs the total.
    showsPageBeforeTotal: () => this.#resultsElement?.localName === 'stay-table',
    onShowing: () => {
      if (this.#focusAfterPaging) this.#moveToResults();
    },
    onShown: (result) => this.#afterShown(result),
    onFailed: (error) => this.#searchFailed(error),
  });

  /**
   * The staff table's part (it also merges "all administrations"). A test may put another `LazyPart` here before it
   * creates elements (one that cannot be fetched).
   * @internal
   */
  static tablePart = tablePart;

  /**
   * App mode and the desk's part (see `stay-search-app.ts`). A test may put another `LazyPart` here before it
   * creates elements (one that cannot be fetched).
   * @internal
   */
  static appPart = appPart;

  readonly #appPart = new LazyPartController(this, StaySearch.appPart, { prefetchWhenIdle: false });
  /** App mode and the desk, once their part has arrived (only when `auth="app"` or `view="table"`). */
  #app: StaySearchApp | undefined;

  #configuration: Configuration = {
    pageSize: MAX_PAGE_SIZE,
    debounceMs: DEFAULT_DEBOUNCE_MS,
    setupProblem: undefined,
  };
  #configured = false;
  /** The search attributes as last applied to the state. */
  #appliedAttributes: SearchAttributes | undefined;
  #sourceInputs: SourceInputs | undefined;
  /** "All administrations" is chosen and its merge (in the table part) is on its way: nothing is searched yet. */
  #awaitingMerge = false;
  /** How the next commit is recorded in the page's history (`undefined`: not at all). */
  #nextEntry: HistoryMode | undefined;
  /** The kind of change that made the current history entry (`undefined`: one this element did not make). */
  #entryKind: ChangeKind | undefined;
  #focusAfterPaging = false;
  #warned = new Set<string>();
  // It watches the search bar (full width), not the host: the host's height changes with the layout it picks, and a
  // size change caused by the observer's own callback is a "ResizeObserver loop" error.
  readonly #resizeObserver = new ResizeObserver(([entry]) => {
    // The widget's own font size, as the container query's em: never the page's root size.
    const em = parseFloat(getComputedStyle(this).fontSize) || FALLBACK_FONT_SIZE_PX;
    this.wide = entry!.borderBoxSize[0]!.inlineSize >= FILTERS_COLUMN_MIN_EM * em;
    if (!this.#measured) this.#showFilters();
  });
  /**
   * Whether the observer has reported the bar's width once. Until then the filters take their room unseen (opacity
   * 0, still focusable): the report comes after the browser has laid out the first frame, and filters shown as a
   * bar there and then turned into a column would count as moving on screen (a layout shift), even before that
   * frame is painted.
   */
  #measured = false;
  #showFiltersScheduled = false;
  /** The search bar is observed (from the first update after connecting): observing it again would report again. */
  #observingBar = false;
  /** The filters' part of the state, kept while it is the same (see `#filtersValue`). */
  #filtersOfState: FiltersValue | undefined;

  #showFilters(): void {
    if (this.#measured) return;
    this.#measured = true;
    this.requestUpdate();
  }

  get #bar(): Element | null {
    return this.renderRoot.querySelector('[part=bar]');
  }

  /** The cards or the table, whichever shows the results. */
  get #resultsElement(): StayResults | StayTable | null {
    return this.renderRoot.querySelector('stay-results, stay-table');
  }

  /** The table view was asked for (it shows once its part has arrived; the cards if it cannot be fetched). */
  get #wantsTable(): boolean {
    return this.view.trim().toLowerCase() === 'table';
  }

  /** The sorts the results are in: the table's own, or the preset's (none for rank, the service's default). */
  get #sortsInUse(): Sort[] {
    const search = this.#search;
    return (search.shown?.query ?? search.committed)?.sorts ?? [];
  }

  get #isAppMode(): boolean {
    return this.auth.trim().toLowerCase() === 'app';
  }

  /** The page address follows the search: with `sync-url`, and always in app mode (a reload keeps the search). */
  get #followsAddress(): boolean {
    return this.syncUrl || this.#isAppMode;
  }

  get #personsMode(): boolean {
    return this.persons.trim() !== '';
  }

  override connectedCallback(): void {
    // Before the controllers connect: the search starts there, with this configuration.
    if (!this.#configured) {
      this.#configured = true;
      this.#configure();
    }
    super.connectedCallback();
    this.#observeBar();
    this.#startApp();
  }

  /**
   * The first render waits for a task of its own: the task that connects the element (the page's module script)
   * ends once the search is out, and rendering every element comes next, so that neither blocks the page for long
   * (a long task). Later renders are Lit's usual microtask.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (this.hasUpdated) return super.scheduleUpdate();
    // The browser's locale data start up on the first Intl objects a page makes (tens of milliseconds): in tasks
    // between connecting and rendering, queued before the render's, rather than inside either. A task each, as that
    // start-up is too long for one: the locale's likely subtags (about half of it), the number formats on top, then
    // the date formats (the field shows the dates).
    const locale = resolveLocale(this);
    setTimeout(() => new Intl.Locale(locale).maximize());
    setTimeout(() => formatInteger(0, locale));
    setTimeout(() => new Intl.DateTimeFormat(locale).format(0));
    return new Promise<void>((resolve) => setTimeout(resolve)).then(() => super.scheduleUpdate());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizeObserver.disconnect();
    this.#observingBar = false;
  }

  /** App mode or the table view: whatever only the back office uses comes in the app part. */
  get #needsApp(): boolean {
    return this.#isAppMode || this.#wantsTable;
  }

  /**
   * Fetches the app part when the element needs it (at connect: the sign-in starts as soon as it arrives, while the
   * first render goes on) and, for the table view, the table's part beside it rather than after it; makes the app
   * side once its part is there.
   */
  #startApp(): void {
    if (this.#app || !this.#needsApp || this.#appPart.failed) return;
    const module = this.#appPart.module;
    if (!module) {
      this.#appPart.load();
      // Beside the app part, not after it: the sign-in and the table never wait for two requests in a row. Their
      // failures are reported by the app part that uses them: offline, the page hears of one failure, not three.
      if (this.#isAppMode) appSignInPart.load().catch(() => undefined);
      if (this.#wantsTable) StaySearch.tablePart.load().catch(() => undefined);
      return;
    }
    this.#app = new module.StaySearchApp(this.#appHost());
    this.#connectSource();
  }

  /** What the app part may use of this element. */
  #appHost(): AppHost {
    return {
      element: this,
      search: this.#search,
      address: this.#address,
      tablePart: StaySearch.tablePart,
      signInPart: appSignInPart,
      isAppMode: () => this.#isAppMode,
      wantsTable: () => this.#wantsTable,
      change: (changes, kind, immediate) => this.#change(changes, kind, immediate),
      connectSource: () => this.#connectSource(),
      resume: (search) => this.#resume(search),
      addressHasSearch: () => Object.keys(this.#address.params()).some((name) => name.startsWith(ADDRESS_PREFIX)),
      searchToKeep: () => stateToUrlParams({ ...this.#search.state, page: 1 }).toString(),
      warn: (message) => this.#warn(message),
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const configuration: (keyof StaySearch)[] = [
      'pageSize',
      'debounce',
      'baseUrl',
      'publicKey',
      'auth',
      'adminId',
      'fetch',
    ];
    if (configuration.some((name) => changed.has(name))) {
      const { pageSize } = this.#configuration;
      this.#configure();
      // Another key, administration or fetch is another source: the search runs again through it.
      this.#connectSource();
      // Another page size is another query.
      if (this.#configuration.pageSize !== pageSize) this.#search.schedule();
    }
    this.#applySearchAttributes();
    this.#startApp();
    this.#app?.willUpdate(changed.has('administrations'));
    // The merge of "all administrations" has arrived (or cannot): the search goes on through it (or one of them).
    if (this.#awaitingMerge && this.#app?.mergeSettled) this.#connectSource();
    if (changed.has('view')) this.#app?.rememberSearch();
  }

  /**
   * Observes the search bar once per connection. Not again at every update: observing a target again makes the
   * observer report it again, a style read (the widget's font size) in every frame that shows new results.
   */
  #observeBar(): void {
    const bar = this.#bar;
    if (this.#observingBar || !bar) return;
    this.#resizeObserver.observe(bar);
    this.#observingBar = true;
  }

  protected override updated(): void {
    this.#observeBar();
    if (!this.#measured && !this.#showFiltersScheduled) {
      // A host that is not rendered is never reported: two frames without a report mean that, and its filters show
      // as they are.
      this.#showFiltersScheduled = true;
      requestAnimationFrame(() => requestAnimationFrame(() => this.#showFilters()));
    }
    // The pager and the administration picker change their own value when used (and a select keeps the guest's
    // choice over a `selected` attribute): after every render they show what is searched and shown.
    const page = this.#search.shown?.query.page ?? 1;
    const pager = this.renderRoot.querySelector('stay-pager');
    if (pager) pager.page = page;
    this.#app?.updated(page, this.#sortsInUse, this.#sourceInputs?.adminId);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Configuration

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

  /** Checks the configuring attributes, warning once about each bad one. */
  #configure(): void {
    this.#configuration = {
      pageSize: this.#whole('page-size', this.pageSize, 1, MAX_PAGE_SIZE, MAX_PAGE_SIZE),
      debounceMs: this.#whole('debounce', this.debounce, 0, MAX_DEBOUNCE_MS, DEFAULT_DEBOUNCE_MS),
      setupProblem: this.#findSetupProblem(),
    };
  }

  /**
   * The attribute that stops the widget from searching at all, if any, with one warning. A `base-url` that is no
   * address is the site's mistake, not the guest's connection: it is said so, and nothing is asked.
   */
  #findSetupProblem(): SetupProblem | undefined {
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
   * Gives the search the client for the current key or session, administration and `fetch` (a new one only when
   * one of them changed), or none while it cannot search: a setup problem, or app mode without a session.
   */
  #connectSource(): void {
    const inputs = this.#currentSourceInputs();
    const awaitingMerge = this.#app?.awaitsMerge(inputs) ?? false;
    if (sameInputs(inputs, this.#sourceInputs) && awaitingMerge === this.#awaitingMerge) return;
    this.#sourceInputs = inputs;
    this.#awaitingMerge = awaitingMerge;
    this.#search.setSource(inputs && !awaitingMerge ? this.#sourceFor(inputs) : undefined);
  }

  /** A client for one administration, or for "all administrations" the merge of a client each (the app part's). */
  #sourceFor(inputs: SourceInputs): SearchSource {
    return this.#app?.sourceFor(inputs) ?? createClient(inputs as ClientOptions);
  }

  #currentSourceInputs(): SourceInputs | undefined {
    if (this.#configuration.setupProblem) return undefined;
    const common = { baseUrl: this.baseUrl.trim(), fetch: this.fetch };
    const attribute = this.adminId.trim() || undefined;
    if (!this.#isAppMode) return { ...common, publicKey: this.publicKey.trim(), adminId: attribute };
    // App mode searches once signed in, through the app part.
    return this.#app?.sourceInputs(common, attribute);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The state

  /** What `texts` say of the search, each bad value warned about (once). */
  #read(texts: Record<string, string>, prefix?: string): Partial<SearchState> {
    const { value, problems } = readState(texts, prefix, this.categories);
    for (const problem of problems) this.#warn(problem);
    return value;
  }

  /** The search attributes as they are now. */
  #searchAttributes(): SearchAttributes {
    const { arrival, departure, guests, persons, sort } = this;
    return { arrival, departure, guests, persons, sort };
  }

  /** The state the attributes describe (the default party when they name none). */
  #stateFromAttributes(): SearchState {
    const { arrival, departure, persons, sort } = this;
    const guests = this.#personsMode ? '' : this.guests.trim() || formatGuests(DEFAULT_PARTY);
    return { ...emptyState(), ...this.#read({ arrival, departure, persons, sort, guests }) };
  }

  /** The state the attributes describe, with the page address's `stay_` parameters laid over it when it follows. */
  #readState(): SearchState {
    this.#appliedAttributes = this.#searchAttributes();
    const state = this.#stateFromAttributes();
    if (this.#followsAddress) {
      const restored = this.#read(this.#address.params(), ADDRESS_PREFIX);
      // The administration is the page's choice on a public-key site: only the app's picker writes stay_admin.
      if (!this.#isAppMode) delete restored.adminId;
      Object.assign(state, restored);
    }
    return this.#fitParty(state);
  }

  /** The party counts the way the attributes chose (persons or categories); the other way in the address is ignored. */
  #fitParty(state: SearchState): SearchState {
    if (this.#personsMode) {
      state.guests = null;
      state.persons ??= DEFAULT_PERSONS;
    } else state.persons = null;
    return state;
  }

  /** Applies the search attributes a script changed, as a change of the guest's: only what changed. */
  #applySearchAttributes(): void {
    const applied = this.#appliedAttributes;
    if (!applied) return;
    const changed = (...names: (keyof SearchAttributes)[]) => names.some((name) => this[name] !== applied[name]);
    const dates = changed('arrival', 'departure');
    const party = changed('guests', 'persons');
    const sort = changed('sort');
    if (!dates && !party && !sort) return;
    this.#appliedAttributes = this.#searchAttributes();
    // The guest's other choices stay, and dates the date picker refuses change nothing.
    const read = this.#fitParty(this.#stateFromAttributes());
    this.#change(
      {
        ...(dates && read.arrival && { arrival: read.arrival, departure: read.departure }),
        ...(party && { guests: read.guests, persons: read.persons }),
        ...(sort && { sort: read.sort }),
      },
      'attributes',
    );
  }

  /**
   * Applies a change and searches after the debounce (or at once), recorded in the history by `kind`. With
   * `focusResults`, the results' heading takes focus when they show (decided before the search starts: a page
   * fetched ahead shows in this very call's task).
   */
  #change(changes: Partial<SearchState>, kind: ChangeKind, immediate = false, focusResults = 'page' in changes): void {
    // Focus follows a page change only while it is the newest change: a newer search (another filter, sort or date)
    // that overtakes it leaves focus where the guest is.
    this.#focusAfterPaging = focusResults;
    const entry = historyEntryFor(kind, this.#entryKind);
    if (entry === 'push') this.#entryKind = kind;
    // Changes searched together make one entry, a new one if any of them asked for it.
    this.#nextEntry = this.#nextEntry === 'push' ? 'push' : entry;
    this.#search.change(changes, { immediate });
  }

  // ---------------------------------------------------------------------------------------------------------------
  // The page address

  /** Records the committed search in the page address (when it follows), as `#change` asked. */
  #recordInAddress(): void {
    const entry = this.#nextEntry;
    this.#nextEntry = undefined;
    if (!entry || !this.#followsAddress) return;
    const url = new URL(this.#address.href);
    url.search = stateToAddressSearch(this.#search.state, url.search);
    this.#address.write(url, entry);
  }

  /** App mode: the signed-in user's last search in this tab (`stay_…` parameters), searched as the page's own. */
  #resume(search: string): void {
    const { value, problems } = readState(
      Object.fromEntries(new URLSearchParams(search)),
      ADDRESS_PREFIX,
      this.categories,
    );
    for (const problem of problems) this.#warn(`last search: ${problem}`);
    // Into the address as well: the search always lives there in app mode.
    this.#nextEntry = 'replace';
    this.#search.restore(this.#fitParty({ ...this.#stateFromAttributes(), ...value }));
  }

  /** Back or Forward: the entry's address is the search now. */
  #restoreFromAddress(): void {
    this.#nextEntry = undefined;
    this.#entryKind = undefined;
    this.#search.restore(this.#readState());
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Results

  /**
   * After paging or "Try again", the results' top comes into view and their heading takes focus before the new
   * state renders, while the page is laid out as the last frame showed it: both cost no layout then. After the
   * render either would lay out the new page at once, in the task that rendered it (a long task for 20 cards); so
   * the new page is laid out once, for its frame. The heading stays (its text changes) and keeps focus.
   */
  #moveToResults(): void {
    const results = this.#resultsElement;
    results?.scrollIntoView({ block: 'start' });
    void results?.focusHeading();
  }

  async #afterShown(result: ResultSet): Promise<void> {
    const results = this.#resultsElement;
    await results?.updateComplete;
    if (this.#focusAfterPaging && this.#search.shown === result) {
      this.#focusAfterPaging = false;
      await results?.focusHeading({ preventScroll: true });
    }
  }

  #searchFailed(error: StayApiError): void {
    // The pager the guest used is gone with the failure: focus goes to the error state's heading instead.
    if (this.#focusAfterPaging) {
      this.#moveToResults();
      void this.#focusResults();
    }
    this.#focusAfterPaging = false;
    this.#app?.searchFailed(error);
  }

  #retry(event: Event): void {
    event.stopPropagation();
    // "Try again" goes away with the error view: focus the heading (there in every state) now, and again when
    // the answer replaces the view.
    this.#focusAfterPaging = true;
    this.#moveToResults();
    this.#search.retry();
    void this.#focusResults();
  }

  /** Focuses the results heading once the current state is rendered, if the render replaced it (see above). */
  async #focusResults(): Promise<void> {
    await null; // the task asks for its update after its callbacks: wait for that one
    await this.updateComplete;
    await this.#resultsElement?.focusHeading({ preventScroll: true });
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Children

  #onPageIntent(event: StayPageIntentEvent): void {
    void this.#search.prefetch(event.page);
  }

  #onPageChange(event: StayPageChangeEvent): void {
    event.stopPropagation();
    // In the grid, focus stays on the cell staff are on: PageUp/PageDown again goes on paging.
    const inGrid = event.target instanceof Element && event.target.localName === 'stay-table';
    this.#change({ page: event.page }, 'page', true, !inGrid);
  }

  #onSortChange(event: StaySortChangeEvent): void {
    event.stopPropagation();
    // Focus stays on the header that sorted (Enter again reverses it), as it stays in the grid after paging.
    this.#change({ sorts: event.sorts, page: 1 }, 'sort', true, false);
  }

  #onSortIntent(event: StaySortIntentEvent): void {
    event.stopPropagation();
    this.#search.prefetchChange({ sorts: event.sorts });
  }

  #onDatesChange(event: Event): void {
    const dates = event.target as StayDates;
    this.#change({ arrival: dates.arrival || null, departure: dates.departure || null }, 'dates');
  }

  #onGuestsChange(event: Event): void {
    const query = (event.target as StayGuests).query;
    this.#change(
      'persons' in query
        ? { persons: query.persons, guests: null }
        : { guests: query.ageTableCategories, persons: null },
      'party',
    );
  }

  #onFiltersChange(event: Event): void {
    // Its tags, types, "only available" and sort, already checked by the filters.
    const value = (event.target as StayFilters).value;
    const state = this.#search.state;
    const onlySort = filtersKey(value) === filtersKey(state);
    // A preset chosen in the filters replaces the table's sorts.
    const sorts = value.sort === state.sort ? {} : { sorts: [] };
    this.#change({ ...value, ...sorts }, onlySort ? 'sort' : 'filters');
  }

  #onClearFilters(event: Event): void {
    event.stopPropagation();
    this.#change(clearedFilters(), 'filters', true);
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
    const s = this.#search.state;
    return html`
      <div class="layout">
        <div part="bar" role="search" aria-label=${t.searchBar}>
          <stay-dates
            lang=${lang}
            value=${s.arrival && s.departure ? `${s.arrival}/${s.departure}` : ''}
            first-day-of-week=${this.firstDayOfWeek || nothing}
            @change=${this.#onDatesChange}
          ></stay-dates>
          ${
            this.#personsMode
              ? html`<stay-guests lang=${lang} mode="persons" .persons=${s.persons} @change=${this.#onGuestsChange}></stay-guests>`
              : html`<stay-guests lang=${lang} categories=${this.categories || nothing} .value=${formatGuests(s.guests)} @change=${this.#onGuestsChange}></stay-guests>`
          }
        </div>
        ${this.#renderSession(t, lang)}
        <stay-filters
          part="filters"
          ?data-unmeasured=${!this.#measured}
          lang=${lang}
          layout=${this.wide ? 'sidebar' : 'bar'}
          .tagGroups=${this.tagGroups}
          types=${this.types || nothing}
          .value=${guard([this.#filtersValue(s)], () => this.#filtersOfState)}
          @change=${this.#onFiltersChange}
        ></stay-filters>
        <div class="main">${this.#renderMain(t, lang)}</div>
      </div>
    `;
  }

  /**
   * The filters' part of `state`, the same object while its parts are. With `guard`, a new page, sort, party or
   * answer does not set the filters' value again: Lit sets an object property at every render, and every set of
   * `value` renders the filters again.
   */
  #filtersValue(state: SearchState): FiltersValue {
    const kept = this.#filtersOfState;
    const { tags, types, onlyAvailable, sort } = state;
    if (kept?.tags === tags && kept.types === types && kept.onlyAvailable === onlyAvailable && kept.sort === sort)
      return kept;
    this.#filtersOfState = { tags, types, onlyAvailable, sort };
    return this.#filtersOfState;
  }

  /** App mode: "Signing in…" while the app part comes, then its "Signed in as …" and administration picker. */
  #renderSession(t: SearchMessages, lang: string) {
    if (this.#app) return this.#app.renderSession(lang);
    if (this.#isAppMode && !this.#appPart.failed) return html`<p part="session" role="status">${t.signingIn}</p>`;
    return nothing;
  }

  #renderMain(t: SearchMessages, lang: string) {
    const { setupProblem } = this.#configuration;
    if (setupProblem) return html`<p part="message" role="alert">${t.setupProblem(setupProblem)}</p>`;
    // App mode cannot sign in without its part: said plainly (the part has reported itself once).
    if (this.#isAppMode && this.#appPart.failed) return html`<p part="message" role="alert">${t.appUnavailable}</p>`;
    const sessionProblem = this.#app?.renderSessionProblem(lang);
    if (sessionProblem) return sessionProblem;
    const search = this.#search;
    if (!search.committed) return html`<p part="prompt">${t.chooseDatesTitle}</p>`;
    const failure = search.failure;
    const shown = search.shown;
    const kind = failure?.kind;
    const page = shown?.query.page ?? 1;
    const errorMessage = (error: StayApiError) =>
      t.errors[error.kind === 'timeout' ? 'network' : error.kind] ?? t.errors.server;
    const error = failure ? { message: errorMessage(failure), kind } : undefined;
    const administrations = this.#app?.administrationsOf(shown, lang, errorMessage);
    if (this.#wantsTable && !this.#appPart.failed) {
      // Nothing until the parts are there (their loading holds `updateComplete`); the cards when the table's failed.
      const table = this.#app
        ? this.#app.renderTable({
            lang,
            shown,
            failure,
            error,
            administrations,
            page,
            sorts: this.#sortsInUse,
            onSortChange: this.#onSortChange,
            onSortIntent: this.#onSortIntent,
            onPageChange: this.#onPageChange,
            onRetry: this.#retry,
            onClearFilters: this.#onClearFilters,
            onChangeDates: this.#onChangeDates,
          })
        : nothing;
      if (table) return table;
    }
    return html`
      ${this.#app?.renderAboveCards(lang, !!failure, administrations, this.#sourceInputs)}
      <stay-results
        lang=${lang}
        exportparts="heading: results-heading, card, image, title, description, price, availability, persons, rating, labels, label, book-button, retry-button, empty-button"
        .items=${shown?.items ?? []}
        .status=${failure ? 'error' : shown ? 'ready' : 'loading'}
        .busy=${search.pending && !!shown}
        .error=${error}
        .query=${shown?.query ?? search.committed}
        .total=${shown?.total}
        currency=${this.currency || 'EUR'}
        .bookingUrl=${this.bookingUrl}
        @stay-retry=${this.#retry}
        @stay-clear-filters=${this.#onClearFilters}
        @stay-change-dates=${this.#onChangeDates}
      ></stay-results>
      ${
        failure
          ? nothing
          : html`<stay-pager
            lang=${lang}
            exportparts="pager, status: pager-status, pager-button, previous: pager-previous, next: pager-next, page: pager-page, current: pager-current"
            page=${page}
            page-count=${shown ? Math.ceil((shown.total ?? 0) / shown.query.limit!) : 0}
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
