import { expect } from '@open-wc/testing';
import { SANDBOX_TWIN_URL, SANDBOX_URL, isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import {
  addDays,
  all,
  allPages,
  count,
  expectedFor,
  ids,
  sandboxData,
  search,
  searchRequest,
  type DataAccommodation,
  type Result,
  type SandboxDataSet,
} from './support.js';

let data: SandboxDataSet;
let arrival: string;
let departure: string;

function byId(id: string): DataAccommodation {
  const found = data.accommodations.find((accommodation) => accommodation.id === id);
  if (!found) throw new Error(`no accommodation ${id} in /sandbox/data`);
  return found;
}

function sortedIds(list: Array<{ id: string }>): string[] {
  return ids(list).sort();
}

function matching(predicate: (accommodation: DataAccommodation) => boolean, adminIds?: string[]): string[] {
  return sortedIds(
    data.accommodations.filter((a) => (!adminIds || adminIds.includes(a.administration_id)) && predicate(a)),
  );
}

describe('sandbox search', () => {
  before(async () => {
    data = await sandboxData();
    arrival = addDays(data.calendar.start, 30);
    departure = addDays(arrival, 7);
  });

  describe('data', () => {
    it('holds one chain of three administrations with 30 to 60 accommodations each, covering every type and some without', () => {
      expect(data.administrations.map((admin) => admin.id)).to.deep.equal(['101', '102', '103']);
      expect(new Set(data.administrations.map((admin) => admin.default_language)).size).to.equal(3);
      expect(data.chain.admin_ids).to.deep.equal(['101', '102', '103']);
      for (const admin of data.administrations) {
        const own = data.accommodations.filter((a) => a.administration_id === admin.id);
        expect(own.length).to.be.within(30, 60);
        const types = new Set(own.map((a) => a.type));
        for (const type of data.types) expect(types.has(type), `${admin.id} has a ${type}`).to.equal(true);
        expect(types.has(null)).to.equal(true);
      }
      expect(data.types).to.have.length(20);
    });

    it('has 10 to 20 tags, 3 to 8 per accommodation, labels in every colour, closed ones, long names, sold-out and nearly full stays', () => {
      expect(data.tags.length).to.be.within(10, 20);
      expect(data.tags.every((tag) => tag.id.startsWith('tag_'))).to.equal(true);
      expect(data.accommodations.every((a) => a.tags.length >= 3 && a.tags.length <= 8)).to.equal(true);
      expect(data.accommodations.every((a) => a.id.startsWith('acc_'))).to.equal(true);
      expect(new Set(data.labels.map((label) => label.color))).to.deep.equal(new Set(data.label_colors));
      expect(data.labels.map((label) => label.id)).to.include.members(['new', 'popular']);
      expect(data.labels.some((label) => Object.values(label.translations).some((t) => t.name))).to.equal(true);
      const used = new Set(data.accommodations.flatMap((a) => a.labels));
      expect(data.labels.every((label) => used.has(label.id))).to.equal(true);
      expect(data.accommodations.filter((a) => a.closed).length).to.be.within(3, 12);
      expect(data.accommodations.some((a) => a.name.length > 60)).to.equal(true);
      const week = (a: DataAccommodation, from: number) => Math.min(...a.free_stock.slice(from, from + 7));
      expect(data.accommodations.some((a) => a.units > 1 && week(a, 14) === 0)).to.equal(true);
      expect(data.accommodations.some((a) => a.units > 1 && week(a, 7) === 1)).to.equal(true);
      for (const a of data.accommodations) {
        expect(Object.keys(a.name_translations).sort()).to.deep.equal(['de', 'en', 'fr', 'nl']);
        expect(a.persons_min).to.be.at.most(a.persons_max);
      }
    });

    it('comes out the same from the same seed, in another sandbox', async () => {
      const [mine, twin] = await Promise.all(
        [SANDBOX_URL, SANDBOX_TWIN_URL].map(async (base) => (await fetch(`${base}/sandbox/data`)).text()),
      );
      expect(mine.length).to.be.greaterThan(100_000);
      // Thumbnail addresses name each sandbox's own origin; everything else must be the same to the byte.
      const sameOrigin = twin.replaceAll(new URL(SANDBOX_TWIN_URL).origin, new URL(SANDBOX_URL).origin);
      expect(sameOrigin === mine, 'identical /sandbox/data').to.equal(true);
    });

    it('covers 18 months of stock from today and names the keys and users of the README', () => {
      // The data is made once, as the sandbox starts, with its calendar from that day. A sandbox still running after
      // midnight (a test run that crosses it) has its today a day on: the data is then a day older than today.
      const start = data.calendar.start;
      expect(start === data.today || addDays(start, 1) === data.today, `${start} is today (${data.today})`).to.equal(
        true,
      );
      expect(data.calendar.days).to.be.within(545, 550);
      expect(data.accommodations[0].free_stock).to.have.length(data.calendar.days);
      expect(data.keys.map((key) => key.key)).to.include.members([
        'pub_demo_chain',
        'pub_demo_101',
        'pub_demo_102',
        'pub_demo_103',
        'sec_demo_chain',
        'pub_demo_restricted',
      ]);
      expect(data.users.map((user) => user.id)).to.include.members(['usr_demo', 'usr_single']);
    });
  });

  describe('results', () => {
    it('answers an array of results with every field of the spec, in the administration default language', async () => {
      const results = await search({ arrival, departure, limit: '20' });
      expect(results).to.have.length(20);
      for (const result of results) {
        const source = byId(result.id);
        expect(result.numeric_id).to.equal(source.numeric_id);
        expect(typeof result.rating.amount).to.equal('string');
        expect(typeof result.rating.avarage).to.equal('string');
        expect(result.thumbnail).to.equal(`${SANDBOX_URL}/sandbox/thumbnails/${result.id}.svg`);
        const language = data.administrations.find((admin) => admin.id === source.administration_id)!.default_language;
        expect(result.name).to.equal(source.name_translations[language].description);
        expect(result.description).to.equal(source.description_translations[language].description);
        expect(result.name_translations).to.deep.equal(source.name_translations);
        expect(result.labels.map((label) => label.id)).to.deep.equal(source.labels);
        for (const label of result.labels) {
          const definition = data.labels.find((l) => l.id === label.id)!;
          expect(label.description).to.equal(definition.translations[language].description);
          expect(label.color).to.equal(definition.color);
        }
        expect([result.rank, result.persons_min, result.persons_max, result.closed]).to.deep.equal([
          source.rank,
          source.persons_min,
          source.persons_max,
          source.closed,
        ]);
      }
    });

    it('serves thumbnails as cacheable SVG to any origin', async () => {
      const [first] = await search({ arrival, departure, limit: '1' });
      const response = await fetch(first.thumbnail);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).to.contain('max-age=');
      expect(await response.text()).to.match(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    });

    it('recomputes price, price_fixed, price_per_night, price_total and available_stock for a sample of stays and parties', async () => {
      const stays: Array<[number, number, Record<string, number> | undefined]> = [
        [1, 1, undefined],
        [30, 7, undefined],
        [14, 7, { adults: 2, children: 2, pets: 1 }],
        [60, 3, { seniors: 1, eldern: 1 }],
        [200, 14, { adults: 4, young_adults: 2, babies: 1, young_children: 1 }],
        [400, 10, { adults: 1 }],
        [7, 21, { adults: 3, pets: 2 }],
      ];
      let checked = 0;
      for (const [from, nights, party] of stays) {
        const stayArrival = addDays(data.calendar.start, from);
        const stayDeparture = addDays(stayArrival, nights);
        const params = {
          arrival: stayArrival,
          departure: stayDeparture,
          age_table_categories: party && Object.entries(party).map(([id, number]) => ({ id, count: String(number) })),
        };
        for (const result of await all(params)) {
          const expected = expectedFor(data, byId(result.id), stayArrival, stayDeparture, party);
          const actual = {
            price: result.price,
            price_fixed: result.price_fixed,
            price_per_night: result.price_per_night,
            price_total: result.price_total,
            available_stock: result.available_stock,
          };
          expect(actual, `${result.id} ${stayArrival}/${stayDeparture}`).to.deep.equal(expected);
          checked += 1;
        }
      }
      expect(checked).to.equal(stays.length * data.accommodations.length);
    });

    it('counts persons without categories in adults, and two adults when nothing (or an empty list) is said', async () => {
      const none = await search({ arrival, departure });
      const two = await search({ arrival, departure, persons: '2' });
      const adults = await search({ arrival, departure, age_table_categories: [{ id: 'adults', count: '2' }] });
      expect(two).to.deep.equal(none);
      expect(adults).to.deep.equal(none);
      expect(await search({ arrival, departure, age_table_categories: [] })).to.deep.equal(none);
      const five = await all({ arrival, departure, persons: '5' });
      for (const result of five)
        expect(result).to.deep.include(expectedFor(data, byId(result.id), arrival, departure, { adults: 5 }));
    });

    it('gives no stock when the party does not fit, not counting pets, and none for closed accommodations', async () => {
      const results = await all({
        arrival,
        departure,
        age_table_categories: [
          { id: 'adults', count: '1' },
          { id: 'pets', count: '3' },
        ],
      });
      const single = results.filter((r) => byId(r.id).persons_min > 1);
      expect(single.length).to.be.greaterThan(0);
      for (const result of single) expect(result.available_stock).to.equal(0);
      const fitting = results.filter((r) => byId(r.id).persons_min === 1 && !byId(r.id).closed);
      expect(fitting.some((r) => r.available_stock > 0)).to.equal(true);
      const crowd = await all({ arrival, departure, persons: '30' });
      expect(crowd.every((r) => r.available_stock === 0)).to.equal(true);
      const closed = results.filter((r) => r.closed);
      expect(closed.length).to.equal(data.accommodations.filter((a) => a.closed).length);
      for (const result of closed) expect(result.available_stock).to.equal(0);
    });

    it('sells no nights in the past, also when its clock has moved past the calendar start', async () => {
      const base = isolatedSandbox('past-nights');
      const soon = { arrival: addDays(data.calendar.start, 1), departure: addDays(data.calendar.start, 3) };
      expect(
        (await all(soon, { base })).some((r) => r.available_stock > 0),
        'places are free the day after tomorrow',
      ).to.equal(true);
      await sandboxPost(base, '/sandbox/clock', { advance_seconds: 3 * 24 * 3600 });
      const results = await all(soon, { base });
      expect(results.length).to.be.greaterThan(0);
      expect(
        results.every((r) => r.available_stock === 0),
        'those nights are now in the past',
      ).to.equal(true);
      expect(await count({ ...soon, stock: { stock: 1, operator: 'GTE' } }, { base })).to.equal(0);
    });
  });

  describe('filters', () => {
    const cases: Array<[string, unknown, (a: DataAccommodation) => boolean]> = [
      ['EQ', { type: 'chalet', operator: 'EQ' }, (a) => a.type === 'chalet'],
      ['NEQ', { type: 'campsite', operator: 'NEQ' }, (a) => a.type !== 'campsite'],
      [
        'IN',
        { type: ['bungalow', 'villa', 'pod'], operator: 'IN' },
        (a) => ['bungalow', 'villa', 'pod'].includes(a.type ?? ''),
      ],
      [
        'NOT_IN',
        { type: ['campsite', 'mobilehome'], operator: 'NOT_IN' },
        (a) => !['campsite', 'mobilehome'].includes(a.type ?? ''),
      ],
      ['EMPTY', { operator: 'EMPTY' }, (a) => a.type === null],
      ['NOT_EMPTY', { operator: 'NOT_EMPTY' }, (a) => a.type !== null],
    ];
    for (const [operator, type, predicate] of cases) {
      it(`filters on type with ${operator}`, async () => {
        const results = await all({ arrival, departure, type });
        expect(sortedIds(results)).to.deep.equal(matching(predicate));
        expect(await count({ arrival, departure, type })).to.equal(results.length);
      });
    }

    it('combines tags: inner arrays OR, groups AND, empty groups ignored', async () => {
      const [a, b, c] = data.tags.map((tag) => tag.id);
      const tags = [[a, b], [c], []];
      const results = await all({ arrival, departure, tags });
      const expected = matching((acc) => (acc.tags.includes(a) || acc.tags.includes(b)) && acc.tags.includes(c));
      expect(expected.length).to.be.greaterThan(0);
      expect(sortedIds(results)).to.deep.equal(expected);
      expect(sortedIds(await all({ arrival, departure, tags: [[a]] }))).to.deep.equal(
        matching((acc) => acc.tags.includes(a)),
      );
      expect(await search({ arrival, departure, tags: [['tag_unknown']] })).to.deep.equal([]);
    });

    for (const operator of ['GTE', 'GT', 'EQ', 'LTE', 'LT']) {
      it(`filters on available stock with ${operator}`, async () => {
        const stock = operator === 'GTE' ? 1 : 2;
        const results = await all({ arrival, departure, stock: { stock, operator } });
        const compare: Record<string, (value: number) => boolean> = {
          GTE: (value) => value >= stock,
          GT: (value) => value > stock,
          EQ: (value) => value === stock,
          LTE: (value) => value <= stock,
          LT: (value) => value < stock,
        };
        const expected = matching((acc) =>
          compare[operator](expectedFor(data, acc, arrival, departure).available_stock),
        );
        expect(sortedIds(results)).to.deep.equal(expected);
      });
    }

    it('restricts to a single accommodation, and finds nothing for an unknown one', async () => {
      const target = data.accommodations[5];
      const results = await search({ arrival, departure, accommodation_id: target.id });
      expect(ids(results)).to.deep.equal([target.id]);
      expect(await search({ arrival, departure, accommodation_id: 'acc_doesnotexist' })).to.deep.equal([]);
    });

    it('combines filters with AND and scopes to the key and X-Admin-Id', async () => {
      const params = { arrival, departure, type: { operator: 'NOT_EMPTY' }, stock: { stock: 1, operator: 'GTE' } };
      const chain = await all(params);
      const narrowed = await all(params, { adminId: '102' });
      expect(sortedIds(narrowed)).to.deep.equal(sortedIds(chain.filter((r) => byId(r.id).administration_id === '102')));
      const single = await all(params, { key: 'pub_demo_103' });
      expect(single.every((r) => byId(r.id).administration_id === '103')).to.equal(true);
      expect(sortedIds(single)).to.deep.equal(sortedIds(chain.filter((r) => byId(r.id).administration_id === '103')));
    });
  });

  describe('sorting and paging', () => {
    const collator = () => new Intl.Collator(data.name_collation);
    type Column = 'available_stock' | 'rank' | 'price_total' | 'persons_max' | 'persons_min' | 'name' | 'rating';

    function compare(a: Result, b: Result, sorts: Array<{ column: Column; order: string }>): number {
      for (const { column, order } of sorts) {
        let difference: number;
        if (column === 'name') difference = collator().compare(a.name, b.name);
        else if (column === 'rating') difference = Number(a.rating.avarage) - Number(b.rating.avarage);
        else difference = a[column] - b[column];
        if (difference !== 0) return order === 'desc' ? -difference : difference;
      }
      if (a.rank !== b.rank) return a.rank - b.rank;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    }

    for (const column of [
      'available_stock',
      'rank',
      'price_total',
      'persons_max',
      'persons_min',
      'name',
      'rating',
    ] as Column[]) {
      for (const order of ['asc', 'desc']) {
        it(`sorts on ${column} ${order}, ties in rank then id`, async () => {
          const sorts = [{ column, order }];
          const results = await all({ arrival, departure, sorts }, { adminId: '101' });
          expect(results.length).to.equal(data.accommodations.filter((a) => a.administration_id === '101').length);
          const expected = [...results].sort((a, b) => compare(a, b, sorts));
          expect(ids(results)).to.deep.equal(ids(expected));
        });
      }
    }

    it('applies several sorts in sequence', async () => {
      const sorts: Array<{ column: Column; order: string }> = [
        { column: 'persons_max', order: 'desc' },
        { column: 'price_total', order: 'asc' },
      ];
      const results = await all({ arrival, departure, sorts });
      expect(ids(results)).to.deep.equal(ids([...results].sort((a, b) => compare(a, b, sorts))));
      expect(new Set(results.map((r) => r.persons_max)).size).to.be.lessThan(results.length);
    });

    it('sorts by rank by default, across the chain', async () => {
      const results = await all({ arrival, departure });
      expect(ids(results)).to.deep.equal(ids([...results].sort((a, b) => compare(a, b, []))));
    });

    it('pages: all pages together hold each match exactly once, as many as count says', async () => {
      const params = {
        arrival,
        departure,
        sorts: [{ column: 'price_total', order: 'desc' }],
        type: { operator: 'NOT_EMPTY' },
      };
      const pages = await allPages(params);
      expect(pages.length).to.be.greaterThan(2);
      pages.slice(0, -1).forEach((page) => expect(page).to.have.length(20));
      const seen = pages.flat().map((r) => r.id);
      expect(new Set(seen).size).to.equal(seen.length);
      expect(seen.length).to.equal(await count(params));
      expect(seen.sort()).to.deep.equal(matching((a) => a.type !== null));
      const beyond = await search({ ...params, offset: String(pages.length + 1) });
      expect(beyond).to.deep.equal([]);
    });

    it('defaults to 20 a page and clamps larger limits to 20', async () => {
      expect(await search({ arrival, departure })).to.have.length(20);
      expect(await search({ arrival, departure, limit: '100' })).to.have.length(20);
      expect(await search({ arrival, departure, limit: '7', offset: '2' })).to.deep.equal(
        (await search({ arrival, departure, limit: '14' })).slice(7),
      );
    });

    it('answers count as {"count": n}', async () => {
      const response = await searchRequest({ arrival, departure, count: '1' });
      expect(await response.json()).to.deep.equal({ count: data.accommodations.length });
    });
  });
});
