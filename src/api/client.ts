import { StayApiError, isStayApiError } from './errors.js';
import { request, type Transport } from './http.js';
import { readCount, readSearch, readUser } from './response.js';
import type { AppSession } from './session.js';
import type { Accommodation, SearchQuery, User } from './types.js';
import { encodeSearchQuery, validateSearchQuery } from './query-encoding.js';

interface CommonOptions extends Transport {
  /** The service's address, e.g. `https://api.example.com` (no trailing path). */
  baseUrl: string;
  /** Narrows a group or chain key, or a user of several administrations, to one (`X-Admin-Id`). */
  adminId?: string | number;
}

export type ClientOptions = CommonOptions &
  ({ publicKey: string; session?: never } | { session: AppSession; publicKey?: never });

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
  const { session } = options;
  const adminId = String(options.adminId ?? session?.adminId ?? '');

  const get = async (path: string, { signal }: RequestOptions = {}): Promise<unknown> => {
    const send = (credential = options.publicKey) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${credential}` };
      if (adminId) headers['X-Admin-Id'] = adminId;
      return request(options, options.baseUrl.replace(/\/+$/, '') + path, { headers, signal });
    };
    if (!session) return send();
    const token = await session.getIdToken(signal);
    try {
      return await send(token);
    } catch (error) {
      if (!isStayApiError(error) || error.code !== 'TOKEN_EXPIRED') throw error;
      return send(await session.refresh(token, signal));
    }
  };

  /** A search of a valid query (an invalid one is refused with its first problem), for the total when `count`. */
  const search = (query: SearchQuery, options?: RequestOptions, count?: boolean) => {
    const [problem] = validateSearchQuery(query);
    if (problem) throw new StayApiError('invalid', problem.message, { code: 'INVALID_QUERY', param: problem.param });
    const wire = encodeSearchQuery(query);
    if (count) {
      wire.delete('offset');
      wire.delete('limit');
      wire.set('count', '1');
    }
    return get(`/v3/accommodations/search?${wire}`, options);
  };

  return {
    async search(query, options) {
      return readSearch(await search(query, options));
    },
    async count(query, options) {
      return readCount(await search(query, options, true));
    },
    async me(options) {
      return readUser(await get('/v21/users/me', options));
    },
  };
}
