import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/define/stay-guests.js';
import type { StayGuests } from '../../src/elements/stay-guests.js';
import { StayGuestsPage } from '../helpers/stay-guests-page.js';

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

function record(element: HTMLElement, names: string[]): string[] {
  const log: string[] = [];
  for (const name of names) element.addEventListener(name, () => log.push(`${name}:${(element as StayGuests).value}`));
  return log;
}

describe('stay-guests', () => {
  it('summarizes the party with plural rules and offers the default categories', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" value="adults:2,children:1"></stay-guests>`);
    const page = new StayGuestsPage(element);
    expect(page.summary).to.equal('2 adults, 1 child');
    expect(page.summaryButton.getAttribute('aria-expanded')).to.equal('false');
    expect(page.panel.hidden).to.equal(true);
    await page.open();
    expect(page.categories).to.deep.equal(['adults', 'children', 'babies', 'pets']);
    expect(page.addButton('adults').getAttribute('aria-label')).to.equal('Add one adult');
    expect(page.removeButton('children').getAttribute('aria-label')).to.equal('Remove one child');
    expect(page.stepper('babies').textContent).to.contain('0–2 years');
  });

  it('round-trips value and counts and builds the contract query', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests value="children:1,adults:2"></stay-guests>`);
    expect(element.value).to.equal('adults:2,children:1');
    expect(element.counts).to.deep.equal({ adults: 2, children: 1, babies: 0, pets: 0 });
    element.counts = { adults: 3, pets: 1 };
    await element.updateComplete;
    expect(element.value).to.equal('adults:3,pets:1');
    const text = element.value;
    element.value = text;
    expect(element.counts).to.deep.equal({ adults: 3, children: 0, babies: 0, pets: 1 });
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
      element = await fixture<StayGuests>(html`<stay-guests lang="en" categories="seniors,adults,elves,young_children"></stay-guests>`);
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
    expect(element.counts).to.deep.equal({ adults: 1, children: 10, babies: 0, pets: 0 });
    const more = await warnings(async () => {
      element.setAttribute('max-total', '-4');
      await element.updateComplete;
    });
    expect(more.join(' ')).to.contain('max-total');
    expect(element.partySize).to.be.at.most(16);
  });

  it('stops at the limits and at max-total with pets not counted, focus kept', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" max-total="3" value="adults:2,children:1"></stay-guests>`);
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
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(page.focused).to.equal(page.removeButton('children'));
    expect(page.count('adults')).to.equal(4);
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
    const wrapper = await fixture<HTMLDivElement>(html`<div><stay-guests lang="en"></stay-guests><button>elsewhere</button></div>`);
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
    wrapper.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await element.updateComplete;
    expect(page.isOpen).to.equal(false);
  });

  it('counts persons in persons mode and sends persons', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" mode="persons" persons="3" max-total="4"></stay-guests>`);
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
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="nl"><stay-guests value="adults:1,children:2,babies:1"></stay-guests></div>`);
    const element = wrapper.querySelector('stay-guests')!;
    await element.updateComplete;
    const page = new StayGuestsPage(element);
    expect(page.summary).to.equal("1 volwassene, 2 kinderen, 1 baby");
    await page.open();
    expect(page.addButton('adults').getAttribute('aria-label')).to.equal('Eén volwassene toevoegen');
    expect(page.stepper('babies').textContent).to.contain('0–2 jaar');
    expect(element.shadowRoot!.querySelector('[part~="done"]')!.textContent!.trim()).to.equal('Klaar');
  });

  it('follows the page into a dark colour scheme, and forced colours', async () => {
    const element = await fixture<StayGuests>(html`<stay-guests lang="en" max-total="1"></stay-guests>`);
    const page = new StayGuestsPage(element);
    await page.open();
    try {
      await emulateMedia({ colorScheme: 'dark' });
      expect(getComputedStyle(page.panel).backgroundColor, 'a light-only page keeps the widget light').to.equal('rgb(255, 255, 255)');
      document.documentElement.style.colorScheme = 'light dark';
      expect(getComputedStyle(page.panel).backgroundColor).to.equal('rgb(22, 26, 25)');
      document.documentElement.style.colorScheme = '';
      await emulateMedia({ colorScheme: 'light', forcedColors: 'active' });
      const disabled = page.addButton('adults');
      expect(disabled.getAttribute('aria-disabled')).to.equal('true');
      expect(getComputedStyle(disabled).opacity).to.equal('1');
      await expect(element).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light', forcedColors: 'none' });
    }
  });

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
});
