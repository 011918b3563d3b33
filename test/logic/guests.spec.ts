import { expect } from '@open-wc/testing';
import {
  DEFAULT_CATEGORIES,
  ageRange,
  countRange,
  readTypedCount,
  formatGuests,
  guestsToQuery,
  normalizeGuests,
  parseCategories,
  parseGuests,
  partySize,
  resolveLimit,
} from '../../src/logic/guests.js';

describe('guests logic', () => {
  describe('parseGuests', () => {
    it('reads "adults:2,children:1"', () => {
      expect(parseGuests('adults:2,children:1')).to.deep.equal({ value: { adults: 2, children: 1 }, problems: [] });
    });

    it('is lenient about separators, case and spaces', () => {
      expect(parseGuests(' Adults=2; children:1  pets:0 ').value).to.deep.equal({ adults: 2, children: 1, pets: 0 });
    });

    it('skips unknown, not offered and malformed entries and says why', () => {
      const { value, problems } = parseGuests('adults:2,aliens:3,seniors:1,children:-1,babies:x,pets', [
        'adults',
        'children',
        'babies',
        'pets',
      ]);
      expect(value).to.deep.equal({ adults: 2 });
      expect(problems).to.have.length(5);
      expect(problems[0]).to.contain('aliens');
      expect(problems[1]).to.contain('seniors');
    });

    it('keeps the last count of a repeated category and reports it', () => {
      const { value, problems } = parseGuests('adults:2,adults:3');
      expect(value).to.deep.equal({ adults: 3 });
      expect(problems).to.have.length(1);
    });

    it('reads nothing from empty or missing text', () => {
      expect(parseGuests('')).to.deep.equal({ value: {}, problems: [] });
      expect(parseGuests(null)).to.deep.equal({ value: {}, problems: [] });
    });
  });

  describe('formatGuests', () => {
    it('writes counts above 0 in the given order', () => {
      expect(formatGuests({ children: 1, adults: 2, babies: 0 }, ['adults', 'children', 'babies'])).to.equal(
        'adults:2,children:1',
      );
    });

    it('round-trips with parseGuests', () => {
      const text = 'adults:2,children:1,pets:1';
      expect(formatGuests(parseGuests(text).value, ['adults', 'children', 'babies', 'pets'])).to.equal(text);
    });
  });

  describe('partySize', () => {
    it('does not count pets', () => {
      expect(partySize({ adults: 2, children: 1, pets: 3 })).to.equal(3);
    });
  });

  describe('guestsToQuery', () => {
    it('gives ageTableCategories with numeric counts above 0 in the offered order', () => {
      expect(
        guestsToQuery({ adults: 2, children: 1, babies: 0, pets: 1 }, 'categories', [
          'adults',
          'children',
          'babies',
          'pets',
        ]),
      ).to.deep.equal({
        ageTableCategories: [
          { id: 'adults', count: 2 },
          { id: 'children', count: 1 },
          { id: 'pets', count: 1 },
        ],
      });
    });

    it('never sends both', () => {
      expect(Object.keys(guestsToQuery({ adults: 2 }, 'categories'))).to.deep.equal(['ageTableCategories']);
    });
  });

  describe('limits and normalization', () => {
    it('has sensible defaults', () => {
      expect(resolveLimit('adults', {})).to.deep.equal({ min: 1, max: 12 });
      expect(resolveLimit('pets', undefined)).to.deep.equal({ min: 0, max: 4 });
      expect(resolveLimit('children', null)).to.deep.equal({ min: 0, max: 10 });
    });

    it('repairs nonsense limits', () => {
      expect(resolveLimit('children', { children: { min: 5, max: 2 } })).to.deep.equal({ min: 2, max: 5 });
      expect(resolveLimit('children', { children: { min: -3, max: 1e9 } })).to.deep.equal({ min: 0, max: 99 });
    });

    it('fills minimums, clamps counts and trims a party above the total from the last category', () => {
      const categories = ['adults', 'children', 'babies', 'pets'] as const;
      expect(normalizeGuests({}, categories, {}, 16)).to.deep.equal({
        counts: { adults: 1, children: 0, babies: 0, pets: 0 },
        changed: false,
      });
      expect(normalizeGuests({ adults: 50, pets: 9 }, categories, {}, 16).counts).to.deep.equal({
        adults: 12,
        children: 0,
        babies: 0,
        pets: 4,
      });
      const trimmed = normalizeGuests({ adults: 4, children: 3, babies: 2, pets: 2 }, categories, {}, 6);
      expect(trimmed.counts).to.deep.equal({ adults: 4, children: 2, babies: 0, pets: 2 });
      expect(trimmed.changed).to.equal(true);
    });
  });

  describe('parseCategories', () => {
    it('keeps known categories in order and reports unknown ones', () => {
      expect(parseCategories('Seniors, adults,elves,adults')).to.deep.equal({
        categories: ['seniors', 'adults'],
        unknown: ['elves'],
      });
    });

    it('falls back to the defaults, which have a row for every age', () => {
      const defaults = ['adults', 'young_adults', 'children', 'babies', 'pets'];
      expect(parseCategories('').categories).to.deep.equal(defaults);
      expect(parseCategories('elves').categories).to.deep.equal(defaults);
    });
  });

  describe('ageRange', () => {
    it('gives the built-in ages, open-ended for the oldest offered', () => {
      const offered = DEFAULT_CATEGORIES;
      expect(offered.map((category) => ageRange(category, offered))).to.deep.equal([
        { from: 18 },
        { from: 13, to: 17 },
        { from: 3, to: 12 },
        { from: 0, to: 2 },
        undefined,
      ]);
    });

    it('never overlaps: a category ends where the next older one offered starts', () => {
      const offered = ['babies', 'young_children', 'children', 'adults', 'seniors', 'eldern'] as const;
      expect(ageRange('young_children', offered)).to.deep.equal({ from: 3, to: 5 });
      expect(ageRange('children', offered)).to.deep.equal({ from: 6, to: 12 });
      expect(ageRange('adults', offered)).to.deep.equal({ from: 18, to: 64 });
      expect(ageRange('seniors', offered)).to.deep.equal({ from: 65, to: 79 });
      expect(ageRange('eldern', offered)).to.deep.equal({ from: 80 });
    });

    it('leaves a gap as it is (a site with its own age table gives its own hints)', () => {
      expect(ageRange('children', ['adults', 'children'])).to.deep.equal({ from: 3, to: 12 });
    });
  });
  describe('countRange', () => {
    it('is the limit, and for anyone but pets the room max-total leaves beside the others', () => {
      const counts = { adults: 4, children: 1, pets: 2 };
      expect(countRange('adults', counts, {}, 16)).to.deep.equal({ min: 1, max: 12 });
      expect(countRange('children', counts, {}, 6)).to.deep.equal({ min: 0, max: 2 });
      expect(countRange('pets', counts, {}, 5)).to.deep.equal({ min: 0, max: 4 });
      expect(countRange('babies', counts, { babies: { min: 1 } }, 5), 'never below the minimum').to.deep.equal({
        min: 1,
        max: 1,
      });
    });
  });

  describe('readTypedCount', () => {
    it('reads whole digits, with spaces around them, and nothing else', () => {
      expect(['4', ' 12 ', '0', '099'].map(readTypedCount)).to.deep.equal([4, 12, 0, 99]);
      expect(['', ' ', '-1', '2.5', '1e2', 'four', '4 4', '1000'].map(readTypedCount)).to.deep.equal(
        Array(8).fill(undefined),
      );
    });
  });
});
