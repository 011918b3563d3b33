import type { ApiErrorKind } from '../api/errors.js';
import { catalogFromTable } from './locale.js';

export interface SearchMessages {
  /** The accessible name of the search bar (a search landmark). */
  searchBar: string;
  chooseDatesTitle: string;
  chooseDatesHint: string;
  /** A configuration problem the site owner must fix (shown in `role="alert"`). */
  missingAttribute: (attribute: string) => string;
  signedInAs: (user: string) => string;
  /** The label of the administration picker. */
  administration: string;
  signingIn: string;
  noAuthToken: string;
  sessionEnded: string;
  signInFailed: string;
  /** Plain words per error kind; a kind without its own words (aborted, bad-response) says `server`'s. */
  errors: Partial<Record<ApiErrorKind, string>> & { server: string };
}

// Every row lists en, nl, de, fr.
export const searchMessages = catalogFromTable<SearchMessages>({
  searchBar: ['Your stay', 'Uw verblijf', 'Ihr Aufenthalt', 'Votre séjour'],
  chooseDatesTitle: ['When would you like to come?', 'Wanneer wilt u komen?', 'Wann möchten Sie kommen?', 'Quand souhaitez-vous venir ?'],
  chooseDatesHint: [
    'Choose your dates to see what is free.',
    'Kies uw data om te zien wat vrij is.',
    'Wählen Sie Ihre Daten, um freie Plätze zu sehen.',
    'Choisissez vos dates pour voir les disponibilités.',
  ],
  missingAttribute: [
    (attribute) => `The "${attribute}" attribute is missing.`,
    (attribute) => `Het attribuut "${attribute}" ontbreekt.`,
    (attribute) => `Das Attribut „${attribute}“ fehlt.`,
    (attribute) => `L’attribut « ${attribute} » est manquant.`,
  ],
  signedInAs: [(user) => `Signed in as ${user}`, (user) => `Ingelogd als ${user}`, (user) => `Angemeldet als ${user}`, (user) => `Connecté : ${user}`],
  administration: ['Administration', 'Administratie', 'Verwaltung', 'Administration'],
  signingIn: ['Signing in…', 'Inloggen…', 'Anmeldung…', 'Connexion…'],
  noAuthToken: [
    'Open this page from the back office.',
    'Open deze pagina vanuit de backoffice.',
    'Öffnen Sie diese Seite aus dem Backoffice.',
    'Ouvrez cette page depuis le back-office.',
  ],
  sessionEnded: [
    'Your session has ended. Open the page again from the back office.',
    'Uw sessie is beëindigd. Open de pagina opnieuw vanuit de backoffice.',
    'Ihre Sitzung ist beendet. Öffnen Sie die Seite erneut aus dem Backoffice.',
    'Votre session est terminée. Rouvrez la page depuis le back-office.',
  ],
  signInFailed: [
    'Sign-in failed. Open the page again from the back office.',
    'Inloggen mislukt. Open de pagina opnieuw vanuit de backoffice.',
    'Anmeldung fehlgeschlagen. Öffnen Sie die Seite erneut aus dem Backoffice.',
    'Échec de la connexion. Rouvrez la page depuis le back-office.',
  ],
  errors: {
    network: ['No connection. Please try again.', 'Geen verbinding. Probeer het opnieuw.', 'Keine Verbindung. Bitte erneut versuchen.', 'Pas de connexion. Réessayez.'],
    timeout: ['No answer in time. Please try again.', 'Geen antwoord op tijd. Probeer het opnieuw.', 'Keine Antwort. Bitte erneut versuchen.', 'Pas de réponse. Réessayez.'],
    auth: ['This website’s key was refused.', 'De sleutel van deze website is geweigerd.', 'Der Schlüssel dieser Website wurde abgelehnt.', 'La clé de ce site a été refusée.'],
    forbidden: [
      'This website may not use the search.',
      'Deze website mag de zoekfunctie niet gebruiken.',
      'Diese Website darf die Suche nicht nutzen.',
      'Ce site ne peut pas utiliser la recherche.',
    ],
    invalid: ['These choices cannot be searched. Please change them.', 'Met deze keuzes kan niet gezocht worden. Pas ze aan.', 'Mit dieser Auswahl geht keine Suche. Bitte ändern.', 'Ces choix ne permettent pas de recherche. Modifiez-les.'],
    'rate-limited': ['Too many searches. Wait a moment and try again.', 'Te veel zoekopdrachten. Wacht even en probeer het opnieuw.', 'Zu viele Suchen. Bitte kurz warten.', 'Trop de recherches. Patientez un instant.'],
    server: ['The search has a problem. Try again later.', 'De zoekfunctie heeft een probleem. Probeer het later opnieuw.', 'Die Suche hat ein Problem. Bitte später erneut versuchen.', 'La recherche a un problème. Réessayez plus tard.'],
  },
});
