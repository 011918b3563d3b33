import type { SortKey } from '../logic/filters.js';
import type { Catalog } from './locale.js';

export interface FiltersMessages {
  filters: string;
  /** The narrow-screen disclosure button: "Filters (2)". */
  filtersWithCount: (count: string) => string;
  types: string;
  onlyAvailable: string;
  sortBy: string;
  sorts: Record<SortKey, string>;
  clear: string;
}

export const filtersMessages: Catalog<FiltersMessages> = {
  en: {
    filters: 'Filters',
    filtersWithCount: (count) => `Filters (${count})`,
    types: 'Type of accommodation',
    onlyAvailable: 'Only show available',
    sortBy: 'Sort by',
    sorts: {
      rank: 'Recommended',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      rating: 'Best rated',
      name: 'Name (A–Z)',
      persons: 'Most persons',
      availability: 'Most available',
    },
    clear: 'Clear filters',
  },
  nl: {
    filters: 'Filters',
    filtersWithCount: (count) => `Filters (${count})`,
    types: 'Soort accommodatie',
    onlyAvailable: 'Alleen beschikbare tonen',
    sortBy: 'Sorteren op',
    sorts: {
      rank: 'Aanbevolen',
      'price-asc': 'Prijs: laag naar hoog',
      'price-desc': 'Prijs: hoog naar laag',
      rating: 'Best beoordeeld',
      name: 'Naam (A–Z)',
      persons: 'Meeste personen',
      availability: 'Meest beschikbaar',
    },
    clear: 'Filters wissen',
  },
  de: {
    filters: 'Filter',
    filtersWithCount: (count) => `Filter (${count})`,
    types: 'Art der Unterkunft',
    onlyAvailable: 'Nur verfügbare anzeigen',
    sortBy: 'Sortieren nach',
    sorts: {
      rank: 'Empfohlen',
      'price-asc': 'Preis: aufsteigend',
      'price-desc': 'Preis: absteigend',
      rating: 'Beste Bewertung',
      name: 'Name (A–Z)',
      persons: 'Meiste Personen',
      availability: 'Meiste Verfügbarkeit',
    },
    clear: 'Filter zurücksetzen',
  },
  fr: {
    filters: 'Filtres',
    filtersWithCount: (count) => `Filtres (${count})`,
    types: "Type d'hébergement",
    onlyAvailable: 'Disponibles uniquement',
    sortBy: 'Trier par',
    sorts: {
      rank: 'Recommandé',
      'price-asc': 'Prix croissant',
      'price-desc': 'Prix décroissant',
      rating: 'Mieux notés',
      name: 'Nom (A–Z)',
      persons: 'Plus de personnes',
      availability: 'Plus de disponibilités',
    },
    clear: 'Effacer les filtres',
  },
};
