import { StayApiError, errorFromResponse, isStayApiError } from './errors.js';

/** `fetch`, or anything shaped like it (a page's instrumented fetch, a test's counting wrapper). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface Transport {
  fetch: FetchLike;
  timeoutMs: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** The longest `Retry-After` the client waits before its one retry. */
export const MAX_RETRY_AFTER_S = 10;

export const globalFetch: FetchLike = (input, init) => fetch(input, init);

const aborted = (signal: AbortSignal) => new StayApiError('aborted', undefined, { cause: signal.reason });

/** `promise`, unless `signal` aborts first: then an `aborted` error. The promise itself keeps running. */
export function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted(signal));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function attempt(transport: Transport, url: string, init: RequestInit, signal?: AbortSignal): Promise<unknown> {
  if (signal?.aborted) throw aborted(signal);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), transport.timeoutMs);
  try {
    const response = await transport.fetch(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
    const body = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, body, response.headers.get('retry-after'));
    try {
      return JSON.parse(body);
    } catch (cause) {
      throw new StayApiError('bad-response', 'The search service sent an answer that is not JSON.', {
        status: response.status,
        code: 'BAD_RESPONSE',
        cause,
      });
    }
  } catch (error) {
    if (signal?.aborted) throw aborted(signal);
    if (timeout.signal.aborted) throw new StayApiError('timeout', undefined, { cause: error });
    throw isStayApiError(error) ? error : new StayApiError('network', undefined, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One request with its own timeout, combined with the caller's signal; resolves to the parsed JSON of a 2xx
 * answer. With `retry` (GETs only): a network error or 502/503/504 is tried again once after 200–400 ms, a 429
 * once after `Retry-After` (absent: 1 s; at most 10 s). Waits end at once when the caller aborts.
 */
export async function request(
  transport: Transport,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  retry: boolean,
): Promise<unknown> {
  try {
    return await attempt(transport, url, init, signal);
  } catch (error) {
    const { kind, status = 0, retryAfter = 1 } = error as StayApiError;
    const delay =
      kind === 'rate-limited'
        ? Math.min(retryAfter, MAX_RETRY_AFTER_S) * 1000
        : kind === 'network' || (status > 501 && status < 505)
          ? 200 + Math.random() * 200
          : -1;
    if (!retry || delay < 0) throw error;
    await untilAborted(new Promise((resolve) => setTimeout(resolve, delay)), signal);
    return attempt(transport, url, init, signal);
  }
}
