import { adoptStyles, html, nothing, render, type ReactiveController } from 'lit';
import type { StayDates } from './stay-dates.js';
import { calendarStyles } from './stay-dates-calendar.styles.js';
import { formatDay, nightsText, rangeText } from './stay-dates-format.js';
import { StayArrivalSelectEvent } from '../events/stay-dates.js';
import type { DatesMessages } from '../i18n/dates.js';
import {
  addDaysIso,
  addMonthsToMonth,
  arrivalProblem,
  checkRange,
  clampIso,
  departureChecker,
  monthOf,
  todayIso,
  type IsoDate,
  type StayRules,
  type Unavailable,
  type Weekday,
} from '../logic/dates.js';
import { addMonthsKeepingDay, dayOfMonth, monthGrid, moveByKey, weekStartFor } from '../logic/calendar.js';
import { typedExample } from '../logic/date-order.js';
import { LazyPart } from '../lazy/index.js';

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

const MONTHS_IN_A_YEAR = 12;

/**
 * Reading typed dates (date-fns' parse, larger than the rest of the calendar): a part of its own, fetched when the
 * guest starts typing. When it cannot be fetched, the calendar still works; the part reports the failure once.
 */
const typedDatesPart = new LazyPart('typed-dates', () => import('../logic/typed-dates.js'));

/** `focus()` options with `focusVisible` (Firefox, Safari; Chromium infers it), not yet in TypeScript's DOM types. */
type KeyboardFocusOptions = FocusOptions & { focusVisible?: boolean };

/**
 * Window widths (in the browser's font size, as the styles): up to the narrow one the calendar is a sheet with one
 * month; from the wide one it shows two months unless `months="1"`.
 */
const NARROW_WINDOW = '(max-width: 30em)';
const WIDE_WINDOW = '(min-width: 50em)';

/** What `<stay-dates>` knows at its render and the calendar needs: its checked rules, its locale and texts. */
export interface CalendarSettings {
  rules: StayRules;
  locale: string;
  texts: DatesMessages;
}

/**
 * The calendar of `<stay-dates>`, loaded on demand: the months, the keys, the status and the navigation, in a modal
 * dialog or inline. It renders into the element's own shadow root (its styles are adopted there when it loads),
 * so every `::part`, id and event stays the element's own.
 *
 * It keeps the state of one showing: the arrival chosen while the departure is open, the focused day, the previewed
 * departure and the month shown. The committed `value` stays the element's.
 */
export class StayDatesCalendar implements ReactiveController {
  /** The arrival chosen in the calendar while the departure is still open, or `''`. */
  #draft: IsoDate = '';
  /** The day with `tabindex="0"`. */
  #focusDate: IsoDate = '';
  /** The day hovered or focused while choosing the departure, or `''`. */
  #preview: IsoDate = '';
  /** The first month shown, `YYYY-MM-01`. */
  #viewMonth: IsoDate = '';
  /** Why the last chosen day could not be chosen. */
  #notice: Unavailable | null = null;
  /** Why the dates typed into the calendar's text field were not taken, or `''`. */
  #typedProblem = '';
  /**
   * The day of the month that paging by months or years keeps (31 from 31 January: 28 February, then 31 March), or
   * 0 once another key or a click moves the focus.
   */
  #pagingFrom = 0;
  /**
   * Whether the widget is written right to left (a site's `dir="rtl"` on it or on `<stay-search>`; its own languages
   * are left to right): the months run from the right, so ArrowLeft is the next day and the buttons point the other
   * way. Read from the styles when the calendar is shown and at each key.
   */
  #rtl = false;

  /** Whether the calendar was shown at the last update (open, or inline). */
  #wasShown = false;
  #lastValue = '';
  #lastRules: StayRules | undefined;
  /** Whether this calendar showed the modal dialog: it gives focus back to the field when it closes. */
  #dialogShown = false;

  readonly #host: StayDates;
  readonly #settings: () => CalendarSettings;

  constructor(host: StayDates, settings: () => CalendarSettings) {
    this.#host = host;
    this.#settings = settings;
    adoptStyles(host.renderRoot as ShadowRoot, [
      ...(host.constructor as typeof StayDates).elementStyles,
      calendarStyles,
    ]);
    host.addController(this);
  }

  get #rules(): StayRules {
    return this.#settings().rules;
  }

  get #shown(): boolean {
    return this.#host.open || this.#host.inline;
  }

  /** Where the calendar starts each time it is shown: on the arrival, else today (or the nearest day that can be chosen). */
  #start(): void {
    const { min, max } = this.#rules;
    this.#draft = this.#preview = '';
    this.#notice = null;
    this.#typedProblem = '';
    this.#pagingFrom = 0;
    this.#focusDate = clampIso(this.#host.arrival || todayIso(), min, max);
    this.#viewMonth = addMonthsToMonth(this.#focusDate, 0);
  }

  hostUpdate(): void {
    const host = this.#host;
    const rules = this.#rules;
    if (rules !== this.#lastRules) this.#draft = '';
    // Inline, a value set from outside brings its arrival into view (a value chosen here is already in view).
    const outsideValue = host.inline && host.value !== this.#lastValue && host.value && !this.#isShown(host.arrival);
    if ((this.#shown && !this.#wasShown) || outsideValue) {
      this.#start();
      // Read as it is shown, not while it is prepared at idle: reading it makes the browser compute styles.
      this.#rtl = this.#isRightToLeft();
    }
    if (!this.#shown) this.#draft = this.#preview = '';
    // Fewer months than before (a narrower window): the focused day stays in view.
    else if (!this.#isShown(this.#focusDate)) this.#viewMonth = addMonthsToMonth(this.#focusDate, 0);
    this.#wasShown = this.#shown;
    this.#lastValue = host.value;
    this.#lastRules = rules;
  }

  hostUpdated(): void {
    const dialog = this.#host.renderRoot.querySelector('dialog');
    if (dialog && this.#host.open && !dialog.open) {
      dialog.showModal();
      this.#dialogShown = true;
      this.#dayButton(this.#focusDate)?.focus();
    } else if (!this.#host.open && this.#dialogShown) {
      // The dialog is gone with its render; focus goes back to the field that opened it.
      this.#dialogShown = false;
      this.#host.focus();
    }
  }

  #isRightToLeft(): boolean {
    return getComputedStyle(this.#host).direction === 'rtl';
  }

  /** Focuses the tabbable day (inline). */
  focus(options?: FocusOptions): void {
    this.#dayButton(this.#focusDate)?.focus(options);
  }

  #dayButton(iso: IsoDate): HTMLElement | null {
    return this.#host.renderRoot.querySelector(`[data-date="${iso}"]`);
  }

  /** One month on narrow windows (the styles' sheet), by default also below `WIDE_WINDOW`; else two. */
  get #monthCount(): number {
    const { months } = this.#host;
    if (this.#narrowWindow.matches || months === 1) return 1;
    return months === 2 || this.#wideWindow.matches ? 2 : 1;
  }

  readonly #narrowWindow = matchMedia(NARROW_WINDOW);
  readonly #wideWindow = matchMedia(WIDE_WINDOW);

  hostConnected(): void {
    this.#narrowWindow.addEventListener('change', this.#onWindowResize);
    this.#wideWindow.addEventListener('change', this.#onWindowResize);
  }

  hostDisconnected(): void {
    this.#narrowWindow.removeEventListener('change', this.#onWindowResize);
    this.#wideWindow.removeEventListener('change', this.#onWindowResize);
  }

  /** The window crossed a width where the month count changes: the calendar shows one month more or fewer. */
  #onWindowResize = (): void => {
    if (!this.#shown) return;
    const root = this.#host.renderRoot as ShadowRoot;
    const dayHadFocus = root.activeElement?.hasAttribute('data-date') ?? false;
    this.#host.requestUpdate();
    // The focused day's button may be rendered anew in another month's table: focus follows it.
    if (dayHadFocus) void this.#host.updateComplete.then(() => this.#dayButton(this.#focusDate)?.focus());
  };

  #weekStart(): Weekday {
    const day = this.#host.firstDayOfWeek;
    if (Number.isInteger(day) && day! >= 0 && day! < 7) return day as Weekday;
    return weekStartFor(this.#settings().locale, document.documentElement.lang);
  }

  #isShown(iso: IsoDate): boolean {
    return iso >= this.#viewMonth && iso < addMonthsToMonth(this.#viewMonth, this.#monthCount);
  }

  #format(iso: IsoDate, options: Intl.DateTimeFormatOptions): string {
    return formatDay(iso, this.#settings().locale, options);
  }

  #rangeText(arrival: IsoDate, departure: IsoDate): string {
    const { locale, texts } = this.#settings();
    return rangeText(arrival, departure, locale, texts);
  }

  #describe(key: (typeof DESCRIPTIONS)[number]): string {
    const { texts: t } = this.#settings();
    if (key === 'tooShort') return `${t.tooShort} ${nightsText(this.#rules.minNights, t)}`;
    if (key === 'tooLong') return `${t.tooLong} ${nightsText(this.#rules.maxNights, t)}`;
    return t[key];
  }

  /**
   * Does ahead, while the page is idle and the calendar is not shown, the work its first showing would otherwise do
   * between the guest's click and the painted dialog: its templates prepared and the date formatters of its
   * language built (both kept for the page), by rendering the months it would show into a detached fragment. Nothing
   * on the page changes.
   */
  prepare(): void {
    if (this.#shown) return;
    this.#start();
    render(this.#renderCalendar(), document.createDocumentFragment());
  }

  /** The dialog with the calendar, or the calendar alone when inline; nothing while it is not shown. */
  render() {
    if (this.#host.inline) return this.#renderCalendar();
    if (!this.#host.open) return nothing;
    // Named from inside: a modal dialog's name from outside it (the field's label) is dropped by Chromium. The name
    // is the field's label and the months shown ("Dates July 2027").
    // A tap on the backdrop closes it, in every browser: `closedby` is missing in some (WebKit), so it is handled here.
    return html`<dialog part="dialog" aria-modal="true" aria-labelledby="dialog-label heading"
      @keydown=${this.#onDialogKeydown} @focusin=${this.#onDialogFocusin} @close=${this.#onDialogClose} @pointerdown=${this.#onDialogPointerdown}
      @click=${this.#onDialogClick}>
      <span id="dialog-label" hidden>${this.#host.label || this.#settings().texts.label}</span>
      ${this.#renderCalendar()}
    </dialog>`;
  }

  #renderCalendar() {
    const draft = this.#draft;
    const { texts: t, locale } = this.#settings();
    const rules = this.#rules;
    const problemOf = this.#problems();
    const today = todayIso();
    const weekStart = this.#weekStart();
    const shown = Array.from({ length: this.#monthCount }, (_, index) => addMonthsToMonth(this.#viewMonth, index));
    const arrival = draft || this.#host.arrival;
    // While the departure is open, the range ends on the previewed day if it can be chosen.
    const end = draft
      ? this.#preview > draft && !problemOf(this.#preview)
        ? this.#preview
        : ''
      : this.#host.departure;
    // The live status: a notice or the committed range. A previewed departure is not spoken on every key or hover.
    const summary = this.#notice
      ? this.#describe(this.#notice)
      : this.#host.value && !draft
        ? this.#rangeText(arrival, end)
        : '';
    // 2023-01-01 is a Sunday: counting on from it by the week start gives the weekdays in order.
    const weekdays = Array.from({ length: 7 }, (_, index) => addDaysIso('2023-01-01', weekStart + index));
    const monthId = (first: IsoDate) => `month-${monthOf(first)}`;

    // Named "last month", "next year"… by Intl. Earlier months can be shown while the first shown is after min, later
    // ones while the last shown ends before max; a year's turn stops at the month of min or max.
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const canGoBack = shown[0]! > rules.min;
    const canGoOn = addMonthsToMonth(shown.at(-1)!, 1) <= rules.max;
    const navButton = (months: number, enabled: boolean, symbol: string) => {
      const unit = Math.abs(months) === MONTHS_IN_A_YEAR ? 'year' : 'month';
      return html`<button part="nav-button" data-turn=${months} aria-label=${relative.format(Math.sign(months), unit)}
        aria-disabled=${!enabled} @click=${() => enabled && this.#turnMonths(months)}>${symbol}</button>`;
    };

    const day = (iso: IsoDate) => {
      const problem = problemOf(iso);
      const isArrival = iso === arrival;
      const isDeparture = iso === end && !draft;
      const previewed = iso === end && !!draft;
      const parts = [
        'day',
        (isArrival || isDeparture) && 'day-selected',
        ((iso > arrival && iso < end) || previewed) && 'day-in-range',
        // The ends of a range, chosen or previewed (an arrival alone is no range yet).
        isArrival && end && 'range-start',
        iso === end && 'range-end',
        problem && 'day-disabled',
        iso === today && 'today',
      ];
      const described = [problem, isArrival && 'arrival', isDeparture && 'departure', previewed && 'preview'];
      return html`<button part=${parts.filter(Boolean).join(' ')} data-date=${iso} tabindex=${iso === this.#focusDate ? 0 : -1}
        aria-label=${this.#format(iso, { dateStyle: 'full' })} aria-pressed=${isArrival || isDeparture}
        aria-disabled=${problem ? 'true' : nothing} aria-current=${iso === today ? 'date' : nothing}
        aria-describedby=${described.filter(Boolean).join(' ') || nothing} @click=${() => this.#choose(iso)}
        @keydown=${(event: KeyboardEvent) => this.#onDayKeydown(event, iso)} @pointerover=${() => draft && this.#setPreview(iso)}
        >${this.#format(iso, { day: 'numeric' })}</button>`;
    };

    // Each month is a table named by its name in the heading above it.
    const month = (first: IsoDate) =>
      html`<table aria-labelledby=${monthId(first)}>
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

    // The heading names the months shown, each over its own table, and is spoken when they change (as the APG's).
    // Inline, the field's label names the calendar; in the dialog, the dialog does.
    return html`<div part="calendar" role=${this.#host.inline ? 'group' : nothing} aria-labelledby=${this.#host.inline ? 'label' : nothing}>
      <div class="months" data-months=${shown.length} @pointerleave=${() => this.#setPreview('')}>
        <div class="nav previous">
          ${navButton(-MONTHS_IN_A_YEAR, canGoBack, this.#rtl ? '»' : '«')}${navButton(-1, canGoBack, this.#rtl ? '›' : '‹')}
        </div>
        <h2 id="heading" part="heading" aria-live="polite">
          ${shown.map(
            (first) =>
              html`<span id=${monthId(first)} part="month-heading">${this.#format(first, { month: 'long', year: 'numeric' })}</span>`,
          )}
        </h2>
        <div class="nav next">
          ${navButton(1, canGoOn, this.#rtl ? '‹' : '›')}${navButton(MONTHS_IN_A_YEAR, canGoOn, this.#rtl ? '«' : '»')}
        </div>
        ${shown.map(month)}
      </div>
      <div part="status">
        <p role="status">${draft ? t.chooseDeparture : t.chooseArrival} <strong>${summary}</strong></p>
        <strong id="preview" aria-hidden="true">${draft && end ? this.#rangeText(draft, end) : ''}</strong>
      </div>
      <div class="typed">
        <label for="typed-dates">${t.typeDates}</label>
        <input id="typed-dates" part="typed-dates" autocomplete="off" enterkeyhint="done" spellcheck="false"
          aria-invalid=${this.#typedProblem ? 'true' : nothing} aria-describedby="typed-problem typed-hint"
          @focus=${this.#prefetchTypedDates} @keydown=${this.#onTypedKeydown}>
        <span id="typed-hint">${t.forExample} ${typedExample(locale)}</span>
        <span id="typed-problem" role="alert">${this.#typedProblem}</span>
      </div>
      <div class="actions">
        <button part="clear-button" @click=${this.#clear}>${t.clear}</button>
        ${this.#host.inline ? nothing : html`<button part="close-button" @click=${() => this.#host.close()}>${t.close}</button>`}
      </div>
      <div hidden>${DESCRIPTIONS.map((key) => html`<span id=${key}>${this.#describe(key)}</span>`)}</div>
    </div>`;
  }

  /** Enter in the typed-dates field: takes the stay typed there, or says why not and keeps the chosen one. */
  #onTypedKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const input = event.currentTarget as HTMLInputElement;
    // updateComplete waits for the reading, as for the other parts.
    this.#host.trackLoading(
      typedDatesPart.load(this.#host).then(
        ({ parseTypedRange }) => this.#takeTyped(input, parseTypedRange),
        () => undefined, // reported by the part; the calendar and the chosen stay stay as they are
      ),
    );
  };

  #prefetchTypedDates = (): void => {
    typedDatesPart.load().catch(() => undefined); // reported when Enter asks for it
  };

  #takeTyped(input: HTMLInputElement, parseTypedRange: typeof import('../logic/typed-dates.js').parseTypedRange): void {
    const { locale, texts: t } = this.#settings();
    const rules = this.#rules;
    const typed = parseTypedRange(input.value, locale, clampIso(todayIso(), rules.min, rules.max));
    const check = typed.ok ? checkRange(`${typed.arrival}/${typed.departure}`, rules) : null;
    if (!typed.ok || !check) {
      this.#typedProblem = `${t.notTwoDates} ${t.forExample} ${typedExample(locale)}`;
    } else if (!check.ok) {
      // Why, and the stay as it was read, so that a date read otherwise than meant shows.
      const why =
        check.problem === 'format' || check.problem === 'order'
          ? t.departureAfterArrival
          : this.#describe(check.problem);
      this.#typedProblem = `${why}: ${this.#rangeText(typed.arrival, typed.departure)}`;
    } else {
      this.#typedProblem = input.value = '';
      this.#draft = this.#preview = '';
      this.#notice = null;
      this.#focusDate = check.arrival;
      this.#viewMonth = addMonthsToMonth(check.arrival, 0);
      this.#host.value = `${check.arrival}/${check.departure}`;
      this.#fireChange();
      this.#host.close();
    }
    this.#host.requestUpdate();
  }

  /**
   * Starts typing the dates with `text` (a digit typed on a day, or what was typed on the closed field): the text
   * field takes it and the focus.
   */
  startTyping(text: string): void {
    const input = this.#host.renderRoot.querySelector<HTMLInputElement>('#typed-dates');
    if (!input) return;
    input.value = text;
    input.focus();
  }

  #setPreview(iso: IsoDate): void {
    this.#preview = iso;
    this.#host.requestUpdate();
  }

  /**
   * Why a day cannot be chosen now: as a departure after the open arrival, else as an arrival. One checker serves
   * a whole render: it looks up the closed days after the arrival once.
   */
  #problems(): (iso: IsoDate) => Unavailable | null {
    const draft = this.#draft;
    const rules = this.#rules;
    const departureProblem = draft ? departureChecker(draft, rules) : null;
    return (iso) => (departureProblem && iso > draft ? departureProblem(iso) : arrivalProblem(iso, rules));
  }

  #choose(iso: IsoDate): void {
    const host = this.#host;
    this.#focusDate = iso;
    this.#pagingFrom = 0;
    host.requestUpdate();
    if ((this.#notice = this.#problems()(iso))) return;
    if (!this.#draft || iso <= this.#draft) {
      this.#draft = iso;
      this.#preview = '';
      host.dispatchEvent(new StayArrivalSelectEvent(iso));
      return;
    }
    host.value = `${this.#draft}/${iso}`;
    this.#draft = this.#preview = '';
    this.#fireChange();
    host.close();
  }

  #fireChange(): void {
    this.#host.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  #clear = (): void => {
    const host = this.#host;
    const hadValue = host.value !== '';
    this.#draft = this.#preview = host.value = '';
    this.#notice = null;
    host.requestUpdate();
    if (hadValue) this.#fireChange();
  };

  /**
   * Shows months earlier or later (the month and year buttons), never past the months of min and max. The focused
   * day moves with them, keeping its day of the month as PageUp and PageDown do.
   */
  #turnMonths(amount: number): void {
    const { min, max } = this.#rules;
    const firstView = addMonthsToMonth(min, 0);
    const lastView = addMonthsToMonth(max, 1 - this.#monthCount);
    this.#viewMonth = clampIso(
      addMonthsToMonth(this.#viewMonth, amount),
      firstView,
      lastView < firstView ? firstView : lastView,
    );
    const focus = clampIso(addMonthsKeepingDay(this.#focusDate, amount, this.#keptDay()), min, max);
    this.#focusDate = this.#isShown(focus) ? focus : clampIso(this.#viewMonth, min, max);
    this.#host.requestUpdate();
  }

  /** The day of the month that paging keeps: the one paging started from, else the focused day's. */
  #keptDay(): number {
    this.#pagingFrom ||= dayOfMonth(this.#focusDate);
    return this.#pagingFrom;
  }

  async #moveFocus(iso: IsoDate): Promise<void> {
    const target = clampIso(iso, this.#rules.min, this.#rules.max);
    this.#focusDate = target;
    this.#notice = null;
    if (this.#draft) this.#preview = target;
    if (target < this.#viewMonth) this.#viewMonth = addMonthsToMonth(target, 0);
    else if (!this.#isShown(target)) this.#viewMonth = addMonthsToMonth(target, 1 - this.#monthCount);
    this.#host.requestUpdate();
    await this.#host.updateComplete;
    // A key moved the focus: the ring shows, also where the browser would not infer it for a focus after an update.
    this.#dayButton(target)?.focus({ focusVisible: true } as KeyboardFocusOptions);
  }

  #onDayKeydown(event: KeyboardEvent, iso: IsoDate): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Escape drops an unfinished arrival (inline; the dialog closes on Escape by itself).
    if (event.key === 'Escape') {
      this.#draft = this.#preview = '';
      this.#host.requestUpdate();
      return this.#host.close();
    }
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      return this.startTyping(event.key);
    }
    if (event.key === 'Enter' || event.key === ' ') {
      // Chosen on keydown, so the button's own click (Enter on keydown, Space on keyup) must not follow.
      event.preventDefault();
      return this.#choose(iso);
    }
    const paging = event.key === 'PageUp' || event.key === 'PageDown';
    const rtl = this.#isRightToLeft();
    if (rtl !== this.#rtl) {
      this.#rtl = rtl;
      this.#host.requestUpdate();
    }
    const next = moveByKey(iso, event.key, {
      shiftKey: event.shiftKey,
      weekStart: this.#weekStart(),
      rtl: this.#rtl,
      dayOfMonth: paging ? this.#keptDay() : undefined,
    });
    if (!next) return;
    // Any other key that moves the focus starts paging afresh from the day it lands on (Shift alone changes nothing).
    if (!paging) this.#pagingFrom = 0;
    event.preventDefault();
    void this.#moveFocus(next);
  }

  /** The dialog's controls in tab order: the month and year buttons, the tabbable day, the text field, Clear, Close. */
  #dialogControls(): HTMLElement[] {
    const root = this.#host.renderRoot as ShadowRoot;
    return [...root.querySelectorAll<HTMLElement>('dialog :is(button, input):not([tabindex="-1"])')];
  }

  /** Keeps Tab inside the dialog: a modal dialog otherwise lets focus leave for the browser's own controls. */
  #onDialogKeydown = (event: KeyboardEvent): void => {
    const root = this.#host.renderRoot as ShadowRoot;
    const controls = this.#dialogControls();
    if (event.key === 'Tab' && root.activeElement === controls.at(event.shiftKey ? 0 : -1)) {
      event.preventDefault();
      controls.at(event.shiftKey ? -1 : 0)!.focus();
    }
  };

  /**
   * Focus that lands on the dialog itself from its first or last control left the loop without a Tab key event
   * that could be caught (WebKit moved Shift+Tab from the first control there): it goes on around the loop.
   */
  #onDialogFocusin = (event: FocusEvent): void => {
    if (event.target !== event.currentTarget) return;
    const controls = this.#dialogControls();
    if (event.relatedTarget === controls[0]) controls.at(-1)!.focus();
    else if (event.relatedTarget === controls.at(-1)) controls[0]!.focus();
  };

  /**
   * Whether a pointer event is on the dialog's backdrop: the dialog is its target (as on its own padding), and it
   * is outside the dialog's box.
   */
  #onBackdrop(event: MouseEvent): boolean {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    return (
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
    );
  }

  /** Where the last press began: a press that begins inside and ends on the backdrop (a drag) is no tap outside. */
  #pressedOnBackdrop = false;

  #onDialogPointerdown = (event: PointerEvent): void => {
    this.#pressedOnBackdrop = this.#onBackdrop(event);
  };

  #onDialogClick = (event: MouseEvent): void => {
    if (this.#pressedOnBackdrop && this.#onBackdrop(event)) this.#host.close();
    this.#pressedOnBackdrop = false;
  };

  /** The browser closed the dialog (Escape, a phone's back button). */
  #onDialogClose = (event: Event): void => {
    // Not if it was opened again before this event came: the event is queued, and comes late.
    if (!(event.target as HTMLDialogElement).open) this.#host.close();
  };
}
