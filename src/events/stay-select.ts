import { StayEvent } from './stay-search.js';
import type { Accommodation, SearchQuery } from '../api/types.js';

/**
 * The guest chose "Book" on a card. Cancelable: a host page that calls `preventDefault()` takes over, and the
 * booking link (when there is one) is not followed. `url` is that link, or `undefined` without `booking-url`.
 */
export class StaySelectEvent extends StayEvent {
  static readonly eventName = 'stay-select';
  constructor(
    readonly accommodation: Accommodation,
    readonly query: SearchQuery | undefined,
    readonly url?: string,
  ) {
    super(StaySelectEvent.eventName, true);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-select': StaySelectEvent;
  }
}
