import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys, sendMouse, setViewport } from '../helpers/commands.js';
import '../../src/define/stay-dates.js';
import type { StayDates } from '../../src/elements/stay-dates.js';
import { nextEvent } from '../helpers/events.js';
import { StayDatesPage, shortDay } from '../helpers/stay-dates-page.js';
import { narrowFrame } from '../helpers/narrow-frame.js';
import { itExceptIn } from '../helpers/engine.js';
import { addDaysIso } from '../../src/logic/dates.js';
import { accessibleNames } from '../commands/accessibility-tree.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import '../../src/define/stay-search.js';

/**
 * Under Xvfb, WebKit's MiniBrowser window never has the system's focus (document.hasFocus() is false), so no element
 * matches :focus there and no focus style can be seen, although document.activeElement moves as it should.
 */
const withoutWindowFocus = { webkit: 'its window never has system focus under Xvfb, so :focus never matches' };

// Today is in 2026; every test passes min and max in 2027 so "today" never matters.
const MIN = '2027-01-01';
const MAX = '2028-06-30';

async function picker(template: ReturnType<typeof html>): Promise<StayDatesPage> {
  const element = await fixture<StayDates>(template);
  return new StayDatesPage(element);
}

function basic(extra: Partial<{ value: string; lang: string }> = {}) {
  return picker(
    html`<stay-dates lang=${extra.lang ?? 'en-GB'} min=${MIN} max=${MAX} months="1" value=${extra.value ?? ''}></stay-dates>`,
  );
}

/** Collects console.warn calls while `run` runs. */
async function warnings(run: () => Promise<unknown>): Promise<string[]> {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return messages;
}

describe('stay-dates', () => {
  describe('field', () => {
    it('shows the label and a placeholder, and announces a dialog', async () => {
      const page = await basic();
      expect(page.root.querySelector('[part~="label"]')!.textContent!.trim()).to.equal('Dates');
      expect(page.fieldText()).to.equal('Arrival – Departure');
      expect(page.field.getAttribute('aria-haspopup')).to.equal('dialog');
      expect(page.field.getAttribute('aria-expanded')).to.equal('false');
      expect(page.element.open).to.equal(false);
    });

    it('shows the range with weekdays and nights in the page language', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      expect(page.fieldText()).to.equal(
        `${shortDay('2027-07-02', 'en-GB')} – ${shortDay('2027-07-09', 'en-GB')} · 7 nights`,
      );
      const dutch = await basic({ value: '2027-07-02/2027-07-03', lang: 'nl' });
      expect(dutch.fieldText()).to.equal(`${shortDay('2027-07-02', 'nl')} – ${shortDay('2027-07-03', 'nl')} · 1 nacht`);
    });

    it('takes its label from the label attribute', async () => {
      const page = await picker(html`<stay-dates lang="en" label="When" min=${MIN} max=${MAX}></stay-dates>`);
      expect(page.root.querySelector('[part~="label"]')!.textContent!.trim()).to.equal('When');
    });

    it('has no axe violations when closed', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      await expect(page.element).to.be.accessible();
    });
  });

  describe('attributes and properties', () => {
    it('reads value, arrival and departure from the attribute and from the property', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      const element = page.element;
      expect(element.value).to.equal('2027-07-02/2027-07-09');
      expect([element.arrival, element.departure]).to.deep.equal(['2027-07-02', '2027-07-09']);
      element.setAttribute('value', '2027-08-01/2027-08-05');
      await element.updateComplete;
      expect(element.value).to.equal('2027-08-01/2027-08-05');
      expect(page.fieldText()).to.contain('4 nights');
      element.value = '2027-09-10/2027-09-12';
      await element.updateComplete;
      expect([element.arrival, element.departure]).to.deep.equal(['2027-09-10', '2027-09-12']);
      element.arrival = '2027-10-01';
      element.departure = '2027-10-04';
      await element.updateComplete;
      expect(element.value).to.equal('2027-10-01/2027-10-04');
      element.value = '';
      await element.updateComplete;
      expect([element.arrival, element.departure]).to.deep.equal(['', '']);
      expect(page.fieldText()).to.equal('Arrival – Departure');
    });

    it('maps min-nights, max-nights, first-day-of-week and months to properties, and reflects open and inline', async () => {
      const page = await picker(
        html`<stay-dates lang="en" min=${MIN} max=${MAX} min-nights="2" max-nights="14" first-day-of-week="3" months="2"></stay-dates>`,
      );
      const element = page.element;
      expect([element.minNights, element.maxNights, element.firstDayOfWeek, element.months]).to.deep.equal([
        2, 14, 3, 2,
      ]);
      element.show();
      await element.updateComplete;
      expect(element.hasAttribute('open')).to.equal(true);
      element.close();
      await element.updateComplete;
      expect(element.hasAttribute('open')).to.equal(false);
      element.inline = true;
      await element.updateComplete;
      expect(element.hasAttribute('inline')).to.equal(true);
    });

    for (const [name, template, needle] of [
      [
        'an impossible date',
        html`<stay-dates min=${MIN} max=${MAX} value="2026-13-45/x"></stay-dates>`,
        'value "2026-13-45/x"',
      ],
      [
        'a departure before the arrival',
        html`<stay-dates min=${MIN} max=${MAX} value="2027-07-09/2027-07-02"></stay-dates>`,
        'not after the arrival',
      ],
      [
        'a value before min',
        html`<stay-dates min=${MIN} max=${MAX} value="2026-12-30/2027-01-03"></stay-dates>`,
        'before min 2027-01-01',
      ],
      [
        'a value after max',
        html`<stay-dates min=${MIN} max=${MAX} value="2028-06-29/2028-07-03"></stay-dates>`,
        'after max 2028-06-30',
      ],
      [
        'min after max',
        html`<stay-dates min="2028-01-01" max="2027-01-01"></stay-dates>`,
        '<stay-dates> min "2028-01-01", max "2027-01-01", min-nights 1, max-nights 365 rejected',
      ],
      // All four rules are shown as given (all four fall back to the defaults).
      ['a min that is no date', html`<stay-dates min="soon" max=${MAX}></stay-dates>`, '<stay-dates> min "soon", max'],
      [
        'max-nights under min-nights',
        html`<stay-dates min=${MIN} max=${MAX} min-nights="5" max-nights="2"></stay-dates>`,
        'min-nights 5, max-nights 2 rejected',
      ],
      [
        'a min-nights of 0',
        html`<stay-dates min=${MIN} max=${MAX} min-nights="0"></stay-dates>`,
        'min-nights 0, max-nights 365 rejected',
      ],
    ] as const) {
      it(`warns once and shows no range for ${name}`, async () => {
        let page: StayDatesPage | undefined;
        const messages = await warnings(async () => {
          page = await picker(template);
        });
        expect(messages, messages.join('\n')).to.have.length(1);
        expect(messages[0]).to.contain('<stay-dates>').and.to.contain(needle);
        expect(page!.element.value).to.equal('');
        expect([page!.element.arrival, page!.element.departure]).to.deep.equal(['', '']);
        await page!.open();
        expect(page!.selectedDays()).to.deep.equal([]);
      });
    }
  });

  describe('dialog', () => {
    it('opens a labelled modal dialog with focus on the arrival day', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      await page.open();
      const dialog = page.dialog!;
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      expect(page.field.getAttribute('aria-expanded')).to.equal('true');
      expect(page.focusedDay()).to.equal('2027-07-02');
      expect(page.selectedDays()).to.deep.equal(['2027-07-02', '2027-07-09']);
      expect(page.daysInRange()).to.deep.equal([
        '2027-07-03',
        '2027-07-04',
        '2027-07-05',
        '2027-07-06',
        '2027-07-07',
        '2027-07-08',
      ]);
      expect(page.monthHeadings()).to.deep.equal(['July 2027']);
      // The heading names the months and is spoken when they change; each table is named by its month's name.
      expect(page.root.querySelector('[part~="heading"]')!.getAttribute('aria-live')).to.equal('polite');
      const table = page.root.querySelector('table')!;
      expect(page.root.getElementById(table.getAttribute('aria-labelledby')!)!.textContent).to.equal('July 2027');
    });

    it('is named from inside the modal, as the accessibility tree exposes it (skipped where a launcher cannot read the tree)', async function () {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      await page.open();
      const tree = await accessibleNames('dialog');
      if (!tree.supported) return this.skip();
      // Chromium drops a name that comes from outside a modal dialog (the field's label): it must come from inside.
      expect(tree.names).to.deep.equal(['Dates July 2027']);
      const heading = page.root.querySelector('[part~="heading"]')!;
      expect(heading.closest('dialog'), 'the heading is inside the dialog').to.equal(page.dialog);
      expect(heading.textContent!.replace(/\s+/g, ' ').trim(), 'the visible heading names the month').to.equal(
        'July 2027',
      );
    });

    it('opens on the earliest day when there is no value and today is before min', async () => {
      const page = await basic();
      await page.open();
      expect(page.focusedDay()).to.equal(MIN);
      expect(page.tabbableDays()).to.deep.equal([MIN]);
    });

    it('gives every day a full-date name, pressed state and a described reason', async () => {
      const page = await basic({ value: '2027-01-04/2027-01-06' });
      await page.open();
      const day = page.day('2027-01-04');
      expect(day.getAttribute('aria-label')).to.equal('Monday, 4 January 2027');
      expect(day.textContent!.trim()).to.equal('4');
      expect(day.getAttribute('aria-pressed')).to.equal('true');
      expect(page.description('2027-01-04')).to.equal('Arrival');
      expect(page.description('2027-01-06')).to.equal('Departure');
      expect(page.day('2027-01-05').getAttribute('aria-pressed')).to.equal('false');
    });

    it('closes on Escape without a change and returns focus to the field', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      let changes = 0;
      page.element.addEventListener('change', () => (changes += 1));
      page.field.focus();
      await page.pressKey('Enter');
      expect(page.isOpen()).to.equal(true);
      await page.pressKey('ArrowRight');
      await page.pressKey('Enter');
      expect(page.status()).to.contain('Choose departure');
      await page.pressKey('Escape');
      expect(page.isOpen()).to.equal(false);
      expect(page.element.open).to.equal(false);
      expect(page.root.activeElement).to.equal(page.field);
      expect(changes).to.equal(0);
      expect(page.element.value).to.equal('2027-07-02/2027-07-09');
      await page.open();
      expect(page.selectedDays(), 'the unfinished choice is gone').to.deep.equal(['2027-07-02', '2027-07-09']);
    });

    /** Opens the dialog and presses `key` `times` times, naming the control that has focus after each press. */
    const focusWalk = async (key: string, times: number) => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      await page.open();
      const seen: string[] = [];
      for (let index = 0; index < times; index++) {
        await page.pressKey(key);
        const active = page.root.activeElement!;
        seen.push(
          active.getAttribute('data-date') ??
            active.getAttribute('aria-label') ??
            (active.textContent!.trim() || active.id),
        );
      }
      return seen;
    };

    it('keeps Tab inside the dialog', async () => {
      // Around and around: the month and year buttons first, then the grid's one tabbable day, then the typed dates,
      // Clear and Close.
      expect(await focusWalk('Tab', 8)).to.deep.equal([
        'typed-dates',
        'Clear',
        'Close',
        'last year',
        'last month',
        'next month',
        'next year',
        '2027-07-02',
      ]);
    });

    it('keeps Shift+Tab inside the dialog', async () => {
      expect(await focusWalk('Shift+Tab', 8)).to.deep.equal([
        'next year',
        'next month',
        'last month',
        'last year',
        'Close',
        'Clear',
        'typed-dates',
        '2027-07-02',
      ]);
    });

    it('closes on a tap outside it, in every browser (none needs closedby)', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      let changes = 0;
      page.element.addEventListener('change', () => (changes += 1));
      await page.open();
      const box = page.dialog!.getBoundingClientRect();
      // Inside the dialog, on its padding (the dialog itself is the target there): it stays open.
      await sendMouse({ type: 'click', position: [Math.round(box.left + 3), Math.round(box.top + 3)] });
      await page.settle();
      expect(page.isOpen(), 'a tap on its padding').to.equal(true);
      // A press inside that ends outside (a drag, a text selection) does not close it either.
      await sendMouse({ type: 'move', position: [Math.round(box.left + 3), Math.round(box.top + 3)] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [2, 2] });
      await sendMouse({ type: 'up' });
      await page.settle();
      expect(page.isOpen(), 'a drag that ends outside').to.equal(true);
      await sendMouse({ type: 'click', position: [2, 2] });
      await page.settle();
      expect(page.isOpen(), 'a tap outside').to.equal(false);
      expect(page.element.open).to.equal(false);
      expect(page.root.activeElement).to.equal(page.field);
      expect(changes).to.equal(0);
      expect(page.element.value).to.equal('2027-07-02/2027-07-09');
    });

    it('closes from the close button and from close()', async () => {
      const page = await basic();
      await page.open();
      (page.root.querySelector('[part~="close-button"]') as HTMLButtonElement).click();
      await page.settle();
      expect(page.isOpen()).to.equal(false);
      expect(page.root.activeElement).to.equal(page.field);
      page.element.show();
      await page.settle();
      expect(page.isOpen()).to.equal(true);
      page.element.close();
      await page.settle();
      expect(page.isOpen()).to.equal(false);
    });

    it('has no axe violations when open', async () => {
      const page = await picker(
        html`<stay-dates lang="en-GB" min=${MIN} max=${MAX} months="2" value="2027-07-02/2027-07-09" min-nights="2"></stay-dates>`,
      );
      await page.open();
      await page.clickDay('2027-07-20');
      await expect(page.element).to.be.accessible();
    });
  });

  describe('choosing a range', () => {
    it('by mouse: arrival, then departure commits, closes and returns focus', async () => {
      const page = await basic();
      const order: string[] = [];
      page.element.addEventListener('stay-arrival-select', (event) => order.push(`arrival ${event.arrival}`));
      page.element.addEventListener('change', () =>
        order.push(`change ${page.element.value} open=${page.element.open}`),
      );
      await page.open();
      await page.showDay('2027-07-02');
      const arrival = nextEvent(page.element, 'stay-arrival-select');
      page.day('2027-07-02').click();
      const event = await arrival;
      expect(event.arrival).to.equal('2027-07-02');
      expect(event.bubbles && event.composed).to.equal(true);
      expect(page.element.value, 'the value waits for the departure').to.equal('');
      await page.settle();
      expect(page.selectedDays()).to.deep.equal(['2027-07-02']);
      expect(page.status()).to.contain('Choose departure');
      const change = nextEvent(page.element, 'change');
      page.day('2027-07-09').click();
      const changed = await change;
      expect(changed.bubbles && changed.composed).to.equal(true);
      await page.settle();
      expect(page.element.value).to.equal('2027-07-02/2027-07-09');
      expect(order).to.deep.equal(['arrival 2027-07-02', 'change 2027-07-02/2027-07-09 open=true']);
      expect(page.isOpen()).to.equal(false);
      expect(page.root.activeElement).to.equal(page.field);
      expect(page.fieldText()).to.equal(
        `${shortDay('2027-07-02', 'en-GB')} – ${shortDay('2027-07-09', 'en-GB')} · 7 nights`,
      );
    });

    it('by keyboard alone', async () => {
      const page = await basic();
      const events: string[] = [];
      page.element.addEventListener('stay-arrival-select', () => events.push('stay-arrival-select'));
      page.element.addEventListener('change', () => events.push('change'));
      page.field.focus();
      await page.pressKey('Enter');
      expect(page.focusedDay()).to.equal('2027-01-01');
      await page.pressKey('ArrowDown');
      await page.pressKey('Enter');
      expect(page.selectedDays()).to.deep.equal(['2027-01-08']);
      await page.pressKey('ArrowRight');
      await page.pressKey('ArrowRight');
      expect(page.status()).to.contain('2 nights');
      await page.pressKey('Space');
      expect(page.element.value).to.equal('2027-01-08/2027-01-10');
      expect(events).to.deep.equal(['stay-arrival-select', 'change']);
      expect(page.root.activeElement).to.equal(page.field);
    });

    it('previews the range and its nights while the departure is open', async () => {
      const page = await basic();
      await page.open();
      await page.clickDay('2027-03-10');
      page.day('2027-03-14').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      await page.settle();
      expect(page.daysInRange()).to.deep.equal(['2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14']);
      expect(page.status()).to.contain('4 nights');
      expect(page.element.value).to.equal('');
      page.day('2027-03-14').focus();
      await page.pressKey('ArrowRight');
      expect(page.status()).to.contain('5 nights');
      expect(page.daysInRange()).to.have.length(5);
    });

    it('marks the ends of the range with range-start and range-end parts, also while previewing', async () => {
      const page = await basic({ value: '2027-03-02/2027-03-05' });
      await page.open();
      expect(page.daysWithPart('range-start')).to.deep.equal(['2027-03-02']);
      expect(page.daysWithPart('range-end')).to.deep.equal(['2027-03-05']);
      await page.clickDay('2027-03-10');
      expect(page.daysWithPart('range-start'), 'an arrival alone is no range yet').to.deep.equal([]);
      expect(page.daysWithPart('range-end')).to.deep.equal([]);
      page.day('2027-03-12').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      await page.settle();
      expect(page.daysWithPart('range-start')).to.deep.equal(['2027-03-10']);
      expect(page.daysWithPart('range-end'), 'the previewed departure').to.deep.equal(['2027-03-12']);
    });

    it('speaks the chosen arrival, a notice and the final range, not every previewed departure', async () => {
      const page = await picker(
        html`<stay-dates inline lang="en-GB" min=${MIN} max=${MAX} months="1" value="2027-03-02/2027-03-04"></stay-dates>`,
      );
      const live = () => (page.root.querySelector('[role="status"]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      await page.clickDay('2027-03-10');
      expect(live()).to.equal('Choose departure');
      page.day('2027-03-14').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
      await page.settle();
      expect(live(), 'a hovered departure').to.equal('Choose departure');
      page.day('2027-03-14').focus();
      await page.pressKey('ArrowRight');
      expect(page.focusedDay()).to.equal('2027-03-15');
      expect(live(), 'a focused departure').to.equal('Choose departure');
      expect(page.description('2027-03-15'), 'the focused day tells its nights').to.contain('5 nights');
      await page.pressKey('Enter');
      expect(page.element.value).to.equal('2027-03-10/2027-03-15');
      expect(live()).to.contain('5 nights');
      await expect(page.element).to.be.accessible();
    });

    it('starts again when a day before the arrival is chosen', async () => {
      const page = await basic();
      const arrivals: string[] = [];
      page.element.addEventListener('stay-arrival-select', (event) => arrivals.push(event.arrival));
      await page.open();
      await page.clickDay('2027-03-10');
      await page.clickDay('2027-03-05');
      expect(arrivals).to.deep.equal(['2027-03-10', '2027-03-05']);
      expect(page.selectedDays()).to.deep.equal(['2027-03-05']);
      await page.clickDay('2027-03-07');
      expect(page.element.value).to.equal('2027-03-05/2027-03-07');
    });

    it('clears with the clear button and fires change with an empty value', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      await page.open();
      const change = nextEvent(page.element, 'change');
      page.clearButton.click();
      await change;
      await page.settle();
      expect(page.element.value).to.equal('');
      expect(page.selectedDays()).to.deep.equal([]);
      expect(page.isOpen()).to.equal(true);
    });
  });

  describe('keys', () => {
    async function at(iso: string, extra: { lang?: string } = {}) {
      const page = await picker(
        html`<stay-dates inline lang=${extra.lang ?? 'en-GB'} min=${MIN} max=${MAX} months="1" value=${`${iso}/${addDaysIso(iso, 1)}`}></stay-dates>`,
      );
      page.day(iso).focus();
      await page.settle();
      return page;
    }

    const cases: [string, string, string, string][] = [
      // start, key, expected focus, why
      ['2027-03-10', 'ArrowRight', '2027-03-11', 'next day'],
      ['2027-03-10', 'ArrowLeft', '2027-03-09', 'previous day'],
      ['2027-03-10', 'ArrowDown', '2027-03-17', 'next week'],
      ['2027-03-10', 'ArrowUp', '2027-03-03', 'previous week'],
      ['2027-03-10', 'Home', '2027-03-08', 'Monday (en-GB week)'],
      ['2027-03-10', 'End', '2027-03-14', 'Sunday (en-GB week)'],
      ['2027-03-10', 'PageDown', '2027-04-10', 'next month'],
      ['2027-03-10', 'PageUp', '2027-02-10', 'previous month'],
      ['2027-03-10', 'Shift+PageDown', '2028-03-10', 'next year'],
      ['2027-03-31', 'ArrowRight', '2027-04-01', 'across the month end'],
      ['2027-04-01', 'ArrowLeft', '2027-03-31', 'back across the month start'],
      ['2027-03-29', 'ArrowDown', '2027-04-05', 'a week into the next month'],
      ['2027-04-02', 'ArrowUp', '2027-03-26', 'a week into the previous month'],
      ['2027-03-31', 'PageUp', '2027-02-28', 'to the last day of a shorter month'],
      ['2027-12-31', 'ArrowRight', '2028-01-01', 'across the year end'],
      ['2028-01-01', 'ArrowLeft', '2027-12-31', 'back across the year start'],
      ['2027-12-28', 'ArrowDown', '2028-01-04', 'a week into the next year'],
      ['2028-02-29', 'Shift+PageUp', '2027-02-28', 'a year back from a leap day'],
      ['2027-02-01', 'Home', '2027-02-01', 'Home on a Monday stays'],
      ['2027-01-01', 'ArrowLeft', '2027-01-01', 'not before min'],
      ['2027-01-03', 'Shift+PageUp', '2027-01-01', 'a year back stops at min'],
    ];
    for (const [start, key, expected, why] of cases) {
      it(`${key} from ${start} goes to ${expected}: ${why}`, async () => {
        const page = await at(start);
        await page.pressKey(key);
        expect(page.focusedDay()).to.equal(expected);
        expect(page.tabbableDays()).to.deep.equal([expected]);
        expect(page.monthHeadings()[0]).to.equal(
          new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${expected.slice(0, 7)}-01T00:00:00Z`),
          ),
        );
      });
    }

    itExceptIn(withoutWindowFocus, 'shows the focus ring on the day the keys move to', async () => {
      const page = await basic({ value: '2027-03-10/2027-03-12' });
      page.field.focus();
      await page.pressKey('Enter');
      await page.pressKey('ArrowRight');
      await page.pressKey('PageDown');
      const day = page.day('2027-04-11');
      expect(page.root.activeElement).to.equal(day);
      const ring = getComputedStyle(day);
      expect(ring.outlineStyle, 'a ring around the day').to.not.equal('none');
      expect(parseFloat(ring.outlineWidth)).to.be.at.least(2);
    });

    it('Home and End follow a Sunday week in en-US', async () => {
      const page = await at('2027-03-10', { lang: 'en-US' });
      await page.pressKey('Home');
      expect(page.focusedDay()).to.equal('2027-03-07');
      await page.pressKey('End');
      expect(page.focusedDay()).to.equal('2027-03-13');
    });

    it('Shift+PageDown stops at max', async () => {
      const page = await at('2027-12-31');
      await page.pressKey('Shift+PageDown');
      expect(page.focusedDay()).to.equal(MAX);
    });

    it('turns by a year with the year buttons, as Shift+PageUp and Shift+PageDown do', async () => {
      const page = await picker(
        html`<stay-dates lang="en-GB" min="2027-01-15" max="2029-03-10" months="1" value="2027-07-02/2027-07-09"></stay-dates>`,
      );
      await page.open();
      await page.nextYear();
      expect(page.monthHeadings()).to.deep.equal(['July 2028']);
      expect(page.tabbableDays()).to.deep.equal(['2028-07-02']);
      await page.nextYear();
      expect(page.monthHeadings(), 'not past the month of max').to.deep.equal(['March 2029']);
      expect(page.tabbableDays(), 'nor the focused day past max').to.deep.equal(['2029-03-10']);
      expect(page.navButton('next', 'year').getAttribute('aria-disabled')).to.equal('true');
      expect(page.navButton('next').getAttribute('aria-disabled')).to.equal('true');
      await page.previousYear();
      await page.previousYear();
      await page.previousYear();
      expect(page.monthHeadings(), 'not before the month of min').to.deep.equal(['January 2027']);
      expect(page.tabbableDays()).to.deep.equal(['2027-01-15']);
      expect(page.navButton('previous', 'year').getAttribute('aria-disabled')).to.equal('true');
      expect(page.navButton('previous', 'year').getAttribute('aria-label')).to.equal('last year');
      await expect(page.element).to.be.accessible();
    });

    it('keeps the day of the month while paging: 31 January, 28 February, 31 March', async () => {
      const page = await at('2027-01-31');
      await page.pressKey('PageDown');
      expect(page.focusedDay()).to.equal('2027-02-28');
      await page.pressKey('PageDown');
      expect(page.focusedDay()).to.equal('2027-03-31');
      await page.pressKey('PageUp');
      await page.pressKey('PageUp');
      expect(page.focusedDay()).to.equal('2027-01-31');
      // Another key starts from the day it lands on.
      await page.pressKey('PageDown');
      await page.pressKey('ArrowLeft');
      await page.pressKey('PageDown');
      expect(page.focusedDay()).to.equal('2027-03-27');
    });

    it('keeps 29 February while paging by years', async () => {
      const page = await picker(
        html`<stay-dates inline lang="en-GB" min=${MIN} max="2032-12-31" months="1" value="2028-02-29/2028-03-01"></stay-dates>`,
      );
      page.day('2028-02-29').focus();
      await page.pressKey('Shift+PageDown');
      expect(page.focusedDay()).to.equal('2029-02-28');
      await page.pressKey('Shift+PageDown');
      await page.pressKey('Shift+PageDown');
      await page.pressKey('Shift+PageDown');
      expect(page.focusedDay()).to.equal('2032-02-29');
    });

    it('keeps the focused day across the month buttons and moves the tabbable day with them', async () => {
      const page = await basic();
      await page.open();
      await page.nextMonth();
      expect(page.monthHeadings()).to.deep.equal(['February 2027']);
      expect(page.tabbableDays()).to.deep.equal(['2027-02-01']);
      expect(page.navButton('previous').getAttribute('aria-disabled')).to.equal('false');
      await page.previousMonth();
      expect(page.navButton('previous').getAttribute('aria-disabled')).to.equal('true');
      await page.previousMonth();
      expect(page.monthHeadings()).to.deep.equal(['January 2027']);
    });
  });

  describe('typed dates', () => {
    it('takes dates typed in the locale order, of the coming season, and closes', async () => {
      const page = await picker(html`<stay-dates lang="nl" min=${MIN} max=${MAX} months="1"></stay-dates>`);
      const change = nextEvent(page.element, 'change');
      await page.typeDates('12-7 – 19-7');
      await change;
      expect(page.element.value).to.equal('2027-07-12/2027-07-19');
      expect(page.element.open).to.equal(false);
      expect(page.root.activeElement).to.equal(page.field);
      const american = await picker(html`<stay-dates lang="en-US" min=${MIN} max=${MAX} months="1"></stay-dates>`);
      await american.typeDates('7/12 - 7/19');
      expect(american.element.value).to.equal('2027-07-12/2027-07-19');
    });

    it('says what is wrong with bad input and keeps the chosen stay', async () => {
      const page = await picker(
        html`<stay-dates lang="en-GB" min=${MIN} max=${MAX} months="1" min-nights="3" value="2027-07-02/2027-07-09"></stay-dates>`,
      );
      let changes = 0;
      page.element.addEventListener('change', () => (changes += 1));
      await page.typeDates('31-2 – 3-3');
      expect(page.typedProblem()).to.equal('These are not two dates. For example 12-7 – 19-7');
      expect(page.typedInput.getAttribute('aria-invalid')).to.equal('true');
      expect(page.root.activeElement, 'the guest can correct the text').to.equal(page.typedInput);
      expect(page.typedInput.value).to.equal('31-2 – 3-3');
      // A stay that breaks a rule: why, and the stay as it was read.
      await page.typeDates('12-7 – 13-7');
      expect(page.typedProblem()).to.match(/^At least 3 nights: .*12.* – .*13.* · 1 night$/);
      await page.typeDates('12-7-2029 – 19-7-2029');
      expect(page.typedProblem()).to.match(/^Not available: /);
      expect(page.element.value, 'the stay chosen before').to.equal('2027-07-02/2027-07-09');
      expect(page.selectedDays()).to.deep.equal(['2027-07-02', '2027-07-09']);
      expect(changes).to.equal(0);
      expect(page.isOpen()).to.equal(true);
      await expect(page.element).to.be.accessible();
      await page.typeDates('12-7 – 19-7');
      expect(page.typedProblem(), 'the message goes with good input').to.equal('');
      expect(page.element.value).to.equal('2027-07-12/2027-07-19');
      expect(changes).to.equal(1);
    });

    it('a digit typed on a day starts typing the dates', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      page.field.focus();
      await page.pressKey('Enter');
      expect(page.focusedDay()).to.equal('2027-07-02');
      await sendKeys({ type: '12-7 19-7' });
      expect(page.root.activeElement).to.equal(page.typedInput);
      expect(page.typedInput.value).to.equal('12-7 19-7');
      await page.pressKey('Enter');
      expect(page.element.value).to.equal('2027-07-12/2027-07-19');
    });
    it('a digit typed on the closed field opens the calendar to type the dates, with no calendar needed', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      page.field.focus();
      const change = nextEvent(page.element, 'change');
      await sendKeys({ type: '12-7 19-7' });
      await page.settle();
      expect(page.isOpen()).to.equal(true);
      expect(page.root.activeElement, 'the typed-dates field has the focus').to.equal(page.typedInput);
      expect(page.typedInput.value, 'every key, the first digit included').to.equal('12-7 19-7');
      await expect(page.element).to.be.accessible();
      await page.pressKey('Enter');
      await change;
      expect(page.element.value).to.equal('2027-07-12/2027-07-19');
      expect(page.isOpen()).to.equal(false);
      expect(page.root.activeElement, 'back on the field').to.equal(page.field);
    });

    it('keeps the other keys of the closed field: letters, Space, and a digit with Ctrl or Alt open nothing', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      page.field.focus();
      await page.pressKey('a');
      await page.pressKey('Control+1');
      await page.pressKey('Alt+1');
      expect(page.element.open).to.equal(false);
      expect(page.root.activeElement).to.equal(page.field);
      await page.pressKey('Space');
      expect(page.isOpen(), 'Space still opens the calendar itself').to.equal(true);
      expect(page.focusedDay()).to.equal('2027-07-02');
      expect(page.typedInput.value).to.equal('');
    });

    it('in the page language: "7/12 7/19" in American English', async () => {
      const page = await basic({ lang: 'en-US' });
      page.field.focus();
      await sendKeys({ type: '7/12 7/19' });
      await page.settle();
      expect(page.typedInput.value).to.equal('7/12 7/19');
      await page.pressKey('Enter');
      expect(page.element.value).to.equal('2027-07-12/2027-07-19');
    });
  });

  describe('rules', () => {
    it('marks days outside min and max unavailable, focusable and explained', async () => {
      const page = await picker(html`<stay-dates lang="en" min="2027-01-10" max="2027-01-20" months="1"></stay-dates>`);
      await page.open();
      const before = page.day('2027-01-09');
      expect(before.getAttribute('aria-disabled')).to.equal('true');
      expect(before.part.contains('day-disabled')).to.equal(true);
      expect(page.description('2027-01-09')).to.equal('Not available');
      expect(page.description('2027-01-21')).to.equal('Not available');
      expect(page.description('2027-01-20'), 'max: no night fits after it').to.equal('No stay from this day');
      expect(page.day('2027-01-10').hasAttribute('aria-disabled')).to.equal(false);
      let arrivals = 0;
      page.element.addEventListener('stay-arrival-select', () => (arrivals += 1));
      before.click();
      await page.settle();
      expect(arrivals).to.equal(0);
      expect(page.status()).to.contain('Not available');
      expect(page.navButton('next').getAttribute('aria-disabled')).to.equal('true');
    });

    it('refuses departures shorter than min-nights or longer than max-nights', async () => {
      const page = await picker(
        html`<stay-dates lang="en" min=${MIN} max=${MAX} months="1" min-nights="3" max-nights="7"></stay-dates>`,
      );
      await page.open();
      await page.clickDay('2027-03-10');
      expect(page.day('2027-03-12').getAttribute('aria-disabled')).to.equal('true');
      expect(page.description('2027-03-12')).to.equal('At least 3 nights');
      expect(page.description('2027-03-18')).to.equal('At most 7 nights');
      expect(page.day('2027-03-13').hasAttribute('aria-disabled')).to.equal(false);
      expect(page.day('2027-03-17').hasAttribute('aria-disabled')).to.equal(false);
      await page.clickDay('2027-03-12');
      expect(page.element.value).to.equal('');
      expect(page.status()).to.contain('At least 3 nights');
      await page.clickDay('2027-03-17');
      expect(page.element.value).to.equal('2027-03-10/2027-03-17');
    });

    it('closes the days isDateDisabled names, and refuses ranges across them', async () => {
      const element = await fixture<StayDates>(
        html`<stay-dates lang="en" min=${MIN} max=${MAX} months="1"></stay-dates>`,
      );
      element.isDateDisabled = (iso) => iso === '2027-03-15';
      const page = new StayDatesPage(element);
      await page.settle();
      await page.open();
      await page.showDay('2027-03-15');
      expect(page.description('2027-03-15')).to.equal('Closed');
      expect(page.description('2027-03-14'), 'the next day is closed').to.equal('No stay from this day');
      await page.clickDay('2027-03-12');
      expect(page.day('2027-03-14').hasAttribute('aria-disabled')).to.equal(false);
      expect(page.description('2027-03-16')).to.equal('Includes a closed day');
      await page.clickDay('2027-03-16');
      expect(page.element.value).to.equal('');
      await page.clickDay('2027-03-14');
      expect(page.element.value).to.equal('2027-03-12/2027-03-14');
    });

    it('drops a value that a new rule makes impossible, with a warning', async () => {
      const page = await basic({ value: '2027-07-02/2027-07-09' });
      const messages = await warnings(async () => {
        page.element.maxNights = 3;
        await page.element.updateComplete;
      });
      expect(messages).to.have.length(1);
      expect(messages[0]).to.contain('max-nights 3');
      expect(page.element.value).to.equal('');
    });
  });

  describe('direction', () => {
    /** Whether the day `later` is shown to the right of the day `earlier`. */
    const laidOutLeftToRight = (page: StayDatesPage, earlier: string, later: string) =>
      page.day(earlier).getBoundingClientRect().left < page.day(later).getBoundingClientRect().left;

    it('stays left to right in its own language on a right-to-left page', async () => {
      document.documentElement.dir = 'rtl';
      try {
        const page = await picker(
          html`<stay-dates lang="en" min=${MIN} max=${MAX} months="1" value="2027-03-10/2027-03-12"></stay-dates>`,
        );
        await page.open();
        expect(getComputedStyle(page.element).direction).to.equal('ltr');
        expect(laidOutLeftToRight(page, '2027-03-10', '2027-03-11')).to.equal(true);
        await page.pressKey('ArrowRight');
        expect(page.focusedDay(), 'ArrowRight: the day on the right, the next one').to.equal('2027-03-11');
        expect(page.navButton('previous').textContent!.trim()).to.equal('‹');
      } finally {
        document.documentElement.removeAttribute('dir');
      }
    });

    it('follows what the guest sees in a right-to-left widget: ArrowRight goes to the day on the right', async () => {
      const page = await picker(
        html`<stay-dates dir="rtl" lang="en" min=${MIN} max=${MAX} months="1" value="2027-03-10/2027-03-12"></stay-dates>`,
      );
      await page.open();
      expect(laidOutLeftToRight(page, '2027-03-10', '2027-03-11'), 'the later day is on the left').to.equal(false);
      await page.pressKey('ArrowRight');
      expect(page.focusedDay(), 'ArrowRight: the day on the right, the day before').to.equal('2027-03-09');
      await page.pressKey('ArrowLeft');
      await page.pressKey('ArrowLeft');
      expect(page.focusedDay()).to.equal('2027-03-11');
      await page.pressKey('ArrowDown');
      expect(page.focusedDay(), 'up and down stay weeks').to.equal('2027-03-18');
      // The buttons point where their months are: earlier months to the right.
      const previous = page.navButton('previous');
      const next = page.navButton('next');
      expect(previous.getBoundingClientRect().left).to.be.greaterThan(next.getBoundingClientRect().left);
      expect([previous.textContent!.trim(), next.textContent!.trim()]).to.deep.equal(['›', '‹']);
      expect(page.navButton('previous', 'year').textContent!.trim()).to.equal('»');
      await expect(page.element).to.be.accessible();
    });

    it('takes the direction of a right-to-left <stay-search> it sits in', async () => {
      const search = await fixture<HTMLElement>(
        html`<stay-search dir="rtl" lang="en" public-key="pub_demo_chain" base-url=${SANDBOX_URL}
          arrival="2027-03-10" departure="2027-03-12"></stay-search>`,
      );
      const page = new StayDatesPage(search.shadowRoot!.querySelector('stay-dates')!);
      await page.settle();
      await page.open();
      expect(page.focusedDay()).to.equal('2027-03-10');
      await page.pressKey('ArrowRight');
      expect(page.focusedDay()).to.equal('2027-03-09');
      await page.close();
    });
  });

  describe('language and layout', () => {
    it('starts the week on Monday in nl and on Sunday in en-US; first-day-of-week overrides', async () => {
      const dutch = await picker(html`<stay-dates inline lang="nl" min=${MIN} max=${MAX} months="1"></stay-dates>`);
      expect(dutch.weekdayNames()).to.deep.equal([
        'maandag',
        'dinsdag',
        'woensdag',
        'donderdag',
        'vrijdag',
        'zaterdag',
        'zondag',
      ]);
      const american = await picker(
        html`<stay-dates inline lang="en-US" min=${MIN} max=${MAX} months="1"></stay-dates>`,
      );
      expect(american.weekdayNames()[0]).to.equal('Sunday');
      // January 2027 starts on a Friday: five empty cells before it on a Sunday week, four on a Monday week.
      const firstRow = (page: StayDatesPage) =>
        [...page.root.querySelector('tbody tr')!.children].map((cell) => cell.textContent!.trim());
      expect(firstRow(american)).to.deep.equal(['', '', '', '', '', '1', '2']);
      expect(firstRow(dutch)).to.deep.equal(['', '', '', '', '1', '2', '3']);
      const saturday = await picker(
        html`<stay-dates inline lang="nl" first-day-of-week="6" min=${MIN} max=${MAX} months="1"></stay-dates>`,
      );
      expect(saturday.weekdayNames()[0]).to.equal('zaterdag');
    });

    it('names months, days and buttons in Dutch', async () => {
      const page = await picker(
        html`<stay-dates lang="nl" min=${MIN} max=${MAX} months="1" value="2027-07-02/2027-07-09"></stay-dates>`,
      );
      expect(page.root.querySelector('[part~="label"]')!.textContent!.trim()).to.equal('Data');
      await page.open();
      expect(page.monthHeadings()).to.deep.equal(['juli 2027']);
      expect(page.day('2027-07-02').getAttribute('aria-label')).to.equal('vrijdag 2 juli 2027');
      expect(page.navButton('next').getAttribute('aria-label')).to.equal('volgende maand');
      expect(page.status()).to.contain('7 nachten');
    });

    it('follows a lang set on an ancestor and a lang changed later', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="de"><stay-dates min=${MIN} max=${MAX}></stay-dates></div>`,
      );
      const element = wrapper.querySelector('stay-dates')!;
      await element.updateComplete;
      const page = new StayDatesPage(element);
      expect(page.fieldText()).to.equal('Anreise – Abreise');
      element.lang = 'fr';
      await element.updateComplete;
      expect(page.fieldText()).to.equal('Arrivée – Départ');
    });

    it('shows two months side by side when months="2"', async () => {
      const page = await picker(
        html`<stay-dates inline lang="en-GB" min=${MIN} max=${MAX} months="2" value="2027-07-30/2027-08-03"></stay-dates>`,
      );
      expect(page.monthHeadings()).to.deep.equal(['July 2027', 'August 2027']);
      expect(page.daysInRange()).to.deep.equal(['2027-07-31', '2027-08-01', '2027-08-02']);
      page.day('2027-07-31').focus();
      await page.pressKey('ArrowDown');
      expect(page.focusedDay()).to.equal('2027-08-07');
      expect(page.monthHeadings(), 'no jump: August was already shown').to.deep.equal(['July 2027', 'August 2027']);
      await page.pressKey('PageDown');
      expect(page.monthHeadings()).to.deep.equal(['August 2027', 'September 2027']);
    });

    it('always has six week rows, every month of a year', async () => {
      const page = await picker(html`<stay-dates inline lang="en-US" min=${MIN} max=${MAX} months="1"></stay-dates>`);
      const seen: string[] = [];
      for (let month = 0; month < 12; month++) {
        seen.push(page.monthHeadings()[0]!);
        expect(page.root.querySelectorAll('tbody tr'), seen.at(-1)).to.have.length(6);
        page.root.querySelectorAll('tbody tr').forEach((row) => expect(row.children).to.have.length(7));
        await page.nextMonth();
      }
      expect(new Set(seen).size).to.equal(12);
    });
  });

  describe('inline', () => {
    it('shows the calendar in the page, picks a range without closing and passes axe', async () => {
      const page = await picker(html`<stay-dates inline lang="en-GB" min=${MIN} max=${MAX} months="1"></stay-dates>`);
      expect(page.dialog).to.equal(null);
      expect(page.root.querySelector('[part~="field"]')).to.equal(null);
      await expect(page.element).to.be.accessible();
      page.element.focus();
      expect(page.focusedDay()).to.equal(MIN);
      await sendKeys({ press: 'ArrowRight' });
      await page.settle();
      await page.pressKey('Enter');
      await page.pressKey('ArrowRight');
      const change = nextEvent(page.element, 'change');
      await page.pressKey('Enter');
      await change;
      expect(page.element.value).to.equal('2027-01-02/2027-01-03');
      expect(page.focusedDay()).to.equal('2027-01-03');
      await expect(page.element).to.be.accessible();
    });

    it('brings a value set from outside into view', async () => {
      const page = await picker(html`<stay-dates inline lang="en-GB" min=${MIN} max=${MAX} months="1"></stay-dates>`);
      page.element.value = '2027-09-10/2027-09-12';
      await page.settle();
      expect(page.monthHeadings()).to.deep.equal(['September 2027']);
      expect(page.tabbableDays()).to.deep.equal(['2027-09-10']);
    });

    it('forgets an unfinished arrival on Escape', async () => {
      const page = await picker(html`<stay-dates inline lang="en" min=${MIN} max=${MAX} months="1"></stay-dates>`);
      page.element.focus();
      await page.pressKey('Enter');
      expect(page.selectedDays()).to.deep.equal([MIN]);
      await page.pressKey('Escape');
      expect(page.selectedDays()).to.deep.equal([]);
    });
  });

  describe('on small screens and with odd values', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    // Pages narrower than a WebKit window can be (447 px) are iframes of that width, in every engine alike.
    const narrowPicker = (width: number, height: number) =>
      narrowFrame({
        width,
        height,
        modules: ['/src/define/stay-dates.ts'],
        body: `<stay-dates lang="en-GB" min="${MIN}" max="${MAX}" value="2027-07-02/2027-07-09"></stay-dates>`,
      });

    it('fits a 320 px wide screen without sideways scrolling (WCAG 1.4.10 reflow)', async () => {
      const narrow = await narrowPicker(320, 640);
      try {
        const page = new StayDatesPage(narrow.document.querySelector('stay-dates')!);
        await page.open();
        const dialog = page.dialog!;
        expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
        const rightmost = Math.max(...page.days().map((day) => day.getBoundingClientRect().right));
        expect(rightmost).to.be.at.most(320);
      } finally {
        narrow.remove();
      }
    });

    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const) {
      it(`centres the month in its sheet on a ${width} px phone, the texts clear of the edges`, async () => {
        const narrow = await narrowPicker(width, height);
        try {
          const page = new StayDatesPage(narrow.document.querySelector('stay-dates')!);
          await page.open();
          const sheet = page.dialog!.getBoundingClientRect();
          expect([sheet.left, sheet.right], 'a sheet across the whole width').to.deep.equal([0, width]);
          const month = page.root.querySelector('table')!.getBoundingClientRect();
          expect(
            Math.abs(month.left - sheet.left - (sheet.right - month.right)),
            'as much room on either side',
          ).to.be.below(1);
          // Where the words are, not their boxes: the status line's box runs to the edges, its words must not.
          const words = (element: Element) => {
            const range = narrow.document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect();
          };
          for (const selector of ['[part~="month-heading"]', '[role="status"]', '[part~="clear-button"]']) {
            const text = words(page.root.querySelector(selector)!);
            expect(text.left - sheet.left, `${selector} from the left edge`).to.be.at.least(12);
            expect(sheet.right - text.right, `${selector} from the right edge`).to.be.at.least(12);
          }
          expect(page.dialog!.scrollWidth).to.be.at.most(page.dialog!.clientWidth);
        } finally {
          narrow.remove();
        }
      });
    }

    it('shortens the dates in a narrow field: days, month and nights on one line', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 15em"><stay-dates lang="en-GB" value="2027-12-16/2027-12-23"></stay-dates></div>`,
      );
      const page = new StayDatesPage(wrapper.querySelector('stay-dates')!);
      await page.settle();
      const range = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
        new Date('2027-12-16'),
        new Date('2027-12-23'),
      );
      expect(page.fieldText()).to.equal(`${range} · 7 nights`);
      expect(page.field.getBoundingClientRect().height, 'one line in its 44 px box').to.equal(44);
      wrapper.style.width = '40em';
      await page.settle();
      await waitUntil(() => page.fieldText().includes('Thu'), 'the whole dates in a wide field');
      expect(page.fieldText()).to.equal(
        `${shortDay('2027-12-16', 'en-GB')} – ${shortDay('2027-12-23', 'en-GB')} · 7 nights`,
      );
      expect(page.field.getBoundingClientRect().height).to.equal(44);
    });

    it('does not overflow when the window narrows while the calendar is open', async () => {
      const narrow = await narrowPicker(800, 600);
      try {
        const page = new StayDatesPage(narrow.document.querySelector('stay-dates')!);
        await page.open();
        await narrow.resize(400, 800);
        const dialog = page.dialog!;
        expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
      } finally {
        narrow.remove();
      }
    });

    it('shows the second month and takes it away as the window widens and narrows', async () => {
      const frame = await narrowFrame({
        width: 1000,
        height: 700,
        modules: ['/src/define/stay-dates.ts'],
        body: `<stay-dates lang="en-GB" min="${MIN}" max="${MAX}" value="2027-07-30/2027-08-03"></stay-dates>`,
      });
      try {
        const page = new StayDatesPage(frame.document.querySelector('stay-dates')!);
        await page.open();
        expect(page.monthHeadings()).to.deep.equal(['July 2027', 'August 2027']);
        await page.pressKey('PageDown');
        expect(page.focusedDay()).to.equal('2027-08-30');
        await frame.resize(400, 800);
        await waitUntil(() => page.monthHeadings().length === 1, 'one month on a narrow window');
        await page.settle();
        expect(page.monthHeadings(), 'the month with the focused day').to.deep.equal(['August 2027']);
        expect(page.focusedDay(), 'focus stays on its day').to.equal('2027-08-30');
        const dialog = page.dialog!;
        expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
        await frame.resize(1000, 700);
        await waitUntil(() => page.monthHeadings().length === 2, 'two months again on a wide window');
        expect(page.monthHeadings()).to.deep.equal(['August 2027', 'September 2027']);
      } finally {
        frame.remove();
      }
    });

    it('keeps one month at its own width on a mid-sized screen', async () => {
      await setViewport({ width: 600, height: 900 });
      const page = await picker(
        html`<stay-dates lang="en-GB" min=${MIN} max=${MAX} value="2027-07-02/2027-07-09"></stay-dates>`,
      );
      await page.open();
      expect(page.root.querySelectorAll('table').length).to.equal(1);
      expect(page.dialog!.getBoundingClientRect().width, 'the dialog wraps the month and the status').to.be.below(420);
    });

    /** The sizes a guest sees: the field, the label's gap, the open dialog and the text in it. */
    async function sizes() {
      const page = await picker(
        html`<stay-dates lang="en-GB" min=${MIN} max=${MAX} months="1" value="2027-07-02/2027-07-09"></stay-dates>`,
      );
      const field = page.field.getBoundingClientRect();
      const label = getComputedStyle(page.root.querySelector('[part~="label"]')!).marginBlockEnd;
      await page.open();
      const dialog = page.dialog!.getBoundingClientRect();
      const style = (selector: string) => getComputedStyle(page.root.querySelector(selector)!);
      const measured = {
        field: field.height,
        label,
        dialog: [dialog.width, dialog.height],
        weekday: style('th').fontSize,
        navButton: style('[part~="nav-button"]').fontSize,
        clear: style('[part~="clear-button"]').paddingInlineStart,
        actions: style('.actions').columnGap,
        months: style('.months').columnGap,
      };
      await page.close();
      return measured;
    }

    for (const rootSize of ['62.5%', '125%']) {
      it(`keeps its sizes on a page whose root font size is ${rootSize}`, async () => {
        await setViewport({ width: 1000, height: 800 });
        const usual = await sizes();
        document.documentElement.style.fontSize = rootSize;
        try {
          expect(await sizes()).to.deep.equal(usual);
        } finally {
          document.documentElement.style.fontSize = '';
        }
      });
    }

    it('greys the placeholder of an empty field', async () => {
      const empty = await picker(html`<stay-dates lang="en-GB" min=${MIN} max=${MAX}></stay-dates>`);
      const filled = await picker(
        html`<stay-dates lang="en-GB" min=${MIN} max=${MAX} value="2027-07-02/2027-07-09"></stay-dates>`,
      );
      expect(getComputedStyle(empty.field).color).to.not.equal(getComputedStyle(filled.field).color);
    });

    it('takes a null or undefined value (a framework clearing it) as no range, and still opens', async () => {
      const page = await picker(
        html`<stay-dates lang="en-GB" min=${MIN} max=${MAX} months="1" value="2027-07-02/2027-07-09"></stay-dates>`,
      );
      for (const cleared of [null, undefined]) {
        (page.element as unknown as { value: unknown }).value = cleared;
        await page.element.updateComplete;
        expect(page.element.arrival).to.equal('');
        expect(page.element.departure).to.equal('');
        await page.open();
        expect(page.days().length).to.be.greaterThan(27);
        await page.pressKey('Escape');
      }
    });
  });
});
