import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../src/define/index.js';
import { LocalizedElement } from '../../src/elements/localized-element.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';

/** Every text an element shows: its shadow root's text and the accessible names set through attributes. */
function shownText(element: Element): string {
  const root = element.shadowRoot!;
  const labels = [...root.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
  return `${root.textContent ?? ''} ${labels.join(' ')}`.replace(/\s+/g, ' ');
}

const elements: { tag: string; template: TemplateResult; english: string; german: string }[] = [
  {
    tag: 'stay-pager',
    template: html`<stay-pager lang="en" page="2" page-count="5"></stay-pager>`,
    english: 'Pages',
    german: 'Seiten',
  },
  {
    tag: 'stay-filters',
    template: html`<stay-filters lang="en" types="chalet,bungalow"></stay-filters>`,
    english: 'Clear filters',
    german: 'Filter löschen',
  },
  {
    tag: 'stay-results',
    template: html`<stay-results lang="en" status="ready"></stay-results>`,
    english: 'Accommodations',
    german: 'Unterkünfte',
  },
  { tag: 'stay-dates', template: html`<stay-dates lang="en"></stay-dates>`, english: 'Arrival', german: 'Anreise' },
  {
    tag: 'stay-guests',
    template: html`<stay-guests lang="en" value="adults:2"></stay-guests>`,
    english: 'adults',
    german: 'Erwachsene',
  },
];

describe('the language of every element', () => {
  for (const { tag, template, english, german } of elements) {
    describe(tag, () => {
      it('re-renders in the new language when the lang property is set', async () => {
        const element = await fixture<LocalizedElement>(template);
        expect(element).to.be.instanceOf(LocalizedElement);
        expect(shownText(element)).to.include(english);
        element.lang = 'de';
        await element.updateComplete;
        expect(element.getAttribute('lang'), 'the native property sets the attribute').to.equal('de');
        expect(shownText(element)).to.include(german);
        expect(shownText(element)).not.to.include(english);
      });

      it('re-renders in the new language when the lang attribute changes, and passes axe in both', async () => {
        const element = await fixture<LocalizedElement>(template);
        await expect(element).to.be.accessible();
        element.setAttribute('lang', 'de');
        await element.updateComplete;
        expect(element.lang).to.equal('de');
        expect(shownText(element)).to.include(german);
        await expect(element).to.be.accessible();
      });
    });
  }

  describe('stay-search', () => {
    it('passes a new language on to its fields and re-renders its own texts', async () => {
      const search = await fixture<LocalizedElement>(
        html`<stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain"></stay-search>`,
      );
      const before = shownText(search);
      search.lang = 'de';
      await search.updateComplete;
      for (const field of search.shadowRoot!.querySelectorAll('stay-dates, stay-guests, stay-filters')) {
        expect(field.getAttribute('lang'), field.localName).to.equal('de');
      }
      expect(shownText(search)).not.to.equal(before);
      await expect(search).to.be.accessible();
    });
  });
});
