import { expect } from '@open-wc/testing';
import {
  createClient,
  isStayApiError,
  type Accommodation,
  type AccommodationType,
  type SearchQuery,
  type StayApiError,
  type StayClient,
} from '../../src/api/index.js';
import { SANDBOX_URL, isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';

interface DataAccommodation {
  id: string;
  administration_id: string;
  type: string | null;
  tags: string[];
  persons_min: number;
  persons_max: number;
  closed: boolean;
}
interface SandboxData {
  today: string;
  accommodations: DataAccommodation[];
}

let data: SandboxData;
let stay: SearchQuery;

function isoDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
}

async function failure(promise: Promise<unknown>): Promise<StayApiError> {
  const reason = await promise.then(
    () => new Error('expected the request to fail'),
    (error: unknown) => error,
  );
  if (!isStayApiError(reason)) throw reason;
  return reason;
}

/** The real fetch, counting what goes out (instrumentation, not a mock). */
function countingFetch() {
  const calls: string[] = [];
  const fetchAndCount = (input: string, init: RequestInit) => {
    calls.push(new URL(input).pathname);
    return fetch(input, init);
  };
  return { calls, fetch: fetchAndCount };
}

/** The real fetch, with the sandbox's JSON answer rewritten on the way back. */
function rewritingFetch(rewrite: (body: unknown) => unknown) {
  return async (input: string, init: RequestInit) => {
    const response = await fetch(input, init);
    const body = rewrite(await response.json());
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
}

const chain = (options: Partial<Parameters<typeof createClient>[0]> = {}): StayClient =>
  createClient({ baseUrl: SANDBOX_URL, publicKey: 'pub_demo_chain', ...options } as Parameters<typeof createClient>[0]);

before(async () => {
  data = (await (await fetch(`${SANDBOX_URL}/sandbox/data`)).json()) as SandboxData;
  stay = { arrival: isoDay(data.today, 20), departure: isoDay(data.today, 23) };
});

describe('createClient with a public key', () => {
  it('finds the accommodations of every administration of a chain key', async () => {
    const client = chain();
    const results = await client.search({ ...stay, limit: 20 });
    expect(results).to.have.length(20);
    expect(results[0].id).to.match(/^acc_/);
    expect(await client.count(stay)).to.equal(data.accommodations.length);
  });

  it('narrows a chain key to one administration with X-Admin-Id', async () => {
    const expected = data.accommodations.filter((a) => a.administration_id === '101').map((a) => a.id);
    const client = chain({ adminId: '101' });
    expect(await client.count(stay)).to.equal(expected.length);
    const results = await client.search({ ...stay, limit: 20 });
    for (const result of results) expect(expected).to.include(result.id);
  });

  it('refuses an administration outside the key', async () => {
    const error = await failure(chain({ adminId: '999' }).search(stay));
    expect([error.kind, error.status, error.code]).to.deep.equal(['forbidden', 403, 'ADMIN_NOT_ALLOWED']);
  });

  it('refuses a secret key on search', async () => {
    const error = await failure(chain({ publicKey: 'sec_demo_chain' }).search(stay));
    expect([error.kind, error.status, error.code]).to.deep.equal(['forbidden', 403, 'SECRET_KEY_NOT_ALLOWED']);
    expect(error.message).to.be.a('string').and.not.to.equal('');
  });

  it('refuses a key whose allow-list does not hold this page', async () => {
    const error = await failure(chain({ publicKey: 'pub_demo_restricted' }).search(stay));
    expect([error.kind, error.code]).to.deep.equal(['forbidden', 'ORIGIN_NOT_ALLOWED']);
  });

  it('gives an auth error for an unknown key', async () => {
    const error = await failure(chain({ publicKey: 'pub_nobody' }).search(stay));
    expect([error.kind, error.status]).to.deep.equal(['auth', 401]);
  });

  it('refuses an invalid query before any request', async () => {
    const { calls, fetch } = countingFetch();
    const error = await failure(chain({ fetch }).search({ ...stay, departure: stay.arrival }));
    expect([error.kind, error.param, error.message]).to.deep.equal([
      'invalid',
      'departure',
      'Departure must be 1 to 365 nights after arrival.',
    ]);
    await failure(chain({ fetch }).count({ ...stay, limit: 21 }));
    expect(calls).to.deep.equal([]);
  });

  it('sends Accept always and X-Admin-Id only when an administration is chosen', async () => {
    const seen: Headers[] = [];
    const fetchAndLook = (input: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return fetch(input, init);
    };
    await chain({ fetch: fetchAndLook }).count(stay);
    await chain({ fetch: fetchAndLook, adminId: 102 }).count(stay);
    expect(seen.map((headers) => headers.get('accept'))).to.deep.equal(['application/json', 'application/json']);
    expect(seen.map((headers) => headers.get('x-admin-id'))).to.deep.equal([null, '102']);
  });
});

describe('every filter survives the round trip through the sandbox', () => {
  const countOf = (query: Partial<SearchQuery>) => chain().count({ ...stay, ...query });
  const expectCount = (predicate: (a: DataAccommodation) => boolean) => data.accommodations.filter(predicate).length;

  it('accommodation_id', async () => {
    const id = data.accommodations[7].id;
    const results = await chain().search({ ...stay, accommodationId: id });
    expect(results.map((result) => result.id)).to.deep.equal([id]);
  });

  it('type, with every operator', async () => {
    const [first, second] = [...new Set(data.accommodations.map((a) => a.type).filter(Boolean))] as AccommodationType[];
    expect(await countOf({ type: { type: first, operator: 'EQ' } })).to.equal(expectCount((a) => a.type === first));
    expect(await countOf({ type: { type: first, operator: 'NEQ' } })).to.equal(expectCount((a) => a.type !== first));
    expect(await countOf({ type: { type: [first, second], operator: 'IN' } })).to.equal(
      expectCount((a) => a.type === first || a.type === second),
    );
    expect(await countOf({ type: { type: [first, second], operator: 'NOT_IN' } })).to.equal(
      expectCount((a) => a.type !== first && a.type !== second),
    );
    expect(await countOf({ type: { operator: 'EMPTY' } })).to.equal(expectCount((a) => a.type === null));
    expect(await countOf({ type: { operator: 'NOT_EMPTY' } })).to.equal(expectCount((a) => a.type !== null));
  });

  it('tags: OR inside a group, AND between groups', async () => {
    const [a, b, c] = data.accommodations[0].tags;
    const other = data.accommodations.find((x) => !x.tags.includes(a))!.tags[0];
    expect(await countOf({ tags: [[a, other], [b]] })).to.equal(
      expectCount((x) => (x.tags.includes(a) || x.tags.includes(other)) && x.tags.includes(b)),
    );
    expect(await countOf({ tags: [[c], [], [a]] })).to.equal(
      expectCount((x) => x.tags.includes(c) && x.tags.includes(a)),
    );
  });

  it('stock, with every operator', async () => {
    const available = await chain().search({ ...stay, stock: { stock: 1, operator: 'GTE' } });
    for (const result of available) expect(result.available_stock).to.be.at.least(1);
    const full = await chain().search({ ...stay, stock: { stock: 1, operator: 'LT' } });
    for (const result of full) expect(result.available_stock).to.equal(0);
    const total = data.accommodations.length;
    expect(
      (await countOf({ stock: { stock: 2, operator: 'GT' } })) +
        (await countOf({ stock: { stock: 2, operator: 'LTE' } })),
    ).to.equal(total);
    expect(
      (await countOf({ stock: { stock: 0, operator: 'EQ' } })) +
        (await countOf({ stock: { stock: 1, operator: 'GTE' } })),
    ).to.equal(total);
  });

  it('persons and age_table_categories decide who fits', async () => {
    const byId = new Map(data.accommodations.map((a) => [a.id, a]));
    const fitsSix = await chain().search({ ...stay, persons: 6, stock: { stock: 1, operator: 'GTE' } });
    for (const result of fitsSix) expect(byId.get(result.id)!.persons_max).to.be.at.least(6);
    const party = await chain().search({
      ...stay,
      ageTableCategories: [
        { id: 'adults', count: 2 },
        { id: 'children', count: 3 },
        { id: 'pets', count: 4 },
      ],
      stock: { stock: 1, operator: 'GTE' },
    });
    for (const result of party) expect(byId.get(result.id)!.persons_max, 'pets do not count').to.be.at.least(5);
    const crowd = await countOf({
      ageTableCategories: [{ id: 'adults', count: 500 }],
      stock: { stock: 1, operator: 'GTE' },
    });
    expect(crowd).to.equal(0);
  });

  it('sorts, applied in sequence', async () => {
    const byPrice = await chain().search({ ...stay, sorts: [{ column: 'price_total', order: 'asc' }] });
    const prices = byPrice.map((result) => result.price_total);
    expect(prices).to.deep.equal([...prices].sort((x, y) => x - y));
    const byStock = await chain().search({
      ...stay,
      sorts: [
        { column: 'available_stock', order: 'desc' },
        { column: 'name', order: 'asc' },
      ],
    });
    const pairs = byStock.map((result) => result.available_stock);
    expect(pairs).to.deep.equal([...pairs].sort((x, y) => y - x));
  });

  it('offset and limit page through the results', async () => {
    const ten = await chain().search({ ...stay, limit: 10 });
    const secondFive = await chain().search({ ...stay, page: 2, limit: 5 });
    expect(secondFive.map((result) => result.id)).to.deep.equal(ten.slice(5).map((result) => result.id));
  });
});

describe('answers of another shape', () => {
  it('reads { data: [...] } search answers', async () => {
    const client = chain({ fetch: rewritingFetch((body) => ({ data: body })) });
    const results = await client.search({ ...stay, limit: 3 });
    expect(results).to.have.length(3);
  });

  it('reads every count shape the contract lists', async () => {
    const total = data.accommodations.length;
    const shapes: Array<(count: number) => unknown> = [
      (n) => n,
      (n) => ({ total: n }),
      (n) => ({ data: [], count: n }),
    ];
    for (const shape of shapes) {
      const client = chain({ fetch: rewritingFetch((body) => shape((body as { count: number }).count)) });
      expect(await client.count(stay)).to.equal(total);
    }
  });

  it('turns a wrong shape into bad-response naming the field', async () => {
    const client = chain({
      fetch: rewritingFetch((body) => {
        (body as Array<Partial<Accommodation>>)[3].price_total = undefined;
        return body;
      }),
    });
    const error = await failure(client.search(stay));
    expect([error.kind, error.param]).to.deep.equal(['bad-response', 'data[3].price_total']);
    const wrongCount = chain({ fetch: rewritingFetch(() => ({ count: 'many' })) });
    expect((await failure(wrongCount.count(stay))).param).to.equal('count');
  });
});

describe('faults, timeouts and aborts', () => {
  let base: string;
  const isolated = (options: Partial<Parameters<typeof createClient>[0]> = {}) => chain({ baseUrl: base, ...options });
  const fault = (body: Record<string, unknown>) => sandboxPost(base, '/sandbox/faults', body);

  beforeEach(() => {
    base = isolatedSandbox('api-faults');
  });

  it('turns malformed JSON into bad-response', async () => {
    await fault({ malformed: true, count: 1 });
    const error = await failure(isolated().search(stay));
    expect(error.kind).to.equal('bad-response');
  });

  it('retries a 503 once and then succeeds', async () => {
    await fault({ status: 503, count: 1 });
    const { calls, fetch } = countingFetch();
    expect(await isolated({ fetch }).count(stay)).to.equal(data.accommodations.length);
    expect(calls).to.have.length(2);
  });

  it('gives up after the one retry with a server error', async () => {
    await fault({ status: 503, count: 2 });
    const { calls, fetch } = countingFetch();
    const error = await failure(isolated({ fetch }).count(stay));
    expect([error.kind, error.status]).to.deep.equal(['server', 503]);
    expect(calls).to.have.length(2);
  });

  it('does not retry a 500', async () => {
    await fault({ status: 500, count: 1 });
    const { calls, fetch } = countingFetch();
    expect((await failure(isolated({ fetch }).count(stay))).kind).to.equal('server');
    expect(calls).to.have.length(1);
  });

  it('retries once after a network error', async () => {
    // The first attempt fails as a lost connection does, before reaching the network; the retry is real.
    const { calls, fetch } = countingFetch();
    const flaky = (input: string, init: RequestInit) =>
      calls.length ? fetch(input, init) : (calls.push('lost'), Promise.reject(new TypeError('Failed to fetch')));
    expect(await isolated({ fetch: flaky }).count(stay)).to.equal(data.accommodations.length);
    expect(calls).to.have.length(2);
  });

  it('reports a network error when the connection keeps dropping', async () => {
    // Browsers retry a GET whose connection drops by themselves (Chromium once per pooled socket, Firefox up to ten
    // times), so the fault outlasts their retries as well: our two calls, each tried up to eleven times.
    await fault({ drop: true, count: 30 });
    const { calls, fetch } = countingFetch();
    expect((await failure(isolated({ fetch }).count(stay))).kind).to.equal('network');
    expect(calls, 'one retry of our own').to.have.length(2);
  });

  it('waits Retry-After after a 429 and retries once', async () => {
    await fault({ status: 429, count: 1, retry_after: 1 });
    const { calls, fetch } = countingFetch();
    expect(await isolated({ fetch }).count(stay)).to.equal(data.accommodations.length);
    expect(calls).to.have.length(2);
  });

  it('reports rate-limited with retryAfter when the retry is refused too', async () => {
    await fault({ status: 429, count: 2, retry_after: 1 });
    const { calls, fetch } = countingFetch();
    const error = await failure(isolated({ fetch }).count(stay));
    expect([error.kind, error.status, error.retryAfter]).to.deep.equal(['rate-limited', 429, 1]);
    expect(calls).to.have.length(2);
  });

  it("reads a Retry-After date against the answer's Date, and waits for it before its one retry", async () => {
    await fault({ status: 429, count: 2, retry_after: 1 });
    // The sandbox sends seconds; a service may send a date instead (RFC 9110): the same answer, rewritten so.
    const { calls, fetch } = countingFetch();
    const datedFetch = async (input: string, init: RequestInit) => {
      const response = await fetch(input, init);
      if (response.status !== 429) return response;
      const served = Date.UTC(2030, 5, 1, 12, 0, 0);
      const headers = new Headers(response.headers);
      headers.set('date', new Date(served).toUTCString());
      headers.set('retry-after', new Date(served + 4000).toUTCString());
      return new Response(await response.text(), { status: 429, headers });
    };
    // The waits the client asks for are recorded, and pass at once.
    const waits: number[] = [];
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay !== undefined && delay >= 1000) waits.push(delay);
      return realSetTimeout(handler, delay !== undefined && delay >= 1000 ? 0 : delay, ...args);
    }) as typeof window.setTimeout;
    try {
      const error = await failure(isolated({ fetch: datedFetch }).count(stay));
      expect([error.kind, error.retryAfter]).to.deep.equal(['rate-limited', 4]);
    } finally {
      window.setTimeout = realSetTimeout;
    }
    expect(calls, 'one retry').to.have.length(2);
    expect(waits, 'the retry waited for the date').to.deep.equal([4000]);
  });

  it('times out a slow answer', async () => {
    await fault({ latency_ms: 5000, count: 1 });
    const error = await failure(isolated({ timeoutMs: 200 }).count(stay));
    expect(error.kind).to.equal('timeout');
  });

  it('stops at once when the caller aborts', async () => {
    await fault({ latency_ms: 5000, count: 1 });
    const controller = new AbortController();
    const { calls, fetch } = countingFetch();
    const sent = (input: string, init: RequestInit) => {
      const answer = fetch(input, init);
      controller.abort();
      return answer;
    };
    const error = await failure(isolated({ fetch: sent }).search(stay, { signal: controller.signal }));
    expect(error.kind).to.equal('aborted');
    expect(calls).to.have.length(1);
  });

  it('leaves no retry running when aborted while waiting to retry', async () => {
    await fault({ status: 503, count: 1 });
    const controller = new AbortController();
    const { calls, fetch } = countingFetch();
    const abortAfterAnswer = async (input: string, init: RequestInit) => {
      const response = await fetch(input, init);
      setTimeout(() => controller.abort());
      return response;
    };
    const error = await failure(isolated({ fetch: abortAfterAnswer }).count(stay, { signal: controller.signal }));
    expect(error.kind).to.equal('aborted');
    expect(calls).to.have.length(1);
  });

  it('does not start when the signal is already aborted', async () => {
    const { calls, fetch } = countingFetch();
    const error = await failure(isolated({ fetch }).search(stay, { signal: AbortSignal.abort() }));
    expect(error.kind).to.equal('aborted');
    expect(calls).to.deep.equal([]);
  });
});
