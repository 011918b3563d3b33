import { catalogFromTable } from './locale.js';
import type { AgeCategoryName } from './vocabulary.js';

export interface GuestsMessages {
  /** The field's label and the panel's name. */
  guests: string;
  /** The summary when nobody is counted. */
  nobody: string;
  /** The accessible names of a stepper's buttons ("Add one adult"). */
  add: (name: AgeCategoryName) => string;
  remove: (name: AgeCategoryName) => string;
  /** The name of the persons stepper (persons mode). */
  person: AgeCategoryName;
  done: string;
  /** An open-ended age hint ("18 years and older"); ranges ("0–2 years") come from `Intl.NumberFormat`. */
  older: (years: string) => string;
  /** Shown when the + buttons stop because the party reached `max-total`. */
  maxTotal: (count: number) => string;
}

// Every row lists en, nl, de, fr.
export const guestsMessages = catalogFromTable<GuestsMessages>({
  guests: ['Guests', 'Gasten', 'Gäste', 'Voyageurs'],
  nobody: ['No guests', 'Geen gasten', 'Keine Gäste', 'Aucun voyageur'],
  add: [
    (name) => `Add one ${name.one}`,
    (name) => `Eén ${name.one} toevoegen`,
    (name) => `${name.heading}: eins mehr`,
    (name) => `${name.heading} : un de plus`,
  ],
  remove: [
    (name) => `Remove one ${name.one}`,
    (name) => `Eén ${name.one} verwijderen`,
    (name) => `${name.heading}: eins weniger`,
    (name) => `${name.heading} : un de moins`,
  ],
  person: {
    heading: ['Persons', 'Personen', 'Personen', 'Personnes'],
    one: ['person', 'persoon', 'Person', 'personne'],
    other: ['persons', 'personen', 'Personen', 'personnes'],
  },
  done: ['Done', 'Klaar', 'Fertig', 'Terminé'],
  older: [(years) => `${years} and older`, (years) => `${years} en ouder`, (years) => `${years} und älter`, (years) => `${years} et plus`],
  maxTotal: [
    (count) => `At most ${count} guests`,
    (count) => `Maximaal ${count} gasten`,
    (count) => `Höchstens ${count} Gäste`,
    (count) => `${count} voyageurs au maximum`,
  ],
});
