// The only part of the widget that talks to the service (contract sections 1, 3 and 5).
export { createClient, type ClientOptions, type RequestOptions, type StayClient } from './client.js';
export { AppSession, decodeJwt, type AppSessionOptions } from './session.js';
export { StayApiError, isStayApiError, type ApiErrorKind, type StayApiErrorDetails } from './errors.js';
export type { FetchLike } from './http.js';
export { encodeSearchQuery, validateSearchQuery, type QueryProblem } from './query-encoding.js';
export * from './types.js';
