import { catalogFromTable, type Translations } from './locale.js';

export interface DatesMessages {
  label: string;
  close: string;
  clear: string;
  chooseArrival: string;
  chooseDeparture: string;
  /** Also the placeholder, "Arrival – Departure", and the chosen days' descriptions. */
  arrival: string;
  departure: string;
  /** One night, more nights: a stay is never 0 nights. */
  nights: readonly [one: string, other: string];
  // Why a day cannot be chosen: its description.
  beforeMin: string;
  afterMax: string;
  closed: string;
  noStay: string;
  /** Before the stay's nights: "At least 3 nights". */
  tooShort: string;
  tooLong: string;
  crossesClosed: string;
}

/** A day outside min and max, or one from which no stay fits: the guest needs no more detail. */
const unavailable: Translations<string> = ['Not available', 'Niet beschikbaar', 'Nicht verfügbar', 'Indisponible'];

// Every row lists en, nl, de, fr. The month buttons are named by Intl.RelativeTimeFormat ("next month").
export const datesMessages = catalogFromTable<DatesMessages>({
  label: ['Dates', 'Data', 'Reisedaten', 'Dates'],
  close: ['Close', 'Sluiten', 'Schließen', 'Fermer'],
  clear: ['Clear', 'Wissen', 'Löschen', 'Effacer'],
  chooseArrival: ['Choose arrival', 'Kies aankomst', 'Anreise wählen', 'Choisissez l’arrivée'],
  chooseDeparture: ['Choose departure', 'Kies vertrek', 'Abreise wählen', 'Choisissez le départ'],
  arrival: ['Arrival', 'Aankomst', 'Anreise', 'Arrivée'],
  departure: ['Departure', 'Vertrek', 'Abreise', 'Départ'],
  nights: [
    ['night', 'nights'],
    ['nacht', 'nachten'],
    ['Nacht', 'Nächte'],
    ['nuit', 'nuits'],
  ],
  beforeMin: unavailable,
  afterMax: unavailable,
  closed: ['Closed', 'Gesloten', 'Geschlossen', 'Fermé'],
  noStay: [
    'No stay from this day',
    'Geen verblijf vanaf deze dag',
    'Kein Aufenthalt ab diesem Tag',
    'Aucun séjour depuis ce jour',
  ],
  tooShort: ['At least', 'Minstens', 'Mindestens', 'Au moins'],
  tooLong: ['At most', 'Hoogstens', 'Höchstens', 'Au plus'],
  crossesClosed: [
    'Includes a closed day',
    'Bevat een gesloten dag',
    'Enthält einen geschlossenen Tag',
    'Inclut un jour fermé',
  ],
});
