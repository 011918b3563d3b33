import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { StaySearchPage, expectedIds, plusDays, sandboxData } from '../helpers/stay-search-page.js';

describe('stay-search journeys', () => {
  it('asks for dates first and searches once they are chosen', async () => {
    const data = await sandboxData(SANDBOX_URL);
    const el = await fixture<StaySearch>(html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20"></stay-search>`);
    const page = new StaySearchPage(el);
    expect(page.prompt()).to.contain('When would you like to come?');
    const arrival = plusDays(data.today, 40);
    const departure = plusDays(data.today, 47);
    const results = page.nextResults();
    await page.dates.pick(arrival, departure);
    const event = await results;
    const expected = expectedIds(data, { arrival, departure });
    expect(event.total).to.equal(expected.length);
    expect(event.items.map((i) => i.id)).to.deep.equal(expected.slice(0, 20));
    expect(page.results.cards()).to.have.length(Math.min(20, expected.length));
    await expect(el).to.be.accessible();
  });
});
