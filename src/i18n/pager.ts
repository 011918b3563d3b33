import { catalogFromTable } from './locale.js';

export interface PagerMessages {
  navigation: string;
  previous: string;
  next: string;
  /** "Page" in "Page 3" (a page button's name) and "Page 3 of 9". */
  page: string;
  /** "of" in "Page 3 of 9". */
  of: string;
}

// Every row lists en, nl, de, fr.
export const pagerMessages = catalogFromTable<PagerMessages>({
  navigation: ['Pages', "Pagina's", 'Seiten', 'Pages'],
  previous: ['Previous', 'Vorige', 'Zurück', 'Précédent'],
  next: ['Next', 'Volgende', 'Weiter', 'Suivant'],
  page: ['Page', 'Pagina', 'Seite', 'Page'],
  of: ['of', 'van', 'von', 'sur'],
});
