import { addDays } from 'date-fns';
import { addMonthsToMonth, addDaysIso, localDate, monthOf, toIsoDate, type IsoDate, type Weekday } from './dates.js';

/*
 * What only the open calendar needs: the month's grid, where the week starts, and the keys that move through the
 * days. The date field needs none of it, so it loads with the calendar, on demand.
 */

/** How many days `date` lies after the start of its week. */
function dayOfWeek(date: Date, weekStart: Weekday): number {
  return (date.getDay() - weekStart + 7) % 7;
}

/**
 * The month as six weeks of seven cells, starting on `weekStart`; days of the neighbouring months are `null`.
 * Always six rows, so the calendar never changes height from one month to the next.
 */
export function monthGrid(firstOfMonth: IsoDate, weekStart: Weekday): (IsoDate | null)[][] {
  const month = monthOf(firstOfMonth);
  const first = localDate(`${month}-01`);
  const start = addDays(first, -dayOfWeek(first, weekStart));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const iso = toIsoDate(addDays(start, week * 7 + weekday));
      return monthOf(iso) === month ? iso : null;
    }),
  );
}

/**
 * Where the week starts, by region (CLDR 48 `weekData`): Sunday, Saturday or Friday in these regions, Monday
 * everywhere else. Our own copy, not `Intl.Locale` week info: engines expose that differently
 * (`getWeekInfo()`, the older `weekInfo`, or not at all) and from different CLDR versions, and the calendar must
 * look the same in every browser.
 */
const WEEK_STARTS: Partial<Record<Weekday, ReadonlySet<string>>> = {
  0: new Set(
    'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
      ' ',
    ),
  ),
  5: new Set(['MV']),
  6: new Set('AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' ')),
};
const MONDAY: Weekday = 1;

/**
 * English is written in so many regions that the one its tag most likely means (the United States) says little
 * about a page's: a page's own language (Dutch: the Netherlands) says more.
 */
const WORLD_LANGUAGES: ReadonlySet<string> = new Set(['en']);

/** The parts of a BCP 47 tag, or `null` when it is not one. */
function parseLocale(locale: string): Intl.Locale | null {
  try {
    return locale ? new Intl.Locale(locale) : null;
  } catch {
    return null;
  }
}

/**
 * The first day of the week for the widget's locale on a page: the widget's own region (`en-NL`), else the page's
 * (`<html lang="en-GB">`), else the region the language most likely means (`nl`: the Netherlands, `en`: the United
 * States), the page's language before English. Monday for nl, de, fr and en-GB, Sunday for en-US.
 */
export function weekStartFor(locale: string, pageLocale = ''): Weekday {
  const widget = parseLocale(locale);
  const page = parseLocale(pageLocale);
  const byLanguage = widget && page && WORLD_LANGUAGES.has(widget.language) ? [page, widget] : [widget, page];
  const region = widget?.region ?? page?.region ?? byLanguage[0]?.maximize().region ?? byLanguage[1]?.maximize().region;
  for (const [weekday, regions] of Object.entries(WEEK_STARTS)) {
    if (region && regions.has(region)) return Number(weekday) as Weekday;
  }
  return MONDAY;
}

/**
 * Moves by whole months to the given day of the month, or to the month's last day when it has no such day: with
 * `day` 31, January 31 goes to February 28 and then to March 31.
 */
export function addMonthsKeepingDay(iso: IsoDate, amount: number, dayOfMonth: number): IsoDate {
  const first = addMonthsToMonth(iso, amount);
  const lastDay = addDaysIso(addMonthsToMonth(first, 1), -1);
  return `${monthOf(first)}-${String(Math.min(dayOfMonth, Number(lastDay.slice(8)))).padStart(2, '0')}`;
}

/** The day of the month of an ISO day (`2027-01-31` → 31). */
export function dayOfMonth(iso: IsoDate): number {
  return Number(iso.slice(8));
}

const MONTHS_IN_A_YEAR = 12;

/**
 * The navigation keys of the APG date picker. Returns `null` for any other key.
 * - `rtl`: the calendar runs right to left, so ArrowLeft is the next day and ArrowRight the previous one.
 * - `dayOfMonth`: the day PageUp and PageDown keep (default the day of `iso`). A calendar passes the day the guest
 *   started paging from, so that paging from the 31st through a short month comes back to the 31st.
 */
export function moveByKey(
  iso: IsoDate,
  key: string,
  options: { shiftKey?: boolean; weekStart: Weekday; rtl?: boolean; dayOfMonth?: number },
): IsoDate | null {
  const date = localDate(iso);
  const intoWeek = dayOfWeek(date, options.weekStart);
  const forward = options.rtl ? -1 : 1;
  const days: Record<string, number> = {
    ArrowLeft: -forward,
    ArrowRight: forward,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -intoWeek,
    End: 6 - intoWeek,
  };
  const months: Record<string, number> = { PageUp: -1, PageDown: 1 };
  if (key in days) return toIsoDate(addDays(date, days[key]!));
  if (!(key in months)) return null;
  // Shift+PageUp/PageDown: a year.
  const amount = months[key]! * (options.shiftKey ? MONTHS_IN_A_YEAR : 1);
  return addMonthsKeepingDay(iso, amount, options.dayOfMonth ?? dayOfMonth(iso));
}
