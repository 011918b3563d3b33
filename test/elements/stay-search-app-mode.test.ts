import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import { SANDBOX_URL, advanceClock, isolatedSandbox, mintAuthToken, sandboxPost } from '../helpers/sandbox.js';
import { EXCHANGED_AUTHTOKENS_KEY } from '../../src/controllers/app-sign-in.js';
import { LAST_SEARCH_KEY_PREFIX, lastSearchKey } from '../../src/controllers/last-search.js';
import { nextEvent } from '../helpers/events.js';
import {
  StaySearchPage,
  captureWarnings,
  expectedIds,
  plusDays,
  recordingFetch,
  sandboxData,
  searchFixture,
  type SandboxData,
} from '../helpers/stay-search-page.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';

let data: SandboxData;
let arrival: string;
let departure: string;
const original = window.location.href;

/** `address` adds `stay_` parameters to the page address and turns `sync-url` on; `adminId` sets `admin-id`. */
async function openAsApp(
  base: string,
  userId: string | null,
  { address = '', adminId = '', send }: { address?: string; adminId?: string; send?: typeof fetch } = {},
) {
  if (userId) {
    const { authtoken } = (await (await sandboxPost(base, '/sandbox/authtokens', { user_id: userId })).json()) as {
      authtoken: string;
    };
    history.replaceState(null, '', `?keep=1${address}&authtoken=${encodeURIComponent(authtoken)}`);
  } else {
    history.replaceState(null, '', '?keep=1');
  }
  const recorder = recordingFetch(send);
  const session = nextEvent(document, 'stay-session');
  const error = nextEvent(document, 'stay-error');
  const { el, page, first } = await searchFixture(html`
    <stay-search
      lang="en"
      auth="app"
      base-url=${base}
      debounce="20"
      arrival=${arrival}
      departure=${departure}
      admin-id=${adminId}
      ?sync-url=${!!address}
      .fetch=${recorder.fetch}
    ></stay-search>
  `);
  return { el, page, firstResults: first, recorder, session, error };
}

describe('stay-search in app mode', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  before(async () => {
    data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 15);
    departure = plusDays(data.today, 19);
  });

  // Each test is a fresh tab: no authtoken exchanged before.
  beforeEach(() => sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY));
  afterEach(() => {
    history.replaceState(null, '', original);
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
  });

  it('signs in with the authtoken, shows the user, and picks an administration', async () => {
    const base = isolatedSandbox('app-admins');
    const { el, page, recorder, session, firstResults: first } = await openAsApp(base, 'usr_demo');
    const { user } = await session;
    expect(user.name).to.equal('Demi de Vries');
    expect(new URL(window.location.href).searchParams.has('authtoken'), 'the authtoken leaves the address').to.equal(
      false,
    );
    expect(new URL(window.location.href).searchParams.get('keep')).to.equal('1');
    let event = await first;
    expect(page.session()).to.contain('Signed in as Demi de Vries');
    expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '101' }).length);
    expect(recorder.all.some((url) => url.pathname.endsWith('/v21/oauth/token'))).to.equal(true);
    expect(recorder.all.some((url) => url.pathname.endsWith('/v21/users/me'))).to.equal(true);

    const select = page.adminSelect()!;
    // The user's administrations, then "All administrations" (issue 15 item 4).
    expect([...select.options].map((option) => option.value)).to.deep.equal(['101', '102', '103', 'all']);
    expect(select.labels[0]!.textContent).to.contain('Administration');
    await expect(el).to.be.accessible();

    const results = page.nextResults();
    select.value = '103';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    event = await results;
    expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '103' }).length);
    expect(event.items.map((item) => item.id)).to.deep.equal(
      expectedIds(data, { arrival, departure, adminId: '103' }).slice(0, 20),
    );
  });

  it('searches at once with the administrations in the ID token, without waiting for /users/me', async () => {
    const base = isolatedSandbox('app-parallel');
    await sandboxPost(base, '/sandbox/faults', { latency_ms: 2000, path: '/v21/users/me' });
    // The order of the requests, not of the rendered results: on a busy machine, rendering the first results can
    // take longer than the 2 s /users/me is held, but asking for them cannot.
    const order: string[] = [];
    const send: typeof fetch = (input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path.endsWith('/v3/accommodations/search') && !order.includes('search asked')) order.push('search asked');
      const answer = window.fetch(input, init);
      if (path.endsWith('/v21/users/me')) answer.then(() => order.push('users/me answered')).catch(() => undefined);
      return answer;
    };
    const { page, session, firstResults } = await openAsApp(base, 'usr_demo', { send });
    await Promise.all([firstResults, session]);
    expect(order).to.deep.equal(['search asked', 'users/me answered']);
    expect(page.session()).to.contain('Signed in as Demi de Vries');
  });

  it('shows the administration searched after Back, whatever the guest picked last', async () => {
    const base = isolatedSandbox('app-admin-back');
    const { el, page, firstResults } = await openAsApp(base, 'usr_demo');
    el.syncUrl = true;
    await firstResults;
    await el.updateComplete;
    const select = page.adminSelect()!;
    const pick = async (id: string) => {
      const results = page.nextResults();
      select.value = id;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await results;
      await el.updateComplete;
    };
    await pick('103');
    await pick('102');
    const back = page.nextResults();
    history.back();
    const event = await back;
    await el.updateComplete;
    expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '103' }).length);
    expect(select.value).to.equal('103');
  });

  it('shows no picker for a user of one administration', async () => {
    const { page, session, firstResults: results } = await openAsApp(isolatedSandbox('app-single'), 'usr_single');
    await session;
    const event = await results;
    expect(page.session()).to.contain('Signed in as Sam Single');
    expect(page.adminSelect()).to.equal(null);
    expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '101' }).length);
  });

  for (const [given, options] of [
    ['admin-id "102"', { adminId: '102' }],
    ['stay_admin "103"', { address: '&stay_admin=103' }],
  ] as const) {
    it(`warns about ${given}, not one of the user's administrations, and searches their own`, async () => {
      const warnings = captureWarnings();
      try {
        const { firstResults } = await openAsApp(
          isolatedSandbox(`app-foreign-${given.slice(0, 5)}`),
          'usr_single',
          options,
        );
        const event = await firstResults;
        expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '101' }).length);
      } finally {
        warnings.restore();
      }
      expect(warnings.messages.filter((message) => message.includes(given))).to.have.length(1);
    });
  }

  it('refreshes the ID token in the middle of a session without the guest noticing', async () => {
    const base = isolatedSandbox('app-refresh');
    const { page, recorder, session, firstResults: first } = await openAsApp(base, 'usr_single');
    await session;
    await first;
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 3700 });
    recorder.reset();
    const results = page.nextResults();
    await page.filters.toggleOnlyAvailable();
    const event = await results;
    expect(
      recorder.all.some((url) => url.pathname.endsWith('/v21/oauth/refresh_token')),
      'the token was refreshed',
    ).to.equal(true);
    expect(event.total).to.equal(
      expectedIds(data, { arrival, departure, adminId: '101', onlyAvailable: false }).length,
    );
    expect(page.message()).to.equal(null);
  });

  it('says plainly that the session ended, and stops asking', async () => {
    const base = isolatedSandbox('app-ended');
    const { el, page, recorder, session, firstResults: first } = await openAsApp(base, 'usr_single');
    await session;
    await first;
    await sandboxPost(base, '/sandbox/revoke', { user_id: 'usr_single' });
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 3700 });
    recorder.reset();
    const failed = nextEvent(el, 'stay-error');
    await page.filters.toggleOnlyAvailable();
    await failed;
    await page.settle();
    await waitUntil(() => page.message() !== null, 'no session message');
    expect(page.message()!.getAttribute('role')).to.equal('alert');
    expect(page.message()!.textContent).to.contain('Your session has ended');
    const asked = recorder.all.length;
    await page.filters.element.updateComplete;
    page.filters.element.value = { ...page.filters.element.value, types: [] };
    el.departure = plusDays(departure, 1);
    await el.updateComplete;
    await el.updateComplete;
    expect(recorder.all.length, 'no request loop').to.equal(asked);
    await expect(el).to.be.accessible();
  });

  it('explains how to open the page when there is no authtoken', async () => {
    const { el, page, recorder, error } = await openAsApp(isolatedSandbox('app-none'), null);
    const failed = await error;
    expect((failed.error as { code?: string }).code).to.equal('MISSING_AUTHTOKEN');
    await page.settle();
    expect(page.message()!.getAttribute('role')).to.equal('alert');
    expect(page.message()!.textContent).to.contain('Open this page from the back office');
    expect(recorder.all).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  describe('a failed sign-in says what failed and what to do', () => {
    function authtokenInAddress(): string | null {
      return new URL(window.location.href).searchParams.get('authtoken');
    }

    async function problem(page: StaySearchPage): Promise<string> {
      await waitUntil(() => page.message() !== null, 'no sign-in message');
      const message = page.message()!;
      expect(message.getAttribute('role')).to.equal('alert');
      return message.textContent!.replace(/\s+/g, ' ').trim();
    }

    it('a reload (the token already used by this tab) says so, and the search stays in the address', async () => {
      const base = isolatedSandbox('app-reload');
      const first = await openAsApp(base, 'usr_single');
      await first.firstResults;
      const results = first.page.nextResults();
      await first.page.filters.toggleOnlyAvailable();
      await results;
      expect(new URL(window.location.href).searchParams.get('stay_available'), 'the search is in the address').to.equal(
        '0',
      );
      const address = window.location.href;
      first.el.remove();

      // The reload: the same address, without the token (it left the address once exchanged).
      const reloaded = await fixture<StaySearch>(
        html`<stay-search lang="en" auth="app" base-url=${base} arrival=${arrival} departure=${departure}></stay-search>`,
      );
      const text = await problem(new StaySearchPage(reloaded));
      expect(text).to.equal(
        'This sign-in link was already used: a link works once, and reloading the page uses it up. Open this page again from the back office.',
      );
      expect(window.location.href).to.equal(address);
      await expect(reloaded).to.be.accessible();
    });

    it('the same token again is refused as used, and leaves the address', async () => {
      const base = isolatedSandbox('app-used');
      const { authtoken } = await mintAuthToken(base, 'usr_single');
      history.replaceState(null, '', `?keep=1&authtoken=${authtoken}`);
      const { el: first, first: firstResults } = await searchFixture(
        html`<stay-search lang="en" auth="app" base-url=${base} arrival=${arrival} departure=${departure}></stay-search>`,
      );
      await firstResults;
      first.remove();
      history.replaceState(null, '', `?keep=1&authtoken=${authtoken}`);
      const errors: Event[] = [];
      const again = await fixture<StaySearch>(
        html`<stay-search lang="en" auth="app" base-url=${base} @stay-error=${(event: Event) => errors.push(event)}></stay-search>`,
      );
      const text = await problem(new StaySearchPage(again));
      expect(text).to.contain('This sign-in link was already used');
      expect(authtokenInAddress(), 'the refused token leaves the address').to.equal(null);
      expect(new URL(window.location.href).searchParams.get('keep')).to.equal('1');
      expect(errors).to.have.length(1);
    });

    it('an expired token says it expired (or was used elsewhere), and leaves the address', async () => {
      const base = isolatedSandbox('app-expired');
      const { authtoken } = await mintAuthToken(base, 'usr_single');
      await advanceClock(base, 301);
      history.replaceState(null, '', `?keep=1&authtoken=${authtoken}`);
      const recorder = recordingFetch();
      const el = await fixture<StaySearch>(
        html`<stay-search lang="en" auth="app" base-url=${base} arrival=${arrival} departure=${departure} .fetch=${recorder.fetch}></stay-search>`,
      );
      const text = await problem(new StaySearchPage(el));
      expect(text).to.equal(
        'This sign-in link has expired or was used elsewhere. Open this page again from the back office.',
      );
      expect(authtokenInAddress()).to.equal(null);
      expect(recorder.searches).to.have.length(0);
    });

    it('a sign-in service that cannot be reached says so, keeps the token, and signs in on "Try again"', async () => {
      const base = isolatedSandbox('app-unreachable');
      const { authtoken } = await mintAuthToken(base, 'usr_single');
      await sandboxPost(base, '/sandbox/faults', { status: 503, count: 1, path: '/v21/oauth/token' });
      history.replaceState(null, '', `?keep=1&authtoken=${authtoken}`);
      const el = await fixture<StaySearch>(
        html`<stay-search lang="nl" auth="app" base-url=${base} arrival=${arrival} departure=${departure}></stay-search>`,
      );
      const page = new StaySearchPage(el);
      const text = await problem(page);
      expect(text).to.equal('De inlogdienst is niet bereikbaar. Controleer de verbinding en probeer het opnieuw.');
      expect(authtokenInAddress()).to.equal(authtoken);
      const retry = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="sign-in-retry"]');
      expect(retry, 'a retry where retrying helps').to.not.equal(null);
      expect(retry!.textContent!.trim()).to.equal('Opnieuw proberen');
      await expect(el).to.be.accessible();

      // The service is back (the fault answered once): the same token signs in.
      const signedIn = nextEvent(el, 'stay-session');
      const results = page.nextResults();
      retry!.focus();
      await sendKeys({ press: 'Enter' });
      await signedIn;
      const event = await results;
      expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '101' }).length);
      expect(page.message(), 'the problem is gone').to.equal(null);
      expect(authtokenInAddress()).to.equal(null);
    });

    it('offers no retry where it cannot help (a used or expired token)', async () => {
      const base = isolatedSandbox('app-no-retry');
      const { authtoken } = await mintAuthToken(base, 'usr_single');
      await advanceClock(base, 301);
      history.replaceState(null, '', `?authtoken=${authtoken}`);
      const el = await fixture<StaySearch>(html`<stay-search lang="en" auth="app" base-url=${base}></stay-search>`);
      await problem(new StaySearchPage(el));
      expect(el.shadowRoot!.querySelector('[part="sign-in-retry"]')).to.equal(null);
    });

    it('a new token reopens the search kept in the address', async () => {
      const base = isolatedSandbox('app-reopen');
      const first = await openAsApp(base, 'usr_demo');
      await first.firstResults;
      await first.el.updateComplete;
      let results = first.page.nextResults();
      const select = first.page.adminSelect()!;
      select.value = '102';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await results;
      results = first.page.nextResults();
      await first.page.filters.chooseSort('name');
      await results;
      first.el.remove();
      const kept = new URL(window.location.href).search;
      expect(kept).to.contain('stay_admin=102');
      expect(kept).to.contain('stay_sort=name');

      // The back office opens the page again: the kept address with a new token.
      const { authtoken } = await mintAuthToken(base, 'usr_demo');
      history.replaceState(null, '', `${kept}&authtoken=${authtoken}`);
      const {
        el,
        page,
        first: reopened,
      } = await searchFixture(
        html`<stay-search lang="en" auth="app" base-url=${base} debounce="20" arrival=${arrival} departure=${departure}></stay-search>`,
      );
      const event = await reopened;
      expect(event.query.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
      expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '102' }).length);
      await el.updateComplete;
      expect(page.adminSelect()!.value).to.equal('102');
      expect(authtokenInAddress()).to.equal(null);
    });
  });

  describe("the last search of the user's tab", () => {
    function clearKept(): void {
      for (const key of Object.keys(sessionStorage))
        if (key.startsWith(LAST_SEARCH_KEY_PREFIX)) sessionStorage.removeItem(key);
    }
    beforeEach(clearKept);
    afterEach(clearKept);

    /** The back office opens the page again: a new token in an address with `search` (no search by default). */
    async function reopen(base: string, userId: string, search = '') {
      const { authtoken } = await mintAuthToken(base, userId);
      history.replaceState(null, '', `?keep=1${search}&authtoken=${authtoken}`);
      const el = await fixture<StaySearch>(
        html`<stay-search lang="en" auth="app" base-url=${base} debounce="20" arrival=${arrival} departure=${departure}></stay-search>`,
      );
      return { el, page: new StaySearchPage(el) };
    }

    /** Demi searches administration 102 by name, without "only available", in the table; then the page closes. */
    async function searchAndLeave(base: string): Promise<void> {
      const first = await openAsApp(base, 'usr_demo');
      await first.firstResults;
      await first.el.updateComplete;
      let results = first.page.nextResults();
      const select = first.page.adminSelect()!;
      select.value = '102';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await results;
      results = first.page.nextResults();
      await first.page.filters.chooseSort('name');
      await results;
      results = first.page.nextResults();
      await first.page.filters.toggleOnlyAvailable();
      await results;
      first.el.setAttribute('view', 'table');
      await first.el.updateComplete;
      first.el.remove();
    }

    it('comes back when the page is opened again without a search in its address', async () => {
      const base = isolatedSandbox('app-last-search');
      await searchAndLeave(base);
      const kept = Object.keys(sessionStorage)
        .filter((key) => key.startsWith(LAST_SEARCH_KEY_PREFIX))
        .map((key) => key + sessionStorage.getItem(key))
        .join(' ');
      expect(kept).to.contain('stay_admin=102');
      for (const personal of ['authtoken', 'Demi', 'usr_demo', 'token'])
        expect(kept, `no ${personal} in the storage`).not.to.contain(personal);

      const { el, page } = await reopen(base, 'usr_demo');
      const event = await page.nextResults();
      expect(event.query.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
      expect(event.total).to.equal(
        expectedIds(data, { arrival, departure, adminId: '102', onlyAvailable: false }).length,
      );
      expect(el.getAttribute('view'), 'the view too').to.equal('table');
      await el.updateComplete;
      expect(page.adminSelect()!.value).to.equal('102');
      await waitUntil(() => new URL(window.location.href).searchParams.get('stay_admin') === '102', 'into the address');
      expect(new URL(window.location.href).searchParams.has('authtoken')).to.equal(false);
    });

    it('gives way to a search in the address', async () => {
      const base = isolatedSandbox('app-last-address');
      await searchAndLeave(base);
      const { page } = await reopen(base, 'usr_demo', '&stay_sort=price-asc');
      const event = await page.nextResults();
      expect(event.query.sorts).to.deep.equal([{ column: 'price_total', order: 'asc' }]);
      expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '101' }).length);
    });

    it('is not given to another user of the tab, and is still there for its own', async () => {
      const base = isolatedSandbox('app-last-other');
      await searchAndLeave(base);
      const other = await reopen(base, 'usr_single');
      const event = await other.page.nextResults();
      expect(event.query.sorts ?? []).to.deep.equal([]);
      expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '101' }).length);
      expect(other.el.hasAttribute('view')).to.equal(false);
      other.el.remove();

      const { page } = await reopen(base, 'usr_demo');
      expect((await page.nextResults()).query.sorts).to.deep.equal([{ column: 'name', order: 'asc' }]);
    });

    it('ignores kept data that is not ours, or a bad value in it, with a warning and without a crash', async () => {
      const base = isolatedSandbox('app-last-corrupt');
      const key = lastSearchKey(`${base} usr_demo`);
      const warnings = captureWarnings();
      try {
        sessionStorage.setItem(key, '{"version":1,"search":');
        const broken = await reopen(base, 'usr_demo');
        const event = await broken.page.nextResults();
        expect(event.total).to.equal(expectedIds(data, { arrival, departure, adminId: '101' }).length);
        expect(warnings.messages).to.include(
          '<stay-search> the last search kept in this tab is not one of ours; ignored',
        );
        broken.el.remove();

        sessionStorage.setItem(
          key,
          JSON.stringify({ version: 1, search: 'stay_sort=cheapest&stay_admin=103', view: 'cards' }),
        );
        const bad = await reopen(base, 'usr_demo');
        const next = await bad.page.nextResults();
        expect(next.total, 'the good values apply').to.equal(
          expectedIds(data, { arrival, departure, adminId: '103' }).length,
        );
        expect(warnings.messages).to.include('<stay-search> last search: stay_sort "cheapest" ignored');
      } finally {
        warnings.restore();
      }
    });
  });
});
