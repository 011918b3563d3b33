import type { DatesMessages } from '../i18n/dates.js';
import { intl } from '../i18n/locale.js';
import { nightsBetween, type IsoDate } from '../logic/dates.js';

/*
 * The date texts that both the field and the calendar show. The field is in the entry, the calendar loads on
 * demand; both import these.
 */

/** A calendar day in the locale's words. */
export function formatDay(iso: IsoDate, locale: string, options: Intl.DateTimeFormatOptions): string {
  // A date-only ISO string is UTC midnight, and the formatter reads UTC: the text never shifts by a day.
  return intl(Intl.DateTimeFormat, locale, { ...options, timeZone: 'UTC' }).format(new Date(iso));
}

/** 1 to 365 nights: written the same in every language we have, no grouping needed. */
export function nightsText(count: number, t: DatesMessages): string {
  return `${count} ${t.nights[count === 1 ? 0 : 1]}`;
}

/** A stay with weekdays and nights: "Fri 2 Jul – Fri 9 Jul · 7 nights". */
export function rangeText(arrival: IsoDate, departure: IsoDate, locale: string, t: DatesMessages): string {
  const short = (iso: IsoDate) => formatDay(iso, locale, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${short(arrival)} – ${short(departure)} · ${nightsText(nightsBetween(arrival, departure), t)}`;
}

/**
 * A stay in few words, for a narrow field: "16–23 Dec · 7 nights" (the locale's own range format, one month named
 * once when both days are in it).
 */
export function shortRangeText(arrival: IsoDate, departure: IsoDate, locale: string, t: DatesMessages): string {
  const days = intl(Intl.DateTimeFormat, locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${days.formatRange(new Date(arrival), new Date(departure))} · ${nightsText(nightsBetween(arrival, departure), t)}`;
}
