import type { AppMessages } from '../app.js';

/** App mode's texts in English: they come with `<stay-search>`'s app part. */
export const en: AppMessages = {
  signedInAs: (user) => `Signed in as ${user}`,
  administration: 'Administration',
  allAdministrations: 'All administrations',
  sessionProblems: {
    missing: 'No sign-in link was given. Open this page from the back office.',
    used: 'This sign-in link was already used: a link works once, and reloading the page uses it up. Open this page again from the back office.',
    expired: 'This sign-in link has expired or was used elsewhere. Open this page again from the back office.',
    ended: 'Your session has ended. Open this page again from the back office.',
    unreachable: 'The sign-in service could not be reached. Check the connection, then try again.',
  },
  signInAgain: 'Try again',
  onlyOneAdministration:
    'All administrations cannot be shown at once: a part of the widget could not be loaded. Only {0} is shown.',
};
