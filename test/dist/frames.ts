import { waitUntil } from '@open-wc/testing';

/** Globals the fixture pages' probe scripts record. */
export interface ProbedWindow extends Window {
  cspViolations: string[];
  pageErrors: string[];
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
