import { StayEvent } from './stay-search.js';

/** A pager moved to another page; `page` is already the pager's new value when this fires. */
export class StayPageChangeEvent extends StayEvent {
  static readonly eventName = 'stay-page-change';
  constructor(readonly page: number) {
    super(StayPageChangeEvent.eventName);
  }
}

/** The guest shows they are about to go to `page` (pointer or focus on "next"), so it can be fetched ahead. */
export class StayPageIntentEvent extends StayEvent {
  static readonly eventName = 'stay-page-intent';
  constructor(readonly page: number) {
    super(StayPageIntentEvent.eventName);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-page-change': StayPageChangeEvent;
    'stay-page-intent': StayPageIntentEvent;
  }
}
