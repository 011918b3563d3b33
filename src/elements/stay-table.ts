import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { LocalizedElement } from './localized-element.js';
import type { Accommodation, SearchQuery, Sort, SortColumn } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { tableStyles } from './stay-table.styles.js';
import {
  availabilityOf,
  formatInteger,
  formatMoney,
  formatRatingNumber,
  isBookable,
  isCurrencyCode,
  labelText,
  nightsBetween,
  partySizeOf,
  pickTranslation,
  ratingOf,
  safeThumbnailUrl,
  translationKey,
} from '../logic/cards.js';
import {
  COLUMN_SORTS,
  COLUMN_WIDTHS_EM,
  NUMERIC_COLUMNS,
  TABLE_COLUMNS,
  accommodationTypeOf,
  gridMinWidthEm,
  priceBreakdown,
  type TableColumn,
} from '../logic/table-columns.js';
import { ariaSortOf, chooseSort, removeSort } from '../logic/table-sorts.js';
import { quoteText } from '../logic/table-quote.js';
import { StayEvent } from '../events/stay-search.js';
import { StaySelectEvent } from '../events/stay-select.js';
import { StayPageChangeEvent } from '../events/stay-page-change.js';
import { StayChangeDatesEvent, StayClearFiltersEvent, StayRetryEvent } from '../events/stay-results.js';
import type { ResultsError, ResultsStatus } from './stay-results.js';
import { resultsMessages } from '../i18n/results.js';
import { tableMessages } from '../i18n/table.js';
import { guestsMessages } from '../i18n/guests.js';
import { accommodationTypeNames, ageCategoryNames } from '../i18n/vocabulary.js';
import { messagesFor, phrase, resolveLocale } from '../i18n/locale.js';
import type { Messages } from '../i18n/messages.js';

/** Rows a page of the service (and of the merged desk): PageUp/PageDown move by one such page. */
const PAGE_SIZE = 20;
/**
 * How long the pointer rests on a sort's header before its sort is asked ahead: a pointer sweeping across the headers
 * asks for none of those it passes. Focus asks at once (staff move there on purpose).
 */
const SORT_INTENT_DWELL_MS = 150;
/** `aria-rowcount` while the total is not known (WAI-ARIA: -1, the number of rows is unknown). */
const UNKNOWN_ROW_COUNT = -1;

/** The chosen sorts changed from a header or the sorts' list; `sorts` is the new list, in the spec's form. */
export class StaySortChangeEvent extends StayEvent {
  static readonly eventName = 'stay-sort-change';
  constructor(readonly sorts: Sort[]) {
    super(StaySortChangeEvent.eventName);
  }
}

/**
 * The pointer or focus rests on a sort's header: `sorts` is what a click there would make, likely wanted soon (the
 * host may fetch it ahead, as the pager's `stay-page-intent` does for a page).
 */
export class StaySortIntentEvent extends StayEvent {
  static readonly eventName = 'stay-sort-intent';
  constructor(readonly sorts: Sort[]) {
    super(StaySortIntentEvent.eventName);
  }
}

/** One row of the table: an accommodation and, on a desk of several administrations, the one it was found in. */
export interface TableRow {
  accommodation: Accommodation;
  adminId?: string;
}

/** An administration that could not be searched (or counted): shown as a warning row naming it. */
export interface TableFailure {
  adminId: string;
  /** What went wrong, in words staff can read (optional; the row names the administration either way). */
  message?: string;
  /** Its rows are shown but its count could not be fetched (the total is unknown), rather than not searched. */
  uncounted?: boolean;
}

export interface TableAdministration {
  id: string;
  name: string;
}

/** Something that can take text (`navigator.clipboard` by default). */
export interface TextClipboard {
  writeText(text: string): Promise<void>;
}

type CopyState = { state: 'copied' } | { state: 'refused'; text: string } | undefined;

/** What the rows of one render share (see `#rowContext`). */
interface RowContext {
  locale: string;
  lang: string;
  r: Messages['results'];
  types: Messages['accommodationTypes'];
  partySize: ReturnType<typeof partySizeOf> | undefined;
  money: (amount: number) => string;
}

/**
 * The results as a dense data grid for staff (the WAI-ARIA APG grid pattern): one row per accommodation, sort
 * buttons in the headers, a details row with a quote to copy, and the same states as `<stay-results>`.
 * Presentational: it shows what it is given and fetches nothing.
 *
 * Keyboard: arrows move between cells; Home/End go to the row's ends, Ctrl+Home/End to the grid's; PageUp and
 * PageDown ask for the previous or next page; Enter on a row opens or closes its details (Escape closes them);
 * Enter on a header sorts by it (again reverses it), Shift+Enter adds it as the next sort.
 *
 * @fires stay-sort-change - A header or the sorts' list changed the sorts: `event.sorts`, already set on `sorts`.
 * @fires stay-sort-intent - The pointer rests on a sort's header (150 ms: a sweep across the headers fires none), or
 *   focus moves there (at once), also after it sorted, for the next click: `event.sorts` is what a click there would
 *   make.
 * @fires stay-page-change - PageUp/PageDown: `event.page`, already set on `page`.
 * @fires stay-select - "Book" in a row's details, as on the cards: `event.accommodation`, `event.query`.
 * @fires stay-clear-filters - "Clear filters" in the empty state.
 * @fires stay-change-dates - "Change dates" in the empty state.
 * @fires stay-retry - "Try again" in the error state, or in a warning row (the host asks the failed administrations
 *   again: a merged page asks only those).
 *
 * @csspart heading - The heading over the grid (the count); focusable by script (`focusHeading()`).
 * @csspart sorts - The list of sorts in use above the grid.
 * @csspart sort-chip - One sort in that list: a button that removes it.
 * @csspart scroller - The box the grid scrolls in (the header row stays in view).
 * @csspart grid - The `role="grid"` table.
 * @csspart header - A column header cell.
 * @csspart sort-button - A sortable column's header button.
 * @csspart row - An accommodation's row.
 * @csspart cell - A cell of such a row.
 * @csspart warning - The row naming an administration that could not be searched (or counted).
 * @csspart warning-retry - The "Try … again" button in that row.
 * @csspart details - The details row under an opened row.
 * @csspart image - The thumbnail in the details.
 * @csspart price-breakdown - The price breakdown in the details.
 * @csspart action-button - "Copy quote", "Book" and "Close details".
 * @csspart copy-status - "Quote copied." or the quote to copy by hand.
 * @csspart empty - The empty state.
 * @csspart error - The error state.
 * @csspart state-button - The buttons of the empty and error states.
 *
 * @cssprop --stay-accent - The sort indicator, Book and "Available".
 * @cssprop --stay-on-accent - Text on the accent colour.
 * @cssprop --stay-surface - The grid's background.
 * @cssprop --stay-surface-raised - Header row, hovered row and details background.
 * @cssprop --stay-text - Text colour.
 * @cssprop --stay-muted - Secondary text.
 * @cssprop --stay-border - Cell borders.
 * @cssprop --stay-danger - "Sold out", "Closed" and the warning rows.
 * @cssprop --stay-focus - Focus ring.
 * @cssprop --stay-radius - Corner radius of buttons and the grid's box.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-table-max-height - Height of the scrolling box (default `32em`); the header stays in view.
 * @cssprop --stay-color-scheme - `light`, `dark`, or `light dark` (default: follow the page).
 */
export class StayTable extends LocalizedElement {
  static override styles = [tokens, tableStyles];

  static override properties = {
    items: { attribute: false },
    rows: { attribute: false },
    failures: { attribute: false },
    administrations: { attribute: false },
    sorts: { attribute: false },
    status: { reflect: true },
    busy: { type: Boolean, reflect: true },
    error: { attribute: false },
    query: { attribute: false },
    total: { type: Number },
    uncounted: { type: Boolean },
    page: { type: Number, reflect: true },
    currency: {},
    density: { reflect: true },
    clipboard: { attribute: false },
    _open: { state: true },
    _copy: { state: true },
  };

  /** The accommodations of the current page, of one administration. `rows` wins when set. */
  items: Accommodation[] = [];

  /** The rows of the current page with their administrations (the desk over several). Wins over `items`. */
  declare rows: TableRow[] | undefined;

  /** Administrations that could not be searched: a warning row each, above the rows. */
  failures: TableFailure[] = [];

  /** Names of the administrations, for the administration column (shown when rows name one). */
  administrations: TableAdministration[] = [];

  /** The sorts in use, in the spec's form; `[]` is the service's default (rank). */
  sorts: Sort[] = [];

  /** As `<stay-results>`: `loading` with no rows shows a loading row; `ready` with none the empty state. */
  status: ResultsStatus = 'idle';

  /** A new page, sort or query is loading while the current rows stay: the grid is `aria-busy`. */
  busy = false;

  declare error: ResultsError | undefined;

  /** The search the rows answer: nights, party and the quote come from it. */
  declare query: SearchQuery | undefined;

  /**
   * Accommodations in all (all administrations' counts added up on the desk); `undefined` while not known (the desk
   * shows a merged page before the counts): the heading then names no number, `aria-rowcount` is -1 and PageDown
   * goes on while the page is full, until it is set.
   */
  declare total: number | undefined;

  /**
   * The total was asked and could not be counted: the live status says how many rows are shown and that the total
   * is not known (`aria-rowcount` stays -1). The `failures` marked `uncounted` name the administrations whose count
   * failed.
   */
  uncounted = false;

  /** The current page, from 1: rows are numbered from `(page - 1) * 20 + 1` for assistive technology. */
  page = 1;

  /** ISO 4217 code of the prices. */
  currency = 'EUR';

  /** `compact` (the default: the most rows in view) or `comfortable` (taller rows, for touch). */
  density: 'compact' | 'comfortable' = 'compact';

  /** Where "Copy quote" writes; the browser's clipboard unless set. */
  declare clipboard: TextClipboard | undefined;

  /** The id of the accommodation whose details are open. */
  declare _open: string | undefined;
  declare _copy: CopyState;

  /**
   * The page the rows shown are of: they are numbered from it (`aria-rowindex`). A page the grid asked for itself
   * (PageDown, PageUp) numbers the rows once they come: until then the rows still shown keep their numbers, so the
   * 20 rows are not renumbered for the page asked, back for the host's page still shown, and again for the new rows.
   */
  #rowsPage = 1;
  /** The grid asked for `page` itself, and its rows have not come yet. */
  #pageAsked = false;
  /** The roving tab stop: the focusable row (0 is the header) and the target in it. */
  #active = { row: 1, column: 0 };
  /** The target that has `tabindex="0"` now. */
  #tabStop: HTMLElement | undefined;
  #announcement = '';
  #announced: string | undefined;
  /** A sort was chosen: once its rows are shown, the header still pointed at or focused asks for its next order. */
  #intentAfterSort = false;
  /** The pointer entered a sort's header: its intent once the pointer has rested there (`SORT_INTENT_DWELL_MS`). */
  #pointerIntent: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#pointerIntent);
  }

  /**
   * Moves focus to the heading over the grid, scrolled into view unless `preventScroll`: at once when it is there,
   * and again once rendered only if the render replaced it (see `<stay-results>`). Resolves `false` when there is
   * no heading.
   */
  async focusHeading({ preventScroll }: FocusOptions = {}): Promise<boolean> {
    const before = this.#focusHeadingNow(preventScroll);
    await this.updateComplete;
    const heading = this.renderRoot.querySelector('h2');
    if (heading !== before) this.#focusHeadingNow(preventScroll);
    return !!heading;
  }

  /** Focuses the heading unless it has focus already (`focus()` again would still lay out the page). */
  #focusHeadingNow(preventScroll?: boolean): HTMLElement | null {
    const heading = this.renderRoot.querySelector('h2');
    if ((this.renderRoot as ShadowRoot).activeElement !== heading) heading?.focus({ preventScroll: true });
    if (!preventScroll) heading?.scrollIntoView({ block: 'nearest' });
    return heading;
  }

  get #rows(): TableRow[] {
    return this.rows ?? this.items.map((accommodation) => ({ accommodation }));
  }

  /** How many in all, at least the rows shown; `undefined` while the total is not known. */
  get #count(): number | undefined {
    return this.total === undefined ? undefined : Math.max(this.total, this.#rows.length);
  }

  /** The pages there are; while the total is not known, one more than this one when this one is full. */
  get #pageCount(): number {
    const count = this.#count;
    if (count !== undefined) return Math.ceil(count / PAGE_SIZE);
    return this.page + (this.#rows.length >= PAGE_SIZE ? 1 : 0);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('currency') && !isCurrencyCode(this.currency))
      this.warn(`bad currency "${this.currency}"; using EUR.`);
    if (changed.has('density') && this.density !== 'compact' && this.density !== 'comfortable') {
      this.warn(`density "${String(this.density)}" is not compact or comfortable; using compact.`);
      this.density = 'compact';
    }
    if (changed.has('items') || changed.has('rows') || this.page === this.#rowsPage) this.#pageAsked = false;
    if (!this.#pageAsked) this.#rowsPage = this.page;
    if (
      (changed.has('items') || changed.has('rows')) &&
      !this.#rows.some((row) => row.accommodation.id === this._open)
    ) {
      this._open = undefined;
    }
    if (this.status === 'error') this.#announced = undefined;
    // Rows shown before their total are announced with it when it comes, or with the rows shown when it cannot come.
    const uncounted = this.#count === undefined && this.uncounted;
    const count = this.#count ?? (this.#rows.length && !uncounted ? undefined : this.#rows.length);
    if (this.status !== 'ready' || this.busy || count === undefined) return;
    const signature = JSON.stringify([count, uncounted, this.failures.length, { ...this.query, page: 0 }, this.sorts]);
    if (signature === this.#announced) return;
    this.#announced = signature;
    const locale = resolveLocale(this);
    const r = messagesFor(resultsMessages, locale);
    let text = r.noneFound;
    if (uncounted) text = phrase(messagesFor(tableMessages, locale).shownTotalUnknown, locale, count);
    else if (count) text = phrase(r.found, locale, count, phrase(r.count, locale, count));
    this.#announcement = text === this.#announcement ? `${text}\u00a0` : text;
  }

  override updated(changed: PropertyValues<this>): void {
    this.#applyTabStops();
    // The header just used is still pointed at or focused: its next click (the other order) is likely next. Asked
    // once the sorted rows are shown, not when the sorts change: a host fetches ahead only from what it shows.
    if (changed.has('sorts')) this.#intentAfterSort = true;
    const sortedRowsShown =
      this.status === 'ready' && !this.busy && JSON.stringify(this.query?.sorts ?? []) === JSON.stringify(this.sorts);
    if (this.#intentAfterSort && sortedRowsShown) {
      this.#intentAfterSort = false;
      // Once the frame that shows the sorted rows is painted: asked now, the request ahead (and the host's work for
      // it) would run in the task that renders them and hold that frame back.
      afterPaint(() => this.#intentForNextOrder());
    }
  }

  /** Asks for the next order of the header still focused or pointed at, if any. */
  #intentForNextOrder(): void {
    if (!this.isConnected) return;
    // Focus from the shadow root's active element: WebKit matches `:focus` only while its window is active.
    const focused = (this.renderRoot as ShadowRoot).activeElement?.closest<HTMLElement>('th:has(> button)');
    const header = focused ?? this.renderRoot.querySelector<HTMLElement>('th:has(> button:hover)');
    if (header) this.#sortIntent(header);
  }

  override render() {
    const locale = resolveLocale(this);
    const r = messagesFor(resultsMessages, locale);
    const { status } = this;
    const rows = this.#rows;
    let view: TemplateResult | typeof nothing = nothing;
    let heading = r.heading;
    if (status === 'error') {
      view = html`<div part="error" class="state" role="alert">
        <p>${r.errorTitle}</p>
        ${this.error?.message ? html`<p>${this.error.message}</p>` : nothing}
        <button part="state-button" @click=${() => this.dispatchEvent(new StayRetryEvent())}>${r.retry}</button>
      </div>`;
    } else if (rows.length || this.failures.length || status === 'loading') {
      const count = this.#count;
      if (rows.length && count !== undefined) heading = phrase(r.count, locale, count);
      view = this.#grid(locale);
    } else if (status === 'ready') {
      view = html`<div part="empty" class="state">
        <p>${r.noneFound}</p>
        <button part="state-button" @click=${() => this.dispatchEvent(new StayClearFiltersEvent())}>${r.clearFilters}</button>
        <button part="state-button" @click=${() => this.dispatchEvent(new StayChangeDatesEvent())}>${r.changeDates}</button>
      </div>`;
    }
    return html`
      ${
        view === nothing
          ? nothing
          : // Isolated: the widget's languages are written left to right, also on a right-to-left page.
            html`<h2 part="heading" id="heading" tabindex="-1"><bdi>${heading}</bdi></h2>${view}`
      }
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.#announcement}</div>
    `;
  }

  #columns(): TableColumn[] {
    const rows = this.#rows;
    return TABLE_COLUMNS.filter((column) => {
      if (column === 'type') return rows.some((row) => accommodationTypeOf(row.accommodation, this.query));
      if (column === 'administration') return rows.some((row) => row.adminId !== undefined);
      return true;
    });
  }

  #administrationName(adminId: string | undefined): string {
    if (adminId === undefined) return '';
    return this.administrations.find((administration) => administration.id === adminId)?.name || adminId;
  }

  #sortsList(locale: string) {
    const t = messagesFor(tableMessages, locale);
    return html`<div part="sorts" class="sorts">
      <span id="sorted-by">${t.sortedBy}</span>
      ${
        this.sorts.length
          ? html`<ul aria-labelledby="sorted-by">
            ${this.sorts.map((sort) => {
              const name = t.columns[columnOfSort(sort.column)];
              const order = sort.order === 'asc' ? t.ascending : t.descending;
              return html`<li>
                <button part="sort-chip" aria-label=${phrase(t.removeSort, locale, 0, `${name}, ${order}`)}
                  @click=${() => this.#setSorts(removeSort(this.sorts, sort.column))}>
                  ${name} <span aria-hidden="true">${sort.order === 'asc' ? '↑' : '↓'} ×</span>
                </button>
              </li>`;
            })}
          </ul>`
          : html`<span>${t.defaultSort}</span>`
      }
    </div>`;
  }

  #grid(locale: string) {
    const t = messagesFor(tableMessages, locale);
    const r = messagesFor(resultsMessages, locale);
    const columns = this.#columns();
    const rows = this.#rows;
    const busy = this.busy || this.status === 'loading';
    const firstIndex = (Math.max(1, this.#rowsPage) - 1) * PAGE_SIZE;
    const context = this.#rowContext(locale);
    return html`${this.#sortsList(locale)}
      <div part="scroller" class="scroller">
        <table part="grid" role="grid" aria-labelledby="heading" aria-rowcount=${this.#count === undefined ? UNKNOWN_ROW_COUNT : this.#count + 1}
          aria-colcount=${columns.length} aria-busy=${busy} @keydown=${this.#onKeydown} @focusin=${this.#onFocusin}
          style=${`min-width: ${gridMinWidthEm(columns)}em`}>
          <colgroup>
            ${columns.map((column) => html`<col style=${column === 'name' ? '' : `width: ${COLUMN_WIDTHS_EM[column]}em`} />`)}
          </colgroup>
          <thead>
            <tr role="row" aria-rowindex="1" data-row>
              ${columns.map((column, index) => this.#header(column, index, locale))}
            </tr>
          </thead>
          <tbody @click=${this.#onBodyClick}>
            ${this.failures.map((failure) => {
              const name = this.#administrationName(failure.adminId);
              return html`<tr role="row" part="warning" class="warning" data-row>
                <td role="gridcell" colspan=${Math.max(1, columns.length - 1)} data-cell tabindex="-1">
                  ${phrase(failure.uncounted ? t.uncounted : t.failed, locale, 0, name)}
                  ${failure.message ? html`<span class="muted">${failure.message}</span>` : nothing}
                </td>
                <td role="gridcell" class="numeric">
                  <button part="warning-retry" data-cell tabindex="-1" data-admin-id=${failure.adminId}
                    @click=${() => this.dispatchEvent(new StayRetryEvent())}>${phrase(t.retryAdministration, locale, 0, name)}</button>
                </td>
              </tr>`;
            })}
            ${
              !rows.length && this.status === 'loading'
                ? html`<tr role="row" data-row><td role="gridcell" colspan=${columns.length} data-cell tabindex="-1">${r.loading}</td></tr>`
                : nothing
            }
            ${rows.map((row, index) => this.#row(row, firstIndex + index + 2, columns, context))}
          </tbody>
        </table>
      </div>`;
  }

  #header(column: TableColumn, index: number, locale: string) {
    const t = messagesFor(tableMessages, locale);
    const sortColumn = COLUMN_SORTS[column];
    const numeric = NUMERIC_COLUMNS.has(column) ? 'numeric' : '';
    if (!sortColumn) {
      return html`<th role="columnheader" part="header" class=${numeric} aria-colindex=${index + 1} scope="col"
        data-column=${column} data-cell tabindex="-1">
        ${t.columns[column]}
      </th>`;
    }
    const position = this.sorts.findIndex((sort) => sort.column === sortColumn);
    const sort = this.sorts[position];
    return html`<th role="columnheader" part="header" class=${numeric} aria-colindex=${index + 1} scope="col"
      data-column=${column} aria-sort=${ariaSortOf(this.sorts, sortColumn)}>
      <button part="sort-button" data-cell tabindex="-1" aria-describedby="sort-hint"
        @click=${(event: MouseEvent) => this.#sortBy(sortColumn, event.shiftKey)}
        @pointerenter=${this.#onSortPointerEnter} @pointerleave=${this.#onSortPointerLeave}
        @focus=${this.#onSortIntent}>
        ${t.columns[column]}
        ${
          sort
            ? html`<span class="indicator" aria-hidden="true">${sort.order === 'asc' ? '↑' : '↓'}${
                this.sorts.length > 1 ? position + 1 : ''
              }</span>${
                position > 0
                  ? html`<span class="visually-hidden">, ${phrase(t.sortPosition, locale, position + 1)}, ${
                      sort.order === 'asc' ? t.ascending : t.descending
                    }</span>`
                  : nothing
              }`
            : nothing
        }
      </button>
      ${index === 0 ? html`<span id="sort-hint" class="visually-hidden">${t.sortHint}</span>` : nothing}
    </th>`;
  }

  /** What every row of one render shares: looked up once, not once a row. */
  #rowContext(locale: string): RowContext {
    const { currency } = this;
    return {
      locale,
      lang: translationKey(locale),
      r: messagesFor(resultsMessages, locale),
      types: messagesFor(accommodationTypeNames, locale),
      partySize: this.query && partySizeOf(this.query),
      money: (amount: number) => formatMoney(amount, locale, currency),
    };
  }

  #row(row: TableRow, rowIndex: number, columns: TableColumn[], context: RowContext) {
    const { accommodation } = row;
    const { locale, lang, r, types, partySize, money } = context;
    const availability = availabilityOf(accommodation, partySize);
    const open = this._open === accommodation.id;
    const cell = (column: TableColumn): TemplateResult | string => {
      switch (column) {
        case 'rank':
          return formatInteger(accommodation.rank, locale);
        case 'name':
          return pickTranslation(accommodation.name_translations, lang, accommodation.name);
        case 'type': {
          const type = accommodationTypeOf(accommodation, this.query);
          return type ? types[type] : '';
        }
        case 'administration':
          return this.#administrationName(row.adminId);
        case 'persons_min':
          return formatInteger(accommodation.persons_min, locale);
        case 'persons_max':
          return formatInteger(accommodation.persons_max, locale);
        case 'available':
          return html`<span data-state=${availability}>${
            availability === 'available' || availability === 'few'
              ? formatInteger(accommodation.available_stock, locale)
              : phrase(r[availability], locale, partySize)
          }</span>`;
        case 'per_night':
          return money(accommodation.price_per_night);
        case 'price_total':
          return money(accommodation.price_total);
        case 'rating': {
          const rating = ratingOf(accommodation);
          return rating ? formatRatingNumber(rating.average, locale) : '';
        }
        case 'labels':
          return accommodation.labels
            .map((label) => labelText(label, lang))
            .filter(Boolean)
            .join(', ');
      }
    };
    const colindex = (column: TableColumn) => columns.indexOf(column) + 1;
    // The columns only some desks show (see `#columns`): a cell of their own, after the name.
    const optionalCell = (column: 'type' | 'administration') =>
      columns.includes(column)
        ? html`<td role="gridcell" part="cell" aria-colindex=${colindex(column)} aria-expanded=${open} data-cell
            tabindex="-1" data-column=${column}>${cell(column)}</td>`
        : nothing;
    // One template for the whole row, its cells in the order of TABLE_COLUMNS (numbers with class="numeric", as in
    // NUMERIC_COLUMNS), not one a cell: a page is 20 template instances instead of 220, with half the parts to set.
    // A grid row may not carry aria-expanded (only a treegrid's may): each cell says whether the details are open.
    return html`<tr role="row" part="row" class=${open ? 'open' : ''} aria-rowindex=${rowIndex} data-row
        data-id=${accommodation.id}>
        <td role="gridcell" part="cell" class="numeric" aria-colindex=${colindex('rank')} aria-expanded=${open} data-cell
          tabindex="-1" data-column="rank">${cell('rank')}</td>
        <td role="gridcell" part="cell" aria-colindex=${colindex('name')} aria-expanded=${open} data-cell tabindex="-1"
          data-column="name">${cell('name')}</td>
        ${optionalCell('type')}${optionalCell('administration')}
        <td role="gridcell" part="cell" class="numeric" aria-colindex=${colindex('persons_min')} aria-expanded=${open}
          data-cell tabindex="-1" data-column="persons_min">${cell('persons_min')}</td>
        <td role="gridcell" part="cell" class="numeric" aria-colindex=${colindex('persons_max')} aria-expanded=${open}
          data-cell tabindex="-1" data-column="persons_max">${cell('persons_max')}</td>
        <td role="gridcell" part="cell" class="numeric" aria-colindex=${colindex('available')} aria-expanded=${open}
          data-cell tabindex="-1" data-column="available">${cell('available')}</td>
        <td role="gridcell" part="cell" class="numeric" aria-colindex=${colindex('per_night')} aria-expanded=${open}
          data-cell tabindex="-1" data-column="per_night">${cell('per_night')}</td>
        <td role="gridcell" part="cell" class="numeric" aria-colindex=${colindex('price_total')} aria-expanded=${open}
          data-cell tabindex="-1" data-column="price_total">${cell('price_total')}</td>
        <td role="gridcell" part="cell" class="numeric" aria-colindex=${colindex('rating')} aria-expanded=${open}
          data-cell tabindex="-1" data-column="rating">${cell('rating')}</td>
        <td role="gridcell" part="cell" aria-colindex=${colindex('labels')} aria-expanded=${open} data-cell tabindex="-1"
          data-column="labels">${cell('labels')}</td>
      </tr>
      ${open ? this.#details(row, columns.length, locale, availability) : nothing}`;
  }

  #details(row: TableRow, span: number, locale: string, availability: ReturnType<typeof availabilityOf>) {
    const { accommodation } = row;
    const lang = translationKey(locale);
    const t = messagesFor(tableMessages, locale);
    const r = messagesFor(resultsMessages, locale);
    const name = pickTranslation(accommodation.name_translations, lang, accommodation.name);
    const description = pickTranslation(accommodation.description_translations, lang, accommodation.description);
    const thumbnail = safeThumbnailUrl(accommodation.thumbnail);
    const price = priceBreakdown(accommodation);
    const nights = nightsBetween(this.query?.arrival, this.query?.departure) ?? 0;
    const money = (amount: number) => formatMoney(amount, locale, this.currency);
    const partySize = this.query && partySizeOf(this.query);
    const labels = accommodation.labels.map((label) => labelText(label, lang)).filter(Boolean);
    const bookable = isBookable(availability);
    const copy = this._copy;
    return html`<tr role="row" part="details" class="details" data-row data-details-of=${accommodation.id}>
      <td role="gridcell" colspan=${span}>
        <h3 class="visually-hidden">${phrase(t.details, locale, 0, name)}</h3>
        <div class="details-body">
          ${thumbnail ? html`<img part="image" src=${thumbnail} alt="" width="160" height="107" loading="lazy" />` : nothing}
          <div class="details-text">
            ${description ? html`<p>${description}</p>` : nothing}
            ${labels.length ? html`<ul class="labels" aria-label=${r.labels}>${labels.map((text) => html`<li>${text}</li>`)}</ul>` : nothing}
            <p data-state=${availability}>
              ${phrase(r[availability], locale, availability === 'few' ? accommodation.available_stock : partySize)}
            </p>
          </div>
          <dl part="price-breakdown">
            <dt>${phrase(t.rates, locale, nights)}</dt><dd>${money(price.rates)}</dd>
            ${price.fixed ? html`<dt>${t.fixedCosts}</dt><dd>${money(price.fixed)}</dd>` : nothing}
            ${price.charges ? html`<dt>${t.charges}</dt><dd>${money(price.charges)}</dd>` : nothing}
            <dt class="total">${t.total}</dt><dd class="total">${money(price.total)}</dd>
          </dl>
        </div>
        <div class="actions">
          <button part="action-button" data-cell tabindex="-1" data-action="copy" ?disabled=${!this.query}
            @click=${() => this.#copyQuote(row, locale)}>${t.copyQuote}</button>
          <button part="action-button" data-cell tabindex="-1" data-action="book" class="primary"
            aria-disabled=${bookable ? nothing : 'true'}
            @click=${() => bookable && this.dispatchEvent(new StaySelectEvent(accommodation, this.query))}>
            ${r.book}<span class="visually-hidden"> ${name}</span>
          </button>
          <button part="action-button" data-cell tabindex="-1" data-action="close" @click=${() => this.#close(accommodation.id)}>
            ${t.closeDetails}
          </button>
        </div>
        <div part="copy-status" role="status">
          ${copy?.state === 'copied' ? t.copied : nothing}
          ${
            copy?.state === 'refused'
              ? html`<p>${t.copyRefused}</p><textarea readonly rows="5" aria-label=${t.copyQuote} .value=${copy.text}></textarea>`
              : nothing
          }
        </div>
      </td>
    </tr>`;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Actions

  #setSorts(sorts: Sort[]): void {
    this.sorts = sorts;
    this.dispatchEvent(new StaySortChangeEvent(sorts));
  }

  #onSortIntent = (event: Event): void => {
    this.#sortIntent((event.currentTarget as HTMLElement).closest('th')!);
  };

  #onSortPointerEnter = (event: Event): void => {
    const header = (event.currentTarget as HTMLElement).closest('th')!;
    clearTimeout(this.#pointerIntent);
    this.#pointerIntent = setTimeout(() => this.#sortIntent(header), SORT_INTENT_DWELL_MS);
  };

  #onSortPointerLeave = (): void => {
    clearTimeout(this.#pointerIntent);
  };

  /** Says what a plain click on `header`'s sort button would sort by. */
  #sortIntent(header: HTMLElement): void {
    const column = COLUMN_SORTS[(header.dataset.column ?? '') as TableColumn];
    if (column) this.dispatchEvent(new StaySortIntentEvent(chooseSort(this.sorts, column, false)));
  }

  #sortBy(column: SortColumn, add: boolean): void {
    this.#setSorts(chooseSort(this.sorts, column, add));
  }

  #toggle(id: string): void {
    this._open = this._open === id ? undefined : id;
    this._copy = undefined;
  }

  async #close(id: string): Promise<void> {
    this._open = undefined;
    this._copy = undefined;
    await this.updateComplete;
    const rows = this.#focusRows();
    const index = rows.findIndex((row) => row.dataset.id === id);
    if (index >= 0) this.#focus(index, 0);
  }

  async #copyQuote(row: TableRow, locale: string): Promise<void> {
    if (!this.query) return;
    const text = quoteText({
      accommodation: row.accommodation,
      administration: row.adminId === undefined ? undefined : this.#administrationName(row.adminId),
      query: this.query,
      locale,
      currency: isCurrencyCode(this.currency) ? this.currency : 'EUR',
      texts: messagesFor(tableMessages, locale),
      ageCategories: messagesFor(ageCategoryNames, locale),
      person: messagesFor(guestsMessages, locale).person,
    });
    try {
      const clipboard = this.clipboard ?? navigator.clipboard;
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(text);
      this._copy = { state: 'copied' };
    } catch {
      this._copy = { state: 'refused', text };
      await this.updateComplete;
      const area = this.renderRoot.querySelector('textarea');
      area?.focus();
      area?.select();
    }
  }

  /** One listener for the rows (not one a row): a click on an accommodation's row toggles its details. */
  #onBodyClick = (event: MouseEvent): void => {
    const row = (event.target as Element).closest<HTMLElement>('tr[part~="row"]');
    const id = row?.dataset.id;
    // A click on a cell toggles; text being selected is left alone.
    if (!id || String(getSelection() ?? '').length) return;
    this.#toggle(id);
    const target = (event.target as Element).closest<HTMLElement>('[data-cell]');
    if (target) this.#activate(target);
  };

  // ---------------------------------------------------------------------------------------------------------------
  // The grid's keyboard (roving tab stop)

  /** The rows that hold focus targets, top to bottom: the header row first. */
  #focusRows(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[data-row]')];
  }

  #targets(row: HTMLElement | undefined): HTMLElement[] {
    return row ? [...row.querySelectorAll<HTMLElement>('[data-cell]')] : [];
  }

  /**
   * Exactly one target of the grid is in the tab order: the active one (clamped to what is there now). Every target
   * is rendered with `tabindex="-1"`, so only the previous tab stop and the new one change: an update of 20 rows
   * does not write to every cell.
   */
  #applyTabStops(): void {
    const rows = this.#focusRows();
    if (!rows.length) return;
    const row = Math.min(this.#active.row, rows.length - 1);
    const targets = this.#targets(rows[row]);
    const target = targets[Math.min(this.#active.column, targets.length - 1)];
    if (this.#tabStop && this.#tabStop !== target) this.#tabStop.tabIndex = -1;
    // Written only when it changes: writing `tabindex` on the focused element, even the same value, makes the browser
    // lay out the page at once to check that it is still focusable (about 20 ms a sort, on the header just clicked).
    if (target && target.tabIndex !== 0) target.tabIndex = 0;
    this.#tabStop = target;
  }

  #activate(target: HTMLElement): void {
    const rows = this.#focusRows();
    const row = rows.findIndex((element) => element.contains(target));
    if (row < 0) return;
    this.#active = { row, column: Math.max(0, this.#targets(rows[row]).indexOf(target)) };
    this.#applyTabStops();
  }

  #focus(row: number, column: number): void {
    const rows = this.#focusRows();
    const rowIndex = Math.max(0, Math.min(row, rows.length - 1));
    const targets = this.#targets(rows[rowIndex]);
    const columnIndex = Math.max(0, Math.min(column, targets.length - 1));
    this.#active = { row: rowIndex, column: columnIndex };
    this.#applyTabStops();
    targets[columnIndex]?.focus();
  }

  #onFocusin = (event: FocusEvent): void => {
    const target = (event.target as Element).closest<HTMLElement>('[data-cell]');
    if (target) this.#activate(target);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    const target = (event.target as Element).closest<HTMLElement>('[data-cell]');
    if (!target || event.altKey || event.metaKey) return;
    const rows = this.#focusRows();
    const row = rows.findIndex((element) => element.contains(target));
    const column = this.#targets(rows[row]).indexOf(target);
    const ctrl = event.ctrlKey;
    const last = rows.length - 1;
    let handled = true;
    switch (event.key) {
      case 'ArrowRight':
        this.#focus(row, column + 1);
        break;
      case 'ArrowLeft':
        this.#focus(row, column - 1);
        break;
      case 'ArrowDown':
        this.#focus(row + 1, column);
        break;
      case 'ArrowUp':
        this.#focus(row - 1, column);
        break;
      case 'Home':
        if (ctrl) this.#focus(0, 0);
        else this.#focus(row, 0);
        break;
      case 'End':
        if (ctrl) this.#focus(last, Number.MAX_SAFE_INTEGER);
        else this.#focus(row, Number.MAX_SAFE_INTEGER);
        break;
      case 'PageDown':
        this.#goToPage(this.page + 1);
        break;
      case 'PageUp':
        this.#goToPage(this.page - 1);
        break;
      case 'Enter': {
        const sortColumn = target.closest('th') ? COLUMN_SORTS[columnAt(target)] : undefined;
        const id = rows[row]?.dataset.id;
        if (sortColumn) this.#sortBy(sortColumn, event.shiftKey);
        else if (id) this.#toggle(id);
        else handled = false;
        break;
      }
      case 'Escape': {
        const detailsOf = rows[row]?.dataset.detailsOf;
        if (detailsOf) void this.#close(detailsOf);
        else handled = false;
        break;
      }
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  #goToPage(page: number): void {
    if (page < 1 || page > this.#pageCount || page === this.page) return;
    this.#pageAsked = true;
    this.page = page;
    this.dispatchEvent(new StayPageChangeEvent(page));
  }
}

/** The longest `afterPaint` waits for a frame (a hidden tab paints none). */
const PAINT_WAIT_BOUND_MS = 100;

/** Calls `then` once the frame showing what was just rendered has been painted, or after `PAINT_WAIT_BOUND_MS`. */
function afterPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(bound);
    then();
  };
  const bound = setTimeout(once, PAINT_WAIT_BOUND_MS);
  requestAnimationFrame(() => setTimeout(once));
}

/** The table column a header's target belongs to (its `th`'s place among the headers). */
function columnAt(target: HTMLElement): TableColumn {
  return (target.closest('th')?.dataset.column ?? '') as TableColumn;
}

/** The table column that shows a service sort column. */
function columnOfSort(column: SortColumn): TableColumn {
  return (Object.keys(COLUMN_SORTS) as TableColumn[]).find((key) => COLUMN_SORTS[key] === column) ?? 'name';
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-table': StayTable;
  }
  interface GlobalEventHandlersEventMap {
    'stay-sort-change': StaySortChangeEvent;
    'stay-sort-intent': StaySortIntentEvent;
  }
}
