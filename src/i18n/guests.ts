import type { AgeCategory } from '../api/types.js';
import type { Catalog } from './locale.js';
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

export const guestsMessages: Catalog<GuestsMessages> = {
  en: {
    guests: 'Guests',
    nobody: 'No guests',
    add: (name) => `Add one ${name.one}`,
    remove: (name) => `Remove one ${name.one}`,
    person: { heading: 'Persons', one: 'person', other: 'persons' },
    done: 'Done',
    hints: {
      babies: '0–2 years',
      young_children: '3–5 years',
      children: '3–12 years',
      young_adults: '13–17 years',
      adults: '18 years and older',
      seniors: '65 years and older',
      eldern: '80 years and older',
      pets: 'Dogs and other pets',
    },
    maxTotal: (count) => `At most ${count} guests`,
  },
  nl: {
    guests: 'Gasten',
    nobody: 'Geen gasten',
    add: (name) => `Eén ${name.one} toevoegen`,
    remove: (name) => `Eén ${name.one} verwijderen`,
    person: { heading: 'Personen', one: 'persoon', other: 'personen' },
    done: 'Klaar',
    hints: {
      babies: '0–2 jaar',
      young_children: '3–5 jaar',
      children: '3–12 jaar',
      young_adults: '13–17 jaar',
      adults: '18 jaar en ouder',
      seniors: '65 jaar en ouder',
      eldern: '80 jaar en ouder',
      pets: 'Honden en andere huisdieren',
    },
    maxTotal: (count) => `Maximaal ${count} gasten`,
  },
  de: {
    guests: 'Gäste',
    nobody: 'Keine Gäste',
    add: (name) => `${name.heading}: eins mehr`,
    remove: (name) => `${name.heading}: eins weniger`,
    person: { heading: 'Personen', one: 'Person', other: 'Personen' },
    done: 'Fertig',
    hints: {
      babies: '0–2 Jahre',
      young_children: '3–5 Jahre',
      children: '3–12 Jahre',
      young_adults: '13–17 Jahre',
      adults: 'ab 18 Jahren',
      seniors: 'ab 65 Jahren',
      eldern: 'ab 80 Jahren',
      pets: 'Hunde und andere Haustiere',
    },
    maxTotal: (count) => `Höchstens ${count} Gäste`,
  },
  fr: {
    guests: 'Voyageurs',
    nobody: 'Aucun voyageur',
    add: (name) => `${name.heading} : un de plus`,
    remove: (name) => `${name.heading} : un de moins`,
    person: { heading: 'Personnes', one: 'personne', other: 'personnes' },
    done: 'Terminé',
    hints: {
      babies: '0–2 ans',
      young_children: '3–5 ans',
      children: '3–12 ans',
      young_adults: '13–17 ans',
      adults: '18 ans et plus',
      seniors: '65 ans et plus',
      eldern: '80 ans et plus',
      pets: 'Chiens et autres animaux',
    },
    maxTotal: (count) => `${count} voyageurs au maximum`,
  },
};
