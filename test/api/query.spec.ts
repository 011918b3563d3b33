import { expect } from '@open-wc/testing';
import { encodeSearchQuery, validateSearchQuery, type SearchQuery } from '../../src/api/index.js';

const stay = { arrival: '2026-07-01', departure: '2026-07-08' };

function problems(query: Partial<SearchQuery>) {
  return validateSearchQuery({ ...stay, ...query } as SearchQuery);
}

describe('encodeSearchQuery', () => {
  it('sends the dates and the default page and limit as plain parameters', () => {
    expect(encodeSearchQuery(stay).toString()).to.equal('arrival=2026-07-01&departure=2026-07-08&offset=1&limit=20');
  });

  it('sends age_table_categories as JSON with counts as strings, leaving out empty categories', () => {
    const params = encodeSearchQuery({
      ...stay,
      ageTableCategories: [
        { id: 'adults', count: 2 },
        { id: 'children', count: 1 },
        { id: 'babies', count: 0 },
      ],
      persons: 5,
    });
    expect(params.get('age_table_categories')).to.equal('[{"id":"adults","count":"2"},{"id":"children","count":"1"}]');
    expect(params.has('persons'), 'age categories win over persons').to.equal(false);
  });

  it('sends persons when there are no age categories', () => {
    expect(encodeSearchQuery({ ...stay, persons: 4 }).get('persons')).to.equal('4');
    expect(encodeSearchQuery({ ...stay, persons: 4, ageTableCategories: [] }).get('persons')).to.equal('4');
    expect(encodeSearchQuery(stay).has('persons')).to.equal(false);
  });

  it('sends accommodation_id as a plain parameter', () => {
    expect(encodeSearchQuery({ ...stay, accommodationId: 'acc_x1' }).get('accommodation_id')).to.equal('acc_x1');
  });

  it('sends tags as groups, dropping empty groups', () => {
    const params = encodeSearchQuery({ ...stay, tags: [['tag_a', 'tag_b'], [], ['tag_c']] });
    expect(params.get('tags')).to.equal('[["tag_a","tag_b"],["tag_c"]]');
    expect(encodeSearchQuery({ ...stay, tags: [[]] }).has('tags')).to.equal(false);
  });

  it('sends every type operator in the contract shape', () => {
    const type = (filter: SearchQuery['type']) => encodeSearchQuery({ ...stay, type: filter }).get('type');
    expect(type({ type: 'bungalow', operator: 'EQ' })).to.equal('{"type":"bungalow","operator":"EQ"}');
    expect(type({ type: 'bungalow', operator: 'NEQ' })).to.equal('{"type":"bungalow","operator":"NEQ"}');
    expect(type({ type: ['bungalow', 'chalet'], operator: 'IN' })).to.equal(
      '{"type":["bungalow","chalet"],"operator":"IN"}',
    );
    expect(type({ type: ['villa'], operator: 'NOT_IN' })).to.equal('{"type":["villa"],"operator":"NOT_IN"}');
    expect(type({ operator: 'EMPTY' })).to.equal('{"operator":"EMPTY"}');
    expect(type({ operator: 'NOT_EMPTY' })).to.equal('{"operator":"NOT_EMPTY"}');
  });

  it('sends stock and sorts as JSON', () => {
    const params = encodeSearchQuery({
      ...stay,
      stock: { stock: 1, operator: 'GTE' },
      sorts: [
        { column: 'price_total', order: 'asc' },
        { column: 'name', order: 'desc' },
      ],
    });
    expect(params.get('stock')).to.equal('{"stock":1,"operator":"GTE"}');
    expect(params.get('sorts')).to.equal('[{"column":"price_total","order":"asc"},{"column":"name","order":"desc"}]');
    expect(encodeSearchQuery({ ...stay, sorts: [] }).has('sorts')).to.equal(false);
  });

  it('sends the page as offset and never more than 20 results a page', () => {
    const params = encodeSearchQuery({ ...stay, page: 3, limit: 10 });
    expect(params.get('offset')).to.equal('3');
    expect(params.get('limit')).to.equal('10');
    expect(encodeSearchQuery({ ...stay, limit: 50 }).get('limit')).to.equal('20');
  });

  it('URL-encodes the JSON values', () => {
    const wire = encodeSearchQuery({ ...stay, stock: { stock: 1, operator: 'GTE' } }).toString();
    expect(wire).to.contain('stock=%7B%22stock%22%3A1%2C%22operator%22%3A%22GTE%22%7D');
  });

  it('does not carry fields the contract does not name', () => {
    const query = { ...stay, type: { operator: 'EMPTY', type: 'villa' }, extra: 1 } as unknown as SearchQuery;
    const params = encodeSearchQuery(query);
    expect([...params.keys()]).to.deep.equal(['arrival', 'departure', 'type', 'offset', 'limit']);
  });
});

describe('validateSearchQuery', () => {
  it('accepts a complete query', () => {
    expect(
      problems({
        ageTableCategories: [{ id: 'adults', count: 2 }],
        tags: [['tag_a']],
        type: { type: ['chalet'], operator: 'IN' },
        stock: { stock: 1, operator: 'LT' },
        sorts: [{ column: 'rating', order: 'desc' }],
        page: 2,
        limit: 1,
      }),
    ).to.deep.equal([]);
  });

  it('asks for missing dates', () => {
    expect(validateSearchQuery({} as SearchQuery)).to.deep.equal([
      { param: 'arrival', message: 'Missing arrival.' },
      { param: 'departure', message: 'Missing departure.' },
    ]);
  });

  it('refuses dates that do not exist or are not ISO', () => {
    expect(problems({ arrival: '2026-02-30' })).to.deep.equal([
      { param: 'arrival', message: 'Invalid arrival: "2026-02-30".' },
    ]);
    expect(problems({ departure: '08/07/2026' })[0].param).to.equal('departure');
    expect(problems({ departure: '2026-13-01' })[0].param).to.equal('departure');
    expect(problems({ arrival: '2028-02-29', departure: '2028-03-01' })).to.deep.equal([]);
  });

  it('wants the departure after the arrival', () => {
    for (const departure of ['2026-07-01', '2026-06-30']) {
      expect(problems({ departure })).to.deep.equal([
        { param: 'departure', message: 'Departure must be 1 to 365 nights after arrival.' },
      ]);
    }
  });

  it('allows at most 365 nights', () => {
    expect(problems({ arrival: '2026-01-01', departure: '2027-01-01' })).to.deep.equal([]);
    expect(problems({ arrival: '2026-01-01', departure: '2027-01-02' })).to.deep.equal([
      { param: 'departure', message: 'Departure must be 1 to 365 nights after arrival.' },
    ]);
  });

  it('keeps limit within 1 to 20 and the page from 1', () => {
    for (const limit of [0, 21, 2.5]) {
      expect(problems({ limit })).to.deep.equal([{ param: 'limit', message: `Invalid limit: ${limit}.` }]);
    }
    expect(problems({ page: 0 })).to.deep.equal([{ param: 'offset', message: 'Invalid offset: 0.' }]);
  });

  it('names unknown types, operators, categories and sort columns', () => {
    const bad = <T>(value: unknown) => value as T;
    expect(problems({ type: bad({ type: 'castle', operator: 'EQ' }) })).to.deep.equal([
      { param: 'type', message: 'Invalid type: {"type":"castle","operator":"EQ"}.' },
    ]);
    expect(problems({ type: bad({ type: 'villa', operator: 'LIKE' }) })).to.deep.equal([
      { param: 'type', message: 'Invalid type: {"type":"villa","operator":"LIKE"}.' },
    ]);
    expect(problems({ type: { type: [], operator: 'IN' } })[0].message).to.equal(
      'Invalid type: {"type":[],"operator":"IN"}.',
    );
    expect(problems({ stock: bad({ stock: 1, operator: 'GE' }) })).to.deep.equal([
      { param: 'stock', message: 'Invalid stock: {"stock":1,"operator":"GE"}.' },
    ]);
    expect(problems({ ageTableCategories: bad([{ id: 'teens', count: 1 }]) })).to.deep.equal([
      { param: 'age_table_categories', message: 'Invalid age_table_categories: {"id":"teens","count":1}.' },
    ]);
    expect(problems({ ageTableCategories: [{ id: 'adults', count: -1 }] })).to.deep.equal([
      { param: 'age_table_categories', message: 'Invalid age_table_categories: {"id":"adults","count":-1}.' },
    ]);
    expect(problems({ sorts: bad([{ column: 'price', order: 'up' }]) })).to.deep.equal([
      { param: 'sorts', message: 'Invalid sorts: {"column":"price","order":"up"}.' },
    ]);
  });

  it('wants a list of types for IN and NOT_IN and a single type for EQ and NEQ (contract §1)', () => {
    const bad = <T>(value: unknown) => value as T;
    expect(problems({ type: bad({ type: 'bungalow', operator: 'IN' }) })).to.deep.equal([
      { param: 'type', message: 'Invalid type: {"type":"bungalow","operator":"IN"}.' },
    ]);
    expect(problems({ type: bad({ type: 'villa', operator: 'NOT_IN' }) })).to.deep.equal([
      { param: 'type', message: 'Invalid type: {"type":"villa","operator":"NOT_IN"}.' },
    ]);
    expect(problems({ type: bad({ type: ['bungalow'], operator: 'EQ' }) })).to.deep.equal([
      { param: 'type', message: 'Invalid type: {"type":["bungalow"],"operator":"EQ"}.' },
    ]);
    expect(problems({ type: bad({ type: ['villa', 'chalet'], operator: 'NEQ' }) })).to.deep.equal([
      { param: 'type', message: 'Invalid type: {"type":["villa","chalet"],"operator":"NEQ"}.' },
    ]);
    expect(problems({ type: { type: ['bungalow'], operator: 'IN' } })).to.deep.equal([]);
    expect(problems({ type: { type: 'bungalow', operator: 'EQ' } })).to.deep.equal([]);
  });

  it('lists every problem at once', () => {
    const list = validateSearchQuery({ arrival: 'x', departure: '', limit: 99, page: -1 } as SearchQuery);
    expect(list.map((problem) => problem.param)).to.deep.equal(['arrival', 'departure', 'limit', 'offset']);
  });
});
