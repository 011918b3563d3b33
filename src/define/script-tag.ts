// The entry of the script-tag bundle, `dist/stay-search.js`: registers every element, as `./index.ts` does, except
// that `<stay-pager>` is registered on demand from a part of its own (see `./stay-pager-part.ts`). A page that
// bundles the package itself imports `stay-search/define` (`./index.ts`), which registers all of them at once.
// Each registration checks `customElements.get` first, so a second copy on the page does no harm.
import './stay-dates.js';
import './stay-guests.js';
import './stay-filters.js';
import './stay-results.js';
import { StaySearch } from '../elements/stay-search.js';
import { defineElement } from './define-element.js';
import { definePagerOnDemand } from './stay-pager-part.js';

defineElement('stay-search', StaySearch);
definePagerOnDemand();

// The element classes (for `instanceof` and `customElements.whenDefined`), but `StayPager`, whose code this file
// loads on demand: `customElements.whenDefined('stay-pager')` gives it. The event classes and the service client
// (`createClient`, `AppSession`, …) are in the package's main entry, `stay-search`.
// From their own modules, not `../index.js`: that one also re-exports `StayPager`, and the build keeps every module
// this file reaches by static imports in the entry (see `entryClosurePlugin` in vite.config.ts).
export { StayDates } from '../elements/stay-dates.js';
export { StayGuests } from '../elements/stay-guests.js';
export { StayFilters } from '../elements/stay-filters.js';
export { StayResults } from '../elements/stay-results.js';
export { StaySearch };
