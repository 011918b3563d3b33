// Calendar dates as whole day numbers (days since 1970-01-01, UTC), so that nights never drift with time zones.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a real `YYYY-MM-DD` date, or `undefined` for anything else (2026-02-30 included). */
export function parseIsoDate(text: string): number | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return Math.round(time / DAY_MS);
}

export function isoDate(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export function dayNumberOf(timeMs: number): number {
  return Math.floor(timeMs / DAY_MS);
}

/** 0 is Sunday, as `Date#getUTCDay`; day 0 (1970-01-01) was a Thursday. */
export function weekday(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** The same day of the month `months` later (clamped to the month's end). */
export function addMonths(dayNumber: number, months: number): number {
  const date = new Date(dayNumber * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.round(target.getTime() / DAY_MS);
}

export type Season = 'low' | 'mid' | 'high';

/**
 * The season a night belongs to, by month and day: high in July, August and the Christmas holidays; mid in spring
 * (April to June), September and the autumn holiday (15 to 31 October); low otherwise.
 */
export function seasonOf(dayNumber: number): Season {
  const date = new Date(dayNumber * DAY_MS);
  const monthDay = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  if ((monthDay >= 701 && monthDay <= 831) || monthDay >= 1220 || monthDay <= 105) return 'high';
  if (
    (monthDay >= 401 && monthDay <= 630) ||
    (monthDay >= 901 && monthDay <= 930) ||
    (monthDay >= 1015 && monthDay <= 1031)
  ) {
    return 'mid';
  }
  return 'low';
}

/** Friday and Saturday nights carry the weekend surcharge. */
export function isWeekendNight(dayNumber: number): boolean {
  const day = weekday(dayNumber);
  return day === 5 || day === 6;
}
