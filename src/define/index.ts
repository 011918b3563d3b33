// Registers every element: the entry of the script-tag bundle `dist/stay-search.js` and of `stay-search/define`.
// Each file checks `customElements.get` first, so a second copy on the page does no harm.
// The texts of every element first, side by side: gzip finds the four languages' shared words within its window
// (about 120 bytes less than with each catalog next to its element). They are data modules with no side effects.
import '../i18n/dates.js';
import '../i18n/guests.js';
import '../i18n/filters.js';
import '../i18n/results.js';
import '../i18n/pager.js';
import '../i18n/search.js';
import '../i18n/vocabulary.js';
import './stay-dates.js';
import './stay-guests.js';
import './stay-filters.js';
import './stay-results.js';
import './stay-pager.js';
import './stay-search.js';

// What a page script needs to talk to the widget: the element classes and the typed events. The service client
// (`createClient`, `AppSession`, …) is the package's main entry, `stay-search`; the widget carries only the
// parts of it that it uses.
export { StayDates, StayGuests, StayFilters, StayResults, StayPager, StaySearch } from '../index.js';
export {
  StayArrivalSelectEvent,
  StayPageChangeEvent,
  StayPageIntentEvent,
  StayClearFiltersEvent,
  StayChangeDatesEvent,
  StayRetryEvent,
  StaySelectEvent,
  StayQueryChangeEvent,
  StayResultsEvent,
  StayErrorEvent,
  StaySessionEvent,
  StayApiError,
} from '../index.js';
