import { StayTable } from '../elements/stay-table.js';
import { defineElement } from './define-element.js';

defineElement('stay-table', StayTable);
export { StayTable };
