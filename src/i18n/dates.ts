import { catalogFromTable } from './locale.js';

export interface DatesMessages {
  label: string;
  placeholder: string;
  dialogTitle: string;
  close: string;
  clear: string;
  previousMonth: string;
  nextMonth: string;
  chooseArrival: string;
  chooseDeparture: string;
  arrival: string;
  departure: string;
  /** `count` is the raw number (for the plural), `formatted` the localized one. */
  nights: (count: number, formatted: string) => string;
  beforeMin: string;
  afterMax: string;
  closed: string;
  noStay: string;
  tooShort: (formatted: string) => string;
  tooLong: (formatted: string) => string;
  crossesClosed: string;
}

// Every row lists en, nl, de, fr.
export const datesMessages = catalogFromTable<DatesMessages>({
  label: ['Dates', 'Data', 'Reisedaten', 'Dates'],
  placeholder: ['Arrival – Departure', 'Aankomst – Vertrek', 'Anreise – Abreise', 'Arrivée – Départ'],
  dialogTitle: ['Choose your dates', 'Kies je data', 'Reisedaten wählen', 'Choisissez vos dates'],
  close: ['Close', 'Sluiten', 'Schließen', 'Fermer'],
  clear: ['Clear dates', 'Data wissen', 'Daten löschen', 'Effacer les dates'],
  previousMonth: ['Previous month', 'Vorige maand', 'Vorheriger Monat', 'Mois précédent'],
  nextMonth: ['Next month', 'Volgende maand', 'Nächster Monat', 'Mois suivant'],
  chooseArrival: ['Choose your arrival date', 'Kies je aankomstdatum', 'Wählen Sie Ihr Anreisedatum', 'Choisissez votre date d’arrivée'],
  chooseDeparture: ['Choose your departure date', 'Kies je vertrekdatum', 'Wählen Sie Ihr Abreisedatum', 'Choisissez votre date de départ'],
  arrival: ['Arrival', 'Aankomst', 'Anreise', 'Arrivée'],
  departure: ['Departure', 'Vertrek', 'Abreise', 'Départ'],
  nights: [
    (count, formatted) => `${formatted} ${count === 1 ? 'night' : 'nights'}`,
    (count, formatted) => `${formatted} ${count === 1 ? 'nacht' : 'nachten'}`,
    (count, formatted) => `${formatted} ${count === 1 ? 'Nacht' : 'Nächte'}`,
    // French: 0 and 1 are singular.
    (count, formatted) => `${formatted} ${count <= 1 ? 'nuit' : 'nuits'}`,
  ],
  beforeMin: ['Before the earliest date', 'Voor de eerste mogelijke datum', 'Vor dem frühesten Datum', 'Avant la première date possible'],
  afterMax: ['After the latest date', 'Na de laatste mogelijke datum', 'Nach dem spätesten Datum', 'Après la dernière date possible'],
  closed: ['Closed', 'Gesloten', 'Geschlossen', 'Fermé'],
  noStay: [
    'No stay possible from this day',
    'Geen verblijf mogelijk vanaf deze dag',
    'Ab diesem Tag ist kein Aufenthalt möglich',
    'Aucun séjour possible à partir de ce jour',
  ],
  tooShort: [
    (nights) => `Stay too short: at least ${nights} nights`,
    (nights) => `Verblijf te kort: minstens ${nights} nachten`,
    (nights) => `Aufenthalt zu kurz: mindestens ${nights} Nächte`,
    (nights) => `Séjour trop court : au moins ${nights} nuits`,
  ],
  tooLong: [
    (nights) => `Stay too long: at most ${nights} nights`,
    (nights) => `Verblijf te lang: hoogstens ${nights} nachten`,
    (nights) => `Aufenthalt zu lang: höchstens ${nights} Nächte`,
    (nights) => `Séjour trop long : au plus ${nights} nuits`,
  ],
  crossesClosed: [
    'The stay would include a closed day',
    'Het verblijf zou een gesloten dag bevatten',
    'Der Aufenthalt würde einen geschlossenen Tag enthalten',
    'Le séjour comprendrait un jour de fermeture',
  ],
});
