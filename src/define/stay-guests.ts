import { StayGuests } from '../elements/stay-guests.js';
import { defineElement } from './define-element.js';

defineElement('stay-guests', StayGuests);
export { StayGuests };
