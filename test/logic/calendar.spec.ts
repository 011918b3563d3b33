import { expect } from '@open-wc/testing';
import { addMonthsIso, parseIsoDate } from '../../src/logic/dates.js';
import { addMonthsKeepingDay, monthGrid, moveByKey, weekStartFor } from '../../src/logic/calendar.js';

describe('calendar', () => {
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
    // A Dutch widget on an English page: English is written everywhere, Dutch says the Netherlands.
    expect(weekStartFor('nl', 'en')).to.equal(1);
    expect(weekStartFor('de', '')).to.equal(1);
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
});
