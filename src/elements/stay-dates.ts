import { html, nothing, type PropertyValues } from 'lit';
import { LocalizedElement } from './localized-element.js';
import { tokens } from '../styles/tokens.styles.js';
import { datesStyles } from './stay-dates.styles.js';
import { StayArrivalSelectEvent } from '../events/stay-dates.js';
import { datesMessages, type DatesMessages } from '../i18n/dates.js';
import { intl, messagesFor, resolveLocale } from '../i18n/locale.js';
import {
  addDaysIso,
  addMonthsIso,
  addMonthsToMonth,
  arrivalProblem,
  checkRange,
  clampIso,
  departureChecker,
  isIsoDate,
  monthGrid,
  moveByKey,
  nightsBetween,
  pickerRules,
  rangeProblemText,
  stayRules,
  todayIso,
  weekStartFor,
  type IsoDate,
  type StayRules,
  type Unavailable,
  type Weekday,
} from '../logic/dates.js';
import { textAttribute } from './attribute-converters.js';

/** The days' descriptions, each rendered once with this id: why a day cannot be chosen, and the chosen days. */
const DESCRIPTIONS = [
  'beforeMin',
  'afterMax',
  'closed',
  'noStay',
  'tooShort',
  'tooLong',
  'crossesClosed',
  'arrival',
  'departure',
] as const;

/**
 * A date-range picker for a stay: arrival and departure. Not `inline`, a field-like button shows the range and
 * opens the calendar in a modal dialog (a full-width sheet on narrow screens).
 *
 * The grid follows Duet rather than the APG `role="grid"`: a plain table whose days are `button[aria-pressed]`,
 * so every screen reader announces "pressed" on the chosen days and reads the column headers, while the keys
 * and the single tabbable day (roving tabindex) follow the APG date-picker pattern. Days of the neighbouring
 * months are empty cells, so every `data-date` appears once even with two months side by side.
 *
 * Dates are calendar days (`YYYY-MM-DD`): the same days in every time zone.
 *
 * @attr {string} lang - The language of names and texts (BCP 47, e.g. `nl`); default the nearest `lang` above it.
 *
 * @fires stay-arrival-select - The guest chose an arrival; `event.arrival` is the day. `value` is not changed yet.
 * @fires change - A complete range was committed (or cleared): read `value`, `arrival` and `departure`.
 *
 * @csspart label - The visible label above the field.
 * @csspart field - The button that shows the range and opens the dialog.
 * @csspart dialog - The modal dialog (a sheet on narrow screens).
 * @csspart close-button - The dialog's close button.
 * @csspart calendar - The calendar (months, navigation, status and clear button).
 * @csspart nav-button - The previous-month and next-month buttons.
 * @csspart month-heading - A month's name and year.
 * @csspart day - Every day button.
 * @csspart day-selected - The arrival and departure days.
 * @csspart day-in-range - The nights between arrival and departure, also while previewing a departure.
 * @csspart day-disabled - A day that cannot be chosen (focusable; the reason is its description).
 * @csspart today - Today's day button.
 * @csspart status - The hint and the chosen or previewed range with its number of nights.
 * @csspart clear-button - The button that clears the dates.
 *
 * @cssprop --stay-accent - Selected days and the focus of attention.
 * @cssprop --stay-on-accent - Text on selected days.
 * @cssprop --stay-range - Background of the nights in the range (default: the accent mixed into the surface).
 * @cssprop --stay-surface - Background of the field and dialog.
 * @cssprop --stay-surface-raised - Hovered days and buttons.
 * @cssprop --stay-text - Text.
 * @cssprop --stay-muted - Weekday names, unavailable days and the status line.
 * @cssprop --stay-border - Borders of the field and dialog.
 * @cssprop --stay-focus - The focus ring.
 * @cssprop --stay-radius - Corner radius.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-spacing - Spacing unit.
 * @cssprop --stay-color-scheme - Force `light` or `dark`.
 */
export class StayDates extends LocalizedElement {
  static override styles = [tokens, datesStyles];

  static override properties = {
    value: { converter: textAttribute },
    min: { converter: textAttribute },
    max: { converter: textAttribute },
    minNights: { type: Number, attribute: 'min-nights' },
    maxNights: { type: Number, attribute: 'max-nights' },
    months: { type: Number },
    firstDayOfWeek: { type: Number, attribute: 'first-day-of-week' },
    inline: { type: Boolean, reflect: true },
    isDateDisabled: { attribute: false },
    label: { converter: textAttribute },
    open: { type: Boolean, reflect: true },
    draft: { state: true },
    focusDate: { state: true },
    preview: { state: true },
    viewMonth: { state: true },
    notice: { state: true },
  };

  /** The stay as `arrival/departure`, e.g. `2026-07-03/2026-07-10`, or `''`. Bad input is dropped with a warning. */
  value = '';
  /** The earliest day that can be chosen (`YYYY-MM-DD`); default today. */
  min = '';
  /** The latest day that can be chosen (`YYYY-MM-DD`); default 18 months after today. */
  max = '';
  /** The shortest stay in nights. */
  minNights = 1;
  /** The longest stay in nights. */
  maxNights = 365;
  /** Months shown side by side, 1 or 2. Default: two on wide screens. Narrow screens (≤ 480 px) always show one. */
  declare months?: number;
  /** 0 = Sunday … 6 = Saturday. Default: from the locale. */
  declare firstDayOfWeek?: number;
  /** Shows the calendar in the page instead of a field and a dialog. */
  inline = false;
  /** Closed days (a property only): `true` for a day on which nobody can arrive, stay or leave. */
  declare isDateDisabled?: (iso: string) => boolean;
  /** The field's visible label; default "Dates" in the page's language. */
  label = '';
  /** Whether the dialog is open. */
  open = false;

  /** The arrival chosen in the calendar while the departure is still open, or `''`. */
  private draft: IsoDate = '';
  /** The day with `tabindex="0"`. */
  private focusDate: IsoDate = '';
  /** The day hovered or focused while choosing the departure, or `''`. */
  private preview: IsoDate = '';
  /** The first month shown, `YYYY-MM-01`. */
  private viewMonth: IsoDate = '';
  /** Why the last chosen day could not be chosen. */
  private notice: Unavailable | null = null;

  #rules!: StayRules;
  /** The locale and texts of the last render, for the keys and the texts built outside the template. */
  #locale = 'en';
  #t!: DatesMessages;

  /** The arrival of the committed range, `''` when there is none. */
  get arrival(): string {
    return (this.value || '').split('/')[0]!;
  }
  set arrival(arrival: string) {
    this.value = `${arrival}/${this.departure}`;
  }

  /** The departure of the committed range, `''` when there is none. */
  get departure(): string {
    return (this.value || '').split('/')[1] ?? '';
  }
  set departure(departure: string) {
    this.value = `${this.arrival}/${departure}`;
  }

  /** Opens the dialog (not inline). */
  show(): void {
    this.open = true; // inline there is no dialog: willUpdate keeps it closed
  }

  /** Closes the dialog without changing the value, and returns focus to the field. */
  close(): void {
    this.draft = this.preview = '';
    this.open = false;
  }

  /** Focuses the field, or the tabbable day when inline. */
  override focus(options?: FocusOptions): void {
    (this.inline ? this.#dayButton(this.focusDate) : this.#field)?.focus(options);
  }

  get #field(): HTMLElement | null {
    return this.renderRoot.querySelector('#field');
  }

  #dayButton(iso: IsoDate): HTMLElement | null {
    return this.renderRoot.querySelector(`[data-date="${iso}"]`);
  }

  /**
   * One month on narrow screens (up to 480 px, as the styles' sheet) and by default below 720 px; else two. Read on
   * every render: a window resized while the calendar is shown changes the count at its next render.
   */
  get #monthCount(): number {
    if (innerWidth <= 480 || this.months === 1) return 1;
    return this.months === 2 || innerWidth >= 720 ? 2 : 1;
  }

  #weekStart(): Weekday {
    const day = this.firstDayOfWeek;
    return Number.isInteger(day) && day! >= 0 && day! < 7 ? (day as Weekday) : weekStartFor(this.#locale);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const rulesChanged = ['min', 'max', 'minNights', 'maxNights', 'isDateDisabled'].some((key) =>
      changed.has(key as keyof StayDates),
    );
    if (rulesChanged) {
      this.#rules = stayRules(this.#readRules());
      this.draft = '';
    }
    if ((rulesChanged || changed.has('value')) && this.value) {
      const check = checkRange(this.value, this.#rules);
      if (check.ok) {
        this.value = `${check.arrival}/${check.departure}`;
      } else {
        this.warn(`value "${this.value}" ${rangeProblemText(check.problem, this.#rules)}; ignored.`);
        this.value = '';
      }
    }
    if (this.inline) this.open = false;
    // Inline, a value set from outside brings its arrival into view (a value chosen here is already in view).
    if (
      (changed.has('open') && this.open) ||
      (changed.has('inline') && this.inline) ||
      (this.inline && changed.has('value') && this.value && !this.#isShown(this.arrival))
    ) {
      // The calendar opens on the arrival, else today (or the nearest day that can be chosen).
      this.draft = this.preview = '';
      this.notice = null;
      this.focusDate = clampIso(this.arrival || todayIso(), this.#rules.min, this.#rules.max);
      this.viewMonth = addMonthsToMonth(this.focusDate, 0);
    }
  }

  /**
   * The rules from the attributes. If one is bad, all four fall back to the defaults (they depend on each other),
   * with one warning that shows all four as given.
   */
  #readRules(): StayRules {
    const { min, max, minNights, maxNights, isDateDisabled } = this;
    const fallback = pickerRules();
    const rules = { min: min || fallback.min, max: max || fallback.max, minNights, maxNights, isDateDisabled };
    const valid =
      isIsoDate(rules.min) &&
      isIsoDate(rules.max) &&
      rules.min <= rules.max &&
      Number.isInteger(minNights) &&
      Number.isInteger(maxNights) &&
      minNights >= 1 &&
      maxNights >= minNights;
    if (valid) return rules;
    this.warn(`min "${min}", max "${max}", min-nights ${minNights}, max-nights ${maxNights} rejected; using defaults.`);
    return { ...fallback, isDateDisabled };
  }

  #isShown(iso: IsoDate): boolean {
    return iso >= this.viewMonth && iso < addMonthsToMonth(this.viewMonth, this.#monthCount);
  }

  protected override updated(changed: PropertyValues<this>): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && this.open && !dialog.open) {
      dialog.showModal();
      this.#dayButton(this.focusDate)?.focus();
    } else if (changed.get('open') && !this.open) {
      // The modal dialog closes first: while it is open, nothing outside it can take focus.
      dialog?.close();
      this.#field?.focus();
    }
  }

  override render() {
    const locale = (this.#locale = resolveLocale(this));
    const t = (this.#t = messagesFor(datesMessages, locale));
    const calendar = this.inline || this.open ? this.#renderCalendar() : nothing;
    // Not inline, the field opens the calendar in a modal dialog; a click on the backdrop closes it (closedby).
    return html`<span id="label" part="label">${this.label || t.label}</span>
      ${
        this.inline
          ? calendar
          : html`<button id="field" part="field" class=${this.value ? '' : 'empty'} aria-haspopup="dialog" aria-expanded=${this.open}
              aria-labelledby="label field" @click=${this.show}>
              ${this.value ? this.#rangeText(this.arrival, this.departure) : `${t.arrival} – ${t.departure}`}
            </button>
            <dialog part="dialog" aria-modal="true" aria-labelledby="label" closedby="any" @keydown=${this.#onDialogKeydown}
              @close=${this.#onDialogClose}>${calendar}</dialog>`
      }`;
  }

  #format(iso: IsoDate, options: Intl.DateTimeFormatOptions): string {
    // A date-only ISO string is UTC midnight, and the formatter reads UTC: the label never shifts by a day.
    return intl(Intl.DateTimeFormat, this.#locale, { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }

  /** 1 to 365: written the same in every language we have, no grouping needed. */
  #nights(count: number): string {
    return `${count} ${this.#t.nights[count === 1 ? 0 : 1]}`;
  }

  #rangeText(arrival: IsoDate, departure: IsoDate): string {
    const short = (iso: IsoDate) => this.#format(iso, { weekday: 'short', day: 'numeric', month: 'short' });
    return `${short(arrival)} – ${short(departure)} · ${this.#nights(nightsBetween(arrival, departure))}`;
  }

  #describe(key: (typeof DESCRIPTIONS)[number]): string {
    const t = this.#t;
    if (key === 'tooShort') return `${t.tooShort} ${this.#nights(this.#rules.minNights)}`;
    if (key === 'tooLong') return `${t.tooLong} ${this.#nights(this.#rules.maxNights)}`;
    return t[key];
  }

  #renderCalendar() {
    const { draft } = this;
    const t = this.#t;
    const rules = this.#rules;
    const problemOf = this.#problems();
    const today = todayIso();
    const weekStart = this.#weekStart();
    const shown = Array.from({ length: this.#monthCount }, (_, index) => addMonthsToMonth(this.viewMonth, index));
    const arrival = draft || this.arrival;
    // While the departure is open, the range ends on the previewed day if it can be chosen.
    const end = draft ? (this.preview > draft && !problemOf(this.preview) ? this.preview : '') : this.departure;
    // The live status: a notice or the committed range. A previewed departure is not spoken on every key or hover.
    const summary = this.notice
      ? this.#describe(this.notice)
      : this.value && !draft
        ? this.#rangeText(arrival, end)
        : '';
    // 2023-01-01 is a Sunday: counting on from it by the week start gives the weekdays in order.
    const weekdays = Array.from({ length: 7 }, (_, index) => addDaysIso('2023-01-01', weekStart + index));

    // Named "last month" and "next month" by Intl.
    const months = new Intl.RelativeTimeFormat(this.#locale, { numeric: 'auto' });
    const navButton = (amount: number, enabled: boolean, symbol: string) =>
      html`<button part="nav-button" aria-label=${months.format(amount, 'month')} aria-disabled=${!enabled}
        @click=${() => enabled && this.#turnMonths(amount)}>${symbol}</button>`;

    const day = (iso: IsoDate) => {
      const problem = problemOf(iso);
      const isArrival = iso === arrival;
      const isDeparture = iso === end && !draft;
      const previewed = iso === end && !!draft;
      const parts = [
        'day',
        (isArrival || isDeparture) && 'day-selected',
        ((iso > arrival && iso < end) || previewed) && 'day-in-range',
        problem && 'day-disabled',
        iso === today && 'today',
      ];
      const described = [problem, isArrival && 'arrival', isDeparture && 'departure', previewed && 'preview'];
      return html`<button part=${parts.filter(Boolean).join(' ')} data-date=${iso} tabindex=${iso === this.focusDate ? 0 : -1}
        aria-label=${this.#format(iso, { dateStyle: 'full' })} aria-pressed=${isArrival || isDeparture}
        aria-disabled=${problem ? 'true' : nothing} aria-current=${iso === today ? 'date' : nothing}
        aria-describedby=${described.filter(Boolean).join(' ') || nothing} @click=${() => this.#choose(iso)}
        @keydown=${(event: KeyboardEvent) => this.#onDayKeydown(event, iso)} @pointerover=${() => draft && (this.preview = iso)}
        >${this.#format(iso, { day: 'numeric' })}</button>`;
    };

    // The caption names the table; the months side by side are the tables themselves.
    const month = (first: IsoDate) =>
      html`<table>
        <caption part="month-heading" aria-live="polite">${this.#format(first, { month: 'long', year: 'numeric' })}</caption>
        <thead>
          <tr>
            ${weekdays.map(
              (iso) =>
                html`<th scope="col" abbr=${this.#format(iso, { weekday: 'long' })}>${this.#format(iso, { weekday: 'short' })}</th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${monthGrid(first, weekStart).map((week) => html`<tr>${week.map((iso) => html`<td>${iso ? day(iso) : nothing}</td>`)}</tr>`)}
        </tbody>
      </table>`;

    return html`<div part="calendar" role="group" aria-labelledby="label">
      ${navButton(-1, shown[0]! > rules.min, '‹')}
      ${navButton(1, addMonthsToMonth(shown.at(-1)!, 1) <= rules.max, '›')}
      <div class="months" @pointerleave=${() => (this.preview = '')}>
        ${shown.map(month)}
      </div>
      <div part="status">
        <p role="status">${draft ? t.chooseDeparture : t.chooseArrival} <strong>${summary}</strong></p>
        <strong id="preview" aria-hidden="true">${draft && end ? this.#rangeText(draft, end) : ''}</strong>
      </div>
      <button part="clear-button" @click=${this.#clear}>${t.clear}</button>
      ${this.inline ? nothing : html`<button part="close-button" @click=${this.close}>${t.close}</button>`}
      <div hidden>${DESCRIPTIONS.map((key) => html`<span id=${key}>${this.#describe(key)}</span>`)}</div>
    </div>`;
  }

  /**
   * Why a day cannot be chosen now: as a departure after the open arrival, else as an arrival. One checker serves
   * a whole render: it looks up the closed days after the arrival once.
   */
  #problems(): (iso: IsoDate) => Unavailable | null {
    const { draft } = this;
    const rules = this.#rules;
    const departureProblem = draft ? departureChecker(draft, rules) : null;
    return (iso) => (departureProblem && iso > draft ? departureProblem(iso) : arrivalProblem(iso, rules));
  }

  #choose(iso: IsoDate): void {
    this.focusDate = iso;
    if ((this.notice = this.#problems()(iso))) return;
    if (!this.draft || iso <= this.draft) {
      this.draft = iso;
      this.preview = '';
      this.dispatchEvent(new StayArrivalSelectEvent(iso));
      return;
    }
    this.value = `${this.draft}/${iso}`;
    this.#fireChange();
    this.close();
  }

  #fireChange(): void {
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  #clear(): void {
    const hadValue = this.value !== '';
    this.draft = this.preview = this.value = '';
    this.notice = null;
    if (hadValue) this.#fireChange();
  }

  #turnMonths(amount: number): void {
    const { min, max } = this.#rules;
    this.viewMonth = addMonthsToMonth(this.viewMonth, amount);
    const focus = clampIso(addMonthsIso(this.focusDate, amount), min, max);
    this.focusDate = this.#isShown(focus) ? focus : clampIso(this.viewMonth, min, max);
  }

  async #moveFocus(iso: IsoDate): Promise<void> {
    const target = clampIso(iso, this.#rules.min, this.#rules.max);
    this.focusDate = target;
    this.notice = null;
    if (this.draft) this.preview = target;
    if (target < this.viewMonth) this.viewMonth = addMonthsToMonth(target, 0);
    else if (!this.#isShown(target)) this.viewMonth = addMonthsToMonth(target, 1 - this.#monthCount);
    await this.updateComplete;
    this.#dayButton(target)?.focus();
  }

  #onDayKeydown(event: KeyboardEvent, iso: IsoDate): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Escape drops an unfinished arrival (inline; the dialog closes on Escape by itself).
    if (event.key === 'Escape') return this.close();
    if (event.key === 'Enter' || event.key === ' ') {
      // Chosen on keydown, so the button's own click (Enter on keydown, Space on keyup) must not follow.
      event.preventDefault();
      return this.#choose(iso);
    }
    const next = moveByKey(iso, event.key, { shiftKey: event.shiftKey, weekStart: this.#weekStart() });
    if (!next) return;
    event.preventDefault();
    void this.#moveFocus(next);
  }

  /** Keeps Tab inside the dialog: a modal dialog otherwise lets focus leave for the browser's own controls. */
  #onDialogKeydown(event: KeyboardEvent): void {
    const controls = [...this.renderRoot.querySelectorAll<HTMLElement>('dialog button:not([tabindex="-1"])')];
    if (event.key === 'Tab' && this.shadowRoot!.activeElement === controls.at(event.shiftKey ? 0 : -1)) {
      event.preventDefault();
      controls.at(event.shiftKey ? -1 : 0)!.focus();
    }
  }

  /** The browser closed the dialog (Escape, a click on the backdrop, a phone's back button). */
  #onDialogClose(event: Event): void {
    // Not if it was opened again before this event came: the event is queued, and comes late.
    if (!(event.target as HTMLDialogElement).open) this.close();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-dates': StayDates;
  }
}
