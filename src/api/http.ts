import { StayApiError, errorFromResponse, isStayApiError, parseHttpDate, type ApiErrorKind } from './errors.js';

/** `fetch`, or anything shaped like it (a page's instrumented fetch, a test's counting wrapper). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** How long one attempt may take before it counts as a timeout, unless the transport says otherwise. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** The longest wait for a `Retry-After` the client accepts, whatever the service asks. */
export const MAX_RETRY_AFTER_SECONDS = 10;
/** The wait after a 429 without a readable `Retry-After`. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;
/** A network error or a 502–504 is tried again after this, plus up to `RETRY_JITTER_MS` more. */
const RETRY_DELAY_MS = 200;
const RETRY_JITTER_MS = 200;

/** What a client or a session gives every request. */
export interface Transport {
  fetch?: FetchLike;
  /** Per attempt; `DEFAULT_TIMEOUT_MS` by default. */
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

async function attempt(
  { fetch: send = fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: Transport,
  url: string,
  init: ApiRequest,
) {
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
    if (!response.ok) {
      // A Retry-After date counts from the service's own clock when the page may read its `Date` header.
      const serviceNow = parseHttpDate(response.headers.get('date') ?? '');
      throw errorFromResponse(response.status, body, response.headers.get('retry-after'), serviceNow);
    }
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

/** Whether a GET that failed so is worth one more try: a lost connection or a gateway's passing trouble. */
function isPassing({ kind, status = 0 }: StayApiError): boolean {
  return kind === 'network' || status === 502 || status === 503 || status === 504;
}

/**
 * One request with its own timeout, combined with the caller's signal; resolves to the parsed JSON of a 2xx
 * answer. A GET that hits a network error or a 502/503/504 is tried again once after 200–400 ms, a 429 once after
 * `Retry-After` (absent: 1 s; at most `MAX_RETRY_AFTER_SECONDS`). Never more than one retry.
 */
export async function request(transport: Transport, url: string, init: ApiRequest): Promise<unknown> {
  try {
    return await attempt(transport, url, init);
  } catch (caught) {
    const error = caught as StayApiError;
    // Only GETs are retried: a POST (the single-use auth token) is never sent twice.
    if (init.method) throw error;
    let delay: number;
    if (error.kind === 'rate-limited') {
      delay = Math.min(error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS, MAX_RETRY_AFTER_SECONDS) * 1000;
    } else if (isPassing(error)) delay = RETRY_DELAY_MS + Math.random() * RETRY_JITTER_MS;
    else throw error;
    await untilAborted(new Promise((resolve) => setTimeout(resolve, delay)), init.signal);
    return attempt(transport, url, init);
  }
}
