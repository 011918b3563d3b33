import type { Accommodation, SearchQuery, User } from '../api/types.js';

/**
 * The base of every `stay-…` event: it bubbles and crosses shadow roots (so a page hears it on `<stay-search>`), and
 * is cancelable only when asked. Each subclass names its type in `eventName` and carries its payload as typed,
 * read-only fields.
 */
export class StayEvent extends Event {
  constructor(type: string, cancelable = false) {
    super(type, { bubbles: true, composed: true, cancelable });
  }
}

/** `<stay-search>` committed a new query (a new search or another page); `query` is what is being asked now. */
export class StayQueryChangeEvent extends StayEvent {
  static readonly eventName = 'stay-query-change';
  constructor(readonly query: SearchQuery) {
    super(StayQueryChangeEvent.eventName);
  }
}

/**
 * A result set is committed and rendered: `items` of `page`, out of `total` accommodations for the query. On the
 * staff's desk searching all administrations the rows show before the counts, and this fires once the total is in;
 * should a count fail, `total` is the rows up to the end of the page (at least that many match).
 */
export class StayResultsEvent extends StayEvent {
  static readonly eventName = 'stay-results';
  constructor(
    readonly items: Accommodation[],
    readonly page: number,
    readonly total: number,
    readonly query: SearchQuery,
  ) {
    super(StayResultsEvent.eventName);
  }
}

/** A search, the sign-in or the configuration failed; `error` is a `StayApiError` for anything the service said. */
export class StayErrorEvent extends StayEvent {
  static readonly eventName = 'stay-error';
  constructor(readonly error: Error) {
    super(StayErrorEvent.eventName);
  }
}

/** App mode: the signed-in user is known (`/v21/users/me`). */
export class StaySessionEvent extends StayEvent {
  static readonly eventName = 'stay-session';
  constructor(readonly user: User) {
    super(StaySessionEvent.eventName);
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
