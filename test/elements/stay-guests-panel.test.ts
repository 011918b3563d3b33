import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys, sendMouse, setViewport } from '../helpers/commands.js';
import '../../src/define/stay-guests.js';
import '../../src/define/stay-dates.js';
import type { AgeCategory } from '../../src/api/types.js';
import type { StayGuests } from '../../src/elements/stay-guests.js';
import { StayDatesPage } from '../helpers/stay-dates-page.js';
import { StayGuestsPage } from '../helpers/stay-guests-page.js';
import { narrowFrame, type NarrowFrame } from '../helpers/narrow-frame.js';
import { FRAME_STATE_BOUND_MS } from '../helpers/bounds.js';
import { record } from '../helpers/stay-guests-checks.js';

// The guests panel in the top layer: placement, small windows, light dismiss. The rest of stay-guests is in
// stay-guests.test.ts (a file of its own, so that the two halves run side by side).

/** Whether the panel's top edge sits just under the summary button (and its start edge on the button's). */
function attachedBelow(page: StayGuestsPage): boolean {
  const button = page.summaryButton.getBoundingClientRect();
  const panel = page.panel.getBoundingClientRect();
  return Math.abs(panel.top - button.bottom - 4) < 1.5 && Math.abs(panel.left - button.left) < 1.5;
}

/** The element the pointer would hit at the centre of `target`, looked up inside the guests' shadow root. */
function hitAtCentre(page: StayGuestsPage, target: Element): Element | null {
  const box = target.getBoundingClientRect();
  return page.root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/** What keeps the open panel from showing all of its rows and Done: each must be in the window, and hit there. */
function hiddenRows(page: StayGuestsPage): string[] {
  const problems: string[] = [];
  const { clientWidth: width, clientHeight: height } = page.element.ownerDocument.documentElement;
  const targets = [...page.root.querySelectorAll<HTMLElement>('[part~="stepper"], [part~="done"]')];
  for (const target of targets) {
    const name = target.dataset.category ?? 'done';
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > height + 0.5 || box.left < 0 || box.right > width + 0.5) {
      problems.push(`${name} outside the window (${Math.round(box.top)}–${Math.round(box.bottom)} of ${height})`);
    } else if (!target.contains(hitAtCentre(page, target))) problems.push(`${name} covered or clipped`);
  }
  if (page.panel.scrollHeight > page.panel.clientHeight + 1) problems.push('the panel scrolls inside itself');
  if (targets.length === 0) problems.push('no rows');
  return problems;
}

/** How far the page of the element's window has scrolled. */
function scrollOf(page: StayGuestsPage): number {
  return page.element.ownerDocument.defaultView!.scrollY;
}

/** Axe's checks run inside the element's own window (this page's axe cannot reach another document). */
async function expectAccessibleInFrame(page: StayGuestsPage): Promise<void> {
  type AxeWindow = Window & {
    axe?: { run(context: Element): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
  };
  const frameWindow = page.element.ownerDocument.defaultView as AxeWindow;
  if (!frameWindow.axe) {
    const script = frameWindow.document.createElement('script');
    script.src = new URL('/node_modules/axe-core/axe.min.js', location.href).href;
    const loaded = new Promise((resolve, reject) => {
      script.addEventListener('load', resolve);
      script.addEventListener('error', reject);
    });
    frameWindow.document.head.append(script);
    await loaded;
  }
  const { violations } = await frameWindow.axe!.run(page.element);
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => String(node.target)).join(', ')}`),
  ).to.deep.equal([]);
}

/** The text nodes under `root`. */
function* walkText(root: Node): Generator<Text> {
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) if ((walker.currentNode as Text).data.trim()) yield walker.currentNode as Text;
}

/** Which side of the summary the panel is on, and whether it touches it there (4 px apart). */
function sideOf(page: StayGuestsPage): 'below' | 'above' | 'elsewhere' {
  const button = page.summaryButton.getBoundingClientRect();
  const panel = page.panel.getBoundingClientRect();
  if (Math.abs(panel.top - button.bottom - 4) < 1.5) return 'below';
  if (Math.abs(button.top - panel.bottom - 4) < 1.5) return 'above';
  return 'elsewhere';
}

describe('stay-guests', () => {
  describe('panel in the top layer', () => {
    it('keeps working when moved in the page while open: the changed party still fires change on close', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><stay-guests lang="en" value="adults:2"></stay-guests><section></section></div>`,
      );
      const element = wrapper.querySelector('stay-guests')!;
      const page = new StayGuestsPage(element);
      const changes: string[] = [];
      element.addEventListener('change', () => changes.push(element.value));
      await page.open();
      page.addButton('adults').click();
      await element.updateComplete;
      wrapper.querySelector('section')!.append(element);
      await element.updateComplete;
      expect(page.panel.matches(':popover-open'), 'shown again after the move').to.equal(true);
      expect(page.summaryButton.getAttribute('aria-expanded')).to.equal('true');
      page.summaryButton.click();
      await element.updateComplete;
      expect(page.panel.matches(':popover-open')).to.equal(false);
      expect(changes).to.deep.equal(['adults:3']);
    });

    afterEach(async () => {
      await setViewport({ width: 800, height: 600 });
      window.scrollTo(0, 0);
    });

    it('opens in the top layer, not clipped by a short overflow: hidden container', async () => {
      const card = await fixture<HTMLDivElement>(
        html`<div style="height: 200px; overflow: hidden"><stay-guests lang="en"></stay-guests></div>`,
      );
      const page = new StayGuestsPage(card.querySelector('stay-guests')!);
      await page.open();
      expect(page.panel.matches(':popover-open')).to.equal(true);
      const done = page.root.querySelector('[part~="done"]')!;
      expect(done.getBoundingClientRect().top, 'the Done button lies below the card').to.be.above(
        card.getBoundingClientRect().bottom,
      );
      expect(page.panel.contains(hitAtCentre(page, page.panel))).to.equal(true);
      expect(hitAtCentre(page, done)).to.equal(done);
      await expect(page.element).to.be.accessible();
    });

    it('sits under its button, above it near the bottom of the viewport, and inside the viewport', async () => {
      await setViewport({ width: 800, height: 600 });
      const top = await fixture<StayGuests>(
        html`<stay-guests lang="en" style="margin: 40px 0 0 30px; width: 200px"></stay-guests>`,
      );
      const topPage = new StayGuestsPage(top);
      await topPage.open();
      expect(attachedBelow(topPage)).to.equal(true);
      expect(topPage.panel.getBoundingClientRect().width, 'at least 18rem').to.be.at.least(288);

      const low = await fixture<StayGuests>(
        html`<stay-guests lang="en" style="position: fixed; bottom: 8px; right: 8px; width: 120px"></stay-guests>`,
      );
      const page = new StayGuestsPage(low);
      await page.open();
      const button = page.summaryButton.getBoundingClientRect();
      const panel = page.panel.getBoundingClientRect();
      expect(panel.bottom).to.be.closeTo(button.top - 4, 1.5);
      expect(panel.right, 'kept inside the viewport').to.be.at.most(document.documentElement.clientWidth);
      expect(panel.top).to.be.at.least(0);
      expect(page.panel.contains(hitAtCentre(page, page.panel))).to.equal(true);
    });

    it('opens below its button whenever it fits there, even with more room above', async () => {
      await setViewport({ width: 800, height: 900 });
      const element = await fixture<StayGuests>(
        html`<stay-guests lang="en" style="margin: 480px 0 0 30px; width: 200px"></stay-guests>`,
      );
      const page = new StayGuestsPage(element);
      await page.open();
      expect(page.panel.getBoundingClientRect().bottom, 'fits below').to.be.at.most(900);
      expect(attachedBelow(page)).to.equal(true);
    });

    for (const rootSize of ['62.5%', '125%']) {
      it(`is sized from its own font size, not the page root's (html { font-size: ${rootSize} })`, async () => {
        const measure = async () => {
          const element = await fixture<StayGuests>(html`<stay-guests lang="en" style="width: 200px"></stay-guests>`);
          const page = new StayGuestsPage(element);
          await page.open();
          const parts = [
            page.panel,
            page.stepper('adults'),
            page.stepper('adults').querySelector('[part~="count"]')!,
            page.root.querySelector('[part~="done"]')!,
          ];
          const boxes = parts
            .map((part) => part.getBoundingClientRect())
            .map((box) => [Math.round(box.width), Math.round(box.height)]);
          const label = getComputedStyle(page.root.querySelector('[part~="label"]')!).marginBlockEnd;
          page.summaryButton.click();
          await element.updateComplete;
          return { boxes, label };
        };
        const plain = await measure();
        document.documentElement.style.fontSize = rootSize;
        try {
          expect(await measure()).to.deep.equal(plain);
        } finally {
          document.documentElement.style.fontSize = '';
        }
      });
    }

    it('never toggles its popover from inside a beforetoggle: after the dates, the console stays clean', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div>
        <stay-dates lang="en"></stay-dates><stay-guests lang="en" value="adults:2"></stay-guests>
        <p style="margin-top: 500px">elsewhere</p>
      </div>`);
      const dates = new StayDatesPage(wrapper.querySelector('stay-dates')!);
      const page = new StayGuestsPage(wrapper.querySelector('stay-guests')!);
      // Chromium's "beforetoggle … triggered another popover" warning comes from the browser, out of a page's
      // reach: the test watches for its cause, a popover shown or hidden while a beforetoggle is being handled.
      let handling = false;
      const reentrant: string[] = [];
      page.root.addEventListener('beforetoggle', () => (handling = true), { capture: true });
      // Added after the element's own listener, so it runs last: after the element's handler and its microtasks.
      page.panel.addEventListener('beforetoggle', () => (handling = false));
      const methods = ['showPopover', 'hidePopover', 'togglePopover'] as const;
      const originals = methods.map((method) => HTMLElement.prototype[method]);
      methods.forEach((method, index) => {
        const original = originals[index] as (this: HTMLElement, ...args: unknown[]) => unknown;
        (HTMLElement.prototype as unknown as Record<string, unknown>)[method] = function (
          this: HTMLElement,
          ...args: unknown[]
        ) {
          if (handling) reentrant.push(method);
          return original.apply(this, args);
        };
      });
      const consoleMessages: string[] = [];
      const { warn, error } = console;
      console.warn = console.error = (...args: unknown[]) => consoleMessages.push(args.map(String).join(' '));
      try {
        await dates.open();
        const free = dates.days().filter((day) => day.getAttribute('aria-disabled') !== 'true');
        free[3]!.click();
        await dates.settle();
        free[8]!.click();
        await dates.settle();
        await dates.close();
        expect(dates.element.value).to.match(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);

        await page.add('children');
        // In view first: Firefox refuses to click outside the viewport.
        wrapper.querySelector('p')!.scrollIntoView({ block: 'nearest' });
        const outside = wrapper.querySelector('p')!.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(outside.left + 10), Math.round(outside.top + 5)] });
        await waitUntil(() => !page.panel.matches(':popover-open'), 'a click outside closes the panel');
        await page.add('babies');
        await sendKeys({ press: 'Escape' });
        await page.element.updateComplete;
        await page.open();
        await dates.open();
        await dates.close();
      } finally {
        methods.forEach((method, index) => (HTMLElement.prototype[method] = originals[index] as never));
        Object.assign(console, { warn, error });
      }
      expect(page.isOpen).to.equal(false);
      expect(reentrant, 'popover calls while a beforetoggle was handled').to.deep.equal([]);
      expect(consoleMessages).to.deep.equal([]);
    });

    type Where = 'at the top' | 'in the middle' | 'near the bottom' | 'at the bottom';

    /** The windows of the tests below (iframes), removed after each test. */
    const windowFrames: NarrowFrame[] = [];
    afterEach(() => windowFrames.splice(0).forEach((frame) => frame.remove()));

    /**
     * A field across a scrollable page (300 % of the window), placed in the window by `where`. The window is an
     * iframe of `size` in every engine: a phone is narrower than a WebKit window can be.
     */
    async function fieldAt(
      size: { width: number; height: number },
      where: Where,
      style = 'left: 16px; right: 16px',
      dir = 'ltr',
    ) {
      await setViewport({ width: Math.max(size.width, 800), height: Math.max(size.height, 600) });
      const frame = await narrowFrame({
        ...size,
        modules: ['/src/define/stay-guests.ts'],
        body: `<div style="position: relative; height: 300vh">
          <stay-guests lang="en" dir="${dir}" value="adults:2" style="position: absolute; top: 0; ${style}"></stay-guests>
        </div>`,
      });
      windowFrames.push(frame);
      const element = frame.document.querySelector('stay-guests')!;
      await element.updateComplete;
      const room = frame.document.documentElement.clientHeight - element.offsetHeight;
      const tops: Record<Where, number> = {
        'at the top': 16,
        'in the middle': room / 2,
        'near the bottom': room * 0.75,
        'at the bottom': room - 8,
      };
      element.style.top = `${Math.round(tops[where])}px`;
      return new StayGuestsPage(element);
    }

    const windows = [
      { width: 390, height: 844, name: 'phone' },
      { width: 1280, height: 800, name: 'desktop' },
    ];
    for (const { width, height, name } of windows) {
      for (const where of ['at the top', 'in the middle', 'near the bottom', 'at the bottom'] as const) {
        it(`shows all of its rows with the field ${where} of a ${width}×${height} window (${name})`, async () => {
          const page = await fieldAt({ width, height }, where);
          page.element.ownerDocument.defaultView!.focus();
          page.summaryButton.focus();
          await sendKeys({ press: 'Enter' });
          await page.element.updateComplete;
          expect(hiddenRows(page)).to.deep.equal([]);
          const side = sideOf(page);
          if (where === 'at the top') expect(side).to.equal('below');
          else if (where !== 'in the middle') expect(side, 'flipped above the field').to.equal('above');
          else expect(side).to.be.oneOf(['below', 'above']);
          expect(scrollOf(page), 'no need to scroll').to.equal(0);
          await sendKeys({ press: 'Tab' });
          expect(page.focused).to.equal(page.removeButton('adults'));
          await expectAccessibleInFrame(page);
        });
      }
    }

    it('becomes a sheet along the bottom of a phone that has room neither below nor above the field', async () => {
      const page = await fieldAt({ width: 375, height: 560 }, 'in the middle');
      await page.open();
      expect(hiddenRows(page)).to.deep.equal([]);
      const panel = page.panel.getBoundingClientRect();
      const root = page.element.ownerDocument.documentElement;
      expect(panel.bottom).to.be.closeTo(root.clientHeight, 1);
      expect(panel.left).to.equal(0);
      expect(panel.width).to.be.closeTo(root.clientWidth, 1);
      await expectAccessibleInFrame(page);
    });

    it('scrolls the page to make room under the field when a wide window has room on neither side', async () => {
      const page = await fieldAt({ width: 1280, height: 560 }, 'in the middle');
      await page.open();
      expect(scrollOf(page), 'the page scrolled').to.be.above(0);
      expect(sideOf(page)).to.equal('below');
      expect(page.summaryButton.getBoundingClientRect().top, 'the field stays in view').to.be.at.least(0);
      expect(hiddenRows(page)).to.deep.equal([]);
    });

    it('shows all of its rows from a narrow column, at least 18em wide and inside the window', async () => {
      for (const [width, height, style] of [
        [390, 844, 'left: 230px; width: 140px'],
        [1280, 800, 'left: 24px; width: 180px'],
        [1280, 800, 'right: 0; width: 180px'],
      ] as const) {
        const page = await fieldAt({ width, height }, 'at the bottom', style);
        await page.open();
        expect(hiddenRows(page), `${style} in ${width}×${height}`).to.deep.equal([]);
        const panel = page.panel.getBoundingClientRect();
        const field = page.summaryButton.getBoundingClientRect();
        expect(panel.width, 'wider than the column').to.be.above(field.width);
        expect(panel.width).to.be.at.least(18 * parseFloat(getComputedStyle(page.element).fontSize) - 0.5);
        if (panel.left > 0.5)
          expect(panel.left, 'starts under the field, or further left only to stay inside').to.be.at.most(
            field.left + 0.5,
          );
      }
    });

    it('takes the width of its content by the right edge of the window, also when the content grows open', async () => {
      const desktop = { width: 1280, height: 800 };
      const longHints = { adults: '18 years and older, with an identity card' };
      const fresh = await fieldAt(desktop, 'at the top', 'right: 0; width: 180px');
      fresh.element.hints = longHints;
      await fresh.open();
      const natural = fresh.panel.getBoundingClientRect().width;
      // Measured where it stands, a panel at the window's edge only has the room between there and the edge: it
      // kept its first width (WebKit: even on opening), and the longer hint wrapped.
      const page = await fieldAt(desktop, 'at the top', 'right: 0; width: 180px');
      await page.open();
      page.element.hints = longHints;
      await page.element.updateComplete;
      const panel = page.panel.getBoundingClientRect();
      expect(panel.width, 'as wide as when it opened with that content').to.be.closeTo(natural, 1);
      expect(panel.right, 'inside the window').to.be.at.most(
        page.element.ownerDocument.documentElement.clientWidth + 0.5,
      );
      const hint = page.stepper('adults').querySelector('[part~="hint"]')!.getBoundingClientRect();
      const line = parseFloat(getComputedStyle(page.stepper('adults').querySelector('[part~="hint"]')!).lineHeight);
      expect(hint.height, 'the hint on one line').to.be.below(1.5 * (line || 20));
      expect(hiddenRows(page)).to.deep.equal([]);
    });

    it('lines up with the right edge of a right-to-left field, rows mirrored', async () => {
      const page = await fieldAt({ width: 1280, height: 800 }, 'at the top', 'left: 600px; width: 240px', 'rtl');
      await page.open();
      expect(hiddenRows(page)).to.deep.equal([]);
      const panel = page.panel.getBoundingClientRect();
      expect(panel.right).to.be.closeTo(page.summaryButton.getBoundingClientRect().right, 1.5);
      expect(sideOf(page)).to.equal('below');
      const row = page.stepper('adults');
      const name = row.querySelector('[part~="category"]')!.getBoundingClientRect();
      expect(name.left, 'the name on the right').to.be.above(page.addButton('adults').getBoundingClientRect().right);
      // English in a right-to-left widget still reads "13–17 years", not "years 17–13".
      const hint = page.stepper('young_adults').querySelector('[part~="hint"]')!;
      const text = [...walkText(hint)][0]!;
      const range = (start: number, end: number) => {
        const part = text.ownerDocument.createRange();
        part.setStart(text, start);
        part.setEnd(text, end);
        return part.getBoundingClientRect().left;
      };
      expect(range(0, 2), '"13" left of "years"').to.be.below(range(text.length - 5, text.length));
      const phone = await fieldAt({ width: 390, height: 844 }, 'at the bottom', 'left: 8px; width: 120px', 'rtl');
      await phone.open();
      expect(hiddenRows(phone), 'kept inside the window on the left').to.deep.equal([]);
      await expectAccessibleInFrame(phone);
    });

    it('places itself by script in every engine: under its field without CSS anchor positioning', async () => {
      const element = await fixture<StayGuests>(
        html`<stay-guests lang="en" style="margin: 40px 0 0 30px; width: 200px"></stay-guests>`,
      );
      const page = new StayGuestsPage(element);
      await page.open();
      const style = getComputedStyle(page.panel);
      // Engines without anchor positioning (WebKitGTK, older Safari and Firefox) centred it in the window.
      expect(style.getPropertyValue('position-area').trim() || 'none').to.equal('none');
      expect(style.getPropertyValue('position-anchor').trim() || 'auto').to.be.oneOf(['auto', 'normal']);
      expect(attachedBelow(page)).to.equal(true);
    });

    it('lays each row out on one line, and is as tall as its rows', async () => {
      await setViewport({ width: 1280, height: 800 });
      const element = await fixture<StayGuests>(html`<stay-guests lang="en" style="width: 240px"></stay-guests>`);
      const page = new StayGuestsPage(element);
      await page.open();
      for (const category of page.categories as AgeCategory[]) {
        const parts = [
          page.stepper(category).querySelector('[part~="category"]')!,
          page.removeButton(category),
          page.stepper(category).querySelector('[part~="count"]')!,
          page.addButton(category),
        ].map((part) => part.getBoundingClientRect());
        const middles = parts.map((box) => box.top + box.height / 2);
        expect(Math.max(...middles) - Math.min(...middles), `${category}: one line`).to.be.below(12);
        const lefts = parts.map((box) => box.left);
        expect(lefts, `${category}: name, −, count, + in that order`).to.deep.equal([...lefts].sort((a, b) => a - b));
      }
      expect(hiddenRows(page)).to.deep.equal([]);
    });

    it('turns its chevron while open', async () => {
      const element = await fixture<StayGuests>(html`<stay-guests lang="en"></stay-guests>`);
      const page = new StayGuestsPage(element);
      const chevron = () => getComputedStyle(page.summaryButton, '::after').rotate;
      const closed = chevron();
      await page.open();
      expect(chevron()).to.not.equal(closed);
    });

    it('takes the width of the field on a small screen, inside the viewport', async () => {
      // A phone's width, narrower than a WebKit window can be: an iframe of that width, in every engine alike.
      const narrow = await narrowFrame({
        width: 375,
        height: 667,
        modules: ['/src/define/stay-guests.ts'],
        body: '<stay-guests lang="en" style="margin: 0 16px"></stay-guests>',
      });
      try {
        const page = new StayGuestsPage(narrow.document.querySelector('stay-guests')!);
        await page.open();
        const button = page.summaryButton.getBoundingClientRect();
        const panel = page.panel.getBoundingClientRect();
        expect(attachedBelow(page)).to.equal(true);
        expect(panel.width).to.be.closeTo(button.width, 1);
        expect(panel.right).to.be.at.most(narrow.document.documentElement.clientWidth);
      } finally {
        narrow.remove();
      }
    });

    it('closes on Escape and on a click outside, firing change once when the party changed', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><stay-guests lang="en" value="adults:2"></stay-guests><p style="margin-top: 400px">elsewhere</p></div>`,
      );
      const element = wrapper.querySelector('stay-guests')!;
      const page = new StayGuestsPage(element);
      const log = record(element, ['change']);
      await page.open();
      page.addButton('adults').focus();
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'Escape' });
      await element.updateComplete;
      expect(page.panel.matches(':popover-open')).to.equal(false);
      expect(page.summaryButton.getAttribute('aria-expanded')).to.equal('false');
      expect(page.focused).to.equal(page.summaryButton);
      expect(log).to.deep.equal(['change:adults:3']);

      await page.open();
      page.addButton('children').click();
      await element.updateComplete;
      const outside = wrapper.querySelector('p')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(outside.left + 10), Math.round(outside.top + 5)] });
      await waitUntil(() => !page.panel.matches(':popover-open') && !element.open, 'a click outside closes the panel');
      expect(page.summaryButton.getAttribute('aria-expanded')).to.equal('false');
      expect(log).to.deep.equal(['change:adults:3', 'change:adults:3,children:1']);

      await page.open();
      const button = page.summaryButton.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(button.left + 10), Math.round(button.top + 10)] });
      await element.updateComplete;
      expect(element.open, 'a click on the summary closes the open panel').to.equal(false);
      expect(page.panel.matches(':popover-open')).to.equal(false);
      expect(log, 'no change without a new party').to.have.length(2);
    });

    it('follows the browser when another popover light-dismisses it', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><stay-guests lang="en"></stay-guests><div popover="auto">menu</div></div>`,
      );
      const element = wrapper.querySelector('stay-guests')!;
      const page = new StayGuestsPage(element);
      const log = record(element, ['change']);
      await page.add('babies');
      wrapper.querySelector<HTMLElement>('[popover]')!.showPopover();
      expect(element.open, 'synced as the browser closes it').to.equal(false);
      expect(log).to.deep.equal(['change:adults:1,babies:1']);
      await element.updateComplete;
      expect(page.summaryButton.getAttribute('aria-expanded')).to.equal('false');
      expect(page.panel.matches(':popover-open')).to.equal(false);
    });

    it('stays attached to its button when the page or a container scrolls', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style="padding-top: 100px; height: 300vh">
        <div style="height: 240px; overflow: auto"><div style="height: 60px"></div><stay-guests lang="en"></stay-guests><div style="height: 900px"></div></div>
      </div>`);
      const scroller = wrapper.firstElementChild as HTMLElement;
      const page = new StayGuestsPage(wrapper.querySelector('stay-guests')!);
      await page.open();
      expect(attachedBelow(page)).to.equal(true);
      window.scrollTo(0, 70);
      await waitUntil(() => attachedBelow(page), 'follows the page', { timeout: FRAME_STATE_BOUND_MS });
      scroller.scrollTop = 50;
      await waitUntil(() => attachedBelow(page), 'follows the container', { timeout: FRAME_STATE_BOUND_MS });
      expect(page.summaryButton.getBoundingClientRect().top).to.be.below(100);
    });
  });
});
