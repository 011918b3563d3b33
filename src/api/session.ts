import { StayApiError } from './errors.js';
import { request, untilAborted, type FetchLike } from './http.js';
import { readTokens, readUser, type Tokens } from './response.js';
import type { User } from './types.js';
import { withoutParameters } from './url.js';

export interface AppSessionOptions {
  /** Where the `authtoken` is read from; `window.location` by default. */
  location?: { href: string };
  /** Where the cleaned address is written; `window.history` by default. */
  history?: Pick<History, 'replaceState' | 'state'>;
  fetch?: FetchLike;
  /** The administration clients of this session work in (sent as `X-Admin-Id`), unless a client picks one. */
  adminId?: string | number;
  timeoutMs?: number;
  /** The client's clock in milliseconds; `Date.now` by default. */
  now?: () => number;
}

/** An ID token is refreshed this long before it expires, so no request goes out with one about to lapse. */
const REFRESH_MARGIN_MS = 60_000;
/** The ID token's lifetime when neither the token nor the answer says (the spec's 3600 seconds). */
const DEFAULT_LIFETIME_SECONDS = 3600;

/** The claims of a JWT, read without verification (the service verifies; the client only needs the times). */
export function decodeJwt(token: string): Record<string, unknown> | undefined {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0))));
    return typeof claims === 'object' && claims ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token flow of an app page. Tokens live in this object only (never in storage or cookies). `getIdToken()`
 * hands out a token that is valid for at least another minute, refreshing it first when needed; `refresh()` is
 * for a token the service refused as expired. Both share one refresh in flight. Once the service refuses the
 * refresh token the session has ended: every later call fails at once with the same `auth` error.
 */
export class AppSession {
  readonly adminId?: string;
  /** Where the token endpoints live: `<baseUrl>/v21/oauth/`. */
  readonly #oauthUrl: string;
  readonly #options: AppSessionOptions;
  readonly #now: () => number;
  #idToken = '';
  #refreshToken = '';
  #expiresAt = 0;
  #claims?: Record<string, unknown>;
  #refreshing?: Promise<string>;
  #ended?: StayApiError;

  /**
   * Exchanges the page's `authtoken` (multipart form data, never retried: the token is single-use), then removes
   * it from the address with `history.replaceState`, keeping the other parameters and the hash.
   */
  static async fromLocation(baseUrl: string, options: AppSessionOptions = {}): Promise<AppSession> {
    const url = new URL((options.location ?? window.location).href);
    const authToken = url.searchParams.get('authtoken');
    if (!authToken) throw new StayApiError('auth', undefined, { code: 'MISSING_AUTHTOKEN', param: 'authtoken' });
    const session = new AppSession(baseUrl, options);
    session.#store(readTokens(await session.#post('token', 'auth_token', authToken)));
    const history = options.history ?? window.history;
    // Only the token goes: the page's other parameters stay exactly as written.
    const search = withoutParameters(url.search, (name) => name === 'authtoken');
    try {
      history.replaceState(history.state, '', url.pathname + search + url.hash);
    } catch {
      // The browser refused the write (WebKit after 100 history writes in 10 s): the token is exchanged and the
      // session stands; the used token stays in the address, where a reload reports it as used.
    }
    return session;
  }

  private constructor(baseUrl: string, options: AppSessionOptions) {
    this.#oauthUrl = `${baseUrl.replace(/\/+$/, '')}/v21/oauth/`;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.adminId = options.adminId?.toString();
  }

  /** The signed-in user as the ID token describes them (no request); `undefined` if the token is unreadable. */
  user(): User | undefined {
    try {
      return readUser(this.#claims);
    } catch {
      return undefined;
    }
  }

  /** An ID token valid for at least another minute. */
  async getIdToken(signal?: AbortSignal): Promise<string> {
    if (this.#ended) throw this.#ended;
    if (this.#now() < this.#expiresAt - REFRESH_MARGIN_MS) return this.#idToken;
    try {
      return await this.refresh(this.#idToken, signal);
    } catch (error) {
      // A refresh that failed for a passing reason is no loss while the current token still holds.
      if (this.#ended || signal?.aborted || this.#now() >= this.#expiresAt) throw error;
      return this.#idToken;
    }
  }

  /** A newer ID token than `stale`: refreshed once for all callers, or the one a refresh already brought. */
  async refresh(stale: string, signal?: AbortSignal): Promise<string> {
    if (this.#ended) throw this.#ended;
    if (stale !== this.#idToken) return this.#idToken;
    this.#refreshing ??= this.#post('refresh_token', 'refresh_token', this.#refreshToken)
      .then(
        (body) => this.#store(readTokens(body, this.#refreshToken)),
        (error: StayApiError) => {
          if (error.kind === 'auth') {
            this.#ended = new StayApiError('auth', undefined, { status: error.status, code: 'INVALID_REFRESH_TOKEN' });
          }
          throw this.#ended ?? error;
        },
      )
      .finally(() => (this.#refreshing = undefined));
    return untilAborted(this.#refreshing, signal);
  }

  /** A POST of one form field, as the token endpoints want it (multipart form data). */
  #post(endpoint: string, field: string, value: string): Promise<unknown> {
    const body = new FormData();
    body.set(field, value);
    return request(this.#options, this.#oauthUrl + endpoint, { method: 'POST', body });
  }

  // The lifetime is measured on the client's own clock from the token's `exp - iat`, so a device whose clock is
  // off by hours neither refreshes on every request nor sends tokens it believes valid long after they expired.
  #store({ idToken, refreshToken, expiresIn }: Tokens): string {
    const claims = decodeJwt(idToken);
    const { exp, iat } = claims ?? {};
    const lifetime =
      typeof exp === 'number' && typeof iat === 'number' ? exp - iat : Number(expiresIn) || DEFAULT_LIFETIME_SECONDS;
    this.#idToken = idToken;
    this.#refreshToken = refreshToken;
    this.#claims = claims;
    this.#expiresAt = this.#now() + lifetime * 1000;
    return idToken;
  }
}
