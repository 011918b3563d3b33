// App mode's sign-in: loaded on demand by `AppSessionController`, so that a page with a public key never downloads
// the token flow. Everything here only an app page needs.
import { createClient } from '../api/client.js';
import { StayApiError } from '../api/errors.js';
import type { FetchLike } from '../api/http.js';
import { AppSession } from '../api/session.js';
import type { User } from '../api/types.js';
import { StaySessionEvent } from '../events/stay-search.js';
import type { SessionProblem } from './app-session-controller.js';
import type { AddressController } from './address-controller.js';
import { fingerprint } from './fingerprint.js';

export { fingerprint };
// The last search of the tab's user: read and written only once signed in, so it lives in this part too.
export { recallLastSearch, rememberLastSearch } from './last-search.js';
export { LastSearchController } from './last-search-controller.js';

/** The sign-in failed: `problem` says what to tell the user, `error` what the service (or the page) said. */
export class SignInFailure extends Error {
  constructor(
    readonly problem: SessionProblem,
    readonly error: StayApiError,
  ) {
    super(error.message, { cause: error });
    this.name = 'SignInFailure';
  }
}

// The service refuses a used and an expired auth token alike (INVALID_CUSTOM_TOKEN: "unknown, used or expired"), and
// the token is opaque, so only this tab's own memory can tell "used": the tokens it exchanged, kept for the tab's
// life (sessionStorage), as fingerprints rather than the tokens themselves. A reload finds its token there.
export const EXCHANGED_AUTHTOKENS_KEY = 'stay-search:exchanged-authtokens';
const MAX_REMEMBERED = 20;

function exchangedFingerprints(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(EXCHANGED_AUTHTOKENS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // No storage (a sandboxed frame, storage turned off) or unreadable: this tab remembers nothing.
    return [];
  }
}

function rememberExchanged(token: string): void {
  const print = fingerprint(token);
  const kept = [...exchangedFingerprints().filter((item) => item !== print), print].slice(-MAX_REMEMBERED);
  try {
    sessionStorage.setItem(EXCHANGED_AUTHTOKENS_KEY, JSON.stringify(kept));
  } catch {
    // Without storage a reload reads as "expired or used elsewhere": less precise, still true.
  }
}

export interface SignInOptions {
  baseUrl: string;
  fetch: FetchLike | undefined;
  /** The page address now. */
  href: string;
  /** Takes the authtoken out of the page address (after it was exchanged, or refused). */
  removeAuthToken: () => void;
}

/**
 * Exchanges the page's authtoken for a session, or throws a `SignInFailure` that says why not: no token (`missing`,
 * or `used` when this tab signed in before: a reload), a token the service refused (`used` when this tab exchanged
 * it, else `expired`), or a service that could not be reached (`unreachable`: the token stays in the address, so a
 * reload may still use it).
 */
export async function exchangeAuthToken({ baseUrl, fetch, href, removeAuthToken }: SignInOptions): Promise<AppSession> {
  const token = new URL(href).searchParams.get('authtoken');
  if (!token) {
    const error = new StayApiError('auth', undefined, { code: 'MISSING_AUTHTOKEN', param: 'authtoken' });
    throw new SignInFailure(exchangedFingerprints().length ? 'used' : 'missing', error);
  }
  try {
    // The address is left to `removeAuthToken` (the host paces its writes to the history).
    const session = await AppSession.fromLocation(baseUrl, {
      fetch,
      location: { href },
      history: { state: null, replaceState: () => undefined },
    });
    rememberExchanged(token);
    removeAuthToken();
    return session;
  } catch (caught) {
    const error = caught as StayApiError;
    if (error.kind !== 'auth') throw new SignInFailure('unreachable', error);
    const used = exchangedFingerprints().includes(fingerprint(token));
    removeAuthToken();
    throw new SignInFailure(used ? 'used' : 'expired', error);
  }
}

/** The signed-in user as the service knows them (`/v21/users/me`). */
export function currentUser(baseUrl: string, session: AppSession, fetch: FetchLike | undefined): Promise<User> {
  return createClient({ baseUrl, session, fetch }).me();
}

/** What to tell the user when the session could not go on: `ended` for a refused refresh token. */
export function problemOf(error: StayApiError): SessionProblem {
  if (error.code === 'INVALID_REFRESH_TOKEN') return 'ended';
  return error.kind === 'auth' ? 'expired' : 'unreachable';
}

/** How `signIn` tells the controller that runs it (`AppSessionController`, in the entry) what happened. */
export interface SignInSteps {
  baseUrl: string;
  fetch: FetchLike | undefined;
  /** The page address: the authtoken leaves it once exchanged or refused. */
  address: AddressController;
  /** The host element: `stay-session` fires on it. */
  host: HTMLElement & { readonly updateComplete: Promise<unknown> };
  /** The authtoken was exchanged for `session`. */
  exchanged(session: AppSession): void;
  /** The user is known: from the ID token at first, then as `/v21/users/me` describes them. */
  ready(user: User): void;
  /** The sign-in failed: `problem` says what to tell the user. */
  fail(problem: SessionProblem, error: StayApiError): void;
}

/**
 * The whole sign-in of `AppSessionController`, in this part so that the entry carries only the controller's state:
 * the exchange, the user from the ID token, then from `/v21/users/me`, and `stay-session` once the host shows them.
 */
export async function signIn({ baseUrl, fetch, address, host, exchanged, ready, fail }: SignInSteps): Promise<void> {
  try {
    const session = await exchangeAuthToken({
      baseUrl,
      fetch,
      href: address.href,
      removeAuthToken: () => address.removeParameters((name) => name === 'authtoken'),
    });
    exchanged(session);
    // The ID token already names the user and their administrations, so the first search need not wait for
    // /users/me: both go out together, and the service's answer then replaces what the token said.
    const fromToken = session.user();
    if (fromToken) ready(fromToken);
    let user: User;
    try {
      user = await currentUser(baseUrl, session, fetch);
    } catch (error) {
      if (!fromToken || (error as StayApiError).code === 'INVALID_REFRESH_TOKEN') throw error;
      user = fromToken;
    }
    ready(user);
    await host.updateComplete;
    host.dispatchEvent(new StaySessionEvent(user));
  } catch (error) {
    if (error instanceof SignInFailure) fail(error.problem, error.error);
    else fail(problemOf(error as StayApiError), error as StayApiError);
  }
}
