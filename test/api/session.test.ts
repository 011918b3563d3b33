import { expect } from '@open-wc/testing';
import { AppSession, createClient, isStayApiError, type StayApiError } from '../../src/api/index.js';
import { isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';

interface Replaced {
  state: unknown;
  url: string;
}

async function failure(promise: Promise<unknown>): Promise<StayApiError> {
  const reason = await promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );
  if (!isStayApiError(reason)) throw reason;
  return reason;
}

/** A history that records what the session writes, so the test page's own address stays as it is. */
function recordingHistory() {
  const replaced: Replaced[] = [];
  return {
    replaced,
    history: {
      state: { kept: true },
      replaceState: (state: unknown, _title: string, url?: string | URL | null) =>
        replaced.push({ state, url: String(url) }),
    },
  };
}

/** The real fetch, recording the path of every request and the status of its answer. */
function recordingFetch() {
  const calls: string[] = [];
  const fetchAndRecord = async (input: string, init: RequestInit) => {
    const response = await fetch(input, init);
    calls.push(`${new URL(input).pathname.replace(/^\/i\/[^/]+/, '')} ${response.status}`);
    return response;
  };
  return { calls, fetch: fetchAndRecord };
}

async function authToken(base: string, userId = 'usr_demo'): Promise<string> {
  const answer = (await (await sandboxPost(base, '/sandbox/authtokens', { user_id: userId })).json()) as {
    authtoken: string;
  };
  return answer.authtoken;
}

const stay = { arrival: '2026-09-07', departure: '2026-09-09' };

describe('AppSession', () => {
  let base: string;
  beforeEach(() => {
    base = isolatedSandbox('api-session');
  });

  async function open(extra: { now?: () => number; fetch?: ReturnType<typeof recordingFetch>['fetch'] } = {}) {
    const token = await authToken(base);
    const { history, replaced } = recordingHistory();
    const session = await AppSession.fromLocation(base, {
      location: { href: `http://localhost:8000/app/?lang=nl&authtoken=${encodeURIComponent(token)}&tab=2#results` },
      history,
      ...extra,
    });
    return { session, replaced, token };
  }

  it('exchanges the authtoken as form data and removes only it from the address', async () => {
    const bodies: unknown[] = [];
    const fetchAndLook = (input: string, init: RequestInit) => {
      bodies.push(init.body);
      return fetch(input, init);
    };
    const { session, replaced } = await open({ fetch: fetchAndLook });
    expect(bodies[0]).to.be.instanceOf(FormData);
    expect(replaced).to.deep.equal([{ state: { kept: true }, url: '/app/?lang=nl&tab=2#results' }]);
    expect(session.user()).to.include({ id: 'usr_demo' });
    expect(session.user()?.admin_ids).to.deep.equal(['101', '102', '103']);
  });

  it('cleans the real address too, keeping its other parameters and hash', async () => {
    const before = window.location.href;
    const token = await authToken(base);
    const search = window.location.search;
    history.replaceState(history.state, '', `${search ? `${search}&` : '?'}authtoken=${token}&keep=1#here`);
    try {
      await AppSession.fromLocation(base);
      expect(window.location.search).to.equal(`${search ? `${search}&` : '?'}keep=1`);
      expect(window.location.hash).to.equal('#here');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });

  it('answers me() and searches with the ID token', async () => {
    const { session } = await open();
    const client = createClient({ baseUrl: base, session, adminId: '101' });
    expect(await client.me()).to.include({ id: 'usr_demo' });
    expect((await client.search({ ...stay, limit: 3 })).length).to.equal(3);
  });

  it('gives a typed error when a user of several administrations chooses none', async () => {
    const { session } = await open();
    const error = await failure(createClient({ baseUrl: base, session }).search(stay));
    expect([error.kind, error.code, error.param]).to.deep.equal(['invalid', 'MISSING_PARAMETER', 'X-Admin-Id']);
    expect(error.message).to.contain('X-Admin-Id');
  });

  it('answers me() only for an app session', async () => {
    const error = await failure(createClient({ baseUrl: base, publicKey: 'pub_demo_chain' }).me());
    expect(error.kind).to.equal('auth');
  });

  it('refuses a used auth token with a clear error and leaves the address alone', async () => {
    const { token } = await open();
    const { history, replaced } = recordingHistory();
    const error = await failure(
      AppSession.fromLocation(base, { location: { href: `http://localhost/?authtoken=${token}` }, history }),
    );
    expect([error.kind, error.code]).to.deep.equal(['auth', 'INVALID_CUSTOM_TOKEN']);
    expect(error.message).to.equal('Authtoken expired or used: open this page again from the back office.');
    expect(replaced).to.deep.equal([]);
  });

  it('never retries the exchange', async () => {
    await sandboxPost(base, '/sandbox/faults', { status: 503, count: 1, path: '/v21/oauth/token' });
    const { calls, fetch } = recordingFetch();
    const error = await failure(open({ fetch }));
    expect(error.kind).to.equal('server');
    expect(calls).to.deep.equal(['/v21/oauth/token 503']);
  });

  it('refreshes shortly before the token expires, once for requests in flight together', async () => {
    let offset = 0;
    const { calls, fetch } = recordingFetch();
    const { session } = await open({ now: () => Date.now() + offset, fetch });
    const client = createClient({ baseUrl: base, session, adminId: '101', fetch });
    await client.count(stay);
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 3550 });
    offset = 3550_000;
    await Promise.all([client.count(stay), client.search(stay)]);
    expect(calls).to.deep.equal([
      '/v21/oauth/token 200',
      '/v3/accommodations/search 200',
      '/v21/oauth/refresh_token 200',
      '/v3/accommodations/search 200',
      '/v3/accommodations/search 200',
    ]);
  });

  it('refreshes once after TOKEN_EXPIRED for two requests in flight, and retries both', async () => {
    const { calls, fetch } = recordingFetch();
    const { session } = await open({ fetch });
    const client = createClient({ baseUrl: base, session, adminId: '101', fetch });
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 3700 });
    const [count, results] = await Promise.all([client.count(stay), client.search({ ...stay, limit: 2 })]);
    expect(count).to.be.greaterThan(0);
    expect(results).to.have.length(2);
    expect(calls.filter((call) => call.startsWith('/v21/oauth/refresh_token'))).to.deep.equal([
      '/v21/oauth/refresh_token 200',
    ]);
    expect(calls.filter((call) => call === '/v3/accommodations/search 401')).to.have.length(2);
    expect(calls.filter((call) => call === '/v3/accommodations/search 200')).to.have.length(2);
  });

  it('ends the session when the refresh token is revoked, without trying again', async () => {
    const { calls, fetch } = recordingFetch();
    const { session } = await open({ fetch });
    const client = createClient({ baseUrl: base, session, adminId: '101', fetch });
    await sandboxPost(base, '/sandbox/revoke', { user_id: 'usr_demo' });
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 3700 });
    const error = await failure(client.search(stay));
    expect([error.kind, error.code]).to.deep.equal(['auth', 'INVALID_REFRESH_TOKEN']);
    expect(error.message).to.equal('Session ended: open this page again from the back office.');
    const again = await failure(client.me());
    expect(again.code).to.equal('INVALID_REFRESH_TOKEN');
    expect(calls.filter((call) => call.startsWith('/v21/oauth/refresh_token'))).to.have.length(1);
  });
});
