// The back office's side of <stay-search>: app mode's session (the token exchange, refresh, users/me, the
// administration picker, the tab's last search) and the staff's desk (the table view, its shortcuts, "all
// administrations"). A part of its own, loaded when `auth="app"` or `view="table"` is set: a guests' page (a public
// key, the cards) never downloads it.
import { html, nothing, type ReactiveController, type TemplateResult } from 'lit';
import { createClient, type ClientOptions } from '../api/client.js';
import type { StayApiError } from '../api/errors.js';
import type { Sort } from '../api/types.js';
import { AppSessionController } from '../controllers/app-session-controller.js';
import type { AddressController } from '../controllers/address-controller.js';
import type { SignInPart } from '../controllers/app-sign-in-part.js';
import type { LastSearchController } from '../controllers/last-search-controller.js';
import type { ResultSet, SearchController, SearchSource } from '../controllers/search-controller.js';
import type { StayPageChangeEvent } from '../events/stay-page-change.js';
import { messagesFor, phrase } from '../i18n/locale.js';
import { appMessages } from '../i18n/app.js';
import { searchMessages } from '../i18n/search.js';
import { LazyPartController, type LazyPart } from '../lazy/index.js';
import { ALL_ADMINISTRATIONS } from '../logic/search-state.js';
import type { ChangeKind, SearchState } from '../logic/search-state.js';
import type { AdministrationsView } from './stay-search-administrations.js';
import type { SourceInputs, StaySearch } from './stay-search.js';
import type { StaySortChangeEvent, StaySortIntentEvent, TableAdministration, TableFailure } from './stay-table.js';

/** The table's failed administrations when there are none (one array, so the table does not render again). */
const NO_FAILURES: TableFailure[] = [];

/** The staff table's part (`define/stay-table.ts`): the table, and the merge of "all administrations". */
export type TablePart = LazyPart<typeof import('../define/stay-table.js')>;

/** What `<stay-search>` lends this part: its controllers, and the steps it takes for a change. */
export interface AppHost {
  element: StaySearch;
  search: SearchController;
  address: AddressController;
  tablePart: TablePart;
  /** The token flow's part (fetched by the host beside this one). */
  signInPart: SignInPart;
  isAppMode(): boolean;
  wantsTable(): boolean;
  /** Applies a change as the guest's would be (searched, recorded in the history by `kind`). */
  change(changes: Partial<SearchState>, kind: ChangeKind, immediate?: boolean): void;
  /** The source may have changed (signed in, another administration, the merge arrived): search through it. */
  connectSource(): void;
  /** Searches a kept search (`stay_…` parameters) as the page's own, recorded in place in the address. */
  resume(search: string): void;
  /** Whether the page address names a search (`stay_…` parameters). */
  addressHasSearch(): boolean;
  /** The search now, from its first page, as `stay_…` parameters (kept as the user's last). */
  searchToKeep(): string;
  warn(message: string): void;
}

/** The state of the search a table shows, and where its events go (the host's handlers). */
export interface TableBinding {
  lang: string;
  shown: ResultSet | null;
  failure: StayApiError | undefined;
  error: { message: string; kind: StayApiError['kind'] | undefined } | undefined;
  administrations: AdministrationsView | undefined;
  page: number;
  sorts: Sort[];
  onSortChange(event: StaySortChangeEvent): void;
  onSortIntent(event: StaySortIntentEvent): void;
  onPageChange(event: StayPageChangeEvent): void;
  onRetry(event: Event): void;
  onClearFilters(event: Event): void;
  onChangeDates(event: Event): void;
}

/**
 * App mode and the desk for one `<stay-search>` (made by it once this part has arrived). It signs in at once (the
 * session controller connects as it is added), keeps the tab's last search, words the session's state, renders the
 * table, and gives the search its source for the signed-in user and "all administrations".
 */
export class StaySearchApp implements ReactiveController {
  readonly session: AppSessionController;
  readonly #host: AppHost;
  readonly #table: LazyPartController<typeof import('../define/stay-table.js')>;
  #lastSearch: LastSearchController | undefined;
  /** The usable entries of the host's `administrations` (checked when it is set: see `willUpdate`). */
  #administrationNames: TableAdministration[] = [];
  /** How the answer shown shows with all administrations (see `administrationsOf`). */
  #administrations:
    { shown: ResultSet; lang: string; names: TableAdministration[]; view: AdministrationsView } | undefined;

  constructor(host: AppHost) {
    this.#host = host;
    const element = host.element;
    this.#table = new LazyPartController(element, host.tablePart, { prefetchWhenIdle: false });
    this.session = new AppSessionController(element, {
      enabled: () => host.isAppMode(),
      baseUrl: () => element.baseUrl.trim(),
      fetch: () => element.fetch,
      address: host.address,
      signInPart: () => host.signInPart,
      onChange: () => {
        this.#resumeLastSearch();
        host.connectSource();
      },
      warn: (message) => host.warn(message),
    });
    this.#checkAdministrations();
    element.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('keydown', this.#onShortcut);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.#onShortcut);
  }

  /** Before the host's update: `administrations` checked, the table's part asked for while the table is wanted. */
  willUpdate(changedAdministrations: boolean): void {
    if (changedAdministrations) this.#checkAdministrations();
    // A part that failed stays failed for the page: asking again would only re-render, again and again.
    if (this.#host.wantsTable() && !this.#table.failed) this.#table.load();
  }

  /**
   * After the host's update: the table and the administration picker change their own page, sorts or value when
   * used; they show what is searched and shown.
   */
  updated(page: number, sorts: Sort[], adminId: string | undefined): void {
    const root = this.#host.element.renderRoot;
    const table = root.querySelector('stay-table');
    if (table) {
      table.page = page;
      table.sorts = sorts;
    }
    const admin = root.querySelector('select');
    if (admin) admin.value = adminId ?? '';
  }

  // -----------------------------------------------------------------------------------------------------------------
  // The source

  /** The source's inputs in app mode: none while signing in; the chosen administration once signed in. */
  sourceInputs(
    common: Pick<SourceInputs, 'baseUrl' | 'fetch'>,
    attribute: string | undefined,
  ): SourceInputs | undefined {
    const session = this.session.session;
    if (!this.session.ready || !session) return undefined;
    // The picker's or the address's choice, else admin-id, while it is one of the user's.
    const chosen = this.#host.search.state.adminId ?? undefined;
    let adminId = this.session.administrationFor(chosen ?? attribute, chosen ? 'stay_admin' : 'admin-id');
    const admins = this.session.user?.admin_ids ?? [];
    // The merge comes with the table part: without it (the part has said it failed), one administration, not none.
    const insteadOfAll = adminId === ALL_ADMINISTRATIONS && this.#table.failed;
    if (insteadOfAll) adminId = admins[0];
    return {
      ...common,
      session,
      adminId,
      ...(adminId === ALL_ADMINISTRATIONS && { adminIds: admins }),
      ...(insteadOfAll && { insteadOfAll }),
    };
  }

  /** Whether `inputs` ask for "all administrations" whose merge (in the table part) is not there yet; asks for it. */
  awaitsMerge(inputs: SourceInputs | undefined): boolean {
    const awaiting = inputs?.adminId === ALL_ADMINISTRATIONS && !this.#table.module;
    if (awaiting) this.#table.load();
    return awaiting;
  }

  /** The merge of "all administrations" has arrived, or cannot: the search goes on through it, or one of them. */
  get mergeSettled(): boolean {
    return Boolean(this.#table.module || this.#table.failed);
  }

  /** For "all administrations", the merge of a client each (the table part's); `undefined` for one administration. */
  sourceFor({ adminIds, ...inputs }: SourceInputs): SearchSource | undefined {
    const { module } = this.#table;
    if (!adminIds || !module) return undefined;
    return new module.AdministrationsSource(adminIds, (adminId) =>
      createClient({ ...inputs, adminId } as ClientOptions),
    );
  }

  /** A search failed: a refused refresh token ends the session. */
  searchFailed(error: StayApiError): void {
    if (this.#host.isAppMode() && error.code === 'INVALID_REFRESH_TOKEN') this.session.end();
  }

  // -----------------------------------------------------------------------------------------------------------------
  // The tab's last search

  /** App mode, once signed in: the user's last search in this tab comes back, unless the address named one. */
  #resumeLastSearch(): void {
    const host = this.#host;
    // Its code comes with the sign-in part, so it is made once signed in.
    const signIn = host.signInPart.module;
    if (!signIn) return;
    this.#lastSearch ??= new signIn.LastSearchController(host.element, {
      enabled: () => host.isAppMode(),
      addressHasSearch: () => host.addressHasSearch(),
      store: () => host.signInPart.module,
      scope: () => this.session.user && `${host.element.baseUrl.trim()} ${this.session.user.id}`,
      warn: (message) => host.warn(message),
    });
    const last = this.#lastSearch.recall();
    if (!last) return;
    if (last.view !== this.#view) host.element.setAttribute('view', last.view);
    host.resume(last.search);
  }

  /** Keeps the search (from page 1) and the view as the signed-in user's last, in app mode. */
  rememberSearch(): void {
    this.#lastSearch?.remember({ search: this.#host.searchToKeep(), view: this.#view });
  }

  get #view(): 'table' | 'cards' {
    return this.#host.wantsTable() ? 'table' : 'cards';
  }

  // -----------------------------------------------------------------------------------------------------------------
  // The staff's shortcuts

  /**
   * The staff's shortcuts (table view only: a guests' site keeps its keys): "/" to the dates, Alt+1…9 for the
   * user's first to ninth administration, Alt+0 for all of them. Never while typing in a field, and never with Ctrl
   * or Meta.
   */
  readonly #onShortcut = (event: KeyboardEvent): void => {
    const target = event.composedPath()[0] as HTMLElement;
    const typing = /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable;
    if (!this.#host.wantsTable() || typing || event.defaultPrevented || event.ctrlKey || event.metaKey) return;
    // The digit's key, not its character: Alt+2 types "@" or "™" on some layouts. Alt+0: all of them.
    const digit = event.altKey && /^Digit([0-9])$/.exec(event.code)?.[1];
    const admins = this.session.user?.admin_ids ?? [];
    const adminId = digit === '0' ? admins.length > 1 && ALL_ADMINISTRATIONS : digit && admins[Number(digit) - 1];
    if (event.key === '/' && !event.altKey) this.#host.element.renderRoot.querySelector('stay-dates')!.focus();
    else if (adminId) this.#host.change({ adminId }, 'administration', true);
    else return;
    event.preventDefault();
  };

  // -----------------------------------------------------------------------------------------------------------------
  // The administrations

  /** Keeps the entries of `administrations` that name an id, warning once when some (or all of it) do not. */
  #checkAdministrations(): void {
    const given: unknown = this.#host.element.administrations;
    const list: unknown[] = Array.isArray(given) ? given : [];
    const usable = list.filter(
      (entry): entry is TableAdministration =>
        typeof (entry as TableAdministration | null)?.id === 'string' &&
        typeof (entry as TableAdministration).name === 'string',
    );
    if (usable.length !== list.length || (given != null && !Array.isArray(given)))
      this.#host.warn('administrations: entries without a text id and name left out');
    this.#administrationNames = usable;
  }

  /** An administration's name where known, else its id. */
  #administrationName(id: string): string {
    return this.#administrationNames.find((administration) => administration?.id === id)?.name || id;
  }

  /** "All administrations": how the answer shown shows (from the table part), made once per answer and language. */
  administrationsOf(
    shown: ResultSet | null,
    lang: string,
    message: (error: StayApiError) => string,
  ): AdministrationsView | undefined {
    const module = this.#table.module;
    if (!shown?.adminIds || !module) return undefined;
    const kept = this.#administrations;
    const names = this.#administrationNames;
    // The same rows and failures (the total alone came after them): the same view, and the table keeps its rows.
    const same =
      kept?.shown.items === shown.items &&
      kept.shown.adminIds === shown.adminIds &&
      kept.shown.failures === shown.failures &&
      kept.shown.uncounted === shown.uncounted;
    if (same && kept.lang === lang && kept.names === names) return kept.view;
    const view = module.administrationsView(shown, lang, message, (id) => this.#administrationName(id));
    this.#administrations = { shown, lang, names, view };
    return view;
  }

  /** "All administrations" was chosen but cannot be merged (the part failed): staff read which one is shown. */
  #onlyOneInsteadOfAll(lang: string, inputs: SourceInputs | undefined) {
    if (!inputs?.insteadOfAll || inputs.adminId === undefined) return nothing;
    const text = messagesFor(appMessages, lang).onlyOneAdministration;
    return html`<p part="admin-warnings" role="status">
      ${phrase(text, lang, 0, this.#administrationName(inputs.adminId))}
    </p>`;
  }

  // -----------------------------------------------------------------------------------------------------------------
  // Rendering

  /** The "Signed in as …" line and the administration picker (app mode). */
  renderSession(lang: string) {
    const t = messagesFor(appMessages, lang);
    const { status, user } = this.session;
    if (status === 'signing-in') {
      return html`<p part="session" role="status">${messagesFor(searchMessages, lang).signingIn}</p>`;
    }
    if (status !== 'ready' || !user) return nothing;
    const admins = user.admin_ids;
    return html`
      <div part="session">
        <p>${t.signedInAs(user.name || user.email || user.id)}</p>
        ${
          admins.length > 1
            ? html`<label>
              ${t.administration}
              <select part="admin-select" @change=${this.#onAdministrationChange}>
                ${admins.map((id) => html`<option value=${id}>${this.#administrationName(id)}</option>`)}
                <option value=${ALL_ADMINISTRATIONS}>${t.allAdministrations}</option>
              </select>
            </label>`
            : nothing
        }
      </div>
    `;
  }

  readonly #onAdministrationChange = (event: Event): void => {
    this.#host.change({ adminId: (event.target as HTMLSelectElement).value }, 'administration', true);
  };

  /** App mode without a session: what failed and what to do (with "Try again" where it can help); else nothing. */
  renderSessionProblem(lang: string): TemplateResult | undefined {
    const { status, problem } = this.session;
    if (status !== 'failed' || !problem) return undefined;
    const t = messagesFor(appMessages, lang);
    return html`<p part="message" role="alert">${t.sessionProblems[problem]}</p>
      ${
        this.session.canRetry
          ? html`<button type="button" part="sign-in-retry" @click=${() => this.session.retry()}>
              ${t.signInAgain}
            </button>`
          : nothing
      }`;
  }

  /** Above the cards with all administrations: the ones that failed, or that only one could be shown. */
  renderAboveCards(lang: string, failed: boolean, view: AdministrationsView | undefined, inputs?: SourceInputs) {
    return html`${failed ? nothing : view?.warnings} ${this.#onlyOneInsteadOfAll(lang, inputs)}`;
  }

  /**
   * The staff table, while it is wanted: nothing until its part is there (cards would flash, and properties set on
   * a tag not yet defined would be overwritten by the element's defaults); `undefined` when the part failed (the
   * host shows the cards).
   */
  renderTable(table: TableBinding): TemplateResult | typeof nothing | undefined {
    if (this.#table.failed) return undefined;
    if (!this.#table.module) return nothing;
    const { element, search } = this.#host;
    const { shown, failure, administrations } = table;
    return html`<stay-table
      lang=${table.lang}
      .items=${shown?.items ?? []}
      .rows=${administrations?.rows}
      .failures=${administrations?.failures ?? NO_FAILURES}
      .administrations=${this.#administrationNames}
      .status=${failure ? 'error' : shown ? 'ready' : 'loading'}
      .busy=${search.pending && !!shown}
      .error=${table.error}
      .query=${shown?.query ?? search.committed}
      .total=${shown?.total}
      .uncounted=${Boolean(shown?.uncounted)}
      .page=${table.page}
      .sorts=${table.sorts}
      currency=${element.currency || 'EUR'}
      @stay-sort-change=${table.onSortChange}
      @stay-sort-intent=${table.onSortIntent}
      @stay-page-change=${table.onPageChange}
      @stay-retry=${table.onRetry}
      @stay-clear-filters=${table.onClearFilters}
      @stay-change-dates=${table.onChangeDates}
    ></stay-table>`;
  }
}
