import { expect } from '@open-wc/testing';
import { isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';
import { addDays, all, decodeJwt, errorOf, sandboxData, searchRequest, type SandboxDataSet } from './support.js';

interface Exchange {
  kind: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  isNewUser: boolean;
}

async function mint(
  base: string,
  userId = 'usr_demo',
): Promise<{ authtoken: string; expires_in: number; app_url: string }> {
  return (await sandboxPost(base, '/sandbox/authtokens', { user_id: userId })).json();
}

function exchangeRaw(base: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/v21/oauth/token`, { method: 'POST', body, headers });
}

async function exchange(base: string, userId = 'usr_demo'): Promise<Exchange> {
  const { authtoken } = await mint(base, userId);
  const form = new FormData();
  form.set('auth_token', authtoken);
  const response = await exchangeRaw(base, form);
  expect(response.status).to.equal(200);
  return response.json();
}

function me(base: string, idToken: string, adminId?: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${idToken}` };
  if (adminId) headers['x-admin-id'] = adminId;
  return fetch(`${base}/v21/users/me`, { headers });
}

function refresh(base: string, refreshToken: string): Promise<Response> {
  const form = new FormData();
  form.set('refresh_token', refreshToken);
  return fetch(`${base}/v21/oauth/refresh_token`, { method: 'POST', body: form });
}

describe('sandbox token flow', () => {
  let data: SandboxDataSet;
  let arrival: string;
  let departure: string;

  before(async () => {
    data = await sandboxData();
    arrival = addDays(data.calendar.start, 20);
    departure = addDays(arrival, 4);
  });

  it('mints auth tokens with an app link on the request origin', async () => {
    const base = isolatedSandbox('auth');
    const minted = await mint(base);
    expect(minted.authtoken).to.be.a('string').with.length.greaterThan(20);
    expect(minted.expires_in).to.equal(300);
    expect(minted.app_url).to.equal(
      `${new URL(base).origin}/demo/app.html?authtoken=${encodeURIComponent(minted.authtoken)}`,
    );
    expect(
      (await errorOf(await fetch(`${base}/sandbox/authtokens`, { method: 'POST', body: '{"user_id":"usr_nobody"}' })))
        .status,
    ).to.equal(400);
  });

  it('exchanges an auth token sent as multipart, URL-encoded or JSON for an ID token and a refresh token', async () => {
    const base = isolatedSandbox('auth');
    const bodies: Array<(token: string) => [BodyInit, Record<string, string>]> = [
      (token) => {
        const form = new FormData();
        form.set('auth_token', token);
        return [form, {}];
      },
      (token) => [new URLSearchParams({ auth_token: token }), {}],
      (token) => [JSON.stringify({ auth_token: token }), { 'content-type': 'application/json' }],
    ];
    for (const make of bodies) {
      const { authtoken } = await mint(base);
      const [body, headers] = make(authtoken);
      const response = await exchangeRaw(base, body, headers);
      expect(response.status).to.equal(200);
      const answer: Exchange = await response.json();
      expect(answer.kind).to.equal('identitytoolkit#VerifyCustomTokenResponse');
      expect(answer.expiresIn).to.equal('3600');
      expect(answer.isNewUser).to.equal(false);
      expect(answer.refreshToken).to.be.a('string').with.length.greaterThan(20);
      const claims = decodeJwt(answer.idToken);
      expect(claims.sub).to.equal('usr_demo');
      expect(claims.admin_ids).to.deep.equal(['101', '102', '103']);
      expect(claims.scopes).to.be.an('array').with.length.greaterThan(0);
      expect(claims.name).to.be.a('string');
      expect(claims.email).to.be.a('string');
      expect((claims.exp as number) - (claims.iat as number)).to.equal(3600);
    }
  });

  it('accepts an auth token only once, and not after five minutes', async () => {
    const base = isolatedSandbox('auth');
    const { authtoken } = await mint(base);
    expect((await exchangeRaw(base, new URLSearchParams({ auth_token: authtoken }))).status).to.equal(200);
    const again = await errorOf(await exchangeRaw(base, new URLSearchParams({ auth_token: authtoken })));
    expect(again.status).to.equal(400);
    expect(again.body.error).to.include({ code: 400, message: 'INVALID_CUSTOM_TOKEN', param: 'auth_token' });

    const late = await mint(base);
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 301 });
    const expired = await errorOf(await exchangeRaw(base, new URLSearchParams({ auth_token: late.authtoken })));
    expect(expired.body.error.message).to.equal('INVALID_CUSTOM_TOKEN');

    const unknown = await errorOf(await exchangeRaw(base, new URLSearchParams({ auth_token: 'at_made_up' })));
    expect(unknown.body.error.message).to.equal('INVALID_CUSTOM_TOKEN');
    const none = await errorOf(await exchangeRaw(base, new URLSearchParams({})));
    expect(none.body.error).to.include({ code: 400, message: 'MISSING_PARAMETER', param: 'auth_token' });
  });

  it('keeps auth tokens and sessions to their own instance', async () => {
    const first = isolatedSandbox('auth');
    const second = isolatedSandbox('auth');
    const { authtoken } = await mint(first);
    const elsewhere = await errorOf(await exchangeRaw(second, new URLSearchParams({ auth_token: authtoken })));
    expect(elsewhere.body.error.message).to.equal('INVALID_CUSTOM_TOKEN');
    const { refreshToken } = await exchange(first);
    expect((await errorOf(await refresh(second, refreshToken))).body.error.message).to.equal('INVALID_REFRESH_TOKEN');
  });

  it('answers users/me for a valid ID token, within the user administrations', async () => {
    const base = isolatedSandbox('auth');
    const { idToken } = await exchange(base, 'usr_single');
    const response = await me(base, idToken);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal(data.users.find((user) => user.id === 'usr_single'));
    expect((await me(base, idToken, '101')).status).to.equal(200);
    const outside = await errorOf(await me(base, idToken, '102'));
    expect(outside.status).to.equal(403);
    expect(outside.body.error.message).to.equal('ADMIN_NOT_ALLOWED');
    const missing = await errorOf(await fetch(`${base}/v21/users/me`));
    expect(missing.body.error).to.include({ code: 401, message: 'MISSING_CREDENTIALS' });
    const withKey = await errorOf(await me(base, 'pub_demo_chain'));
    expect(withKey.body.error).to.include({ code: 401, message: 'INVALID_CREDENTIALS' });
  });

  it('refuses a tampered ID token', async () => {
    const base = isolatedSandbox('auth');
    const { idToken } = await exchange(base);
    const [header, payload, signature] = idToken.split('.');
    const forged = btoa(JSON.stringify({ ...decodeJwt(idToken), admin_ids: ['999'] }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(payload).not.to.equal(forged);
    const answer = await errorOf(await me(base, `${header}.${forged}.${signature}`));
    expect(answer.body.error).to.include({ code: 401, message: 'INVALID_CREDENTIALS' });
  });

  it('expires ID tokens after 3600 seconds on the sandbox clock, and refreshes them', async () => {
    const base = isolatedSandbox('auth');
    const { idToken, refreshToken } = await exchange(base);
    // The sandbox's clock also runs in real time between these requests: keep well clear of the exact second.
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 3540 });
    expect((await me(base, idToken)).status).to.equal(200);
    await sandboxPost(base, '/sandbox/clock', { advance_seconds: 61 });
    const expired = await errorOf(await me(base, idToken));
    expect(expired.body.error).to.include({ code: 401, message: 'TOKEN_EXPIRED' });
    const onSearch = await errorOf(await searchRequest({ arrival, departure }, { base, key: idToken, adminId: '101' }));
    expect(onSearch.body.error.message).to.equal('TOKEN_EXPIRED');

    const response = await refresh(base, refreshToken);
    expect(response.status).to.equal(200);
    const renewed = await response.json();
    expect(Object.keys(renewed).sort()).to.deep.equal([
      'access_token',
      'expires_in',
      'id_token',
      'refresh_token',
      'token_type',
      'user_id',
    ]);
    expect(renewed).to.include({
      expires_in: '3600',
      token_type: 'Bearer',
      user_id: 'usr_demo',
      refresh_token: refreshToken,
    });
    expect(renewed.access_token).to.equal(renewed.id_token);
    expect((await me(base, renewed.id_token)).status).to.equal(200);

    const viaJson = await fetch(`${base}/v21/oauth/refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(viaJson.status).to.equal(200);
    const viaForm = await fetch(`${base}/v21/oauth/refresh_token`, {
      method: 'POST',
      body: new URLSearchParams({ refresh_token: refreshToken }),
    });
    expect(viaForm.status).to.equal(200);
  });

  it('refuses unknown and revoked refresh tokens', async () => {
    const base = isolatedSandbox('auth');
    const unknown = await errorOf(await refresh(base, 'rt_made_up'));
    expect(unknown.body.error).to.include({ code: 400, message: 'INVALID_REFRESH_TOKEN', param: 'refresh_token' });

    const one = await exchange(base);
    const two = await exchange(base);
    const other = await exchange(base, 'usr_single');
    expect(
      await (await sandboxPost(base, '/sandbox/revoke', { refresh_token: one.refreshToken })).json(),
    ).to.deep.equal({ revoked: 1 });
    expect((await errorOf(await refresh(base, one.refreshToken))).body.error.message).to.equal('INVALID_REFRESH_TOKEN');
    expect((await refresh(base, two.refreshToken)).status).to.equal(200);

    await sandboxPost(base, '/sandbox/revoke', { user_id: 'usr_demo' });
    expect((await errorOf(await refresh(base, two.refreshToken))).body.error.message).to.equal('INVALID_REFRESH_TOKEN');
    expect((await refresh(base, other.refreshToken)).status).to.equal(200);
  });

  it('accepts an ID token on search, scoped to the user administrations', async () => {
    const base = isolatedSandbox('auth');
    const demo = await exchange(base, 'usr_demo');
    const single = await exchange(base, 'usr_single');

    const needsAdmin = await errorOf(await searchRequest({ arrival, departure }, { base, key: demo.idToken }));
    expect(needsAdmin.body.error).to.include({ code: 400, message: 'MISSING_PARAMETER', param: 'X-Admin-Id' });

    const for102 = await all({ arrival, departure }, { base, key: demo.idToken, adminId: '102' });
    const expected102 = data.accommodations
      .filter((a) => a.administration_id === '102')
      .map((a) => a.id)
      .sort();
    expect(for102.map((r) => r.id).sort()).to.deep.equal(expected102);

    const implicit = await all({ arrival, departure }, { base, key: single.idToken });
    expect(implicit.map((r) => r.id).sort()).to.deep.equal(
      data.accommodations
        .filter((a) => a.administration_id === '101')
        .map((a) => a.id)
        .sort(),
    );

    const outside = await errorOf(
      await searchRequest({ arrival, departure }, { base, key: single.idToken, adminId: '102' }),
    );
    expect(outside.body.error).to.include({ code: 403, message: 'ADMIN_NOT_ALLOWED' });
  });
});
