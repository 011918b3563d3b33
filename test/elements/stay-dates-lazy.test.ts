import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-dates.js';
import type { StayDates } from '../../src/elements/stay-dates.js';
import { holdIdleWork } from '../../src/lazy/idle.js';
import { StayDatesPage, watchCalendarRequests } from '../helpers/stay-dates-page.js';

/**
 * How long a wait for the calendar's part (a module fetched from the test server, then evaluated) may take before it
 * counts as a hang: open-wc's default of 1 s is too short on a busy 2-core machine. Never a measure of speed.
 */
const CALENDAR_PART_BOUND_MS = 10_000;

// Each test file runs in a page of its own: this one starts without the calendar loaded. Keep the first test first.
describe('stay-dates, its calendar fetched on intent', () => {
  it('renders the field without the calendar, and fetches it when the pointer comes over the field', async () => {
    // A widget on the page is waiting for its first results: nothing is fetched ahead yet.
    const release = holdIdleWork();
    const requests = watchCalendarRequests();
    try {
      const page = new StayDatesPage(
        await fixture<StayDates>(html`<stay-dates lang="en-GB" min="2027-01-01" max="2028-06-30" months="1"
          value="2027-07-02/2027-07-09"></stay-dates>`),
      );
      expect(page.fieldText()).to.contain('7 nights');
      expect(page.dialog, 'no dialog before it is opened').to.equal(null);
      expect(page.days()).to.have.length(0);
      expect(requests.count, 'the calendar is not fetched for the field').to.equal(0);

      page.field.dispatchEvent(new PointerEvent('pointerenter'));
      await waitUntil(() => requests.count === 1, 'the calendar to be fetched on intent', {
        timeout: CALENDAR_PART_BOUND_MS,
      });
      expect(page.element.open, 'fetched ahead, not opened').to.equal(false);
      page.field.focus();
      await page.open();
      expect(page.focusedDay()).to.equal('2027-07-02');
      expect(requests.count, 'one request, however often it was asked for').to.equal(1);
      await page.close();
    } finally {
      requests.stop();
      release();
    }
  });

  it('shows an inline calendar as soon as it is rendered (updateComplete waits for the part)', async () => {
    const element = await fixture<StayDates>(
      html`<stay-dates inline lang="en-GB" min="2027-01-01" max="2028-06-30" months="1"></stay-dates>`,
    );
    const page = new StayDatesPage(element);
    expect(page.days()).to.have.length(31);
    expect(page.tabbableDays()).to.deep.equal(['2027-01-01']);
    await expect(element).to.be.accessible();
  });

  it('makes a calendar fetched ahead while the page is idle, showing nothing of it until it is opened', async () => {
    const page = new StayDatesPage(
      await fixture<StayDates>(html`<stay-dates lang="en-GB" min="2027-01-01" max="2028-06-30" months="2"
        value="2027-07-02/2027-07-09"></stay-dates>`),
    );
    const root = page.element.shadowRoot!;
    const ownStyles = root.adoptedStyleSheets.length;
    const field = page.fieldText();
    page.field.dispatchEvent(new PointerEvent('pointerenter'));
    // Made ahead: its styles are adopted in the element's root (the calendar renders there), before any click.
    await waitUntil(() => root.adoptedStyleSheets.length > ownStyles, 'the calendar was not made ahead', {
      timeout: CALENDAR_PART_BOUND_MS,
    });
    expect(page.element.open, 'made, not opened').to.equal(false);
    expect(page.dialog, 'no dialog').to.equal(null);
    expect(page.days(), 'no days on the page').to.have.length(0);
    expect(page.fieldText()).to.equal(field);
    page.field.focus();
    await page.open();
    expect(page.focusedDay()).to.equal('2027-07-02');
    expect(page.days()).to.have.length(31 + 31);
    await expect(page.element).to.be.accessible();
    await page.close();
    expect(page.element.open).to.equal(false);
  });
});
