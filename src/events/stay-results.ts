import { StayEvent } from './stay-search.js';

/** The guest asked, from the empty state, to clear every filter. */
export class StayClearFiltersEvent extends StayEvent {
  static readonly eventName = 'stay-clear-filters';
  constructor() {
    super(StayClearFiltersEvent.eventName);
  }
}

/** The guest asked, from the empty state, to choose other dates. */
export class StayChangeDatesEvent extends StayEvent {
  static readonly eventName = 'stay-change-dates';
  constructor() {
    super(StayChangeDatesEvent.eventName);
  }
}

/** The guest asked, from the error state, to run the failed search again. */
export class StayRetryEvent extends StayEvent {
  static readonly eventName = 'stay-retry';
  constructor() {
    super(StayRetryEvent.eventName);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-clear-filters': StayClearFiltersEvent;
    'stay-change-dates': StayChangeDatesEvent;
    'stay-retry': StayRetryEvent;
  }
}
