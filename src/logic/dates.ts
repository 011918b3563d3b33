import { addDays, addMonths, addYears, differenceInCalendarDays, startOfWeek } from 'date-fns';

/**
 * Calendar days as `YYYY-MM-DD` strings. Maths runs on local-midnight `Date`s built from (y, m, d) parts, never
 * on `new Date('2026-07-03')` (that is UTC midnight, the day before west of Greenwich). Four-digit ISO strings sort
 * like the days they name, so comparisons are plain string comparisons.
 */
export type IsoDate = string;

/** 0 = Sunday … 6 = Saturday, as `Date.getDay()` and date-fns' `weekStartsOn`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local-midnight `Date` of an ISO day, or `null` when the text is not a real day (`2026-02-30`, `x`). */
export function parseIsoDate(text: string | null | undefined): Date | null {
  const match = ISO_DATE.exec(String(text ?? '').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: `new Date(99, 0, 1)` would be 1999.
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function isIsoDate(text: string | null | undefined): boolean {
  return parseIsoDate(text) !== null;
}

/** The ISO day of a `Date`, read in local time (the calendar day the guest sees). */
export function toIsoDate(date: Date): IsoDate {
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The browser's local calendar date. */
export function todayIso(now: Date = new Date()): IsoDate {
  return toIsoDate(now);
}

function day(iso: IsoDate): Date {
  return parseIsoDate(iso) ?? new Date(NaN);
}

export function addDaysIso(iso: IsoDate, amount: number): IsoDate {
  return toIsoDate(addDays(day(iso), amount));
}

/** Adds months; a day that does not exist in the target month becomes its last day (31 Jan + 1 month = 28 Feb). */
export function addMonthsIso(iso: IsoDate, amount: number): IsoDate {
  return toIsoDate(addMonths(day(iso), amount));
}

export function nightsBetween(arrival: IsoDate, departure: IsoDate): number {
  return differenceInCalendarDays(day(departure), day(arrival));
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

/**
 * The month as six weeks of seven cells, starting on `weekStart`; days of the neighbouring months are `null`.
 * Always six rows, so the calendar never changes height from one month to the next.
 */
export function monthGrid(firstOfMonth: IsoDate, weekStart: Weekday): (IsoDate | null)[][] {
  const month = monthOf(firstOfMonth);
  let cursor = startOfWeek(day(`${month}-01`), { weekStartsOn: weekStart });
  const weeks: (IsoDate | null)[][] = [];
  for (let week = 0; week < 6; week++) {
    const row: (IsoDate | null)[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const iso = toIsoDate(cursor);
      row.push(monthOf(iso) === month ? iso : null);
      cursor = addDays(cursor, 1);
    }
    weeks.push(row);
  }
  return weeks;
}

// Regions whose weeks start on Sunday (CLDR), for browsers without Intl.Locale week info. Europe starts on Monday.
const SUNDAY_REGIONS = new Set('US CA MX BR JP IL PH KR TW HK IN ZA AR CO PE VE GT HN NI PA PR DO SV PY BO'.split(' '));

interface WeekInfo {
  firstDay: number;
}

/** The first day of the week in a locale: Monday for nl, de, fr and en-GB, Sunday for en-US. */
export function weekStartFor(locale: string): Weekday {
  try {
    const intlLocale = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
    // Intl counts 1 = Monday … 7 = Sunday.
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Weekday;
    const region = intlLocale.maximize().region ?? '';
    return SUNDAY_REGIONS.has(region) ? 0 : 1;
  } catch {
    return 1;
  }
}

/** The navigation keys of the APG date picker. Returns `null` for any other key. */
export function moveByKey(
  iso: IsoDate,
  key: string,
  options: { shiftKey?: boolean; weekStart: Weekday; rtl?: boolean },
): IsoDate | null {
  const date = day(iso);
  const step = options.rtl ? -1 : 1;
  switch (key) {
    case 'ArrowLeft':
      return toIsoDate(addDays(date, -step));
    case 'ArrowRight':
      return toIsoDate(addDays(date, step));
    case 'ArrowUp':
      return toIsoDate(addDays(date, -7));
    case 'ArrowDown':
      return toIsoDate(addDays(date, 7));
    case 'Home':
      return toIsoDate(addDays(date, -((date.getDay() - options.weekStart + 7) % 7)));
    case 'End':
      return toIsoDate(addDays(date, 6 - ((date.getDay() - options.weekStart + 7) % 7)));
    case 'PageUp':
      return toIsoDate(options.shiftKey ? addYears(date, -1) : addMonths(date, -1));
    case 'PageDown':
      return toIsoDate(options.shiftKey ? addYears(date, 1) : addMonths(date, 1));
    default:
      return null;
  }
}

/** Why a day cannot be chosen. */
export type Unavailable = 'beforeMin' | 'afterMax' | 'closed' | 'noStay' | 'tooShort' | 'tooLong' | 'crossesClosed';

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
export function stayRules(rules: StayRules): Required<StayRules> {
  const answers = new Map<IsoDate, boolean>();
  const ask = rules.isDateDisabled;
  let warned = false;
  return {
    ...rules,
    isDateDisabled: (iso) => {
      if (!ask) return false;
      let answer = answers.get(iso);
      if (answer === undefined) {
        try {
          answer = Boolean(ask(iso));
        } catch (error) {
          if (!warned) console.warn('<stay-dates>: isDateDisabled threw; such days stay available.', error);
          warned = true;
          answer = false;
        }
        answers.set(iso, answer);
      }
      return answer;
    },
  };
}

function closedAfter(from: IsoDate, through: IsoDate, rules: StayRules): IsoDate | null {
  if (!rules.isDateDisabled) return null;
  for (let iso = addDaysIso(from, 1); iso <= through; iso = addDaysIso(iso, 1)) {
    if (rules.isDateDisabled(iso)) return iso;
  }
  return null;
}

/** Why `iso` cannot be an arrival, or `null` when it can (a departure `minNights` later must be possible too). */
export function arrivalProblem(iso: IsoDate, rules: StayRules): Unavailable | null {
  if (iso < rules.min) return 'beforeMin';
  if (iso > rules.max) return 'afterMax';
  if (rules.isDateDisabled?.(iso)) return 'closed';
  const earliestDeparture = addDaysIso(iso, Math.max(1, rules.minNights));
  if (earliestDeparture > rules.max || closedAfter(iso, earliestDeparture, rules)) return 'noStay';
  return null;
}

/**
 * A checker of departures for one arrival. The first closed day after the arrival is looked up once, so checking
 * every day of two months stays linear.
 */
export function departureChecker(arrival: IsoDate, rules: StayRules): (iso: IsoDate) => Unavailable | null {
  const horizon = clampIso(addDaysIso(arrival, Math.max(1, rules.maxNights)), arrival, rules.max);
  const firstClosed = closedAfter(arrival, horizon, rules);
  return (iso) => {
    if (iso < rules.min) return 'beforeMin';
    if (iso > rules.max) return 'afterMax';
    if (rules.isDateDisabled?.(iso)) return 'closed';
    const nights = nightsBetween(arrival, iso);
    if (nights < Math.max(1, rules.minNights)) return 'tooShort';
    if (nights > rules.maxNights) return 'tooLong';
    if (firstClosed !== null && firstClosed <= iso) return 'crossesClosed';
    return null;
  };
}

export type RangeCheck =
  | { ok: true; arrival: IsoDate; departure: IsoDate }
  | { ok: false; problem: 'format' | 'order' | Unavailable };

/** Checks a `value` such as `2026-07-03/2026-07-10` against the rules. `''` is not a range: check it first. */
export function checkRange(value: string, rules: StayRules): RangeCheck {
  const [arrival = '', departure = '', ...rest] = value.trim().split('/');
  if (rest.length || !isIsoDate(arrival) || !isIsoDate(departure)) return { ok: false, problem: 'format' };
  if (departure <= arrival) return { ok: false, problem: 'order' };
  const problem = arrivalProblem(arrival, rules) ?? departureChecker(arrival, rules)(departure);
  return problem ? { ok: false, problem } : { ok: true, arrival, departure };
}

const RANGE_PROBLEMS: Record<'format' | 'order' | Unavailable, (rules: StayRules) => string> = {
  format: () => 'is not two dates as YYYY-MM-DD/YYYY-MM-DD',
  order: () => 'has a departure that is not after the arrival',
  beforeMin: (rules) => `starts before min ${rules.min}`,
  afterMax: (rules) => `ends after max ${rules.max}`,
  closed: () => 'starts or ends on a closed day',
  noStay: (rules) => `leaves no ${rules.minNights}-night stay before max ${rules.max} or a closed day`,
  tooShort: (rules) => `is shorter than min-nights ${rules.minNights}`,
  tooLong: (rules) => `is longer than max-nights ${rules.maxNights}`,
  crossesClosed: () => 'includes a closed day',
};

/** Why a range is refused, as the end of a sentence about it ("… is shorter than min-nights 2"), for warnings. */
export function rangeProblemText(problem: 'format' | 'order' | Unavailable, rules: StayRules): string {
  return RANGE_PROBLEMS[problem](rules);
}

/** The rules of `<stay-dates>` without attributes: from today to 18 months ahead, 1 to 365 nights. */
export function pickerRules(today = todayIso()): StayRules {
  return { min: today, max: addMonthsIso(today, 18), minNights: 1, maxNights: 365 };
}
