// Pure helpers behind an accommodation card: what to show, never how. Intl formatters are cached per locale and
// currency because rendering twenty cards is on the critical path of the first results.
import type { Accommodation, Label, SearchQuery } from '../api/types.js';

export type Availability = 'available' | 'few' | 'sold-out' | 'closed' | 'party-does-not-fit';

/** At or below this many free places a card says "3 left" instead of "Available". */
export const FEW_LEFT = 3;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Rejects 2026-02-30 and friends, which Date.UTC would quietly roll over.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return time / 86_400_000;
}

/** Nights between two `YYYY-MM-DD` dates; `undefined` when either is not a real date or departure is not later. */
export function nightsBetween(arrival: string | undefined, departure: string | undefined): number | undefined {
  if (!arrival || !departure) return undefined;
  const from = utcDay(arrival);
  const to = utcDay(departure);
  if (from === undefined || to === undefined || to <= from) return undefined;
  return to - from;
}

/** Travellers that count towards `persons_min`/`persons_max`: pets excluded; 2 when the query names nobody. */
export function partySizeOf(query: SearchQuery | undefined): number {
  const categories = query?.ageTableCategories;
  if (categories && categories.length > 0) {
    return categories.reduce((sum, { id, count }) => (id === 'pets' ? sum : sum + Math.max(0, Math.floor(count) || 0)), 0);
  }
  if (query?.persons !== undefined && Number.isFinite(query.persons)) return Math.max(0, Math.floor(query.persons));
  return 2;
}

// ---------------------------------------------------------------------------------------------------------------
// Intl, cached

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cachedNumberFormat(key: string, create: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = create();
    numberFormats.set(key, format);
  }
  return format;
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
  const code = isCurrencyCode(currency) ? currency.toUpperCase() : 'EUR';
  const cents = Math.round(amount * 100);
  const whole = cents % 100 === 0;
  const format = cachedNumberFormat(`money|${locale}|${code}|${whole}`, () =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }),
  );
  return format.format(cents / 100);
}

export function formatInteger(value: number, locale: string): string {
  return cachedNumberFormat(`integer|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

/** A rating such as `8.6` (`8,6` in Dutch): always one decimal. */
export function formatRatingNumber(value: number, locale: string): string {
  return cachedNumberFormat(
    `rating|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

export function pluralOf(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
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

/** `translations[lang].description` when it has text, else the default-language `fallback` (contract §2). */
export function pickTranslation(
  translations: Record<string, { description?: string } | undefined> | undefined | null,
  lang: string,
  fallback: string,
): string {
  const entry = translations?.[lang] ?? translations?.[translationKey(lang)];
  return present(entry?.description) ? entry.description : present(fallback) ? fallback : '';
}

/** A label's text: `translations[lang].name`, else its `description`, else the label's own `description`. */
export function labelText(label: Label, lang: string): string {
  const entry = label.translations?.[lang] ?? label.translations?.[translationKey(lang)];
  if (present(entry?.name)) return entry.name;
  if (present(entry?.description)) return entry.description;
  return present(label.description) ? label.description : '';
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

/**
 * The thumbnail address to show, or `undefined` when it is not an `https:`/`http:` address or one of the page's
 * own origin (a same-origin `blob:`). `javascript:`, `data:` and every other scheme are refused.
 */
export function safeThumbnailUrl(value: unknown, base: string | undefined = pageBase()): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = base ? new URL(value.trim(), base) : new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  if (base && url.origin !== 'null' && url.origin === new URL(base).origin) return url.href;
  return undefined;
}

/** `adults:2,children:1`, the `guests` attribute's own notation. */
export function guestsText(query: SearchQuery | undefined): string {
  return (query?.ageTableCategories ?? [])
    .filter(({ count }) => count > 0)
    .map(({ id, count }) => `${id}:${count}`)
    .join(',');
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
  const values: Record<string, string> = {
    id: accommodation.id,
    numeric_id: String(accommodation.numeric_id),
    arrival: query?.arrival ?? '',
    departure: query?.departure ?? '',
    guests: guestsText(query),
    persons: String(partySizeOf(query)),
    lang,
  };
  const filled = template.trim().replace(PLACEHOLDER, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
  try {
    const url = base ? new URL(filled, base) : new URL(filled);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
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
  if (typeof name !== 'string') return 'neutral';
  const word = name.toLowerCase().replace(/[^a-z]/g, '');
  if (word === 'neutral') return 'neutral';
  if (word in CHIP_COLOURS) return word as ChipColour;
  if (word in COLOUR_SYNONYMS) return COLOUR_SYNONYMS[word]!;
  // `lightblue`, `darkgreen`: the hue is the part that matters.
  const names = [...Object.keys(CHIP_COLOURS), ...Object.keys(COLOUR_SYNONYMS)];
  const hue = names.find((candidate) => candidate !== 'neutral' && word.includes(candidate));
  if (!hue) return 'neutral';
  return hue in CHIP_COLOURS ? (hue as ChipColour) : COLOUR_SYNONYMS[hue]!;
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

const ICON_SYNONYMS: Record<string, LabelIcon> = {
  wifi: 'wifi',
  wlan: 'wifi',
  internet: 'wifi',
  pet: 'pets',
  pets: 'pets',
  dog: 'pets',
  paw: 'pets',
  star: 'star',
  favorite: 'star',
  favourite: 'star',
  popular: 'star',
  heart: 'heart',
  love: 'heart',
  sun: 'sun',
  summer: 'sun',
  leaf: 'leaf',
  eco: 'leaf',
  nature: 'leaf',
  tree: 'leaf',
  water: 'water',
  pool: 'water',
  swim: 'water',
  waves: 'water',
  beach: 'water',
  accessible: 'accessible',
  wheelchair: 'accessible',
  accessibility: 'accessible',
  fire: 'fire',
  flame: 'fire',
  campfire: 'fire',
  tag: 'tag',
  discount: 'tag',
  percent: 'tag',
  sale: 'tag',
  offer: 'tag',
  deal: 'tag',
  check: 'check',
  sparkle: 'sparkles',
  sparkles: 'sparkles',
  new: 'sparkles',
  clock: 'clock',
  time: 'clock',
  lastminute: 'clock',
  last: 'clock',
  family: 'family',
  child: 'family',
  children: 'family',
  kids: 'family',
  users: 'family',
  bed: 'bed',
  sleep: 'bed',
  car: 'car',
  parking: 'car',
};

/** Maps a service icon name (`fa-wifi`, `Dog`, `local_parking`) to one of ours; anything else is a dot. */
export function labelIcon(name: unknown): LabelIcon {
  if (typeof name !== 'string') return 'dot';
  const words = name.toLowerCase().split(/[^a-z]+/).filter(Boolean);
  for (const word of words) {
    const icon = ICON_SYNONYMS[word];
    if (icon) return icon;
  }
  return 'dot';
}
