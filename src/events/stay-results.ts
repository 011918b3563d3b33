import { StayEvent } from './stay-search.js';

/** An event without payload whose type is its class's `eventName`. */
class StayActionEvent extends StayEvent {
  static readonly eventName: string;
  constructor() {
    super(new.target.eventName);
  }
}

/** The guest asked, from the empty state, to clear every filter. */
export class StayClearFiltersEvent extends StayActionEvent {
  static override readonly eventName = 'stay-clear-filters';
}

/** The guest asked, from the empty state, to choose other dates. */
export class StayChangeDatesEvent extends StayActionEvent {
  static override readonly eventName = 'stay-change-dates';
}

/** The guest asked, from the error state, to run the failed search again. */
export class StayRetryEvent extends StayActionEvent {
  static override readonly eventName = 'stay-retry';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-clear-filters': StayClearFiltersEvent;
    'stay-change-dates': StayChangeDatesEvent;
    'stay-retry': StayRetryEvent;
  }
}
