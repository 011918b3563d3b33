import { expect } from '@open-wc/testing';
import {
  countKey,
  emptyState,
  historyEntryFor,
  parseTags,
  stateToAddressSearch,
  partySizeOf,
  pickerRules,
  queryKey,
  readState,
  sameQuery,
  stateToQuery,
  stateToUrlParams,
  type SearchState,
} from '../../src/logic/search-state.js';

/** A date picker's rules around the fixed dates of these tests. */
const RULES = { min: '2026-01-01', max: '2027-06-30', minNights: 1, maxNights: 365 };

/** What a page address's `stay_` parameters say, read with the date picker's rules above. */
function fromAddress(search: string, categories = '') {
  return readState(Object.fromEntries(new URLSearchParams(search)), 'stay_', categories, RULES);
}

function state(changes: Partial<SearchState> = {}): SearchState {
  return { ...emptyState(), arrival: '2026-07-01', departure: '2026-07-08', ...changes };
}

describe('search-state', () => {
  describe('stateToQuery', () => {
    it('asks nothing until both dates are chosen', () => {
      expect(stateToQuery(emptyState())).to.equal(null);
      expect(stateToQuery(state({ departure: null }))).to.equal(null);
      expect(stateToQuery(state({ arrival: null }))).to.equal(null);
    });

    it('sends only available accommodations in rank order by default, 20 a page', () => {
      expect(stateToQuery(state())).to.deep.equal({
        arrival: '2026-07-01',
        departure: '2026-07-08',
        stock: { stock: 1, operator: 'GTE' },
        page: 1,
        limit: 20,
      });
    });

    it('encodes guests, tags, one or several types, sort and page as the contract says', () => {
      const query = stateToQuery(
        state({
          guests: [
            { id: 'adults', count: 2 },
            { id: 'children', count: 0 },
            { id: 'pets', count: 1 },
          ],
          tags: { pool: ['tag_a', 'tag_b'], none: [], view: ['tag_c'] },
          types: ['bungalow'],
          onlyAvailable: false,
          sort: 'price-desc',
          page: 3,
        }),
        20,
      )!;
      expect(query.ageTableCategories).to.deep.equal([
        { id: 'adults', count: 2 },
        { id: 'pets', count: 1 },
      ]);
      expect(query.tags).to.deep.equal([['tag_a', 'tag_b'], ['tag_c']]);
      expect(query.type).to.deep.equal({ type: 'bungalow', operator: 'EQ' });
      expect(query.stock).to.equal(undefined);
      expect(query.sorts).to.deep.equal([{ column: 'price_total', order: 'desc' }]);
      expect(query.page).to.equal(3);
      expect(query.limit).to.equal(20);
      expect(stateToQuery(state({ types: ['bungalow', 'chalet'] }))!.type).to.deep.equal({
        type: ['bungalow', 'chalet'],
        operator: 'IN',
      });
    });

    it('sends persons when no categories are counted', () => {
      expect(stateToQuery(state({ persons: 4 }))!.persons).to.equal(4);
      expect(stateToQuery(state({ persons: 4, guests: [{ id: 'adults', count: 1 }] }))!.persons).to.equal(undefined);
    });
  });

  describe('query keys', () => {
    it('caches the count per query, whatever the page or the order', () => {
      const first = stateToQuery(state({ page: 1 }))!;
      const third = stateToQuery(state({ page: 3 }))!;
      expect(countKey(first)).to.equal(countKey(third));
      expect(queryKey(first)).not.to.equal(queryKey(third));
      expect(countKey(first)).to.equal(countKey(stateToQuery(state({ sort: 'name' }))!));
      expect(countKey(first)).not.to.equal(countKey(stateToQuery(state({ types: ['pod'] }))!));
    });

    it('knows equal queries', () => {
      expect(
        sameQuery(
          stateToQuery(state({ page: 2, sort: 'name' })),
          stateToQuery({ ...state({ sort: 'name' }), page: 2 }),
        ),
      ).to.equal(true);
      expect(sameQuery(stateToQuery(state({ page: 2 })), stateToQuery(state({ page: 3 })))).to.equal(false);
      expect(sameQuery(null, null)).to.equal(true);
      expect(sameQuery(null, { arrival: 'a', departure: 'b' })).to.equal(false);
    });

    it('knows the party size, without pets and 2 by default', () => {
      expect(
        partySizeOf(
          stateToQuery(
            state({
              guests: [
                { id: 'adults', count: 3 },
                { id: 'pets', count: 2 },
              ],
            }),
          ),
        ),
      ).to.equal(3);
      expect(partySizeOf(stateToQuery(state({ persons: 5 })))).to.equal(5);
      expect(partySizeOf(null)).to.equal(2);
    });
  });

  describe('parsers', () => {
    it('reads guests like "adults:2,children:1", and 2 adults for the rest', () => {
      expect(readState({ guests: 'adults:2, children:1' })).to.deep.equal({
        value: {
          guests: [
            { id: 'adults', count: 2 },
            { id: 'children', count: 1 },
          ],
        },
        problems: [],
      });
      expect(readState({ guests: 'grownups:2' })).to.deep.equal({
        value: { guests: [{ id: 'adults', count: 2 }] },
        problems: ['guests "grownups:2" read as adults:2'],
      });
      expect(readState({ guests: 'adults:two' }).value.guests).to.deep.equal([{ id: 'adults', count: 2 }]);
    });

    it('reads attributes without a prefix, and leaves out what is empty', () => {
      expect(
        readState({ arrival: '2026-07-01', departure: '2026-07-08', sort: ' name ', persons: '' }, '', '', RULES),
      ).to.deep.equal({
        value: { arrival: '2026-07-01', departure: '2026-07-08', sort: 'name' },
        problems: [],
      });
      expect(readState({ persons: '40', sort: 'cheapest' }).problems).to.deep.equal([
        'persons "40" ignored',
        'sort "cheapest" ignored',
      ]);
    });

    it('reads tag groups separated by semicolons', () => {
      expect(parseTags('pool:tag_a,tag_b;view:tag_c')).to.deep.equal({
        groups: { pool: ['tag_a', 'tag_b'], view: ['tag_c'] },
        unknown: [],
      });
      expect(parseTags('tag_a')).to.deep.equal({ groups: undefined, unknown: ['tag_a'] });
      expect(parseTags('pool:<script>')).to.deep.equal({ groups: undefined, unknown: ['<script>'] });
    });

    it('drops only the bad entries of a tag list, naming each', () => {
      expect(parseTags('pool:tag_a,<b>,tag_b;%E0%A4%A:tag_c;view:tag_d')).to.deep.equal({
        groups: { pool: ['tag_a', 'tag_b'], view: ['tag_d'] },
        unknown: ['<b>', '%E0%A4%A:tag_c'],
      });
      expect(readState({ stay_tags: 'pool:tag_a,tag x' }, 'stay_')).to.deep.equal({
        value: { tags: { pool: ['tag_a'] } },
        problems: ['stay_tags: "tag x" left out'],
      });
    });
  });

  describe('the page address', () => {
    it('writes stay_ parameters and keeps every other parameter', () => {
      const params = stateToUrlParams(
        state({
          guests: [{ id: 'adults', count: 2 }],
          tags: { pool: ['tag_a'], 'sea view': ['tag_b', 'tag_c'] },
          types: ['chalet', 'villa'],
          onlyAvailable: false,
          sort: 'rating',
          page: 2,
          adminId: '102',
        }),
        '?utm_source=news&stay_page=9&x=1',
      );
      expect(params.get('utm_source')).to.equal('news');
      expect(params.get('x')).to.equal('1');
      expect(Object.fromEntries([...params].filter(([k]) => k.startsWith('stay_')))).to.deep.equal({
        stay_arrival: '2026-07-01',
        stay_departure: '2026-07-08',
        stay_guests: 'adults:2',
        stay_tags: 'pool:tag_a;sea%20view:tag_b,tag_c',
        stay_types: 'chalet,villa',
        stay_available: '0',
        stay_sort: 'rating',
        stay_page: '2',
        stay_admin: '102',
      });
    });

    it('writes the address anew, keeping every other parameter as written', () => {
      const search = stateToAddressSearch(state({ sort: 'name', page: 2 }), '?q=a%20b&stay_page=9&x=1+2');
      expect(search).to.equal(
        '?q=a%20b&x=1+2&stay_arrival=2026-07-01&stay_departure=2026-07-08&stay_sort=name&stay_page=2',
      );
      expect(stateToAddressSearch(emptyState(), '?stay_sort=name&stay_page=2')).to.equal('');
      expect(stateToAddressSearch(emptyState(), '?keep=1&stay_page=2')).to.equal('?keep=1');
    });

    it('adds a history entry for a page or a new search, and replaces it for sort and filter adjustments', () => {
      for (const change of ['page', 'dates', 'party', 'administration'] as const) {
        expect(historyEntryFor(change, change), change).to.equal('push');
        expect(historyEntryFor(change, 'filters'), change).to.equal('push');
      }
      expect(historyEntryFor('sort', undefined)).to.equal('replace');
      expect(historyEntryFor('sort', 'dates')).to.equal('replace');
      expect(historyEntryFor('attributes', 'page')).to.equal('replace');
      expect(historyEntryFor('filters', 'dates'), 'the first filter').to.equal('push');
      expect(historyEntryFor('filters', undefined), 'the first filter').to.equal('push');
      expect(historyEntryFor('filters', 'filters'), 'the next ones').to.equal('replace');
    });

    it('leaves defaults out', () => {
      expect(stateToUrlParams(emptyState()).toString()).to.equal('');
    });

    it('restores what it wrote', () => {
      const original = state({
        persons: 3,
        tags: { g: ['tag_x'] },
        types: ['pod'],
        sort: 'name',
        page: 4,
        onlyAvailable: false,
      });
      const { value, problems } = fromAddress(stateToUrlParams(original).toString());
      expect(problems).to.deep.equal([]);
      expect({ ...emptyState(), ...value }).to.deep.equal(original);
    });

    it('ignores bad stay_ values, one problem each, and keeps the good ones', () => {
      const { value, problems } = fromAddress(
        'stay_arrival=2026-07-01&stay_departure=2026-07-05&stay_sort=cheapest&stay_page=-1&stay_available=maybe&stay_types=chalet,castle',
      );
      expect(value).to.deep.equal({ arrival: '2026-07-01', departure: '2026-07-05', types: ['chalet'] });
      expect(problems).to.deep.equal([
        'stay_types: "castle" left out',
        'stay_available "maybe" ignored',
        'stay_sort "cheapest" ignored',
        'stay_page "-1" ignored',
      ]);
    });

    it('drops only the bad entries of stay_types, naming each, and the list when none is good', () => {
      expect(fromAddress('stay_types=castle,pod,igloo,POD')).to.deep.equal({
        value: { types: ['pod'] },
        problems: ['stay_types: "castle", "igloo" left out'],
      });
      expect(fromAddress('stay_types=castle')).to.deep.equal({
        value: {},
        problems: ['stay_types: "castle" left out'],
      });
    });

    it('drops a departure that is not after the arrival', () => {
      const { value, problems } = fromAddress('stay_arrival=2026-07-05&stay_departure=2026-07-01');
      expect(value).to.deep.equal({});
      expect(problems).to.deep.equal([
        'stay_arrival/departure "2026-07-05/2026-07-01" has a departure not after the arrival',
      ]);
    });

    it('drops dates the date picker would refuse: before today, beyond 18 months', () => {
      const past = readState({ stay_arrival: '2026-03-01', stay_departure: '2026-03-05' }, 'stay_', '', {
        ...RULES,
        min: '2026-06-01',
      });
      expect(past.value).to.deep.equal({});
      expect(past.problems).to.have.length(1);
      const far = fromAddress('stay_arrival=2027-06-28&stay_departure=2027-07-02');
      expect(far.value).to.deep.equal({});
      expect(far.problems).to.have.length(1);
    });
  });

  describe("the date picker's rules", () => {
    it('runs from today to 18 months ahead, 1 to 365 nights', () => {
      expect(pickerRules('2026-07-01')).to.deep.equal({
        min: '2026-07-01',
        max: '2028-01-01',
        minNights: 1,
        maxNights: 365,
      });
    });

    it('says why a stay cannot be chosen, or nothing', () => {
      const problemOf = (arrival: string, departure: string) =>
        readState({ arrival, departure }, '', '', RULES).problems.join();
      expect(problemOf('2026-07-01', '2026-07-08')).to.equal('');
      expect(problemOf('2026-07-08', '2026-07-01')).to.contain('not after the arrival');
      expect(problemOf('2025-12-30', '2026-01-02')).to.contain('starts before min 2026-01-01');
      expect(problemOf('2027-06-29', '2027-07-02')).to.contain('ends after max 2027-06-30');
    });
  });

  describe('the party as the guests field shows it', () => {
    const partyOf = (guests: string, categories = '') => readState({ guests }, '', categories);

    it('keeps a party the guests field shows as it is', () => {
      expect(partyOf('adults:2,children:1')).to.deep.equal({
        value: {
          guests: [
            { id: 'adults', count: 2 },
            { id: 'children', count: 1 },
          ],
        },
        problems: [],
      });
      expect(partyOf('adults:2,children:1', 'children,adults').problems).to.deep.equal([]);
    });

    it('drops categories not offered and keeps counts inside their limits and the largest party', () => {
      expect(partyOf('adults:0,children:2,seniors:3')).to.deep.equal({
        value: {
          guests: [
            { id: 'adults', count: 1 },
            { id: 'children', count: 2 },
          ],
        },
        problems: ['guests "adults:0,children:2,seniors:3" read as adults:1,children:2'],
      });
      expect(fromAddress('stay_guests=adults:20').value.guests).to.deep.equal([{ id: 'adults', count: 12 }]);
      expect(partyOf('seniors:3', 'adults,seniors').value.guests).to.deep.equal([
        { id: 'adults', count: 1 },
        { id: 'seniors', count: 3 },
      ]);
      expect(partyOf('adults:12,children:10').value.guests).to.deep.equal([
        { id: 'adults', count: 12 },
        { id: 'children', count: 4 },
      ]);
    });
  });
});
