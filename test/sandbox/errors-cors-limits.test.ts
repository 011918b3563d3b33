import { expect } from '@open-wc/testing';
import { SANDBOX_URL, isolatedSandbox, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';
import { addDays, errorOf, sandboxData, search, searchRequest, type SandboxDataSet } from './support.js';

describe('sandbox errors, CORS, limits and faults', () => {
  let data: SandboxDataSet;
  let arrival: string;
  let departure: string;

  before(async () => {
    data = await sandboxData();
    arrival = addDays(data.calendar.start, 10);
    departure = addDays(arrival, 7);
  });

  describe('errors of the contract', () => {
    const bad: Array<[string, Record<string, unknown>, string, string]> = [
      ['no arrival', { arrival: undefined }, 'MISSING_PARAMETER', 'arrival'],
      ['no departure', { departure: undefined }, 'MISSING_PARAMETER', 'departure'],
      [
        'an arrival that is not a date',
        { arrival: '01-02-2027', departure: '2027-01-09' },
        'INVALID_PARAMETER',
        'arrival',
      ],
      [
        'a date that does not exist',
        { arrival: '2027-02-27', departure: '2027-02-30' },
        'INVALID_PARAMETER',
        'departure',
      ],
      ['departure on arrival', { arrival: '2027-01-02', departure: '2027-01-02' }, 'INVALID_DATE_RANGE', 'departure'],
      [
        'departure before arrival',
        { arrival: '2027-01-09', departure: '2027-01-02' },
        'INVALID_DATE_RANGE',
        'departure',
      ],
      ['a stay over 365 nights', { arrival: '2027-01-01', departure: '2028-01-02' }, 'INVALID_DATE_RANGE', 'departure'],
      ['tags that are not JSON', { tags: '[["tag_a"' }, 'INVALID_PARAMETER', 'tags'],
      ['tags of the wrong shape', { tags: ['tag_a'] }, 'INVALID_PARAMETER', 'tags'],
      ['an unknown type operator', { type: { type: 'chalet', operator: 'LIKE' } }, 'INVALID_PARAMETER', 'type'],
      ['an unknown type', { type: { type: 'castle', operator: 'EQ' } }, 'INVALID_PARAMETER', 'type'],
      ['IN without an array', { type: { type: 42, operator: 'IN' } }, 'INVALID_PARAMETER', 'type'],
      [
        'an unknown age category',
        { age_table_categories: [{ id: 'grownups', count: '2' }] },
        'INVALID_PARAMETER',
        'age_table_categories',
      ],
      [
        'a count that is no number',
        { age_table_categories: [{ id: 'adults', count: 'two' }] },
        'INVALID_PARAMETER',
        'age_table_categories',
      ],
      ['an unknown sort column', { sorts: [{ column: 'price', order: 'asc' }] }, 'INVALID_PARAMETER', 'sorts'],
      ['an unknown sort order', { sorts: [{ column: 'name', order: 'up' }] }, 'INVALID_PARAMETER', 'sorts'],
      ['an unknown stock operator', { stock: { stock: 1, operator: 'NE' } }, 'INVALID_PARAMETER', 'stock'],
      ['offset 0', { offset: '0' }, 'INVALID_PARAMETER', 'offset'],
      ['a negative limit', { limit: '-3' }, 'INVALID_PARAMETER', 'limit'],
      ['persons that are no number', { persons: 'many' }, 'INVALID_PARAMETER', 'persons'],
    ];
    for (const [what, params, code, param] of bad) {
      it(`answers 400 ${code} for ${what}`, async () => {
        const { status, body } = await errorOf(
          await searchRequest({ arrival: '2027-01-02', departure: '2027-01-09', ...params }),
        );
        expect(status).to.equal(400);
        expect(body.error).to.include({ code: 400, message: code, param });
        expect(body.error.details).to.be.a('string').with.length.greaterThan(10);
      });
    }

    it('answers 401 for missing and unknown credentials', async () => {
      const noAuth = await errorOf(
        await fetch(`${SANDBOX_URL}/v3/accommodations/search?arrival=${arrival}&departure=${departure}`),
      );
      expect(noAuth.body.error).to.include({ code: 401, message: 'MISSING_CREDENTIALS' });
      const unknown = await errorOf(await searchRequest({ arrival, departure }, { key: 'pub_nobody' }));
      expect(unknown.body.error).to.include({ code: 401, message: 'INVALID_CREDENTIALS' });
      const scheme = await errorOf(
        await fetch(`${SANDBOX_URL}/v3/accommodations/search?arrival=${arrival}&departure=${departure}`, {
          headers: { authorization: 'Basic cHViOg==' },
        }),
      );
      expect(scheme.body.error).to.include({ code: 401, message: 'INVALID_CREDENTIALS' });
      const fakeJwt = await errorOf(
        await searchRequest({ arrival, departure }, { key: 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' }),
      );
      expect(fakeJwt.body.error).to.include({ code: 401, message: 'INVALID_CREDENTIALS' });
    });

    it('answers 403 for a secret key, an origin off the allow-list and an administration outside the key', async () => {
      const secret = await errorOf(await searchRequest({ arrival, departure }, { key: 'sec_demo_chain' }));
      expect(secret.body.error).to.include({ code: 403, message: 'SECRET_KEY_NOT_ALLOWED' });
      // This page runs on localhost; pub_demo_restricted allows only campsite.example.
      const origin = await errorOf(await searchRequest({ arrival, departure }, { key: 'pub_demo_restricted' }));
      expect(origin.body.error).to.include({ code: 403, message: 'ORIGIN_NOT_ALLOWED' });
      const admin = await errorOf(await searchRequest({ arrival, departure }, { key: 'pub_demo_101', adminId: '102' }));
      expect(admin.body.error).to.include({ code: 403, message: 'ADMIN_NOT_ALLOWED', param: 'X-Admin-Id' });
      const unknownAdmin = await errorOf(await searchRequest({ arrival, departure }, { adminId: 'abc' }));
      expect(unknownAdmin.body.error.message).to.equal('ADMIN_NOT_ALLOWED');
      expect((await searchRequest({ arrival, departure }, { key: 'pub_demo_101', adminId: '101' })).status).to.equal(
        200,
      );
    });

    it('answers 404 NOT_FOUND for unknown routes and 405 for a wrong method, in the same shape', async () => {
      for (const path of ['/v3/nothing', '/v2/accommodations/search', '/sandbox/nothing', '/i/x/v3/nothing']) {
        const { status, body } = await errorOf(await fetch(`${SANDBOX_URL}${path}`));
        expect(status, path).to.equal(404);
        expect(body.error).to.include({ code: 404, message: 'NOT_FOUND' });
      }
      const wrong = await errorOf(await fetch(`${SANDBOX_URL}/v21/oauth/token`));
      expect(wrong.body.error).to.include({ code: 405, message: 'METHOD_NOT_ALLOWED' });
    });
  });

  describe('CORS', () => {
    it('lets an allow-listed page send Authorization and X-Admin-Id across origins (a preflighted request)', async () => {
      expect(new URL(SANDBOX_URL).origin).not.to.equal(location.origin);
      const response = await searchRequest({ arrival, departure }, { adminId: '101' });
      expect(response.type).to.equal('cors');
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.contain('application/json');
    });

    it('answers the token endpoints and the sandbox routes for any origin, JSON bodies included', async () => {
      const base = isolatedSandbox('cors');
      const minted = await (await sandboxPost(base, '/sandbox/authtokens', { user_id: 'usr_demo' })).json();
      const response = await fetch(`${base}/v21/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auth_token: minted.authtoken }),
      });
      expect(response.type).to.equal('cors');
      expect(response.status).to.equal(200);
    });
  });

  describe('rate limit', () => {
    it('answers 429 RATE_LIMITED with a readable Retry-After over the limit, per key, until the minute is over', async () => {
      const base = isolatedSandbox('limits');
      expect(await (await fetch(`${base}/sandbox/limits`)).json()).to.deep.equal({ per_minute: 0 });
      await sandboxPost(base, '/sandbox/limits', { per_minute: 3 });
      for (let i = 0; i < 3; i += 1)
        expect((await searchRequest({ arrival, departure }, { base })).status).to.equal(200);
      const limited = await searchRequest({ arrival, departure }, { base });
      expect(limited.status).to.equal(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).to.be.within(1, 60);
      expect((await limited.json()).error).to.include({ code: 429, message: 'RATE_LIMITED' });
      expect((await searchRequest({ arrival, departure }, { base, key: 'pub_demo_101' })).status).to.equal(200);
      expect((await searchRequest({ arrival, departure })).status, 'other instances are not limited').to.equal(200);
      await sandboxPost(base, '/sandbox/clock', { advance_seconds: retryAfter });
      expect((await searchRequest({ arrival, departure }, { base })).status).to.equal(200);
      await sandboxDelete(base, '/sandbox/limits');
      expect(await (await fetch(`${base}/sandbox/limits`)).json()).to.deep.equal({ per_minute: 120 });
    });

    it('never lets more than the limit through in any 60 seconds, also across a minute boundary', async () => {
      const base = isolatedSandbox('limits-sliding');
      await sandboxPost(base, '/sandbox/limits', { per_minute: 3 });
      const status = async () => (await searchRequest({ arrival, departure }, { base })).status;
      expect(await status()).to.equal(200); // at 0 s
      await sandboxPost(base, '/sandbox/clock', { advance_seconds: 50 });
      // The sandbox's clock runs on in real time between the steps: on a busy machine a step can take seconds.
      const firstAt50 = performance.now();
      expect([await status(), await status()]).to.deep.equal([200, 200]); // at 50 s: three in the last minute
      await sandboxPost(base, '/sandbox/clock', { advance_seconds: 15 });
      expect(await status(), 'the request at 0 s has left the minute').to.equal(200); // at 65 s
      const limited = await searchRequest({ arrival, departure }, { base });
      const realSeconds = (performance.now() - firstAt50) / 1000;
      expect(limited.status, 'three requests since 50 s').to.equal(429);
      // Until the first request at 50 s leaves the minute: 45 s, less the real time the steps took.
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).to.be.within(Math.max(1, Math.ceil(45 - realSeconds)), 45);
      await sandboxPost(base, '/sandbox/clock', { advance_seconds: retryAfter });
      expect(await status(), 'through after Retry-After').to.equal(200);
    });
  });

  describe('faults', () => {
    it('answers the next request with a fault status and the contract body, then recovers', async () => {
      const base = isolatedSandbox('faults');
      await sandboxPost(base, '/sandbox/faults', { status: 500 });
      const failed = await errorOf(await searchRequest({ arrival, departure }, { base }));
      expect(failed.body.error).to.include({ code: 500, message: 'INTERNAL' });
      expect((await searchRequest({ arrival, departure }, { base })).status).to.equal(200);
    });

    it('queues several faults, counts them down and clears them', async () => {
      const base = isolatedSandbox('faults');
      await sandboxPost(base, '/sandbox/faults', { status: 502, count: 2 });
      await sandboxPost(base, '/sandbox/faults', { status: 503 });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await searchRequest({ arrival, departure }, { base })).status);
      expect(statuses).to.deep.equal([502, 502, 503, 200]);
      await sandboxPost(base, '/sandbox/faults', { status: 504, count: 5 });
      expect((await (await fetch(`${base}/sandbox/faults`)).json()).faults).to.have.length(1);
      await sandboxDelete(base, '/sandbox/faults');
      expect((await searchRequest({ arrival, departure }, { base })).status).to.equal(200);
    });

    it('applies a fault with admin_id only to requests for that administration', async () => {
      const base = isolatedSandbox('faults');
      await sandboxPost(base, '/sandbox/faults', { status: 503, admin_id: '102', count: 2 });
      const statuses = [];
      for (const adminId of ['101', '102', undefined, '103', '102', '102'])
        statuses.push((await searchRequest({ arrival, departure }, { base, adminId })).status);
      expect(statuses).to.deep.equal([200, 503, 200, 200, 503, 200]);
    });

    it('applies a fault only to matching paths and never to the sandbox routes', async () => {
      const base = isolatedSandbox('faults');
      await sandboxPost(base, '/sandbox/faults', { status: 503, path: '/v21/' });
      expect((await fetch(`${base}/sandbox/data`)).status).to.equal(200);
      expect((await searchRequest({ arrival, departure }, { base })).status).to.equal(200);
      const token = await fetch(`${base}/v21/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ auth_token: 'x' }),
      });
      expect(token.status).to.equal(503);
      expect(token.headers.get('retry-after')).to.equal('1');
    });

    it('answers broken JSON, drops the connection, or answers late when told to', async () => {
      const base = isolatedSandbox('faults');
      await sandboxPost(base, '/sandbox/faults', { malformed: true });
      const malformed = await searchRequest({ arrival, departure }, { base });
      expect(malformed.status).to.equal(200);
      // Read as text and parsed here: Response.json() rejects with a SyntaxError in Chromium and Firefox but with a
      // DOMException in WebKit.
      const body = await malformed.text();
      expect(() => JSON.parse(body)).to.throw(SyntaxError);

      // Chromium silently retries a request whose reused connection closed without an answer, once per pooled
      // socket (up to six per host): drop more than it can retry.
      await sandboxPost(base, '/sandbox/faults', { drop: true, count: 20 });
      let networkError: unknown;
      await searchRequest({ arrival, departure }, { base }).catch((error: unknown) => (networkError = error));
      expect(networkError).to.be.instanceOf(TypeError);
      await sandboxDelete(base, '/sandbox/faults');

      await sandboxPost(base, '/sandbox/faults', { latency_ms: 200 });
      const slow = searchRequest({ arrival, departure }, { base });
      // Another instance answers while this one waits.
      expect((await searchRequest({ arrival, departure })).status).to.equal(200);
      expect((await slow).status).to.equal(200);
    });

    it('keeps faults to their instance', async () => {
      const base = isolatedSandbox('faults');
      await sandboxPost(base, '/sandbox/faults', { status: 500, count: 10 });
      expect((await search({ arrival, departure, limit: '1' })).length).to.equal(1);
      await sandboxDelete(base, '/sandbox/faults');
    });

    it('refuses faults that do nothing or make no sense', async () => {
      const base = isolatedSandbox('faults');
      for (const body of [
        '{}',
        '{"status":200}',
        '{"latency_ms":-1}',
        '{"drop":"yes"}',
        '{"count":0,"status":500}',
        'nonsense',
      ]) {
        const response = await fetch(`${base}/sandbox/faults`, { method: 'POST', body });
        expect(response.status, body).to.equal(400);
      }
    });
  });

  describe('clock', () => {
    it('reports today, moves forward and resets', async () => {
      const base = isolatedSandbox('clock');
      const start = await (await fetch(`${base}/sandbox/clock`)).json();
      expect(start.today).to.equal(data.today);
      expect(start.offset_seconds).to.equal(0);
      const moved = await (await sandboxPost(base, '/sandbox/clock', { advance_seconds: 2 * 86_400 })).json();
      expect(moved.today).to.equal(addDays(data.today, 2));
      expect((await (await fetch(`${base}/sandbox/data`)).json()).today).to.equal(addDays(data.today, 2));
      await sandboxDelete(base, '/sandbox/clock');
      expect((await (await fetch(`${base}/sandbox/clock`)).json()).offset_seconds).to.equal(0);
      expect((await (await fetch(`${SANDBOX_URL}/sandbox/clock`)).json()).today).to.equal(data.today);
    });
  });
});
