import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/index.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';

const TAGS = ['stay-search', 'stay-dates', 'stay-guests', 'stay-filters', 'stay-results', 'stay-pager'] as const;

/** The guest's browser font size: what `font-size: medium` is, whatever the page's root says. */
function browserFontSize(): number {
  const probe = document.createElement('div');
  probe.style.fontSize = 'medium';
  document.body.append(probe);
  const size = parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  return size;
}

async function everyElement() {
  return fixture<HTMLDivElement>(html`<div>
    <stay-search public-key="pub_demo_chain" base-url=${SANDBOX_URL} lang="en"></stay-search>
    <stay-dates lang="en"></stay-dates>
    <stay-guests lang="en"></stay-guests>
    <stay-filters lang="en"></stay-filters>
    <stay-results lang="en" status="ready"></stay-results>
    <stay-pager lang="en" page="1" page-count="3"></stay-pager>
  </div>`);
}

describe('design tokens', () => {
  for (const rootSize of ['62.5%', '125%']) {
    it(`sizes every element from the browser's font setting on a page whose root font size is ${rootSize}`, async () => {
      const root = document.documentElement;
      root.style.fontSize = rootSize;
      try {
        const wrapper = await everyElement();
        for (const tag of TAGS) {
          const element = wrapper.querySelector(tag)!;
          expect(parseFloat(getComputedStyle(element).fontSize), tag).to.equal(browserFontSize());
        }
        // The elements inside the widget take the widget's size, also when a site sets one.
        const search = wrapper.querySelector('stay-search')!;
        search.style.setProperty('--stay-font-size', '20px');
        await search.updateComplete;
        for (const child of search.shadowRoot!.querySelectorAll('stay-dates, stay-guests, stay-filters')) {
          expect(getComputedStyle(child).fontSize, child.localName).to.equal('20px');
        }
      } finally {
        root.style.fontSize = '';
      }
    });
  }

  it('writes left to right on a right-to-left page, in the direction of its own language', async () => {
    const root = document.documentElement;
    root.dir = 'rtl';
    try {
      const wrapper = await everyElement();
      for (const tag of TAGS) {
        expect(getComputedStyle(wrapper.querySelector(tag)!).direction, tag).to.equal('ltr');
      }
    } finally {
      root.removeAttribute('dir');
    }
  });

  it('writes right to left when the site sets dir="rtl" on the widget, down to its inner elements', async () => {
    const wrapper = await everyElement();
    const search = wrapper.querySelector('stay-search')!;
    search.dir = 'rtl';
    await search.updateComplete;
    expect(getComputedStyle(search).direction).to.equal('rtl');
    for (const child of search.shadowRoot!.querySelectorAll('stay-dates, stay-guests, stay-filters')) {
      expect(getComputedStyle(child).direction, child.localName).to.equal('rtl');
    }
  });
});
