import type { AccommodationType, AgeCategory } from '../api/types.js';
import type { DatesMessages } from './dates.js';
import type { FiltersMessages } from './filters.js';
import type { GuestsMessages } from './guests.js';
import type { PagerMessages } from './pager.js';
import type { ResultsMessages } from './results.js';
import type { SearchMessages } from './search.js';
import type { AgeCategoryName } from './vocabulary.js';

/**
 * The texts of the entry in one language: one module per language (`en.ts`, `nl.ts`, `de.ts`, `fr.ts`), each
 * checked against this interface, so a missing or extra text is a type error. An element reads its section with
 * `messagesFor(datesMessages, locale)`. A part's own texts travel with the part instead, in every language (a
 * `Vocabulary`, e.g. `tableMessages` in `./table.ts` from `./table/<language>.ts`): read the same way.
 */
export interface Messages {
  dates: DatesMessages;
  guests: GuestsMessages;
  filters: FiltersMessages;
  results: ResultsMessages;
  pager: PagerMessages;
  search: SearchMessages;
  accommodationTypes: Record<AccommodationType, string>;
  ageCategories: Record<AgeCategory, AgeCategoryName>;
}
