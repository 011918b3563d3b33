// Pure helpers behind an accommodation card: what to show, never how. Intl formatters are cached per locale and
// currency because rendering twenty cards is on the critical path of the first results.
import type { Accommodation, Label, SearchQuery } from '../api/types.js';
import { nightsBetween as calendarNights } from './dates.js';
import { formatGuests, partySizeOf, validRange } from './search-state.js';

export { partySizeOf };

export type Availability = 'available' | 'few' | 'sold-out' | 'closed' | 'party-does-not-fit';

/** At or below this many free places a card says "3 left" instead of "Available". */
export const FEW_LEFT = 3;

/** Nights between two `YYYY-MM-DD` dates; `undefined` when either is not a real date or departure is not later. */
export function nightsBetween(arrival: string | undefined, departure: string | undefined): number | undefined {
  const range = validRange(arrival ?? null, departure ?? null);
  return range ? calendarNights(range.arrival, range.departure) : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Intl, cached

const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

/** One `Intl.NumberFormat` (or `Intl.PluralRules` when `plural`) per locale and options, made once. */
function cached<Formatter extends Intl.NumberFormat | Intl.PluralRules>(locale: string, options: Intl.NumberFormatOptions, plural?: true): Formatter {
  const key = JSON.stringify([locale, options, plural]);
  if (!formatters.has(key)) formatters.set(key, plural ? new Intl.PluralRules(locale) : new Intl.NumberFormat(locale, options));
  return formatters.get(key) as Formatter;
}

/** Whether Intl knows the code as a currency (`EUR`, `GBP`); `euro` or `€` are not currencies. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/**
 * Formats an amount of money: whole amounts without cents (`€612`), others with (`€87.43`).
 * An unknown currency code falls back to EUR rather than throwing in the middle of a render.
 */
export function formatMoney(amount: number, locale: string, currency: string): string {
  const cents = Math.round(amount * 100);
  const digits = cents % 100 ? 2 : 0;
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: isCurrencyCode(currency) ? currency : 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits };
  return cached<Intl.NumberFormat>(locale, options).format(cents / 100);
}

export function formatInteger(value: number, locale: string): string {
  return cached<Intl.NumberFormat>(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A rating such as `8.6` (`8,6` in Dutch): always one decimal. */
export function formatRatingNumber(value: number, locale: string): string {
  return cached<Intl.NumberFormat>(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function pluralOf(count: number, locale: string): Intl.LDMLPluralRule {
  return cached<Intl.PluralRules>(locale, {}, true).select(count);
}

// ---------------------------------------------------------------------------------------------------------------
// Card facts

/** Where the card stands for this party: closed wins, then the party size, then the stock. */
export function availabilityOf(accommodation: Accommodation, partySize: number | undefined): Availability {
  if (accommodation.closed) return 'closed';
  if (partySize !== undefined && !partyFits(accommodation, partySize)) return 'party-does-not-fit';
  const stock = Number(accommodation.available_stock);
  if (!Number.isFinite(stock) || stock <= 0) return 'sold-out';
  if (stock <= FEW_LEFT) return 'few';
  return 'available';
}

export function partyFits(accommodation: Accommodation, partySize: number): boolean {
  return partySize >= accommodation.persons_min && partySize <= accommodation.persons_max;
}

/** Whether a Book action makes sense for this availability. */
export function isBookable(availability: Availability): boolean {
  return availability === 'available' || availability === 'few';
}

/** The language part of a locale, as the service keys its translations: `nl-BE` → `nl`. */
export function translationKey(locale: string): string {
  return locale.toLowerCase().split('-')[0] ?? locale;
}

function present(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** The first of `texts` that has text, else `''`. */
function firstText(...texts: unknown[]): string {
  return (texts.find(present) as string | undefined) ?? '';
}

/** The service's translation for a language, also from a regional locale (`en-GB` → `en`). */
function translationFor<Entry>(translations: Record<string, Entry | undefined> | undefined | null, lang: string): Entry | undefined {
  return translations?.[lang] ?? translations?.[translationKey(lang)];
}

/** `translations[lang].description` when it has text, else the default-language `fallback` (contract §2). */
export function pickTranslation(
  translations: Record<string, { description?: string } | undefined> | undefined | null,
  lang: string,
  fallback: string,
): string {
  return firstText(translationFor(translations, lang)?.description, fallback);
}

/** A label's text: `translations[lang].name`, else its `description`, else the label's own `description`. */
export function labelText(label: Label, lang: string): string {
  const entry = translationFor(label.translations, lang);
  return firstText(entry?.name, entry?.description, label.description);
}

export interface RatingFacts {
  average: number;
  reviews: number;
}

/** The rating as numbers, or `undefined` when there are no reviews or either figure is not a number. */
export function ratingOf(accommodation: Accommodation): RatingFacts | undefined {
  const rating = accommodation.rating;
  if (!rating) return undefined;
  const average = Number.parseFloat(String(rating.avarage).replace(',', '.'));
  const reviews = Number.parseInt(String(rating.amount), 10);
  if (!Number.isFinite(average) || !Number.isFinite(reviews) || reviews <= 0 || average < 0) return undefined;
  return { average, reviews };
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses

function pageBase(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.baseURI;
}

/** `text` as an address resolved against `base`, or `undefined` when it is none. */
function parseUrl(text: string, base: string | undefined): URL | undefined {
  try {
    return new URL(text.trim(), base);
  } catch {
    return undefined;
  }
}

function isHttp(url: URL | undefined): boolean {
  return url?.protocol === 'https:' || url?.protocol === 'http:';
}

/**
 * The thumbnail address to show, or `undefined` when it is not an `https:`/`http:` address or one of the page's
 * own origin (a same-origin `blob:`). `javascript:`, `data:` and every other scheme are refused.
 */
export function safeThumbnailUrl(value: unknown, base: string | undefined = pageBase()): string | undefined {
  if (!present(value)) return undefined;
  const url = parseUrl(value, base);
  const sameOrigin = !!base && url?.origin !== 'null' && url?.origin === new URL(base).origin;
  return isHttp(url) || sameOrigin ? url!.href : undefined;
}

/** `adults:2,children:1`, the `guests` attribute's own notation. */
export function guestsText(query: SearchQuery | undefined): string {
  return formatGuests(query?.ageTableCategories);
}

const PLACEHOLDER = /\{(id|numeric_id|arrival|departure|guests|persons|lang)\}/g;

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
  base: string | undefined = pageBase(),
): string | undefined {
  if (!present(template)) return undefined;
  const values: Record<string, unknown> = {
    id: accommodation.id,
    numeric_id: accommodation.numeric_id,
    arrival: query?.arrival ?? '',
    departure: query?.departure ?? '',
    guests: guestsText(query),
    persons: partySizeOf(query),
    lang,
  };
  const url = parseUrl(template.replace(PLACEHOLDER, (_match, name: string) => encodeURIComponent(String(values[name]))), base);
  return isHttp(url) ? url!.href : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Label colours and icons

export interface ChipColours {
  /** background, text */
  light: readonly [string, string];
  dark: readonly [string, string];
}

/**
 * Chip colours for a label's colour name: a pale tint with a deep shade on light surfaces, the reverse on dark
 * ones. Every pair reaches WCAG AA (4.5:1) for small text; the unit test checks each one.
 */
export const CHIP_COLOURS = {
  red: { light: ['#fde4e1', '#8c1d18'], dark: ['#5f1412', '#ffdad6'] },
  orange: { light: ['#ffe6d1', '#843800'], dark: ['#572500', '#ffdcc2'] },
  yellow: { light: ['#fff3c4', '#634800'], dark: ['#463500', '#ffe9a3'] },
  green: { light: ['#dcf5e3', '#0f5a2e'], dark: ['#0f3d22', '#c2f0d0'] },
  teal: { light: ['#d4f3f1', '#0b5653'], dark: ['#08403d', '#b8efeb'] },
  blue: { light: ['#dde8fd', '#1747a6'], dark: ['#13306b', '#d3e2ff'] },
  purple: { light: ['#ece3fc', '#5b2a9e'], dark: ['#3b1f66', '#e6dcff'] },
  pink: { light: ['#fde2ef', '#8f1d57'], dark: ['#5c1238', '#ffd8ea'] },
  brown: { light: ['#f0e4da', '#5f3b1e'], dark: ['#3f2714', '#f3dfcc'] },
  grey: { light: ['#e8ebea', '#39423f'], dark: ['#2c3331', '#e2e7e5'] },
  black: { light: ['#1b1f1e', '#ffffff'], dark: ['#000000', '#f4f6f5'] },
  white: { light: ['#ffffff', '#1b1f1e'], dark: ['#f4f6f5', '#1b1f1e'] },
  neutral: { light: ['#eef1f0', '#3d4643'], dark: ['#262c2a', '#dfe5e2'] },
} as const satisfies Record<string, ChipColours>;
export type ChipColour = keyof typeof CHIP_COLOURS;

const COLOUR_SYNONYMS: Record<string, ChipColour> = {
  gray: 'grey',
  silver: 'grey',
  violet: 'purple',
  lilac: 'purple',
  magenta: 'pink',
  rose: 'pink',
  cyan: 'teal',
  turquoise: 'teal',
  aqua: 'teal',
  navy: 'blue',
  lime: 'green',
  olive: 'green',
  gold: 'yellow',
  amber: 'orange',
  beige: 'brown',
  crimson: 'red',
};

/** Maps a service colour name (`Red`, `light_blue`, `gray`) to a chip colour; anything else is `neutral`. */
export function chipColour(name: unknown): ChipColour {
  const word = typeof name === 'string' ? name.toLowerCase().replace(/[^a-z]/g, '') : '';
  const names = [...Object.keys(CHIP_COLOURS), ...Object.keys(COLOUR_SYNONYMS)];
  // A name we know; else the hue inside `lightblue`, `darkgreen`.
  const hue = names.includes(word) ? word : names.find((candidate) => candidate !== 'neutral' && word.includes(candidate));
  return hue ? (COLOUR_SYNONYMS[hue] ?? (hue as ChipColour)) : 'neutral';
}

export const LABEL_ICONS = [
  'wifi',
  'pets',
  'star',
  'heart',
  'sun',
  'leaf',
  'water',
  'accessible',
  'fire',
  'tag',
  'check',
  'family',
  'bed',
  'car',
  'sparkles',
  'clock',
] as const;
export type LabelIcon = (typeof LABEL_ICONS)[number] | 'dot';

/** Other words services use for our icons (an icon's own name is known without an entry). */
const ICON_SYNONYMS: Record<string, LabelIcon> = {
  wlan: 'wifi',
  internet: 'wifi',
  pet: 'pets',
  dog: 'pets',
  paw: 'pets',
  favorite: 'star',
  favourite: 'star',
  popular: 'star',
  love: 'heart',
  summer: 'sun',
  eco: 'leaf',
  nature: 'leaf',
  tree: 'leaf',
  pool: 'water',
  swim: 'water',
  waves: 'water',
  beach: 'water',
  wheelchair: 'accessible',
  accessibility: 'accessible',
  flame: 'fire',
  campfire: 'fire',
  discount: 'tag',
  percent: 'tag',
  sale: 'tag',
  offer: 'tag',
  deal: 'tag',
  sparkle: 'sparkles',
  new: 'sparkles',
  time: 'clock',
  lastminute: 'clock',
  last: 'clock',
  child: 'family',
  children: 'family',
  kids: 'family',
  users: 'family',
  sleep: 'bed',
  parking: 'car',
};

/** Maps a service icon name (`fa-wifi`, `Dog`, `local_parking`) to one of ours; anything else is a dot. */
export function labelIcon(name: unknown): LabelIcon {
  for (const word of typeof name === 'string' ? name.toLowerCase().split(/[^a-z]+/) : []) {
    const icon = LABEL_ICONS.find((known) => known === word) ?? (Object.hasOwn(ICON_SYNONYMS, word) ? ICON_SYNONYMS[word] : undefined);
    if (icon) return icon;
  }
  return 'dot';
}
