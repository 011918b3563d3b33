import { formatInteger, pluralOf } from '../logic/cards.js';
import type { Catalog } from './locale.js';

/**
 * Fills a catalog text: `{n}` is `count` formatted for the locale, `{one|other}` the form its plural rule asks for
 * (`{night|nights}`), and `{0}`, `{1}` … the further values, already formatted. Catalog entries stay plain text
 * and every language shares this one function.
 */
export function phrase(text: string, locale: string, count = 0, ...values: string[]): string {
  return text.replace(/\{([^}|]*)(?:\|([^}]*))?\}/g, (match, first: string, other: string | undefined) => {
    if (other !== undefined) return pluralOf(count, locale) === 'one' ? first : other;
    return first === 'n' ? formatInteger(count, locale) : (values[Number(first)] ?? match);
  });
}

/** Texts of `<stay-results>`, filled by `phrase`: `{n}` and `{one|other}` follow the count the comment names. */
export interface ResultsMessages {
  heading: string;
  /** The heading over results: "57 accommodations" (the total). */
  count: string;
  /** After the count when the results take more than one page: "21–40 shown" (first, last). */
  shown: string;
  loading: string;
  /** The polite announcement (the total). */
  found: string;
  noneFound: string;
  emptyTitle: string;
  emptyHint: string;
  clearFilters: string;
  changeDates: string;
  errorTitle: string;
  retry: string;
  /** The stay's price (`{0}`) for the nights. */
  priceForNights: string;
  /** The price a night (`{0}`). */
  perNight: string;
  /** Free places left. */
  left: string;
  available: string;
  soldOut: string;
  closed: string;
  /** The party size. */
  partyDoesNotFit: string;
  /** The persons range (`{0}`); the plural follows the maximum. */
  persons: string;
  rating: string;
  /** The number of reviews. */
  reviews: string;
  labels: string;
  book: string;
}

export const resultsMessages: Catalog<ResultsMessages> = {
  en: {
    heading: 'Accommodations',
    count: '{n} {accommodation|accommodations}',
    shown: '{0}–{1} shown',
    loading: 'Loading accommodations…',
    found: '{n} {accommodation|accommodations} found',
    noneFound: 'No accommodations found',
    emptyTitle: 'No accommodations match your search.',
    emptyHint: 'Try other dates or fewer filters.',
    clearFilters: 'Clear filters',
    changeDates: 'Change dates',
    errorTitle: 'The accommodations could not be loaded.',
    retry: 'Try again',
    priceForNights: '{0} for {n} {night|nights}',
    perNight: '{0} per night',
    left: '{n} left',
    available: 'Available',
    soldOut: 'Sold out',
    closed: 'Closed',
    partyDoesNotFit: 'Not for a party of {n}',
    persons: '{0} {person|persons}',
    rating: 'Rating',
    reviews: '{n} {review|reviews}',
    labels: 'Features',
    book: 'Book',
  },
  nl: {
    heading: 'Accommodaties',
    count: '{n} {accommodatie|accommodaties}',
    shown: '{0}–{1} getoond',
    loading: 'Accommodaties worden geladen…',
    found: '{n} {accommodatie|accommodaties} gevonden',
    noneFound: 'Geen accommodaties gevonden',
    emptyTitle: 'Geen accommodaties gevonden voor deze zoekopdracht.',
    emptyHint: 'Probeer andere data of minder filters.',
    clearFilters: 'Filters wissen',
    changeDates: 'Data wijzigen',
    errorTitle: 'De accommodaties konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    priceForNights: '{0} voor {n} {nacht|nachten}',
    perNight: '{0} per nacht',
    left: 'Nog {n} beschikbaar',
    available: 'Beschikbaar',
    soldOut: 'Uitverkocht',
    closed: 'Gesloten',
    partyDoesNotFit: 'Niet geschikt voor {n} {persoon|personen}',
    persons: '{0} {persoon|personen}',
    rating: 'Beoordeling',
    reviews: '{n} {beoordeling|beoordelingen}',
    labels: 'Kenmerken',
    book: 'Boeken',
  },
  de: {
    heading: 'Unterkünfte',
    count: '{n} {Unterkunft|Unterkünfte}',
    shown: '{0}–{1} angezeigt',
    loading: 'Unterkünfte werden geladen…',
    found: '{n} {Unterkunft|Unterkünfte} gefunden',
    noneFound: 'Keine Unterkünfte gefunden',
    emptyTitle: 'Keine Unterkünfte passen zu Ihrer Suche.',
    emptyHint: 'Versuchen Sie andere Daten oder weniger Filter.',
    clearFilters: 'Filter zurücksetzen',
    changeDates: 'Daten ändern',
    errorTitle: 'Die Unterkünfte konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    priceForNights: '{0} für {n} {Nacht|Nächte}',
    perNight: '{0} pro Nacht',
    left: 'Noch {n} frei',
    available: 'Verfügbar',
    soldOut: 'Ausgebucht',
    closed: 'Geschlossen',
    partyDoesNotFit: 'Nicht für {n} {Person|Personen}',
    persons: '{0} {Person|Personen}',
    rating: 'Bewertung',
    reviews: '{n} {Bewertung|Bewertungen}',
    labels: 'Merkmale',
    book: 'Buchen',
  },
  fr: {
    heading: 'Hébergements',
    count: '{n} {hébergement|hébergements}',
    shown: '{0}–{1} affichés',
    loading: 'Chargement des hébergements…',
    found: '{n} {hébergement trouvé|hébergements trouvés}',
    noneFound: 'Aucun hébergement trouvé',
    emptyTitle: 'Aucun hébergement ne correspond à votre recherche.',
    emptyHint: 'Essayez d’autres dates ou moins de filtres.',
    clearFilters: 'Effacer les filtres',
    changeDates: 'Changer les dates',
    errorTitle: 'Les hébergements n’ont pas pu être chargés.',
    retry: 'Réessayer',
    priceForNights: '{0} pour {n} {nuit|nuits}',
    perNight: '{0} par nuit',
    left: 'Plus que {n}',
    available: 'Disponible',
    soldOut: 'Complet',
    closed: 'Fermé',
    partyDoesNotFit: 'Pas pour un groupe de {n} {personne|personnes}',
    persons: '{0} {personne|personnes}',
    rating: 'Note',
    reviews: '{n} avis',
    labels: 'Caractéristiques',
    book: 'Réserver',
  },
};
