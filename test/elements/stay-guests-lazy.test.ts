import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys, sendMouse } from '../helpers/commands.js';
import type { StayGuests } from '../../src/elements/stay-guests.js';
import type { StayErrorEvent } from '../../src/events/stay-search.js';
import type { StayPartError } from '../../src/lazy/lazy-part.js';
import { StayGuestsPage } from '../helpers/stay-guests-page.js';

/**
 * The guests panel is a part loaded on demand. Each test here runs in a fresh frame: its own module map, so the
 * part has never been fetched there (in this page, other test files may have loaded it long ago).
 */

/** What a frame's page records about itself. */
interface GuestsFrameWindow extends Window {
  PerformanceObserver: typeof PerformanceObserver;
  releaseIdle?: () => void;
  axe: { run(context: Element): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
  warnings: string[];
  errors: StayErrorEvent[];
}

interface GuestsFrame {
  frame: HTMLIFrameElement;
  window: GuestsFrameWindow;
  element: StayGuests;
  page: StayGuestsPage;
  /** Whether the frame has fetched a file whose address contains `part` (resource timing). */
  fetched(part: string): boolean;
  /**
   * Resolves once the frame has fetched a file whose address contains `part`: waits on the resource timing entry
   * itself, not on a clock (a busy machine may take seconds to serve a module).
   */
  whenFetched(part: string): Promise<void>;
}

/**
 * An address on the test server. A srcdoc frame's own address is about:srcdoc: WebKit resolves a path against
 * that, not against the page that made the frame.
 */
function absolute(path: string): string {
  return new URL(path, location.href).href;
}

/**
 * A frame with one `<stay-guests>` from `script` (the sources, or the built bundle). `holdIdle` keeps the page's
 * idle work waiting, as a page waiting for its first results does. `importMap` maps addresses: a module mapped to
 * one that is not there is really fetched, and answered 404.
 */
async function guestsFrame({
  script = '/src/define/stay-guests.ts',
  holdIdle = false,
  importMap = {},
  attributes = 'lang="en" value="adults:2"',
}: {
  script?: string;
  holdIdle?: boolean;
  importMap?: Record<string, string>;
  attributes?: string;
} = {}): Promise<GuestsFrame> {
  const frame = document.createElement('iframe');
  frame.title = 'guests field under test';
  frame.width = '600';
  frame.height = '700';
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <script type="importmap">${JSON.stringify({ imports: importMap })}</script>
    <script src="${absolute('/node_modules/axe-core/axe.min.js')}"></script>
    <script>
      // The dev server serves every source file on its own: room for all of their entries, and the panel's.
      performance.setResourceTimingBufferSize(2000);
    </script>
    <script type="module">
      window.warnings = [];
      window.errors = [];
      const warn = console.warn.bind(console);
      console.warn = (...args) => { window.warnings.push(args.map(String).join(' ')); warn(...args); };
      addEventListener('stay-error', (event) => window.errors.push(event));
      ${holdIdle ? `const { holdIdleWork } = await import('${absolute('/src/lazy/idle.ts')}'); window.releaseIdle = holdIdleWork();` : ''}
      await import(${JSON.stringify(absolute(script))});
    </script></head>
    <body style="margin: 16px"><stay-guests ${attributes}></stay-guests><button>after</button></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as unknown as GuestsFrameWindow;
  await waitUntil(() => win.customElements.get('stay-guests'), 'the element to be defined', { timeout: 10_000 });
  const element = frame.contentDocument!.querySelector('stay-guests')!;
  await element.updateComplete;
  const fetched = (part: string) =>
    win.performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(part));
  const whenFetched = (part: string) =>
    new Promise<void>((resolve) => {
      const observer = new win.PerformanceObserver(() => check());
      const check = () => {
        if (!fetched(part)) return;
        observer.disconnect();
        resolve();
      };
      observer.observe({ type: 'resource' });
      check();
    });
  return { frame, window: win, element, page: new StayGuestsPage(element), fetched, whenFetched };
}

/** Axe's checks inside the frame (the test page's axe cannot reach another document). */
async function expectAccessible({ window, element }: GuestsFrame): Promise<void> {
  const { violations } = await window.axe.run(element);
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => String(node.target)).join(', ')}`),
  ).to.deep.equal([]);
}

/** The centre of an element inside a frame, in this page's coordinates (where sendMouse points). */
function centreOf(frame: HTMLIFrameElement, target: Element): [number, number] {
  const outer = frame.getBoundingClientRect();
  const inner = target.getBoundingClientRect();
  return [
    Math.round(outer.left + frame.clientLeft + inner.left + inner.width / 2),
    Math.round(outer.top + frame.clientTop + inner.top + inner.height / 2),
  ];
}

const PANEL_MODULE = 'stay-guests-panel';
/** A guard against a hung test, not a speed check: a fresh frame loads every module again. */
const FRAME_TEST_TIMEOUT = 60_000;

describe('stay-guests: the panel is loaded on demand', function () {
  // Each test loads a fresh frame with every source module: on a busy machine that alone can take seconds.
  this.timeout(FRAME_TEST_TIMEOUT);
  const frames: HTMLIFrameElement[] = [];
  const open = async (options: Parameters<typeof guestsFrame>[0]) => {
    const setup = await guestsFrame(options);
    frames.push(setup.frame);
    return setup;
  };

  afterEach(async () => {
    for (const frame of frames.splice(0)) frame.remove();
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('renders the field without the panel, and fetches it when a pointer comes over the field', async () => {
    const setup = await open({ holdIdle: true });
    const { element, page, frame, fetched, whenFetched } = setup;
    expect(page.summary).to.equal('2 adults');
    expect(page.panel.childElementCount, 'nothing rendered for the closed panel').to.equal(0);
    expect(fetched(PANEL_MODULE), 'not fetched before it is needed').to.equal(false);
    await sendMouse({ type: 'move', position: centreOf(frame, page.summaryButton) });
    await whenFetched(PANEL_MODULE);
    await element.updateComplete;
    expect(page.panel.childElementCount, 'still nothing rendered while closed').to.equal(0);
    await page.open();
    expect(page.categories).to.include('adults');
    await expectAccessible(setup);
  });

  it('fetches the panel when the field takes focus', async () => {
    const { element, page, frame, whenFetched } = await open({ holdIdle: true });
    frame.focus();
    page.summaryButton.focus();
    await whenFetched(PANEL_MODULE);
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(page.isOpen).to.equal(true);
    expect(page.panel.matches(':popover-open')).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(page.focused).to.equal(page.removeButton('adults'));
  });

  it('fetches the panel when the page is idle after its first results, with no interaction', async () => {
    const { window, fetched, whenFetched } = await open({ holdIdle: true });
    expect(fetched(PANEL_MODULE)).to.equal(false);
    window.releaseIdle!();
    await whenFetched(PANEL_MODULE);
  });

  it('opens when the panel arrives if it was opened before: updateComplete waits for it', async () => {
    const { element, page, fetched } = await open({ holdIdle: true });
    expect(fetched(PANEL_MODULE)).to.equal(false);
    page.summaryButton.click();
    await element.updateComplete;
    expect(page.panel.matches(':popover-open')).to.equal(true);
    expect(page.count('adults')).to.equal(2);
    page.addButton('adults').click();
    await element.updateComplete;
    expect(element.value).to.equal('adults:3');
  });

  it('shows its steppers at once when inline', async () => {
    const { page } = await open({ holdIdle: true, attributes: 'lang="en" inline value="adults:2,children:1"' });
    expect(page.count('children'), 'after the first updateComplete').to.equal(1);
    expect(page.categories).to.deep.equal(['adults', 'young_adults', 'children', 'babies', 'pets']);
  });
});

/** Checks the fallback of a frame whose panel part was answered 404: the number fields, their events, the report. */
async function expectNumberFields(setup: GuestsFrame, failedAddress: string): Promise<void> {
  const { element, page, window } = setup;
  await waitUntil(() => page.isFallback, 'the field falls back to number fields', { timeout: 10_000 });
  expect(window.errors, 'one stay-error').to.have.length(1);
  expect((window.errors[0]!.error as StayPartError).part).to.equal('guests-panel');
  const warnings = window.warnings.filter((message) => message.includes('guests-panel'));
  expect(warnings, 'one warning naming the part').to.have.length(1);
  expect(warnings[0]).to.contain('<stay-guests>');
  expect(failedAddress).to.contain('guests');

  // One labelled number field a category, limited as the steppers are.
  const fields = page.categories.map((category) => page.countField(category as never));
  expect(page.categories).to.deep.equal(['adults', 'young_adults', 'children', 'babies', 'pets']);
  expect(fields.map((field) => field.type)).to.deep.equal(Array(5).fill('number'));
  expect(fields.map((field) => field.labels?.[0]?.textContent?.trim())).to.deep.equal([
    'Adults',
    'Teenagers',
    'Children',
    'Babies',
    'Pets',
  ]);
  const adults = page.countField('adults');
  expect([adults.min, adults.max, adults.value]).to.deep.equal(['1', '12', '2']);
  expect(page.countField('pets').max).to.equal('4');

  // Typed, and by the keyboard's arrow keys, with `input` and `change` as before.
  const log: string[] = [];
  for (const name of ['input', 'change']) element.addEventListener(name, () => log.push(`${name}:${element.value}`));
  const children = page.countField('children');
  children.focus();
  children.select();
  await sendKeys({ type: '3' });
  await sendKeys({ press: 'Tab' });
  await element.updateComplete;
  expect(element.value).to.equal('adults:2,children:3');
  expect(log).to.deep.equal(['input:adults:2,children:3', 'change:adults:2,children:3']);
  await sendKeys({ press: 'ArrowUp' });
  await element.updateComplete;
  expect(page.count('babies')).to.equal(1);

  // Normalized as always: a count above the limit becomes the limit, with the reason shown.
  adults.focus();
  adults.select();
  await sendKeys({ type: '40' });
  await sendKeys({ press: 'Enter' });
  await element.updateComplete;
  expect(adults.value).to.equal('12');
  expect(element.counts.adults).to.equal(12);
  expect(page.note).to.equal('At most 12 adults');
  await expectAccessible(setup);
}

describe('stay-guests: when the panel cannot be fetched', function () {
  this.timeout(FRAME_TEST_TIMEOUT);
  let setup: GuestsFrame | undefined;
  afterEach(() => setup?.frame.remove());

  it('falls back to number fields, reported once (sources, the panel module answered 404)', async () => {
    // The element imports its panel as ./stay-guests-panel.js; the test server serves the .ts source for it.
    const panel = new URL('/src/elements/stay-guests-panel.ts', location.href).href;
    const gone = new URL('/test/elements/gone/stay-guests-panel.js', location.href).href;
    setup = await guestsFrame({ holdIdle: true, importMap: { [panel]: gone } });
    setup.page.summaryButton.focus();
    await expectNumberFields(setup, gone);
  });

  it('falls back to number fields, reported once (the built bundle, its guests chunk answered 404)', async () => {
    const response = await fetch('/dist/stay-search.js');
    expect(response.ok, 'dist/stay-search.js is missing: run `npm run build` first').to.equal(true);
    const chunk = /import\((["'`])(\.\/[^"'`]*guests[^"'`]*\.js)\1\)/.exec(await response.text())?.[2];
    expect(chunk, 'the bundle loads the guests panel as a chunk of its own').to.be.a('string');
    const address = new URL(chunk!, new URL('/dist/stay-search.js', location.href)).href;
    const gone = new URL('/dist/gone/guests-panel.js', location.href).href;
    setup = await guestsFrame({ script: '/dist/stay-search.js', importMap: { [address]: gone } });
    // The bundle's idle work is its own: no interaction needed, the page is idle soon (it searches nothing).
    expect((await fetch(gone)).status, 'the mapped address is really missing').to.equal(404);
    await expectNumberFields(setup, gone);
  });
});
