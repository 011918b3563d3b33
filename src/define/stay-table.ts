import { StayTable } from '../elements/stay-table.js';
import { defineElement } from './define-element.js';

defineElement('stay-table', StayTable);
export { StayTable };
// "All administrations" merges and shows in this part too: only the staff's desk needs it.
export { AdministrationsSource } from '../controllers/administrations-source.js';
export { administrationsView } from '../elements/stay-search-administrations.js';
