// Registers every element: the entry of the script-tag bundle `dist/stay-search.js` and of `stay-search/define`.
// Each file checks `customElements.get` first, so a second copy on the page does no harm.
import './stay-dates.js';
import './stay-guests.js';
import './stay-filters.js';
import './stay-results.js';
import './stay-pager.js';
import './stay-search.js';

// The element classes (for `instanceof` and `customElements.whenDefined`). The event classes and the service client
// (`createClient`, `AppSession`, …) are in the package's main entry, `stay-search`.
export { StayDates, StayGuests, StayFilters, StayResults, StayPager, StaySearch } from '../index.js';
