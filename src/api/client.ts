import { StayApiError, isStayApiError } from './errors.js';
import { DEFAULT_TIMEOUT_MS, globalFetch, request, type FetchLike } from './http.js';
import { readCount, readSearch, readUser } from './response.js';
import type { AppSession } from './session.js';
import type { Accommodation, SearchQuery, User } from './types.js';
import { encodeSearchQuery, validateSearchQuery } from '../logic/query-encoding.js';

interface CommonOptions {
  /** The service's address, e.g. `https://api.example.com` (no trailing path). */
  baseUrl: string;
  /** Narrows a group or chain key, or a user of several administrations, to one (`X-Admin-Id`). */
  adminId?: string | number;
  fetch?: FetchLike;
  /** Per request, retries included separately; 15 s by default. */
  timeoutMs?: number;
}

export type ClientOptions = CommonOptions & ({ publicKey: string; session?: never } | { session: AppSession; publicKey?: never });

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface StayClient {
  /** One page of results. Rejects with a `StayApiError`; an invalid query is refused before any request. */
  search(query: SearchQuery, options?: RequestOptions): Promise<Accommodation[]>;
  /** How many accommodations match the query's filters. */
  count(query: SearchQuery, options?: RequestOptions): Promise<number>;
  /** The signed-in user (app sessions; a public key gets the service's `auth` refusal). */
  me(options?: RequestOptions): Promise<User>;
}

export function createClient(options: ClientOptions): StayClient {
  const { session, publicKey } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const transport = { fetch: options.fetch ?? globalFetch, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  const adminId = options.adminId ?? session?.adminId;

  const get = async (path: string, signal?: AbortSignal): Promise<unknown> => {
    const send = (credential: string) => {
      const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${credential}` };
      if (adminId != null && adminId !== '') headers['X-Admin-Id'] = String(adminId);
      return request(transport, base + path, { headers }, signal, true);
    };
    if (!session) return send(publicKey ?? '');
    const token = await session.getIdToken(signal);
    try {
      return await send(token);
    } catch (error) {
      if (!isStayApiError(error) || error.code !== 'TOKEN_EXPIRED') throw error;
      return send(await session.refresh(token, signal));
    }
  };

  const params = (query: SearchQuery) => {
    const [problem] = validateSearchQuery(query);
    if (problem) throw new StayApiError('invalid', problem.message, { code: 'INVALID_QUERY', param: problem.param });
    return encodeSearchQuery(query);
  };
  const search = (params: URLSearchParams, signal?: AbortSignal) => get(`/v3/accommodations/search?${params}`, signal);

  return {
    async search(query, { signal } = {}) {
      return readSearch(await search(params(query), signal));
    },
    async count(query, { signal } = {}) {
      const wire = params(query);
      wire.delete('offset');
      wire.delete('limit');
      wire.set('count', '1');
      return readCount(await search(wire, signal));
    },
    async me({ signal } = {}) {
      return readUser(await get('/v21/users/me', signal));
    },
  };
}
