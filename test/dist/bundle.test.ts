import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import {
  bundleOrigin,
  deepQuery,
  frameWindow,
  loadBundleFiles,
  loadBundlePage,
  loadFrame,
  loadManifest,
  manifestElements,
  waitForCards,
  type BundleFiles,
} from './frames.js';

const TAGS = ['stay-dates', 'stay-guests', 'stay-filters', 'stay-results', 'stay-pager', 'stay-search'];
const STAFF_TAGS = ['stay-table'];

/** A part's file name: `stay-search.<name>-<hash>.js`, beside the entry. */
const PART_FILE = /^stay-search\.[\w.-]+-[\w-]{8}\.js$/;

/** Every module specifier in a minified file: static imports and re-exports, and `import()` with a literal. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*[`'"]([^`'"]+)[`'"]/g)].map((match) => match[1]!);
}

async function text(path: string): Promise<string> {
  const response = await fetch(path);
  expect(response.ok, `${path} is missing: run \`npm run build\` first`).to.equal(true);
  return response.text();
}

async function sha384(path: string): Promise<string> {
  const bytes = await (await fetch(path)).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

async function waitForTags(frame: HTMLIFrameElement): Promise<void> {
  const win = frameWindow(frame);
  await waitUntil(() => TAGS.every((tag) => win.customElements.get(tag)), 'every tag to be registered', {
    timeout: 10_000,
  }).catch((error: Error) => {
    throw new Error(`${error.message}; errors: ${win.pageErrors?.join(' | ')}; CSP: ${win.cspViolations?.join(' | ')}`);
  });
}

/** Loads a file of dist/ into the frame as a module script from `origin`, as the entry's `import()` would. */
function loadModule(frame: HTMLIFrameElement, src: string): Promise<void> {
  const script = frame.contentDocument!.createElement('script');
  script.type = 'module';
  script.src = src;
  const done = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true });
  });
  frame.contentDocument!.body.append(script);
  return done;
}

describe('dist/stay-search.js and its parts, the script-tag files', () => {
  let files: BundleFiles;
  const all = () => [files.entry, ...files.parts.map((part) => part.file)];

  before(async () => {
    files = await loadBundleFiles();
  });

  it('is one entry, stay-search.js, with its parts beside it under content-hashed names', async () => {
    expect(files.entry).to.equal('stay-search.js');
    for (const part of files.parts) {
      expect(part.file, 'stay-search.<name>-<hash>.js').to.match(PART_FILE);
      expect(part.name, part.file).not.to.equal('');
    }
    for (const file of all()) {
      const map = JSON.parse(await text(`/dist/${file}.map`)) as { sources: string[] };
      expect(map.sources.length, `${file}.map`).to.be.greaterThan(0);
      expect(await text(`/dist/${file}`)).to.contain(`//# sourceMappingURL=${file}.map`);
    }
  });

  it('runs on its own: the entry imports nothing statically, so the first results need one request', async () => {
    const code = await text(`/dist/${files.entry}`);
    const staticImports = specifiers(code.replace(/\bimport\(\s*[`'"][^`'"]+[`'"]\s*\)/g, ''));
    expect(staticImports).to.deep.equal([]);
  });

  it('imports nothing but its own parts, by addresses relative to itself', async () => {
    const reached = new Set<string>();
    const visit = async (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const code = await text(`/dist/${file}`);
      expect(/\bimport\(\s*[^`'"\s]/.test(code), `${file}: a computed import() cannot be checked`).to.equal(false);
      for (const specifier of specifiers(code)) {
        expect(specifier, `${file} imports ${specifier}`).to.match(/^\.\/stay-search(\.[\w.-]+-[\w-]{8})?\.js$/);
        await visit(specifier.slice(2));
      }
    };
    await visit(files.entry);
    expect([...reached].sort(), 'every part of the build is reached from the entry').to.deep.equal(all().sort());
  });

  it('adds no preload helper, no inline script and no eval', async () => {
    // Vite's preload helper would inject <link rel="modulepreload"> tags, resolved against the page's base URL.
    const forbidden = {
      'a preload helper': /__vitePreload|modulepreload/,
      'a script element': /createElement\(\s*[`'"]script[`'"]/,
      eval: /\beval\(|\bnew Function\(/,
    };
    for (const file of all()) {
      const code = await text(`/dist/${file}`);
      for (const [what, pattern] of Object.entries(forbidden)) expect(pattern.test(code), `${file}: ${what}`).to.equal(false);
    }
  });

  it('asks V8 to compile the entry eagerly (before its code), and leaves the parts to compile lazily', async () => {
    // The entry's code nearly all runs before the first results: compiled at once, off the main thread, while it
    // streams in (scripts/compile-hints.ts). A part is fetched ahead at idle time, and only part of it runs.
    const [notice, hint] = (await text('/dist/stay-search.js')).split('\n');
    expect(notice, 'the third-party notice stays the first line').to.match(/^\/\*!.*\*\/$/);
    expect(hint).to.equal('//# allFunctionsCalledOnLoad');
    for (const part of files.parts) {
      expect(await text(`/dist/${part.file}`), part.file).not.to.contain('allFunctionsCalledOnLoad');
    }
  });

  it('is minified', async () => {
    for (const file of all()) {
      const code = await text(`/dist/${file}`);
      expect(code.includes('/**'), `${file}: a doc comment`).to.equal(false);
      expect(/\n {2}/.test(code), `${file}: indented lines`).to.equal(false);
    }
    expect(/\bdefineElement\b/.test(await text('/dist/stay-search.js')), 'internal names are mangled').to.equal(false);
  });

  describe('in a plain page under a strict Content-Security-Policy, loaded twice', () => {
    let frame: HTMLIFrameElement;

    before(async () => {
      frame = await loadFrame(`/test/dist/fixtures/strict-csp.html?service=${encodeURIComponent(SANDBOX_URL)}`);
      await waitForTags(frame);
    });

    after(() => frame.remove());

    it('is served with the strict policy as an HTTP header', async () => {
      const policy = (await fetch('/test/dist/fixtures/strict-csp.html')).headers.get('content-security-policy') ?? '';
      expect(policy).to.contain("script-src 'self'");
      expect(policy).to.contain("style-src 'self'");
      expect(policy).not.to.contain('unsafe');
    });

    it('registers every element of the manifest', async () => {
      const win = frameWindow(frame);
      const tags = manifestElements(await loadManifest()).map((element) => element.tagName!);
      expect(tags).to.include.members(TAGS);
      // The staff table is the back office's: its own module (stay-search/define/stay-table), not the guests' tag.
      const guestTags = tags.filter((tag) => !STAFF_TAGS.includes(tag));
      for (const tag of guestTags) expect(win.customElements.get(tag), tag).to.be.a('function');
    });

    it('renders the elements with their styles', async () => {
      const pager = frame.contentDocument!.querySelector('stay-pager')!;
      await waitUntil(() => pager.shadowRoot?.querySelector('nav'), 'the pager to render');
      const button = deepQuery(pager.shadowRoot!, 'button[aria-current="page"]') as HTMLElement;
      expect(frameWindow(frame).getComputedStyle(button).minHeight).to.equal('44px');
    });

    it('finds and shows results from the sandbox', async () => {
      const cards = await waitForCards(frame);
      expect(cards.length).to.be.within(1, 5);
    });

    it('reports no CSP violation and no error, after the second copy too', () => {
      const win = frameWindow(frame);
      expect(win.cspViolations).to.deep.equal([]);
      expect(win.pageErrors).to.deep.equal([]);
    });
  });

  describe('from another origin (a CDN) under a strict policy: script-src that origin alone', () => {
    let frame: HTMLIFrameElement;
    const origin = bundleOrigin();

    before(async () => {
      frame = await loadBundlePage();
      await waitForTags(frame);
    });

    after(() => frame.remove());

    it('is served with that policy as an HTTP header', async () => {
      const page = `/test/dist/fixtures/cross-origin.html?service=${encodeURIComponent(SANDBOX_URL)}`;
      const policy = (await fetch(page)).headers.get('content-security-policy') ?? '';
      expect(policy).to.match(new RegExp(`script-src ${origin.replace(/[.:/]/g, '\\$&')};`));
      expect(policy).not.to.contain("script-src 'self'");
      expect(policy).not.to.contain('unsafe');
      expect(origin).not.to.equal(location.origin);
    });

    it('finds and shows results from the sandbox', async () => {
      const cards = await waitForCards(frame);
      expect(cards.length).to.be.within(1, 5);
    });

    it('loads every part from beside the entry on its origin, in CORS mode', async function () {
      if (files.parts.length === 0) this.skip(); // the build has no parts yet: nothing is loaded on demand
      await waitForCards(frame);
      for (const part of files.parts) await loadModule(frame, `${origin}/dist/${part.file}`);
      const scripts = frameWindow(frame)
        .performance.getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\.js(\?|$)/.test(name) && !name.endsWith('/fixtures/probe.js'));
      for (const name of scripts) expect(name, 'a script not from beside the entry').to.match(/\/dist\/stay-search[^/]*\.js/);
      for (const part of files.parts) expect(scripts).to.include(`${origin}/dist/${part.file}`);
    });

    it('reports no CSP violation, no error and no console warning', async () => {
      await waitForCards(frame);
      const win = frameWindow(frame);
      expect(win.cspViolations).to.deep.equal([]);
      expect(win.pageErrors).to.deep.equal([]);
      expect(win.consoleLines).to.deep.equal([]);
    });
  });

  it('fetches the texts of a widget in Dutch from beside the entry, on its origin', async function () {
    const dutch = files.parts.find((part) => part.name === 'nl');
    if (!dutch) this.skip(); // the build has no Dutch part
    const frame = await loadBundlePage({ lang: 'nl' });
    try {
      await waitForCards(frame);
      const win = frameWindow(frame);
      const fetched = win.performance.getEntriesByType('resource').map((entry) => entry.name);
      expect(fetched).to.include(`${bundleOrigin()}/dist/${dutch!.file}`);
      expect(frame.contentDocument!.querySelector('stay-search')!.getAttribute('lang')).to.equal('nl');
      expect(win.cspViolations).to.deep.equal([]);
      expect(win.pageErrors).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  describe('with Subresource Integrity on the script tag', () => {
    it('loads and shows results when the hash is the built file’s', async () => {
      const frame = await loadBundlePage({ integrity: await sha384('/dist/stay-search.js') });
      try {
        await waitForCards(frame);
        expect(frameWindow(frame).pageErrors).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });

    it('is refused by the browser when the hash is not the file’s', async () => {
      const wrong = `sha384-${btoa('x'.repeat(48))}`;
      const frame = await loadBundlePage({ integrity: wrong });
      try {
        const win = frameWindow(frame);
        await waitUntil(() => win.pageErrors.length > 0, 'the script to fail its integrity check');
        expect(win.customElements.get('stay-search')).to.equal(undefined);
      } finally {
        frame.remove();
      }
    });
  });
});

describe('/dist-without/<name>/, the built files with the parts whose name contains <name> unavailable', () => {
  let files: BundleFiles;

  before(async () => {
    files = await loadBundleFiles();
  });

  it('serves the entry and what it does not withhold exactly as /dist/ does', async () => {
    const entry = await text('/dist/stay-search.js');
    expect(await text('/dist-without/no-such-part/stay-search.js')).to.equal(entry);
    for (const part of files.parts) {
      expect(await text(`/dist-without/no-such-part/${part.file}`), part.file).to.equal(await text(`/dist/${part.file}`));
    }
    // A CORS request from another origin: it fails unless the answer allows any origin.
    const response = await fetch(`${bundleOrigin()}/dist-without/no-such-part/stay-search.js`);
    expect(response.ok).to.equal(true);
    expect(response.headers.get('content-type')).to.match(/^text\/javascript/);
  });

  it('answers 404 for every part whose name contains <name>, and only for those', async function () {
    if (files.parts.length === 0) this.skip(); // the build has no parts yet
    for (const withheld of files.parts) {
      for (const part of files.parts) {
        const response = await fetch(`/dist-without/${encodeURIComponent(withheld.name)}/${part.file}`);
        expect(response.status, `${part.file} without "${withheld.name}"`).to.equal(
          part.name.includes(withheld.name) ? 404 : 200,
        );
      }
      expect((await fetch(`/dist-without/${encodeURIComponent(withheld.name)}/stay-search.js`)).status).to.equal(200);
    }
  });

  it('withholds every part for the name *', async function () {
    if (files.parts.length === 0) this.skip(); // the build has no parts yet
    for (const part of files.parts) expect((await fetch(`/dist-without/*/${part.file}`)).status).to.equal(404);
    expect((await fetch('/dist-without/*/stay-search.js')).status).to.equal(200);
  });

  it('shows results with every part withheld: the results never depend on a part', async () => {
    const frame = await loadBundlePage({ without: '*' });
    try {
      const cards = await waitForCards(frame);
      expect(cards.length).to.be.within(1, 5);
      expect(frameWindow(frame).cspViolations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
