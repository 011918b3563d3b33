import type { ApiErrorKind } from '../api/errors.js';
import { catalogFromTable } from './locale.js';

export interface SearchMessages {
  /** The accessible name of the search bar (a search landmark). */
  searchBar: string;
  /** Shown instead of results until the dates are chosen. */
  chooseDatesTitle: string;
  /** A missing or unusable attribute the site owner must fix (shown in `role="alert"`). */
  setupProblem: (attribute: string) => string;
  signedInAs: (user: string) => string;
  /** The label of the administration picker. */
  administration: string;
  signingIn: string;
  /** Said when the sign-in failed (no authtoken, or a refused one), and after `sessionEnded`: what the user can do. */
  noAuthToken: string;
  sessionEnded: string;
  /** Plain words per error kind; a timeout says `network`'s words, any other kind without its own `server`'s. */
  errors: Partial<Record<ApiErrorKind, string>> & { server: string };
}

// Every row lists en, nl, de, fr.
export const searchMessages = catalogFromTable<SearchMessages>({
  searchBar: ['Your stay', 'Uw verblijf', 'Ihr Aufenthalt', 'Votre séjour'],
  chooseDatesTitle: [
    'When would you like to come?',
    'Wanneer wilt u komen?',
    'Wann möchten Sie kommen?',
    'Quand souhaitez-vous venir ?',
  ],
  setupProblem: [
    (attribute) => `Not set up correctly: check "${attribute}".`,
    (attribute) => `Niet goed ingesteld: controleer "${attribute}".`,
    (attribute) => `Nicht richtig eingerichtet: „${attribute}“ prüfen.`,
    (attribute) => `Mal configuré : vérifiez « ${attribute} ».`,
  ],
  signedInAs: [
    (user) => `Signed in as ${user}`,
    (user) => `Ingelogd als ${user}`,
    (user) => `Angemeldet als ${user}`,
    (user) => `Connecté : ${user}`,
  ],
  administration: ['Administration', 'Administratie', 'Verwaltung', 'Administration'],
  signingIn: ['Signing in…', 'Inloggen…', 'Anmeldung…', 'Connexion…'],
  noAuthToken: [
    'Open this page from the back office.',
    'Open deze pagina vanuit de backoffice.',
    'Öffnen Sie diese Seite aus dem Backoffice.',
    'Ouvrez cette page depuis le back-office.',
  ],
  sessionEnded: [
    'Your session has ended.',
    'Uw sessie is beëindigd.',
    'Ihre Sitzung ist beendet.',
    'Votre session est terminée.',
  ],
  errors: {
    network: [
      'No connection. Please try again.',
      'Geen verbinding. Probeer het opnieuw.',
      'Keine Verbindung. Bitte erneut versuchen.',
      'Pas de connexion. Réessayez.',
    ],
    auth: [
      'This website’s key was refused.',
      'De sleutel van deze website is geweigerd.',
      'Der Schlüssel dieser Website wurde abgelehnt.',
      'La clé de ce site est refusée.',
    ],
    forbidden: [
      'This website may not use the search.',
      'Deze website mag niet zoeken.',
      'Diese Website darf nicht suchen.',
      'Ce site ne peut pas chercher.',
    ],
    invalid: [
      'Please change your choices.',
      'Pas uw keuzes aan.',
      'Bitte ändern Sie Ihre Auswahl.',
      'Modifiez vos choix.',
    ],
    'rate-limited': [
      'Too many searches. Wait a moment.',
      'Te veel zoekopdrachten. Wacht even.',
      'Zu viele Suchen. Bitte kurz warten.',
      'Trop de recherches. Patientez.',
    ],
    server: [
      'The search has a problem. Try again later.',
      'De zoekfunctie heeft een probleem. Probeer het later.',
      'Die Suche hat ein Problem. Bitte später versuchen.',
      'La recherche a un problème. Réessayez plus tard.',
    ],
  },
});
