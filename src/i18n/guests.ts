import type { AgeCategoryName } from './vocabulary.js';

// Texts with values are filled by `phrase`: `{0}` a category's singular ("adult"), `{1}` its heading ("Adults"),
// `{n}` a count.

export interface GuestsMessages {
  /** The field's label and the panel's name. */
  guests: string;
  /** The summary when nobody is counted. */
  nobody: string;
  /** The accessible names of a stepper's buttons ("Add one adult"). */
  add: string;
  remove: string;
  /** The name of the persons stepper (persons mode). */
  person: AgeCategoryName;
  done: string;
  /** An open-ended age hint ("18 years and older", `{0}` the years); ranges ("0–2 years") come from `Intl.NumberFormat`. */
  older: string;
  /** Shown when the + buttons stop because the party reached `max-total` (`{n}`). */
  maxTotal: string;
  /** The hint under Pets, which have no ages. */
  petsHint: string;
  /** Shown when a typed count is above what the row allows now (`{0}` is the count with its noun: "10 children"). */
  atMost: string;
  /** Shown when a typed count is below the row's minimum (`{0}` as above: "1 adult"). */
  atLeast: string;
}

/** The key of `GuestsMessages` in every language's messages: `messagesFor(guestsMessages, locale)`. */
export const guestsMessages = 'guests';
