import { expect, waitUntil } from '@open-wc/testing';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { deepQuery, frameWindow, loadFrame, loadManifest, manifestElements, waitForCards } from './frames.js';

const TAGS = ['stay-dates', 'stay-guests', 'stay-filters', 'stay-results', 'stay-pager', 'stay-search'];

describe('dist/stay-search.js, the script-tag bundle', () => {
  it('is the one file a site names: it imports only chunks beside it, by relative address', async () => {
    const response = await fetch('/dist/stay-search.js');
    expect(response.ok, 'dist/stay-search.js is missing: run `npm run build` first').to.equal(true);
    const code = await response.text();
    // No static imports: the entry runs on its own; parts that only an interaction needs come through import().
    expect(code).not.to.match(/(^|[;}\s])import\s*[{*"'\w]/);
    expect(code).not.to.match(/\bfrom\s*["']/);
    const chunks = [...code.matchAll(/\bimport\((["'`])(.*?)\1\)/g)].map((match) => match[2]!);
    expect(code.match(/\bimport\(/g)?.length ?? 0, 'every import() names its chunk literally').to.equal(chunks.length);
    for (const chunk of chunks) {
      expect(chunk, 'a chunk beside the entry').to.match(/^\.\/[\w.-]+\.js$/);
      const answer = await fetch(new URL(chunk, new URL('/dist/stay-search.js', location.href)));
      expect(answer.ok, `${chunk} is in dist/`).to.equal(true);
    }
  });

  it('is minified', async () => {
    const code = await (await fetch('/dist/stay-search.js')).text();
    expect(code).not.to.contain('/**');
    expect(code, 'internal names are mangled').not.to.match(/\bdefineElement\b/);
  });

  describe('in a plain page under a strict Content-Security-Policy, loaded twice', () => {
    let frame: HTMLIFrameElement;

    before(async () => {
      frame = await loadFrame(`/test/dist/fixtures/strict-csp.html?service=${encodeURIComponent(SANDBOX_URL)}`);
      const win = frameWindow(frame);
      await waitUntil(() => TAGS.every((tag) => win.customElements.get(tag)), 'every tag to be registered', {
        timeout: 10_000,
      }).catch((error: Error) => {
        throw new Error(`${error.message}; errors: ${win.pageErrors?.join(' | ')}; CSP: ${win.cspViolations?.join(' | ')}`);
      });
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
      for (const tag of tags) expect(win.customElements.get(tag), tag).to.be.a('function');
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
});
