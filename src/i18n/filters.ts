import type { SortKey } from '../logic/filters.js';
import { catalogFromTable } from './locale.js';

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

// Every row lists en, nl, de, fr.
export const filtersMessages = catalogFromTable<FiltersMessages>({
  filters: ['Filters', 'Filters', 'Filter', 'Filtres'],
  filtersWithCount: [
    (count) => `Filters (${count})`,
    (count) => `Filters (${count})`,
    (count) => `Filter (${count})`,
    (count) => `Filtres (${count})`,
  ],
  types: ['Type of accommodation', 'Soort accommodatie', 'Art der Unterkunft', "Type d'hébergement"],
  onlyAvailable: ['Only show available', 'Alleen beschikbare tonen', 'Nur verfügbare anzeigen', 'Disponibles uniquement'],
  sortBy: ['Sort by', 'Sorteren op', 'Sortieren nach', 'Trier par'],
  sorts: {
    rank: ['Recommended', 'Aanbevolen', 'Empfohlen', 'Recommandé'],
    'price-asc': ['Price: low to high', 'Prijs: laag naar hoog', 'Preis: aufsteigend', 'Prix croissant'],
    'price-desc': ['Price: high to low', 'Prijs: hoog naar laag', 'Preis: absteigend', 'Prix décroissant'],
    rating: ['Best rated', 'Best beoordeeld', 'Beste Bewertung', 'Mieux notés'],
    name: ['Name (A–Z)', 'Naam (A–Z)', 'Name (A–Z)', 'Nom (A–Z)'],
    persons: ['Most persons', 'Meeste personen', 'Meiste Personen', 'Plus de personnes'],
    availability: ['Most available', 'Meest beschikbaar', 'Meiste Verfügbarkeit', 'Plus de disponibilités'],
  },
  clear: ['Clear filters', 'Filters wissen', 'Filter zurücksetzen', 'Effacer les filtres'],
});
