import { expect } from '@open-wc/testing';
import { waitUntil } from './wait.js';
import type { StayErrorEvent } from '../../src/events/stay-search.js';

/**
 * A fresh frame for testing a lazy part of the widget: its own module map, so the part has never been fetched
 * there (in this page, other test files may have loaded it long ago), with an import map that can send a part's
 * address to one that is not there (really fetched, and answered 404).
 */
export interface PartFrameWindow extends Window {
  axe: { run(context: Element): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
  warnings: string[];
  errors: StayErrorEvent[];
}

export interface PartFrame {
  frame: HTMLIFrameElement;
  window: PartFrameWindow;
  /** Whether the frame has fetched a file whose path contains `part` (resource timing). */
  fetched(part: string): boolean;
}

/**
 * An address on the test server. A srcdoc frame's own address is about:srcdoc: WebKit resolves a path against
 * that, not against the page that made the frame.
 */
export function absolute(path: string): string {
  return new URL(path, location.href).href;
}

/** A guard against a hung test, not a speed check: a fresh frame loads every source module again. */
export const PART_FRAME_TIMEOUT = 60_000;

/**
 * A frame whose body is `body`, with `script` (the sources' `/src/define/….ts`, or the built `/dist/stay-search.js`)
 * loaded as a module; resolves once `tag` is defined. Console warnings and `stay-error` events are recorded.
 */
export async function partFrame({
  script,
  tag,
  body,
  importMap = {},
  beforeScript = '',
  width = 1024,
  height = 800,
}: {
  script: string;
  tag: string;
  body: string;
  importMap?: Record<string, string>;
  /** A classic script that runs in the frame before `script` is imported. */
  beforeScript?: string;
  width?: number;
  height?: number;
}): Promise<PartFrame> {
  const frame = document.createElement('iframe');
  frame.title = `${tag} under test`;
  frame.width = String(width);
  frame.height = String(height);
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">
    <script type="importmap">${JSON.stringify({ imports: importMap })}</script>
    <script src="${absolute('/node_modules/axe-core/axe.min.js')}"></script>
    <script>
      // The dev server serves every source file on its own: room for all of their entries.
      performance.setResourceTimingBufferSize(2000);
    </script>
    <script>${beforeScript}</script>
    <script type="module">
      window.warnings = [];
      window.errors = [];
      const warn = console.warn.bind(console);
      console.warn = (...args) => { window.warnings.push(args.map(String).join(' ')); warn(...args); };
      addEventListener('stay-error', (event) => window.errors.push(event));
      await import(${JSON.stringify(absolute(script))});
    </script></head>
    <body style="margin: 16px">${body}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as unknown as PartFrameWindow;
  await waitUntil(() => win.customElements.get(tag), `<${tag}> to be defined`, { timeout: PART_FRAME_TIMEOUT / 2 });
  const fetched = (part: string) =>
    win.performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(part));
  return { frame, window: win, fetched };
}

/** The address of the built part whose source module's name contains `name`, as the entry imports it. */
export async function builtPartAddress(name: string): Promise<string> {
  const response = await fetch('/dist/stay-search.js');
  expect(response.ok, 'dist/stay-search.js is missing: run `npm run build` first').to.equal(true);
  const pattern = new RegExp(`import\\((["'\`])(\\./stay-search\\.[^"'\`]*${name}[^"'\`]*\\.js)\\1\\)`);
  const chunk = pattern.exec(await response.text())?.[2];
  expect(chunk, `the bundle loads ${name} as a part of its own`).to.be.a('string');
  return new URL(chunk!, new URL('/dist/stay-search.js', location.href)).href;
}

/** Axe's checks inside the frame (the test page's axe cannot reach another document). */
export async function expectAccessibleInFrame(window: PartFrameWindow, element: Element): Promise<void> {
  const { violations } = await window.axe.run(element);
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => String(node.target)).join(', ')}`),
  ).to.deep.equal([]);
}
