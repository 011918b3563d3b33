import type { Catalog } from './locale.js';

/** `Plural` is the `Intl.PluralRules` category of the count; the count arrives already formatted. */
type Plural = Intl.LDMLPluralRule;

export interface ResultsMessages {
  heading: string;
  /** The heading over results: "57 accommodations". */
  count: (count: string, plural: Plural) => string;
  /** After the count when the results take more than one page: "21–40 shown". */
  shown: (first: string, last: string) => string;
  loading: string;
  found: (count: string, plural: Plural) => string;
  noneFound: string;
  emptyTitle: string;
  emptyHint: string;
  clearFilters: string;
  changeDates: string;
  errorTitle: string;
  retry: string;
  priceForNights: (price: string, nights: string, plural: Plural) => string;
  perNight: (price: string) => string;
  left: (count: string) => string;
  available: string;
  soldOut: string;
  closed: string;
  partyDoesNotFit: (size: string, plural: Plural) => string;
  persons: (range: string, plural: Plural) => string;
  rating: string;
  reviews: (count: string, plural: Plural) => string;
  labels: string;
  book: string;
}

export const resultsMessages: Catalog<ResultsMessages> = {
  en: {
    heading: 'Accommodations',
    count: (count, plural) => `${count} ${plural === 'one' ? 'accommodation' : 'accommodations'}`,
    shown: (first, last) => `${first}–${last} shown`,
    loading: 'Loading accommodations…',
    found: (count, plural) => `${count} ${plural === 'one' ? 'accommodation' : 'accommodations'} found`,
    noneFound: 'No accommodations found',
    emptyTitle: 'No accommodations match your search.',
    emptyHint: 'Try other dates or fewer filters.',
    clearFilters: 'Clear filters',
    changeDates: 'Change dates',
    errorTitle: 'The accommodations could not be loaded.',
    retry: 'Try again',
    priceForNights: (price, nights, plural) => `${price} for ${nights} ${plural === 'one' ? 'night' : 'nights'}`,
    perNight: (price) => `${price} per night`,
    left: (count) => `${count} left`,
    available: 'Available',
    soldOut: 'Sold out',
    closed: 'Closed',
    partyDoesNotFit: (size) => `Not for a party of ${size}`,
    persons: (range, plural) => `${range} ${plural === 'one' ? 'person' : 'persons'}`,
    rating: 'Rating',
    reviews: (count, plural) => `${count} ${plural === 'one' ? 'review' : 'reviews'}`,
    labels: 'Features',
    book: 'Book',
  },
  nl: {
    heading: 'Accommodaties',
    count: (count, plural) => `${count} ${plural === 'one' ? 'accommodatie' : 'accommodaties'}`,
    shown: (first, last) => `${first}–${last} getoond`,
    loading: 'Accommodaties worden geladen…',
    found: (count, plural) => `${count} ${plural === 'one' ? 'accommodatie' : 'accommodaties'} gevonden`,
    noneFound: 'Geen accommodaties gevonden',
    emptyTitle: 'Geen accommodaties gevonden voor deze zoekopdracht.',
    emptyHint: 'Probeer andere data of minder filters.',
    clearFilters: 'Filters wissen',
    changeDates: 'Data wijzigen',
    errorTitle: 'De accommodaties konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    priceForNights: (price, nights, plural) => `${price} voor ${nights} ${plural === 'one' ? 'nacht' : 'nachten'}`,
    perNight: (price) => `${price} per nacht`,
    left: (count) => `Nog ${count} beschikbaar`,
    available: 'Beschikbaar',
    soldOut: 'Uitverkocht',
    closed: 'Gesloten',
    partyDoesNotFit: (size, plural) => `Niet geschikt voor ${size} ${plural === 'one' ? 'persoon' : 'personen'}`,
    persons: (range, plural) => `${range} ${plural === 'one' ? 'persoon' : 'personen'}`,
    rating: 'Beoordeling',
    reviews: (count, plural) => `${count} ${plural === 'one' ? 'beoordeling' : 'beoordelingen'}`,
    labels: 'Kenmerken',
    book: 'Boeken',
  },
  de: {
    heading: 'Unterkünfte',
    count: (count, plural) => `${count} ${plural === 'one' ? 'Unterkunft' : 'Unterkünfte'}`,
    shown: (first, last) => `${first}–${last} angezeigt`,
    loading: 'Unterkünfte werden geladen…',
    found: (count, plural) => `${count} ${plural === 'one' ? 'Unterkunft' : 'Unterkünfte'} gefunden`,
    noneFound: 'Keine Unterkünfte gefunden',
    emptyTitle: 'Keine Unterkünfte passen zu Ihrer Suche.',
    emptyHint: 'Versuchen Sie andere Daten oder weniger Filter.',
    clearFilters: 'Filter zurücksetzen',
    changeDates: 'Daten ändern',
    errorTitle: 'Die Unterkünfte konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    priceForNights: (price, nights, plural) => `${price} für ${nights} ${plural === 'one' ? 'Nacht' : 'Nächte'}`,
    perNight: (price) => `${price} pro Nacht`,
    left: (count) => `Noch ${count} frei`,
    available: 'Verfügbar',
    soldOut: 'Ausgebucht',
    closed: 'Geschlossen',
    partyDoesNotFit: (size, plural) => `Nicht für ${size} ${plural === 'one' ? 'Person' : 'Personen'}`,
    persons: (range, plural) => `${range} ${plural === 'one' ? 'Person' : 'Personen'}`,
    rating: 'Bewertung',
    reviews: (count, plural) => `${count} ${plural === 'one' ? 'Bewertung' : 'Bewertungen'}`,
    labels: 'Merkmale',
    book: 'Buchen',
  },
  fr: {
    heading: 'Hébergements',
    count: (count, plural) => `${count} ${plural === 'one' ? 'hébergement' : 'hébergements'}`,
    shown: (first, last) => `${first}–${last} affichés`,
    loading: 'Chargement des hébergements…',
    found: (count, plural) => `${count} ${plural === 'one' ? 'hébergement trouvé' : 'hébergements trouvés'}`,
    noneFound: 'Aucun hébergement trouvé',
    emptyTitle: 'Aucun hébergement ne correspond à votre recherche.',
    emptyHint: 'Essayez d’autres dates ou moins de filtres.',
    clearFilters: 'Effacer les filtres',
    changeDates: 'Changer les dates',
    errorTitle: 'Les hébergements n’ont pas pu être chargés.',
    retry: 'Réessayer',
    priceForNights: (price, nights, plural) => `${price} pour ${nights} ${plural === 'one' ? 'nuit' : 'nuits'}`,
    perNight: (price) => `${price} par nuit`,
    left: (count) => `Plus que ${count}`,
    available: 'Disponible',
    soldOut: 'Complet',
    closed: 'Fermé',
    partyDoesNotFit: (size, plural) => `Pas pour un groupe de ${size} ${plural === 'one' ? 'personne' : 'personnes'}`,
    persons: (range, plural) => `${range} ${plural === 'one' ? 'personne' : 'personnes'}`,
    rating: 'Note',
    reviews: (count) => `${count} avis`,
    labels: 'Caractéristiques',
    book: 'Réserver',
  },
};
