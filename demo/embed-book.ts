// Shows the values the Book button put into the booking page's address (as text: nothing here is markup).
import { carryServiceParam } from './demo-config.js';

const params = new URLSearchParams(location.search);
for (const field of document.querySelectorAll<HTMLElement>('[data-param]')) {
  field.textContent = params.get(field.dataset.param ?? '') || '–';
}
carryServiceParam();
