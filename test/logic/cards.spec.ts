import { expect } from '@open-wc/testing';
import {
  availabilityOf,
  bookingUrl,
  chipColour,
  formatMoney,
  formatPrices,
  formatRatingNumber,
  isBookable,
  isCurrencyCode,
  labelIcon,
  labelText,
  nightsBetween,
  partySizeOf,
  pickTranslation,
  pluralOf,
  ratingOf,
  safeThumbnailUrl,
} from '../../src/logic/cards.js';
import { accommodation, label, weekInJuly } from '../helpers/accommodation-factory.js';
import type { SearchQuery } from '../../src/api/types.js';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('cards logic', () => {
  describe('nightsBetween', () => {
    it('counts the nights of a stay, across a month end and a DST change', () => {
      expect(nightsBetween('2026-07-04', '2026-07-11')).to.equal(7);
      expect(nightsBetween('2026-03-28', '2026-04-02')).to.equal(5);
      expect(nightsBetween('2026-10-24', '2026-10-26')).to.equal(2);
    });

    it('gives undefined for missing, impossible or reversed dates', () => {
      expect(nightsBetween(undefined, '2026-07-11')).to.equal(undefined);
      expect(nightsBetween('2026-02-27', '2026-02-30')).to.equal(undefined);
      expect(nightsBetween('2026-07-11', '2026-07-04')).to.equal(undefined);
      expect(nightsBetween('2026-07-04', '2026-07-04')).to.equal(undefined);
      expect(nightsBetween('4 July', '2026-07-11')).to.equal(undefined);
    });
  });

  describe('partySizeOf', () => {
    it('counts every age category except pets', () => {
      expect(partySizeOf(weekInJuly())).to.equal(3);
    });

    it('uses persons without categories, and the service default of 2 without either', () => {
      expect(partySizeOf(weekInJuly({ ageTableCategories: undefined, persons: 5 }))).to.equal(5);
      expect(partySizeOf(weekInJuly({ ageTableCategories: undefined }))).to.equal(2);
      expect(partySizeOf(undefined)).to.equal(2);
    });
  });

  describe('money', () => {
    it('formats euros in the locale, without cents for whole amounts', () => {
      expect(formatMoney(612, 'en', 'EUR')).to.equal('€612');
      expect(formatMoney(87.43, 'en', 'EUR')).to.equal('€87.43');
      expect(spaces(formatMoney(612, 'nl', 'EUR'))).to.equal('€ 612');
      expect(spaces(formatMoney(1234.5, 'nl', 'EUR'))).to.equal('€ 1.234,50');
      expect(spaces(formatMoney(612, 'de', 'EUR'))).to.equal('612 €');
    });

    it('formats prices shown together in one format: all with cents or all without', () => {
      expect(formatPrices([612, 87.43], 'en', 'EUR')).to.deep.equal(['€612.00', '€87.43']);
      expect(formatPrices([612.5, 87], 'en', 'EUR')).to.deep.equal(['€612.50', '€87.00']);
      expect(formatPrices([700, 100], 'en', 'EUR')).to.deep.equal(['€700', '€100']);
      expect(formatPrices([612.004, 87], 'en', 'EUR'), 'whole to the cent').to.deep.equal(['€612', '€87']);
      expect(formatPrices([612, 87.43], 'de', 'EUR').map(spaces)).to.deep.equal(['612,00 €', '87,43 €']);
      // A currency without cents shows none, whatever the amounts.
      const yen = new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' });
      expect(formatPrices([61200, 8743.5], 'en', 'JPY')).to.deep.equal([yen.format(61200), yen.format(8744)]);
    });

    it('formats pounds', () => {
      expect(formatMoney(612, 'en', 'GBP')).to.equal('£612');
      expect(formatMoney(1099.9, 'en-GB', 'GBP')).to.equal('£1,099.90');
    });

    it('falls back to euros for a code that is not a currency', () => {
      expect(isCurrencyCode('EUR')).to.equal(true);
      expect(isCurrencyCode('euro')).to.equal(false);
      expect(isCurrencyCode('€')).to.equal(false);
      expect(formatMoney(612, 'en', 'euro')).to.equal('€612');
    });

    it('formats a rating with one decimal in the locale', () => {
      expect(formatRatingNumber(8.6, 'en')).to.equal('8.6');
      expect(formatRatingNumber(8.6, 'nl')).to.equal('8,6');
      expect(formatRatingNumber(9, 'en')).to.equal('9.0');
    });

    it('picks plural categories per language', () => {
      expect(pluralOf(1, 'en')).to.equal('one');
      expect(pluralOf(7, 'nl')).to.equal('other');
      expect(pluralOf(0, 'fr')).to.equal('one');
    });
  });

  describe('availabilityOf', () => {
    it('says closed before anything else', () => {
      expect(availabilityOf(accommodation({ closed: true, available_stock: 0, persons_max: 2 }), 7)).to.equal('closed');
    });

    it('marks a party outside persons_min..persons_max', () => {
      expect(availabilityOf(accommodation({ persons_min: 2, persons_max: 6, available_stock: 0 }), 7)).to.equal(
        'party-does-not-fit',
      );
      expect(availabilityOf(accommodation({ persons_min: 4, persons_max: 6, available_stock: 0 }), 3)).to.equal(
        'party-does-not-fit',
      );
      expect(availabilityOf(accommodation({ persons_min: 2, persons_max: 6 }), 6)).to.equal('available');
    });

    it('counts down the last three places and says sold out at zero', () => {
      expect(availabilityOf(accommodation({ available_stock: 0 }), 2)).to.equal('sold-out');
      expect(availabilityOf(accommodation({ available_stock: 1 }), 2)).to.equal('few');
      expect(availabilityOf(accommodation({ available_stock: 3 }), 2)).to.equal('few');
      expect(availabilityOf(accommodation({ available_stock: 4 }), 2)).to.equal('available');
    });

    it('skips the party check when the party is unknown', () => {
      expect(availabilityOf(accommodation({ persons_max: 2 }), undefined)).to.equal('available');
    });

    it('allows booking only when places are left', () => {
      expect(
        ['available', 'few', 'sold-out', 'closed', 'party-does-not-fit'].map((a) => isBookable(a as never)),
      ).to.deep.equal([true, true, false, false, false]);
    });
  });

  describe('translations', () => {
    const names = { nl: { description: 'Boomhut' }, en: { description: 'Tree house' }, de: { description: '' } };

    it('takes the language asked for, also from a regional locale', () => {
      expect(pickTranslation(names, 'en', 'Boomhut')).to.equal('Tree house');
      expect(pickTranslation(names, 'en-GB', 'Boomhut')).to.equal('Tree house');
    });

    it('falls back to the default-language text when missing or empty', () => {
      expect(pickTranslation(names, 'fr', 'Boomhut')).to.equal('Boomhut');
      expect(pickTranslation(names, 'de', 'Boomhut')).to.equal('Boomhut');
      expect(pickTranslation(undefined, 'en', 'Boomhut')).to.equal('Boomhut');
    });

    it("names a label by translations[lang].name, then its description, then the label's own", () => {
      const pets = label();
      expect(labelText(pets, 'en')).to.equal('Pets welcome');
      expect(labelText(pets, 'de')).to.equal('Haustiere erlaubt');
      expect(labelText(pets, 'es')).to.equal('Huisdieren toegestaan');
    });
  });

  describe('ratingOf', () => {
    it('reads the figures the service sends as strings', () => {
      expect(ratingOf(accommodation({ rating: { amount: '124', avarage: '8.6' } }))).to.deep.equal({
        average: 8.6,
        reviews: 124,
      });
      expect(ratingOf(accommodation({ rating: { amount: '3', avarage: '7,5' } }))).to.deep.equal({
        average: 7.5,
        reviews: 3,
      });
    });

    it('omits a rating without reviews or with figures that are not numbers', () => {
      expect(ratingOf(accommodation({ rating: { amount: '0', avarage: '0' } }))).to.equal(undefined);
      expect(ratingOf(accommodation({ rating: { amount: '12', avarage: 'n/a' } }))).to.equal(undefined);
      expect(ratingOf(accommodation({ rating: { amount: '', avarage: '8.1' } }))).to.equal(undefined);
      expect(ratingOf(accommodation({ rating: undefined as never }))).to.equal(undefined);
    });
  });

  describe('safeThumbnailUrl', () => {
    const base = 'https://camping.example/stay/';

    it('accepts https and http addresses', () => {
      expect(safeThumbnailUrl('https://img.example/a.jpg', base)).to.equal('https://img.example/a.jpg');
      expect(safeThumbnailUrl('http://img.example/a.jpg', base)).to.equal('http://img.example/a.jpg');
    });

    it('resolves a relative address against the page', () => {
      expect(safeThumbnailUrl('/images/a.jpg', base)).to.equal('https://camping.example/images/a.jpg');
    });

    it('accepts a blob: address of the same origin only', () => {
      expect(safeThumbnailUrl('blob:https://camping.example/1b2c', base)).to.equal('blob:https://camping.example/1b2c');
      expect(safeThumbnailUrl('blob:https://evil.example/1b2c', base)).to.equal(undefined);
    });

    it('refuses javascript:, data: and other schemes, however they are spelled', () => {
      for (const value of [
        'javascript:alert(1)',
        ' JaVaScRiPt:alert(1)',
        'java\tscript:alert(1)',
        'data:image/svg+xml,<svg onload=alert(1)>',
        'vbscript:msgbox(1)',
        'ftp://img.example/a.jpg',
        'file:///etc/passwd',
        '',
        '   ',
      ]) {
        expect(safeThumbnailUrl(value, base), value).to.equal(undefined);
      }
      expect(safeThumbnailUrl(42, base)).to.equal(undefined);
      expect(safeThumbnailUrl(null, base)).to.equal(undefined);
    });
  });

  describe('bookingUrl', () => {
    const base = 'https://camping.example/stay/';
    const chalet = accommodation({ id: 'acc_a&b c', numeric_id: 1042 });

    it('fills every placeholder with a URL-encoded value', () => {
      const url = bookingUrl(
        'https://book.example/{lang}/{id}?n={numeric_id}&from={arrival}&to={departure}&guests={guests}&persons={persons}',
        chalet,
        weekInJuly(),
        'nl',
        base,
      );
      expect(url).to.equal(
        'https://book.example/nl/acc_a%26b%20c?n=1042&from=2026-07-04&to=2026-07-11&guests=adults%3A2%2Cchildren%3A1%2Cpets%3A1&persons=3',
      );
      const parsed = new URL(url!);
      expect(parsed.searchParams.get('guests')).to.equal('adults:2,children:1,pets:1');
    });

    it('keeps values from breaking out of their parameter', () => {
      const url = bookingUrl(
        '/book?id={id}&lang={lang}',
        accommodation({ id: 'x&admin=1#y' }),
        weekInJuly(),
        'en',
        base,
      )!;
      const parsed = new URL(url);
      expect(parsed.searchParams.get('id')).to.equal('x&admin=1#y');
      expect(parsed.searchParams.get('admin')).to.equal(null);
      expect(parsed.hash).to.equal('');
    });

    it('resolves a relative template and leaves unknown placeholders as written', () => {
      expect(bookingUrl('book/{id}/{room}', accommodation({ id: 'acc_1' }), undefined, 'en', base)).to.equal(
        'https://camping.example/stay/book/acc_1/%7Broom%7D',
      );
    });

    it('gives no address for an empty or non-http template', () => {
      expect(bookingUrl(undefined, chalet, weekInJuly(), 'en', base)).to.equal(undefined);
      expect(bookingUrl('  ', chalet, weekInJuly(), 'en', base)).to.equal(undefined);
      expect(bookingUrl('javascript:book("{id}")', chalet, weekInJuly(), 'en', base)).to.equal(undefined);
    });

    it('writes guests in the guests attribute notation, skipping empty categories', () => {
      const guests = (query?: SearchQuery) => bookingUrl('/book?guests={guests}', chalet, query, 'en', base);
      expect(
        guests(
          weekInJuly({
            ageTableCategories: [
              { id: 'adults', count: 2 },
              { id: 'babies', count: 0 },
            ],
          }),
        ),
      ).to.equal('https://camping.example/book?guests=adults%3A2');
      expect(guests(undefined)).to.equal('https://camping.example/book?guests=');
    });
  });

  describe('label chips', () => {
    it('maps colour names, synonyms and shades; anything else is neutral', () => {
      expect(chipColour('Red')).to.equal('red');
      expect(chipColour('gray')).to.equal('neutral');
      expect(chipColour('light_blue')).to.equal('blue');
      expect(chipColour('darkgreen')).to.equal('green');
      expect(chipColour('Dark_Teal')).to.equal('teal');
      expect(chipColour('#ff0000')).to.equal('neutral');
      expect(chipColour('chartreuse-ish')).to.equal('neutral');
      expect(chipColour(undefined)).to.equal('neutral');
    });

    it('maps icon names to the icon set; an unknown icon is a dot', () => {
      expect(labelIcon('star')).to.equal('star');
      expect(labelIcon('fa-dog')).to.equal('pets');
      expect(labelIcon('local_fire_department')).to.equal('fire');
      expect(labelIcon('Swimming Pool')).to.equal('water');
      expect(labelIcon('sparkles')).to.equal('sparkles');
      expect(labelIcon('clock')).to.equal('clock');
      for (const name of ['star', 'leaf', 'paw', 'wheelchair', 'waves', 'heart', 'flame', 'percent']) {
        expect(labelIcon(name), name).to.not.equal('dot');
      }
      expect(labelIcon('unicorn')).to.equal('dot');
      expect(labelIcon(undefined)).to.equal('dot');
    });
  });
});
