// Fault suite, app mode: an ID token that expires during the session is refreshed silently; a revoked refresh
// token ends the session with one plain message and no loop of requests.
import { expect, html } from '@open-wc/testing';
import '../../src/define/stay-search.js';
import type { FetchLike } from '../../src/api/http.js';
import { isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { compressWaits } from '../helpers/timers.js';
import { plusDays, sandboxData, searchFixture } from '../helpers/stay-search-page.js';

const USER = 'usr_single';

/** Records the path of every request the widget makes. */
function pathRecorder(): { fetch: FetchLike; paths: string[]; count: (part: string) => number } {
  const paths: string[] = [];
  return {
    paths,
    fetch: (input, init) => {
      paths.push(new URL(input).pathname);
      return window.fetch(input, init);
    },
    count: (part) => paths.filter((path) => path.includes(part)).length,
  };
}

describe('fault: the app session', () => {
  const address = window.location.href;
  let arrival: string;
  let departure: string;

  before(async () => {
    const data = await sandboxData(isolatedSandbox('session-data'));
    arrival = plusDays(data.today, 14);
    departure = plusDays(data.today, 18);
  });

  afterEach(() => window.history.replaceState(window.history.state, '', address));

  /** An app page opened from the back office with a fresh authtoken, signed in and showing results. */
  async function signedInWidget(base: string) {
    const { authtoken } = (await (await sandboxPost(base, '/sandbox/authtokens', { user_id: USER })).json()) as {
      authtoken: string;
    };
    const url = new URL(address);
    url.searchParams.set('authtoken', authtoken);
    window.history.replaceState(window.history.state, '', url.href);
    const recorder = pathRecorder();
    const { el, page, first } = await searchFixture(html`
      <stay-search
        lang="en"
        auth="app"
        base-url=${base}
        debounce="0"
        types="chalet,campsite,villa"
        arrival=${arrival}
        departure=${departure}
        .fetch=${recorder.fetch}
      ></stay-search>
    `);
    await first;
    expect(
      new URL(window.location.href).searchParams.has('authtoken'),
      'the authtoken is removed from the address',
    ).to.equal(false);
    const errors: Event[] = [];
    el.addEventListener('stay-error', (event) => errors.push(event));
    return { el, page, recorder, errors };
  }

  it('refreshes an ID token that expired during the session silently', async () => {
    const base = isolatedSandbox('session-expiry');
    const { el, page, recorder, errors } = await signedInWidget(base);
    expect(recorder.count('/oauth/refresh_token')).to.equal(0);
    // Two hours pass on the service's clock: the ID token (one hour) has expired, the page does not know it yet.
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 7200 });

    let results = page.nextResults();
    await page.filters.toggleType('chalet');
    let event = await results;
    expect(event.query.type).to.deep.equal({ type: 'chalet', operator: 'EQ' });
    expect(recorder.count('/oauth/refresh_token'), 'one refresh for the data and count requests together').to.equal(1);
    expect(errors).to.have.length(0);
    expect(page.message()).to.equal(null);
    expect(page.results.state()).to.be.oneOf(['results', 'empty']);
    expect(page.session()).to.contain('Signed in as');

    // The refreshed token goes on working: no second refresh.
    results = page.nextResults();
    await page.filters.toggleType('villa');
    event = await results;
    expect(event.query.type).to.deep.equal({ type: ['chalet', 'villa'], operator: 'IN' });
    expect(recorder.count('/oauth/refresh_token')).to.equal(1);
    expect(errors).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('ends the session with a plain message when the refresh token is revoked, and asks nothing more', async () => {
    const base = isolatedSandbox('session-revoked');
    const { el, page, recorder } = await signedInWidget(base);
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 7200 });
    await sandboxPost(base, '/sandbox/revoke', { user_id: USER });

    const failed = nextEvent(el, 'stay-error');
    await page.filters.toggleType('chalet');
    await failed;
    await el.updateComplete;
    const message = page.message();
    expect(message, 'a session message').not.to.equal(null);
    expect(message!.getAttribute('role')).to.equal('alert');
    expect(message!.textContent!.replace(/\s+/g, ' ')).to.contain('Your session has ended');
    expect(message!.textContent).not.to.match(/INVALID|TOKEN|\b40\d\b|undefined/);
    expect(page.root.querySelector('stay-results'), 'no stale results beside the message').to.equal(null);
    expect(recorder.count('/oauth/refresh_token')).to.equal(1);

    // More changes by the guest: still the message, and not one request more, even with every wait of 0.5 to 10 s
    // passing at once (a widget that tried the refresh again later would do it now).
    const before = recorder.paths.length;
    const restoreTimers = compressWaits();
    try {
      await page.filters.toggleType('villa');
      await el.updateComplete;
      await page.filters.toggleType('campsite');
      await el.updateComplete;
      for (let trip = 0; trip < 5; trip += 1) await fetch(`${base}/sandbox/health`);
      await el.updateComplete;
    } finally {
      restoreTimers();
    }
    expect(recorder.paths.slice(before)).to.deep.equal([]);
    expect(page.message()!.textContent).to.contain('Your session has ended');
    await expect(el).to.be.accessible();
  });
});
