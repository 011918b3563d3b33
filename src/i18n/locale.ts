import { LazyPart } from '../lazy/lazy-part.js';
import { en } from './en.js';
import type { Messages } from './messages.js';

export const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

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

/**
 * The languages other than English, each a chunk of its own loaded on demand: a page in Dutch fetches the Dutch
 * texts once, before its first render in Dutch; the other languages are never fetched unless an element switches.
 */
const LANGUAGE_PARTS: Record<Exclude<Language, 'en'>, LazyPart<Messages>> = {
  nl: new LazyPart('language-nl', () => import('./nl.js').then((module) => module.nl)),
  de: new LazyPart('language-de', () => import('./de.js').then((module) => module.de)),
  fr: new LazyPart('language-fr', () => import('./fr.js').then((module) => module.fr)),
};

/** The lazy part holding a locale's texts; `undefined` for English, which is always there. */
export function languagePart(locale: string): LazyPart<Messages> | undefined {
  const language = languageOf(locale);
  return language === 'en' ? undefined : LANGUAGE_PARTS[language];
}

/**
 * A part's own texts in every language: they come with the part's code (the staff table's, app mode's), so the
 * entry and the language chunks never carry them, and they are there as soon as the part is.
 */
export type Vocabulary<Texts> = Readonly<Record<Language, Texts>>;

/**
 * One section of the texts in a locale's language (`messagesFor(datesMessages, 'nl-BE')`): English until the
 * language has loaded, and when it cannot be loaded. For a part's `Vocabulary` (`messagesFor(tableMessages,
 * locale)`): its texts in the locale's language, English for a language we have no texts for.
 */
export function messagesFor<Key extends keyof Messages>(section: Key, locale: string): Messages[Key];
export function messagesFor<Texts>(vocabulary: Vocabulary<Texts>, locale: string): Texts;
export function messagesFor(texts: keyof Messages | Vocabulary<unknown>, locale: string): unknown {
  if (typeof texts === 'object') return texts[languageOf(locale)];
  return (languagePart(locale)?.module ?? en)[texts];
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
