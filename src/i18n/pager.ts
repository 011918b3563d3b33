import { catalogFromTable } from './locale.js';

export interface PagerMessages {
  navigation: string;
  previous: string;
  next: string;
  page: (page: string) => string;
  pageOf: (page: string, count: string) => string;
}

// Every row lists en, nl, de, fr.
export const pagerMessages = catalogFromTable<PagerMessages>({
  navigation: ['Result pages', "Resultaatpagina's", 'Ergebnisseiten', 'Pages de résultats'],
  previous: ['Previous', 'Vorige', 'Zurück', 'Précédent'],
  next: ['Next', 'Volgende', 'Weiter', 'Suivant'],
  page: [(page) => `Page ${page}`, (page) => `Pagina ${page}`, (page) => `Seite ${page}`, (page) => `Page ${page}`],
  pageOf: [
    (page, count) => `Page ${page} of ${count}`,
    (page, count) => `Pagina ${page} van ${count}`,
    (page, count) => `Seite ${page} von ${count}`,
    (page, count) => `Page ${page} sur ${count}`,
  ],
});
