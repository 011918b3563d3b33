import { catalogFromTable } from './locale.js';

export { phrase } from './locale.js';

/** Texts of `<stay-results>`, filled by `phrase`: `{n}` and `{one|other}` follow the count the comment names. */
export interface ResultsMessages {
  heading: string;
  /** The heading over results: "57 accommodations" (the total). */
  count: string;
  loading: string;
  /** The polite announcement: `{0}` is the `count` text, the plural follows the total. */
  found: string;
  /** The empty state's title, and its announcement. */
  noneFound: string;
  clearFilters: string;
  changeDates: string;
  errorTitle: string;
  retry: string;
  /** The stay's price (`{0}`) for the nights. */
  priceForNights: string;
  /** The price a night (`{0}`). */
  perNight: string;
  // A card's availability, by `Availability`.
  available: string;
  /** Free places left. */
  few: string;
  'sold-out': string;
  closed: string;
  /** The party size. */
  'party-does-not-fit': string;
  /** The persons range (`{0}`); the plural follows the maximum. */
  persons: string;
  rating: string;
  /** The number of reviews. */
  reviews: string;
  labels: string;
  book: string;
}

// Each text in en, nl, de, fr.
export const resultsMessages = catalogFromTable<ResultsMessages>({
  heading: ['Accommodations', 'Accommodaties', 'Unterkünfte', 'Hébergements'],
  count: [
    '{n} {accommodation|accommodations}',
    '{n} {accommodatie|accommodaties}',
    '{n} {Unterkunft|Unterkünfte}',
    '{n} {hébergement|hébergements}',
  ],
  loading: ['Loading…', 'Laden…', 'Wird geladen…', 'Chargement…'],
  found: ['{0} found', '{0} gevonden', '{0} gefunden', '{0} {trouvé|trouvés}'],
  noneFound: [
    'No accommodations found',
    'Geen accommodaties gevonden',
    'Keine Unterkünfte gefunden',
    'Aucun hébergement trouvé',
  ],
  clearFilters: ['Clear filters', 'Filters wissen', 'Filter löschen', 'Effacer les filtres'],
  changeDates: ['Change dates', 'Data wijzigen', 'Daten ändern', 'Changer les dates'],
  errorTitle: ['Loading failed.', 'Laden mislukt.', 'Laden fehlgeschlagen.', 'Échec du chargement.'],
  retry: ['Try again', 'Opnieuw proberen', 'Erneut versuchen', 'Réessayer'],
  priceForNights: [
    '{0} for {n} {night|nights}',
    '{0} voor {n} {nacht|nachten}',
    '{0} für {n} {Nacht|Nächte}',
    '{0} pour {n} {nuit|nuits}',
  ],
  perNight: ['{0} per night', '{0} per nacht', '{0} pro Nacht', '{0} par nuit'],
  few: ['{n} left', 'Nog {n} vrij', 'Noch {n} frei', 'Plus que {n}'],
  available: ['Available', 'Beschikbaar', 'Verfügbar', 'Disponible'],
  'sold-out': ['Sold out', 'Uitverkocht', 'Ausgebucht', 'Complet'],
  closed: ['Closed', 'Gesloten', 'Geschlossen', 'Fermé'],
  'party-does-not-fit': [
    'Not for a party of {n}',
    'Niet voor {n} {persoon|personen}',
    'Nicht für {n} {Person|Personen}',
    'Pas pour {n} {personne|personnes}',
  ],
  persons: ['{0} {person|persons}', '{0} {persoon|personen}', '{0} {Person|Personen}', '{0} {personne|personnes}'],
  rating: ['Rating', 'Beoordeling', 'Bewertung', 'Note'],
  reviews: ['{n} {review|reviews}', '{n} {beoordeling|beoordelingen}', '{n} {Bewertung|Bewertungen}', '{n} avis'],
  labels: ['Features', 'Kenmerken', 'Merkmale', 'Caractéristiques'],
  book: ['Book', 'Boeken', 'Buchen', 'Réserver'],
});
