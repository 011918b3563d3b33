// The sandbox over HTTP: the four endpoints of the service spec, following the contract, plus the sandbox-only
// routes under /sandbox/. Every route also answers under /i/<name>/…, an isolated instance with its own clock,
// faults, rate limit, auth tokens and sessions (the data is shared). This layer only parses, authenticates and
// maps errors; the search itself lives in search.ts.
import { Hono, type Context } from 'hono';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { DEFAULT_SEED, dataAsJson, generateData, type ApiKey, type SandboxData, type SandboxUser } from './data.ts';
import { dayNumberOf, parseIsoDate } from './dates.ts';
import { ApiError, faultCode, invalid, missing } from './errors.ts';
import { AUTH_TOKEN_SECONDS, DEFAULT_RATE_LIMIT, Instance, Instances, type Fault } from './instances.ts';
import { parseSearchQuery, runSearch } from './search.ts';
import { thumbnailSvg } from './thumbnails.ts';

export interface SandboxOptions {
  /** How many accommodations to generate in all; by default the three demo administrations' own 30 to 60 each. */
  scale?: number;
  /** Requests a minute per key or user; 0 turns the limit off. Default 120. */
  rateLimit?: number;
  seed?: number;
  /** The sandbox's today (`YYYY-MM-DD`) instead of the real date; the clock still runs from there. */
  today?: string;
}

export interface Sandbox {
  /** The whole service and the sandbox routes. `env` is @hono/node-server's `{ incoming, outgoing }` (for drops). */
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
  /** A fresh auth token for the default instance, as the back office mints when it opens an app page. */
  mintAuthToken(userId: string): { authtoken: string; expires_in: number };
  readonly data: SandboxData;
}

const ID_TOKEN_SECONDS = 3600;
const MAX_LATENCY_MS = 120_000;
const ISSUER = 'stay-search-sandbox';

interface Env {
  Bindings: { incoming?: { socket?: { destroy(): void } } } | undefined;
  Variables: { instance: Instance; servicePath: string };
}
type Ctx = Context<Env>;

function randomToken(prefix: string, bytes = 24): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return prefix + Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

function errorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.body()), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  });
}

function hostAllowed(origin: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return hosts.some((entry) => (entry.includes(':') ? entry === url.host : entry === url.hostname));
}

/** `/i/<name>/rest` → name and rest; anything else belongs to the default instance. */
function splitInstance(pathname: string): { name?: string; path: string } {
  const match = /^\/i\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return { path: pathname };
  let name = match[1];
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the raw name
  }
  return { name, path: match[2] ?? '/' };
}

const SERVICE_PATH = /^\/(v3|v21)\//;
const KNOWN_ROUTES: Record<string, string[]> = {
  '/v3/accommodations/search': ['GET'],
  '/v21/oauth/token': ['POST'],
  '/v21/oauth/refresh_token': ['POST'],
  '/v21/users/me': ['GET'],
  '/sandbox/health': ['GET'],
  '/sandbox/data': ['GET'],
  '/sandbox/clock': ['GET', 'POST', 'DELETE'],
  '/sandbox/faults': ['GET', 'POST', 'DELETE'],
  '/sandbox/limits': ['GET', 'POST', 'DELETE'],
  '/sandbox/authtokens': ['POST'],
  '/sandbox/revoke': ['POST'],
};

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const startedAt = Date.now();
  const fixedToday = options.today === undefined ? undefined : parseIsoDate(options.today);
  if (options.today !== undefined && fixedToday === undefined)
    throw new Error(`today must be a date YYYY-MM-DD, got ${options.today}`);
  // With a fixed today the clock starts at noon of that day and runs on.
  const baseNow =
    fixedToday === undefined ? () => Date.now() : () => fixedToday * 86_400_000 + 43_200_000 + (Date.now() - startedAt);
  const data = generateData({
    seed: options.seed ?? DEFAULT_SEED,
    scale: options.scale,
    start: dayNumberOf(baseNow()),
  });
  const instances = new Instances(baseNow, options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const secret = crypto.getRandomValues(new Uint8Array(32));
  const keys = new Map<string, ApiKey>(data.keys.map((key) => [key.key, key]));
  const users = new Map<string, SandboxUser>(data.users.map((user) => [user.id, user]));
  const publicHosts = [
    ...new Set(data.keys.filter((key) => key.kind === 'public').flatMap((key) => key.allowed_hosts)),
  ];
  const dataJsonCache = new Map<string, Record<string, unknown>>();

  function mint(instance: Instance, userId: string): { authtoken: string; expires_in: number } {
    const authtoken = randomToken('at_');
    instance.addAuthToken(authtoken, userId);
    return { authtoken, expires_in: AUTH_TOKEN_SECONDS };
  }

  async function idTokenFor(instance: Instance, user: SandboxUser): Promise<string> {
    const iat = Math.floor(instance.now() / 1000);
    return new SignJWT({ name: user.name, email: user.email, admin_ids: user.admin_ids, scopes: user.scopes })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ID_TOKEN_SECONDS)
      .sign(secret);
  }

  /** The user of a valid ID token; 401 INVALID_CREDENTIALS or TOKEN_EXPIRED otherwise. */
  async function verifyIdToken(instance: Instance, token: string): Promise<SandboxUser> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: new Date(instance.now()),
      });
      const user = typeof payload.sub === 'string' ? users.get(payload.sub) : undefined;
      if (user) return user;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new ApiError(
          401,
          'TOKEN_EXPIRED',
          'The ID token has expired; post the refresh token to /v21/oauth/refresh_token for a new one.',
        );
      }
    }
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'The ID token is not valid (bad signature or unknown user).');
  }

  function bearer(c: Ctx): string {
    const header = c.req.header('authorization');
    if (header === undefined || header.trim() === '') {
      throw new ApiError(
        401,
        'MISSING_CREDENTIALS',
        'Send a public key or an ID token as "Authorization: Bearer <token>".',
      );
    }
    const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new ApiError(401, 'INVALID_CREDENTIALS', 'The Authorization header must read "Bearer <token>".');
    return match[1];
  }

  function rateLimit(instance: Instance, subject: string): void {
    const wait = instance.hit(subject);
    if (wait > 0) {
      throw new ApiError(
        429,
        'RATE_LIMITED',
        `More than ${instance.rateLimit} requests a minute; retry after ${wait} seconds.`,
        undefined,
        {
          'retry-after': String(wait),
        },
      );
    }
  }

  /** The administrations a request may see: the key's or user's, narrowed by X-Admin-Id. */
  function scope(c: Ctx, allowed: string[], requireForMany: boolean): string[] {
    const header = c.req.header('x-admin-id')?.trim();
    if (header === undefined || header === '') {
      if (requireForMany && allowed.length > 1) {
        throw missing(
          'X-Admin-Id',
          'This user works for several administrations; say which one in the X-Admin-Id header.',
        );
      }
      return allowed;
    }
    if (!allowed.includes(header)) {
      throw new ApiError(
        403,
        'ADMIN_NOT_ALLOWED',
        `Administration "${header.slice(0, 40)}" is not one of ${allowed.join(', ')}.`,
        'X-Admin-Id',
      );
    }
    return [header];
  }

  /** Reads one field from a multipart form, a URL-encoded form or a JSON body. */
  async function bodyField(c: Ctx, name: string): Promise<string> {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    let value: unknown;
    try {
      if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
        value = (await c.req.parseBody())[name];
      } else {
        const text = await c.req.text();
        const trimmed = text.trim();
        if (trimmed.startsWith('{')) {
          const json: unknown = JSON.parse(trimmed);
          value = json !== null && typeof json === 'object' ? (json as Record<string, unknown>)[name] : undefined;
        } else {
          value = new URLSearchParams(text).get(name) ?? undefined;
        }
      }
    } catch {
      throw invalid(undefined, 'The body could not be read; send multipart form data, a URL-encoded form or JSON.');
    }
    if (value === undefined || value === null || value === '') {
      throw missing(name, `The body needs the field ${name} (multipart form data, URL-encoded form or JSON).`);
    }
    if (typeof value !== 'string') throw invalid(name, `${name} must be a string.`);
    return value;
  }

  async function jsonBody(c: Ctx): Promise<Record<string, unknown>> {
    const text = await c.req.text();
    if (text.trim() === '') return {};
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw invalid(undefined, 'The body must be a JSON object.');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw invalid(undefined, 'The body must be a JSON object.');
    return value as Record<string, unknown>;
  }

  function wholeNumber(body: Record<string, unknown>, name: string, min: number, max: number): number | undefined {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw invalid(name, `${name} must be a whole number from ${min} to ${max}.`);
    }
    return value;
  }

  function flag(body: Record<string, unknown>, name: string): boolean {
    const value = body[name];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') throw invalid(name, `${name} must be true or false.`);
    return value;
  }

  function faultFromBody(body: Record<string, unknown>): Fault {
    const latencyMs = wholeNumber(body, 'latency_ms', 0, MAX_LATENCY_MS) ?? 0;
    const status = wholeNumber(body, 'status', 400, 599);
    const malformed = flag(body, 'malformed');
    const drop = flag(body, 'drop');
    const count = wholeNumber(body, 'count', 1, 10_000) ?? 1;
    const retryAfter = wholeNumber(body, 'retry_after', 0, 3600);
    for (const name of ['path', 'code', 'admin_id'] as const) {
      if (body[name] !== undefined && (typeof body[name] !== 'string' || body[name] === ''))
        throw invalid(name, `${name} must be a non-empty string.`);
    }
    if (latencyMs === 0 && status === undefined && !malformed && !drop) {
      throw invalid(undefined, 'A fault needs at least one of latency_ms, status, malformed or drop.');
    }
    return {
      latencyMs,
      status,
      code: body.code as string | undefined,
      retryAfter,
      malformed,
      drop,
      remaining: count,
      path: body.path as string | undefined,
      adminId: body.admin_id as string | undefined,
    };
  }

  function describeFault(fault: Fault): Record<string, unknown> {
    return {
      latency_ms: fault.latencyMs,
      status: fault.status,
      code: fault.code,
      retry_after: fault.retryAfter,
      malformed: fault.malformed,
      drop: fault.drop,
      count: fault.remaining,
      path: fault.path,
      admin_id: fault.adminId,
    };
  }

  const app = new Hono<Env>();

  // CORS, instances and faults for every route.
  //  - /v3/ (search): preflight is answered for origins allow-listed by any public key (a preflight carries no
  //    key, so the per-key check happens on the request itself, as 403 ORIGIN_NOT_ALLOWED). Every answer echoes
  //    the Origin: data only ever leaves for an allowed origin or a valid ID token, and errors carry no data, but
  //    the widget must be able to read their status.
  //  - /v21/ (tokens, users/me): any origin. App pages are served from anywhere in the back office, and these
  //    endpoints are protected by single-use auth tokens, refresh tokens and ID tokens, not by origins; no
  //    cookies are involved, so `*` gives nothing away.
  //  - /sandbox/ and unknown routes: any origin (tests and designers).
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const { name, path } = splitInstance(url.pathname);
    const instance = instances.get(name);
    c.set('instance', instance);
    c.set('servicePath', path);
    const origin = c.req.header('origin');
    const isSearch = path.startsWith('/v3/');
    const cors: Record<string, string> = isSearch
      ? { 'access-control-allow-origin': origin ?? '*', vary: 'Origin' }
      : { 'access-control-allow-origin': '*' };
    cors['access-control-expose-headers'] = 'Retry-After';

    if (c.req.method === 'OPTIONS') {
      if (isSearch && origin !== undefined && !hostAllowed(origin, publicHosts)) {
        return errorResponse(
          new ApiError(403, 'ORIGIN_NOT_ALLOWED', `No key of this service allows the origin ${origin.slice(0, 80)}.`),
        );
      }
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': isSearch ? 'GET, OPTIONS' : 'GET, POST, DELETE, OPTIONS',
          'access-control-allow-headers': 'Authorization, X-Admin-Id, Accept, Content-Type',
          'access-control-max-age': '600',
        },
      });
    }

    const isSandboxRoute = path.startsWith('/sandbox/');
    const fault = isSandboxRoute
      ? undefined
      : instance.takeFault(path, SERVICE_PATH.test(path), c.req.header('x-admin-id')?.trim());
    let response: Response | undefined;
    if (fault) {
      if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
      if (fault.drop) {
        const socket = c.env?.incoming?.socket;
        if (socket) {
          socket.destroy();
          return new Response(null, { status: 204 });
        }
        response = errorResponse(new ApiError(502, 'BAD_GATEWAY', 'The connection was dropped (sandbox fault).'));
      } else if (fault.malformed) {
        response = new Response('[{"id":"acc_broken","price":12.5,"name":"Chalet Zonne', {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
      } else if (fault.status !== undefined) {
        const headers: Record<string, string> = {};
        if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
        else if (fault.status === 429 || fault.status === 503) headers['retry-after'] = '1';
        const code = fault.code ?? faultCode(fault.status);
        response = errorResponse(
          new ApiError(
            fault.status,
            code,
            `The sandbox was told to answer ${fault.status} ${code} (sandbox fault).`,
            undefined,
            headers,
          ),
        );
      }
    }
    if (!response) {
      await next();
      response = c.res;
    }
    try {
      for (const [header, value] of Object.entries(cors)) response.headers.set(header, value);
    } catch {
      // Immutable headers: copy the response.
      const headers = new Headers(response.headers);
      for (const [header, value] of Object.entries(cors)) headers.set(header, value);
      response = new Response(response.body, { status: response.status, headers });
    }
    c.res = undefined;
    c.res = response;
    return response;
  });

  const routes = new Hono<Env>();

  routes.get('/v3/accommodations/search', async (c) => {
    const instance = c.get('instance');
    const token = bearer(c);
    let subject: string;
    let allowed: string[];
    let isUser = false;
    const key = keys.get(token);
    if (key) {
      if (key.kind === 'secret') {
        throw new ApiError(
          403,
          'SECRET_KEY_NOT_ALLOWED',
          'Secret keys must never be used on search (nor in a web page); use a public key.',
        );
      }
      const origin = c.req.header('origin');
      if (origin !== undefined && !hostAllowed(origin, key.allowed_hosts)) {
        throw new ApiError(
          403,
          'ORIGIN_NOT_ALLOWED',
          `This key does not allow the origin ${origin.slice(0, 80)}; ask for the host to be added to its allow-list.`,
        );
      }
      subject = `key:${key.key}`;
      allowed = key.admin_ids;
    } else if (token.split('.').length === 3) {
      const user = await verifyIdToken(instance, token);
      subject = `user:${user.id}`;
      allowed = user.admin_ids;
      isUser = true;
    } else {
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'Unknown key; use a public key (pub_…) or an ID token.');
    }
    rateLimit(instance, subject);
    const adminIds = scope(c, allowed, isUser);
    const request = parseSearchQuery(new URL(c.req.url).searchParams);
    const answer = runSearch(data, request, adminIds, new URL(c.req.url).origin, parseIsoDate(instance.today())!);
    return c.json(answer.kind === 'count' ? { count: answer.count } : answer.results);
  });

  routes.post('/v21/oauth/token', async (c) => {
    const instance = c.get('instance');
    const authToken = await bodyField(c, 'auth_token');
    const entry = instance.authTokens.get(authToken);
    // Single use: gone once tried, whether it was still valid or not.
    instance.authTokens.delete(authToken);
    const user = entry && entry.expiresAt > instance.now() ? users.get(entry.userId) : undefined;
    if (!user) {
      throw new ApiError(
        400,
        'INVALID_CUSTOM_TOKEN',
        'The auth token is unknown, already used or expired; open the app page again for a new one.',
        'auth_token',
      );
    }
    const refreshToken = randomToken('rt_');
    instance.addSession(refreshToken, user.id);
    return c.json({
      kind: 'identitytoolkit#VerifyCustomTokenResponse',
      idToken: await idTokenFor(instance, user),
      refreshToken,
      expiresIn: String(ID_TOKEN_SECONDS),
      isNewUser: false,
    });
  });

  routes.post('/v21/oauth/refresh_token', async (c) => {
    const instance = c.get('instance');
    const refreshToken = await bodyField(c, 'refresh_token');
    const session = instance.sessions.get(refreshToken);
    const user = session && !session.revoked ? users.get(session.userId) : undefined;
    if (!user) {
      throw new ApiError(
        400,
        'INVALID_REFRESH_TOKEN',
        'The refresh token is unknown or revoked; open the app page again to sign in.',
        'refresh_token',
      );
    }
    const idToken = await idTokenFor(instance, user);
    // Like the securetoken service, the refresh token stays the same until it is revoked.
    return c.json({
      access_token: idToken,
      expires_in: String(ID_TOKEN_SECONDS),
      token_type: 'Bearer',
      refresh_token: refreshToken,
      id_token: idToken,
      user_id: user.id,
    });
  });

  routes.get('/v21/users/me', async (c) => {
    const instance = c.get('instance');
    const token = bearer(c);
    if (keys.has(token))
      throw new ApiError(401, 'INVALID_CREDENTIALS', 'users/me needs an ID token from the token flow, not an API key.');
    const user = await verifyIdToken(instance, token);
    rateLimit(instance, `user:${user.id}`);
    scope(c, user.admin_ids, false);
    return c.json({ id: user.id, name: user.name, email: user.email, admin_ids: user.admin_ids, scopes: user.scopes });
  });

  routes.get('/sandbox/health', (c) => c.json({ ok: true }));

  // `?calendar=false` leaves out the per-day arrays (nightly_rates, free_stock): at 10,000 accommodations they
  // are some 100 MB of JSON; `?accommodations=false` answers an empty accommodations list. Only small data
  // sets are kept between requests.
  routes.get('/sandbox/data', (c) => {
    const url = new URL(c.req.url);
    const off = (name: string) => ['false', '0'].includes(url.searchParams.get(name) ?? '');
    const withCalendar = !off('calendar');
    const withAccommodations = !off('accommodations');
    const cacheKey = `${url.origin} ${withCalendar} ${withAccommodations}`;
    let json = dataJsonCache.get(cacheKey);
    if (!json) {
      json = dataAsJson(data, '', url.origin, withCalendar, withAccommodations) as Record<string, unknown>;
      if (dataJsonCache.size > 8) dataJsonCache.clear();
      if (data.accommodations.length <= 2000) dataJsonCache.set(cacheKey, json);
    }
    const instance = c.get('instance');
    return c.json({ ...json, today: instance.today(), rate_limit_per_minute: instance.rateLimit });
  });

  routes.get('/sandbox/clock', (c) => c.json(c.get('instance').clock()));
  routes.post('/sandbox/clock', async (c) => {
    const instance = c.get('instance');
    const body = await jsonBody(c);
    const seconds = body.advance_seconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || Math.abs(seconds) > 10 * 366 * 86_400) {
      throw invalid('advance_seconds', 'advance_seconds must be a number of seconds (at most ten years).');
    }
    instance.offsetMs += seconds * 1000;
    return c.json(instance.clock());
  });
  routes.delete('/sandbox/clock', (c) => {
    const instance = c.get('instance');
    instance.offsetMs = 0;
    return c.json(instance.clock());
  });

  routes.get('/sandbox/faults', (c) => c.json({ faults: c.get('instance').faults.map(describeFault) }));
  routes.post('/sandbox/faults', async (c) => {
    const instance = c.get('instance');
    const fault = faultFromBody(await jsonBody(c));
    if (instance.faults.length >= 100) instance.faults.shift();
    instance.faults.push(fault);
    return c.json({ faults: instance.faults.map(describeFault) });
  });
  routes.delete('/sandbox/faults', (c) => {
    c.get('instance').faults = [];
    return c.json({ faults: [] });
  });

  routes.get('/sandbox/limits', (c) => c.json({ per_minute: c.get('instance').rateLimit }));
  routes.post('/sandbox/limits', async (c) => {
    const instance = c.get('instance');
    const perMinute = wholeNumber(await jsonBody(c), 'per_minute', 0, 1_000_000);
    if (perMinute === undefined) throw missing('per_minute', 'per_minute is required (0 turns the limit off).');
    instance.setRateLimit(perMinute);
    return c.json({ per_minute: instance.rateLimit });
  });
  routes.delete('/sandbox/limits', (c) => {
    const instance = c.get('instance');
    instance.setRateLimit(DEFAULT_RATE_LIMIT);
    return c.json({ per_minute: instance.rateLimit });
  });

  routes.post('/sandbox/authtokens', async (c) => {
    const body = await jsonBody(c);
    const userId = body.user_id ?? 'usr_demo';
    if (typeof userId !== 'string' || !users.has(userId)) {
      throw invalid('user_id', `Unknown user; use one of ${[...users.keys()].join(', ')}.`);
    }
    const minted = mint(c.get('instance'), userId);
    const origin = new URL(c.req.url).origin;
    return c.json({ ...minted, app_url: `${origin}/demo/app.html?authtoken=${encodeURIComponent(minted.authtoken)}` });
  });

  routes.post('/sandbox/revoke', async (c) => {
    const instance = c.get('instance');
    const body = await jsonBody(c);
    let revoked = 0;
    if (typeof body.refresh_token === 'string') {
      const session = instance.sessions.get(body.refresh_token);
      if (session && !session.revoked) {
        session.revoked = true;
        revoked += 1;
      }
    } else if (typeof body.user_id === 'string') {
      for (const session of instance.sessions.values()) {
        if (session.userId === body.user_id && !session.revoked) {
          session.revoked = true;
          revoked += 1;
        }
      }
    } else {
      throw missing('refresh_token', 'Send {"refresh_token": "…"} or {"user_id": "…"}.');
    }
    return c.json({ revoked });
  });

  routes.get('/sandbox/thumbnails/:file', (c) => {
    const file = c.req.param('file');
    const record = file.endsWith('.svg') ? data.byId.get(file.slice(0, -4)) : undefined;
    if (!record) throw new ApiError(404, 'NOT_FOUND', 'No thumbnail by that name.');
    return c.body(thumbnailSvg(record), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  app.route('/i/:instance', routes);
  app.route('/', routes);

  app.notFound((c) => {
    const path = splitInstance(new URL(c.req.url).pathname).path;
    const methods = KNOWN_ROUTES[path];
    if (methods) {
      return errorResponse(
        new ApiError(
          405,
          'METHOD_NOT_ALLOWED',
          `${c.req.method} is not supported on ${path}; use ${methods.join(' or ')}.`,
          undefined,
          {
            allow: methods.join(', '),
          },
        ),
      );
    }
    return errorResponse(new ApiError(404, 'NOT_FOUND', `There is no route ${path.slice(0, 100)}.`));
  });

  app.onError((error) => {
    if (error instanceof ApiError) return errorResponse(error);
    // A bug, not an input: tests must see it.
    console.error('sandbox: unexpected error', error);
    return errorResponse(
      new ApiError(500, 'INTERNAL', 'The sandbox failed unexpectedly; this is a bug in the sandbox.'),
    );
  });

  return {
    data,
    fetch: (request, env) => app.fetch(request, env as Env['Bindings']),
    mintAuthToken: (userId) => {
      if (!users.has(userId)) throw new Error(`unknown user ${userId}`);
      return mint(instances.default, userId);
    },
  };
}
