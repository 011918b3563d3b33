import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';

/**
 * Calendar days as `YYYY-MM-DD` strings. Maths runs on local-midnight `Date`s (`2026-07-03T00:00` is local time),
 * never on `new Date('2026-07-03')` (that is UTC midnight, the day before west of Greenwich). Four-digit ISO strings
 * sort like the days they name, so comparisons are plain string comparisons.
 */
export type IsoDate = string;

/** 0 = Sunday … 6 = Saturday, as `Date.getDay()`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The local-midnight `Date` of an ISO day (the day must exist: check it with `isIsoDate` first). */
export function localDate(iso: IsoDate): Date {
  return new Date(`${iso}T00:00`);
}

/** The local-midnight `Date` of an ISO day, or `null` when the text is not a real day (`2026-02-30`, `x`). */
export function parseIsoDate(text: string | null | undefined): Date | null {
  const iso = String(text ?? '').trim();
  const date = localDate(iso);
  // A day that does not exist rolls over (or is invalid): it does not come back as the same text.
  return /^\d{4}-\d\d-\d\d$/.test(iso) && toIsoDate(date) === iso ? date : null;
}

export function isIsoDate(text: string | null | undefined): boolean {
  return parseIsoDate(text) !== null;
}

/** The ISO day of a `Date`, read in local time (the calendar day the guest sees). */
export function toIsoDate(date: Date): IsoDate {
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The browser's local calendar date. */
export function todayIso(): IsoDate {
  return toIsoDate(new Date());
}

export function addDaysIso(iso: IsoDate, amount: number): IsoDate {
  return toIsoDate(addDays(localDate(iso), amount));
}

/** Adds months; a day that does not exist in the target month becomes its last day (31 Jan + 1 month = 28 Feb). */
export function addMonthsIso(iso: IsoDate, amount: number): IsoDate {
  return toIsoDate(addMonths(localDate(iso), amount));
}

export function nightsBetween(arrival: IsoDate, departure: IsoDate): number {
  // Date-only ISO strings are UTC midnights: whole days apart, with no daylight-saving hour in between.
  return Math.round((Date.parse(departure) - Date.parse(arrival)) / 86_400_000);
}

export function clampIso(iso: IsoDate, min: IsoDate, max: IsoDate): IsoDate {
  return iso < min ? min : iso > max ? max : iso;
}

/** `YYYY-MM` of a day. */
export function monthOf(iso: IsoDate): string {
  return iso.slice(0, 7);
}

/** The first day of the month `amount` months after the month of `iso`. */
export function addMonthsToMonth(iso: IsoDate, amount: number): IsoDate {
  return addMonthsIso(`${monthOf(iso)}-01`, amount);
}

/** Why a day cannot be chosen. */
export type Unavailable = 'beforeMin' | 'afterMax' | 'closed' | 'noStay' | 'tooShort' | 'tooLong' | 'crossesClosed';

/** The rules of a stay. `minNights` ≥ 1 and `maxNights` ≥ `minNights`: the element checks its attributes. */
export interface StayRules {
  min: IsoDate;
  max: IsoDate;
  minNights: number;
  maxNights: number;
  /** Closed days: no arrival, departure or night on them. */
  isDateDisabled?: ((iso: IsoDate) => boolean) | undefined;
}

/**
 * The rules with `isDateDisabled` asked at most once per day (a site's function may be slow, and every render and
 * every departure check asks again). Build it again when the rules change.
 */
export function stayRules(rules: StayRules): StayRules {
  const ask = rules.isDateDisabled;
  const answers = new Map<IsoDate, boolean>();
  let warned = false;
  return {
    ...rules,
    isDateDisabled:
      ask &&
      ((iso) => {
        if (!answers.has(iso)) {
          let answer = false;
          try {
            answer = Boolean(ask(iso));
          } catch (error) {
            if (!warned) console.warn('<stay-dates> isDateDisabled threw; such days stay open.', error);
            warned = true;
          }
          answers.set(iso, answer);
        }
        return answers.get(iso)!;
      }),
  };
}

/** The first closed day after `from`, up to `through`. */
function closedAfter(from: IsoDate, through: IsoDate, rules: StayRules): IsoDate | null {
  for (let iso = addDaysIso(from, 1); rules.isDateDisabled && iso <= through; iso = addDaysIso(iso, 1)) {
    if (rules.isDateDisabled(iso)) return iso;
  }
  return null;
}

/** Why a day can be neither an arrival nor a departure. */
function dayProblem(iso: IsoDate, rules: StayRules): Unavailable | null {
  return iso < rules.min ? 'beforeMin' : iso > rules.max ? 'afterMax' : rules.isDateDisabled?.(iso) ? 'closed' : null;
}

/** Why `iso` cannot be an arrival, or `null` when it can (a departure `minNights` later must be possible too). */
export function arrivalProblem(iso: IsoDate, rules: StayRules): Unavailable | null {
  const earliestDeparture = addDaysIso(iso, rules.minNights);
  return (
    dayProblem(iso, rules) ??
    (earliestDeparture > rules.max || closedAfter(iso, earliestDeparture, rules) ? 'noStay' : null)
  );
}

/**
 * A checker of departures for one arrival. The first closed day after the arrival is looked up once, so checking
 * every day of two months stays linear.
 */
export function departureChecker(arrival: IsoDate, rules: StayRules): (iso: IsoDate) => Unavailable | null {
  const firstClosed = closedAfter(arrival, clampIso(addDaysIso(arrival, rules.maxNights), arrival, rules.max), rules);
  return (iso) => {
    const nights = nightsBetween(arrival, iso);
    return (
      dayProblem(iso, rules) ??
      (nights < rules.minNights
        ? 'tooShort'
        : nights > rules.maxNights
          ? 'tooLong'
          : firstClosed && firstClosed <= iso
            ? 'crossesClosed'
            : null)
    );
  };
}

/** Why a range is not a stay: not two dates, a departure not after the arrival, or a day that cannot be chosen. */
export type RangeProblem = 'format' | 'order' | Unavailable;

export type RangeCheck = { ok: true; arrival: IsoDate; departure: IsoDate } | { ok: false; problem: RangeProblem };

/** Checks a `value` such as `2026-07-03/2026-07-10` against the rules. `''` is not a range: check it first. */
export function checkRange(value: string, rules: StayRules): RangeCheck {
  const [arrival = '', departure = '', ...rest] = value.split('/');
  const problem =
    rest.length || !isIsoDate(arrival) || !isIsoDate(departure)
      ? 'format'
      : departure <= arrival
        ? 'order'
        : (arrivalProblem(arrival, rules) ?? departureChecker(arrival, rules)(departure));
  return problem ? { ok: false, problem } : { ok: true, arrival, departure };
}

/** Why a range is refused, as the end of a sentence about it ("… is shorter than min-nights 2"), for warnings. */
export function rangeProblemText(problem: RangeProblem, rules: StayRules): string {
  const closed = 'has a closed day';
  return {
    format: 'is not YYYY-MM-DD/YYYY-MM-DD',
    order: 'has a departure not after the arrival',
    beforeMin: `starts before min ${rules.min}`,
    afterMax: `ends after max ${rules.max}`,
    closed,
    noStay: `has no ${rules.minNights}-night stay`,
    tooShort: `is under min-nights ${rules.minNights}`,
    tooLong: `is over max-nights ${rules.maxNights}`,
    crossesClosed: closed,
  }[problem];
}

/** The rules of `<stay-dates>` without attributes: from today to 18 months ahead, 1 to 365 nights. */
export function pickerRules(today = todayIso()): StayRules {
  return { min: today, max: addMonthsIso(today, 18), minNights: 1, maxNights: 365 };
}
