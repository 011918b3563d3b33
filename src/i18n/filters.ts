import type { SortKey } from '../logic/filters.js';
import { catalogFromTable } from './locale.js';

export interface FiltersMessages {
  /** The narrow-screen disclosure button, "Filters" or with the count of chosen filters: "Filters (2)". */
  filters: string;
  types: string;
  onlyAvailable: string;
  sortBy: string;
  sorts: Record<SortKey, string>;
  clear: string;
}

// Every row lists en, nl, de, fr.
export const filtersMessages = catalogFromTable<FiltersMessages>({
  filters: ['Filters', 'Filters', 'Filter', 'Filtres'],
  types: ['Accommodation', 'Accommodatie', 'Unterkunft', 'Hébergement'],
  onlyAvailable: ['Available only', 'Alleen beschikbaar', 'Nur verfügbare', 'Disponibles uniquement'],
  sortBy: ['Sort', 'Sorteren', 'Sortieren', 'Trier'],
  sorts: {
    rank: ['Recommended', 'Aanbevolen', 'Empfohlen', 'Recommandé'],
    'price-asc': ['Lowest price', 'Laagste prijs', 'Niedrigster Preis', 'Prix croissant'],
    'price-desc': ['Highest price', 'Hoogste prijs', 'Höchster Preis', 'Prix décroissant'],
    rating: ['Rating', 'Beoordeling', 'Bewertung', 'Note'],
    name: ['Name (A–Z)', 'Naam (A–Z)', 'Name (A–Z)', 'Nom (A–Z)'],
    persons: ['Most persons', 'Meeste personen', 'Meiste Personen', 'Plus de personnes'],
    availability: ['Availability', 'Beschikbaarheid', 'Verfügbarkeit', 'Disponibilité'],
  },
  clear: ['Clear filters', 'Filters wissen', 'Filter löschen', 'Effacer les filtres'],
});
