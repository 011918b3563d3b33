import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { SANDBOX_URL, isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { StaySearchPage, captureWarnings, plusDays, sandboxData } from '../helpers/stay-search-page.js';
import { en } from '../../src/i18n/en.js';
import { LANGUAGES, languagePart, type Vocabulary } from '../../src/i18n/locale.js';
import { appMessages } from '../../src/i18n/app.js';
import { tableMessages } from '../../src/i18n/table.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';

let arrival: string;
let departure: string;

/** The texts each part carries for itself, in every language. */
const PART_VOCABULARIES: Record<string, Vocabulary<unknown>> = { app: appMessages, table: tableMessages };

describe('stay-search languages', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  before(async () => {
    const data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 35);
    departure = plusDays(data.today, 42);
  });

  it('has every text in en, nl, de and fr', async () => {
    // The shape of every text, down to the leaves: functions and plural pairs count as leaves.
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shape(entry)]))
        : typeof value;
    for (const language of LANGUAGES) {
      const texts = language === 'en' ? en : await languagePart(language)!.load();
      expect(shape(texts), language).to.deep.equal(shape(en));
      // A part's own texts, in the part, in every language too.
      for (const [part, vocabulary] of Object.entries(PART_VOCABULARIES)) {
        expect(shape(vocabulary[language]), `${part} in ${language}`).to.deep.equal(shape(vocabulary.en));
      }
      // Each sign-in problem its own sentence, in each language.
      const sentences = Object.values(appMessages[language].sessionProblems);
      expect(new Set(sentences).size, language).to.equal(sentences.length);
    }
  });

  it("keeps a part's texts out of the entry's language modules", async () => {
    for (const language of LANGUAGES) {
      const texts = language === 'en' ? en : await languagePart(language)!.load();
      expect(Object.keys(texts), language).not.to.include.members(['table']);
      expect(Object.keys(texts.search), language).not.to.include.members(Object.keys(appMessages.en));
    }
  });

  it('speaks Dutch: prompt, results, count announcement and pager', async () => {
    const el = await fixture<StaySearch>(
      html`<stay-search lang="nl" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20"></stay-search>`,
    );
    const page = new StaySearchPage(el);
    expect(page.prompt()).to.contain('Wanneer wilt u komen?');
    const event = await page.searchDates(arrival, departure);
    await page.results.element.updateComplete;
    expect(page.results.headingText()).to.match(
      new RegExp(`^(1.${event.items.length} van )?${event.total} accommodaties$`),
    );
    expect(page.results.announcement()).to.equal(`${event.total} accommodaties gevonden`);
    if (page.pageCount() > 1) {
      await page.pager!.updateComplete;
      expect(page.pager!.shadowRoot!.querySelector('[part~="status"]')!.textContent!.trim()).to.equal(
        `Pagina 1 van ${page.pageCount()}`,
      );
    }
    expect(page.root.querySelector('[part~="bar"]')!.getAttribute('aria-label')).to.equal('Uw verblijf');
    await expect(el).to.be.accessible();
  });

  it('follows the page language (German) and explains errors in it', async () => {
    const base = isolatedSandbox('search-de');
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de"><stay-search base-url=${base} public-key="pub_demo_chain" debounce="20"></stay-search></div>`,
    );
    const el = wrapper.querySelector('stay-search')!;
    const page = new StaySearchPage(el);
    // Dates set once the listener is there: with them in the markup the search starts at connect, and on a busy
    // machine its results came before the fixture had returned (the test then waited for them in vain).
    const event = await page.searchDates(arrival, departure);
    await page.results.element.updateComplete;
    expect(page.results.headingText()).to.match(
      new RegExp(`^(1.${event.items.length} von ${event.total} Unterkünften|${event.total} Unterkünfte)$`),
    );
    await sandboxPost(base, '/sandbox/faults', { status: 500, count: 2, path: '/v3/' });
    const failed = nextEvent(el, 'stay-error');
    el.departure = plusDays(departure, 1);
    await failed;
    await page.settle();
    await page.results.element.updateComplete;
    expect(page.results.errorText()).to.contain('Die Suche hat ein Problem.');
    await expect(el).to.be.accessible();
  });

  it('names a missing attribute in the chosen language (French)', async () => {
    const warnings = captureWarnings();
    let el: StaySearch;
    try {
      el = await fixture<StaySearch>(html`<stay-search lang="fr" base-url=${SANDBOX_URL}></stay-search>`);
    } finally {
      warnings.restore();
    }
    expect(new StaySearchPage(el).message()!.textContent).to.contain('Mal configuré : vérifiez « public-key ».');
  });

  it('switches language when the lang attribute changes', async () => {
    const el = await fixture<StaySearch>(
      html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain"></stay-search>`,
    );
    const page = new StaySearchPage(el);
    expect(page.prompt()).to.contain('When would you like to come?');
    el.setAttribute('lang', 'de');
    await el.updateComplete;
    expect(page.prompt()).to.contain('Wann möchten Sie kommen?');
  });
});
