import type { Catalog } from './locale.js';

export interface PagerMessages {
  navigation: string;
  previous: string;
  next: string;
  page: (page: string) => string;
  pageOf: (page: string, count: string) => string;
}

export const pagerMessages: Catalog<PagerMessages> = {
  en: {
    navigation: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: (page) => `Page ${page}`,
    pageOf: (page, count) => `Page ${page} of ${count}`,
  },
  nl: {
    navigation: "Resultaatpagina's",
    previous: 'Vorige',
    next: 'Volgende',
    page: (page) => `Pagina ${page}`,
    pageOf: (page, count) => `Pagina ${page} van ${count}`,
  },
  de: {
    navigation: 'Ergebnisseiten',
    previous: 'Zurück',
    next: 'Weiter',
    page: (page) => `Seite ${page}`,
    pageOf: (page, count) => `Seite ${page} von ${count}`,
  },
  fr: {
    navigation: 'Pages de résultats',
    previous: 'Précédent',
    next: 'Suivant',
    page: (page) => `Page ${page}`,
    pageOf: (page, count) => `Page ${page} sur ${count}`,
  },
};
