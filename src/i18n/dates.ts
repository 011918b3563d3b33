import type { Catalog } from './locale.js';

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

export const datesMessages: Catalog<DatesMessages> = {
  en: {
    label: 'Dates',
    placeholder: 'Arrival – Departure',
    dialogTitle: 'Choose your dates',
    close: 'Close',
    clear: 'Clear dates',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    chooseArrival: 'Choose your arrival date',
    chooseDeparture: 'Choose your departure date',
    arrival: 'Arrival',
    departure: 'Departure',
    nights: (count, formatted) => `${formatted} ${count === 1 ? 'night' : 'nights'}`,
    beforeMin: 'Before the earliest date',
    afterMax: 'After the latest date',
    closed: 'Closed',
    noStay: 'No stay possible from this day',
    tooShort: (nights) => `Stay too short: at least ${nights} nights`,
    tooLong: (nights) => `Stay too long: at most ${nights} nights`,
    crossesClosed: 'The stay would include a closed day',
  },
  nl: {
    label: 'Data',
    placeholder: 'Aankomst – Vertrek',
    dialogTitle: 'Kies je data',
    close: 'Sluiten',
    clear: 'Data wissen',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    chooseArrival: 'Kies je aankomstdatum',
    chooseDeparture: 'Kies je vertrekdatum',
    arrival: 'Aankomst',
    departure: 'Vertrek',
    nights: (count, formatted) => `${formatted} ${count === 1 ? 'nacht' : 'nachten'}`,
    beforeMin: 'Voor de eerste mogelijke datum',
    afterMax: 'Na de laatste mogelijke datum',
    closed: 'Gesloten',
    noStay: 'Geen verblijf mogelijk vanaf deze dag',
    tooShort: (nights) => `Verblijf te kort: minstens ${nights} nachten`,
    tooLong: (nights) => `Verblijf te lang: hoogstens ${nights} nachten`,
    crossesClosed: 'Het verblijf zou een gesloten dag bevatten',
  },
  de: {
    label: 'Reisedaten',
    placeholder: 'Anreise – Abreise',
    dialogTitle: 'Reisedaten wählen',
    close: 'Schließen',
    clear: 'Daten löschen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    chooseArrival: 'Wählen Sie Ihr Anreisedatum',
    chooseDeparture: 'Wählen Sie Ihr Abreisedatum',
    arrival: 'Anreise',
    departure: 'Abreise',
    nights: (count, formatted) => `${formatted} ${count === 1 ? 'Nacht' : 'Nächte'}`,
    beforeMin: 'Vor dem frühesten Datum',
    afterMax: 'Nach dem spätesten Datum',
    closed: 'Geschlossen',
    noStay: 'Ab diesem Tag ist kein Aufenthalt möglich',
    tooShort: (nights) => `Aufenthalt zu kurz: mindestens ${nights} Nächte`,
    tooLong: (nights) => `Aufenthalt zu lang: höchstens ${nights} Nächte`,
    crossesClosed: 'Der Aufenthalt würde einen geschlossenen Tag enthalten',
  },
  fr: {
    label: 'Dates',
    placeholder: 'Arrivée – Départ',
    dialogTitle: 'Choisissez vos dates',
    close: 'Fermer',
    clear: 'Effacer les dates',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    chooseArrival: 'Choisissez votre date d’arrivée',
    chooseDeparture: 'Choisissez votre date de départ',
    arrival: 'Arrivée',
    departure: 'Départ',
    // French: 0 and 1 are singular.
    nights: (count, formatted) => `${formatted} ${count <= 1 ? 'nuit' : 'nuits'}`,
    beforeMin: 'Avant la première date possible',
    afterMax: 'Après la dernière date possible',
    closed: 'Fermé',
    noStay: 'Aucun séjour possible à partir de ce jour',
    tooShort: (nights) => `Séjour trop court : au moins ${nights} nuits`,
    tooLong: (nights) => `Séjour trop long : au plus ${nights} nuits`,
    crossesClosed: 'Le séjour comprendrait un jour de fermeture',
  },
};
