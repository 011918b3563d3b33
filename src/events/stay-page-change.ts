import { StayEvent } from './stay-search.js';

/** An event about a page; its type is its class's `eventName`. */
class StayPageEvent extends StayEvent {
  static readonly eventName: string;
  constructor(readonly page: number) {
    super(new.target.eventName);
  }
}

/** A pager moved to another page; `page` is already the pager's new value when this fires. */
export class StayPageChangeEvent extends StayPageEvent {
  static override readonly eventName = 'stay-page-change';
}

/** The guest shows they are about to go to `page` (pointer or focus on "next"), so it can be fetched ahead. */
export class StayPageIntentEvent extends StayPageEvent {
  static override readonly eventName = 'stay-page-intent';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'stay-page-change': StayPageChangeEvent;
    'stay-page-intent': StayPageIntentEvent;
  }
}
