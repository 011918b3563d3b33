// Registers every element: the entry of the script-tag bundle `dist/stay-search.js` and of `stay-search/define`.
// Each file checks `customElements.get` first, so a second copy on the page does no harm.
import './stay-dates.js';
import './stay-guests.js';
import './stay-filters.js';
import './stay-results.js';
import './stay-pager.js';
import './stay-search.js';

export * from '../index.js';
