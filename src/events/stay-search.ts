import type { Accommodation, SearchQuery, User } from '../api/types.js';

/** `<stay-search>` committed a new query (a new search or another page); `query` is what is being asked now. */
export class StayQueryChangeEvent extends Event {
  static readonly eventName = 'stay-query-change';
  constructor(readonly query: SearchQuery) {
    super(StayQueryChangeEvent.eventName, { bubbles: true, composed: true });
  }
}

/** A result set is committed and rendered: `items` of `page`, out of `total` accommodations for the query. */
export class StayResultsEvent extends Event {
  static readonly eventName = 'stay-results';
  constructor(
    readonly items: Accommodation[],
    readonly page: number,
    readonly total: number,
    readonly query: SearchQuery,
  ) {
    super(StayResultsEvent.eventName, { bubbles: true, composed: true });
  }
}

/** A search, the sign-in or the configuration failed; `error` is a `StayApiError` for anything the service said. */
export class StayErrorEvent extends Event {
  static readonly eventName = 'stay-error';
  constructor(readonly error: Error) {
    super(StayErrorEvent.eventName, { bubbles: true, composed: true });
  }
}

/** App mode: the signed-in user is known (`/v21/users/me`). */
export class StaySessionEvent extends Event {
  static readonly eventName = 'stay-session';
  constructor(readonly user: User) {
    super(StaySessionEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-query-change': StayQueryChangeEvent;
    'stay-results': StayResultsEvent;
    'stay-error': StayErrorEvent;
    'stay-session': StaySessionEvent;
  }
}
