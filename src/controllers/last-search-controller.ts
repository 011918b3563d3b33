import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LastSearch } from './last-search.js';

/** The storage functions of `last-search.ts` (in the sign-in part, so a guests' page never downloads them). */
export type LastSearchStore = Pick<typeof import('./last-search.js'), 'recallLastSearch' | 'rememberLastSearch'>;

export interface LastSearchControllerOptions {
  /** Whether the host remembers searches (app mode). Read when it first connects. */
  enabled: () => boolean;
  /** Whether the page address names a search of its own: it then wins over the remembered one. Read at connect. */
  addressHasSearch: () => boolean;
  /** The storage functions, once their part is there (after the sign-in); nothing is kept or read before. */
  store: () => LastSearchStore | undefined;
  /** Whose search: the service and the signed-in user; `undefined` while nobody is signed in. */
  scope: () => string | undefined;
  /** A developer warning (the host's). */
  warn: (message: string) => void;
}

/**
 * The last search of the signed-in user's tab (app mode): kept at every search (`remember`) in `sessionStorage`,
 * per service and user, without personal data; given back once (`recall`) when the page is opened again in the tab
 * without a search in its address (for example with a new authtoken from the back office). Stored data that is not
 * one of ours is ignored with a warning.
 *
 * It comes with the sign-in part (`app-sign-in.ts` exports it): `<stay-search>` makes it once signed in, and it
 * reads the address as it is added (`hostConnected` runs then), before its first search is written there.
 */
export class LastSearchController implements ReactiveController {
  readonly #options: LastSearchControllerOptions;
  #started = false;
  #enabled = false;
  /** Recalled already, or the address had its own search: nothing (more) to give back. */
  #recalled = false;

  constructor(host: ReactiveControllerHost, options: LastSearchControllerOptions) {
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#started) return;
    this.#started = true;
    this.#enabled = this.#options.enabled();
    this.#recalled = this.#enabled && this.#options.addressHasSearch();
  }

  /** The signed-in user's last search in this tab, once, unless the address named a search (or there is none). */
  recall(): LastSearch | undefined {
    const { store, scope, warn } = this.#options;
    const who = scope();
    const functions = store();
    if (!this.#enabled || this.#recalled || !who || !functions) return undefined;
    this.#recalled = true;
    const { last, problem } = functions.recallLastSearch(who);
    if (problem) warn(problem);
    return last;
  }

  /**
   * Keeps `last` as the signed-in user's last search: nothing while nobody is signed in, nor before `recall` (the
   * search kept from before is never overwritten unread).
   */
  remember(last: LastSearch): void {
    const who = this.#options.scope();
    const functions = this.#options.store();
    if (this.#enabled && this.#recalled && who && functions) functions.rememberLastSearch(who, last);
  }
}
