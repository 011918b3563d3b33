import type { SortKey } from '../logic/filters.js';

export interface FiltersMessages {
  /** The narrow-screen disclosure button, "Filters" or with the count of chosen filters: "Filters (2)". */
  filters: string;
  types: string;
  onlyAvailable: string;
  sortBy: string;
  sorts: Record<SortKey, string>;
  clear: string;
}

/** The key of `FiltersMessages` in every language's messages: `messagesFor(filtersMessages, locale)`. */
export const filtersMessages = 'filters';
