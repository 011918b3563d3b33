export const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Catalog<Messages> = Record<Language, Messages>;

/**
 * The locale an element speaks: its own `lang`, else the nearest ancestor's (across shadow roots), else the
 * page's, else the browser's. Returns a BCP 47 tag such as `nl-BE`; an invalid tag falls back to `en`.
 */
export function resolveLocale(element: Element): string {
  let node: Node | null = element;
  let tag: string | null = null;
  while (node && !tag) {
    tag = node instanceof Element ? node.getAttribute('lang') : null;
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  try {
    return Intl.getCanonicalLocales((tag || document.documentElement.lang || navigator.language).trim())[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** The widget's own language for a (canonical) locale: `nl-BE` speaks `nl`; a language we have no texts for speaks `en`. */
export function languageOf(locale: string): Language {
  const base = locale.split('-')[0] as Language;
  return LANGUAGES.includes(base) ? base : 'en';
}

/** A message's four translations, in the order of `LANGUAGES`: en, nl, de, fr. */
export type Translations<Message> = readonly [en: Message, nl: Message, de: Message, fr: Message];

/**
 * A catalog written as a table keyed by message: every message lists its four translations side by side (or, for a
 * group of messages such as per-category hints, a nested table of the same kind).
 */
export type TranslationTable<Messages> = {
  [Key in keyof Messages]: Translations<Messages[Key]> | TranslationTable<Messages[Key]>;
};

/** Turns a translation table into a catalog: one messages object per language. */
export function catalogFromTable<Messages>(table: TranslationTable<Messages>): Catalog<Messages> {
  const pick = (row: object, index: number): unknown =>
    Array.isArray(row)
      ? row[index]
      : Object.fromEntries(Object.entries(row).map(([key, value]) => [key, pick(value as object, index)]));
  return Object.fromEntries(LANGUAGES.map((language, index) => [language, pick(table, index)])) as Catalog<Messages>;
}

export function messagesFor<Messages>(catalog: Catalog<Messages>, locale: string): Messages {
  return catalog[languageOf(locale)];
}

// Intl objects are costly to build: one per kind, locale and options, shared by every element and kept for good.
const intlObjects = new Map<string, unknown>();

/** The cached `new Kind(locale, options)`: `intl(Intl.NumberFormat, 'nl', { style: 'percent' })`. */
export function intl<Formatter>(
  Kind: new (locale: string, options?: never) => Formatter,
  locale: string,
  options: object = {},
): Formatter {
  const key = Kind.name + locale + JSON.stringify(options);
  if (!intlObjects.has(key)) intlObjects.set(key, new Kind(locale, options as never));
  return intlObjects.get(key) as Formatter;
}

export function formatInteger(value: number, locale: string): string {
  return intl(Intl.NumberFormat, locale, { maximumFractionDigits: 0 }).format(value);
}

export function pluralOf(count: number, locale: string): Intl.LDMLPluralRule {
  return intl(Intl.PluralRules, locale).select(count);
}

/**
 * Fills a catalog text: `{n}` is `count` formatted for the locale, `{one|other}` the form its plural rule asks for
 * (`{night|nights}`), and `{0}`, `{1}` … the further values, already formatted. Catalog entries stay plain text
 * and every language shares this one function.
 */
export function phrase(text: string, locale: string, count = 0, ...values: string[]): string {
  return text.replace(/\{([^}|]*)(?:\|([^}]*))?\}/g, (match, first: string, other: string | undefined) => {
    if (other !== undefined) return pluralOf(count, locale) === 'one' ? first : other;
    return first === 'n' ? formatInteger(count, locale) : (values[Number(first)] ?? match);
  });
}
