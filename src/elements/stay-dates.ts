import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { tokens } from '../styles/tokens.styles.js';
import { datesStyles } from './stay-dates.styles.js';
import { StayArrivalSelectEvent } from '../events/stay-dates.js';
import { datesMessages, type DatesMessages } from '../i18n/dates.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';
import {
  addMonthsIso,
  addMonthsToMonth,
  arrivalProblem,
  checkRange,
  clampIso,
  departureChecker,
  isIsoDate,
  monthGrid,
  monthOf,
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

/** Intl formatters are costly to build: one set per locale, and one label per day, for every render. */
interface Formats {
  fullDate: (iso: IsoDate) => string;
  shortDate: (iso: IsoDate) => string;
  monthName: (iso: IsoDate) => string;
  dayNumber: (iso: IsoDate) => string;
  number: Intl.NumberFormat;
  weekdays: { short: string; long: string }[];
}

const formatsCache = new Map<string, Formats>();

/** UTC midnight of an ISO day, for formatters set to UTC: the label can never shift by a day, whatever the zone. */
function utcDay(iso: IsoDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return date;
}

function memoFormat(locale: string, options: Intl.DateTimeFormatOptions): (iso: IsoDate) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const labels = new Map<IsoDate, string>();
  return (iso) => {
    let label = labels.get(iso);
    if (label === undefined) labels.set(iso, (label = format.format(utcDay(iso))));
    return label;
  };
}

function formatsFor(locale: string): Formats {
  let formats = formatsCache.get(locale);
  if (!formats) {
    const weekdayShort = memoFormat(locale, { weekday: 'short' });
    const weekdayLong = memoFormat(locale, { weekday: 'long' });
    formats = {
      fullDate: memoFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      shortDate: memoFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }),
      monthName: memoFormat(locale, { month: 'long', year: 'numeric' }),
      dayNumber: memoFormat(locale, { day: 'numeric' }),
      number: new Intl.NumberFormat(locale),
      // 2026-01-04 is a Sunday: index 0 = Sunday, as Date.getDay().
      weekdays: Array.from({ length: 7 }, (_, index) => {
        const iso = `2026-01-${String(4 + index).padStart(2, '0')}`;
        return { short: weekdayShort(iso), long: weekdayLong(iso) };
      }),
    };
    formatsCache.set(locale, formats);
  }
  return formats;
}

const REASONS: Unavailable[] = ['beforeMin', 'afterMax', 'closed', 'noStay', 'tooShort', 'tooLong', 'crossesClosed'];

const screenQuery = (query: string) => (typeof matchMedia === 'function' ? matchMedia(query) : undefined);
const narrowQuery = screenQuery('(max-width: 480px)');
const wideQuery = screenQuery('(min-width: 720px)');

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
 * @csspart day-arrival - The arrival day.
 * @csspart day-departure - The departure day.
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
export class StayDates extends LitElement {
  static override styles = [tokens, datesStyles];

  static override get observedAttributes(): string[] {
    // `lang` is HTMLElement's own property: watch the attribute so a new language re-renders.
    return [...super.observedAttributes, 'lang'];
  }

  /** The stay as `arrival/departure`, e.g. `2026-07-03/2026-07-10`, or `''`. Bad input is dropped with a warning. */
  @property({ converter: textAttribute }) value = '';

  /** The earliest day that can be chosen (`YYYY-MM-DD`); default today. */
  @property({ converter: textAttribute }) min = '';

  /** The latest day that can be chosen (`YYYY-MM-DD`); default 18 months after today. */
  @property({ converter: textAttribute }) max = '';

  /** The shortest stay in nights. */
  @property({ type: Number, attribute: 'min-nights' }) minNights = 1;

  /** The longest stay in nights. */
  @property({ type: Number, attribute: 'max-nights' }) maxNights = 365;

  /** Months shown side by side, 1 or 2. Default: two on wide screens. Narrow screens (≤ 480 px) always show one. */
  @property({ type: Number }) months?: number;

  /** 0 = Sunday … 6 = Saturday. Default: from the locale. */
  @property({ type: Number, attribute: 'first-day-of-week' }) firstDayOfWeek?: number;

  /** Shows the calendar in the page instead of a field and a dialog. */
  @property({ type: Boolean, reflect: true }) inline = false;

  /** Closed days (a property only): `true` for a day on which nobody can arrive, stay or leave. */
  @property({ attribute: false }) isDateDisabled?: (iso: string) => boolean;

  /** The field's visible label; default "Dates" in the page's language. */
  @property({ converter: textAttribute }) label = '';

  /** Whether the dialog is open. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The arrival chosen in the calendar while the departure is still open. */
  @state() private draft: IsoDate | null = null;
  /** The day with `tabindex="0"`. */
  @state() private focusDate: IsoDate = todayIso();
  /** The day hovered or focused while choosing the departure. */
  @state() private preview: IsoDate | null = null;
  /** The first month shown, `YYYY-MM-01`. */
  @state() private viewMonth: IsoDate = `${monthOf(todayIso())}-01`;
  /** Why the last chosen day could not be chosen. */
  @state() private notice: Unavailable | null = null;
  @state() private screen = 0;

  private rules: Required<StayRules> = stayRules(pickerRules());
  private arrivalProblems = new Map<IsoDate, Unavailable | null>();
  private departureProblem: { arrival: IsoDate; check: (iso: IsoDate) => Unavailable | null } | null = null;

  /** The arrival of the committed range, `''` when there is none. */
  get arrival(): string {
    return this.value ? (this.value.split('/')[0] ?? '') : '';
  }
  set arrival(arrival: string) {
    this.value = `${arrival}/${this.departure}`;
  }

  /** The departure of the committed range, `''` when there is none. */
  get departure(): string {
    return this.value ? (this.value.split('/')[1] ?? '') : '';
  }
  set departure(departure: string) {
    this.value = `${this.arrival}/${departure}`;
  }

  /** Opens the dialog (not inline). */
  show(): void {
    if (!this.inline) this.open = true;
  }

  /** Closes the dialog without changing the value, and returns focus to the field. */
  close(): void {
    this.closeDialog();
  }

  /** Focuses the field, or the tabbable day when inline. */
  override focus(options?: FocusOptions): void {
    const target = this.inline ? this.dayButton(this.focusDate) : this.renderRoot.querySelector<HTMLElement>('[part~="field"]');
    if (target) target.focus(options);
    else super.focus(options);
  }

  private readonly onScreenChange = () => (this.screen += 1);

  override connectedCallback(): void {
    super.connectedCallback();
    for (const query of [narrowQuery, wideQuery]) query?.addEventListener('change', this.onScreenChange);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const query of [narrowQuery, wideQuery]) query?.removeEventListener('change', this.onScreenChange);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  private get monthCount(): number {
    if (narrowQuery?.matches) return 1;
    if (this.months === 1 || this.months === 2) return this.months;
    return wideQuery?.matches ? 2 : 1;
  }

  private weekStart(locale: string): Weekday {
    const day = this.firstDayOfWeek;
    return day != null && Number.isInteger(day) && day >= 0 && day <= 6 ? (day as Weekday) : weekStartFor(locale);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (['min', 'max', 'minNights', 'maxNights', 'isDateDisabled'].some((key) => changed.has(key as keyof StayDates))) {
      this.rules = stayRules(this.readRules());
      this.arrivalProblems.clear();
      this.departureProblem = null;
      this.draft = null;
      if (this.value) changed.set('value', this.value);
    }
    if (changed.has('value') && this.value) {
      const check = checkRange(this.value, this.rules);
      if (!check.ok) {
        warn(`value "${this.value}" ${rangeProblemText(check.problem, this.rules)}; no dates are shown.`);
        this.value = '';
      } else {
        this.value = `${check.arrival}/${check.departure}`;
      }
    }
    if (changed.has('open') && this.open && !this.inline) this.prepareCalendar();
    // Inline, a value set from outside brings its arrival into view (a value chosen here is already in view).
    if (changed.has('value') && this.inline && this.value && !this.isShown(this.arrival)) this.prepareCalendar();
    if (changed.has('inline') && this.inline) {
      this.open = false;
      this.prepareCalendar();
    }
  }

  private readRules(): StayRules {
    const fallback = pickerRules();
    let min = this.readDay('min', this.min, fallback.min);
    let max = this.readDay('max', this.max, fallback.max);
    if (min > max) {
      warn(`min "${this.min}" is after max "${this.max}"; using today and 18 months ahead instead.`);
      [min, max] = [fallback.min, fallback.max];
    }
    let [minNights, maxNights] = [this.minNights, this.maxNights];
    if (!Number.isInteger(minNights) || !Number.isInteger(maxNights) || minNights < 1 || maxNights < minNights) {
      warn(`min-nights "${minNights}" and max-nights "${maxNights}" are not 1 ≤ min-nights ≤ max-nights; using 1 and 365.`);
      [minNights, maxNights] = [1, 365];
    }
    return { min, max, minNights, maxNights, isDateDisabled: this.isDateDisabled };
  }

  private readDay(name: string, text: string, fallback: IsoDate): IsoDate {
    if (!text) return fallback;
    if (isIsoDate(text)) return text.trim();
    warn(`${name} "${text}" is not a date (YYYY-MM-DD); using ${fallback}.`);
    return fallback;
  }

  /** Where the calendar opens: on the arrival, else today (or the nearest day that can be chosen). */
  private prepareCalendar(): void {
    this.dropDraft();
    this.notice = null;
    this.focusDate = clampIso(this.arrival || todayIso(), this.rules.min, this.rules.max);
    this.viewMonth = `${monthOf(this.focusDate)}-01`;
  }

  private isShown(iso: IsoDate): boolean {
    const month = monthOf(iso);
    return month >= monthOf(this.viewMonth) && month <= monthOf(addMonthsToMonth(this.viewMonth, this.monthCount - 1));
  }

  protected override updated(changed: PropertyValues<this>): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (!dialog || !changed.has('open')) return;
    if (this.open && !dialog.open) {
      dialog.showModal();
      this.dayButton(this.focusDate)?.focus();
    } else if (!this.open && dialog.open) {
      dialog.close();
    }
  }

  override render() {
    const locale = resolveLocale(this);
    const t = messagesFor(datesMessages, locale);
    const formats = formatsFor(locale);
    const label = this.label || t.label;
    if (this.inline) {
      return html`<div class="inline" role="group" aria-labelledby="label">
        <span id="label" part="label" class="label">${label}</span>
        ${this.renderCalendar(locale, t, formats)}
      </div>`;
    }
    return html`<span id="label" part="label" class="label">${label}</span>
      <button id="field" part="field" class=${this.value ? 'field' : 'field empty'} aria-haspopup="dialog"
        aria-expanded=${String(this.open)} aria-labelledby="label field" @click=${this.show}>
        ${this.value ? this.rangeText(this.arrival, this.departure, t, formats) : t.placeholder}
      </button>
      <dialog part="dialog" aria-modal="true" aria-labelledby="title" @keydown=${this.onDialogKeydown} @cancel=${this.onCancel}
        @close=${this.onNativeClose} @click=${this.onDialogClick}>
        <div class="sheet">
          <header>
            <h2 id="title">${t.dialogTitle}</h2>
            <button part="close-button" class="close" aria-label=${t.close} @click=${this.close}>✕</button>
          </header>
          ${this.open ? this.renderCalendar(locale, t, formats) : nothing}
        </div>
      </dialog>`;
  }

  private rangeText(arrival: IsoDate, departure: IsoDate, t: DatesMessages, formats: Formats): string {
    const nights = nightsBetween(arrival, departure);
    return `${formats.shortDate(arrival)} – ${formats.shortDate(departure)} · ${t.nights(nights, formats.number.format(nights))}`;
  }

  private renderCalendar(locale: string, t: DatesMessages, formats: Formats) {
    const count = this.monthCount;
    const firstMonth = this.viewMonth;
    const lastMonth = addMonthsToMonth(firstMonth, count - 1);
    const canGoBack = monthOf(firstMonth) > monthOf(this.rules.min);
    const canGoOn = monthOf(lastMonth) < monthOf(this.rules.max);
    const weekStart = this.weekStart(locale);
    const weekdays = Array.from({ length: 7 }, (_, index) => formats.weekdays[(weekStart + index) % 7]!);
    // The month count is a data attribute the styles read: a strict style-src blocks a style attribute.
    const navButton = (label: string, enabled: boolean, amount: 1 | -1, symbol: string) =>
      html`<button part="nav-button" aria-label=${label} aria-disabled=${String(!enabled)}
        @click=${() => enabled && this.turnMonths(amount)}>${symbol}</button>`;
    return html`<div part="calendar" class="calendar" data-months=${count}>
        <div class="nav">${navButton(t.previousMonth, canGoBack, -1, '‹')}${navButton(t.nextMonth, canGoOn, 1, '›')}</div>
        <div class="months" @click=${this.onDayClick} @keydown=${this.onDayKeydown} @pointerover=${this.onDayPointer}
          @pointerleave=${this.onPointerLeave} @focusin=${this.onDayFocus}>
          ${Array.from({ length: count }, (_, index) => this.renderMonth(addMonthsToMonth(firstMonth, index), weekStart, weekdays, formats))}
        </div>
        <div part="status" class="status">
          <p role="status">
            <span class="hint">${this.draft ? t.chooseDeparture : t.chooseArrival}</span>
            <span class="summary">${this.summary(t, formats)}</span>
          </p>
          <span id="preview" class="summary" aria-hidden="true">${this.previewText(t, formats)}</span>
        </div>
        <div class="actions"><button part="clear-button" class="clear" @click=${this.clear}>${t.clear}</button></div>
        <div hidden>
          ${REASONS.map((reason) => html`<span id=${`reason-${reason}`}>${this.reasonText(reason, t, formats)}</span>`)}
          <span id="desc-arrival">${t.arrival}</span><span id="desc-departure">${t.departure}</span>
        </div>
      </div>`;
  }

  private renderMonth(first: IsoDate, weekStart: Weekday, weekdays: Formats['weekdays'], formats: Formats) {
    const headingId = `month-${monthOf(first)}`;
    const today = todayIso();
    const arrival = this.draft ?? (this.arrival || null);
    const previewProblem = this.draft && this.preview && this.preview > this.draft ? this.problemOf(this.preview) : 'none';
    const end = this.draft ? (previewProblem === null ? this.preview : null) : this.departure || null;
    return html`<div class="month">
      <h3 id=${headingId} part="month-heading" aria-live="polite">${formats.monthName(first)}</h3>
      <table aria-labelledby=${headingId}>
        <thead>
          <tr>
            ${weekdays.map(
              (weekday) => html`<th scope="col"><span aria-hidden="true">${weekday.short}</span><span class="visually-hidden">${weekday.long}</span></th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${monthGrid(first, weekStart).map(
            (week) => html`<tr>${week.map((iso) => html`<td>${iso ? this.renderDay(iso, today, arrival, end, formats) : nothing}</td>`)}</tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderDay(iso: IsoDate, today: IsoDate, arrival: IsoDate | null, end: IsoDate | null, formats: Formats) {
    const problem = this.problemOf(iso);
    const isArrival = iso === arrival;
    const isDeparture = !this.draft && iso === end;
    const inRange = arrival !== null && end !== null && iso > arrival && iso <= end && !isDeparture;
    const selected = isArrival || isDeparture;
    const part = [
      'day',
      selected && 'day-selected',
      isArrival && 'day-arrival',
      isDeparture && 'day-departure',
      inRange && 'day-in-range',
      problem && 'day-disabled',
      iso === today && 'today',
    ];
    const previewed = this.draft && iso === this.preview && !problem && iso > this.draft;
    const described = [problem && `reason-${problem}`, isArrival && 'desc-arrival', isDeparture && 'desc-departure', previewed && 'preview'].filter(Boolean);
    return html`<button part=${part.filter(Boolean).join(' ')} data-date=${iso} tabindex=${iso === this.focusDate ? 0 : -1}
      aria-label=${formats.fullDate(iso)} aria-pressed=${String(selected)} aria-disabled=${problem ? 'true' : nothing}
      aria-current=${iso === today ? 'date' : nothing} aria-describedby=${described.join(' ') || nothing}>${formats.dayNumber(iso)}</button>`;
  }

  /** Why the day cannot be chosen now: as a departure after the open arrival, else as an arrival. */
  private problemOf(iso: IsoDate): Unavailable | null {
    if (this.draft && iso > this.draft) {
      if (this.departureProblem?.arrival !== this.draft) {
        this.departureProblem = { arrival: this.draft, check: departureChecker(this.draft, this.rules) };
      }
      return this.departureProblem.check(iso);
    }
    let problem = this.arrivalProblems.get(iso);
    if (problem === undefined) this.arrivalProblems.set(iso, (problem = arrivalProblem(iso, this.rules)));
    return problem;
  }

  private reasonText(reason: Unavailable, t: DatesMessages, formats: Formats): string {
    if (reason === 'tooShort') return t.tooShort(formats.number.format(this.rules.minNights));
    if (reason === 'tooLong') return t.tooLong(formats.number.format(this.rules.maxNights));
    return t[reason];
  }

  /** The live status: a notice or the committed range. A previewed departure is not spoken on every key or hover. */
  private summary(t: DatesMessages, formats: Formats): string {
    if (this.notice) return this.reasonText(this.notice, t, formats);
    return this.value && !this.draft ? this.rangeText(this.arrival, this.departure, t, formats) : '';
  }

  /** The range and nights of the previewed departure: shown beside the status, the focused day's description. */
  private previewText(t: DatesMessages, formats: Formats): string {
    if (!this.draft || !this.preview || this.preview <= this.draft || this.problemOf(this.preview)) return '';
    return this.rangeText(this.draft, this.preview, t, formats);
  }

  private dayButton(iso: IsoDate): HTMLButtonElement | null {
    return this.renderRoot.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
  }

  private dayOf(event: Event): IsoDate | null {
    const button = (event.target as Element | null)?.closest?.('button[data-date]');
    return button?.getAttribute('data-date') ?? null;
  }

  private choose(iso: IsoDate): void {
    const problem = this.problemOf(iso);
    this.notice = problem;
    if (problem) return;
    if (!this.draft || iso <= this.draft) {
      this.draft = iso;
      this.preview = null;
      this.dispatchEvent(new StayArrivalSelectEvent(iso));
      return;
    }
    this.value = `${this.draft}/${iso}`;
    this.dropDraft();
    this.fireChange();
    if (!this.inline) this.closeDialog();
  }

  /** Forgets the arrival chosen without a departure, and the departure previewed for it. */
  private dropDraft(): void {
    this.draft = null;
    this.preview = null;
  }

  private fireChange(): void {
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  private clear(): void {
    const hadValue = this.value !== '';
    this.dropDraft();
    this.notice = null;
    this.value = '';
    if (hadValue) this.fireChange();
  }

  private closeDialog(): void {
    if (this.inline) return;
    const wasOpen = this.open;
    this.open = false;
    this.dropDraft();
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog?.open) dialog.close();
    if (wasOpen) this.renderRoot.querySelector<HTMLElement>('[part~="field"]')?.focus();
  }

  private turnMonths(amount: number): void {
    this.viewMonth = addMonthsToMonth(this.viewMonth, amount);
    let focus = clampIso(addMonthsIso(this.focusDate, amount), this.rules.min, this.rules.max);
    if (!this.isShown(focus)) focus = clampIso(this.viewMonth, this.rules.min, this.rules.max);
    this.focusDate = focus;
  }

  private async moveFocus(iso: IsoDate): Promise<void> {
    const target = clampIso(iso, this.rules.min, this.rules.max);
    this.focusDate = target;
    this.notice = null;
    if (this.draft) this.preview = target;
    if (monthOf(target) < monthOf(this.viewMonth)) this.viewMonth = `${monthOf(target)}-01`;
    else if (!this.isShown(target)) this.viewMonth = addMonthsToMonth(target, 1 - this.monthCount);
    await this.updateComplete;
    this.dayButton(target)?.focus();
  }

  private onDayClick = (event: MouseEvent): void => {
    const iso = this.dayOf(event);
    if (iso) this.choose(iso);
  };

  private onDayKeydown = (event: KeyboardEvent): void => {
    const iso = this.dayOf(event);
    if (!iso || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' && this.inline && this.draft) return this.dropDraft();
    if (event.key === 'Enter' || event.key === ' ') {
      // Chosen on keydown, so the button's own click (Enter on keydown, Space on keyup) must not follow.
      event.preventDefault();
      this.choose(iso);
      return;
    }
    const rtl = event.key.startsWith('Arrow') && getComputedStyle(this).direction === 'rtl';
    const next = moveByKey(iso, event.key, { shiftKey: event.shiftKey, weekStart: this.weekStart(resolveLocale(this)), rtl });
    if (!next) return;
    event.preventDefault();
    void this.moveFocus(next);
  };

  private onDayPointer = (event: PointerEvent): void => {
    const iso = this.dayOf(event);
    if (iso && this.draft && iso !== this.preview) this.preview = iso;
  };

  private onPointerLeave = (): void => {
    if (this.draft) this.preview = null;
  };

  private onDayFocus = (event: FocusEvent): void => {
    const iso = this.dayOf(event);
    if (!iso) return;
    this.focusDate = iso;
    if (this.draft) this.preview = iso;
  };

  private onDialogKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.closeDialog();
    } else if (event.key === 'Tab') {
      // Keep Tab inside the dialog: a modal dialog otherwise lets focus leave for the browser's own controls.
      const controls = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('dialog button')].filter((button) => button.tabIndex >= 0);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = this.renderRoot instanceof ShadowRoot ? this.renderRoot.activeElement : null;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  private onCancel = (event: Event): void => {
    event.preventDefault();
    this.closeDialog();
  };

  private onNativeClose = (): void => {
    if (this.open) this.closeDialog();
  };

  /** A click on the backdrop lands on the dialog itself (its content fills it): close like Escape. */
  private onDialogClick = (event: MouseEvent): void => {
    if (event.target === event.currentTarget) this.closeDialog();
  };
}


function warn(message: string): void {
  console.warn(`<stay-dates>: ${message}`);
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-dates': StayDates;
  }
}
