import { StaySearch } from '../elements/stay-search.js';
import { defineElement } from './define-element.js';
import './stay-dates.js';
import './stay-guests.js';
import './stay-filters.js';
import './stay-results.js';
import './stay-pager.js';

defineElement('stay-search', StaySearch);
export { StaySearch };
