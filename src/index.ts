// The package's main entry: classes, events and the API, without registering any tag.
// Register tags through `stay-search/define` (all) or `stay-search/<tag>/define` (one).
export { StayDates } from './elements/stay-dates.js';
export { StayGuests } from './elements/stay-guests.js';
export { StayFilters } from './elements/stay-filters.js';
export { StayResults, type ResultsStatus, type ResultsError } from './elements/stay-results.js';
export { StayPager } from './elements/stay-pager.js';
export { StaySearch, type SortKey } from './elements/stay-search.js';

export { StayArrivalSelectEvent } from './events/stay-dates.js';
export { StayPageChangeEvent, StayPageIntentEvent } from './events/stay-page-change.js';
export { StayClearFiltersEvent, StayChangeDatesEvent, StayRetryEvent } from './events/stay-results.js';
export { StaySelectEvent } from './events/stay-select.js';
export { StayQueryChangeEvent, StayResultsEvent, StayErrorEvent, StaySessionEvent } from './events/stay-search.js';

export * from './api/index.js';
