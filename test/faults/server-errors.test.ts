// Fault suite: 500, 502, 503, a dropped connection and broken JSON give a clear error state; the guest's choices
// stay as they were and "Try again" works. 429 with Retry-After: the widget waits, recovers alone, never loops.
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-search.js';
import type { StayDates } from '../../src/elements/stay-dates.js';
import type { StayErrorEvent } from '../../src/events/stay-search.js';
import type { StayApiError } from '../../src/api/errors.js';
import { isolatedSandbox, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { compressWaits } from '../helpers/timers.js';
import {
  StaySearchPage,
  expectedIds,
  plusDays,
  recordingFetch,
  sandboxData,
  searchFixture,
  type SandboxData,
} from '../helpers/stay-search-page.js';

const FAULTS: { name: string; fault: Record<string, unknown>; kind: string }[] = [
  { name: '500', fault: { status: 500 }, kind: 'server' },
  { name: '502', fault: { status: 502 }, kind: 'server' },
  { name: '503', fault: { status: 503, retry_after: 0 }, kind: 'server' },
  { name: 'a dropped connection', fault: { drop: true }, kind: 'network' },
  { name: 'broken JSON', fault: { malformed: true }, kind: 'bad-response' },
];

let data: SandboxData;
let arrival: string;
let departure: string;

/** A widget with the guest's choices made: dates, a party of three, and the chalet filter. */
async function searchedWidget(base: string) {
  const recorder = recordingFetch();
  const { el, page, first } = await searchFixture(html`
    <stay-search
      lang="en"
      base-url=${base}
      public-key="pub_demo_chain"
      debounce="0"
      types="chalet,campsite,villa"
      guests="adults:2,children:1"
      arrival=${arrival}
      departure=${departure}
      .fetch=${recorder.fetch}
    ></stay-search>
  `);
  await first;
  return { el, page, recorder };
}

function datesValue(page: StaySearchPage): string {
  return (page.root.querySelector('stay-dates') as StayDates).value;
}

describe('fault: the service fails', () => {
  before(async () => {
    data = await sandboxData(isolatedSandbox('errors-data'));
    arrival = plusDays(data.today, 21);
    departure = plusDays(data.today, 25);
  });

  for (const { name, fault, kind } of FAULTS) {
    it(`${name}: a clear error, the choices kept, and "Try again" works`, async () => {
      const base = isolatedSandbox(`fault-${kind}`);
      const { el, page } = await searchedWidget(base);
      // Enough faults for the data and count requests, their one automatic retry each, and the browser's own silent
      // retries of a GET whose connection was dropped (Chromium one per pooled socket, up to six per host; Firefox
      // up to ten per request): four requests, each tried up to eleven times.
      await sandboxPost(base, '/sandbox/faults', { ...fault, count: 60 });
      const failed = nextEvent(el, 'stay-error');
      await page.filters.toggleType('chalet');
      const error = (await failed) as StayErrorEvent;
      expect((error.error as StayApiError).kind).to.equal(kind);
      await el.updateComplete;
      await page.results.element.updateComplete;

      expect(page.results.state()).to.equal('error');
      const alert = page.results.element.shadowRoot!.querySelector('[role="alert"]');
      expect(alert, 'the error state is announced').not.to.equal(null);
      expect(page.results.errorText()).to.match(/\w{3,}.*\w{3,}/);
      expect(page.results.errorText()).not.to.match(/undefined|null|\[object|SyntaxError|JSON|\b50[023]\b/);
      // The guest's choices are all still there.
      expect(datesValue(page)).to.equal(`${arrival}/${departure}`);
      expect(page.guests.count('adults')).to.equal(2);
      expect(page.guests.count('children')).to.equal(1);
      expect(page.filters.typeBox('chalet').checked).to.equal(true);
      await expect(el).to.be.accessible();

      // The service is back: "Try again", by keyboard, brings the results of the same choices.
      await sandboxDelete(base, '/sandbox/faults');
      const results = page.nextResults();
      page.results.retryButton().focus();
      await sendKeys({ press: 'Enter' });
      const event = await results;
      expect(event.query.type).to.deep.equal({ type: 'chalet', operator: 'EQ' });
      expect(event.items.map((item) => item.id)).to.deep.equal(
        expectedIds(data, { arrival, departure, party: 3, types: ['chalet'] }).slice(0, 20),
      );
      await page.results.element.updateComplete;
      expect(page.results.state()).to.be.oneOf(['results', 'empty']);
      expect(page.filters.typeBox('chalet').checked).to.equal(true);
    });
  }
});

describe('fault: 429 with Retry-After', () => {
  it('waits, recovers on its own and shows the results, without an error', async () => {
    const base = isolatedSandbox('rate-once');
    const { el, page, recorder } = await searchedWidget(base);
    recorder.reset();
    await sandboxPost(base, '/sandbox/faults', { status: 429, retry_after: 1, count: 2 });
    const errors: Event[] = [];
    el.addEventListener('stay-error', (event) => errors.push(event));
    const results = page.nextResults();
    await page.filters.toggleType('villa');
    const event = await results;
    expect(event.query.type).to.deep.equal({ type: 'villa', operator: 'EQ' });
    expect(errors).to.have.length(0);
    expect(page.results.state()).to.be.oneOf(['results', 'empty']);
    // The data and count request each once refused and once retried: four in all.
    expect(recorder.data()).to.have.length(2);
    expect(recorder.counts()).to.have.length(2);
  });

  it('never loops while the service keeps refusing: one retry, then a clear error', async () => {
    const base = isolatedSandbox('rate-always');
    const { el, page, recorder } = await searchedWidget(base);
    recorder.reset();
    await sandboxPost(base, '/sandbox/faults', { status: 429, retry_after: 1, count: 1000 });
    // Retry-After waits pass at once: a widget that kept retrying would now do so at full speed. (No waitUntil in
    // here: its own time limit would pass at once too.)
    const restoreTimers = compressWaits();
    try {
      const failed = nextEvent(el, 'stay-error');
      await page.filters.toggleType('campsite');
      expect((((await failed) as StayErrorEvent).error as StayApiError).kind).to.equal('rate-limited');
      // A search settles only once every request of it has: the refused page request was retried once, and its
      // count request (retried once, or stopped while it waited: the search had failed) asks nothing more.
      const settled = await Promise.race([
        Promise.all(recorder.requests.map((request) => request.done)).then(() => true),
        // A task later: settled requests have said so by then (a short wait, not compressed).
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0)),
      ]);
      expect(settled, 'every request of the failed search has settled').to.equal(true);
      expect(recorder.data(), 'the page: refused, retried once, refused').to.have.length(2);
      expect(recorder.counts().length, 'the count: at most one retry').to.be.within(1, 2);
      const sent = recorder.searches.length;
      await el.updateComplete;
      await page.results.element.updateComplete;
      expect(page.results.state()).to.equal('error');
      // Round trips to the sandbox while every wait passes at once: a widget that tried again later would do it now.
      for (let trip = 0; trip < 5; trip += 1) await fetch(`${base}/sandbox/health`);
      await el.updateComplete;
      expect(recorder.searches.length, 'nothing asked after the error').to.equal(sent);
      const left = (await (await fetch(`${base}/sandbox/faults`)).json()) as { faults: { count: number }[] };
      const refused = 1000 - (left.faults[0]?.count ?? 0);
      expect(refused, 'the sandbox refused no request the widget did not send').to.be.within(3, sent);
    } finally {
      restoreTimers();
      await sandboxDelete(base, '/sandbox/faults');
    }
  });
});
