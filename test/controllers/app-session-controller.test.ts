// The app session controller on a small host of its own. This file imports no part of the token flow itself: the
// controller loads it on demand, and the first test checks that a host that does not sign in never fetches it.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { LitElement } from 'lit';
import { createClient } from '../../src/api/client.js';
import { AddressController } from '../../src/controllers/address-controller.js';
import { AppSessionController, type SignInPart } from '../../src/controllers/app-session-controller.js';
import { appSignInPart } from '../../src/controllers/app-sign-in-part.js';
import { StayPartError } from '../../src/lazy/index.js';
import { advanceClock, isolatedSandbox, mintAuthToken, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { captureWarnings, recordingFetch } from '../helpers/stay-search-page.js';
import { missingPart } from '../helpers/missing-part.js';

const EXCHANGED_AUTHTOKENS_KEY = 'stay-search:exchanged-authtokens';

class SessionTestHost extends LitElement {
  appMode = true;
  baseUrl = '';
  fetcher: typeof window.fetch | undefined;
  signInPart: SignInPart | undefined;
  changes = 0;
  readonly warnings: string[] = [];
  readonly address = new AddressController(this, {
    enabled: () => true,
    onPopState: () => undefined,
    warn: (message) => this.warnings.push(message),
  });
  readonly session = new AppSessionController(this, {
    enabled: () => this.appMode,
    baseUrl: () => this.baseUrl,
    fetch: () => this.fetcher,
    address: this.address,
    signInPart: () => this.signInPart ?? appSignInPart,
    onChange: () => (this.changes += 1),
    warn: (message) => this.warnings.push(message),
  });

  override render() {
    const { status, problem, user } = this.session;
    return html`<p>${status} ${problem ?? ''} ${user?.name ?? ''}</p>`;
  }
}
customElements.define('session-test-host', SessionTestHost);

/** The modules of the token flow this page has fetched so far. */
function tokenFlowFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\/src\/(api\/session|controllers\/app-sign-in)\.ts$/.test(path));
}

async function sessionHost(
  base: string,
  {
    appMode = true,
    fetcher = undefined as typeof window.fetch | undefined,
    signInPart = undefined as SignInPart | undefined,
  } = {},
) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement('session-test-host') as SessionTestHost;
  el.appMode = appMode;
  el.baseUrl = base;
  el.fetcher = fetcher;
  el.signInPart = signInPart;
  container.append(el);
  return el;
}

describe('AppSessionController', () => {
  const original = window.location.href;

  beforeEach(() => sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY));
  afterEach(() => {
    history.replaceState(null, '', original);
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
  });

  it('loads the token flow only when it signs in', async () => {
    const base = isolatedSandbox('session-lazy');
    const { authtoken } = await mintAuthToken(base, 'usr_single');
    history.replaceState(null, '', `?authtoken=${authtoken}`);
    const off = await sessionHost(base, { appMode: false });
    await off.updateComplete;
    expect(off.session.status).to.equal('off');
    expect(tokenFlowFetched(), 'a host that does not sign in fetches none of it').to.deep.equal([]);
    off.remove();

    const signedIn = nextEvent(document, 'stay-session');
    const on = await sessionHost(base);
    await signedIn;
    expect(on.session.status).to.equal('ready');
    expect(tokenFlowFetched()).to.have.members(['/src/api/session.ts', '/src/controllers/app-sign-in.ts']);
  });

  it('says the service is unreachable, once, when the sign-in part cannot be fetched', async () => {
    const base = isolatedSandbox('session-part-gone');
    const { authtoken } = await mintAuthToken(base, 'usr_single');
    history.replaceState(null, '', `?authtoken=${authtoken}`);
    const gone: SignInPart = missingPart('app-session', '/src/controllers/app-sign-in-gone.js');
    const warnings = captureWarnings();
    const errors: Event[] = [];
    const record = (event: Event) => errors.push(event);
    document.addEventListener('stay-error', record);
    try {
      const el = await sessionHost(base, { signInPart: gone });
      await waitUntil(() => el.session.status === 'failed', 'the sign-in never failed');
      await el.updateComplete;
      expect(el.session.problem).to.equal('unreachable');
      expect(el.session.canRetry, 'a part that failed stays failed for the page').to.equal(false);
      expect(errors).to.have.length(1);
      const { error } = errors[0] as Event & { error: unknown };
      expect(error).to.be.instanceOf(StayPartError);
      expect((error as StayPartError).part).to.equal('app-session');
      expect(warnings.messages.filter((message) => message.includes('app-session'))).to.have.length(1);
      expect(new URL(location.href).searchParams.get('authtoken'), 'kept for a reload').to.equal(authtoken);
    } finally {
      warnings.restore();
      document.removeEventListener('stay-error', record);
    }
  });

  it('signs in: the user from the token at once, then from users/me; the token leaves the address', async () => {
    const base = isolatedSandbox('session-sign-in');
    const { authtoken } = await mintAuthToken(base, 'usr_demo');
    history.replaceState(null, '', `?keep=a%20b&authtoken=${authtoken}#here`);
    const recorder = recordingFetch();
    const signedIn = nextEvent(document, 'stay-session');
    const el = await sessionHost(base, { fetcher: recorder.fetch });
    expect(el.session.status).to.equal('signing-in');
    const { user } = await signedIn;
    expect(user.name).to.equal('Demi de Vries');
    expect(el.session.ready).to.equal(true);
    expect(el.session.user?.admin_ids).to.deep.equal(['101', '102', '103']);
    expect(el.changes, 'once from the token, once from users/me').to.equal(2);
    expect(recorder.all.map((url) => url.pathname.replace(/^\/i\/[^/]+/, ''))).to.deep.equal([
      '/v21/oauth/token',
      '/v21/users/me',
    ]);
    await el.address.whenWritten();
    expect(location.search).to.equal('?keep=a%20b');
    expect(location.hash).to.equal('#here');
    // Clients search with the session.
    const client = createClient({ baseUrl: base, session: el.session.session!, adminId: '102' });
    expect(await client.count({ arrival: '2026-12-01', departure: '2026-12-03' })).to.be.greaterThan(0);
  });

  it("picks the chosen administration while it is the user's, else the first, with a warning", async () => {
    const base = isolatedSandbox('session-admin');
    const { authtoken } = await mintAuthToken(base, 'usr_demo');
    history.replaceState(null, '', `?authtoken=${authtoken}`);
    const signedIn = nextEvent(document, 'stay-session');
    const el = await sessionHost(base);
    await signedIn;
    expect(el.session.administrationFor('103', 'admin-id')).to.equal('103');
    expect(el.session.administrationFor(undefined, 'admin-id')).to.equal('101');
    expect(el.warnings).to.deep.equal([]);
    expect(el.session.administrationFor('999', 'stay_admin')).to.equal('101');
    expect(el.warnings).to.deep.equal(['stay_admin "999" is not the user\'s']);
  });

  it('tells a missing token, a used one, an expired one and an unreachable service apart', async () => {
    const base = isolatedSandbox('session-problems');
    const problemOf = async () => {
      const failed = nextEvent(document, 'stay-error');
      const el = await sessionHost(base);
      await failed;
      await el.address.whenWritten();
      el.remove();
      return { problem: el.session.problem, status: el.session.status, token: new URL(location.href).searchParams };
    };

    history.replaceState(null, '', '?keep=1');
    expect((await problemOf()).problem, 'no token in a fresh tab').to.equal('missing');

    const expired = await mintAuthToken(base, 'usr_single');
    await advanceClock(base, 301);
    history.replaceState(null, '', `?keep=1&authtoken=${expired.authtoken}`);
    let outcome = await problemOf();
    expect([outcome.status, outcome.problem]).to.deep.equal(['failed', 'expired']);
    expect(outcome.token.has('authtoken'), 'a refused token leaves the address').to.equal(false);

    const fresh = await mintAuthToken(base, 'usr_single');
    await sandboxPost(base, '/sandbox/faults', { drop: true, count: 10, path: '/v21/oauth/token' });
    history.replaceState(null, '', `?keep=1&authtoken=${fresh.authtoken}`);
    outcome = await problemOf();
    expect(outcome.problem).to.equal('unreachable');
    expect(outcome.token.get('authtoken'), 'kept for a reload').to.equal(fresh.authtoken);
    await fetch(`${base}/sandbox/faults`, { method: 'DELETE' });

    // The same token, now exchanged by this tab; then used again (a reload before it left the address).
    const signedIn = nextEvent(document, 'stay-session');
    const el = await sessionHost(base);
    await signedIn;
    el.remove();
    history.replaceState(null, '', `?keep=1&authtoken=${fresh.authtoken}`);
    expect((await problemOf()).problem, 'the same token again').to.equal('used');
    history.replaceState(null, '', '?keep=1');
    expect((await problemOf()).problem, 'no token in a tab that signed in: a reload').to.equal('used');
  });

  it('ends the session when asked (the service refused the refresh token)', async () => {
    const base = isolatedSandbox('session-end');
    const { authtoken } = await mintAuthToken(base, 'usr_single');
    history.replaceState(null, '', `?authtoken=${authtoken}`);
    const signedIn = nextEvent(document, 'stay-session');
    const el = await sessionHost(base);
    await signedIn;
    const changes = el.changes;
    el.session.end();
    await el.updateComplete;
    expect([el.session.status, el.session.problem, el.session.ready]).to.deep.equal(['failed', 'ended', false]);
    expect(el.changes).to.equal(changes + 1);
    await waitUntil(() => el.renderRoot.textContent?.includes('failed ended'), 'not rendered');
  });
});
