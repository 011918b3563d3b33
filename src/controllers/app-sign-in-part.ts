import { LazyPart } from '../lazy/lazy-part.js';

/** The sign-in part: the token flow, loaded on demand (app pages only). */
export type SignInPart = LazyPart<typeof import('./app-sign-in.js')>;

/**
 * The token flow as its own chunk, fetched only when a host signs in (a page with `?authtoken=`, in app mode). It is
 * named here, apart from `AppSessionController` (which comes in `<stay-search>`'s app part): `<stay-search>` fetches
 * it beside that part rather than after it, so the exchange does not wait for two requests in a row.
 */
export const appSignInPart: SignInPart = new LazyPart('app-session', () => import('./app-sign-in.js'));
