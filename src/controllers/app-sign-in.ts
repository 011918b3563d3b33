// App mode's sign-in: loaded on demand by `AppSessionController`, so that a page with a public key never downloads
// the token flow. Everything here only an app page needs.
import { createClient } from '../api/client.js';
import { StayApiError } from '../api/errors.js';
import type { FetchLike } from '../api/http.js';
import { AppSession } from '../api/session.js';
import type { User } from '../api/types.js';
import type { SessionProblem } from './app-session-controller.js';

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

export interface SignInOptions {
  baseUrl: string;
  fetch: FetchLike | undefined;
}

/**
 * Exchanges the page's authtoken for a session (it then leaves the page address), or throws a `SignInFailure` that
 * says why not: no token (`missing`), a token the service refused (`expired`), or a service that could not be
 * reached (`unreachable`).
 */
export async function exchangeAuthToken({ baseUrl, fetch }: SignInOptions): Promise<AppSession> {
  try {
    return await AppSession.fromLocation(baseUrl, { fetch });
  } catch (caught) {
    const error = caught as StayApiError;
    if (error.code === 'MISSING_AUTHTOKEN') throw new SignInFailure('missing', error);
    throw new SignInFailure(error.kind === 'auth' ? 'expired' : 'unreachable', error);
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
