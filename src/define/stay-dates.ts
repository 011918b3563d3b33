import { StayDates } from '../elements/stay-dates.js';
import { defineElement } from './define-element.js';

defineElement('stay-dates', StayDates);
export { StayDates };
