/** The guest asked, from the empty state, to clear every filter. */
export class StayClearFiltersEvent extends Event {
  static readonly eventName = 'stay-clear-filters';
  constructor() {
    super(StayClearFiltersEvent.eventName, { bubbles: true, composed: true });
  }
}

/** The guest asked, from the empty state, to choose other dates. */
export class StayChangeDatesEvent extends Event {
  static readonly eventName = 'stay-change-dates';
  constructor() {
    super(StayChangeDatesEvent.eventName, { bubbles: true, composed: true });
  }
}

/** The guest asked, from the error state, to run the failed search again. */
export class StayRetryEvent extends Event {
  static readonly eventName = 'stay-retry';
  constructor() {
    super(StayRetryEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-clear-filters': StayClearFiltersEvent;
    'stay-change-dates': StayChangeDatesEvent;
    'stay-retry': StayRetryEvent;
  }
}
