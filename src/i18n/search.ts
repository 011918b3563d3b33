import type { ApiErrorKind } from '../api/errors.js';
import type { SessionProblem } from '../controllers/app-session-controller.js';

export interface SearchMessages {
  /** The accessible name of the search bar (a search landmark). */
  searchBar: string;
  /** Shown instead of results until the dates are chosen. */
  chooseDatesTitle: string;
  /** A missing or unusable attribute the site owner must fix (shown in `role="alert"`). */
  setupProblem: (attribute: string) => string;
  signedInAs: (user: string) => string;
  /** The label of the administration picker. */
  administration: string;
  /** The picker's choice that searches every administration of the user at once (the staff's desk). */
  allAdministrations: string;
  signingIn: string;
  /** App mode when its part of the widget could not be fetched (shown in `role="alert"`): what to do. */
  appUnavailable: string;
  /**
   * Above the results when "All administrations" was chosen but the part that merges them could not be loaded:
   * `{0}` the one administration shown instead.
   */
  onlyOneAdministration: string;
  /** App mode without a session: what failed and what to do, one sentence each (shown in `role="alert"`). */
  sessionProblems: Record<SessionProblem, string>;
  /** The button beside `sessionProblems.unreachable`: signs in again. */
  signInAgain: string;
  /** Plain words per error kind; a timeout says `network`'s words, any other kind without its own `server`'s. */
  errors: Partial<Record<ApiErrorKind, string>> & { server: string };
}

/** The key of `SearchMessages` in every language's messages: `messagesFor(searchMessages, locale)`. */
export const searchMessages = 'search';
