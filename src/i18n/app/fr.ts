import type { AppMessages } from '../app.js';

/** App mode's texts in French: they come with `<stay-search>`'s app part. */
export const fr: AppMessages = {
  signedInAs: (user) => `Connecté : ${user}`,
  administration: 'Administration',
  allAdministrations: 'Toutes les administrations',
  sessionProblems: {
    missing: 'Aucun lien de connexion n’a été fourni. Ouvrez cette page depuis le back-office.',
    used: 'Ce lien de connexion a déjà servi : un lien ne sert qu’une fois, et recharger la page l’utilise. Ouvrez de nouveau cette page depuis le back-office.',
    expired: 'Ce lien de connexion a expiré ou a servi ailleurs. Ouvrez de nouveau cette page depuis le back-office.',
    ended: 'Votre session est terminée. Ouvrez de nouveau cette page depuis le back-office.',
    unreachable: 'Le service de connexion est injoignable. Vérifiez la connexion, puis réessayez.',
  },
  signInAgain: 'Réessayer',
  onlyOneAdministration:
    'Impossible d’afficher toutes les administrations à la fois : une partie du widget n’a pas pu être chargée. Seule {0} est affichée.',
};
