import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { SANDBOX_URL, sandboxPost } from '../helpers/sandbox.js';
import { deepQuery, deepQueryAll, loadFrame, waitForCards } from '../dist/frames.js';
import { axeViolations, nextLoad, waitForText } from './pages.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';
import { LAST_SEARCH_KEY_PREFIX } from '../../src/controllers/last-search.js';

const service = encodeURIComponent(SANDBOX_URL);

describe('demo/app.html, the back-office app page', () => {
  let frame: HTMLIFrameElement | undefined;

  // The first page load makes the test server compile every module of the widget, which on a loaded machine takes
  // longer than a test waits for the page's text: compile them here first.
  before(async () => {
    await import('../../src/define/index.js');
    await import('../../src/controllers/app-sign-in.js');
  });

  /** Each test is a fresh tab: no last search kept (the page's frame shares this page's sessionStorage). */
  function forgetLastSearches(): void {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(LAST_SEARCH_KEY_PREFIX)) sessionStorage.removeItem(key);
  }
  beforeEach(forgetLastSearches);
  afterEach(() => {
    frame?.remove();
    forgetLastSearches();
  });

  /** The staff table's rows in the frame, once there are some. */
  async function waitForRows(frame: HTMLIFrameElement): Promise<Element[]> {
    const doc = frame.contentDocument!;
    await waitUntil(() => deepQueryAll(doc, 'tr[part~="row"]').length > 0, 'the table rows to show', {
      timeout: 12_000,
    });
    return deepQueryAll(doc, 'tr[part~="row"]');
  }

  /**
   * Submits the page's demo-link form and follows it without letting the frame load the new page: WebKit's page
   * process now and then hung for good when the form reloaded an iframe that held the widget (2 runs in 10). The
   * frame's `fetch` is watched (the request still goes to the sandbox) for the token the page asks for; once the
   * page leaves (`pagehide`) the frame goes, and a fresh frame opens the address the page was going to, its own
   * address with the token, as app.ts builds it. (Waiting on `beforeunload` instead hung WebKit in 3 runs of 3.)
   * Returns the new frame and the user the page asked a token for.
   */
  async function followDemoLink(
    old: HTMLIFrameElement,
    size?: { width: number; height: number },
  ): Promise<{ frame: HTMLIFrameElement; userId: string }> {
    const page = old.contentWindow as Window & typeof globalThis;
    const address = new URL(page.location.href);
    const realFetch = page.fetch;
    let asked: { userId: string; authtoken: string } | undefined;
    page.fetch = async (input, init) => {
      const response = await realFetch.call(page, input, init);
      if (String(input).endsWith('/sandbox/authtokens') && response.ok) {
        const { user_id: userId } = JSON.parse(String(init?.body)) as { user_id: string };
        const { authtoken } = (await response.clone().json()) as { authtoken: string };
        asked = { userId, authtoken };
      }
      return response;
    };
    const leaving = new Promise<void>((resolve) => page.addEventListener('pagehide', () => resolve(), { once: true }));
    (old.contentDocument!.querySelector('#demo-link-form button[type="submit"]') as HTMLButtonElement).click();
    await leaving;
    old.remove();
    expect(asked, 'the page asked the sandbox for a token').not.to.equal(undefined);
    address.searchParams.set('authtoken', asked!.authtoken);
    return { frame: await loadFrame(address.pathname + address.search, size), userId: asked!.userId };
  }

  /** Opens the page as the back office does, signed in as `userId`. */
  async function openSignedIn(userId = 'usr_demo', size?: { width: number; height: number }) {
    const { authtoken } = (await (
      await sandboxPost(SANDBOX_URL, '/sandbox/authtokens', { user_id: userId })
    ).json()) as {
      authtoken: string;
    };
    return loadFrame(`/demo/app.html?service=${service}&authtoken=${encodeURIComponent(authtoken)}`, size);
  }

  it("shows the staff table by default, and the guests' cards one switch away", async function () {
    this.timeout(WIDGET_AUDIT_BOUND_MS); // two axe audits of the whole page, widget included
    frame = await openSignedIn();
    const doc = frame.contentDocument!;
    await waitForText(() => doc.querySelector('stay-search'), 'Demi de Vries');
    await waitForRows(frame);
    expect(deepQuery(doc, '[part~="card"]'), 'no cards in the table view').to.equal(null);
    const cards = doc.querySelector<HTMLInputElement>('input[name="view"][value="cards"]')!;
    const table = doc.querySelector<HTMLInputElement>('input[name="view"][value="table"]')!;
    expect(table.checked).to.equal(true);
    // A radio group: keyboard reachable, one arrow away.
    table.focus();
    cards.click();
    await waitForCards(frame);
    expect(doc.querySelector('stay-search')!.getAttribute('view')).to.equal('cards');
    expect(deepQuery(doc, 'tr[part~="row"]'), 'no table in the card view').to.equal(null);
    expect(await axeViolations(frame)).to.deep.equal([]);
    table.click();
    await waitForRows(frame);
    expect(await axeViolations(frame)).to.deep.equal([]);
  });

  it('opened again from the back office, comes back to the last view, and its switch says so', async () => {
    frame = await openSignedIn();
    let doc = frame.contentDocument!;
    await waitForText(() => doc.querySelector('stay-search'), 'Demi de Vries');
    await waitForRows(frame);
    doc.querySelector<HTMLInputElement>('input[name="view"][value="cards"]')!.click();
    await waitForCards(frame);
    frame.remove();

    // The back office's link again: a new token, no search in the address.
    frame = await openSignedIn();
    doc = frame.contentDocument!;
    await waitForText(() => doc.querySelector('stay-search'), 'Demi de Vries');
    await waitForCards(frame);
    expect(doc.querySelector('stay-search')!.getAttribute('view')).to.equal('cards');
    expect(doc.querySelector<HTMLInputElement>('input[name="view"][value="cards"]')!.checked).to.equal(true);
    expect(doc.querySelector<HTMLInputElement>('input[name="view"][value="table"]')!.checked).to.equal(false);
  });

  it('exchanges a minted auth token, shows the user and results, and drops the token from the address', async () => {
    const { authtoken } = (await (
      await sandboxPost(SANDBOX_URL, '/sandbox/authtokens', { user_id: 'usr_demo' })
    ).json()) as {
      authtoken: string;
    };
    frame = await loadFrame(`/demo/app.html?service=${service}&authtoken=${encodeURIComponent(authtoken)}`);
    const widget = () => frame!.contentDocument!.querySelector('stay-search');
    await waitForText(widget, 'Demi de Vries');
    await waitForRows(frame);
    expect(frame.contentWindow!.location.search).not.to.contain('authtoken');
    expect(frame.contentWindow!.location.search).to.contain('service=');
  });

  it('without a token explains how to get one, and its button opens the page with a fresh one', async function () {
    this.timeout(WIDGET_AUDIT_BOUND_MS); // two axe audits of the whole page, widget included
    frame = await loadFrame(`/demo/app.html?service=${service}`);
    const doc = () => frame!.contentDocument!;
    // The sign-in is a part of its own, loaded when the page starts it: allow for a slow machine.
    await waitUntil(
      () => deepQuery(doc(), 'stay-search')?.shadowRoot?.querySelector('[part~="message"]'),
      'the widget to explain',
      { timeout: 12_000 },
    );
    expect(await axeViolations(frame)).to.deep.equal([]);

    const followed = await followDemoLink(frame);
    frame = followed.frame;
    expect(followed.userId).to.equal('usr_demo');
    await waitForText(() => doc().querySelector('stay-search'), 'Demi de Vries');
    expect(await axeViolations(frame)).to.deep.equal([]);
  });

  for (const width of [390, 320]) {
    it(`fits a phone ${width} px wide: nothing scrolls sideways`, async () => {
      const { authtoken } = (await (
        await sandboxPost(SANDBOX_URL, '/sandbox/authtokens', { user_id: 'usr_demo' })
      ).json()) as { authtoken: string };
      frame = await loadFrame(`/demo/app.html?service=${service}&authtoken=${encodeURIComponent(authtoken)}`, {
        width,
        height: 844,
      });
      await waitForText(() => frame!.contentDocument!.querySelector('stay-search'), 'Demi de Vries');
      await waitForRows(frame);
      const root = frame.contentDocument!.documentElement;
      expect(root.scrollWidth, 'the page width').to.be.at.most(root.clientWidth);
      const select = frame.contentDocument!.querySelector('#demo-user')!;
      expect(select.getBoundingClientRect().right, 'the demo-user select').to.be.at.most(root.clientWidth);
    });
  }

  it('can be left while its modules still load, and the page around it goes on', async () => {
    // WebKit resumes a module suspended in a top-level `await` for ever, without running it, once its document has
    // left its frame (JSC's asyncModuleEvaluation loop): every page of that web process stops, this one too. Here the
    // guest leaves the moment app.ts has set up the widget and started loading its modules.
    frame = document.createElement('iframe');
    frame.title = 'page left while it loads';
    const leaving = frame;
    const started = new Promise<void>((resolve) => {
      const poll = () => {
        if (leaving.contentDocument?.querySelector('stay-search')?.hasAttribute('base-url')) resolve();
        else setTimeout(poll, 1);
      };
      poll();
    });
    leaving.src = `/demo/app.html?service=${service}`;
    document.body.append(leaving);
    await started;
    const left = nextLoad(leaving);
    leaving.src = 'about:blank';
    await left;
    leaving.remove();

    // This page still runs: the app page opens again and signs in.
    frame = await openSignedIn();
    await waitForText(() => frame!.contentDocument!.querySelector('stay-search'), 'Demi de Vries');
  });

  it('signs in a user of one administration', async () => {
    frame = await loadFrame(`/demo/app.html?service=${service}`);
    const doc = () => frame!.contentDocument!;
    (doc().querySelector('#demo-user') as HTMLSelectElement).value = 'usr_single';
    const followed = await followDemoLink(frame);
    frame = followed.frame;
    expect(followed.userId).to.equal('usr_single');
    await waitForText(() => doc().querySelector('stay-search'), 'Sam Single');
  });
});
