export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'auth'
  | 'forbidden'
  | 'invalid'
  | 'rate-limited'
  | 'server'
  | 'bad-response';

export interface StayApiErrorDetails {
  status?: number;
  code?: string;
  param?: string;
  retryAfter?: number;
  cause?: unknown;
}

// One plain English sentence a kind; the widget translates by `kind` (and `code`), so these stay short.
const KIND_MESSAGES: Record<ApiErrorKind, string> = {
  network: 'The search service could not be reached.',
  timeout: 'The search service took too long to answer.',
  aborted: 'The request was cancelled.',
  auth: 'The search service did not accept the credentials.',
  forbidden: 'This page may not use the search service.',
  invalid: 'The search service did not accept the request.',
  'rate-limited': 'Too many searches at once; try again in a moment.',
  server: 'The search service has a problem; try again later.',
  'bad-response': 'The search service sent an answer the widget cannot read.',
};

// Codes whose server wording ("INVALID_CUSTOM_TOKEN") means nothing to the person at the screen.
const CODE_MESSAGES: Record<string, string> = {
  MISSING_AUTHTOKEN: 'Open this page from the back office: it needs an authtoken in its address.',
  INVALID_CUSTOM_TOKEN: 'This link has expired or was already used. Open the page again from the back office.',
  INVALID_REFRESH_TOKEN: 'Your session has ended. Open the page again from the back office.',
};

/**
 * Everything that can go wrong between the widget and the service. `kind` says what to tell the guest; `status`
 * is the HTTP status (absent when no answer came); `code` the service's error code; `param` the query parameter
 * at fault (for `bad-response`: the field of the answer, e.g. `data[3].price_total`); `retryAfter` seconds.
 */
export class StayApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly param?: string;
  readonly retryAfter?: number;

  constructor(kind: ApiErrorKind, message?: string, details: StayApiErrorDetails = {}) {
    super(message || CODE_MESSAGES[details.code ?? ''] || KIND_MESSAGES[kind], { cause: details.cause });
    this.name = 'StayApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.param = details.param;
    this.retryAfter = details.retryAfter;
  }
}

export function isStayApiError(error: unknown): error is StayApiError {
  return error instanceof StayApiError;
}

export function badResponse(path: string): StayApiError {
  return new StayApiError('bad-response', `${KIND_MESSAGES['bad-response']} (${path})`, {
    code: 'BAD_RESPONSE',
    param: path,
  });
}

/** Seconds from a `Retry-After` header: delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

/**
 * The error for a non-2xx answer. Reads the contract's `{"error":{"code":400,"message":"CODE","details","param"}}`,
 * the Firebase shape (`message` may be `"CODE : explanation"`) and `{"error":{"code":"CODE","message":"…"}}`;
 * any other body (an HTML error page, a proxy's text) gives the kind's own sentence.
 */
export function errorFromResponse(status: number, bodyText: string, retryAfterHeader: string | null): StayApiError {
  let error: Record<string, unknown> = {};
  try {
    const body = JSON.parse(bodyText) as { error?: unknown };
    if (body && typeof body.error === 'object' && body.error) error = body.error as Record<string, unknown>;
  } catch {
    // not JSON: keep the kind's sentence
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const codeOf = (value: unknown) => text(value)?.match(/^[A-Z][A-Z0-9_]+\b/)?.[0];
  const code = codeOf(error.code) ?? codeOf(error.message);
  const kind: ApiErrorKind =
    status === 401 || code === 'INVALID_CUSTOM_TOKEN' || code === 'INVALID_REFRESH_TOKEN'
      ? 'auth'
      : status === 403
        ? 'forbidden'
        : status === 429
          ? 'rate-limited'
          : status === 400 || status === 422
            ? 'invalid'
            : 'server';
  // The developer sentence of the contract's `details`, unless it looks like markup or a stack trace.
  const details = text(error.details);
  const readable = details && details.length < 300 && !/[<>{}]/.test(details) ? details : undefined;
  return new StayApiError(kind, code && CODE_MESSAGES[code] ? undefined : readable, {
    status,
    code,
    param: text(error.param),
    retryAfter: parseRetryAfter(retryAfterHeader),
  });
}
