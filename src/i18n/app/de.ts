import type { AppMessages } from '../app.js';

/** App mode's texts in German: they come with `<stay-search>`'s app part. */
export const de: AppMessages = {
  signedInAs: (user) => `Angemeldet als ${user}`,
  administration: 'Verwaltung',
  allAdministrations: 'Alle Verwaltungen',
  sessionProblems: {
    missing: 'Es wurde kein Anmeldelink übergeben. Öffnen Sie diese Seite aus dem Backoffice.',
    used: 'Dieser Anmeldelink wurde bereits verwendet: Ein Link gilt nur einmal, auch Neuladen verbraucht ihn. Öffnen Sie diese Seite erneut aus dem Backoffice.',
    expired:
      'Dieser Anmeldelink ist abgelaufen oder wurde anderswo verwendet. Öffnen Sie diese Seite erneut aus dem Backoffice.',
    ended: 'Ihre Sitzung ist beendet. Öffnen Sie diese Seite erneut aus dem Backoffice.',
    unreachable: 'Der Anmeldedienst ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  },
  signInAgain: 'Erneut versuchen',
  onlyOneAdministration:
    'Alle Verwaltungen auf einmal können nicht angezeigt werden: Ein Teil des Widgets konnte nicht geladen werden. Nur {0} wird angezeigt.',
};
