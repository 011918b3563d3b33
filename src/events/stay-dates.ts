import { StayEvent } from './stay-search.js';

/**
 * The guest chose an arrival day in `<stay-dates>`; the departure is still open. `arrival` is `YYYY-MM-DD`.
 * The element's `value` is unchanged until the departure completes the range (then `change` fires).
 */
export class StayArrivalSelectEvent extends StayEvent {
  static readonly eventName = 'stay-arrival-select';
  constructor(readonly arrival: string) {
    super(StayArrivalSelectEvent.eventName);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-arrival-select': StayArrivalSelectEvent;
  }
}
