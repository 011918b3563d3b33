import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/stay-dates.js';
import type { StayDates } from '../../src/elements/stay-dates.js';
import { holdIdleWork } from '../../src/lazy/idle.js';
import { StayDatesPage, watchCalendarRequests } from '../helpers/stay-dates-page.js';
import { sendKeys } from '../helpers/commands.js';

// A page of its own, without the calendar loaded: dates typed on the closed field before the calendar has arrived.
describe('stay-dates, typed on before its calendar has arrived', () => {
  it('keeps every key typed meanwhile and gives them to the calendar’s text field when it arrives', async () => {
    const release = holdIdleWork();
    const requests = watchCalendarRequests();
    try {
      const page = new StayDatesPage(
        await fixture<StayDates>(html`<stay-dates lang="en-GB" min="2027-01-01" max="2028-06-30" months="1"
          value="2027-07-02/2027-07-09"></stay-dates>`),
      );
      expect(requests.count).to.equal(0);
      // The keys come at once, as fast typing does: the calendar cannot have arrived in between.
      for (const key of '12-7 19-7') {
        const keydown = new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true });
        page.field.dispatchEvent(keydown);
        expect(keydown.defaultPrevented, `"${key}" is kept, not used by the button`).to.equal(true);
      }
      expect(page.element.open).to.equal(true);
      expect(page.dialog, 'not there yet').to.equal(null);
      await page.element.updateComplete;
      expect(page.isOpen()).to.equal(true);
      expect(page.root.activeElement).to.equal(page.typedInput);
      expect(page.typedInput.value).to.equal('12-7 19-7');
      await sendKeys({ press: 'Enter' });
      await page.settle();
      expect(page.element.value).to.equal('2027-07-12/2027-07-19');
    } finally {
      requests.stop();
      release();
    }
  });
});
