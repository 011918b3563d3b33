import { StayPager } from '../elements/stay-pager.js';
import { defineElement } from './define-element.js';

defineElement('stay-pager', StayPager);
export { StayPager };
