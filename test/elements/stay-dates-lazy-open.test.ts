import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-dates.js';
import type { StayDates } from '../../src/elements/stay-dates.js';
import { holdIdleWork } from '../../src/lazy/idle.js';
import { StayDatesPage, watchCalendarRequests } from '../helpers/stay-dates-page.js';

// A page of its own, without the calendar loaded: a click that comes before the calendar has arrived.
describe('stay-dates, opened before its calendar has arrived', () => {
  it('opens as soon as the calendar arrives, and updateComplete waits for it', async () => {
    const release = holdIdleWork();
    const requests = watchCalendarRequests();
    try {
      const page = new StayDatesPage(
        await fixture<StayDates>(html`<stay-dates lang="en-GB" min="2027-01-01" max="2028-06-30" months="1"
          value="2027-07-02/2027-07-09"></stay-dates>`),
      );
      expect(requests.count).to.equal(0);
      // Focus is intent, and the click comes at once: the calendar cannot have arrived in between.
      page.field.focus();
      page.field.click();
      expect(page.element.open).to.equal(true);
      expect(page.dialog, 'not there yet').to.equal(null);
      await page.element.updateComplete;
      expect(page.isOpen()).to.equal(true);
      expect(page.focusedDay()).to.equal('2027-07-02');
      expect(page.selectedDays()).to.deep.equal(['2027-07-02', '2027-07-09']);
      await waitUntil(() => requests.count > 0, 'the request to be recorded');
      expect(requests.count, 'one request for the focus and the click').to.equal(1);
      // The keys work at once: the calendar arrived with its listeners.
      await page.pressKey('ArrowRight');
      expect(page.focusedDay()).to.equal('2027-07-03');
      await page.pressKey('Escape');
      expect(page.isOpen()).to.equal(false);
      expect(page.root.activeElement).to.equal(page.field);
    } finally {
      requests.stop();
      release();
    }
  });
});
