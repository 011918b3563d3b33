import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import {
  StaySearchPage,
  captureWarnings,
  expectedIds,
  plusDays,
  recordingFetch,
  sandboxData,
  searchFixture,
  type SearchFixture,
  type SandboxData,
} from '../helpers/stay-search-page.js';
import { addMonthsIso, todayIso } from '../../src/logic/dates.js';
import { whenIdle } from '../../src/lazy/index.js';

const GROUPS = [
  {
    id: 'comfort',
    label: 'Comfort',
    tags: [
      { id: 'tag_m2xg36g7', label: 'Electricity' },
      { id: 'tag_2xpto9fn', label: 'Washing machine' },
    ],
  },
  { id: 'location', label: 'Location', tags: [{ id: 'tag_ku6sfcva', label: 'Lakeside' }] },
];

let data: SandboxData;
let arrival: string;
let departure: string;

async function searchWidget(extra: { debounce?: number; adminId?: string } = {}) {
  const recorder = recordingFetch();
  const el = await fixture<StaySearch>(html`
    <stay-search
      lang="en"
      base-url=${SANDBOX_URL}
      public-key="pub_demo_chain"
      debounce=${extra.debounce ?? 20}
      admin-id=${extra.adminId ?? ''}
      types="chalet,campsite,pod,villa"
      .tagGroups=${GROUPS}
      .fetch=${recorder.fetch}
    ></stay-search>
  `);
  const page = new StaySearchPage(el);
  await page.searchDates(arrival, departure);
  recorder.reset();
  return { el, page, recorder };
}

function json(url: URL | undefined, name: string): unknown {
  const text = url?.searchParams.get(name);
  return text == null ? undefined : JSON.parse(text);
}

describe('stay-search requests', () => {
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 30);
    departure = plusDays(data.today, 37);
  });

  it('asks for data and count at once for a new query, with the contract defaults', async () => {
    const recorder = recordingFetch();
    const { first } = await searchFixture(
      html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20" arrival=${arrival} departure=${departure} .fetch=${recorder.fetch}></stay-search>`,
    );
    const event = await first;
    expect(recorder.data()).to.have.length(1);
    expect(recorder.counts()).to.have.length(1);
    const [request] = recorder.data();
    expect(request!.searchParams.get('arrival')).to.equal(arrival);
    expect(request!.searchParams.get('departure')).to.equal(departure);
    expect(json(request, 'age_table_categories')).to.deep.equal([{ id: 'adults', count: '2' }]);
    expect(json(request, 'stock')).to.deep.equal({ stock: 1, operator: 'GTE' });
    expect(request!.searchParams.get('offset')).to.equal('1');
    expect(request!.searchParams.get('limit')).to.equal('20');
    expect(request!.searchParams.has('sorts')).to.equal(false);
    expect(recorder.counts()[0]!.searchParams.get('count')).to.equal('1');
    expect(event.total).to.equal(expectedIds(data, { arrival, departure }).length);
  });

  for (const lang of ['en', 'nl']) {
    it(`starts the search as it connects, before its first render (lang="${lang}")`, async () => {
      const recorder = recordingFetch();
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement('stay-search');
      for (const [name, value] of Object.entries({
        lang,
        'base-url': SANDBOX_URL,
        'public-key': 'pub_demo_chain',
        arrival,
        departure,
      })) {
        el.setAttribute(name, value);
      }
      el.fetch = recorder.fetch;
      const results = new StaySearchPage(el).nextResults();
      container.append(el);
      // The request is out before the element has rendered anything (a first render may wait for its texts).
      expect(el.hasUpdated, 'not rendered yet').to.equal(false);
      expect(recorder.data(), 'the page').to.have.length(1);
      expect(recorder.counts(), 'the count').to.have.length(1);
      const event = await results;
      expect(event.total).to.equal(expectedIds(data, { arrival, departure }).length);
      expect(recorder.searches, 'nothing asked twice').to.have.length(2);
    });
  }

  it('waits for the last of several quick changes and then asks once', async () => {
    const { el, page, recorder } = await searchWidget({ debounce: 250 });
    const changes: string[] = [];
    el.addEventListener('stay-query-change', (event) => changes.push(JSON.stringify(event.query.type)));
    const results = page.nextResults();
    await page.filters.toggleType('chalet');
    await page.filters.toggleType('villa');
    await page.filters.toggleType('chalet');
    const event = await results;
    expect(recorder.data()).to.have.length(1);
    expect(recorder.counts()).to.have.length(1);
    expect(json(recorder.data()[0], 'type')).to.deep.equal({ type: 'villa', operator: 'EQ' });
    expect(changes, 'one stay-query-change for the committed query').to.deep.equal([
      JSON.stringify({ type: 'villa', operator: 'EQ' }),
    ]);
    expect(event.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, types: ['villa'] }).slice(0, 20),
    );
  });

  it('sends tags as OR groups combined with AND, and shows what the data says', async () => {
    const { page, recorder } = await searchWidget();
    let results = page.nextResults();
    await page.filters.toggleTag('tag_m2xg36g7');
    await page.filters.toggleTag('tag_2xpto9fn');
    await results;
    results = page.nextResults();
    await page.filters.toggleTag('tag_ku6sfcva');
    const event = await results;
    expect(json(recorder.data().at(-1), 'tags')).to.deep.equal([['tag_m2xg36g7', 'tag_2xpto9fn'], ['tag_ku6sfcva']]);
    const expected = expectedIds(data, {
      arrival,
      departure,
      tagGroups: [['tag_m2xg36g7', 'tag_2xpto9fn'], ['tag_ku6sfcva']],
    });
    expect(event.total).to.equal(expected.length);
    expect(event.items.map((i) => i.id)).to.deep.equal(expected.slice(0, 20));
    expect(page.results.cards()).to.have.length(Math.min(20, expected.length));
  });

  it('sends one type as EQ and several as IN', async () => {
    const { page, recorder } = await searchWidget();
    let results = page.nextResults();
    await page.filters.toggleType('chalet');
    let event = await results;
    expect(json(recorder.data().at(-1), 'type')).to.deep.equal({ type: 'chalet', operator: 'EQ' });
    expect(event.total).to.equal(expectedIds(data, { arrival, departure, types: ['chalet'] }).length);
    results = page.nextResults();
    await page.filters.toggleType('pod');
    event = await results;
    expect(json(recorder.data().at(-1), 'type')).to.deep.equal({ type: ['chalet', 'pod'], operator: 'IN' });
    expect(event.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, types: ['chalet', 'pod'] }).slice(0, 20),
    );
  });

  it('leaves stock out when "only available" is off, and then shows sold-out places too', async () => {
    const { page, recorder } = await searchWidget();
    const results = page.nextResults();
    await page.filters.toggleOnlyAvailable();
    const event = await results;
    expect(recorder.data().at(-1)!.searchParams.has('stock')).to.equal(false);
    expect(event.total).to.equal(data.accommodations.length);
    expect(event.total).to.be.greaterThan(expectedIds(data, { arrival, departure }).length);
  });

  it('sorts by name and by rating exactly as the data orders them', async () => {
    const { page, recorder } = await searchWidget();
    let results = page.nextResults();
    await page.filters.chooseSort('name');
    let event = await results;
    expect(json(recorder.data().at(-1), 'sorts')).to.deep.equal([{ column: 'name', order: 'asc' }]);
    expect(recorder.counts(), 'another order has the same count').to.have.length(0);
    expect(event.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, sort: 'name' }).slice(0, 20),
    );
    results = page.nextResults();
    await page.filters.chooseSort('rating');
    event = await results;
    expect(json(recorder.data().at(-1), 'sorts')).to.deep.equal([{ column: 'rating', order: 'desc' }]);
    expect(event.items.map((i) => i.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, sort: 'rating' }).slice(0, 20),
    );
  });

  it('sorts by price both ways', async () => {
    const { page, recorder } = await searchWidget();
    let results = page.nextResults();
    await page.filters.chooseSort('price-asc');
    let event = await results;
    expect(json(recorder.data().at(-1), 'sorts')).to.deep.equal([{ column: 'price_total', order: 'asc' }]);
    const ascending = event.items.map((i) => i.price_total);
    expect(ascending).to.deep.equal([...ascending].sort((a, b) => a - b));
    results = page.nextResults();
    await page.filters.chooseSort('price-desc');
    event = await results;
    expect(json(recorder.data().at(-1), 'sorts')).to.deep.equal([{ column: 'price_total', order: 'desc' }]);
    const descending = event.items.map((i) => i.price_total);
    expect(descending).to.deep.equal([...descending].sort((a, b) => b - a));
  });

  it('narrows a chain key to one administration with admin-id', async () => {
    const { el, page } = await searchWidget({ adminId: '102' });
    expect(el.adminId).to.equal('102');
    const results = page.nextResults();
    await page.filters.toggleOnlyAvailable();
    const event = await results;
    expect(event.total).to.equal(
      expectedIds(data, { arrival, departure, onlyAvailable: false, adminId: '102' }).length,
    );
  });

  it('searches the party the guests field shows: offered categories, their limits and the largest party', async () => {
    const cases = [
      { given: 'adults:0,children:2,seniors:3', shown: 'adults:1,children:2' },
      { given: 'adults:20', shown: 'adults:12' },
    ];
    for (const { given, shown } of cases) {
      const warnings = captureWarnings();
      let widget: SearchFixture;
      try {
        widget = await searchFixture(html`
          <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="0" guests=${given} arrival=${arrival} departure=${departure}></stay-search>
        `);
      } finally {
        warnings.restore();
      }
      const { el, page, first } = widget;
      const event = await first;
      await el.updateComplete;
      expect(page.guests.element.value, given).to.equal(shown);
      const sent = (event.query.ageTableCategories ?? []).map(({ id, count }) => `${id}:${count}`).join(',');
      expect(sent, `the party searched for guests="${given}"`).to.equal(shown);
      expect(
        warnings.messages.filter((message) => message.includes('<stay-search>') && message.includes('guests')),
        given,
      ).to.have.length(1);
    }
  });

  it('searches the persons count the guests field shows, and a larger one not at all', async () => {
    const warnings = captureWarnings();
    let widget: SearchFixture;
    try {
      widget = await searchFixture(html`
        <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="0" persons="40" arrival=${arrival} departure=${departure}></stay-search>
      `);
    } finally {
      warnings.restore();
    }
    const { el, page, first } = widget;
    const event = await first;
    await el.updateComplete;
    expect(event.query.persons, 'the default party instead of 40').to.equal(2);
    expect(page.guests.element.persons).to.equal(2);
    expect(
      warnings.messages.filter((message) => message.includes('persons')),
      'one warning',
    ).to.have.length(1);
  });

  it('searches no dates the date picker would refuse, with one warning and the "choose your dates" prompt', async () => {
    const today = todayIso();
    const cases = [
      { arrival: plusDays(today, -10), departure: plusDays(today, -5) },
      { arrival: plusDays(addMonthsIso(today, 18), 1), departure: plusDays(addMonthsIso(today, 18), 4) },
    ];
    for (const dates of cases) {
      const recorder = recordingFetch();
      const warnings = captureWarnings();
      let el: StaySearch;
      try {
        el = await fixture<StaySearch>(html`
          <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="0" arrival=${dates.arrival} departure=${dates.departure}
            .fetch=${recorder.fetch}></stay-search>
        `);
        await el.updateComplete;
      } finally {
        warnings.restore();
      }
      const page = new StaySearchPage(el);
      expect(page.prompt() ?? '', dates.arrival).to.contain('When would you like to come?');
      expect(recorder.searches, dates.arrival).to.have.length(0);
      expect(page.dates.element.value).to.equal('');
      const stayWarnings = warnings.messages.filter((message) => message.includes('<stay-search>'));
      expect(stayWarnings, dates.arrival).to.have.length(1);
      expect(stayWarnings[0]).to.contain(dates.arrival);
    }
  });

  it('warns about a lone arrival or departure attribute that is no date, and asks nothing', async () => {
    const recorder = recordingFetch();
    const warnings = captureWarnings();
    try {
      const element = await fixture<StaySearch>(
        html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" arrival="next friday" .fetch=${recorder.fetch}></stay-search>`,
      );
      await element.updateComplete;
    } finally {
      warnings.restore();
    }
    expect(warnings.messages.filter((message) => message.includes('arrival'))).to.have.length(1);
    expect(warnings.messages[0]).to.include('next friday');
    expect(recorder.data()).to.have.length(0);
  });

  describe('the first results path', () => {
    /** A widget with valid dates, built but not yet in the page. */
    function unconnectedWidget(recorder = recordingFetch()): StaySearch {
      const el = document.createElement('stay-search');
      for (const [name, value] of Object.entries({
        lang: 'en',
        'base-url': SANDBOX_URL,
        'public-key': 'pub_demo_chain',
        arrival,
        departure,
      })) {
        el.setAttribute(name, value);
      }
      el.fetch = recorder.fetch;
      return el;
    }

    /** Idle work may wait up to 2 s for idle time (`requestIdleCallback`'s timeout), longer on a busy machine. */
    const IDLE_BOUND = { timeout: 10_000 };

    /** Resolves once the frame after now has been painted. */
    const framePainted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

    it('renders in a task after the one that connected it, with its search already out', async () => {
      const recorder = recordingFetch();
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = unconnectedWidget(recorder);
      const results = new StaySearchPage(el).nextResults();
      container.append(el);
      // A task queued right after the one that connected the element: the first render must not have happened yet
      // (the script's task ends after connecting; rendering every element is the next task's work).
      let renderedInConnectingTask: boolean | undefined;
      setTimeout(() => (renderedInConnectingTask = el.hasUpdated));
      expect(recorder.data(), 'the page is asked at connect').to.have.length(1);
      await waitUntil(() => renderedInConnectingTask !== undefined, 'the queued task never ran');
      expect(renderedInConnectingTask, 'rendered in the task that connected it').to.equal(false);
      await el.updateComplete;
      const children = ['stay-dates', 'stay-guests', 'stay-filters', 'stay-results'].map(
        (name) => el.shadowRoot!.querySelector(name) as HTMLElement & { hasUpdated: boolean },
      );
      expect(
        children.map((child) => child.hasUpdated),
        'every child rendered once the widget has',
      ).to.deep.equal([true, true, true, true]);
      const event = await results;
      expect(event.total).to.equal(expectedIds(data, { arrival, departure }).length);
      expect(recorder.searches, 'nothing asked twice').to.have.length(2);
    });

    it('starts the locale data in tasks of their own between connecting and rendering', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = unconnectedWidget();
      const steps: string[] = [];
      let taskEnds = false;
      /** Records a step, and the end of the task it ran in (its microtasks run before the next task). */
      const record = (step: string) => {
        steps.push(step);
        if (taskEnds) return;
        taskEnds = true;
        queueMicrotask(() => {
          steps.push('end of task');
          taskEnds = false;
        });
      };
      // The first Intl objects of a page start the browser's locale data: the likely subtags (`maximize`), the
      // number formats, the date formats. The first use of each is recorded, and whether the widget was rendering.
      const rendering = () => (el.shadowRoot?.childElementCount ? ' while rendering' : '');
      const { maximize } = Intl.Locale.prototype;
      Intl.Locale.prototype.maximize = function (this: Intl.Locale) {
        if (!steps.some((step) => step.startsWith('subtags'))) record(`subtags of ${this.baseName}${rendering()}`);
        return maximize.call(this);
      };
      const formats = [Intl.NumberFormat, Intl.DateTimeFormat].map((Kind) => {
        const descriptor = Object.getOwnPropertyDescriptor(Kind.prototype, 'format')!;
        const step = `${Kind === Intl.NumberFormat ? 'number' : 'date'} format`;
        Object.defineProperty(Kind.prototype, 'format', {
          ...descriptor,
          get(this: unknown) {
            if (!steps.some((recorded) => recorded.startsWith(step))) record(`${step}${rendering()}`);
            return descriptor.get!.call(this);
          },
        });
        return [Kind, descriptor] as const;
      });
      try {
        container.append(el);
        record('connected');
        setTimeout(() => record('the next task'));
        await el.updateComplete;
      } finally {
        Intl.Locale.prototype.maximize = maximize;
        for (const [Kind, descriptor] of formats) Object.defineProperty(Kind.prototype, 'format', descriptor);
      }
      expect(steps).to.deep.equal([
        'connected',
        'end of task',
        'the next task',
        'end of task',
        'subtags of en',
        'end of task',
        'number format',
        'end of task',
        'date format',
        'end of task',
      ]);
    });

    it('holds the work meant for idle time (parts fetched ahead) until its first results are painted', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = unconnectedWidget();
      let idleWorkRan = false;
      whenIdle(() => (idleWorkRan = true));
      const results = new StaySearchPage(el).nextResults();
      container.append(el);
      await results;
      expect(idleWorkRan, 'nothing competes with the search and the first results').to.equal(false);
      await framePainted();
      await waitUntil(() => idleWorkRan, 'the idle work runs once the results are painted', IDLE_BOUND);
    });

    it('lets idle work run after its first results when the page runs no frame callbacks (a hidden tab)', async () => {
      // No frame callback runs while the test holds them, as in a tab hidden before its first results: the parts
      // fetched ahead must not wait until the tab is shown.
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = unconnectedWidget();
      let idleWorkRan = false;
      whenIdle(() => (idleWorkRan = true));
      const frames: FrameRequestCallback[] = [];
      const requestFrame = window.requestAnimationFrame;
      window.requestAnimationFrame = (callback) => frames.push(callback);
      try {
        const results = new StaySearchPage(el).nextResults();
        container.append(el);
        await results;
        await waitUntil(() => idleWorkRan, 'the idle work runs without a painted frame', IDLE_BOUND);
      } finally {
        window.requestAnimationFrame = requestFrame;
        for (const callback of frames) callback(performance.now());
      }
    });

    it('lets idle work run when it is removed before its first results', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = unconnectedWidget();
      let idleWorkRan = false;
      container.append(el);
      whenIdle(() => (idleWorkRan = true));
      el.remove();
      await waitUntil(() => idleWorkRan, 'a removed widget holds nothing back', IDLE_BOUND);
    });

    it('lets idle work run when it has no dates to search', async () => {
      let idleWorkRan = false;
      whenIdle(() => (idleWorkRan = true));
      await fixture<StaySearch>(
        html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain"></stay-search>`,
      );
      await waitUntil(() => idleWorkRan, 'a widget without a search holds nothing back', IDLE_BOUND);
    });
  });
});
