import { expect } from '@open-wc/testing';
import { isolatedSandbox } from '../helpers/sandbox.js';
import { addDays, sandboxData, seeded, type SandboxDataSet } from './support.js';

// Random and malformed input, sent with bounded concurrency: the sandbox must answer every request, never with a
// 5xx, and every error in the contract's shape.

interface Case {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: BodyInit;
}

const CONCURRENCY = 6;

async function check(base: string, cases: Case[]): Promise<void> {
  const problems: string[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < cases.length) {
      const current = cases[next];
      next += 1;
      const label = `${current.method} ${current.path.slice(0, 160)}`;
      try {
        const response = await fetch(`${base}${current.path}`, {
          method: current.method,
          headers: current.headers,
          body: current.body,
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        if (response.status >= 500) {
          problems.push(`${response.status} for ${label}: ${text.slice(0, 200)}`);
        } else if (response.status >= 400) {
          const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; details?: unknown } };
          const shaped =
            body.error?.code === response.status &&
            typeof body.error.message === 'string' &&
            typeof body.error.details === 'string';
          if (!shaped) problems.push(`bad error body for ${label}: ${text.slice(0, 200)}`);
        } else if (response.status === 200 && current.path.includes('/v3/')) {
          const body: unknown = JSON.parse(text);
          if (!Array.isArray(body) && typeof (body as { count?: unknown }).count !== 'number')
            problems.push(`odd answer for ${label}`);
        }
      } catch (error) {
        problems.push(`no answer for ${label}: ${String(error)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(problems, problems.slice(0, 5).join('\n')).to.deep.equal([]);
}

describe('sandbox fuzz', function () {
  this.timeout(60_000);
  let data: SandboxDataSet;
  const random = seeded(1234);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  const junkStrings = [
    '',
    ' ',
    'null',
    'undefined',
    'true',
    '0',
    '-1',
    '1e309',
    'NaN',
    '9007199254740993',
    '[]',
    '{}',
    '[[]]',
    '[{}]',
    '{"a":',
    '"',
    "'",
    '\\',
    '%',
    '%zz',
    '%E0%A4%A',
    '%00',
    '🏕️',
    'ç∂ß',
    '<script>',
    'a'.repeat(3000),
    '['.repeat(500),
    '{"type":null}',
    '{"operator":"IN","type":[null]}',
    '{"operator":"EQ","type":{"x":1}}',
    '[["tag_a",1]]',
    '[{"id":"adults","count":"-2"}]',
    '[{"id":"adults","count":"99999999999999999999"}]',
    '[{"id":"pets","count":"3"}]',
    '[{"column":"name"}]',
    '[{"column":"__proto__","order":"asc"}]',
    '{"__proto__":{"x":1}}',
    '{"stock":"1","operator":"GTE"}',
    '{"stock":1.5}',
    '2026-13-01',
    '2026-02-29',
    '2028-02-29',
    '0000-01-01',
    '9999-12-31',
    '2027-1-1',
    '2027-01-01T00:00:00Z',
    '20270101',
  ];

  function date(): string {
    const roll = random();
    if (roll < 0.5) return addDays(data.calendar.start, int(-40, 700));
    if (roll < 0.7)
      return `${int(1900, 2100)}-${String(int(0, 13)).padStart(2, '0')}-${String(int(0, 32)).padStart(2, '0')}`;
    return pick(junkStrings);
  }

  function validish(name: string): unknown {
    const tags = data.tags.map((tag) => tag.id);
    switch (name) {
      case 'age_table_categories':
        return Array.from({ length: int(0, 4) }, () => ({
          id: pick([...data.age_categories, 'aliens']),
          count: pick(['0', '1', '2', 3, '-1', 'x', null]),
        }));
      case 'tags':
        return Array.from({ length: int(0, 3) }, () =>
          Array.from({ length: int(0, 3) }, () => pick([...tags, 'tag_x', 7])),
        );
      case 'type':
        return {
          type: pick([...data.types, 'castle', null, ['chalet', 'villa'], []]),
          operator: pick(['EQ', 'NEQ', 'IN', 'NOT_IN', 'EMPTY', 'NOT_EMPTY', 'eq', 1]),
        };
      case 'stock':
        return {
          stock: pick([0, 1, 2, 50, -1, '1', 'x', null]),
          operator: pick(['GTE', 'GT', 'EQ', 'LTE', 'LT', 'NE', undefined]),
        };
      case 'sorts':
        return Array.from({ length: int(0, 12) }, () => ({
          column: pick([
            'available_stock',
            'rank',
            'price_total',
            'persons_max',
            'persons_min',
            'name',
            'rating',
            'price',
          ]),
          order: pick(['asc', 'desc', 'ASC', undefined]),
        }));
      case 'persons':
      case 'offset':
      case 'limit':
        return pick(['1', '2', '5', '20', '21', '1000', '0', '-5', '2.5', '1e3', 'x']);
      case 'count':
        return pick(['1', '0', 'true', 'false', '', 'yes']);
      case 'accommodation_id':
        return pick([data.accommodations[int(0, data.accommodations.length - 1)].id, 'acc_missing', '']);
      default:
        return pick(junkStrings);
    }
  }

  function encodeValue(value: unknown): string {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    // Mostly proper encoding; sometimes raw, broken or doubled.
    const roll = random();
    if (roll < 0.75) return encodeURIComponent(text);
    if (roll < 0.85) return text.replace(/[#&\s]/g, '');
    if (roll < 0.95) return encodeURIComponent(encodeURIComponent(text));
    return encodeURIComponent(text).slice(0, Math.max(0, int(0, text.length)));
  }

  function randomQuery(): string {
    const names = [
      'age_table_categories',
      'persons',
      'accommodation_id',
      'tags',
      'type',
      'stock',
      'offset',
      'limit',
      'count',
      'sorts',
      'whatever',
    ];
    const parts: string[] = [];
    if (random() < 0.9) parts.push(`arrival=${encodeValue(date())}`);
    if (random() < 0.9) parts.push(`departure=${encodeValue(date())}`);
    for (const name of names) {
      if (random() < 0.35) parts.push(`${name}=${encodeValue(random() < 0.8 ? validish(name) : pick(junkStrings))}`);
    }
    if (random() < 0.1) parts.push(pick(['&&', '=', '==x', 'arrival', 'tags[]=1', '%zz=%zz']));
    return parts.join('&');
  }

  function printable(length: number): string {
    return Array.from({ length }, () => String.fromCharCode(int(33, 126))).join('');
  }

  function authorization(): string | undefined {
    return pick([
      undefined,
      '',
      'Bearer pub_demo_chain',
      'Bearer pub_demo_101',
      'Bearer sec_demo_chain',
      'Bearer pub_demo_restricted',
      'bearer pub_demo_chain',
      'Bearer',
      'Bearer a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1c3JfZGVtbyJ9.',
      `Bearer ${printable(int(1, 200))}`,
      printable(int(1, 60)),
    ]);
  }

  before(async () => {
    data = await sandboxData();
  });

  it('answers 500 random and malformed search queries without a 5xx', async () => {
    const cases = Array.from({ length: 500 }, (): Case => {
      const headers: Record<string, string> = { authorization: 'Bearer pub_demo_chain' };
      if (random() < 0.3) headers['x-admin-id'] = pick(['101', '102', '103', '104', '', 'x', '101,102']);
      return { method: 'GET', path: `/v3/accommodations/search?${randomQuery()}`, headers };
    });
    await check(isolatedSandbox('fuzz-search'), cases);
  });

  it('answers 250 searches with random credentials and headers without a 5xx', async () => {
    const cases = Array.from({ length: 250 }, (): Case => {
      const headers: Record<string, string> = {};
      const auth = authorization();
      if (auth !== undefined) headers.authorization = auth;
      if (random() < 0.5) headers['x-admin-id'] = pick(['101', '102', '103', '0', printable(int(1, 30))]);
      if (random() < 0.2) headers.accept = pick(['text/html', '*/*', printable(10)]);
      return { method: 'GET', path: `/v3/accommodations/search?${randomQuery()}`, headers };
    });
    await check(isolatedSandbox('fuzz-auth'), cases);
  });

  it('answers 250 random token, refresh and users/me requests without a 5xx', async () => {
    const cases = Array.from({ length: 250 }, (): Case => {
      const route = pick(['/v21/oauth/token', '/v21/oauth/refresh_token', '/v21/users/me']);
      if (route === '/v21/users/me') {
        const auth = authorization();
        return {
          method: 'GET',
          path: route,
          headers: auth === undefined ? {} : { authorization: auth, 'x-admin-id': pick(['101', 'x', '']) },
        };
      }
      const field = route.endsWith('token') && random() < 0.5 ? 'auth_token' : 'refresh_token';
      const value = pick(['', 'at_x', 'rt_x', printable(int(1, 100)), '🏕️']);
      const kind = int(0, 5);
      if (kind === 0) {
        const form = new FormData();
        form.set(pick([field, 'other']), value);
        return { method: 'POST', path: route, body: form };
      }
      if (kind === 1) return { method: 'POST', path: route, body: new URLSearchParams({ [field]: value }) };
      if (kind === 2)
        return {
          method: 'POST',
          path: route,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ [field]: pick([value, 1, null, [], {}]) }),
        };
      if (kind === 3)
        return {
          method: 'POST',
          path: route,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: pick(['--x\r\nbroken', '', printable(50)]),
        };
      if (kind === 4)
        return {
          method: 'POST',
          path: route,
          headers: { 'content-type': 'application/json' },
          body: pick(junkStrings),
        };
      return { method: pick(['GET', 'DELETE', 'POST']), path: route, body: undefined };
    });
    await check(isolatedSandbox('fuzz-tokens'), cases);
  });

  it('answers 150 random requests to the sandbox routes without a 5xx', async () => {
    const routes = [
      '/sandbox/clock',
      '/sandbox/faults',
      '/sandbox/limits',
      '/sandbox/authtokens',
      '/sandbox/revoke',
      '/sandbox/data',
      '/sandbox/thumbnails/x.svg',
    ];
    const cases = Array.from({ length: 150 }, (): Case => {
      const route = pick(routes);
      const method = pick(['GET', 'POST', 'DELETE']);
      const body =
        method === 'POST'
          ? pick([
              JSON.stringify({ advance_seconds: pick([1, -1, 1e20, 'x', null]) }),
              JSON.stringify({ per_minute: pick([0, 5, -1, 1.5, 'x']) }),
              JSON.stringify({
                status: pick([500, 200, 'x', 700]),
                count: pick([1, 0, -1]),
                path: pick(['/v3/', '', 3]),
              }),
              JSON.stringify({ latency_ms: pick([0, -1, 1e9]) }),
              JSON.stringify({ user_id: pick(['usr_demo', 'nobody', 1]) }),
              JSON.stringify({ refresh_token: pick(['rt_x', 1]) }),
              pick(junkStrings),
            ])
          : undefined;
      return { method, path: route, body };
    });
    await check(isolatedSandbox('fuzz-sandbox'), cases);
  });

  it('answers 100 random paths and instance names without a 5xx', async () => {
    const cases = Array.from({ length: 100 }, (): Case => {
      const prefix = pick([
        '',
        `/i/${encodeURIComponent(printable(int(1, 20)))}`,
        '/i/',
        '/i//',
        `/i/${pick(junkStrings).slice(0, 50)}`,
      ]);
      const rest = pick([
        '/v3/',
        '/v3/accommodations',
        '/v3/accommodations/search/x',
        '/v21/users',
        '/sandbox/',
        '/sandbox/thumbnails/',
        `/${printable(int(0, 40))}`,
      ]);
      return {
        method: pick(['GET', 'POST', 'DELETE']),
        path: `${prefix}${rest}`.replace(/[#?]/g, ''),
        headers: { authorization: 'Bearer pub_demo_chain' },
      };
    });
    await check(isolatedSandbox('fuzz-paths'), cases);
  });
});
