import { expect } from '@open-wc/testing';
import {
  addDaysIso,
  addMonthsIso,
  addMonthsKeepingDay,
  arrivalProblem,
  checkRange,
  departureChecker,
  monthGrid,
  moveByKey,
  nightsBetween,
  parseIsoDate,
  stayRules,
  toIsoDate,
  weekStartFor,
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

  it('lays out six weeks of seven days for every month, with empty cells around the month', () => {
    for (const weekStart of [0, 1] as const) {
      for (let month = 1; month <= 24; month++) {
        const first = addMonthsIso('2027-01-01', month - 1);
        const grid = monthGrid(first, weekStart);
        expect(grid, first).to.have.length(6);
        grid.forEach((week) => expect(week).to.have.length(7));
        const days = grid.flat().filter((day): day is string => day !== null);
        expect(days[0]).to.equal(first);
        expect(days.every((day) => day.startsWith(first.slice(0, 7)))).to.equal(true);
        expect(parseIsoDate(grid[0]!.find(Boolean)!)!.getDay()).to.equal((grid[0]!.findIndex(Boolean) + weekStart) % 7);
      }
    }
    // February 2027 starts on a Monday: with a Monday week it fills four rows exactly, and still gets six.
    const february = monthGrid('2027-02-01', 1);
    expect(february[0]![0]).to.equal('2027-02-01');
    expect(february[4]!.every((day) => day === null)).to.equal(true);
  });

  it('knows where the week starts', () => {
    expect(weekStartFor('nl')).to.equal(1);
    expect(weekStartFor('nl-BE')).to.equal(1);
    expect(weekStartFor('de')).to.equal(1);
    expect(weekStartFor('fr')).to.equal(1);
    expect(weekStartFor('en-GB')).to.equal(1);
    expect(weekStartFor('en-US')).to.equal(0);
    expect(weekStartFor('en')).to.equal(0);
    expect(weekStartFor('ar-EG')).to.equal(6);
    expect(weekStartFor('dv-MV')).to.equal(5);
    expect(weekStartFor('not a locale')).to.equal(1);
  });

  it("takes the week's start from the page's region when the widget's language has none", () => {
    // English on a Dutch campsite's page: the Dutch week.
    expect(weekStartFor('en', 'nl')).to.equal(1);
    expect(weekStartFor('en', 'nl-NL')).to.equal(1);
    expect(weekStartFor('en-NL', '')).to.equal(1);
    // The widget's own region comes first, then the page's, then the widget's language.
    expect(weekStartFor('en-US', 'nl')).to.equal(0);
    expect(weekStartFor('nl', 'en-US')).to.equal(0);
    expect(weekStartFor('en', '')).to.equal(0);
    expect(weekStartFor('en', 'en')).to.equal(0);
    expect(weekStartFor('en', 'not a locale')).to.equal(0);
  });

  it("gives the week's start of the engine's own week data, in every engine the same", () => {
    // Regions whose first day has not changed in CLDR for years: an engine with week data must agree.
    const regions = ['NL', 'BE', 'DE', 'FR', 'GB', 'IE', 'ES', 'IT', 'US', 'CA', 'BR', 'JP', 'IL', 'IN', 'EG', 'MV'];
    for (const region of regions) {
      const locale = new Intl.Locale(`und-${region}`) as Intl.Locale & {
        getWeekInfo?: () => { firstDay: number };
        weekInfo?: { firstDay: number };
      };
      const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
      if (firstDay !== undefined) expect(weekStartFor(`und-${region}`), region).to.equal(firstDay % 7);
    }
  });

  it('moves by the date-picker keys', () => {
    const monday = { weekStart: 1 as const };
    expect(moveByKey('2027-03-10', 'ArrowRight', monday)).to.equal('2027-03-11');
    expect(moveByKey('2027-03-10', 'ArrowLeft', monday)).to.equal('2027-03-09');
    expect(moveByKey('2027-03-10', 'ArrowUp', monday)).to.equal('2027-03-03');
    expect(moveByKey('2027-03-10', 'ArrowDown', monday)).to.equal('2027-03-17');
    expect(moveByKey('2027-03-10', 'Home', monday)).to.equal('2027-03-08');
    expect(moveByKey('2027-03-10', 'End', monday)).to.equal('2027-03-14');
    expect(moveByKey('2027-03-10', 'Home', { weekStart: 0 })).to.equal('2027-03-07');
    expect(moveByKey('2027-03-10', 'End', { weekStart: 0 })).to.equal('2027-03-13');
    expect(moveByKey('2027-03-07', 'Home', { weekStart: 0 })).to.equal('2027-03-07');
    expect(moveByKey('2027-03-07', 'End', monday)).to.equal('2027-03-07');
    expect(moveByKey('2027-01-31', 'PageDown', monday)).to.equal('2027-02-28');
    expect(moveByKey('2027-03-31', 'PageUp', monday)).to.equal('2027-02-28');
    expect(moveByKey('2028-02-29', 'PageDown', { ...monday, shiftKey: true })).to.equal('2029-02-28');
    expect(moveByKey('2027-12-31', 'PageUp', { ...monday, shiftKey: true })).to.equal('2026-12-31');
    expect(moveByKey('2027-03-10', 'a', monday)).to.equal(null);
  });

  it('keeps the day of the month over several months and years (the last day where it does not exist)', () => {
    const fromThe31st = { weekStart: 1 as const, dayOfMonth: 31 };
    expect(moveByKey('2027-01-31', 'PageDown', fromThe31st)).to.equal('2027-02-28');
    expect(moveByKey('2027-02-28', 'PageDown', fromThe31st)).to.equal('2027-03-31');
    expect(moveByKey('2027-03-31', 'PageDown', fromThe31st)).to.equal('2027-04-30');
    expect(moveByKey('2027-04-30', 'PageUp', fromThe31st)).to.equal('2027-03-31');
    const leapDay = { weekStart: 1 as const, dayOfMonth: 29, shiftKey: true };
    expect(moveByKey('2028-02-29', 'PageDown', leapDay)).to.equal('2029-02-28');
    expect(moveByKey('2029-02-28', 'PageUp', leapDay)).to.equal('2028-02-29');
    expect(addMonthsKeepingDay('2027-02-28', 1, 30)).to.equal('2027-03-30');
  });

  it('swaps the left and right arrows in a right-to-left calendar', () => {
    const rtl = { weekStart: 1 as const, rtl: true };
    expect(moveByKey('2027-03-10', 'ArrowRight', rtl)).to.equal('2027-03-09');
    expect(moveByKey('2027-03-10', 'ArrowLeft', rtl)).to.equal('2027-03-11');
    expect(moveByKey('2027-03-10', 'ArrowDown', rtl)).to.equal('2027-03-17');
    expect(moveByKey('2027-03-10', 'Home', rtl)).to.equal('2027-03-08');
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
