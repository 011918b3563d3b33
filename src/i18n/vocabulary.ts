import { formatInteger, pluralOf } from './locale.js';

/**
 * The service's fixed vocabularies: accommodation types (the spec's titles, e.g. "Pitch" for `campsite`) and age
 * table categories, in every language's messages. Shared by the filters, the guest steppers and the result cards.
 */

/** The key of the accommodation types' names (`Record<AccommodationType, string>`) in every language's messages. */
export const accommodationTypeNames = 'accommodationTypes';

/** The key of the age categories' names (`Record<AgeCategory, AgeCategoryName>`) in every language's messages. */
export const ageCategoryNames = 'ageCategories';

/** An age category's names: a heading ("Adults") and the counted noun by plural form ("1 adult", "2 adults"). */
export interface AgeCategoryName {
  heading: string;
  one: string;
  other: string;
}

/**
 * "2 adults" in the locale: the number through `Intl.NumberFormat`, the noun's form through `Intl.PluralRules`
 * (French "many" and any other form beyond one/other take the plural).
 */
export function counted(name: AgeCategoryName, count: number, locale: string): string {
  return `${formatInteger(count, locale)} ${pluralOf(count, locale) === 'one' ? name.one : name.other}`;
}
