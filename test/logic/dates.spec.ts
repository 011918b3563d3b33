import { expect } from '@open-wc/testing';
import {
  addDaysIso,
  addMonthsIso,
  arrivalProblem,
  checkRange,
  departureChecker,
  nightsBetween,
  parseIsoDate,
  stayRules,
  toIsoDate,
  type StayRules,
} from '../../src/logic/dates.js';

const rules: StayRules = { min: '2027-01-01', max: '2028-06-30', minNights: 1, maxNights: 365 };

describe('dates', () => {
  it('parses real ISO days to local midnight and refuses anything else', () => {
    const date = parseIsoDate('2027-07-02')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).to.deep.equal([2027, 6, 2, 0]);
    expect(toIsoDate(date)).to.equal('2027-07-02');
    expect(toIsoDate(parseIsoDate('0099-03-01')!)).to.equal('0099-03-01');
    for (const bad of [
      '2026-13-45',
      '2027-02-29',
      '2027-04-31',
      'x',
      '',
      '2027-7-2',
      '2027-07-02T00:00',
      null,
      undefined,
    ]) {
      expect(parseIsoDate(bad), String(bad)).to.equal(null);
    }
    expect(parseIsoDate('2028-02-29')).to.not.equal(null);
  });

  it('adds days and months as calendar days', () => {
    expect(addDaysIso('2027-12-31', 1)).to.equal('2028-01-01');
    expect(addDaysIso('2027-03-27', 2)).to.equal('2027-03-29');
    expect(addMonthsIso('2027-01-31', 1)).to.equal('2027-02-28');
    expect(addMonthsIso('2026-11-21', 18)).to.equal('2028-05-21');
    expect(nightsBetween('2027-03-26', '2027-04-02')).to.equal(7);
    expect(nightsBetween('2027-10-29', '2027-11-01')).to.equal(3);
  });

  it('checks arrivals against min, max, closed days and the shortest stay', () => {
    const closed = stayRules({ ...rules, minNights: 2, isDateDisabled: (iso) => iso === '2027-03-15' });
    expect(arrivalProblem('2026-12-31', closed)).to.equal('beforeMin');
    expect(arrivalProblem('2028-07-01', closed)).to.equal('afterMax');
    expect(arrivalProblem('2027-03-15', closed)).to.equal('closed');
    expect(arrivalProblem('2027-03-14', closed)).to.equal('noStay');
    expect(arrivalProblem('2027-03-13', closed)).to.equal('noStay');
    expect(arrivalProblem('2027-03-12', closed)).to.equal(null);
    expect(arrivalProblem('2028-06-29', closed)).to.equal('noStay');
    expect(arrivalProblem('2028-06-28', closed)).to.equal(null);
  });

  it('checks departures against the nights and closed days in between', () => {
    let asked = 0;
    const closed = stayRules({
      ...rules,
      minNights: 2,
      maxNights: 10,
      isDateDisabled: (iso) => {
        asked += 1;
        return iso === '2027-03-15';
      },
    });
    const check = departureChecker('2027-03-05', closed);
    expect(check('2027-03-06')).to.equal('tooShort');
    expect(check('2027-03-07')).to.equal(null);
    expect(check('2027-03-14')).to.equal(null);
    expect(check('2027-03-15')).to.equal('closed');
    expect(check('2027-03-16')).to.equal('tooLong');
    const later = departureChecker('2027-03-10', closed);
    expect(later('2027-03-16')).to.equal('crossesClosed');
    expect(later('2028-07-01')).to.equal('afterMax');
    const before = asked;
    departureChecker('2027-03-10', closed)('2027-03-14');
    expect(asked, 'isDateDisabled is asked once per day').to.equal(before);
  });

  it('checks a whole value', () => {
    expect(checkRange('2027-07-02/2027-07-09', rules)).to.deep.equal({
      ok: true,
      arrival: '2027-07-02',
      departure: '2027-07-09',
    });
    expect(checkRange('2026-13-45/x', rules)).to.deep.equal({ ok: false, problem: 'format' });
    expect(checkRange('2027-07-02', rules)).to.deep.equal({ ok: false, problem: 'format' });
    expect(checkRange('2027-07-02/2027-07-09/2027-07-10', rules)).to.deep.equal({ ok: false, problem: 'format' });
    expect(checkRange('2027-07-09/2027-07-02', rules)).to.deep.equal({ ok: false, problem: 'order' });
    expect(checkRange('2027-07-09/2027-07-09', rules)).to.deep.equal({ ok: false, problem: 'order' });
    expect(checkRange('2026-12-30/2027-01-02', rules)).to.deep.equal({ ok: false, problem: 'beforeMin' });
    expect(checkRange('2028-06-29/2028-07-02', rules)).to.deep.equal({ ok: false, problem: 'afterMax' });
    expect(checkRange('2027-01-01/2028-01-02', rules)).to.deep.equal({ ok: false, problem: 'tooLong' });
  });

  it('keeps a throwing isDateDisabled from breaking the calendar', () => {
    const original = console.warn;
    const messages: unknown[] = [];
    console.warn = (...args: unknown[]) => messages.push(args);
    try {
      const throwing = stayRules({
        ...rules,
        isDateDisabled: () => {
          throw new Error('boom');
        },
      });
      expect(arrivalProblem('2027-03-10', throwing)).to.equal(null);
    } finally {
      console.warn = original;
    }
    expect(messages).to.have.length(1);
  });
});
