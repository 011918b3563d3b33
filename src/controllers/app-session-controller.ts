import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { StayApiError } from '../api/errors.js';
import type { FetchLike } from '../api/http.js';
import type { AppSession } from '../api/session.js';
import type { User } from '../api/types.js';
import { StayErrorEvent } from '../events/stay-search.js';
import { ALL_ADMINISTRATIONS } from '../logic/search-state.js';
import type { SignInPart } from './app-sign-in-part.js';
import type { AddressController } from './address-controller.js';

export type { SignInPart };

/** `off`: not app mode; `failed`: there is no session, and `problem` says why. */
export type SessionStatus = 'off' | 'signing-in' | 'ready' | 'failed';

/**
 * Why there is no session, each with its own sentence for the user:
 * - `missing`: the page has no authtoken;
 * - `used`: this tab already exchanged the authtoken (a reload uses it up);
 * - `expired`: the service refused the authtoken, and this tab never used it (expired, or used in another tab: the
 *   service says the same for both);
 * - `ended`: the service refused the refresh token (revoked) while searching;
 * - `unreachable`: the sign-in service could not be reached or failed.
 */
export type SessionProblem = 'missing' | 'used' | 'expired' | 'ended' | 'unreachable';

export interface AppSessionControllerOptions {
  /** Whether the host signs in (app mode). Read when it first connects. */
  enabled: () => boolean;
  baseUrl: () => string;
  fetch: () => FetchLike | undefined;
  /** The page address: the authtoken leaves it once exchanged or refused. */
  address: AddressController;
  /** Where the token flow comes from: `appSignInPart` (a test may give one that cannot be fetched). */
  signInPart: () => SignInPart;
  /** The session changed (signed in, the user is known, or the session is lost): the host searches accordingly. */
  onChange: () => void;
  /** A developer warning (the host's; it says each once). */
  warn: (message: string) => void;
}

/** `trackLoading` (from `LocalizedElement`): the host's `updateComplete` waits for the sign-in part. */
type SessionHost = ReactiveControllerHost & HTMLElement & { trackLoading?(loading: Promise<unknown>): void };

/**
 * App mode's session for a host element: the authtoken exchange, the user (from the ID token at once, then from
 * `/v21/users/me`), the administration to work in, and the end of the session. The token flow itself (`AppSession`,
 * with its refresh, and the steps of the sign-in: `signIn` in `app-sign-in.ts`) is loaded on demand, so a page with
 * a public key never downloads it; this class holds only the session's state.
 *
 * Fires on the host: `stay-session` once the service has named the user, `stay-error` when the sign-in fails.
 */
export class AppSessionController implements ReactiveController {
  status: SessionStatus = 'off';
  problem: SessionProblem | undefined;
  /** The signed-in user: from the ID token at first, then as `/v21/users/me` describes them. */
  user: User | undefined;
  /** The token flow, once signed in; clients search with it. */
  session: AppSession | undefined;

  readonly #host: SessionHost;
  readonly #options: AppSessionControllerOptions;
  #started = false;

  constructor(host: SessionHost, options: AppSessionControllerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Signed in and not ended: searches may go out. */
  get ready(): boolean {
    return this.status === 'ready';
  }

  hostConnected(): void {
    if (this.#started || !this.#options.enabled()) return;
    this.#started = true;
    void this.#signIn();
  }

  /**
   * The administration to work in: `chosen` (named by `origin`, `admin-id` or `stay_admin`) while it is one of the
   * user's, else their first, with a warning naming the one that is not theirs. `all` (`ALL_ADMINISTRATIONS`)
   * stays `all` for a user of several; for a user of one it is that one.
   */
  administrationFor(chosen: string | undefined, origin: string): string | undefined {
    const admins = this.user?.admin_ids ?? [];
    if (chosen === ALL_ADMINISTRATIONS && admins.length) return admins.length > 1 ? chosen : admins[0];
    if (!chosen || !admins.length || admins.includes(chosen)) return chosen || admins[0];
    this.#options.warn(`${origin} "${chosen}" is not the user's`);
    return admins[0];
  }

  /**
   * Whether signing in again can help: the sign-in service could not be reached (the authtoken stays in the
   * address for it). A used or expired token, or a sign-in part that could not be fetched, needs a new page.
   */
  get canRetry(): boolean {
    return this.status === 'failed' && this.problem === 'unreachable' && !this.#signInPart().failed;
  }

  /** Signs in again with the authtoken in the address, when `canRetry`. */
  retry(): void {
    if (this.canRetry) void this.#signIn();
  }

  /** The service refused the session while searching (`INVALID_REFRESH_TOKEN`): it has ended. */
  end(): void {
    this.#fail('ended');
  }

  #signInPart(): SignInPart {
    return this.#options.signInPart();
  }

  async #signIn(): Promise<void> {
    this.status = 'signing-in';
    this.#host.requestUpdate();
    const loading = this.#signInPart().load(this.#host);
    this.#host.trackLoading?.(loading.catch(() => undefined));
    let module: typeof import('./app-sign-in.js');
    try {
      module = await loading;
    } catch {
      // The part has said what failed (one warning, one `stay-error`); the user is told what to do.
      this.#fail('unreachable');
      return;
    }
    const { baseUrl, fetch, address } = this.#options;
    // The exchange, the user and `stay-session` come with the token flow's part (app pages only).
    await module.signIn({
      baseUrl: baseUrl(),
      fetch: fetch(),
      address,
      host: this.#host,
      exchanged: (session) => (this.session = session),
      ready: (user) => this.#ready(user),
      fail: (problem, error) => this.#fail(problem, error),
    });
  }

  #ready(user: User): void {
    this.user = user;
    this.status = 'ready';
    this.problem = undefined;
    this.#host.requestUpdate();
    this.#options.onChange();
  }

  #fail(problem: SessionProblem, error?: StayApiError): void {
    this.status = 'failed';
    this.problem = problem;
    this.#host.requestUpdate();
    this.#options.onChange();
    if (error) this.#host.dispatchEvent(new StayErrorEvent(error));
  }
}
