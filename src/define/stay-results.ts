import { StayResults } from '../elements/stay-results.js';
import { defineElement } from './define-element.js';

defineElement('stay-results', StayResults);
export { StayResults };
