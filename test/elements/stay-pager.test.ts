import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-pager.js';
import type { StayPager } from '../../src/elements/stay-pager.js';
import { nextEvent } from '../helpers/events.js';
import { box, px, underRootFontSizes } from '../helpers/root-font-size.js';

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

/** The buttons a guest sees (the pager keeps a shorter list for narrow widths, hidden on wide ones). */
function buttons(pager: StayPager): HTMLButtonElement[] {
  return [...pager.shadowRoot!.querySelectorAll('button')].filter((button) => button.getClientRects().length > 0);
}

/** The page list as a guest sees it: numbers, "…" for gaps, and the previous/next buttons by their names. */
function shownItems(pager: StayPager): string[] {
  return [...pager.shadowRoot!.querySelectorAll('li')]
    .filter((item) => item.getClientRects().length > 0)
    .map((item) => {
      const button = item.querySelector('button');
      return button ? (button.getAttribute('aria-label') ?? button.textContent!.trim()) : item.textContent!.trim();
    });
}

function button(pager: StayPager, name: string): HTMLButtonElement {
  const found = buttons(pager).find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent!.trim()) === name,
  );
  if (!found)
    throw new Error(
      `no button "${name}" in ${buttons(pager)
        .map((b) => b.textContent!.trim())
        .join('|')}`,
    );
  return found;
}

describe('stay-pager', () => {
  it('shows "page 3 of 9", numbered pages with gaps and marks the current page', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="3" page-count="9"></stay-pager>`);
    const root = pager.shadowRoot!;
    expect(root.querySelector('[part~="status"]')!.textContent!.trim()).to.equal('Page 3 of 9');
    // Text, not a live region: after paging the results announce the range shown (one announcement, not two).
    expect(root.querySelector('[part~="status"]')!.hasAttribute('role')).to.equal(false);
    expect(root.querySelector('[part~="status"]')!.hasAttribute('aria-live')).to.equal(false);
    expect(buttons(pager).map((b) => b.textContent!.trim())).to.deep.equal([
      'Previous',
      '1',
      '2',
      '3',
      '4',
      '5',
      '9',
      'Next',
    ]);
    expect(shownItems(pager).filter((item) => item === '…')).to.have.length(1);
    expect(button(pager, 'Page 3').getAttribute('aria-current')).to.equal('page');
    expect(button(pager, 'Page 2').hasAttribute('aria-current')).to.equal(false);
  });

  it('renders nothing for a single page', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager page="1" page-count="1"></stay-pager>`);
    expect(pager.shadowRoot!.querySelector('nav')).to.equal(null);
  });

  it('fires stay-page-change after the page is set when a page is clicked', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="1" page-count="9"></stay-pager>`);
    setTimeout(() => button(pager, 'Page 4').click());
    const event = await nextEvent(pager, 'stay-page-change');
    expect(event.page).to.equal(4);
    expect(pager.page).to.equal(4);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(pager.getAttribute('page')).to.equal('4');
  });

  it('keeps previous focusable but inert on the first page', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="1" page-count="3"></stay-pager>`);
    let fired = 0;
    pager.addEventListener('stay-page-change', () => (fired += 1));
    const previous = button(pager, 'Previous');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    previous.click();
    expect(fired).to.equal(0);
    expect(pager.page).to.equal(1);
  });

  it('is operated by keyboard alone: Tab to next, Enter moves on', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="2" page-count="3"></stay-pager>`);
    button(pager, 'Page 3').focus();
    await sendKeys({ press: 'Tab' });
    expect(pager.shadowRoot!.activeElement!.textContent!.trim()).to.equal('Next');
    const changed = nextEvent(pager, 'stay-page-change');
    await sendKeys({ press: 'Enter' });
    expect((await changed).page).to.equal(3);
    await pager.updateComplete;
    expect(button(pager, 'Next').getAttribute('aria-disabled')).to.equal('true');
    expect(pager.shadowRoot!.activeElement!.textContent!.trim()).to.equal('Next');
  });

  it('announces the intent to go to the next page on focus or pointer', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="2" page-count="5"></stay-pager>`);
    setTimeout(() => button(pager, 'Next').focus());
    const intent = await nextEvent(pager, 'stay-page-intent');
    expect(intent.page).to.equal(3);
  });

  it('clamps a page outside the range and ignores garbage attributes', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="42" page-count="4"></stay-pager>`);
    expect(button(pager, 'Page 4').getAttribute('aria-current')).to.equal('page');
    pager.setAttribute('page-count', 'lots');
    await pager.updateComplete;
    expect(pager.shadowRoot!.querySelector('nav')).to.equal(null);
  });

  it('speaks the page language', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="nl"><stay-pager page="2" page-count="12"></stay-pager></div>`,
    );
    const inner = wrapper.querySelector('stay-pager')!;
    await inner.updateComplete;
    expect(inner.shadowRoot!.querySelector('[part~="status"]')!.textContent!.trim()).to.equal('Pagina 2 van 12');
    expect(inner.shadowRoot!.querySelector('nav')!.getAttribute('aria-label')).to.equal("Pagina's");
  });

  it("sizes from the widget's own font size, whatever the page's root font size (62.5 %, 125 %)", async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="5" page-count="20"></stay-pager>`);
    const measured = await underRootFontSizes(() => ({
      widget: px(pager, 'fontSize'),
      buttons: buttons(pager).map((b) => box(b)),
      status: px(pager.shadowRoot!.querySelector('[part~="status"]')!, 'fontSize'),
    }));
    expect(measured['62.5%'], 'html { font-size: 62.5% }').to.deep.equal(measured['100%']);
    expect(measured['125%'], 'html { font-size: 125% }').to.deep.equal(measured['100%']);
    expect(px(button(pager, 'Previous'), 'paddingLeft')).to.equal(measured['100%'].widget * 0.75);
    button(pager, 'Page 6').focus();
    await sendKeys({ press: 'Enter' });
    expect(pager.page).to.equal(6);
    await expect(pager).to.be.accessible();
  });

  for (const width of [320, 390]) {
    it(`fits one row of buttons on a ${width} px phone, with fewer numbers, in every language`, async () => {
      // The pager as wide as the phone, and inside a site's usual 24 px padding.
      const box = await fixture<HTMLDivElement>(
        html`<div style=${`box-sizing: border-box; width: ${width}px`}><stay-pager page-count="16"></stay-pager></div>`,
      );
      const pager = box.querySelector('stay-pager')!;
      for (const padding of [0, 24]) {
        box.style.padding = `0 ${padding}px`;
        for (const lang of ['en', 'nl', 'de', 'fr']) {
          for (const page of [1, 2, 5, 15, 16]) {
            pager.lang = lang;
            pager.page = page;
            await pager.updateComplete;
            const where = `${lang}, page ${page}, padding ${padding}px`;
            const shown = buttons(pager);
            const tops = new Set(shown.map((b) => Math.round(b.getBoundingClientRect().top)));
            expect(tops.size, `${where}: one row`).to.equal(1);
            const nav = pager.shadowRoot!.querySelector('nav')!;
            expect(nav.scrollWidth, `${where}: no sideways scrolling`).to.be.at.most(nav.clientWidth);
            for (const button of shown) expect(button.getBoundingClientRect().width, where).to.be.at.least(44);
            const numbers = shownItems(pager)
              .slice(1, -1)
              .map((item) => item.replace(/[^\d…]/g, ''));
            const expected = { 1: '1 … 16', 2: '1 2 … 16', 5: '1 … 5 … 16', 15: '1 … 15 16', 16: '1 … 16' }[page];
            expect(numbers.join(' '), `${where}: the first, the current and the last page`).to.equal(expected);
          }
        }
      }
      pager.lang = 'en';
      pager.page = 5;
      await pager.updateComplete;
      expect(shownItems(pager)).to.deep.equal(['Previous', 'Page 1', '…', 'Page 5', '…', 'Page 16', 'Next']);
      // Previous and next stay at the ends of the row, whatever the list's length.
      const next = () => button(pager, 'Next').getBoundingClientRect().right;
      const before = next();
      button(pager, 'Page 5').focus();
      await sendKeys({ press: 'Tab' });
      expect(pager.shadowRoot!.activeElement).to.equal(button(pager, 'Page 16'));
      const changed = nextEvent(pager, 'stay-page-change');
      await sendKeys({ press: 'Enter' });
      expect((await changed).page).to.equal(16);
      await pager.updateComplete;
      expect(shownItems(pager)).to.deep.equal(['Previous', 'Page 1', '…', 'Page 16', 'Next']);
      expect(next()).to.equal(before);
      await expect(pager).to.be.accessible();
    });
  }

  it('shows the current page with one on either side where there is room', async () => {
    const pager = await fixture<StayPager>(
      html`<stay-pager lang="en" style="width: 720px" page="5" page-count="16"></stay-pager>`,
    );
    expect(shownItems(pager)).to.deep.equal([
      'Previous',
      'Page 1',
      '…',
      'Page 4',
      'Page 5',
      'Page 6',
      '…',
      'Page 16',
      'Next',
    ]);
    const tops = new Set(buttons(pager).map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops.size).to.equal(1);
  });

  for (const scheme of ['light', 'dark']) {
    it(`keeps the current page's number readable on any accent a site sets, in ${scheme}`, async () => {
      const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="2" page-count="5"></stay-pager>`);
      pager.parentElement!.style.background = scheme === 'dark' ? '#101413' : '#ffffff';
      pager.style.setProperty('--stay-color-scheme', scheme);
      const current = button(pager, 'Page 2');
      for (const accent of ['#c2185b', '#ffeb3b', '#1a237e', '#808080', '#767676', '#00ff00']) {
        pager.style.setProperty('--stay-accent', accent);
        const style = getComputedStyle(current);
        expect(contrast(style.backgroundColor, style.color), `${accent} in ${scheme}`).to.be.at.least(4.5);
        await expect(pager, `${accent} in ${scheme}`).to.be.accessible();
      }
      current.focus();
      await sendKeys({ press: 'Tab' });
      expect(pager.shadowRoot!.activeElement).to.equal(button(pager, 'Page 3'));
    });
  }

  it('has no axe violations', async () => {
    const pager = await fixture<StayPager>(html`<stay-pager lang="en" page="5" page-count="20"></stay-pager>`);
    await expect(pager).to.be.accessible();
  });
});
