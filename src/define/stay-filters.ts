import { StayFilters } from '../elements/stay-filters.js';
import { defineElement } from './define-element.js';

defineElement('stay-filters', StayFilters);
export { StayFilters };
