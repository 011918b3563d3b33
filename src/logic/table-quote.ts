// The plain-text quote staff copy into an e-mail (issue 15 item 3): accommodation, dates, party, total price and
// places left, in the widget's language. Pure: texts and names come in, one string goes out.
import type { Accommodation, AgeCategory, SearchQuery } from '../api/types.js';
import { formatMoney, nightsBetween, pickTranslation, translationKey } from './cards.js';
import { parseIsoDate } from './dates.js';
import { partySizeOf } from './search-state.js';
import { intl, phrase } from '../i18n/locale.js';
import { counted, type AgeCategoryName } from '../i18n/vocabulary.js';
import type { TableMessages } from '../i18n/table.js';

export interface QuoteInput {
  accommodation: Accommodation;
  /** The administration's name, when the desk shows several. */
  administration?: string;
  query: Pick<SearchQuery, 'arrival' | 'departure' | 'ageTableCategories' | 'persons'>;
  locale: string;
  currency: string;
  texts: Pick<TableMessages, 'quoteDates' | 'quoteTotal' | 'quotePlaces'>;
  /** The names of the age categories, and of "persons" for a party counted without them. */
  ageCategories: Record<AgeCategory, AgeCategoryName>;
  person: AgeCategoryName;
}

/** A day as the locale writes it in full ("12 July 2027", "12. Juli 2027"). */
function longDate(iso: string, locale: string): string {
  const date = parseIsoDate(iso);
  return date ? intl(Intl.DateTimeFormat, locale, { dateStyle: 'long' }).format(date) : iso;
}

/** "2 adults, 1 child, 1 pet"; "2 persons" for a party counted in persons. */
export function partyText(
  query: QuoteInput['query'],
  locale: string,
  ageCategories: QuoteInput['ageCategories'],
  person: AgeCategoryName,
): string {
  const categories = (query.ageTableCategories ?? []).filter((guest) => guest.count > 0);
  if (!categories.length) return counted(person, partySizeOf(query), locale);
  const list = categories.map((guest) => counted(ageCategories[guest.id], guest.count, locale));
  return intl(Intl.ListFormat, locale, { type: 'unit', style: 'long' }).format(list);
}

/** The quote, one fact a line, ready for an e-mail. */
export function quoteText(input: QuoteInput): string {
  const { accommodation, query, locale, texts } = input;
  const name = pickTranslation(accommodation.name_translations, translationKey(locale), accommodation.name);
  const nights = nightsBetween(query.arrival, query.departure) ?? 0;
  return [
    input.administration ? `${name} (${input.administration})` : name,
    phrase(texts.quoteDates, locale, nights, longDate(query.arrival, locale), longDate(query.departure, locale)),
    partyText(query, locale, input.ageCategories, input.person),
    phrase(texts.quoteTotal, locale, 0, formatMoney(accommodation.price_total, locale, input.currency)),
    phrase(texts.quotePlaces, locale, accommodation.available_stock),
  ].join('\n');
}
