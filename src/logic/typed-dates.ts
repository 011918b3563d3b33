import { addYears, isValid, parse } from 'date-fns';
import { addDaysIso, toIsoDate, type IsoDate } from './dates.js';
import { dateOrder, type DateOrder } from './date-order.js';

/*
 * Reading typed dates needs date-fns' parse, which is larger than the rest of the calendar: a part of its own,
 * loaded when the guest starts typing. The order and the example the calendar shows are in date-order.ts.
 */
export { dateOrder, typedExample, type DateOrder } from './date-order.js';

/** A typed range read as two days, or not readable (the element says how to type it). */
export type TypedRange = { ok: true; arrival: IsoDate; departure: IsoDate } | { ok: false };

/** One date as typed: numbers joined by `-`, `.` or `/` without spaces ("12-7", "7/12/2027", "12.7."). */
const TYPED_DATE = /\d+(?:[-./]\d+)+\.?/g;
/** What may stand between and around the two dates: spaces, dashes, and words such as "to", "tot", "bis", "au". */
const BETWEEN_DATES = /^[\s\p{L}–—-]*$/u;

/** The date-fns pattern of a date typed with these numbers (normalized to `-`), or `null` when none fits. */
function patternFor(numbers: string[], order: DateOrder): string | null {
  // An ISO date reads the same in every locale.
  if (numbers.length === 3 && numbers[0]!.length === 4) return 'yyyy-M-d';
  const withoutYear = order === 'mdy' ? ['M', 'd'] : ['d', 'M'];
  if (numbers.length === 2) return numbers.every((number) => number.length <= 2) ? withoutYear.join('-') : null;
  if (numbers.length !== 3 || order === 'ymd') return null;
  const year = numbers[2]!.length === 4 ? 'yyyy' : numbers[2]!.length === 2 ? 'yy' : null;
  if (!year || numbers.slice(0, 2).some((number) => number.length > 2)) return null;
  return [...withoutYear, year].join('-');
}

/**
 * A typed date: with its year as typed, else the first such day on or after `onOrAfter` (a date of the coming
 * season, or a departure after its arrival). `null` when it is not a real day (31-2, 12-13).
 */
function readDate(typed: string, order: DateOrder, onOrAfter: IsoDate): IsoDate | null {
  const numbers = typed.match(/\d+/g) ?? [];
  const pattern = patternFor(numbers, order);
  if (!pattern) return null;
  const reference = new Date(`${onOrAfter}T00:00`);
  const date = parse(numbers.join('-'), pattern, reference);
  if (!isValid(date)) return null;
  if (pattern.includes('y')) return toIsoDate(date);
  const iso = toIsoDate(date);
  return iso < onOrAfter ? toIsoDate(addYears(date, 1)) : iso;
}

/**
 * The two dates of a typed text, when there are two and nothing else ("12-7 – 19-7", "12.7. bis 19.7.",
 * "12-7-2027/19-7-2027"). A slash between two dates with dashes or dots separates them.
 */
function splitDates(text: string): string[] | null {
  const dates = text.match(TYPED_DATE) ?? [];
  if (!BETWEEN_DATES.test(text.replace(TYPED_DATE, ' '))) return null;
  if (dates.length === 1) {
    const halves = dates[0]!.split('/');
    return halves.length === 2 && /[-.]/.test(dates[0]!) ? halves : null;
  }
  return dates.length === 2 ? dates : null;
}

/**
 * Reads an arrival and a departure typed in the locale's order of day and month ("12-7 – 19-7" in Dutch, "7/12 -
 * 7/19" in American English), with or without years. A date without a year is the next such day on or after
 * `seasonStart` (today, or the first day that can be chosen); a departure without a year is the next after the
 * arrival. Whether the stay keeps the rules is the caller's check.
 */
export function parseTypedRange(text: string, locale: string, seasonStart: IsoDate): TypedRange {
  const dates = splitDates(text.trim());
  if (!dates) return { ok: false };
  const order = dateOrder(locale);
  const arrival = readDate(dates[0]!, order, seasonStart);
  if (!arrival) return { ok: false };
  // A departure without a year comes after the arrival, also across the new year.
  const departure = readDate(dates[1]!, order, addDaysIso(arrival, 1));
  return departure ? { ok: true, arrival, departure } : { ok: false };
}
