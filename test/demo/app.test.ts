import { expect, waitUntil } from '@open-wc/testing';
import { SANDBOX_URL, sandboxPost } from '../helpers/sandbox.js';
import { deepQuery, loadFrame, waitForCards } from '../dist/frames.js';
import { axeViolations, nextLoad, waitForText } from './pages.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';

const service = encodeURIComponent(SANDBOX_URL);

describe('demo/app.html, the back-office app page', () => {
  let frame: HTMLIFrameElement | undefined;

  // The first page load makes the test server compile every module of the widget, which on a loaded machine takes
  // longer than a test waits for the page's text: compile them here first.
  before(async () => {
    await import('../../src/define/index.js');
    await import('../../src/controllers/app-sign-in.js');
  });

  afterEach(() => frame?.remove());

  it('exchanges a minted auth token, shows the user and results, and drops the token from the address', async () => {
    const { authtoken } = (await (
      await sandboxPost(SANDBOX_URL, '/sandbox/authtokens', { user_id: 'usr_demo' })
    ).json()) as {
      authtoken: string;
    };
    frame = await loadFrame(`/demo/app.html?service=${service}&authtoken=${encodeURIComponent(authtoken)}`);
    const widget = () => frame!.contentDocument!.querySelector('stay-search');
    await waitForText(widget, 'Demi de Vries');
    await waitForCards(frame);
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

    const reloaded = nextLoad(frame);
    (doc().querySelector('#demo-link-form button[type="submit"]') as HTMLButtonElement).click();
    await reloaded;
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
      await waitForCards(frame);
      const root = frame.contentDocument!.documentElement;
      expect(root.scrollWidth, 'the page width').to.be.at.most(root.clientWidth);
      const select = frame.contentDocument!.querySelector('#demo-user')!;
      expect(select.getBoundingClientRect().right, 'the demo-user select').to.be.at.most(root.clientWidth);
    });
  }

  it('signs in a user of one administration', async () => {
    frame = await loadFrame(`/demo/app.html?service=${service}`);
    const doc = () => frame!.contentDocument!;
    (doc().querySelector('#demo-user') as HTMLSelectElement).value = 'usr_single';
    const reloaded = nextLoad(frame);
    (doc().querySelector('#demo-link-form button[type="submit"]') as HTMLButtonElement).click();
    await reloaded;
    await waitForText(() => doc().querySelector('stay-search'), 'Sam Single');
  });
});
