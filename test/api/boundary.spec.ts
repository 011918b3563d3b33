import { expect } from '@open-wc/testing';
import { AppSession, StayApiError, decodeJwt, isStayApiError } from '../../src/api/index.js';
import { errorFromResponse, parseHttpDate, parseRetryAfter } from '../../src/api/errors.js';
import { readAccommodation, readCount, readSearch, readTokens, readUser } from '../../src/api/response.js';

function accommodation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'acc_a1',
    numeric_id: 7,
    price: 300,
    price_fixed: 25,
    price_per_night: 42.86,
    price_total: 340,
    available_stock: 3,
    thumbnail: 'https://img.example/a.jpg',
    rating: { amount: '12', avarage: '8.4' },
    labels: [
      {
        id: 'dogs',
        icon: 'paw',
        color: 'green',
        description: 'Dogs welcome',
        translations: { nl: { description: 'Honden' } },
      },
    ],
    persons_max: 4,
    persons_min: 1,
    rank: 2,
    closed: false,
    name: 'Lodge',
    name_translations: { nl: { description: 'Lodge' } },
    description: 'A lodge',
    description_translations: {},
    ...overrides,
  };
}

function caught(run: () => unknown): StayApiError {
  try {
    run();
  } catch (error) {
    if (isStayApiError(error)) return error;
    throw error;
  }
  throw new Error('expected a StayApiError');
}

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

describe('reading search answers', () => {
  it('accepts a bare array and { data: [...] }', () => {
    expect(readSearch([accommodation()])[0].id).to.equal('acc_a1');
    expect(readSearch({ data: [accommodation()] })[0].price_total).to.equal(340);
    expect(readSearch([])).to.deep.equal([]);
  });

  it('names the field of a wrong shape', () => {
    const body = [accommodation(), accommodation(), accommodation(), accommodation({ price_total: 'free' })];
    const error = caught(() => readSearch(body));
    expect(error.kind).to.equal('bad-response');
    expect(error.param).to.equal('data[3].price_total');
    expect(error.message).to.contain('data[3].price_total');
    expect(caught(() => readSearch({ data: [accommodation({ id: 12 })] })).param).to.equal('data[0].id');
    expect(caught(() => readSearch([accommodation({ name: undefined })])).param).to.equal('data[0].name');
    expect(caught(() => readSearch([accommodation({ available_stock: null })])).param).to.equal(
      'data[0].available_stock',
    );
    expect(caught(() => readSearch([accommodation({ labels: [{ icon: 'x' }] })])).param).to.equal(
      'data[0].labels[0].id',
    );
    expect(caught(() => readSearch([accommodation({ closed: 'no' })])).param).to.equal('data[0].closed');
    expect(caught(() => readSearch({ results: [] })).param).to.equal('data');
    expect(caught(() => readSearch(null)).param).to.equal('data');
    expect(caught(() => readSearch(['acc_a1'])).param).to.equal('data[0]');
  });

  it('fills in what is harmless to miss and reads numeric strings', () => {
    const read = readAccommodation(
      accommodation({
        labels: undefined,
        rating: null,
        name_translations: [],
        description_translations: undefined,
        thumbnail: undefined,
        closed: undefined,
        price_total: '340.50',
        numeric_id: undefined,
      }),
      'data[0]',
    );
    expect(read.labels).to.deep.equal([]);
    expect(read.rating).to.deep.equal({ amount: '0', avarage: '0' });
    expect(read.name_translations).to.deep.equal({});
    expect(read.description_translations).to.deep.equal({});
    expect(read.thumbnail).to.equal('');
    expect(read.closed).to.equal(false);
    expect(read.price_total).to.equal(340.5);
    expect(read.numeric_id).to.equal(0);
  });

  it('keeps translations and labels as the service sends them', () => {
    const read = readAccommodation(accommodation({ rating: { amount: 3, avarage: '9.1' } }), 'data[0]');
    expect(read.labels[0]).to.deep.equal({
      id: 'dogs',
      icon: 'paw',
      color: 'green',
      description: 'Dogs welcome',
      translations: { nl: { description: 'Honden' } },
    });
    expect(read.name_translations).to.deep.equal({ nl: { description: 'Lodge' } });
    expect(read.rating).to.deep.equal({ amount: '3', avarage: '9.1' });
  });
});

describe('reading count answers', () => {
  it('accepts every shape the contract lists', () => {
    expect(readCount({ count: 57 })).to.equal(57);
    expect(readCount(57)).to.equal(57);
    expect(readCount({ total: 57 })).to.equal(57);
    expect(readCount({ data: [], count: 57 })).to.equal(57);
    expect(readCount({ count: '57' })).to.equal(57);
  });

  it('refuses anything else as a bad response', () => {
    for (const body of [{}, { count: -1 }, { count: 1.5 }, 'many', null, []]) {
      const error = caught(() => readCount(body));
      expect(error.kind).to.equal('bad-response');
      expect(error.param).to.equal('count');
    }
  });
});

describe('reading users and tokens', () => {
  it('reads a user and refuses one without id', () => {
    expect(readUser({ id: 'usr_demo', name: 'Demo', email: 'd@x', admin_ids: ['101', 102], scopes: [] })).to.deep.equal(
      {
        id: 'usr_demo',
        name: 'Demo',
        email: 'd@x',
        admin_ids: ['101', '102'],
        scopes: [],
      },
    );
    expect(caught(() => readUser({ name: 'x' })).param).to.equal('user.id');
    expect(caught(() => readUser({ id: 'u', admin_ids: '101' })).param).to.equal('user.admin_ids');
  });

  it('needs both tokens from an exchange', () => {
    expect(caught(() => readTokens({ idToken: 'a.b.c' })).param).to.equal('refreshToken');
    expect(caught(() => readTokens('<html>')).kind).to.equal('bad-response');
  });

  it('reads a refresh answer, keeping the refresh token when none comes back', () => {
    expect(readTokens({ id_token: 'a.b.c', refresh_token: 'r2', expires_in: '3600' }, 'r1')).to.deep.equal({
      idToken: 'a.b.c',
      refreshToken: 'r2',
      expiresIn: '3600',
    });
    expect(readTokens({ id_token: 'a.b.c' }, 'r1').refreshToken).to.equal('r1');
    expect(caught(() => readTokens({ refresh_token: 'r2' }, 'r1')).param).to.equal('id_token');
  });
});

describe('StayApiError from an error answer', () => {
  it('reads the contract body', () => {
    const body =
      '{"error":{"code":400,"message":"INVALID_DATE_RANGE","details":"departure must be after arrival.","param":"departure"}}';
    const error = errorFromResponse(400, body, null);
    expect(error).to.be.instanceOf(StayApiError);
    expect(error).to.be.instanceOf(Error);
    expect([error.kind, error.status, error.code, error.param, error.message]).to.deep.equal([
      'invalid',
      400,
      'INVALID_DATE_RANGE',
      'departure',
      'departure must be after arrival.',
    ]);
  });

  it('reads the Firebase body of the token endpoints as an auth problem', () => {
    const body =
      '{"error":{"code":400,"message":"INVALID_CUSTOM_TOKEN","errors":[{"message":"INVALID_CUSTOM_TOKEN","domain":"global","reason":"invalid"}]}}';
    const error = errorFromResponse(400, body, null);
    expect([error.kind, error.code]).to.deep.equal(['auth', 'INVALID_CUSTOM_TOKEN']);
    expect(error.message).to.equal('Authtoken expired or used: open this page again from the back office.');
    expect(
      errorFromResponse(400, '{"error":{"code":400,"message":"INVALID_REFRESH_TOKEN : revoked"}}', null).code,
    ).to.equal('INVALID_REFRESH_TOKEN');
    expect(
      errorFromResponse(401, '{"error":{"code":"TOKEN_EXPIRED","message":"The ID token has expired."}}', null).code,
    ).to.equal('TOKEN_EXPIRED');
  });

  it('maps statuses to kinds', () => {
    const kinds = [401, 403, 429, 400, 500, 502, 404].map((status) => errorFromResponse(status, '', null).kind);
    expect(kinds).to.deep.equal(['auth', 'forbidden', 'rate-limited', 'invalid', 'server', 'server', 'server']);
  });

  it('never passes markup from the server on to the page', () => {
    const error = errorFromResponse(502, '<html><body><h1>502 Bad Gateway</h1></body></html>', null);
    expect(error.message).to.equal('Request failed: server.');
    const sneaky = errorFromResponse(
      400,
      '{"error":{"code":400,"message":"X","details":"<img src=x onerror=alert(1)>"}}',
      null,
    );
    expect(sneaky.message).not.to.contain('<');
  });

  it("reads Retry-After in delta-seconds, the contract's form", () => {
    expect(errorFromResponse(429, '', '7').retryAfter).to.equal(7);
    expect(parseRetryAfter('2.5')).to.equal(3);
    expect(parseRetryAfter(' 0 ')).to.equal(0);
    expect(parseRetryAfter('soon')).to.equal(undefined);
    expect(parseRetryAfter('-5')).to.equal(undefined);
    expect(parseRetryAfter('')).to.equal(undefined);
    expect(parseRetryAfter(null)).to.equal(undefined);
  });

  it('reads Retry-After as an HTTP-date in all three of its forms, counted from the given clock', () => {
    const now = Date.UTC(1994, 10, 6, 8, 49, 7);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).to.equal(30);
    expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).to.equal(30);
    expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', now)).to.equal(30);
    // What the page's own Date gives, in every engine: a moment five seconds ahead.
    const later = new Date(Math.floor(Date.now() / 1000) * 1000 + 5000).toUTCString();
    expect(parseRetryAfter(later, Date.parse(later) - 5000)).to.equal(5);
    expect(errorFromResponse(429, '', 'Sun, 06 Nov 1994 08:49:37 GMT', now).retryAfter).to.equal(30);
  });

  it('waits nothing for a date already past, and reads no date that is not one', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).to.equal(0);
    for (const text of [
      'Sun, 31 Feb 2027 08:49:37 GMT',
      'Sun, 06 Nov 2027 25:49:37 GMT',
      'Sun, 06 Foo 2027 08:49:37 GMT',
      'Sun, 06 Nov 2027 08:49:37 CET',
      '2027-11-06T08:49:37Z',
      'tomorrow',
    ]) {
      expect(parseRetryAfter(text, now), text).to.equal(undefined);
    }
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', Date.UTC(2026, 0, 1))).to.equal(
      Date.UTC(1994, 10, 6, 8, 49, 37),
    );
    expect(parseHttpDate('Friday, 06-Nov-37 08:49:37 GMT', Date.UTC(2026, 0, 1))).to.equal(
      Date.UTC(2037, 10, 6, 8, 49, 37),
    );
  });
});

describe('decodeJwt', () => {
  it('reads the claims without verifying, including non-ASCII text', () => {
    const claims = { sub: 'usr_demo', name: 'Zoë Müller', exp: 1_900_000_000, iat: 1_899_996_400 };
    expect(decodeJwt(jwt(claims))).to.deep.equal(claims);
  });

  it('gives undefined for anything that is not a JWT', () => {
    for (const token of ['', 'abc', 'a.!!!.c', `a.${btoa('[1')}.c`]) expect(decodeJwt(token)).to.equal(undefined);
  });
});

describe('AppSession.fromLocation without an authtoken', () => {
  it('fails with a typed error a page can show, before any request', async () => {
    let requests = 0;
    const error = await AppSession.fromLocation('http://127.0.0.1:1', {
      location: { href: 'http://localhost/app?lang=nl#top' },
      fetch: () => {
        requests += 1;
        return Promise.reject(new Error('no request expected'));
      },
    }).catch((reason: unknown) => reason);
    expect(isStayApiError(error)).to.equal(true);
    expect((error as StayApiError).kind).to.equal('auth');
    expect((error as StayApiError).code).to.equal('MISSING_AUTHTOKEN');
    expect((error as StayApiError).message).to.equal('No authtoken: open this page from the back office.');
    expect(requests).to.equal(0);
  });
});
