import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/stay-dates.js';
import type { StayDates } from '../../src/elements/stay-dates.js';
import { StayDatesPage, shortDay } from '../helpers/stay-dates-page.js';

/**
 * Runs in every browser context, and meant for contexts set to far-off zones (Pacific/Kiritimati, UTC+14, and
 * Pacific/Honolulu, UTC-10): the days, their names and the nights must be the same as in UTC.
 */
describe('stay-dates in the browser time zone', () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it(`shows the same days in ${zone}`, async () => {
    const element = await fixture<StayDates>(
      html`<stay-dates inline lang="en-GB" min="2027-01-01" max="2028-06-30" months="1" value="2027-03-26/2027-04-02"></stay-dates>`,
    );
    const page = new StayDatesPage(element);
    expect(page.monthHeadings()).to.deep.equal(['March 2027']);
    const days = page.days();
    expect(days).to.have.length(31);
    expect(days[0]!.dataset.date).to.equal('2027-03-01');
    expect(days[30]!.dataset.date).to.equal('2027-03-31');
    expect(page.day('2027-03-01').getAttribute('aria-label')).to.equal('Monday, 1 March 2027');
    expect(page.day('2027-03-28').getAttribute('aria-label')).to.equal('Sunday, 28 March 2027');
    expect(page.day('2027-03-31').textContent!.trim()).to.equal('31');
    // 1 March 2027 is a Monday: the first cell of a Monday week.
    expect(element.shadowRoot!.querySelector('tbody td button')!.getAttribute('data-date')).to.equal('2027-03-01');
    expect(page.selectedDays()).to.deep.equal(['2027-03-26']);
    expect(page.status()).to.contain(
      `${shortDay('2027-03-26', 'en-GB')} – ${shortDay('2027-04-02', 'en-GB')} · 7 nights`,
    );
  });

  it(`keeps the range across a daylight-saving change in ${zone}`, async () => {
    const element = await fixture<StayDates>(
      html`<stay-dates lang="en-GB" min="2027-01-01" max="2028-06-30" value="2027-10-29/2027-11-01"></stay-dates>`,
    );
    const page = new StayDatesPage(element);
    expect(page.fieldText()).to.equal(
      `${shortDay('2027-10-29', 'en-GB')} – ${shortDay('2027-11-01', 'en-GB')} · 3 nights`,
    );
    expect([element.arrival, element.departure]).to.deep.equal(['2027-10-29', '2027-11-01']);
  });

  it('takes today from the local calendar, not from UTC', async () => {
    const now = new Date();
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const element = await fixture<StayDates>(html`<stay-dates inline lang="en"></stay-dates>`);
    const today = element.shadowRoot!.querySelector('[aria-current="date"]');
    expect(today?.getAttribute('data-date')).to.equal(local);
    expect(today?.hasAttribute('aria-disabled')).to.equal(false);
    expect(element.shadowRoot!.querySelector('[tabindex="0"]')!.getAttribute('data-date')).to.equal(local);
  });
});
