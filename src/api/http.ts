import { StayApiError, errorFromResponse, isStayApiError, type ApiErrorKind } from './errors.js';

/** `fetch`, or anything shaped like it (a page's instrumented fetch, a test's counting wrapper). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What a client or a session gives every request. */
export interface Transport {
  fetch?: FetchLike;
  /** Per attempt; 15 s by default. */
  timeoutMs?: number;
}

export interface ApiRequest {
  /** Absent for a GET. Only GETs are retried: an auth token is single-use. */
  method?: 'POST';
  body?: FormData;
  headers?: Record<string, string>;
  /** The caller's signal: aborting it ends the request, and any wait for a retry, at once. */
  signal?: AbortSignal;
}

/** `promise`, unless `signal` aborts first: then an `aborted` error. The promise itself keeps running. */
export function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(new StayApiError('aborted'));
    signal?.addEventListener('abort', stop);
    if (signal?.aborted) stop();
    promise.then(resolve, reject).finally(() => signal?.removeEventListener('abort', stop));
  });
}

async function attempt({ fetch: send = fetch, timeoutMs = 15_000 }: Transport, url: string, init: ApiRequest) {
  const { signal } = init;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    signal?.throwIfAborted();
    const response = await send(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const body = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, body, response.headers.get('retry-after'));
    return JSON.parse(body) as unknown;
  } catch (error) {
    const kind: ApiErrorKind = signal?.aborted
      ? 'aborted'
      : timeout.aborted
        ? 'timeout'
        : error instanceof SyntaxError
          ? 'bad-response'
          : 'network';
    throw kind === 'network' && isStayApiError(error) ? error : new StayApiError(kind, undefined, { cause: error });
  }
}

/**
 * One request with its own timeout, combined with the caller's signal; resolves to the parsed JSON of a 2xx
 * answer. A GET that hits a network error or a 502/503/504 is tried again once after 200–400 ms, a 429 once after
 * `Retry-After` (absent: 1 s; at most 10 s).
 */
export async function request(transport: Transport, url: string, init: ApiRequest): Promise<unknown> {
  try {
    return await attempt(transport, url, init);
  } catch (error) {
    const { kind, status = 0, retryAfter = 1 } = error as StayApiError;
    const delay =
      kind === 'rate-limited'
        ? Math.min(retryAfter, 10) * 1000
        : kind === 'network' || (status > 501 && status < 505)
          ? 200 + Math.random() * 200
          : -1;
    if (init.method || delay < 0) throw error;
    await untilAborted(new Promise((resolve) => setTimeout(resolve, delay)), init.signal);
    return attempt(transport, url, init);
  }
}
