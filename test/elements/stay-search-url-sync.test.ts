import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { compressWaits } from '../helpers/timers.js';
import { StayPageChangeEvent } from '../../src/events/stay-page-change.js';
import { HISTORY_BURST, HISTORY_REFILL_MS } from '../../src/controllers/address-controller.js';
import type { StayResultsEvent } from '../../src/events/stay-search.js';
import {
  StaySearchPage,
  captureWarnings,
  expectedIds,
  plusDays,
  recordingFetch,
  sandboxData,
  type SandboxData,
} from '../helpers/stay-search-page.js';

let data: SandboxData;
let arrival: string;
let departure: string;
const original = window.location.href;

function address(): URLSearchParams {
  return new URL(window.location.href).searchParams;
}

function stayParams(): Record<string, string> {
  return Object.fromEntries([...address()].filter(([name]) => name.startsWith('stay_')));
}

async function widget(pageSize = 20) {
  const recorder = recordingFetch();
  const el = await fixture<StaySearch>(html`
    <stay-search lang="en" sync-url base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20" types="chalet,villa,pod"
      page-size=${pageSize} .fetch=${recorder.fetch}></stay-search>
  `);
  return { el, page: new StaySearchPage(el), recorder };
}

/** Counts the history writes (and passes them on) until `restore()`; `refuse` makes the first ones throw. */
function countHistoryWrites({ refuse = 0 } = {}): { calls: () => number; restore: () => void } {
  const { pushState, replaceState } = history;
  let calls = 0;
  const counted =
    (write: typeof pushState) =>
    (...args: Parameters<typeof pushState>): void => {
      calls += 1;
      // What WebKit throws after 100 writes in 10 seconds.
      if (calls <= refuse)
        throw new DOMException('Attempt to use history.pushState() more than 100 times', 'SecurityError');
      write.apply(history, args);
    };
  history.pushState = counted(pushState);
  history.replaceState = counted(replaceState);
  return {
    calls: () => calls,
    restore: () => {
      history.pushState = pushState;
      history.replaceState = replaceState;
    },
  };
}

/** Goes Back (or Forward) one entry and resolves with the search the widget shows there. */
async function travel(page: StaySearchPage, go: () => void): Promise<StayResultsEvent> {
  const results = page.nextResults();
  go();
  return results;
}

describe('stay-search sync-url', () => {
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 25);
    departure = plusDays(data.today, 28);
  });

  afterEach(() => history.replaceState(null, '', original));

  // Firefox keeps at most 50 session-history entries, and the test page has made many by now: history.length stops
  // growing there. The entries the widget adds are its pushState calls, counted here (replaceState adds none).
  let restorePushState: (() => void) | undefined;
  afterEach(() => restorePushState?.());
  function countEntriesAdded(): () => number {
    const pushState = history.pushState;
    let added = 0;
    history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
      added += 1;
      return pushState.apply(this, args);
    };
    restorePushState = () => {
      history.pushState = pushState;
    };
    return () => added;
  }

  it('puts each new search in the address as a new history entry and keeps other parameters', async () => {
    history.replaceState(null, '', '?utm_source=mail&stay_unused=1#top');
    const { page } = await widget();
    const added = countEntriesAdded();
    let results = page.nextResults();
    await page.dates.pick(arrival, departure);
    await results;
    expect(added()).to.equal(1);
    expect(address().get('utm_source')).to.equal('mail');
    expect(window.location.hash).to.equal('#top');
    expect(stayParams()).to.deep.equal({ stay_arrival: arrival, stay_departure: departure, stay_guests: 'adults:2' });

    results = page.nextResults();
    await page.filters.toggleType('chalet');
    await results;
    expect(added()).to.equal(2);
    expect(stayParams().stay_types).to.equal('chalet');

    if (page.pageCount() > 1) {
      results = page.nextResults();
      page.pagerButton('Next').click();
      await results;
      expect(added()).to.equal(3);
      expect(stayParams().stay_page).to.equal('2');
    }
  });

  it('pushes an entry for a page change or a new search, and replaces it for filter adjustments and sort', async () => {
    const { page } = await widget();
    const added = countEntriesAdded();
    let results = page.nextResults();
    await page.dates.pick(arrival, departure);
    const dates = await results;
    expect(added(), 'dates: a new search').to.equal(1);

    expect(page.pageCount(), 'the data has a second page for these dates').to.be.greaterThan(1);
    results = page.nextResults();
    page.pagerButton('Next').click();
    const second = await results;
    expect(added(), 'a page change').to.equal(2);

    results = page.nextResults();
    await page.filters.toggleType('chalet');
    await results;
    expect(added(), 'the first filter: a new search').to.equal(3);
    results = page.nextResults();
    await page.filters.toggleType('villa');
    await results;
    results = page.nextResults();
    await page.filters.chooseSort('name');
    const adjusted = await results;
    expect(added(), 'more filters and the sort replace the entry').to.equal(3);
    expect(stayParams()).to.include({ stay_types: 'chalet,villa', stay_sort: 'name' });

    results = page.nextResults();
    await page.guests.open();
    await page.guests.add('children');
    await page.guests.done();
    const party = await results;
    expect(party.query.ageTableCategories).to.deep.equal([
      { id: 'adults', count: 2 },
      { id: 'children', count: 1 },
    ]);
    expect(added(), 'the party: a new search').to.equal(4);

    // Back steps through the guest's searches, one each.
    expect((await travel(page, () => history.back())).query).to.deep.equal(adjusted.query);
    expect((await travel(page, () => history.back())).query).to.deep.equal(second.query);
    expect((await travel(page, () => history.back())).query).to.deep.equal(dates.query);
    expect((await travel(page, () => history.forward())).query).to.deep.equal(second.query);
    expect(added(), 'travelling adds nothing').to.equal(4);
  });

  it("keeps the address writes far below WebKit's limit in a burst, and ends on the last search", async () => {
    const { el, page } = await widget(5);
    let results = page.nextResults();
    await page.dates.pick(arrival, departure);
    await results;
    await el.updateComplete;
    expect(page.pageCount(), 'enough pages for the burst').to.be.at.least(6);
    const writes = countHistoryWrites();
    try {
      results = page.nextResults();
      // A hundred page changes as fast as events can come (a script, or a key held down).
      const burstStart = performance.now();
      for (let change = 0; change < 100; change++) page.pager!.dispatchEvent(new StayPageChangeEvent(2 + (change % 5)));
      const burstMs = performance.now() - burstStart;
      const burst = writes.calls();
      // The rule: HISTORY_BURST at once, then one more every HISTORY_REFILL_MS. On a busy machine the loop itself
      // takes a while, and the writes it earns meanwhile are allowed; a quiet machine allows 8.
      expect(burst, `writes during a burst of ${Math.round(burstMs)} ms`).to.be.at.most(
        HISTORY_BURST + Math.floor(burstMs / HISTORY_REFILL_MS),
      );
      const event = await results;
      expect(event.page).to.equal(6);
      await waitUntil(() => stayParams().stay_page === '6', 'the address never showed the last page', {
        timeout: 5000,
      });
      expect(writes.calls(), 'writes in all').to.be.at.most(burst + 2);
    } finally {
      writes.restore();
    }
  });

  it('goes on searching when the browser refuses to write the address, with one warning, and catches up', async () => {
    const { page } = await widget();
    let results = page.nextResults();
    await page.dates.pick(arrival, departure);
    await results;
    const writes = countHistoryWrites({ refuse: 2 });
    const warnings = captureWarnings();
    // The browser's 10-second wait passes at once.
    const restoreTimers = compressWaits();
    try {
      results = page.nextResults();
      await page.filters.toggleType('chalet');
      expect((await results).query.type).to.deep.equal({ type: 'chalet', operator: 'EQ' });
      results = page.nextResults();
      await page.filters.toggleType('pod');
      expect((await results).query.type).to.deep.equal({ type: ['chalet', 'pod'], operator: 'IN' });
      // Polled by frame: waitUntil's own time limit would pass at once too.
      while (stayParams().stay_types !== 'chalet,pod') await new Promise(requestAnimationFrame);
    } finally {
      restoreTimers();
      warnings.restore();
      writes.restore();
    }
    const refused = warnings.messages.filter((message) => message.includes('SecurityError'));
    expect(refused).to.have.length(1);
    expect(refused[0]).to.contain('<stay-search>');
    expect(page.results.state()).to.be.oneOf(['results', 'empty']);
  });

  it("keeps the page's own parameters exactly as written", async () => {
    history.replaceState(null, '', '?q=tent%20pitch&stay_page=3&ref=a+b&x=%2F#top');
    const { page } = await widget();
    const results = page.nextResults();
    await page.dates.pick(arrival, departure);
    await results;
    expect(window.location.search).to.equal(
      `?q=tent%20pitch&ref=a+b&x=%2F&stay_arrival=${arrival}&stay_departure=${departure}&stay_guests=adults%3A2`,
    );
    expect(window.location.hash).to.equal('#top');
  });

  it('follows the back button: restores the earlier search without a new entry', async () => {
    const { page } = await widget();
    let results = page.nextResults();
    await page.dates.pick(arrival, departure);
    const first = await results;
    results = page.nextResults();
    await page.filters.toggleType('villa');
    await results;
    const entries = history.length;
    results = page.nextResults();
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await popped;
    const restored = await results;
    expect(restored.query).to.deep.equal(first.query);
    expect(history.length).to.equal(entries);
    expect(stayParams().stay_types).to.equal(undefined);
    await page.filters.element.updateComplete;
    expect(page.filters.typeBox('villa').checked).to.equal(false);
    results = page.nextResults();
    history.forward();
    const forward = await results;
    expect(forward.query.type).to.deep.equal({ type: 'villa', operator: 'EQ' });
  });

  it('restores a shared link without adding a history entry', async () => {
    history.replaceState(
      null,
      '',
      `?ref=partner&stay_arrival=${arrival}&stay_departure=${departure}&stay_guests=adults:3&stay_types=chalet,villa&stay_available=0&stay_sort=name&stay_page=1`,
    );
    const entries = history.length;
    const { el, page } = await widget();
    const event = await page.nextResults();
    expect(history.length).to.equal(entries);
    expect(event.query.ageTableCategories).to.deep.equal([{ id: 'adults', count: 3 }]);
    expect(event.query.type).to.deep.equal({ type: ['chalet', 'villa'], operator: 'IN' });
    expect(event.query.stock).to.equal(undefined);
    expect(event.query.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
    expect(event.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, {
        arrival,
        departure,
        party: 3,
        types: ['chalet', 'villa'],
        onlyAvailable: false,
        sort: 'name',
      }).slice(0, 20),
    );
    await el.updateComplete;
    expect(page.dates.element.value).to.equal(`${arrival}/${departure}`);
    await page.filters.open();
    expect(page.filters.typeBox('chalet').checked).to.equal(true);
    expect(page.filters.sortSelect.value).to.equal('name');
    expect(address().get('ref')).to.equal('partner');
  });

  it('ignores bad stay_ values with a warning and keeps the good ones', async () => {
    history.replaceState(
      null,
      '',
      `?stay_arrival=${arrival}&stay_departure=${departure}&stay_sort=cheapest&stay_page=minus&stay_types=castle`,
    );
    const warnings = captureWarnings();
    let setup: Awaited<ReturnType<typeof widget>>;
    try {
      setup = await widget();
    } finally {
      warnings.restore();
    }
    const event = await setup.page.nextResults();
    expect(warnings.messages.join('\n')).to.contain('stay_sort');
    expect(warnings.messages.join('\n')).to.contain('stay_page');
    expect(warnings.messages.join('\n')).to.contain('castle');
    expect(event.query.arrival).to.equal(arrival);
    expect(event.query.sorts).to.equal(undefined);
    expect(event.query.page).to.equal(1);
    expect(event.query.type).to.equal(undefined);
  });

  it('drops only the bad entry of stay_types, with a warning naming it', async () => {
    history.replaceState(null, '', `?stay_arrival=${arrival}&stay_departure=${departure}&stay_types=chalet,castle`);
    const warnings = captureWarnings();
    let setup: Awaited<ReturnType<typeof widget>>;
    try {
      setup = await widget();
    } finally {
      warnings.restore();
    }
    const event = await setup.page.nextResults();
    expect(event.query.type).to.deep.equal({ type: 'chalet', operator: 'EQ' });
    await setup.el.updateComplete;
    await setup.page.filters.open();
    expect(setup.page.filters.typeBox('chalet').checked).to.equal(true);
    const named = warnings.messages.filter((message) => message.includes('stay_types'));
    expect(named).to.have.length(1);
    expect(named[0]).to.contain('"castle"');
    expect(named[0]).not.to.contain('chalet');
  });

  it('searches the party the guests field shows when the address names categories it does not offer', async () => {
    history.replaceState(
      null,
      '',
      `?stay_arrival=${arrival}&stay_departure=${departure}&stay_guests=adults:0,children:2,seniors:3`,
    );
    const warnings = captureWarnings();
    let setup: Awaited<ReturnType<typeof widget>>;
    try {
      setup = await widget();
    } finally {
      warnings.restore();
    }
    const event = await setup.page.nextResults();
    await setup.el.updateComplete;
    expect(event.query.ageTableCategories).to.deep.equal([
      { id: 'adults', count: 1 },
      { id: 'children', count: 2 },
    ]);
    expect(setup.page.guests.element.value).to.equal('adults:1,children:2');
    expect(warnings.messages.join('\n')).to.contain('stay_guests');
  });

  it('searches no past dates from the address', async () => {
    const past = plusDays(data.today, -10);
    history.replaceState(null, '', `?stay_arrival=${past}&stay_departure=${plusDays(past, 3)}`);
    const warnings = captureWarnings();
    let setup: Awaited<ReturnType<typeof widget>>;
    try {
      setup = await widget();
      await setup.el.updateComplete;
    } finally {
      warnings.restore();
    }
    expect(setup.page.prompt() ?? '').to.contain('When would you like to come?');
    expect(setup.recorder.searches).to.have.length(0);
    expect(warnings.messages.filter((message) => message.includes(past))).to.have.length(1);
  });

  it('keeps the administration of admin-id on a public-key site, whatever the address says', async () => {
    history.replaceState(
      null,
      '',
      `?stay_arrival=${arrival}&stay_departure=${departure}&stay_available=0&stay_admin=103`,
    );
    const recorder = recordingFetch();
    const el = await fixture<StaySearch>(html`
      <stay-search lang="en" sync-url base-url=${SANDBOX_URL} public-key="pub_demo_chain" admin-id="102" debounce="20" types="chalet" .fetch=${recorder.fetch}></stay-search>
    `);
    const page = new StaySearchPage(el);
    const event = await page.nextResults();
    expect(event.total).to.equal(
      expectedIds(data, { arrival, departure, onlyAvailable: false, adminId: '102' }).length,
    );
    expect(event.items.map((item) => item.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, onlyAvailable: false, adminId: '102' }).slice(0, 20),
    );
    const results = page.nextResults();
    await page.filters.toggleType('chalet');
    await results;
    expect(address().get('stay_admin'), 'the address names no administration on a public-key site').to.equal(null);
  });
});
