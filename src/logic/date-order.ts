/** The order of day, month and year in a locale's numeric dates: `dmy` (nl, de, fr, en-GB), `mdy` (en-US), `ymd`. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

/** The order of day, month and year in the locale's numeric dates, as `Intl` writes them. */
export function dateOrder(locale: string): DateOrder {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(new Date(2027, 6, 12))
    .map((part) => part.type);
  const position = (type: Intl.DateTimeFormatPartTypes) => parts.indexOf(type);
  if (position('year') < position('month')) return 'ymd';
  return position('month') < position('day') ? 'mdy' : 'dmy';
}

/** An example of a typed stay in the locale's order: "12-7 – 19-7", or "7-12 – 7-19" in American English. */
export function typedExample(locale: string): string {
  const write = (day: number) => (dateOrder(locale) === 'mdy' ? `7-${day}` : `${day}-7`);
  return `${write(12)} – ${write(19)}`;
}
