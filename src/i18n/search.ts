import type { ApiErrorKind } from '../api/errors.js';

/** The texts of `<stay-search>` itself in the entry; app mode's own are in `AppMessages` (`./app.ts`). */
export interface SearchMessages {
  /** The accessible name of the search bar (a search landmark). */
  searchBar: string;
  /** Shown instead of results until the dates are chosen. */
  chooseDatesTitle: string;
  /** A missing or unusable attribute the site owner must fix (shown in `role="alert"`). */
  setupProblem: (attribute: string) => string;
  /** App mode while its part of the widget is on its way. */
  signingIn: string;
  /** App mode when its part of the widget could not be fetched (shown in `role="alert"`): what to do. */
  appUnavailable: string;
  /** Plain words per error kind; a timeout says `network`'s words, any other kind without its own `server`'s. */
  errors: Partial<Record<ApiErrorKind, string>> & { server: string };
}

/** The key of `SearchMessages` in every language's messages: `messagesFor(searchMessages, locale)`. */
export const searchMessages = 'search';
