import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { emulateMedia, sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-results.js';
import type { StayResults } from '../../src/elements/stay-results.js';
import type { Accommodation, SearchQuery } from '../../src/api/types.js';
import { nextEvent } from '../helpers/events.js';
import { accommodation, accommodations, label, weekInJuly } from '../helpers/accommodation-factory.js';
import { StayResultsPage } from '../helpers/stay-results-page.js';
import { itExceptIn, withoutMediaEmulation } from '../helpers/engine.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { CHIP_HUES } from '../../src/logic/cards.js';
import { box, px, underRootFontSizes } from '../helpers/root-font-size.js';
import { captureWarnings } from '../helpers/stay-search-page.js';
import { readsLeftToRight } from '../helpers/reading-order.js';

/** WCAG 2 contrast ratio of two CSS colours (any syntax: painted on a canvas and read back as sRGB). */
function contrast(first: string, second: string): number {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const luminance = (colour: string) => {
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data]
      .slice(0, 3)
      .map((value) => value / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

interface Setup {
  items?: Accommodation[];
  status?: StayResults['status'];
  query?: SearchQuery;
  lang?: string;
  currency?: string;
  bookingUrl?: string;
  total?: number;
  width?: string;
}

async function results(setup: Setup = {}): Promise<{ element: StayResults; page: StayResultsPage }> {
  const element = await fixture<StayResults>(html`
    <stay-results
      lang=${setup.lang ?? 'en'}
      currency=${setup.currency ?? 'EUR'}
      booking-url=${setup.bookingUrl ?? ''}
      style=${`width: ${setup.width ?? '900px'}`}
      .status=${setup.status ?? 'ready'}
      .items=${setup.items ?? [accommodation()]}
      .query=${setup.query ?? weekInJuly()}
      .total=${setup.total}
    ></stay-results>
  `);
  return { element, page: new StayResultsPage(element) };
}

/** "21–40" as the browser's Intl writes a range of whole numbers in `locale`. */
function numberRange(first: number, last: number, locale = 'en'): string {
  // `formatRange` is ES2023 (Chromium 106, Firefox 116, Safari 15.4); the project's TypeScript lib is ES2022.
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }) as Intl.NumberFormat & {
    formatRange(start: number, end: number): string;
  };
  return format.formatRange(first, last);
}

/** Watches the live region: screen readers react to its mutations, so counting them counts announcements. */
function watchAnnouncements(element: StayResults): { count: () => number; stop: () => void } {
  let mutations = 0;
  const observer = new MutationObserver((records) => (mutations += records.length));
  observer.observe(element.shadowRoot!.querySelector('[role="status"]')!, {
    childList: true,
    characterData: true,
    subtree: true,
  });
  return {
    count: () => {
      mutations += observer.takeRecords().length;
      return mutations;
    },
    stop: () => observer.disconnect(),
  };
}

describe('stay-results', () => {
  describe('states', () => {
    it('shows nothing but an empty live region before a search', async () => {
      const { element, page } = await results({ status: 'idle', items: [] });
      expect(page.state()).to.equal('idle');
      expect(page.heading()).to.equal(null);
      expect(element.shadowRoot!.querySelector('[role="status"]')!.getAttribute('aria-live')).to.equal('polite');
      expect(await element.focusHeading()).to.equal(false);
    });

    it('shows a busy skeleton of placeholder cards on the first load', async () => {
      const { element, page } = await results({ status: 'loading', items: [] });
      expect(page.state()).to.equal('loading');
      expect(page.isBusy()).to.equal(true);
      expect(page.skeletonCards()).to.have.length(6);
      expect(page.heading()!.textContent!.trim()).to.equal('Accommodations');
      await expect(element).to.be.accessible();
    });

    itExceptIn(
      withoutMediaEmulation,
      'pulses the skeleton gently, and holds it still for a guest who asked for less motion',
      async () => {
        const { element, page } = await results({ status: 'loading', items: [] });
        const pulses = () => page.skeletonCards().flatMap((card) => card.getAnimations());
        expect(pulses()).to.have.length(6);
        expect(pulses().every((animation) => animation.playState === 'running')).to.equal(true);
        await emulateMedia({ reducedMotion: 'reduce' });
        try {
          expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
          expect(pulses()).to.have.length(0);
          await expect(element).to.be.accessible();
        } finally {
          await emulateMedia({ reducedMotion: 'no-preference' });
        }
        expect(pulses()).to.have.length(6);
        // The placeholders take no focus: Tab from the heading leaves the element.
        page.heading()!.focus();
        await sendKeys({ press: 'Tab' });
        expect(page.focused()).to.equal(null);
      },
    );

    it('gives skeleton cards the size of real cards, so nothing shifts when results arrive', async () => {
      const { element, page } = await results({ status: 'loading', items: [], width: '960px' });
      const placeholder = page.skeletonCards()[0]!;
      const before = placeholder.getBoundingClientRect();
      const imageBefore = placeholder.querySelector('.media')!.getBoundingClientRect();
      element.items = accommodations(6);
      element.status = 'ready';
      await element.updateComplete;
      const card = page.cards()[0]!;
      const after = card.getBoundingClientRect();
      expect(after.width).to.equal(before.width);
      expect(after.height).to.equal(before.height);
      expect(card.querySelector('.media')!.getBoundingClientRect().height).to.equal(imageBefore.height);
    });

    it('keeps the current cards while the next page loads, marked aria-busy', async () => {
      const { element, page } = await results({ items: accommodations(3) });
      expect(page.isBusy()).to.equal(false);
      element.busy = true;
      await element.updateComplete;
      expect(page.state()).to.equal('results');
      expect(page.cardNames()).to.deep.equal(['Pitch 1', 'Pitch 2', 'Pitch 3']);
      expect(page.isBusy()).to.equal(true);
      element.busy = false;
      element.status = 'loading';
      await element.updateComplete;
      expect(page.isBusy(), 'status loading with cards').to.equal(true);
      await expect(element).to.be.accessible();
    });

    it('lists the cards as articles in a list under a heading that script can focus', async () => {
      const { element, page } = await results({ items: accommodations(3) });
      const list = element.shadowRoot!.querySelector('ul[part~="list"]')!;
      expect([...list.children].map((child) => child.localName)).to.deep.equal(['li', 'li', 'li']);
      expect(list.querySelectorAll(':scope > li > article[part~="card"]')).to.have.length(3);
      expect(page.heading()!.localName).to.equal('h2');
      expect(page.heading()!.getAttribute('tabindex')).to.equal('-1');
      expect(page.headingText()).to.equal('3 accommodations');
    });

    it('says in the heading which of how many are shown when they take more than one page: "21–40 of 57"', async () => {
      const { element, page } = await results({
        items: accommodations(20),
        total: 57,
        query: { ...weekInJuly(), limit: 20 },
      });
      expect(page.headingText()).to.equal(`${numberRange(1, 20)} of 57 accommodations`);
      element.query = { ...element.query!, page: 2 };
      await element.updateComplete;
      expect(page.headingText()).to.equal(`${numberRange(21, 40)} of 57 accommodations`);
      element.query = { ...element.query!, page: 3 };
      element.items = accommodations(17);
      await element.updateComplete;
      expect(page.headingText()).to.equal(`${numberRange(41, 57)} of 57 accommodations`);
      // Paging moves focus to the heading: its name says which part of the results is shown.
      expect(await element.focusHeading()).to.equal(true);
      expect(page.focused()).to.equal(page.heading());
      element.items = accommodations(1);
      element.total = 1;
      element.query = { ...element.query!, page: 1 };
      await element.updateComplete;
      expect(page.headingText()).to.equal('1 accommodation');
      await expect(element).to.be.accessible();
      element.status = 'loading';
      element.items = [];
      await element.updateComplete;
      expect(page.headingText(), 'skeleton').to.equal('Accommodations');
    });

    it('reads its heading in its language\'s order on a right-to-left page ("1–20 of 57 accommodations")', async () => {
      const { element, page } = await results({
        items: accommodations(20),
        total: 57,
        query: { ...weekInJuly(), limit: 20 },
      });
      element.setAttribute('dir', 'rtl');
      expect(getComputedStyle(page.heading()!).direction).to.equal('rtl');
      expect(readsLeftToRight(page.heading()!)).to.equal(true);
    });

    it('counts in the heading in the page language, with its plural rules', async () => {
      const { element, page } = await results({
        lang: 'nl',
        items: accommodations(6),
        total: 1234,
        query: { ...weekInJuly(), limit: 6 },
      });
      element.query = { ...element.query!, page: 2 };
      await element.updateComplete;
      expect(page.headingText()).to.equal(
        `${numberRange(7, 12, 'nl')} van ${new Intl.NumberFormat('nl').format(1234)} accommodaties`.replace(
          /\s+/g,
          ' ',
        ),
      );
      element.lang = 'de';
      element.items = accommodations(1);
      element.total = 1;
      element.query = { ...element.query!, page: 1 };
      await element.updateComplete;
      expect(page.headingText()).to.equal('1 Unterkunft');
      element.lang = 'fr';
      element.items = accommodations(2);
      element.total = 2;
      await element.updateComplete;
      expect(page.headingText()).to.equal('2 hébergements');
      element.total = 30;
      await element.updateComplete;
      expect(page.headingText()).to.equal(`${numberRange(1, 2, 'fr')} sur 30 hébergements`);
      element.lang = 'de';
      await element.updateComplete;
      expect(page.headingText()).to.equal(`${numberRange(1, 2, 'de')} von 30 Unterkünften`);
    });

    it('offers to clear filters or change dates when nothing is found', async () => {
      const { element, page } = await results({ items: [], total: 0 });
      expect(page.state()).to.equal('empty');
      expect(page.clearFiltersButton().textContent!.trim()).to.equal('Clear filters');
      expect(page.changeDatesButton().textContent!.trim()).to.equal('Change dates');
      setTimeout(() => page.clearFiltersButton().click());
      const cleared = await nextEvent(element, 'stay-clear-filters');
      expect(cleared.bubbles && cleared.composed).to.equal(true);
      setTimeout(() => page.changeDatesButton().click());
      await nextEvent(element, 'stay-change-dates');
      await expect(element).to.be.accessible();
    });

    it('says what went wrong in an alert and offers a retry', async () => {
      const { element, page } = await results({ items: [] });
      element.error = { message: 'The booking service did not answer. Check your connection.', kind: 'network' };
      element.status = 'error';
      await element.updateComplete;
      expect(page.state()).to.equal('error');
      const alert = element.shadowRoot!.querySelector('[role="alert"]')!;
      expect(alert.getAttribute('part')).to.equal('error');
      expect(page.errorText()).to.equal(
        'Loading failed. The booking service did not answer. Check your connection. Try again',
      );
      setTimeout(() => page.retryButton().click());
      const retry = await nextEvent(element, 'stay-retry');
      expect(retry.bubbles && retry.composed).to.equal(true);
      await expect(element).to.be.accessible();
    });

    it('shows the error instead of older cards', async () => {
      const { element, page } = await results({ items: accommodations(2) });
      element.error = { message: 'Too many searches at once; wait a minute.', kind: 'rate-limited' };
      element.status = 'error';
      await element.updateComplete;
      expect(page.state()).to.equal('error');
      expect(page.cards()).to.have.length(0);
    });
  });

  describe('cards', () => {
    it('shows every text of a card in English', async () => {
      const { page } = await results();
      expect(page.facts('Chalet Sundew')).to.deep.equal({
        title: 'Chalet Sundew',
        description: 'Roomy chalet with a porch at the edge of the woods.',
        price: '€612.00 for 7 nights €77.14 per night',
        availability: 'Available',
        persons: '2–6 persons',
        rating: '8.6 · 124 reviews',
        labels: ['Pets welcome'],
        book: 'Book',
        bookDisabled: false,
      });
    });

    it('shows every text of a card in Dutch', async () => {
      const { page } = await results({ lang: 'nl', items: [accommodation({ available_stock: 2 })] });
      expect(page.facts('Chalet Zonnedauw')).to.deep.equal({
        title: 'Chalet Zonnedauw',
        description: 'Ruim chalet met veranda aan de bosrand.',
        price: '€ 612,00 voor 7 nachten € 77,14 per nacht',
        availability: 'Nog 2 vrij',
        persons: '2–6 personen',
        rating: '8,6 · 124 beoordelingen',
        labels: ['Huisdieren welkom'],
        book: 'Boeken',
        bookDisabled: false,
      });
    });

    it('follows the lang attribute when it changes', async () => {
      const { element, page } = await results();
      element.lang = 'de';
      await element.updateComplete;
      expect(page.facts('Chalet Sonnentau').price).to.equal('612,00 € für 7 Nächte 77,14 € pro Nacht');
    });

    it('falls back to the default-language name and description', async () => {
      const { page } = await results({
        lang: 'fr',
        items: [
          accommodation({
            name: 'Boomhut De Eik',
            name_translations: { nl: { description: 'Boomhut De Eik' }, en: { description: 'Oak tree house' } },
            description: 'Slapen tussen de takken.',
            description_translations: { fr: { description: '' } },
          }),
        ],
      });
      const facts = page.facts('Boomhut De Eik');
      expect(facts.description).to.equal('Slapen tussen de takken.');
      expect(facts.availability).to.equal('Disponible');
    });

    it('uses singular forms for one night, one person and one review', async () => {
      const single = accommodation({ persons_min: 1, persons_max: 1, rating: { amount: '1', avarage: '9' } });
      const query = weekInJuly({ departure: '2026-07-05', ageTableCategories: [{ id: 'adults', count: 1 }] });
      const { element, page } = await results({ items: [single], query });
      expect(page.facts('Chalet Sundew')).to.include({
        price: '€612.00 for 1 night €77.14 per night',
        persons: '1 person',
        rating: '9.0 · 1 review',
      });
      element.lang = 'nl';
      await element.updateComplete;
      expect(page.facts('Chalet Zonnedauw')).to.include({ persons: '1 persoon', rating: '9,0 · 1 beoordeling' });
      expect(page.facts('Chalet Zonnedauw').price).to.match(/^€ 612,00 voor 1 nacht /);
    });

    it('shows both prices in one format: with cents when either has cents, else both without', async () => {
      const items = [
        accommodation({ name: 'Cents', name_translations: {}, price_total: 612, price_per_night: 87.43 }),
        accommodation({ name: 'Whole', name_translations: {}, price_total: 700, price_per_night: 100 }),
        accommodation({ name: 'Total', name_translations: {}, price_total: 612.5, price_per_night: 87 }),
      ];
      const { element, page } = await results({ items });
      expect(page.facts('Cents').price).to.equal('€612.00 for 7 nights €87.43 per night');
      expect(page.facts('Whole').price).to.equal('€700 for 7 nights €100 per night');
      expect(page.facts('Total').price).to.equal('€612.50 for 7 nights €87.00 per night');
      element.lang = 'nl';
      await element.updateComplete;
      expect(page.facts('Cents').price!.replace(/\u00a0/g, ' ')).to.equal('€ 612,00 voor 7 nachten € 87,43 per nacht');
      await expect(element).to.be.accessible();
    });

    it('shows prices in pounds', async () => {
      const { page } = await results({
        currency: 'GBP',
        items: [accommodation({ price_total: 1250.5, price_per_night: 178.64 })],
      });
      expect(page.facts('Chalet Sundew').price).to.equal('£1,250.50 for 7 nights £178.64 per night');
    });

    it('warns once about a currency that is not a code and shows euros', async () => {
      const warnings: unknown[][] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args);
      try {
        const { page } = await results({ currency: 'euro' });
        expect(page.facts('Chalet Sundew').price).to.match(/^€612\.00 for 7 nights/);
        expect(warnings).to.have.length(1);
        expect(String(warnings[0]![0])).to.contain('"euro"');
      } finally {
        console.warn = original;
      }
    });

    it('shows only the total without dates to count nights', async () => {
      const { page } = await results({ query: { arrival: '', departure: '' } as SearchQuery });
      expect(page.facts('Chalet Sundew').price).to.equal('€612.00 €77.14 per night');
    });

    it('counts down the last places and marks sold out and closed, with Book disabled and the reason', async () => {
      const items = [
        accommodation({ name: 'A', name_translations: {}, available_stock: 3 }),
        accommodation({ name: 'B', name_translations: {}, available_stock: 1 }),
        accommodation({ name: 'C', name_translations: {}, available_stock: 0 }),
        accommodation({ name: 'D', name_translations: {}, available_stock: 0, closed: true }),
      ];
      const { element, page } = await results({ items });
      expect(items.map(({ name }) => page.facts(name).availability)).to.deep.equal([
        '3 left',
        '1 left',
        'Sold out',
        'Closed',
      ]);
      expect(items.map(({ name }) => page.facts(name).bookDisabled)).to.deep.equal([false, false, true, true]);
      const soldOut = page.bookButton('C');
      const reason = element.shadowRoot!.getElementById(soldOut.getAttribute('aria-describedby')!)!;
      expect(reason.textContent!.trim()).to.equal('Sold out');
      let selected = 0;
      element.addEventListener('stay-select', () => (selected += 1));
      soldOut.click();
      page.bookButton('D').click();
      expect(selected).to.equal(0);
      // A Book that cannot be used has the neutral control look, never the accent fill of the main action.
      expect(getComputedStyle(soldOut).backgroundColor).to.not.equal(
        getComputedStyle(page.bookButton('A')).backgroundColor,
      );
      await expect(element).to.be.accessible();
    });

    it('marks a card the party does not fit, with pets left out of the party', async () => {
      const query = weekInJuly({
        ageTableCategories: [
          { id: 'adults', count: 4 },
          { id: 'children', count: 3 },
          { id: 'pets', count: 2 },
        ],
      });
      const items = [
        accommodation({ name: 'Small', name_translations: {}, persons_max: 6, available_stock: 0 }),
        accommodation({ name: 'Large', name_translations: {}, persons_min: 4, persons_max: 8 }),
      ];
      const { element, page } = await results({ items, query });
      expect(page.facts('Small')).to.include({
        availability: 'Not for a party of 7',
        persons: '2–6 persons',
        bookDisabled: true,
      });
      expect(page.card('Small').querySelector('[part~="persons"]')!.getAttribute('data-fits')).to.equal('false');
      expect(page.facts('Large')).to.include({
        availability: 'Available',
        persons: '4–8 persons',
        bookDisabled: false,
      });
      element.lang = 'nl';
      await element.updateComplete;
      expect(page.facts('Small').availability).to.equal('Niet voor 7 personen');
    });

    it('prefers the party-size property over the query', async () => {
      const { element, page } = await results({ items: [accommodation({ persons_max: 4 })] });
      element.partySize = 5;
      await element.updateComplete;
      expect(page.facts('Chalet Sundew').availability).to.equal('Not for a party of 5');
    });

    it('omits a rating without reviews or with an unreadable average', async () => {
      const items = [
        accommodation({ name: 'New', name_translations: {}, rating: { amount: '0', avarage: '0' } }),
        accommodation({ name: 'Odd', name_translations: {}, rating: { amount: '15', avarage: 'soon' } }),
      ];
      const { page } = await results({ items });
      expect(page.facts('New').rating).to.equal(undefined);
      expect(page.facts('Odd').rating).to.equal(undefined);
    });

    it('shows labels as chips with their colour, icon and translated text', async () => {
      const items = [
        accommodation({
          labels: [
            label(),
            label({
              id: 'lab_pool',
              icon: 'swimming-pool',
              color: 'Blue',
              description: 'Zwembad',
              translations: { en: { description: 'Pool' } },
            }),
            label({ id: 'lab_x', icon: 'unicorn', color: 'sparkly', description: 'Bijzonder', translations: {} }),
          ],
        }),
      ];
      const { page } = await results({ items });
      expect(page.facts('Chalet Sundew').labels).to.deep.equal(['Pets welcome', 'Pool', 'Bijzonder']);
      const chips = page.labelChips('Chalet Sundew');
      expect(chips.map((chip) => chip.dataset.color)).to.deep.equal(['green', 'blue', 'neutral']);
      const styles = chips.map((chip) => getComputedStyle(chip));
      expect(styles[0]!.backgroundColor).to.not.equal(styles[1]!.backgroundColor);
      expect(chips.every((chip) => chip.querySelector('svg[aria-hidden="true"]'))).to.equal(true);
      const shapes = chips.map((chip) => chip.querySelector('path')!.getAttribute('d'));
      expect(new Set(shapes).size, 'an icon of its own for each, a dot for an unknown icon').to.equal(3);
    });
  });

  describe('card layout', () => {
    it('clamps a long name to two lines and a long description to three, and lines up prices and Book in a row', async () => {
      const long = 'Very long words '.repeat(40);
      const items = [
        accommodation({ id: 'a', name: long, name_translations: {}, description: long, description_translations: {} }),
        accommodation({
          id: 'b',
          name: 'Short',
          name_translations: {},
          description: 'Short.',
          description_translations: {},
        }),
      ];
      const { page } = await results({ items, width: '900px' });
      const [first, second] = page.cards();
      const part = (card: HTMLElement, name: string) => card.querySelector<HTMLElement>(`[part~="${name}"]`)!;
      const lineHeight = (element: HTMLElement) => parseFloat(getComputedStyle(element).lineHeight);
      const title = part(first!, 'title');
      expect(title.getBoundingClientRect().height).to.be.at.most(2 * lineHeight(title) + 1);
      const description = part(first!, 'description');
      expect(description.getBoundingClientRect().height).to.be.at.most(3 * lineHeight(description) + 1);
      expect(first!.getBoundingClientRect().top).to.equal(second!.getBoundingClientRect().top);
      for (const name of ['price', 'book-button']) {
        expect(part(first!, name).getBoundingClientRect().top, name).to.equal(
          part(second!, name).getBoundingClientRect().top,
        );
      }
      expect(page.cardNames()[0]).to.equal(long.trim());
    });
  });

  describe('long lists', () => {
    /** Whether the browser skips rendering a list item's card (off screen under `content-visibility: auto`). */
    const skipped = (item: Element) =>
      !(item.firstElementChild as Element & { checkVisibility(options: object): boolean }).checkVisibility({
        contentVisibilityAuto: true,
      });

    it('skips rendering the cards out of view, keeps their room, and renders one when it gets focus', async () => {
      const { element, page } = await results({ items: accommodations(20), total: 20, width: '390px' });
      const items = [...element.shadowRoot!.querySelectorAll('[part~="list"] > li')];
      expect(items).to.have.length(20);
      await waitUntil(() => skipped(items.at(-1)!), 'the last card was rendered, far out of view');
      expect(skipped(items[0]!), 'the first card is in view').to.equal(false);
      // A skipped card keeps a card's room, so the list's height and the scroll position stay put.
      const last = items.at(-1)!.getBoundingClientRect();
      const first = items[0]!.getBoundingClientRect();
      expect(last.height).to.be.within(first.height * 0.6, first.height * 1.4);
      // Focus reaches a skipped card's Book, and the card renders for it.
      const book = page.bookButton(page.cardNames().at(-1)!);
      book.focus();
      expect(page.focused()).to.equal(book);
      await waitUntil(() => !skipped(items.at(-1)!), 'the focused card was not rendered');
      await expect(element).to.be.accessible();
    });
  });

  describe('first results work', () => {
    /** Resolves once the microtasks queued now have run (Lit renders in one), before any other task. */
    const afterMicrotasks = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };

    it('renders the heading and the first screen of cards in one task, the rest in the next', async () => {
      const { element, page } = await results({ status: 'loading', items: [] });
      element.items = accommodations(20);
      element.status = 'ready';
      element.total = 20;
      await afterMicrotasks();
      expect(page.headingText(), 'the heading is there at once').to.equal('20 accommodations');
      expect(page.cards(), 'the first screen of cards, no more').to.have.length(6);
      await element.updateComplete;
      expect(page.cards(), 'updateComplete waits for all of them').to.have.length(20);
    });

    it('renders a next page of cards in one task, where the guest already sees cards', async () => {
      const { element, page } = await results({ items: accommodations(20), total: 57 });
      element.items = accommodations(20, { name: 'Next page', name_translations: {} });
      await afterMicrotasks();
      expect(page.cards()).to.have.length(20);
    });
  });

  describe('paging work', () => {
    it('does not build the shown cards again while the next page loads (busy), only when it arrives', async () => {
      let reads = 0;
      const counted = accommodations(20).map(
        (item) =>
          new Proxy(item, {
            get(target, key, receiver) {
              reads += 1;
              return Reflect.get(target, key, receiver) as unknown;
            },
          }),
      );
      const { element, page } = await results({
        items: counted,
        total: 57,
        query: { ...weekInJuly(), limit: 20 },
      });
      expect(reads, 'the first render reads the cards').to.be.greaterThan(0);
      reads = 0;
      // What stay-search does on "Next": the new page's query and busy, the current cards stay until it arrives.
      element.busy = true;
      element.query = { ...element.query!, page: 2 };
      await element.updateComplete;
      expect(page.isBusy()).to.equal(true);
      expect(reads, 'the current cards were built again').to.equal(0);
      expect(page.headingText(), 'the heading names the cards shown, not the page loading').to.equal(
        `${numberRange(1, 20)} of 57 accommodations`,
      );
      element.items = accommodations(20, { name: 'Next page', name_translations: {} });
      element.busy = false;
      await element.updateComplete;
      expect(page.cardNames()[0]).to.equal('Next page');
      expect(page.headingText()).to.equal(`${numberRange(21, 40)} of 57 accommodations`);
    });
  });

  describe('thumbnails', () => {
    it('shows a same-origin thumbnail lazily in a fixed box with the name as alt', async () => {
      const { page } = await results();
      const image = page.image('Chalet Sundew')!;
      expect(image.getAttribute('loading')).to.equal('lazy');
      expect(image.getAttribute('decoding')).to.equal('async');
      expect(image.getAttribute('alt')).to.equal('Chalet Sundew');
      expect([image.getAttribute('width'), image.getAttribute('height')]).to.deep.equal(['480', '270']);
      const box = image.parentElement!.getBoundingClientRect();
      expect(box.width / box.height, 'side by side').to.be.closeTo(16 / 9, 0.01);
    });

    it('gives the thumbnail a taller 3:2 box in a single column, and takes --stay-image-ratio', async () => {
      const { element, page } = await results({ width: '360px' });
      const box = () => page.image('Chalet Sundew')!.parentElement!.getBoundingClientRect();
      expect(box().width / box().height).to.be.closeTo(1.5, 0.01);
      element.style.width = '900px';
      element.style.setProperty('--stay-image-ratio', '4 / 3');
      expect(box().width / box().height).to.be.closeTo(4 / 3, 0.01);
    });

    it('takes https and http addresses', async () => {
      const items = [
        accommodation({ name: 'S', name_translations: {}, thumbnail: 'https://images.camping.example/s.jpg' }),
        accommodation({ name: 'P', name_translations: {}, thumbnail: 'http://images.camping.example/p.jpg' }),
      ];
      const { page } = await results({ items });
      expect(page.image('S')!.getAttribute('src')).to.equal('https://images.camping.example/s.jpg');
      expect(page.image('P')!.getAttribute('src')).to.equal('http://images.camping.example/p.jpg');
    });

    it('shows a placeholder instead of javascript: and data: addresses', async () => {
      const items = [
        accommodation({ name: 'J', name_translations: {}, thumbnail: 'javascript:alert(document.domain)' }),
        accommodation({ name: 'D', name_translations: {}, thumbnail: 'data:image/svg+xml,<svg onload="alert(1)"/>' }),
        accommodation({ name: 'E', name_translations: {}, thumbnail: '' }),
      ];
      const { page } = await results({ items });
      for (const name of ['J', 'D', 'E']) {
        expect(page.image(name), name).to.equal(null);
        expect(page.card(name).querySelector('[part~="image-placeholder"]'), name).to.not.equal(null);
      }
    });

    it('replaces a thumbnail that fails to load with the placeholder', async () => {
      const broken = URL.createObjectURL(new Blob(['not an image'], { type: 'image/jpeg' }));
      const { page } = await results({ items: [accommodation({ thumbnail: broken })] });
      await waitUntil(() => page.image('Chalet Sundew') === null, 'the broken image stays');
      expect(page.card('Chalet Sundew').querySelector('[part~="image-placeholder"]')).to.not.equal(null);
    });
  });

  describe('safety', () => {
    it('renders markup in names, descriptions, labels and errors as inert text', async () => {
      const attack = '<img src=x onerror="window.__stayPwned=1"><script>window.__stayPwned=1</script>';
      const items = [
        accommodation({
          name: attack,
          name_translations: {},
          description: '<b>bold</b><iframe src="javascript:alert(1)"></iframe>',
          description_translations: {},
          labels: [
            label({ translations: { en: { description: '<svg onload="window.__stayPwned=1">', name: '<u>x</u>' } } }),
          ],
        }),
      ];
      const { element, page } = await results({ items });
      const root = element.shadowRoot!;
      expect(page.cardNames()).to.deep.equal([attack]);
      expect(page.facts(attack).description).to.equal('<b>bold</b><iframe src="javascript:alert(1)"></iframe>');
      expect(page.facts(attack).labels).to.deep.equal(['<u>x</u>']);
      expect(root.querySelectorAll('script, iframe, b, u, img[src="x"]')).to.have.length(0);
      element.error = { message: '<a href="javascript:alert(1)">retry</a>', kind: 'server' };
      element.status = 'error';
      await element.updateComplete;
      expect(root.querySelectorAll('[part~="error"] a')).to.have.length(0);
      expect(page.errorText()).to.contain('<a href="javascript:alert(1)">retry</a>');
      expect((window as unknown as { __stayPwned?: number }).__stayPwned).to.equal(undefined);
    });
  });

  describe('booking', () => {
    it('links Book to the booking-url template with every value URL-encoded', async () => {
      const items = [accommodation({ id: 'acc_7 & co', numeric_id: 77 })];
      const { page } = await results({
        items,
        bookingUrl:
          'https://book.camping.example/{lang}/{id}?n={numeric_id}&a={arrival}&d={departure}&g={guests}&p={persons}',
      });
      const link = page.bookButton('Chalet Sundew');
      expect(link.localName).to.equal('a');
      expect(link.getAttribute('href')).to.equal(
        'https://book.camping.example/en/acc_7%20%26%20co?n=77&a=2026-07-04&d=2026-07-11&g=adults%3A2%2Cchildren%3A1%2Cpets%3A1&p=3',
      );
    });

    it('fires a cancelable stay-select with the accommodation and query from a Book button', async () => {
      const query = weekInJuly();
      const chalet = accommodation();
      const { element, page } = await results({ items: [chalet], query });
      expect(page.bookButton('Chalet Sundew').localName).to.equal('button');
      setTimeout(() => page.bookButton('Chalet Sundew').click());
      const event = await nextEvent(element, 'stay-select');
      expect(event.accommodation).to.equal(chalet);
      expect(event.query).to.equal(query);
      expect(event.url).to.equal(undefined);
      expect(event.cancelable && event.bubbles && event.composed).to.equal(true);
    });

    it('tells the guest how to book when Book has no booking address and no page takes over', async () => {
      const warnings = captureWarnings();
      try {
        const { element, page } = await results({ items: accommodations(2) });
        const book = page.bookButton('Pitch 2');
        expect(page.bookingMessage()).to.equal('');
        book.focus();
        const selected = nextEvent(element, 'stay-select');
        await sendKeys({ press: 'Enter' });
        expect((await selected).defaultPrevented).to.equal(false);
        await element.updateComplete;
        expect(page.bookingMessage()).to.equal(
          'Online booking is not set up on this website. To book Pitch 2, please contact the campsite directly.',
        );
        const message = page.card('Pitch 2').querySelector('[part~="booking-message"]')!;
        expect(message.getAttribute('role')).to.equal('alert');
        expect(book.getAttribute('aria-describedby')).to.equal(message.id);
        expect(page.focused(), 'focus stays on Book').to.equal(book);
        expect(page.card('Pitch 1').querySelector('[part~="booking-message"]')).to.equal(null);
        await expect(element).to.be.accessible();
        page.bookButton('Pitch 1').click();
        await element.updateComplete;
        expect(page.card('Pitch 2').querySelector('[part~="booking-message"]'), 'one message at a time').to.equal(null);
        expect(page.bookingMessage()).to.contain('To book Pitch 1,');
        expect(warnings.messages, 'the console names the missing attribute once').to.have.length(1);
        expect(warnings.messages[0]).to.contain('booking-url');
        // A new search's cards start without a message.
        element.items = accommodations(2);
        await element.updateComplete;
        expect(page.bookingMessage()).to.equal('');
      } finally {
        warnings.restore();
      }
    });

    it("gives the site's own contact in the message, as text, in the page language", async () => {
      const warnings = captureWarnings();
      try {
        const { element, page } = await results({ lang: 'nl', items: [accommodation()] });
        element.setAttribute('booking-contact', 'Bel 0522 123 456 of mail <b>info@camping.example</b>');
        page.bookButton('Chalet Zonnedauw').click();
        await element.updateComplete;
        expect(page.bookingMessage()).to.equal(
          'Online boeken is op deze website niet ingesteld. Neem contact op met de camping om Chalet Zonnedauw te ' +
            'boeken: Bel 0522 123 456 of mail <b>info@camping.example</b>',
        );
        expect(element.shadowRoot!.querySelector('b')).to.equal(null);
        await expect(element).to.be.accessible();
      } finally {
        warnings.restore();
      }
    });

    it('shows no message and warns of nothing when a page takes over the booking', async () => {
      const warnings = captureWarnings();
      try {
        const { element, page } = await results();
        element.addEventListener('stay-select', (event) => event.preventDefault());
        page.bookButton('Chalet Sundew').click();
        await element.updateComplete;
        expect(page.bookingMessage()).to.equal('');
        expect(warnings.messages).to.deep.equal([]);
      } finally {
        warnings.restore();
      }
    });

    it('names a booking-url that gives no web address, and tells the guest how to book', async () => {
      const warnings = captureWarnings();
      try {
        const { page } = await results({ bookingUrl: 'javascript:alert({id})' });
        expect(page.bookButton('Chalet Sundew').localName).to.equal('button');
        page.bookButton('Chalet Sundew').click();
        await page.element.updateComplete;
        expect(page.bookingMessage()).to.contain('Online booking is not set up on this website.');
        expect(warnings.messages).to.have.length(1);
        expect(warnings.messages[0]).to.contain('booking-url').and.contain('javascript:alert({id})');
      } finally {
        warnings.restore();
      }
    });

    it('does not follow the link when a listener calls preventDefault', async () => {
      const { element, page } = await results({ bookingUrl: '#book/{id}?from={arrival}' });
      const before = location.href;
      element.addEventListener('stay-select', (event) => event.preventDefault(), { once: true });
      const selected = nextEvent(element, 'stay-select');
      page.bookButton('Chalet Sundew').click();
      expect((await selected).defaultPrevented).to.equal(true);
      expect(location.href).to.equal(before);
    });

    it('follows the link when nobody cancels', async () => {
      const chalet = accommodation();
      const { element, page } = await results({ items: [chalet], bookingUrl: '#book/{id}?from={arrival}' });
      const before = location.href;
      try {
        const selected = nextEvent(element, 'stay-select');
        page.bookButton('Chalet Sundew').click();
        const event = await selected;
        expect(event.url).to.equal((page.bookButton('Chalet Sundew') as HTMLAnchorElement).href);
        // A same-page link navigates without leaving the test page.
        await waitUntil(() => location.hash === `#book/${chalet.id}?from=2026-07-04`, 'the link was not followed');
      } finally {
        history.replaceState(history.state, '', before);
      }
    });
  });

  describe('keyboard', () => {
    it('reaches Book with Tab and selects with Enter', async () => {
      const { element, page } = await results({ items: accommodations(2) });
      page.heading()!.focus();
      await sendKeys({ press: 'Tab' });
      expect(page.focused()).to.equal(page.bookButton('Pitch 1'));
      await sendKeys({ press: 'Tab' });
      expect(page.focused()).to.equal(page.bookButton('Pitch 2'));
      const selected = nextEvent(element, 'stay-select');
      await sendKeys({ press: 'Enter' });
      expect((await selected).accommodation.name).to.equal('Pitch 2');
    });

    it('selects from a Book link with Enter, and the host can take over', async () => {
      const { element, page } = await results({ bookingUrl: '#kb/{id}' });
      const before = location.href;
      element.addEventListener('stay-select', (event) => event.preventDefault(), { once: true });
      page.bookButton('Chalet Sundew').focus();
      const selected = nextEvent(element, 'stay-select');
      await sendKeys({ press: 'Enter' });
      await selected;
      expect(location.href).to.equal(before);
    });

    it('retries by keyboard', async () => {
      const { element, page } = await results({ items: [], status: 'error' });
      page.heading()!.focus();
      await sendKeys({ press: 'Tab' });
      expect(page.focused()).to.equal(page.retryButton());
      const retry = nextEvent(element, 'stay-retry');
      await sendKeys({ press: 'Enter' });
      await retry;
      const again = nextEvent(element, 'stay-retry');
      await sendKeys({ press: ' ' });
      await again;
    });

    it('clears filters and changes dates by keyboard', async () => {
      const { element, page } = await results({ items: [] });
      page.heading()!.focus();
      await sendKeys({ press: 'Tab' });
      const cleared = nextEvent(element, 'stay-clear-filters');
      await sendKeys({ press: 'Enter' });
      await cleared;
      await sendKeys({ press: 'Tab' });
      expect(page.focused()).to.equal(page.changeDatesButton());
      const dates = nextEvent(element, 'stay-change-dates');
      await sendKeys({ press: 'Enter' });
      await dates;
    });

    it('does not act on a disabled Book by keyboard', async () => {
      const { element, page } = await results({ items: [accommodation({ available_stock: 0 })] });
      let selected = 0;
      element.addEventListener('stay-select', () => (selected += 1));
      page.bookButton('Chalet Sundew').focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: ' ' });
      expect(selected).to.equal(0);
    });

    it('moves focus to the heading on request, e.g. after paging', async () => {
      const { element, page } = await results({ items: accommodations(3) });
      page.bookButton('Pitch 3').focus();
      expect(await element.focusHeading()).to.equal(true);
      expect(page.focused()).to.equal(page.heading());
      await sendKeys({ press: 'Tab' });
      expect(page.focused()).to.equal(page.bookButton('Pitch 1'));
    });
  });

  describe('announcements', () => {
    it('announces the count from total once a load completes', async () => {
      const { element, page } = await results({ status: 'loading', items: [] });
      expect(page.announcement()).to.equal('');
      element.items = accommodations(20);
      element.total = 24;
      element.status = 'ready';
      await element.updateComplete;
      expect(page.announcement()).to.equal('24 accommodations found');
    });

    it('counts the items without a total, and says when none are found', async () => {
      const { element, page } = await results({ items: accommodations(1) });
      expect(page.announcement()).to.equal('1 accommodation found');
      element.items = [];
      await element.updateComplete;
      expect(page.announcement()).to.equal('No accommodations found');
    });

    it('does not announce again on a re-render or a reload of the same results', async () => {
      const items = accommodations(5);
      const { element, page } = await results({ items, total: 5 });
      const announcements = watchAnnouncements(element);
      element.currency = 'GBP';
      await element.updateComplete;
      element.status = 'loading';
      await element.updateComplete;
      element.items = [...items];
      element.status = 'ready';
      await element.updateComplete;
      expect(announcements.count()).to.equal(0);
      expect(page.announcement()).to.equal('5 accommodations found');
      announcements.stop();
    });

    it('announces which are shown after paging ("21–40 of 57"), once, and not the count again', async () => {
      const { element, page } = await results({
        items: accommodations(20),
        total: 57,
        query: { ...weekInJuly(), limit: 20 },
      });
      expect(page.announcement()).to.equal('57 accommodations found');
      const announcements = watchAnnouncements(element);
      element.busy = true;
      element.query = { ...element.query!, page: 2 };
      await element.updateComplete;
      expect(announcements.count(), 'not while the page loads').to.equal(0);
      element.items = accommodations(20);
      element.busy = false;
      await element.updateComplete;
      expect(announcements.count()).to.be.greaterThan(0);
      expect(page.announcement().trim()).to.equal(`${numberRange(21, 40)} of 57 accommodations`);
      const afterPaging = announcements.count();
      element.requestUpdate();
      await element.updateComplete;
      expect(announcements.count(), 'a re-render says nothing again').to.equal(afterPaging);
      announcements.stop();
    });

    it('says the range in the page language, with its own number format', async () => {
      const { element, page } = await results({
        lang: 'nl',
        items: accommodations(20),
        total: 1234,
        query: { ...weekInJuly(), limit: 20, page: 2 },
      });
      const range = `${numberRange(21, 40, 'nl')} van ${new Intl.NumberFormat('nl').format(1234)} accommodaties`;
      expect(page.headingText()).to.equal(range);
      element.busy = true;
      element.query = { ...element.query!, page: 62 };
      await element.updateComplete;
      element.items = accommodations(14);
      element.busy = false;
      await element.updateComplete;
      const last = `${numberRange(1221, 1234, 'nl')} van ${new Intl.NumberFormat('nl').format(1234)} accommodaties`;
      expect(page.headingText()).to.equal(last);
      expect(page.announcement().trim()).to.equal(last);
      element.lang = 'de';
      await element.updateComplete;
      expect(page.headingText()).to.equal(
        `${numberRange(1221, 1234, 'de')} von ${new Intl.NumberFormat('de').format(1234)} Unterkünften`,
      );
      await expect(element).to.be.accessible();
    });

    it('announces a new search with the same count, but not while it is still loading', async () => {
      const { element } = await results({ items: accommodations(3), total: 6 });
      const announcements = watchAnnouncements(element);
      element.busy = true;
      element.query = { ...weekInJuly(), persons: 3 };
      await element.updateComplete;
      expect(announcements.count(), 'while busy').to.equal(0);
      element.items = accommodations(3);
      element.busy = false;
      await element.updateComplete;
      expect(announcements.count()).to.be.greaterThan(0);
      announcements.stop();
    });

    it('says the count of the last search in the new language after a language switch', async () => {
      const { element, page } = await results({ items: accommodations(7), total: 7 });
      expect(page.announcement()).to.equal('7 accommodations found');
      element.lang = 'nl';
      await element.updateComplete;
      expect(page.announcement()).to.equal('7 accommodaties gevonden');
      element.lang = 'de';
      element.items = [];
      element.total = 0;
      element.query = { ...weekInJuly(), persons: 9 };
      await element.updateComplete;
      expect(page.announcement()).to.equal('Keine Unterkünfte gefunden');
      element.lang = 'fr';
      await element.updateComplete;
      expect(page.announcement()).to.equal('Aucun hébergement trouvé');
      page.heading()!.focus();
      await sendKeys({ press: 'Tab' });
      expect(page.focused()).to.equal(page.clearFiltersButton());
      await expect(element).to.be.accessible();
    });

    it('announces in the page language', async () => {
      const { page } = await results({ lang: 'nl', items: accommodations(2), total: 1234 });
      expect(page.announcement().replace(/\u00a0/g, ' ')).to.equal('1.234 accommodaties gevonden');
    });
  });

  describe('with the sandbox', () => {
    it("renders a full page of the sandbox's own results", async () => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const query: SearchQuery = { arrival: day(60), departure: day(67), persons: 3 };
      const params = new URLSearchParams({
        arrival: query.arrival,
        departure: query.departure,
        persons: '3',
        limit: '20',
      });
      const response = await fetch(`${SANDBOX_URL}/v3/accommodations/search?${params}`, {
        headers: { authorization: 'Bearer pub_demo_101', accept: 'application/json' },
      });
      expect(response.status).to.equal(200);
      const body = (await response.json()) as Accommodation[] | { data: Accommodation[] };
      const items = Array.isArray(body) ? body : body.data;
      expect(items.length).to.be.greaterThan(0);
      const { element, page } = await results({ items, query, lang: 'en', bookingUrl: '/book/{id}?from={arrival}' });
      expect(page.cards()).to.have.length(items.length);
      expect(page.cardNames()).to.deep.equal(items.map((item) => item.name_translations.en?.description || item.name));
      for (const item of items) {
        const name = item.name_translations.en?.description || item.name;
        const facts = page.facts(name);
        // One format: both prices with cents, or both without.
        expect(facts.price, name).to.match(
          /^€[\d,]+(\.\d\d for 7 nights €[\d,]+\.\d\d| for 7 nights €[\d,]+) per night$/,
        );
        expect(page.image(name)?.getAttribute('src'), name).to.equal(item.thumbnail);
      }
      await expect(element).to.be.accessible();
    });
  });

  describe('layout', () => {
    it('shows one column on a phone and three on a wide screen', async () => {
      const columns = (page: StayResultsPage) =>
        new Set(page.cards().map((card) => Math.round(card.getBoundingClientRect().left))).size;
      const narrow = await results({ items: accommodations(4), width: '360px' });
      expect(columns(narrow.page)).to.equal(1);
      const wide = await results({ items: accommodations(4), width: '1024px' });
      expect(columns(wide.page)).to.equal(3);
    });

    it("sizes from the widget's own font size, whatever the page's root font size (62.5 %, 125 %)", async () => {
      const { element, page } = await results({ items: [accommodation()], width: '900px' });
      const card = page.card('Chalet Sundew');
      const part = (name: string) => card.querySelector(`[part~="${name}"]`)!;
      const measure = () => ({
        widget: px(element, 'fontSize'),
        heading: px(page.heading()!, 'fontSize'),
        title: px(part('title'), 'fontSize'),
        description: px(part('description'), 'fontSize'),
        price: px(part('price').querySelector('strong')!, 'fontSize'),
        chip: px(part('label'), 'fontSize'),
        chipPadding: px(part('label'), 'paddingLeft'),
        book: box(part('book-button')),
        card: box(card),
      });
      const measured = await underRootFontSizes(measure);
      expect(measured['62.5%'], 'html { font-size: 62.5% }').to.deep.equal(measured['100%']);
      expect(measured['125%'], 'html { font-size: 125% }').to.deep.equal(measured['100%']);
      const { widget, title, price, description } = measured['100%'];
      expect([title, price, description]).to.deep.equal([widget * 1.125, widget * 1.125, widget]);
      // A site sizes the widget through its own token instead.
      element.style.setProperty('--stay-font-size', '20px');
      expect(measure()).to.include({ widget: 20, title: 22.5, price: 22.5, description: 20 });
    });

    it('gives Book a touch target of at least 44 px', async () => {
      const { page } = await results();
      expect(page.bookButton('Chalet Sundew').getBoundingClientRect().height).to.be.at.least(44);
    });

    it('follows a dark colour scheme and stays readable', async () => {
      const items = [
        accommodation({ labels: [label({ color: 'red' }), label({ id: 'b', color: 'blue' })] }),
        accommodation({ available_stock: 1 }),
      ];
      const { element, page } = await results({ items });
      const chip = page.labelChips('Chalet Sundew')[0]!;
      const lightBackground = getComputedStyle(chip).backgroundColor;
      // A dark site: the element is transparent and sits on the site's own dark page.
      element.parentElement!.style.background = '#101413';
      element.style.setProperty('--stay-color-scheme', 'dark');
      expect(getComputedStyle(chip).backgroundColor).to.not.equal(lightBackground);
      await expect(element).to.be.accessible();
    });

    it('gives label chips of every colour WCAG AA contrast (4.5:1) in light and in dark', async () => {
      const names = [...Object.keys(CHIP_HUES), 'neutral'];
      const items = [accommodation({ labels: names.map((color) => label({ id: color, color })) })];
      const { element, page } = await results({ items });
      const chips = page.labelChips('Chalet Sundew');
      expect(chips.map((chip) => chip.dataset.color)).to.deep.equal(names);
      for (const scheme of ['light', 'dark']) {
        element.style.setProperty('--stay-color-scheme', scheme);
        for (const chip of chips) {
          const style = getComputedStyle(chip);
          expect(contrast(style.backgroundColor, style.color), `${chip.dataset.color} ${scheme}`).to.be.at.least(4.5);
        }
      }
    });

    // Light, dark, saturated and mid-grey accents, the default ones, and two at the edges of black and white text.
    const ACCENTS = ['#c2185b', '#ffeb3b', '#1a237e', '#ff0000', '#00ff00', '#808080', '#767676', '#0b6e4f', '#6fdcb0'];
    for (const scheme of ['light', 'dark']) {
      it(`keeps Book's text and "Available" readable on any accent a site sets, in ${scheme}`, async () => {
        const { element, page } = await results({ items: [accommodation()] });
        // The site's page behind the widget, in the scheme the widget shows.
        element.parentElement!.style.background = scheme === 'dark' ? '#101413' : '#ffffff';
        element.style.setProperty('--stay-color-scheme', scheme);
        const card = page.card('Chalet Sundew');
        const book = page.bookButton('Chalet Sundew');
        const available = card.querySelector('[part~="availability"]')!;
        for (const accent of ACCENTS) {
          element.style.setProperty('--stay-accent', accent);
          const button = getComputedStyle(book);
          expect(contrast(button.backgroundColor, button.color), `Book on ${accent}`).to.be.at.least(4.5);
          const surface = getComputedStyle(card).backgroundColor;
          expect(contrast(getComputedStyle(available).color, surface), `"Available" in ${accent}`).to.be.at.least(4.5);
          await expect(element, `${accent} in ${scheme}`).to.be.accessible();
        }
        // A site's own text colour on the accent still wins.
        element.style.setProperty('--stay-on-accent', 'rgb(1, 2, 3)');
        expect(getComputedStyle(book).color).to.equal('rgb(1, 2, 3)');
        book.focus();
        const selected = nextEvent(element, 'stay-select');
        element.addEventListener('stay-select', (event) => event.preventDefault(), { once: true });
        await sendKeys({ press: 'Enter' });
        await selected;
      });
    }

    itExceptIn(withoutMediaEmulation, 'keeps the meaning of chips and availability in forced colours', async () => {
      await emulateMedia({ forcedColors: 'active' });
      try {
        const { page } = await results({ items: [accommodation({ available_stock: 0 })] });
        const chip = page.labelChips('Chalet Sundew')[0]!;
        expect(getComputedStyle(chip).borderTopColor).to.not.equal('rgba(0, 0, 0, 0)');
        expect(page.facts('Chalet Sundew')).to.include({ availability: 'Sold out', bookDisabled: true });
        expect(page.facts('Chalet Sundew').labels).to.deep.equal(['Pets welcome']);
        // Filled buttons keep their Highlight pair: with the browser's adjustment, a Canvas plate hid the label.
        const { page: bookable } = await results({
          items: [accommodation({ name: 'Open', name_translations: {}, available_stock: 5 })],
        });
        const book = getComputedStyle(bookable.bookButton('Open'));
        expect(book.forcedColorAdjust).to.equal('none');
        expect(contrast(book.backgroundColor, book.color)).to.be.at.least(4.5);
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
    });

    it('has no axe violations with every kind of card', async () => {
      const items = [
        accommodation({ name: 'A', name_translations: {}, available_stock: 2 }),
        accommodation({ name: 'B', name_translations: {}, available_stock: 0 }),
        accommodation({ name: 'C', name_translations: {}, closed: true }),
        accommodation({ name: 'D', name_translations: {}, persons_max: 2, thumbnail: 'javascript:void 0' }),
      ];
      const { element } = await results({ items, bookingUrl: '/book/{id}' });
      await expect(element).to.be.accessible();
    });
  });
});
