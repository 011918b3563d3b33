// The package's main entry: classes, events and the API, without registering any tag.
export { StayPager } from './elements/stay-pager.js';
export { StayPageChangeEvent, StayPageIntentEvent } from './events/stay-page-change.js';
