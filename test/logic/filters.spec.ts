import { expect } from '@open-wc/testing';
import {
  activeFilterCount,
  defaultFilters,
  filtersToQuery,
  localizedText,
  parseTagGroups,
  parseTypes,
  unknownTypesMessage,
  sortKeyOf,
  SORT_KEYS,
} from '../../src/logic/filters.js';

describe('filters logic', () => {
  describe('filtersToQuery', () => {
    it('sends only stock GTE 1 by default (rank sends no sorts)', () => {
      expect(filtersToQuery(defaultFilters())).to.deep.equal({ stock: { stock: 1, operator: 'GTE' } });
    });

    it('sends nothing at all with only-available off', () => {
      expect(filtersToQuery({ ...defaultFilters(), onlyAvailable: false })).to.deep.equal({});
    });

    it('sends tag groups as OR arrays combined with AND, dropping empty groups and repeats', () => {
      const query = filtersToQuery({
        ...defaultFilters(),
        tags: { facilities: ['tag_pool', 'tag_wifi', 'tag_pool'], empty: [], pets: ['tag_dogs'] },
      });
      expect(query.tags).to.deep.equal([['tag_pool', 'tag_wifi'], ['tag_dogs']]);
    });

    it('sends one type as EQ and several as IN, none as no type', () => {
      expect(filtersToQuery({ ...defaultFilters(), types: ['chalet'] }).type).to.deep.equal({
        type: 'chalet',
        operator: 'EQ',
      });
      expect(filtersToQuery({ ...defaultFilters(), types: ['chalet', 'bungalow'] }).type).to.deep.equal({
        type: ['chalet', 'bungalow'],
        operator: 'IN',
      });
      expect(filtersToQuery({ ...defaultFilters(), types: [] })).not.to.have.property('type');
    });

    it('maps every sort key to one sort of the spec', () => {
      const sorts = Object.fromEntries(
        SORT_KEYS.map((key) => [key, filtersToQuery({ ...defaultFilters(), sort: key }).sorts]),
      );
      expect(sorts).to.deep.equal({
        rank: undefined,
        'price-asc': [{ column: 'price_total', order: 'asc' }],
        'price-desc': [{ column: 'price_total', order: 'desc' }],
        rating: [{ column: 'rating', order: 'desc' }],
        name: [{ column: 'name', order: 'asc' }],
        persons: [{ column: 'persons_max', order: 'desc' }],
        availability: [{ column: 'available_stock', order: 'desc' }],
      });
    });

    it('combines everything', () => {
      expect(
        filtersToQuery({
          tags: { a: ['tag_a', 'tag_b'], c: ['tag_c'] },
          types: ['pod', 'villa'],
          onlyAvailable: true,
          sort: 'price-desc',
        }),
      ).to.deep.equal({
        tags: [['tag_a', 'tag_b'], ['tag_c']],
        type: { type: ['pod', 'villa'], operator: 'IN' },
        stock: { stock: 1, operator: 'GTE' },
        sorts: [{ column: 'price_total', order: 'desc' }],
      });
    });
  });

  describe('sortKeyOf', () => {
    it('reads the sorts back into a key', () => {
      expect(sortKeyOf(undefined)).to.equal('rank');
      expect(sortKeyOf([{ column: 'rank', order: 'asc' }])).to.equal('rank');
      expect(sortKeyOf([{ column: 'price_total', order: 'desc' }])).to.equal('price-desc');
      expect(sortKeyOf([{ column: 'persons_min', order: 'asc' }])).to.equal(null);
    });
  });

  describe('parseTagGroups', () => {
    it('reads valid JSON with plain and translated labels', () => {
      const { groups, problems } = parseTagGroups(
        '[{"id":"fac","label":{"en":"Facilities","nl":"Voorzieningen"},"tags":[{"id":"tag_pool","label":"Pool"}]}]',
      );
      expect(problems).to.deep.equal([]);
      expect(groups).to.deep.equal([
        { id: 'fac', label: { en: 'Facilities', nl: 'Voorzieningen' }, tags: [{ id: 'tag_pool', label: 'Pool' }] },
      ]);
    });

    it('gives no groups and a problem for broken JSON or a non-array', () => {
      const broken = parseTagGroups('[{"id":');
      expect(broken.groups).to.deep.equal([]);
      expect(broken.problems).to.have.length(1);
      expect(broken.problems[0]).to.contain('not valid JSON');
      expect(parseTagGroups('{"id":"x"}')).to.deep.equal({ groups: [], problems: ['not an array'] });
      expect(parseTagGroups('')).to.deep.equal({ groups: [], problems: [] });
    });

    it('drops unusable groups and tags and keeps the rest', () => {
      const { groups, problems } = parseTagGroups([
        { label: 'no id', tags: [] },
        {
          id: 'a',
          label: 'A',
          tags: [{ id: 'pool', label: 'no prefix' }, { id: 'tag_ok' }, { id: 'tag_ok', label: 'again' }],
        },
        { id: 'a', tags: [{ id: 'tag_x', label: 'X' }] },
        { id: 'b', label: 'B', tags: 'nope' },
        { id: 'c', label: 'C', tags: [{ id: 'bad' }] },
      ]);
      expect(groups).to.deep.equal([{ id: 'a', label: 'A', tags: [{ id: 'tag_ok', label: 'tag_ok' }] }]);
      expect(problems).to.have.length(7);
    });
  });

  describe('parseTypes', () => {
    it('keeps known types in order and reports the rest', () => {
      expect(parseTypes('chalet, Bungalow,castle,chalet')).to.deep.equal({
        types: ['chalet', 'bungalow'],
        unknown: ['castle'],
      });
      expect(parseTypes(['pod', 42])).to.deep.equal({ types: ['pod'], unknown: ['42'] });
    });
  });

  describe('unknownTypesMessage', () => {
    it('names the nearest valid type of each unknown one, by name or by English title', () => {
      const nearest = (word: string) => unknownTypesMessage([word]);
      expect(nearest('pitch')).to.equal('unknown type "pitch" (did you mean "campsite"?)');
      expect(nearest('Mobile home')).to.equal('unknown type "Mobile home" (did you mean "mobilehome"?)');
      expect(nearest('mobile-home')).to.contain('did you mean "mobilehome"?');
      expect(nearest('holiday home')).to.contain('did you mean "holiday_home"?');
      expect(nearest('Hotel room')).to.contain('did you mean "hotelroom"?');
      expect(nearest('Gypsy wagon')).to.contain('did you mean "gipsywagon"?');
      expect(nearest('chalets')).to.contain('did you mean "chalet"?');
      expect(nearest('bungalo')).to.contain('did you mean "bungalow"?');
      expect(nearest('safari')).to.contain('did you mean "safari_tent"?');
      expect(nearest('tree house')).to.contain('did you mean "treehouse"?');
    });

    it('lists the valid types when nothing is close', () => {
      expect(unknownTypesMessage(['castle', 'pitch'])).to.equal(
        'unknown types "castle", "pitch" (did you mean "campsite"?); valid types: ' +
          'other, campsite, apartment, camping_barrel, bungalow_tent, bungalow, caravan, chalet, hiker_cabin, ' +
          'holiday_home, hotelroom, lodge_tent, mobilehome, studio, tipitent, treehouse, villa, gipsywagon, ' +
          'safari_tent, pod',
      );
      // "tent" starts no single name: several types are tents.
      expect(unknownTypesMessage(['tent'])).to.contain('valid types:');
    });
  });

  it('counts active filters and picks a label by language', () => {
    expect(activeFilterCount({ ...defaultFilters(), tags: { a: ['tag_a', 'tag_b'] }, types: ['pod'] })).to.equal(3);
    expect(localizedText({ en: 'Pool', nl: 'Zwembad' }, 'nl')).to.equal('Zwembad');
    expect(localizedText({ en: 'Pool', nl: 'Zwembad' }, 'fr')).to.equal('Pool');
    expect(localizedText({ de: 'Schwimmbad' }, 'fr')).to.equal('Schwimmbad');
    expect(localizedText('Pool', 'nl')).to.equal('Pool');
  });
});
