export type ApiErrorKind =
  'network' | 'timeout' | 'aborted' | 'auth' | 'forbidden' | 'invalid' | 'rate-limited' | 'server' | 'bad-response';

export interface StayApiErrorDetails {
  status?: number;
  code?: string;
  param?: string;
  retryAfter?: number;
  cause?: unknown;
}

// Messages are for developers, in English; the widget shows the guest its own translated text by `kind` and `code`.
// These codes get a sentence of their own because a page may show it as it is.
const CODE_MESSAGES: Record<string, string> = {
  MISSING_AUTHTOKEN: 'No authtoken: open this page from the back office.',
  INVALID_CUSTOM_TOKEN: 'Authtoken expired or used: open this page again from the back office.',
  INVALID_REFRESH_TOKEN: 'Session ended: open this page again from the back office.',
};

// The token endpoints answer 400 for a refused token: for the widget that is a sign-in problem.
const REFUSED_TOKEN = /^INVALID_\w+_TOKEN$/;

const KIND_OF_STATUS: Record<number, ApiErrorKind> = {
  400: 'invalid',
  401: 'auth',
  403: 'forbidden',
  422: 'invalid',
  429: 'rate-limited',
};

/**
 * Everything that can go wrong between the widget and the service. `kind` says what to tell the guest; `status`
 * is the HTTP status (absent when no answer came); `code` the service's error code; `param` the query parameter
 * at fault (for `bad-response`: the field of the answer, e.g. `data[3].price_total`); `retryAfter` seconds.
 */
export class StayApiError extends Error {
  declare readonly status?: number;
  declare readonly code?: string;
  declare readonly param?: string;
  declare readonly retryAfter?: number;

  constructor(
    readonly kind: ApiErrorKind,
    message?: string,
    details: StayApiErrorDetails = {},
  ) {
    super(CODE_MESSAGES[details.code ?? ''] || message || `Request failed: ${kind}.`, { cause: details.cause });
    this.name = 'StayApiError';
    Object.assign(this, details);
  }
}

export function isStayApiError(error: unknown): error is StayApiError {
  return error instanceof StayApiError;
}

export function badResponse(path: string): StayApiError {
  return new StayApiError('bad-response', `Unreadable answer at ${path}.`, { code: 'BAD_RESPONSE', param: path });
}

/** Seconds from a `Retry-After` header: delta-seconds, as the contract sends it (an HTTP date is not read). */
export function parseRetryAfter(header: string | null): number | undefined {
  // `|| NaN`: Number reads null and '' as 0.
  const seconds = Number(header || NaN);
  return seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The error for a non-2xx answer. Reads the contract's `{"error":{"code":400,"message":"CODE","details","param"}}`,
 * the Firebase shape (`message` may be `"CODE : explanation"`) and `{"error":{"code":"CODE","message":"…"}}`;
 * any other body (an HTML error page, a proxy's text) gives the kind's own sentence.
 */
export function errorFromResponse(status: number, bodyText: string, retryAfterHeader: string | null): StayApiError {
  let error: Record<string, unknown> = {};
  try {
    error = JSON.parse(bodyText).error ?? {};
  } catch {
    // not JSON: keep the kind's sentence
  }
  const codeOf = (value: unknown) => /^[A-Z][A-Z0-9_]+\b/.exec(String(value))?.[0];
  const code = codeOf(error.code) ?? codeOf(error.message);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  // The developer sentence of the contract's `details`, unless it looks like markup or a stack trace.
  const details = text(error.details);
  return new StayApiError(
    REFUSED_TOKEN.test(code ?? '') ? 'auth' : (KIND_OF_STATUS[status] ?? 'server'),
    details && details.length < 300 && !/[<>{}]/.test(details) ? details : undefined,
    { status, code, param: text(error.param), retryAfter: parseRetryAfter(retryAfterHeader) },
  );
}
