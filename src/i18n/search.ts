import type { ApiErrorKind } from '../api/errors.js';
import type { Catalog } from './locale.js';

export interface SearchMessages {
  /** The accessible name of the search bar (a search landmark). */
  searchBar: string;
  chooseDatesTitle: string;
  chooseDatesHint: string;
  /** Configuration problems the site owner must fix (shown in `role="alert"`). */
  configurationTitle: string;
  /** The attribute's name is `{0}` (filled by `phrase`). */
  missingAttribute: string;
  /** The user's name is `{0}`. */
  signedInAs: string;
  administration: string;
  /** The administration's id is `{0}`. */
  administrationOption: string;
  signingIn: string;
  noAuthToken: string;
  sessionEnded: string;
  signInFailed: string;
  /** Plain words per error kind. */
  errors: Record<ApiErrorKind, string>;
  /** When the page's origin is not on the key's allow-list. */
  originNotAllowed: string;
}

export const searchMessages: Catalog<SearchMessages> = {
  en: {
    searchBar: 'Your stay',
    chooseDatesTitle: 'When would you like to come?',
    chooseDatesHint: 'Choose your arrival and departure dates to see what is available.',
    configurationTitle: 'This search is not set up correctly.',
    missingAttribute: 'The "{0}" attribute is missing.',
    signedInAs: 'Signed in as {0}',
    administration: 'Administration',
    administrationOption: 'Administration {0}',
    signingIn: 'Signing in…',
    noAuthToken: 'Open this page from the back office: the link it gives contains the sign-in this page needs.',
    sessionEnded: 'Your session has ended. Open this page again from the back office to continue.',
    signInFailed: 'Signing in did not work. The link may have expired or already been used: open the page again from the back office.',
    errors: {
      network: 'The search service could not be reached. Check your internet connection and try again.',
      timeout: 'The search service took too long to answer. Please try again.',
      aborted: 'The search was cancelled.',
      auth: 'The search service did not accept this website’s key.',
      forbidden: 'This website may not use the search service.',
      invalid: 'The search could not be run with these choices. Please change them and try again.',
      'rate-limited': 'There were too many searches in a short time. Please wait a moment and try again.',
      server: 'The search service has a problem right now. Please try again later.',
      'bad-response': 'The search service sent an answer we could not read. Please try again later.',
    },
    originNotAllowed: 'This website is not allowed to use this key.',
  },
  nl: {
    searchBar: 'Uw verblijf',
    chooseDatesTitle: 'Wanneer wilt u komen?',
    chooseDatesHint: 'Kies uw aankomst- en vertrekdatum om te zien wat er beschikbaar is.',
    configurationTitle: 'Deze zoekfunctie is niet goed ingesteld.',
    missingAttribute: 'Het attribuut "{0}" ontbreekt.',
    signedInAs: 'Ingelogd als {0}',
    administration: 'Administratie',
    administrationOption: 'Administratie {0}',
    signingIn: 'Bezig met inloggen…',
    noAuthToken: 'Open deze pagina vanuit de backoffice: de link daar bevat de aanmelding die deze pagina nodig heeft.',
    sessionEnded: 'Uw sessie is beëindigd. Open deze pagina opnieuw vanuit de backoffice om verder te gaan.',
    signInFailed: 'Inloggen is niet gelukt. De link is misschien verlopen of al gebruikt: open de pagina opnieuw vanuit de backoffice.',
    errors: {
      network: 'De zoekdienst is niet bereikbaar. Controleer uw internetverbinding en probeer het opnieuw.',
      timeout: 'De zoekdienst reageerde te traag. Probeer het opnieuw.',
      aborted: 'De zoekopdracht is geannuleerd.',
      auth: 'De zoekdienst accepteert de sleutel van deze website niet.',
      forbidden: 'Deze website mag de zoekdienst niet gebruiken.',
      invalid: 'Met deze keuzes kan niet gezocht worden. Pas ze aan en probeer het opnieuw.',
      'rate-limited': 'Er is te vaak kort na elkaar gezocht. Wacht even en probeer het opnieuw.',
      server: 'De zoekdienst heeft op dit moment een probleem. Probeer het later opnieuw.',
      'bad-response': 'De zoekdienst stuurde een antwoord dat we niet kunnen lezen. Probeer het later opnieuw.',
    },
    originNotAllowed: 'Deze website mag deze sleutel niet gebruiken.',
  },
  de: {
    searchBar: 'Ihr Aufenthalt',
    chooseDatesTitle: 'Wann möchten Sie kommen?',
    chooseDatesHint: 'Wählen Sie An- und Abreisedatum, um zu sehen, was verfügbar ist.',
    configurationTitle: 'Diese Suche ist nicht richtig eingerichtet.',
    missingAttribute: 'Das Attribut „{0}“ fehlt.',
    signedInAs: 'Angemeldet als {0}',
    administration: 'Verwaltung',
    administrationOption: 'Verwaltung {0}',
    signingIn: 'Anmeldung läuft…',
    noAuthToken: 'Öffnen Sie diese Seite aus dem Backoffice: Der Link dort enthält die Anmeldung, die diese Seite braucht.',
    sessionEnded: 'Ihre Sitzung ist beendet. Öffnen Sie diese Seite erneut aus dem Backoffice, um fortzufahren.',
    signInFailed: 'Die Anmeldung hat nicht geklappt. Der Link ist vielleicht abgelaufen oder wurde schon benutzt: Öffnen Sie die Seite erneut aus dem Backoffice.',
    errors: {
      network: 'Der Suchdienst ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      timeout: 'Der Suchdienst hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
      aborted: 'Die Suche wurde abgebrochen.',
      auth: 'Der Suchdienst akzeptiert den Schlüssel dieser Website nicht.',
      forbidden: 'Diese Website darf den Suchdienst nicht verwenden.',
      invalid: 'Mit dieser Auswahl kann nicht gesucht werden. Bitte ändern Sie sie und versuchen Sie es erneut.',
      'rate-limited': 'Es wurde zu oft kurz hintereinander gesucht. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
      server: 'Der Suchdienst hat gerade ein Problem. Bitte versuchen Sie es später erneut.',
      'bad-response': 'Der Suchdienst hat eine Antwort geschickt, die wir nicht lesen können. Bitte versuchen Sie es später erneut.',
    },
    originNotAllowed: 'Diese Website darf diesen Schlüssel nicht verwenden.',
  },
  fr: {
    searchBar: 'Votre séjour',
    chooseDatesTitle: 'Quand souhaitez-vous venir ?',
    chooseDatesHint: 'Choisissez vos dates d’arrivée et de départ pour voir les disponibilités.',
    configurationTitle: 'Cette recherche n’est pas configurée correctement.',
    missingAttribute: 'L’attribut « {0} » est manquant.',
    signedInAs: 'Connecté en tant que {0}',
    administration: 'Administration',
    administrationOption: 'Administration {0}',
    signingIn: 'Connexion en cours…',
    noAuthToken: 'Ouvrez cette page depuis le back-office : le lien qu’il fournit contient la connexion dont cette page a besoin.',
    sessionEnded: 'Votre session est terminée. Ouvrez de nouveau cette page depuis le back-office pour continuer.',
    signInFailed: 'La connexion a échoué. Le lien a peut-être expiré ou a déjà été utilisé : ouvrez de nouveau la page depuis le back-office.',
    errors: {
      network: 'Le service de recherche est injoignable. Vérifiez votre connexion internet et réessayez.',
      timeout: 'Le service de recherche a mis trop de temps à répondre. Veuillez réessayer.',
      aborted: 'La recherche a été annulée.',
      auth: 'Le service de recherche n’accepte pas la clé de ce site.',
      forbidden: 'Ce site n’est pas autorisé à utiliser le service de recherche.',
      invalid: 'La recherche ne peut pas être lancée avec ces choix. Modifiez-les et réessayez.',
      'rate-limited': 'Trop de recherches en peu de temps. Patientez un instant et réessayez.',
      server: 'Le service de recherche rencontre un problème. Veuillez réessayer plus tard.',
      'bad-response': 'Le service de recherche a envoyé une réponse illisible. Veuillez réessayer plus tard.',
    },
    originNotAllowed: 'Ce site n’est pas autorisé à utiliser cette clé.',
  },
};
