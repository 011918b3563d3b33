import type { SessionProblem } from '../controllers/app-session-controller.js';
import type { Vocabulary } from './locale.js';
import { en } from './app/en.js';
import { nl } from './app/nl.js';
import { de } from './app/de.js';
import { fr } from './app/fr.js';

/** App mode's texts (the session and the administration picker), in `<stay-search>`'s app part. */
export interface AppMessages {
  signedInAs: (user: string) => string;
  /** The label of the administration picker. */
  administration: string;
  /** The picker's choice that searches every administration of the user at once (the staff's desk). */
  allAdministrations: string;
  /** App mode without a session: what failed and what to do, one sentence each (shown in `role="alert"`). */
  sessionProblems: Record<SessionProblem, string>;
  /** The button beside `sessionProblems.unreachable`: signs in again. */
  signInAgain: string;
  /**
   * Above the results when "All administrations" was chosen but the part that merges them could not be loaded:
   * `{0}` the one administration shown instead.
   */
  onlyOneAdministration: string;
}

/**
 * App mode's texts in every language, in its part (a guests' page never downloads them):
 * `messagesFor(appMessages, locale)`.
 */
export const appMessages: Vocabulary<AppMessages> = { en, nl, de, fr };
