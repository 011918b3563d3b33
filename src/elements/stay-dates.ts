import { html, nothing, type PropertyValues } from 'lit';
import { LocalizedElement } from './localized-element.js';
import { tokens } from '../styles/tokens.styles.js';
import { datesStyles } from './stay-dates.styles.js';
import type { CalendarSettings, StayDatesCalendar } from './stay-dates-calendar.js';
import { nightsText, rangeText, shortRangeText } from './stay-dates-format.js';
import { datesMessages, type DatesMessages } from '../i18n/dates.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';
import { LazyPart, LazyPartController, whenIdle } from '../lazy/index.js';
import {
  addDaysIso,
  checkRange,
  isIsoDate,
  pickerRules,
  rangeProblemText,
  stayRules,
  type RangeProblem,
  type StayRules,
} from '../logic/dates.js';
import { textAttribute } from './attribute-converters.js';

/**
 * The calendar (months, keys, status, navigation and the dialog): what only an open calendar needs, one chunk
 * loaded on demand for the whole page. The field needs none of it.
 */
const calendarPart = new LazyPart('calendar', () => import('./stay-dates-calendar.js'));
type CalendarModule = typeof import('./stay-dates-calendar.js');

/**
 * A date-range picker for a stay: arrival and departure. Not `inline`, a field-like button shows the range and
 * opens the calendar in a modal dialog (a full-width sheet on narrow screens).
 *
 * The grid follows Duet rather than the APG `role="grid"`: a plain table whose days are `button[aria-pressed]`,
 * so every screen reader announces "pressed" on the chosen days and reads the column headers, while the keys
 * and the single tabbable day (roving tabindex) follow the APG date-picker pattern. Days of the neighbouring
 * months are empty cells, so every `data-date` appears once even with two months side by side.
 *
 * Staff on the phone can type the stay instead: the calendar has a text field that reads two dates in the locale's
 * order of day and month ("12-7 – 19-7", "7/12 - 7/19" in American English, years optional: the coming season), and
 * says why when it cannot take them, keeping the chosen stay. A digit typed on the closed field opens the calendar
 * with that digit in the text field and the focus there, so "12-7 19-7" Enter needs no calendar at all.
 *
 * Dates are calendar days (`YYYY-MM-DD`): the same days in every time zone.
 *
 * The calendar loads on demand (a part beside the script, fetched once for the page): when the page is idle after
 * its first results, and when the guest points at or focuses the field, so it is there before they click. Opened
 * before it has arrived, it opens when it arrives (`updateComplete` waits for it); inline, it shows on arrival. When
 * it cannot be fetched (offline, a proxy, a deploy that replaced the files), the field becomes the browser's own
 * date inputs for arrival and departure, with the same rules, and one `stay-error` names what failed.
 *
 * @attr {string} lang - The language of names and texts (BCP 47, e.g. `nl`); default the nearest `lang` above it.
 *
 * @fires stay-arrival-select - The guest chose an arrival; `event.arrival` is the day. `value` is not changed yet.
 * @fires change - A complete range was committed (or cleared): read `value`, `arrival` and `departure`.
 * @fires stay-error - The calendar could not be loaded; `event.error` names the part. The date inputs replace it.
 *
 * @csspart label - The visible label above the field.
 * @csspart field - The button that shows the range and opens the dialog.
 * @csspart dialog - The modal dialog (a sheet on narrow screens).
 * @csspart close-button - The dialog's close button.
 * @csspart calendar - The calendar (months, navigation, status and clear button).
 * @csspart nav-button - The buttons that show the previous or next month or year.
 * @csspart heading - The heading over the months: their names, spoken when they change.
 * @csspart month-heading - A month's name and year, over its table.
 * @csspart day - Every day button.
 * @csspart day-selected - The arrival and departure days.
 * @csspart day-in-range - The nights between arrival and departure, also while previewing a departure.
 * @csspart range-start - The arrival of a range, chosen or previewed.
 * @csspart range-end - The departure of a range, or the departure previewed while choosing it.
 * @csspart day-disabled - A day that cannot be chosen (focusable; the reason is its description).
 * @csspart today - Today's day button.
 * @csspart status - The hint and the chosen or previewed range with its number of nights.
 * @csspart typed-dates - The calendar's text field for typed dates ("12-7 – 19-7" in the locale's order of day and
 *   month; a digit typed on a day starts it).
 * @csspart clear-button - The button that clears the dates.
 * @csspart fallback - The arrival and departure date inputs that replace the field when the calendar cannot load.
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
    fallbackProblem: { state: true },
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
  /**
   * Months shown side by side, 1 or 2. Default: two on windows from 50em wide (800 px at the usual browser font size).
   * Narrow windows (up to 30em, 480 px) always show one. The count follows the window as it is resized.
   */
  declare months?: number;
  /** 0 = Sunday … 6 = Saturday. Default: from the region of the locale or of the page. */
  declare firstDayOfWeek?: number;
  /** Shows the calendar in the page instead of a field and a dialog. */
  inline = false;
  /** Closed days (a property only): `true` for a day on which nobody can arrive, stay or leave. */
  declare isDateDisabled?: (iso: string) => boolean;
  /** The field's visible label; default "Dates" in the page's language. */
  label = '';
  /** Whether the dialog is open. */
  open = false;

  /** Why the dates typed into the fallback inputs are not a stay, or `''`. */
  private fallbackProblem = '';

  #rules!: StayRules;
  /** The locale and texts of the last render. */
  #locale = 'en';
  #t!: DatesMessages;
  readonly #calendarPart = new LazyPartController(this, calendarPart);
  /** The calendar, once its part has loaded and it was first shown. */
  #calendar: StayDatesCalendar | undefined;
  /**
   * What was typed on the closed field from its first digit, until the calendar's text field takes it (the calendar
   * may still be on its way: the keys typed meanwhile are kept); `undefined` when nothing was typed.
   */
  #typedOnField: string | undefined;

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

  /**
   * Opens the dialog (not inline). When the calendar has not loaded yet it opens as soon as it arrives
   * (`updateComplete` waits for it); when it cannot be loaded, focus goes to the arrival date input instead.
   */
  show(): void {
    if (this.#calendarPart.failed) return void this.#fallbackInput('arrival')?.focus();
    this.open = true; // inline there is no dialog: willUpdate keeps it closed
  }

  /** Closes the dialog without changing the value, and returns focus to the field. */
  close(): void {
    this.open = false;
  }

  /** Focuses the field, or the tabbable day when inline. */
  override focus(options?: FocusOptions): void {
    if (this.inline && this.#calendar) this.#calendar.focus(options);
    else (this.#field ?? this.#fallbackInput('arrival'))?.focus(options);
  }

  get #field(): HTMLElement | null {
    return this.renderRoot.querySelector('#field');
  }

  #fallbackInput(which: 'arrival' | 'departure'): HTMLInputElement | null {
    return this.renderRoot.querySelector(`#${which}-input`);
  }

  /** Fetches the calendar ahead when the guest points at or focuses the field: it is there by the time they click. */
  #prefetchCalendar = (): void => this.#calendarPart.load();

  protected override willUpdate(changed: PropertyValues<this>): void {
    const rulesChanged = ['min', 'max', 'minNights', 'maxNights', 'isDateDisabled'].some((key) =>
      changed.has(key as keyof StayDates),
    );
    if (rulesChanged) this.#rules = stayRules(this.#readRules());
    if ((rulesChanged || changed.has('value')) && this.value) {
      const check = checkRange(this.value, this.#rules);
      if (check.ok) {
        this.value = `${check.arrival}/${check.departure}`;
      } else {
        this.warn(`value "${this.value}" ${rangeProblemText(check.problem, this.#rules)}; ignored.`);
        this.value = '';
      }
    }
    if (this.inline || this.#calendarPart.failed) this.open = false;
    if ((this.open || this.inline) && !this.#calendarPart.module) this.#calendarPart.load();
    const module = this.#calendarPart.module;
    if (module && !this.#calendar && (this.open || this.inline)) {
      this.#calendar = new module.StayDatesCalendar(this, () => this.#calendarSettings());
    } else if (module && !this.#calendar && !this.#preparing) {
      // Fetched ahead (idle, or the guest's pointer on the field): what the first opening needs is made at idle.
      this.#preparing = true;
      whenIdle(() => this.#prepareCalendar(module));
    }
  }

  /** Whether the calendar is being made ahead of its first showing (see `#prepareCalendar`). */
  #preparing = false;

  /**
   * Makes the calendar before the guest opens it (its styles adopted, its templates and formatters ready), so that
   * the click only renders and shows it. Not when it was made meanwhile, or the element has left the page.
   */
  #prepareCalendar(module: CalendarModule): void {
    if (this.#calendar || !this.isConnected) {
      this.#preparing = false;
      return;
    }
    this.#calendar = new module.StayDatesCalendar(this, () => this.#calendarSettings());
    this.#calendar.prepare();
  }

  #calendarSettings(): CalendarSettings {
    return { rules: this.#rules, locale: this.#locale, texts: this.#t };
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

  protected override updated(changed: PropertyValues<this>): void {
    // The guest asked for the calendar, and it could not be loaded: the date inputs take its place.
    if (changed.get('open') && this.#calendarPart.failed) this.#fallbackInput('arrival')?.focus();
    // The dialog is shown (its calendar focused a day first): what was typed on the field goes to the text field.
    if (!this.open || this.#calendarPart.failed) this.#typedOnField = undefined;
    else if (this.#typedOnField !== undefined && this.#calendar && this.renderRoot.querySelector('dialog[open]')) {
      this.#calendar.startTyping(this.#typedOnField);
      this.#typedOnField = undefined;
    }
  }

  /** A digit on the closed field opens the calendar to type the dates; the keys after it are kept until it shows. */
  #onFieldKeydown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.key.length !== 1) return;
    if (this.#typedOnField === undefined && (this.open || !/^\d$/.test(event.key))) return;
    event.preventDefault();
    this.#typedOnField = (this.#typedOnField ?? '') + event.key;
    this.show();
  };

  override render() {
    const locale = (this.#locale = resolveLocale(this));
    const t = (this.#t = messagesFor(datesMessages, locale));
    const label = html`<span id="label" part="label">${this.label || t.label}</span>`;
    if (this.#calendarPart.failed) return html`${label}${this.#renderFallback(t)}`;
    const calendar = this.#calendar?.render() ?? nothing;
    if (this.inline) return html`${label}${calendar}`;
    return html`${label}<button id="field" part="field" class=${this.value ? '' : 'empty'} aria-haspopup="dialog"
        aria-expanded=${this.open} aria-labelledby="label field" @click=${this.show} @keydown=${this.#onFieldKeydown}
        @pointerenter=${this.#prefetchCalendar}
        @focus=${this.#prefetchCalendar}>
        ${
          this.value
            ? // Both texts; the styles show the short one when the field is too narrow for the whole one.
              html`<span class="whole">${rangeText(this.arrival, this.departure, locale, t)}</span>
                <span class="short">${shortRangeText(this.arrival, this.departure, locale, t)}</span>`
            : `${t.arrival} – ${t.departure}`
        }
      </button>
      ${calendar}`;
  }

  /**
   * Without the calendar (its part could not be fetched: offline, a proxy, a deploy that replaced the files): the
   * browser's own date inputs, with the same rules. A valid pair commits the stay with `change`, as the calendar
   * does; a pair that breaks a rule says why.
   */
  #renderFallback(t: DatesMessages) {
    const { min, max, minNights } = this.#rules;
    const earliestDeparture = addDaysIso(min, minNights);
    return html`<div part="fallback" role="group" aria-labelledby="label">
      <label><span>${t.arrival}</span>
        <input id="arrival-input" type="date" min=${min} max=${max} .value=${this.arrival} @change=${this.#onFallbackChange}>
      </label>
      <label><span>${t.departure}</span>
        <input id="departure-input" type="date" min=${earliestDeparture} max=${max} .value=${this.departure}
          @change=${this.#onFallbackChange}>
      </label>
      <p role="status">${this.fallbackProblem}</p>
    </div>`;
  }

  #onFallbackChange = (): void => {
    const arrival = this.#fallbackInput('arrival')!.value;
    const departure = this.#fallbackInput('departure')!.value;
    const hadValue = this.value !== '';
    this.fallbackProblem = '';
    if (!arrival && !departure) {
      this.value = '';
      if (hadValue) this.#fireChange();
      return;
    }
    if (!arrival || !departure) return;
    const check = checkRange(`${arrival}/${departure}`, this.#rules);
    if (!check.ok) {
      this.fallbackProblem = this.#problemText(check.problem);
      return;
    }
    this.value = `${check.arrival}/${check.departure}`;
    this.#fireChange();
  };

  /** Why a typed pair is not a stay, in the page's language. */
  #problemText(problem: RangeProblem): string {
    const t = this.#t;
    if (problem === 'format' || problem === 'order') return t.departureAfterArrival;
    if (problem === 'tooShort') return `${t.tooShort} ${nightsText(this.#rules.minNights, t)}`;
    if (problem === 'tooLong') return `${t.tooLong} ${nightsText(this.#rules.maxNights, t)}`;
    return t[problem];
  }

  #fireChange(): void {
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-dates': StayDates;
  }
}
