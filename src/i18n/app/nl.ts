import type { AppMessages } from '../app.js';

/** App mode's texts in Dutch: they come with `<stay-search>`'s app part. */
export const nl: AppMessages = {
  signedInAs: (user) => `Ingelogd als ${user}`,
  administration: 'Administratie',
  allAdministrations: 'Alle administraties',
  sessionProblems: {
    missing: 'Er is geen inloglink meegegeven. Open deze pagina vanuit de backoffice.',
    used: 'Deze inloglink is al gebruikt: een link werkt één keer, en opnieuw laden verbruikt hem. Open deze pagina opnieuw vanuit de backoffice.',
    expired: 'Deze inloglink is verlopen of elders al gebruikt. Open deze pagina opnieuw vanuit de backoffice.',
    ended: 'Uw sessie is beëindigd. Open deze pagina opnieuw vanuit de backoffice.',
    unreachable: 'De inlogdienst is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.',
  },
  signInAgain: 'Opnieuw proberen',
  onlyOneAdministration:
    'Alle administraties tegelijk kunnen niet worden getoond: een deel van de widget kon niet worden geladen. Alleen {0} wordt getoond.',
};
