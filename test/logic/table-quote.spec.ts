import { expect } from '@open-wc/testing';
import { partyText, quoteText } from '../../src/logic/table-quote.js';
import { en } from '../../src/i18n/en.js';
import { de } from '../../src/i18n/de.js';
import { tableMessages } from '../../src/i18n/table.js';
import { accommodation } from '../helpers/accommodation-factory.js';

const query = {
  arrival: '2027-07-12',
  departure: '2027-07-19',
  ageTableCategories: [
    { id: 'adults' as const, count: 2 },
    { id: 'children' as const, count: 1 },
    { id: 'pets' as const, count: 1 },
  ],
};

function longDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(year, month - 1, day));
}

describe('table quote', () => {
  it('puts accommodation, dates, party, total and places left on lines of their own', () => {
    const stay = accommodation({ price_total: 612, available_stock: 5 });
    const text = quoteText({
      accommodation: stay,
      administration: 'Camping De Zonnedauw',
      query,
      locale: 'en',
      currency: 'EUR',
      texts: tableMessages.en,
      ageCategories: en.ageCategories,
      person: en.guests.person,
    });
    const name = stay.name_translations.en!.description;
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
      612,
    );
    const party = new Intl.ListFormat('en', { type: 'unit', style: 'long' }).format(['2 adults', '1 child', '1 pet']);
    expect(text.split('\n')).to.deep.equal([
      `${name} (Camping De Zonnedauw)`,
      `${longDate('2027-07-12', 'en')} to ${longDate('2027-07-19', 'en')}, 7 nights`,
      party,
      `Total price: ${money}`,
      '5 places left',
    ]);
  });

  it('speaks the widget language: German numbers, dates and plurals', () => {
    const stay = accommodation({ price_total: 1234.5, available_stock: 1 });
    const text = quoteText({
      accommodation: stay,
      query: { arrival: '2027-07-12', departure: '2027-07-13', persons: 4 },
      locale: 'de',
      currency: 'EUR',
      texts: tableMessages.de,
      ageCategories: de.ageCategories,
      person: de.guests.person,
    });
    const lines = text.split('\n');
    expect(lines[0]).to.equal(stay.name_translations.de!.description);
    expect(lines[1]).to.equal(`${longDate('2027-07-12', 'de')} bis ${longDate('2027-07-13', 'de')}, 1 Nacht`);
    expect(lines[2]).to.equal(`4 ${de.guests.person.other}`);
    const money = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
      1234.5,
    );
    expect(lines[3]).to.equal(`Gesamtpreis: ${money}`);
    expect(lines[4]).to.equal('Noch 1 Platz frei');
  });

  it('counts a party given in persons, 2 when the query names nobody', () => {
    expect(partyText({ arrival: '', departure: '' }, 'en', en.ageCategories, en.guests.person)).to.equal('2 persons');
    expect(partyText({ arrival: '', departure: '', persons: 1 }, 'en', en.ageCategories, en.guests.person)).to.equal(
      '1 person',
    );
  });
});
