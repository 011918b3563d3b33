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

// The element classes (for `instanceof` and `customElements.whenDefined`). The event classes and the service client
// (`createClient`, `AppSession`, …) are in the package's main entry, `stay-search`: a page script reads an event's
// fields (`event.accommodation`) without its class, and every export costs the script-tag bundle bytes.
export { StayDates, StayGuests, StayFilters, StayResults, StayPager, StaySearch } from '../index.js';
