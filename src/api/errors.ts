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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// The three forms of an HTTP-date (RFC 9110 section 5.6.7), which a recipient must all accept:
// IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete RFC 850 `Sunday, 06-Nov-94 08:49:37 GMT` and
// asctime `Sun Nov  6 08:49:37 1994`. Parsed here rather than by `Date.parse`, which reads the obsolete forms
// differently in each engine.
const IMF_FIXDATE = /^[a-z]{3}, (\d{2}) ([a-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/i;
const RFC_850 = /^[a-z]{6,9}, (\d{2})-([a-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/i;
const ASCTIME = /^[a-z]{3} ([a-z]{3}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/i;

/** Milliseconds since 1970 of an HTTP-date in any of its three forms, or `undefined`. */
export function parseHttpDate(text: string, now = Date.now()): number | undefined {
  // [year, month name, day, hours, minutes, seconds] as written, whichever the form.
  let fields: (string | undefined)[] | undefined;
  let match = IMF_FIXDATE.exec(text);
  if (match) fields = [match[3], match[2], match[1], match[4], match[5], match[6]];
  else if ((match = ASCTIME.exec(text))) fields = [match[6], match[1], match[2], match[3], match[4], match[5]];
  else if ((match = RFC_850.exec(text))) {
    // A two-digit year more than 50 years ahead of now is in the past century (RFC 9110).
    const thisYear = new Date(now).getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + Number(match[3]);
    if (year > thisYear + 50) year -= 100;
    fields = [String(year), match[2], match[1], match[4], match[5], match[6]];
  }
  if (!fields) return undefined;
  const month = MONTHS.indexOf(String(fields[1]).toLowerCase());
  const [year = NaN, , day, hours, minutes, seconds] = fields.map(Number);
  const time = Date.UTC(year, month, day, hours, minutes, seconds);
  const date = new Date(time);
  // Only a real moment reads back as itself: no 31 February, no hour 25.
  const real =
    month >= 0 &&
    date.getUTCDate() === day &&
    date.getUTCMonth() === month &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return real ? time : undefined;
}

/**
 * Seconds to wait from a `Retry-After` header, in either of its forms (RFC 9110 section 10.2.3): delta-seconds, as
 * the contract sends it, or an HTTP-date, counted from `now` (the answer's `Date` when the page may read it, else
 * the client's clock); a date already past is 0. `undefined` when the header is absent or unreadable. The client
 * bounds the wait itself.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  const text = header?.trim() ?? '';
  if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text));
  const date = parseHttpDate(text, now);
  return date === undefined ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * The error for a non-2xx answer. Reads the contract's `{"error":{"code":400,"message":"CODE","details","param"}}`,
 * the Firebase shape (`message` may be `"CODE : explanation"`) and `{"error":{"code":"CODE","message":"…"}}`;
 * any other body (an HTML error page, a proxy's text) gives the kind's own sentence.
 */
export function errorFromResponse(
  status: number,
  bodyText: string,
  retryAfterHeader: string | null,
  now = Date.now(),
): StayApiError {
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
    { status, code, param: text(error.param), retryAfter: parseRetryAfter(retryAfterHeader, now) },
  );
}
