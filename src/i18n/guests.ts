import { catalogFromTable } from './locale.js';
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
}

// Every row lists en, nl, de, fr.
export const guestsMessages = catalogFromTable<GuestsMessages>({
  guests: ['Guests', 'Gasten', 'Gäste', 'Voyageurs'],
  nobody: ['No guests', 'Geen gasten', 'Keine Gäste', 'Aucun voyageur'],
  add: ['Add one {0}', 'Eén {0} toevoegen', '{1}: eins mehr', '{1} : un de plus'],
  remove: ['Remove one {0}', 'Eén {0} verwijderen', '{1}: eins weniger', '{1} : un de moins'],
  person: {
    heading: ['Persons', 'Personen', 'Personen', 'Personnes'],
    one: ['person', 'persoon', 'Person', 'personne'],
    other: ['persons', 'personen', 'Personen', 'personnes'],
  },
  done: ['Done', 'Klaar', 'Fertig', 'Terminé'],
  older: ['{0} and older', '{0} en ouder', '{0} und älter', '{0} et plus'],
  maxTotal: ['At most {n} guests', 'Maximaal {n} gasten', 'Höchstens {n} Gäste', '{n} voyageurs au maximum'],
});
