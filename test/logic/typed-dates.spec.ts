import { expect } from '@open-wc/testing';
import { dateOrder, parseTypedRange, typedExample } from '../../src/logic/typed-dates.js';

// The season starts on `from`: a date typed without a year is its next one on or after it.
const from = '2027-03-10';

describe('typed dates', () => {
  it('reads the order of day, month and year from the locale', () => {
    expect(dateOrder('en-GB')).to.equal('dmy');
    expect(dateOrder('nl')).to.equal('dmy');
    expect(dateOrder('de')).to.equal('dmy');
    expect(dateOrder('fr')).to.equal('dmy');
    expect(dateOrder('en-US')).to.equal('mdy');
    expect(dateOrder('ja')).to.equal('ymd');
  });

  it('reads two dates in the locale order, of the coming season when the year is left out', () => {
    expect(parseTypedRange('12-7 – 19-7', 'nl', from)).to.deep.equal({
      ok: true,
      arrival: '2027-07-12',
      departure: '2027-07-19',
    });
    expect(parseTypedRange('7/12 - 7/19', 'en-US', from)).to.deep.include({ arrival: '2027-07-12' });
    expect(parseTypedRange('12.7. bis 19.7.', 'de', from)).to.deep.include({ departure: '2027-07-19' });
    // Before the season's start: next year's.
    expect(parseTypedRange('2-3 9-3', 'en-GB', from)).to.deep.include({ arrival: '2028-03-02' });
    // A departure in the new year after an arrival in December.
    expect(parseTypedRange('28-12 – 3-1', 'fr', from)).to.deep.include({
      arrival: '2027-12-28',
      departure: '2028-01-03',
    });
  });

  it('takes a year as typed, with four or two digits', () => {
    expect(parseTypedRange('12-7-2028/19-7-2028', 'nl', from)).to.deep.include({
      arrival: '2028-07-12',
      departure: '2028-07-19',
    });
    expect(parseTypedRange('12-7-28 19-7-28', 'nl', from)).to.deep.include({ arrival: '2028-07-12' });
    expect(parseTypedRange('2028-07-12 – 2028-07-19', 'nl', from)).to.deep.include({ arrival: '2028-07-12' });
  });

  it('says why it cannot read a text, and never guesses', () => {
    for (const text of ['', 'next week', '12-7', '31-2 – 3-3', '12-13 – 14-13', '12-7 19-7 26-7', '1-2-3-4 5-6']) {
      expect(parseTypedRange(text, 'nl', from), JSON.stringify(text)).to.deep.equal({ ok: false });
    }
    // The day and the month swapped for the locale: 12-7 in en-US is 7 December.
    expect(parseTypedRange('19-7 26-7', 'en-US', from)).to.deep.equal({ ok: false });
  });

  it('gives an example in the locale order', () => {
    expect(typedExample('nl')).to.equal('12-7 – 19-7');
    expect(typedExample('en-US')).to.equal('7-12 – 7-19');
  });
});
