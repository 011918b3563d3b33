import type { AgeCategory } from '../api/types.js';
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
  /** Short age hints below each category's heading. Sites can replace them through the `hints` property. */
  hints: Record<AgeCategory, string>;
  /** Shown when the + buttons stop because the party reached `max-total`. */
  maxTotal: (count: string) => string;
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
  hints: {
    babies: ['0–2 years', '0–2 jaar', '0–2 Jahre', '0–2 ans'],
    young_children: ['3–5 years', '3–5 jaar', '3–5 Jahre', '3–5 ans'],
    children: ['3–12 years', '3–12 jaar', '3–12 Jahre', '3–12 ans'],
    young_adults: ['13–17 years', '13–17 jaar', '13–17 Jahre', '13–17 ans'],
    adults: ['18 years and older', '18 jaar en ouder', 'ab 18 Jahren', '18 ans et plus'],
    seniors: ['65 years and older', '65 jaar en ouder', 'ab 65 Jahren', '65 ans et plus'],
    eldern: ['80 years and older', '80 jaar en ouder', 'ab 80 Jahren', '80 ans et plus'],
    pets: ['Dogs and other pets', 'Honden en andere huisdieren', 'Hunde und andere Haustiere', 'Chiens et autres animaux'],
  },
  maxTotal: [
    (count) => `At most ${count} guests`,
    (count) => `Maximaal ${count} gasten`,
    (count) => `Höchstens ${count} Gäste`,
    (count) => `${count} voyageurs au maximum`,
  ],
});
