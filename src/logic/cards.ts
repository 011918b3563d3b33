// Pure helpers behind an accommodation card: what to show, never how. The answers were checked at the boundary
// (api/response.ts), so the fields have their types here; only what the service sends as free text is read.
import type { Accommodation, Label, SearchQuery } from '../api/types.js';
import { parseIsoDate } from './dates.js';
import { formatGuests, partySizeOf } from './search-state.js';
import { intl } from '../i18n/locale.js';

export { partySizeOf };
export { formatInteger, pluralOf } from '../i18n/locale.js';

export type Availability = 'available' | 'few' | 'sold-out' | 'closed' | 'party-does-not-fit';

/** Nights between two `YYYY-MM-DD` dates; `undefined` when either is not a real date or departure is not later. */
export function nightsBetween(arrival: string | undefined, departure: string | undefined): number | undefined {
  const from = parseIsoDate(arrival);
  const to = parseIsoDate(departure);
  // Local midnights: a DST change makes a day 23 or 25 hours long, so round.
  const nights = from && to ? Math.round((to.getTime() - from.getTime()) / 86_400_000) : 0;
  return nights > 0 ? nights : undefined;
}

/** An Intl number format, cached (twenty cards are on the critical path of the first results). */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return intl(Intl.NumberFormat, locale, options);
}

/** Whether Intl knows the code as a currency (`EUR`, `GBP`); `euro` or `€` are not currencies. */
export function isCurrencyCode(code: string): boolean {
  try {
    // Intl refuses anything that is not three letters; a code it does not know formats as the code itself.
    return !!numberFormat('en', { style: 'currency', currency: code });
  } catch {
    return false;
  }
}

/** Whether an amount is whole to the cent (`612` and `612.001` are, `87.43` is not). */
function isWholeAmount(amount: number): boolean {
  return Math.round(amount * 100) % 100 === 0;
}

/**
 * Formats an amount of money, with cents (`€87.43`, `€612.00`) or without (`€612`): by default with cents only when
 * the amount has them. A currency without cents (`JPY`) never shows any. An unknown currency code falls back to EUR
 * rather than throwing in the middle of a render.
 */
export function formatMoney(
  amount: number,
  locale: string,
  currency: string,
  withCents = !isWholeAmount(amount),
): string {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: isCurrencyCode(currency) ? currency : 'EUR',
  };
  // A currency format shows the currency's own cents (two for EUR, none for JPY): no resolvedOptions() to ask them,
  // as that builds an object at every call (two a card).
  if (!withCents) options.minimumFractionDigits = options.maximumFractionDigits = 0;
  return numberFormat(locale, options).format(amount);
}

/**
 * Amounts shown together (a stay's price and its price a night) in one format: all with cents when any of them has
 * cents (`€612.00` and `€87.43`), all without when every one is whole (`€612` and `€87`).
 */
export function formatPrices(amounts: readonly number[], locale: string, currency: string): string[] {
  const withCents = amounts.some((amount) => !isWholeAmount(amount));
  return amounts.map((amount) => formatMoney(amount, locale, currency, withCents));
}

/**
 * Which results a page shows, numbered from 1 in the whole list (`{ first: 21, last: 40 }` for page 2 of 20), when
 * they take more than one page; `undefined` when every result is shown. Pages hold `limit` items (at least as
 * many as shown), the last one fewer.
 */
export function shownRange(
  query: Pick<SearchQuery, 'page' | 'limit'> | undefined,
  shownCount: number,
  total: number,
): { first: number; last: number } | undefined {
  if (shownCount === 0 || total <= shownCount) return undefined;
  const pageSize = Math.max(query?.limit ?? 0, shownCount);
  const first = (Math.max(1, query?.page ?? 1) - 1) * pageSize + 1;
  return { first, last: Math.min(first + shownCount - 1, total) };
}

/** A range of whole numbers as the language writes one: `21–40`, `1.221–1.234` in Dutch. */
export function formatIntegerRange(first: number, last: number, locale: string): string {
  // `formatRange` is ES2023 (Chromium 106, Firefox 116, Safari 15.4); the project's TypeScript lib is ES2022.
  const format = numberFormat(locale, { maximumFractionDigits: 0 }) as Intl.NumberFormat & {
    formatRange?(start: number, end: number): string;
  };
  return format.formatRange?.(first, last) ?? `${format.format(first)}–${format.format(last)}`;
}

/** A rating such as `8.6` (`8,6` in Dutch): always one decimal. */
export function formatRatingNumber(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Where the card stands for this party: closed wins, then the party size, then the stock ("3 left" at 3 or less). */
export function availabilityOf(
  { closed, persons_min, persons_max, available_stock }: Accommodation,
  partySize?: number,
): Availability {
  if (closed) return 'closed';
  if (partySize !== undefined && (partySize < persons_min || partySize > persons_max)) return 'party-does-not-fit';
  return available_stock > 3 ? 'available' : available_stock > 0 ? 'few' : 'sold-out';
}

/** Whether a Book action makes sense for this availability. */
export function isBookable(availability: Availability): boolean {
  return availability === 'available' || availability === 'few';
}

/** The language part of a locale, as the service keys its translations: `nl-BE` → `nl`. */
export function translationKey(locale: string): string {
  return locale.toLowerCase().split('-')[0]!;
}

/** The first of `texts` that has more than white space, else `''`. */
function firstText(...texts: (string | undefined)[]): string {
  return texts.find((text) => text?.trim()) ?? '';
}

/** `translations[lang].description` when it has text, else the default-language `fallback` (contract §2). */
export function pickTranslation(
  translations: Record<string, { description?: string }> | undefined,
  lang: string,
  fallback: string,
): string {
  return firstText(translations?.[translationKey(lang)]?.description, fallback);
}

/** A label's text: `translations[lang].name`, else its `description`, else the label's own `description`. */
export function labelText(label: Label, lang: string): string {
  const entry = label.translations[translationKey(lang)];
  return firstText(entry?.name, entry?.description, label.description);
}

/** The rating as numbers (sent as strings, `7,5` too), or `undefined` without reviews or readable figures. */
export function ratingOf({ rating }: Accommodation): { average: number; reviews: number } | undefined {
  const average = parseFloat(String(rating?.avarage).replace(',', '.'));
  const reviews = parseInt(String(rating?.amount), 10);
  return reviews > 0 && average >= 0 ? { average, reviews } : undefined;
}

/** `text` resolved against `base` when it is an `http:`/`https:` address (or, with `sameOrigin`, of `base`'s origin). */
function httpUrl(text: string, base: string, sameOrigin?: boolean): string | undefined {
  try {
    const url = new URL(text.trim(), base);
    return /^https?:$/.test(url.protocol) ||
      (sameOrigin && url.origin !== 'null' && url.origin === new URL(base).origin)
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The thumbnail address to show, or `undefined` when it is not an `https:`/`http:` address or one of the page's
 * own origin (a same-origin `blob:`). `javascript:`, `data:` and every other scheme are refused (their origin is
 * `null`).
 */
export function safeThumbnailUrl(value: unknown, base = document.baseURI): string | undefined {
  return typeof value === 'string' && value.trim() ? httpUrl(value, base, true) : undefined;
}

/**
 * The booking address from a site's template: `{id}`, `{numeric_id}`, `{arrival}`, `{departure}`, `{guests}`,
 * `{persons}` and `{lang}` are replaced by URL-encoded values; other text stays as the site wrote it. Returns
 * `undefined` when the result is not an `http(s)` address, so a card falls back to a plain Book button.
 */
export function bookingUrl(
  template: string | undefined,
  accommodation: Accommodation,
  query: SearchQuery | undefined,
  lang: string,
  base = document.baseURI,
): string | undefined {
  const values: Record<string, unknown> = {
    id: accommodation.id,
    numeric_id: accommodation.numeric_id,
    arrival: query?.arrival ?? '',
    departure: query?.departure ?? '',
    // `adults:2,children:1`, the `guests` attribute's own notation.
    guests: formatGuests(query?.ageTableCategories),
    persons: partySizeOf(query),
    lang,
  };
  const filled = template?.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(String(values[name])) : match,
  );
  return filled?.trim() ? httpUrl(filled, base) : undefined;
}

/**
 * Label colours as OKLCH hues (degrees); any other name is a grey chip (`neutral`). The styles make a pale tint with
 * a deep shade of the hue on light surfaces and the reverse on dark ones, at lightnesses that keep WCAG AA (4.5:1)
 * for small text; the element test measures every one.
 */
export const CHIP_HUES = {
  red: 25,
  orange: 55,
  yellow: 90,
  green: 150,
  teal: 190,
  blue: 260,
  purple: 300,
  pink: 350,
  brown: 70,
};
export type ChipColour = keyof typeof CHIP_HUES | 'neutral';

/** Maps a service colour name (`Red`, `light_blue`, `darkgreen`) to a chip colour; anything else is `neutral`. */
export function chipColour(name: unknown): ChipColour {
  const word = String(name).toLowerCase();
  return (Object.keys(CHIP_HUES) as ChipColour[]).find((hue) => word.includes(hue)) ?? 'neutral';
}

/** Our label icons and the words of a service's icon name that pick each besides the icon's own (`fa-dog`, `swimming_pool`). */
const ICON_WORDS = {
  pets: 'pet dog paw',
  star: 'popular',
  heart: 'favourite',
  leaf: 'eco',
  water: 'waves pool',
  accessible: 'wheelchair',
  fire: 'flame',
  tag: 'percent discount',
  sparkles: 'new',
  clock: 'time',
};
export type LabelIcon = keyof typeof ICON_WORDS | 'dot';

/** Maps a service icon name (`fa-star`, `Dog`, `swimming_pool`) to one of ours; anything else is a dot. */
export function labelIcon(name: unknown): LabelIcon {
  const words = String(name)
    .toLowerCase()
    .split(/[^a-z]+/);
  const icon = Object.entries(ICON_WORDS).find(([icon, known]) =>
    `${icon} ${known}`.split(' ').some((word) => words.includes(word)),
  );
  return (icon?.[0] as LabelIcon | undefined) ?? 'dot';
}
