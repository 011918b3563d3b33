import { waitUntil } from '../helpers/wait.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';

/** Globals the fixture pages' probe scripts record. */
export interface ProbedWindow extends Window {
  cspViolations: string[];
  pageErrors: string[];
  /** The page's console warnings and errors, as `warn: …` and `error: …`. */
  consoleLines: string[];
}

/** Loads a page of the test server in an iframe (same origin, so the test can look inside) and waits for `load`. */
export async function loadFrame(src: string, { width = 1024, height = 900 } = {}): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = 'page under test';
  frame.width = String(width);
  frame.height = String(height);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = src;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** The test server's other origin (`127.0.0.1` for `localhost` and back): where the bundle comes from "a CDN". */
export function bundleOrigin(pageOrigin = location.origin): string {
  const url = new URL(pageOrigin);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.origin;
}

export interface BundlePageOptions {
  /** Withhold the parts whose name contains this (they answer 404), as after a deploy or behind a proxy. */
  without?: string;
  /** The service the widget searches (its `base-url`); the test runner's sandbox by default. */
  service?: string;
  /** An `integrity` attribute for the script tag. */
  integrity?: string;
  /** The widget's `lang` (the page is in English). */
  lang?: string;
  width?: number;
  height?: number;
}

/**
 * The built bundle as a campsite's page loads it: a plain page (test/dist/fixtures/cross-origin.html) whose one
 * module script comes from the test server's other origin, under a strict policy sent as a header (`script-src`
 * that origin alone, no inline script, no eval). The page's `<stay-search>` searches `service` with dates 40 days
 * ahead; its probe records CSP violations, errors and console warnings (`frameWindow(frame).cspViolations`…).
 * With `without`, every part whose name contains it answers 404, so the widget must do without it.
 */
export async function loadBundlePage(options: BundlePageOptions = {}): Promise<HTMLIFrameElement> {
  const { without, service = SANDBOX_URL, integrity, lang, width, height } = options;
  const params = new URLSearchParams({ service });
  params.set('bundle', without ? `/dist-without/${encodeURIComponent(without)}/stay-search.js` : '/dist/stay-search.js');
  if (integrity) params.set('integrity', integrity);
  if (lang) params.set('lang', lang);
  return loadFrame(`/test/dist/fixtures/cross-origin.html?${params}`, { width, height });
}

/** The files of the script-tag build: the entry a site names, and the parts it loads on demand. */
export interface BundleFiles {
  entry: string;
  /** Each part with its name (`stay-search.<name>-<hash>.js`). */
  parts: { file: string; name: string }[];
}

/** The build's own list of its files (Vite's manifest, dist/.vite/manifest.json). */
export async function loadBundleFiles(): Promise<BundleFiles> {
  const response = await fetch('/dist/.vite/manifest.json');
  if (!response.ok) throw new Error('dist/.vite/manifest.json is missing: run `npm run build` first');
  const chunks = Object.values((await response.json()) as Record<string, { file: string; isEntry?: boolean }>);
  const entry = chunks.find((chunk) => chunk.isEntry)?.file;
  if (!entry) throw new Error('the build manifest names no entry');
  const parts = chunks
    .filter((chunk) => !chunk.isEntry && chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, name: /^stay-search\.(.+)-[\w-]{8}\.js$/.exec(chunk.file)?.[1] ?? '' }));
  return { entry, parts };
}

export function frameWindow(frame: HTMLIFrameElement): ProbedWindow {
  return frame.contentWindow as unknown as ProbedWindow;
}

/** The first element matching `selector` anywhere below `root`, looking inside every open shadow root. */
export function deepQuery(root: ParentNode, selector: string): Element | null {
  return deepQueryAll(root, selector)[0] ?? null;
}

export function deepQueryAll(root: ParentNode, selector: string): Element[] {
  const found: Element[] = [...root.querySelectorAll(selector)];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...deepQueryAll(element.shadowRoot, selector));
  }
  return found;
}

/**
 * The visible text of an element, including the text in its shadow tree (slotted light DOM is read once). Checks
 * node types by name, not `instanceof`: the nodes may belong to an iframe's window.
 */
export function deepText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeName === 'STYLE' || node.nodeName === 'SCRIPT') return;
    const shadow = (node as Element).shadowRoot;
    if (shadow) {
      walk(shadow);
      return;
    }
    if (node.nodeName === 'SLOT') {
      const assigned = (node as HTMLSlotElement).assignedNodes({ flatten: true });
      for (const child of assigned.length ? assigned : node.childNodes) walk(child);
      return;
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(element);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Waits until the frame shows at least one result card (the `card` part of `<stay-results>`). */
export async function waitForCards(frame: HTMLIFrameElement, message = 'result cards to show'): Promise<Element[]> {
  const document = frame.contentDocument!;
  await waitUntil(() => deepQueryAll(document, '[part~="card"]').length > 0, message, { timeout: 12_000 });
  return deepQueryAll(document, '[part~="card"]');
}

export interface ManifestDeclaration {
  kind: string;
  name: string;
  tagName?: string;
  description?: string;
  customElement?: boolean;
  attributes?: { name: string; fieldName?: string; description?: string }[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean; description?: string }[];
  events?: { name: string; description?: string }[];
  slots?: { name: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string }[];
}

export interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations?: ManifestDeclaration[] }[];
}

/** The built manifest (`npm run build` writes it; the test server serves the project root). */
export async function loadManifest(): Promise<Manifest> {
  const response = await fetch('/dist/custom-elements.json');
  if (!response.ok) throw new Error('dist/custom-elements.json is missing: run `npm run build` first');
  return (await response.json()) as Manifest;
}

export function manifestElements(manifest: Manifest): ManifestDeclaration[] {
  return manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.customElement && d.tagName);
}
