import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia, sendKeys, sendMouse } from '../helpers/commands.js';
import '../../src/define/stay-guests.js';
import type { StayGuests } from '../../src/elements/stay-guests.js';
import { StayGuestsPage } from '../helpers/stay-guests-page.js';
import { itExceptIn, withoutMediaEmulation } from '../helpers/engine.js';
import { record, years } from '../helpers/stay-guests-checks.js';

// The panel's placement in the top layer and in small windows is in stay-guests-panel.test.ts (a file of its own, so
// that the two halves run side by side).

/** Runs `action` with console.warn captured, and returns what was warned. */
async function warnings(action: () => Promise<unknown> | unknown): Promise<string[]> {
  const original = console.warn;
  const seen: string[] = [];
  console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  try {
    await action();
  } finally {
    console.warn = original;
  }
  return seen;
}

describe('stay-guests', () => {
  it('summarizes the party with plural rules and offers the default categories', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" value="adults:2,children:1"></stay-guests>`);
    const page = new StayGuestsPage(element);
    expect(page.summary).to.equal('2 adults, 1 child');
    expect(page.summaryButton.getAttribute('aria-expanded')).to.equal('false');
    expect(page.panel.matches(':popover-open')).to.equal(false);
    await page.open();
    expect(page.categories).to.deep.equal(['adults', 'young_adults', 'children', 'babies', 'pets']);
    expect(page.addButton('adults').getAttribute('aria-label')).to.equal('Add one adult');
    expect(page.removeButton('children').getAttribute('aria-label')).to.equal('Remove one child');
    expect(page.stepper('babies').textContent).to.contain('0–2 years');
  });

  it('has a row for every age by default: teenagers (13–17) between children and adults', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" value="young_adults:2"></stay-guests>`);
    const page = new StayGuestsPage(element);
    expect(element.value, 'a teenager is at least one adult short of a party: an adult is the minimum').to.equal(
      'adults:1,young_adults:2',
    );
    expect(page.summary).to.equal('1 adult, 2 teenagers');
    await page.open();
    expect(page.hint('young_adults')).to.equal(`13–${years(17, 'en')}`);
    expect(page.hint('children')).to.equal(`3–${years(12, 'en')}`);
    expect(element.query).to.deep.equal({
      ageTableCategories: [
        { id: 'adults', count: 1 },
        { id: 'young_adults', count: 2 },
      ],
    });
    await expect(element).to.be.accessible();
  });

  it('never shows overlapping age hints: a category ends where the next older one offered starts', async () => {
    const element = await fixture<StayGuests>(
      html`<stay-guests lang="en" categories="eldern,seniors,adults,children,young_children,babies"></stay-guests>`,
    );
    const page = new StayGuestsPage(element);
    await page.open();
    expect(page.hint('young_children')).to.equal(`3–${years(5, 'en')}`);
    expect(page.hint('children'), 'from 6 when young children have their own row').to.equal(`6–${years(12, 'en')}`);
    expect(page.hint('adults')).to.equal(`18–${years(64, 'en')}`);
    expect(page.hint('seniors')).to.equal(`65–${years(79, 'en')}`);
    expect(page.hint('eldern')).to.equal('80 years and older');
    element.hints = { children: '4 to 11' };
    await element.updateComplete;
    expect(page.hint('children'), "the site's own age table wins").to.equal('4 to 11');
    await expect(element).to.be.accessible();
  });

  it('names pets with a hint in every language', async () => {
    const expected = {
      en: 'Dogs and other pets',
      nl: 'Honden en andere huisdieren',
      de: 'Hunde und andere Haustiere',
      fr: 'Chiens et autres animaux',
    };
    for (const [lang, hint] of Object.entries(expected)) {
      const element = await fixture<StayGuests>(html`<stay-guests lang=${lang} open></stay-guests>`);
      expect(new StayGuestsPage(element).hint('pets'), lang).to.equal(hint);
      await expect(element).to.be.accessible();
    }
  });

  it('round-trips value and counts and builds the contract query', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests value="children:1,adults:2"></stay-guests>`);
    expect(element.value).to.equal('adults:2,children:1');
    expect(element.counts).to.deep.equal({ adults: 2, young_adults: 0, children: 1, babies: 0, pets: 0 });
    element.counts = { adults: 3, pets: 1 };
    await element.updateComplete;
    expect(element.value).to.equal('adults:3,pets:1');
    const text = element.value;
    element.value = text;
    expect(element.counts).to.deep.equal({ adults: 3, young_adults: 0, children: 0, babies: 0, pets: 1 });
    expect(element.query).to.deep.equal({
      ageTableCategories: [
        { id: 'adults', count: 3 },
        { id: 'pets', count: 1 },
      ],
    });
    expect(element.partySize).to.equal(3);
  });

  it('offers the site categories in its order and warns once about unknown names', async () => {
    let element!: StayGuests;
    const warned = await warnings(async () => {
      element = await fixture<StayGuests>(
        html`<stay-guests lang="en" categories="seniors,adults,elves,young_children"></stay-guests>`,
      );
    });
    expect(warned).to.have.length(1);
    expect(warned[0]).to.contain('elves');
    const page = new StayGuestsPage(element);
    await page.open();
    expect(page.categories).to.deep.equal(['seniors', 'adults', 'young_children']);
    expect(page.stepper('young_children').textContent).to.contain('3–5 years');
  });

  it('keeps a usable party from negative, huge and garbage values, with a warning', async () => {
    let element!: StayGuests;
    const warned = await warnings(async () => {
      element = await fixture<StayGuests>(html`<stay-guests value="adults:-2,children:500,pets:lots"></stay-guests>`);
    });
    expect(warned.length).to.be.within(1, 2);
    expect(element.counts).to.deep.equal({ adults: 1, young_adults: 0, children: 10, babies: 0, pets: 0 });
    const more = await warnings(async () => {
      element.setAttribute('max-total', '-4');
      await element.updateComplete;
    });
    expect(more.join(' ')).to.contain('max-total');
    expect(element.partySize).to.be.at.most(16);
  });

  it('stops at the limits and at max-total with pets not counted, focus kept', async () => {
    const element = await fixture<StayGuests>(
      html`<stay-guests lang="en" max-total="3" value="adults:2,children:1"></stay-guests>`,
    );
    const page = new StayGuestsPage(element);
    await page.open();
    expect(page.addButton('adults').getAttribute('aria-disabled')).to.equal('true');
    expect(page.addButton('children').getAttribute('aria-disabled')).to.equal('true');
    expect(page.addButton('pets').getAttribute('aria-disabled')).to.equal('false');
    expect(page.panel.textContent).to.contain('At most 3 guests');
    page.addButton('adults').focus();
    page.addButton('adults').click();
    await element.updateComplete;
    expect(element.value).to.equal('adults:2,children:1');
    expect(page.focused).to.equal(page.addButton('adults'));
    await page.add('pets', 6);
    expect(page.count('pets')).to.equal(4);
    await page.remove('adults', 5);
    expect(page.count('adults')).to.equal(1);
    expect(page.removeButton('adults').getAttribute('aria-disabled')).to.equal('true');
  });

  it('fires input on every step and change once when the panel closes with another value', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" value="adults:2"></stay-guests>`);
    const page = new StayGuestsPage(element);
    const log = record(element, ['input', 'change']);
    await page.add('children', 2);
    await page.remove('children');
    expect(log).to.deep.equal(['input:adults:2,children:1', 'input:adults:2,children:2', 'input:adults:2,children:1']);
    await page.done();
    expect(log.at(-1)).to.equal('change:adults:2,children:1');
    await page.add('pets');
    await page.remove('pets');
    await page.done();
    expect(log.filter((entry) => entry.startsWith('change'))).to.have.length(1);
  });

  it('fires input then change on each step when inline', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" inline value="adults:2"></stay-guests>`);
    const page = new StayGuestsPage(element);
    expect(element.shadowRoot!.querySelector('#summary')).to.equal(null);
    const log = record(element, ['input', 'change']);
    page.addButton('babies').click();
    expect(log).to.deep.equal(['input:adults:2,babies:1', 'change:adults:2,babies:1']);
  });

  it('is operated by keyboard alone: open, step with arrows, Escape returns focus', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" value="adults:2"></stay-guests>`);
    const page = new StayGuestsPage(element);
    const log = record(element, ['change']);
    page.summaryButton.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(page.isOpen).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(page.focused).to.equal(page.removeButton('adults'));
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await element.updateComplete;
    expect(page.count('adults')).to.equal(4);
    // Each row is three stops: −, the count (a field that takes a typed number), +.
    const tabOrder = [
      page.countField('adults'),
      page.addButton('adults'),
      page.removeButton('young_adults'),
      page.countField('young_adults'),
      page.addButton('young_adults'),
      page.removeButton('children'),
    ];
    for (const expected of tabOrder) {
      await sendKeys({ press: 'Tab' });
      expect(page.focused).to.equal(expected);
    }
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(page.focused).to.equal(page.removeButton('children'));
    expect(page.count('adults')).to.equal(4);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(page.count('children')).to.equal(1);
    await sendKeys({ press: 'ArrowDown' });
    await element.updateComplete;
    expect(page.count('children')).to.equal(0);
    expect(page.focused).to.equal(page.addButton('children'));
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(page.isOpen).to.equal(false);
    expect(page.focused).to.equal(page.summaryButton);
    expect(log).to.deep.equal(['change:adults:4']);
    expect(element.value).to.equal('adults:4');
    expect(page.summary).to.equal('4 adults');
  });

  it('closes when focus or a pointer goes elsewhere', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><stay-guests lang="en"></stay-guests><button>elsewhere</button></div>`,
    );
    const element = wrapper.querySelector('stay-guests')!;
    const page = new StayGuestsPage(element);
    const log = record(element, ['change']);
    await page.open();
    page.addButton('adults').focus();
    page.addButton('adults').click();
    wrapper.querySelector('button')!.focus();
    await element.updateComplete;
    expect(page.isOpen).to.equal(false);
    expect(log).to.deep.equal(['change:adults:2']);
    await page.open();
    // The open panel covers the button below the field: press the pointer on the page beside it.
    const field = element.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [document.documentElement.clientWidth - 5, Math.round(field.bottom + 10)],
    });
    await waitUntil(() => !page.isOpen, 'a click elsewhere closes the panel');
  });

  it('counts persons in persons mode and sends persons', async () => {
    const element = await fixture<StayGuests>(
      html`<stay-guests lang="en" mode="persons" persons="3" max-total="4"></stay-guests>`,
    );
    const page = new StayGuestsPage(element);
    expect(page.summary).to.equal('3 persons');
    await page.add('persons', 3);
    expect(page.count('persons')).to.equal(4);
    expect(element.query).to.deep.equal({ persons: 4 });
    await page.remove('persons', 9);
    expect(page.summary).to.equal('1 person');
    expect(element.persons).to.equal(1);
    const warned = await warnings(async () => {
      element.persons = -7;
      await element.updateComplete;
    });
    expect(warned).to.have.length(1);
    expect(element.query).to.deep.equal({ persons: 1 });
  });

  it('speaks Dutch', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="nl"><stay-guests value="adults:1,children:2,babies:1"></stay-guests></div>`,
    );
    const element = wrapper.querySelector('stay-guests')!;
    await element.updateComplete;
    const page = new StayGuestsPage(element);
    expect(page.summary).to.equal('1 volwassene, 2 kinderen, 1 baby');
    await page.open();
    expect(page.addButton('adults').getAttribute('aria-label')).to.equal('Eén volwassene toevoegen');
    expect(page.stepper('babies').textContent).to.contain('0–2 jaar');
    expect(element.shadowRoot!.querySelector('[part~="done"]')!.textContent!.trim()).to.equal('Klaar');
  });

  it('follows the page into a dark colour scheme', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" max-total="1"></stay-guests>`);
    const page = new StayGuestsPage(element);
    await page.open();
    try {
      expect(getComputedStyle(page.panel).backgroundColor, 'a page without a scheme: light').to.equal(
        'rgb(255, 255, 255)',
      );
      document.documentElement.style.colorScheme = 'dark';
      expect(getComputedStyle(page.panel).backgroundColor).to.equal('rgb(22, 26, 25)');
    } finally {
      document.documentElement.style.colorScheme = '';
    }
  });

  itExceptIn(
    withoutMediaEmulation,
    "follows the guest's dark preference only where the page allows it, and forced colours",
    async () => {
      const element = await fixture<StayGuests>(html`<stay-guests lang="en" max-total="1"></stay-guests>`);
      const page = new StayGuestsPage(element);
      await page.open();
      try {
        await emulateMedia({ colorScheme: 'dark' });
        expect(getComputedStyle(page.panel).backgroundColor, 'a light-only page keeps the widget light').to.equal(
          'rgb(255, 255, 255)',
        );
        document.documentElement.style.colorScheme = 'light dark';
        expect(getComputedStyle(page.panel).backgroundColor).to.equal('rgb(22, 26, 25)');
        document.documentElement.style.colorScheme = '';
        await emulateMedia({ colorScheme: 'light', forcedColors: 'active' });
        const disabled = page.addButton('adults');
        expect(disabled.getAttribute('aria-disabled')).to.equal('true');
        expect(getComputedStyle(disabled).opacity).to.equal('1');
        await expect(element).to.be.accessible();
      } finally {
        document.documentElement.style.colorScheme = '';
        await emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
      }
    },
  );

  it('has no axe violations closed, open, inline and in persons mode', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" value="adults:2,children:1"></stay-guests>`);
    await expect(element).to.be.accessible();
    await new StayGuestsPage(element).open();
    await expect(element).to.be.accessible();
    const inline = await fixture<StayGuests>(html`<stay-guests lang="en" inline max-total="2"></stay-guests>`);
    await expect(inline).to.be.accessible();
    const persons = await fixture<StayGuests>(html`<stay-guests lang="en" mode="persons" open></stay-guests>`);
    await expect(persons).to.be.accessible();
  });

  describe('typed counts (a spin button between − and +)', () => {
    it('takes a typed count, fitted to the limits with the reason shown', async () => {
      const element = await fixture<StayGuests>(html`<stay-guests lang="en" value="adults:2"></stay-guests>`);
      const page = new StayGuestsPage(element);
      const log = record(element, ['input', 'change']);
      await page.open();
      const adults = page.countField('adults');
      expect(adults.getAttribute('role')).to.equal('spinbutton');
      expect(adults.getAttribute('aria-label')).to.equal('Adults');
      expect(adults.getAttribute('inputmode')).to.equal('numeric');
      expect(['valuenow', 'valuemin', 'valuemax'].map((name) => adults.getAttribute(`aria-${name}`))).to.deep.equal([
        '2',
        '1',
        '12',
      ]);

      await page.type('adults', '4');
      expect(page.count('adults')).to.equal(4);
      expect(page.summary).to.equal('4 adults');
      expect(adults.getAttribute('aria-valuenow')).to.equal('4');
      expect(log).to.deep.equal(['input:adults:4']);

      // Too many: not counted while typing, marked and explained; leaving it takes the most the row allows.
      adults.select();
      await sendKeys({ type: '15' });
      await element.updateComplete;
      expect(adults.getAttribute('aria-invalid')).to.equal('true');
      expect(page.note).to.equal('At most 12 adults');
      expect(element.counts.adults, 'the 1 typed first was counted; 15 is not').to.equal(1);
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      expect(adults.value).to.equal('12');
      expect(element.counts.adults).to.equal(12);
      expect(adults.getAttribute('aria-invalid')).to.equal('false');
      expect(page.note, 'the reason stays until the next step').to.equal('At most 12 adults');

      // Arrow keys step in the field; left and right stay with the caret.
      await sendKeys({ press: 'ArrowDown' });
      await element.updateComplete;
      expect(page.count('adults')).to.equal(11);
      expect(page.note).to.equal('');
      await sendKeys({ press: 'ArrowLeft' });
      await element.updateComplete;
      expect(page.count('adults')).to.equal(11);
      expect(page.focused).to.equal(adults);

      // Nothing usable typed: the count stays.
      await page.type('adults', 'x');
      expect(adults.value).to.equal('11');
      await page.type('adults', '0');
      expect(adults.value, 'below the minimum').to.equal('1');
      expect(page.note).to.equal('At least 1 adult');
      await page.type('adults', '3');
      await expect(element).to.be.accessible();

      await page.done();
      expect(log.filter((entry) => entry.startsWith('change'))).to.deep.equal(['change:adults:3']);
    });

    it('leaves room for the others: a typed count stops at max-total', async () => {
      const element = await fixture<StayGuests>(
        html`<stay-guests lang="en" max-total="6" value="adults:2"></stay-guests>`,
      );
      const page = new StayGuestsPage(element);
      await page.type('children', '9');
      expect(element.value).to.equal('adults:2,children:4');
      expect(page.note).to.equal('At most 4 children');
      await page.type('pets', '3');
      expect(element.value, 'pets do not count').to.equal('adults:2,children:4,pets:3');
      expect(page.addButton('adults').getAttribute('aria-disabled')).to.equal('true');
      expect(page.countField('adults').getAttribute('aria-valuemax')).to.equal('2');
    });

    it('takes a typed persons count, and inline fires change when typing is done', async () => {
      const persons = await fixture<StayGuests>(
        html`<stay-guests lang="en" mode="persons" max-total="8"></stay-guests>`,
      );
      const personsPage = new StayGuestsPage(persons);
      await personsPage.type('persons', '5');
      expect(persons.query).to.deep.equal({ persons: 5 });
      expect(personsPage.summary).to.equal('5 persons');

      const inline = await fixture<StayGuests>(html`<stay-guests lang="en" inline value="adults:2"></stay-guests>`);
      const page = new StayGuestsPage(inline);
      const log = record(inline, ['input', 'change']);
      const field = page.countField('children');
      field.focus();
      field.select();
      await sendKeys({ type: '12' });
      await inline.updateComplete;
      expect(log, 'counted while typing (1, then 12 is too many), not yet a change').to.deep.equal([
        'input:adults:2,children:1',
      ]);
      await sendKeys({ press: 'Tab' });
      await inline.updateComplete;
      expect(log).to.deep.equal([
        'input:adults:2,children:1',
        'input:adults:2,children:10',
        'change:adults:2,children:10',
      ]);
      expect(page.note).to.equal('At most 10 children');
      expect(field.value).to.equal('10');
      await expect(inline).to.be.accessible();
    });
  });
});
