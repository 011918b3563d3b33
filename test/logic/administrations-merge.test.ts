import { expect } from '@open-wc/testing';
import { createClient, type Accommodation, type SearchQuery, type Sort, type StayClient } from '../../src/api/index.js';
import {
  AdministrationsMerge,
  accommodationComparator,
  clientMergeSource,
  mergePage,
  ratingNumber,
  type MergeSource,
} from '../../src/logic/administrations-merge.js';
import { accommodation } from '../helpers/accommodation-factory.js';
import { SANDBOX_URL, isolatedSandbox, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';

const ADMINISTRATIONS = ['101', '102', '103'];
const CHAIN_KEY = 'pub_demo_chain';

function isoDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function clientFor(adminId?: string): StayClient {
  return createClient({ baseUrl: SANDBOX_URL, publicKey: CHAIN_KEY, adminId });
}

/** Every row of one administration, page by page, straight from the service. */
async function allRows(query: SearchQuery, adminId: string | undefined): Promise<Accommodation[]> {
  const rows: Accommodation[] = [];
  for (let page = 1; ; page += 1) {
    const found = await clientFor(adminId).search({ ...query, page, limit: 20 });
    rows.push(...found);
    if (found.length < 20) return rows;
  }
}

const key = (accommodation: Accommodation) => accommodation.id;

describe('administrations merge', () => {
  describe('the order of two accommodations', () => {
    it('sorts numbers by the column, then rank, then id', () => {
      const a = accommodation({ id: 'acc_b', persons_max: 4, rank: 2 });
      const b = accommodation({ id: 'acc_a', persons_max: 4, rank: 2 });
      const c = accommodation({ id: 'acc_c', persons_max: 6, rank: 1 });
      const asc = accommodationComparator([{ column: 'persons_max', order: 'asc' }]);
      expect([a, c, b].sort(asc).map(key)).to.deep.equal(['acc_a', 'acc_b', 'acc_c']);
      // The tie-break stays ascending when the column is reversed, as the service's does.
      const desc = accommodationComparator([{ column: 'persons_max', order: 'desc' }]);
      expect([a, c, b].sort(desc).map(key)).to.deep.equal(['acc_c', 'acc_a', 'acc_b']);
    });

    it('sorts rating on the number in rating.avarage, unrated as 0', () => {
      const rated = accommodation({ id: 'acc_1', rating: { amount: '3', avarage: '7,5' } });
      const better = accommodation({ id: 'acc_2', rating: { amount: '9', avarage: '8.1' } });
      const unrated = accommodation({ id: 'acc_3', rating: { amount: '0', avarage: '0' } });
      const broken = accommodation({ id: 'acc_4', rating: undefined as never });
      expect(ratingNumber(rated)).to.equal(7.5);
      expect(ratingNumber(broken)).to.equal(0);
      const desc = accommodationComparator([{ column: 'rating', order: 'desc' }]);
      expect([unrated, rated, better].sort(desc).map(key)).to.deep.equal(['acc_2', 'acc_1', 'acc_3']);
    });

    it('sorts names with the collation of the locale, like Intl.Collator', () => {
      const names = ['Zeeland', 'Ähre', 'apple', 'Banaan', 'éclair'];
      const rows = names.map((name, index) => accommodation({ id: `acc_${index}`, name, rank: 1 }));
      const collator = new Intl.Collator('en');
      const sorted = rows.sort(accommodationComparator([{ column: 'name', order: 'asc' }])).map((row) => row.name);
      expect(sorted).to.deep.equal([...names].sort(collator.compare));
    });

    it('keeps a missing number last in both orders', () => {
      const missing = accommodation({ id: 'acc_z', price_total: Number.NaN });
      const cheap = accommodation({ id: 'acc_x', price_total: 10 });
      for (const order of ['asc', 'desc'] as const) {
        const sorted = [missing, cheap].sort(accommodationComparator([{ column: 'price_total', order }]));
        expect(sorted.map(key), order).to.deep.equal(['acc_x', 'acc_z']);
      }
    });
  });

  describe('merging pages (pure)', () => {
    const rowsOf = (prefix: string, values: number[]) =>
      values.map((persons_max, index) => accommodation({ id: `acc_${prefix}${index}`, persons_max, rank: index + 1 }));

    it('asks for the first pages alone before merging: no count', () => {
      const step = mergePage(
        [
          { adminId: '1', rows: [], count: undefined },
          { adminId: '2', rows: [], count: undefined },
        ],
        [],
        1,
      );
      expect(step).to.deep.equal({
        kind: 'needs',
        needs: {
          pages: [
            { adminId: '1', page: 1 },
            { adminId: '2', page: 1 },
          ],
        },
      });
    });

    it('merges the first page from the first pages alone, the total unknown until every count is', () => {
      const sorts: Sort[] = [{ column: 'persons_max', order: 'asc' }];
      const first = rowsOf('a', [1, 2, 5, 8]);
      const second = rowsOf('b', [3, 4, 6, 7]);
      const options = { pageSize: 4, servicePageSize: 4 };
      const administrations = [
        { adminId: 'a', rows: first, count: undefined },
        { adminId: 'b', rows: second, count: undefined },
      ];
      const page1 = mergePage(administrations, sorts, 1, options);
      if (page1.kind !== 'page') throw new Error('page 1 needs only the first pages');
      expect(page1.page.items.map((item) => item.accommodation.id)).to.deep.equal([
        'acc_a0',
        'acc_a1',
        'acc_b0',
        'acc_b1',
      ]);
      expect(page1.page.total).to.equal(undefined);
      // Page 2 ends with a's 8: only b's next row (b's first page was full: its rows may go on) can say it is next.
      expect(mergePage(administrations, sorts, 2, options)).to.deep.equal({
        kind: 'needs',
        needs: { pages: [{ adminId: 'b', page: 2 }] },
      });
      // Once every count is known, the page has the total.
      const counted = mergePage(
        [
          { ...administrations[0]!, count: 9 },
          { ...administrations[1]!, count: 4 },
        ],
        sorts,
        1,
        options,
      );
      expect(counted.kind === 'page' && counted.page.total).to.equal(13);
    });

    it('ends an administration at its count, or where a short page ended it, without asking further', () => {
      const sorts: Sort[] = [{ column: 'persons_max', order: 'asc' }];
      const options = { pageSize: 4, servicePageSize: 4 };
      // b's first page was short: its rows end there (the merge sets its count to them).
      const step = mergePage(
        [
          { adminId: 'a', rows: rowsOf('a', [1, 5, 6, 7]), count: undefined },
          { adminId: 'b', rows: rowsOf('b', [2, 3]), count: 2 },
        ],
        sorts,
        1,
        options,
      );
      if (step.kind !== 'page') throw new Error('b has no more rows to ask for');
      expect(step.page.items.map((item) => item.accommodation.id)).to.deep.equal([
        'acc_a0',
        'acc_b0',
        'acc_b1',
        'acc_a1',
      ]);
    });

    it('asks for the next page of an administration only when the merge reaches its end', () => {
      const sorts: Sort[] = [{ column: 'persons_max', order: 'asc' }];
      const first = rowsOf('a', [1, 1, 1, 9]);
      const second = rowsOf('b', [2, 3]);
      const administrations = [
        { adminId: 'a', rows: first, count: 8 },
        { adminId: 'b', rows: second, count: 2 },
      ];
      const options = { pageSize: 3, servicePageSize: 4 };
      const page1 = mergePage(administrations, sorts, 1, options);
      expect(page1.kind).to.equal('page');
      if (page1.kind === 'page')
        expect(page1.page.items.map((item) => item.accommodation.id)).to.deep.equal(['acc_a0', 'acc_a1', 'acc_a2']);
      const page2 = mergePage(administrations, sorts, 2, options);
      if (page2.kind !== 'page') throw new Error('page 2 needs nothing more');
      expect(page2.page.items.map((item) => item.accommodation.id)).to.deep.equal(['acc_b0', 'acc_b1', 'acc_a3']);
      expect(page2.page.total).to.equal(10);
      // Page 3 needs the row after acc_a3: page 2 of administration a.
      expect(mergePage(administrations, sorts, 3, options)).to.deep.equal({
        kind: 'needs',
        needs: { pages: [{ adminId: 'a', page: 2 }] },
      });
    });

    it('leaves a failed administration out of the rows and the total, and names it', () => {
      const step = mergePage(
        [
          { adminId: 'a', rows: rowsOf('a', [1]), count: 1 },
          { adminId: 'b', rows: [], count: undefined, failure: new Error('403') },
        ],
        [],
        1,
      );
      if (step.kind !== 'page') throw new Error('expected a page');
      expect(step.page.total).to.equal(1);
      expect(step.page.items.map((item) => item.adminId)).to.deep.equal(['a']);
      expect(step.page.failures.map((failure) => failure.adminId)).to.deep.equal(['b']);
    });

    it('keeps the rows and the count of an administration whose later page failed, and names it where rows are missing', () => {
      const sorts: Sort[] = [{ column: 'persons_max', order: 'asc' }];
      const administrations = [
        // Its second page (rows 5 to 8) could not be fetched.
        { adminId: 'a', rows: rowsOf('a', [1, 1, 1, 1]), count: 8, pageFailure: new Error('500') },
        { adminId: 'b', rows: rowsOf('b', [2, 3, 4, 5, 6]), count: 5 },
      ];
      const options = { pageSize: 3, servicePageSize: 4 };
      const page1 = mergePage(administrations, sorts, 1, options);
      if (page1.kind !== 'page') throw new Error('page 1 needs nothing more');
      expect(page1.page.items.map((item) => item.accommodation.id)).to.deep.equal(['acc_a0', 'acc_a1', 'acc_a2']);
      expect(page1.page.total).to.equal(13);
      expect(page1.page.failures).to.deep.equal([]);
      // Page 2 has its last row of a, then goes on with b, and names a: its rows from the fifth on are missing.
      const page2 = mergePage(administrations, sorts, 2, options);
      if (page2.kind !== 'page') throw new Error('page 2 goes on without what failed');
      expect(page2.page.items.map((item) => item.accommodation.id)).to.deep.equal(['acc_a3', 'acc_b0', 'acc_b1']);
      expect(page2.page.total).to.equal(13);
      expect(page2.page.failures.map((failure) => failure.adminId)).to.deep.equal(['a']);
    });
  });

  describe('against the sandbox (three administrations of one chain)', () => {
    let query: SearchQuery;

    before(async () => {
      const { today } = (await (await fetch(`${SANDBOX_URL}/sandbox/clock`)).json()) as { today: string };
      query = { arrival: isoDay(today, 30), departure: isoDay(today, 34), persons: 2 };
    });

    const cases: Array<[string, Sort[]]> = [
      ['persons_max desc (many ties)', [{ column: 'persons_max', order: 'desc' }]],
      [
        'persons_min asc, then price_total desc',
        [
          { column: 'persons_min', order: 'asc' },
          { column: 'price_total', order: 'desc' },
        ],
      ],
      ['rank (the default order)', []],
      ['rating desc', [{ column: 'rating', order: 'desc' }]],
      ['name asc', [{ column: 'name', order: 'asc' }]],
    ];

    for (const [title, sorts] of cases) {
      it(`pages exactly through ${title}, as all rows sorted at once`, async () => {
        const everything = (
          await Promise.all(ADMINISTRATIONS.map((adminId) => allRows({ ...query, sorts }, adminId)))
        ).flatMap((rows, index) => rows.map((row) => ({ adminId: ADMINISTRATIONS[index]!, row })));
        const compare = accommodationComparator(sorts);
        const expected = [...everything]
          .sort((a, b) => compare(a.row, b.row))
          .map(({ adminId, row }) => `${adminId}:${row.id}`);

        const merge = new AdministrationsMerge(ADMINISTRATIONS, sorts, clientMergeSource(query, sorts, clientFor));
        const merged: string[] = [];
        const pageCount = Math.ceil(expected.length / 20);
        expect(pageCount, 'enough rows for several pages').to.be.greaterThan(3);
        for (let page = 1; page <= pageCount; page += 1) {
          const result = await merge.page(page);
          // The first page comes before the counts; the total asked after it is on every later page.
          if (page === 1) {
            expect(result.total, 'page 1 before the counts').to.equal(undefined);
            expect(await merge.total()).to.equal(expected.length);
          } else expect(result.total).to.equal(expected.length);
          expect(result.items.length, `page ${page}`).to.equal(Math.min(20, expected.length - (page - 1) * 20));
          merged.push(...result.items.map((item) => `${item.adminId}:${item.accommodation.id}`));
        }
        expect(merged).to.deep.equal(expected);
        expect((await merge.page(pageCount + 1)).items).to.deep.equal([]);
      });
    }

    it('gives the order one search over the whole chain gives, ties included', async () => {
      const sorts: Sort[] = [{ column: 'persons_max', order: 'asc' }];
      const chain = (await allRows({ ...query, sorts }, undefined)).map(key);
      const merge = new AdministrationsMerge(ADMINISTRATIONS, sorts, clientMergeSource(query, sorts, clientFor));
      const merged: string[] = [];
      for (let page = 1; merged.length < chain.length; page += 1) {
        merged.push(...(await merge.page(page)).items.map((item) => item.accommodation.id));
      }
      expect(merged).to.deep.equal(chain);
    });

    it('fetches one page an administration for the first page, and a count each only for the total', async () => {
      const sorts: Sort[] = [{ column: 'price_total', order: 'asc' }];
      const merge = new AdministrationsMerge(ADMINISTRATIONS, sorts, clientMergeSource(query, sorts, clientFor));
      const first = await merge.page(1);
      expect(first.items).to.have.length(20);
      expect(merge.requests, 'no count for the page').to.deep.equal({ '101': 1, '102': 1, '103': 1 });
      const counts = await Promise.all(ADMINISTRATIONS.map((adminId) => clientFor(adminId).count(query)));
      expect(await merge.total()).to.equal(counts.reduce((sum, count) => sum + count, 0));
      expect(merge.requests).to.deep.equal({ '101': 2, '102': 2, '103': 2 });
      // Known now: asked no more.
      await merge.total();
      expect(merge.requests).to.deep.equal({ '101': 2, '102': 2, '103': 2 });
      // Page 2 needs at most one more page of each; going back to page 1 needs nothing.
      await merge.page(2);
      const afterPage2 = merge.requests;
      expect(Object.values(afterPage2).every((requests) => requests <= 3)).to.equal(true);
      await merge.page(1);
      expect(merge.requests).to.deep.equal(afterPage2);
    });

    it('asks the administrations in parallel: their first pages for the page, their counts for the total', async () => {
      const started: string[] = [];
      let release!: () => void;
      let gate = new Promise<void>((resolve) => (release = resolve));
      const source = clientMergeSource(query, [], clientFor);
      const gated: MergeSource = {
        fetchCount: async (adminId, signal) => {
          started.push(`count ${adminId}`);
          await gate;
          return source.fetchCount(adminId, signal);
        },
        fetchPage: async (adminId, page, signal) => {
          started.push(`page ${adminId} ${page}`);
          await gate;
          return source.fetchPage(adminId, page, signal);
        },
      };
      const merge = new AdministrationsMerge(ADMINISTRATIONS, [], gated);
      const pending = merge.page(1);
      // The three first pages have started before any of them is answered, and no count.
      await Promise.resolve();
      expect(started).to.deep.equal(ADMINISTRATIONS.map((adminId) => `page ${adminId} 1`));
      release();
      expect((await pending).items).to.have.length(20);
      started.length = 0;
      gate = new Promise<void>((resolve) => (release = resolve));
      const total = merge.total();
      await Promise.resolve();
      expect(started).to.deep.equal(ADMINISTRATIONS.map((adminId) => `count ${adminId}`));
      release();
      expect(await total).to.be.greaterThan(20);
    });

    it('asked beside the page, the total waits for the first pages and leaves a failed one out', async () => {
      const administrations = ['101', '999', '103'];
      const merge = new AdministrationsMerge(administrations, [], clientMergeSource(query, [], clientFor));
      // The total first, then the page, at once: 999's count fails, but so does its first page: it is left out.
      const [total, page] = await Promise.all([merge.total(), merge.page(1)]);
      const counts = await Promise.all(['101', '103'].map((adminId) => clientFor(adminId).count(query)));
      expect(total).to.equal(counts[0]! + counts[1]!);
      expect(page.failures.map((failure) => failure.adminId)).to.deep.equal(['999']);
      // One page and one count each, no more.
      expect(merge.requests).to.deep.equal({ '101': 2, '999': 2, '103': 2 });
    });

    it('names the administration whose count failed, keeps its rows, and counts it on the next call', async () => {
      const base = isolatedSandbox('merge-uncounted');
      const clientAt = (adminId: string) => createClient({ baseUrl: base, publicKey: CHAIN_KEY, adminId });
      const merge = new AdministrationsMerge(ADMINISTRATIONS, [], clientMergeSource(query, [], clientAt));
      const page = await merge.page(1);
      // The pages are in; now 103 fails (its count, the only request left).
      await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: '103', count: 100 });
      const failed = await merge.total().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failed).to.be.instanceOf(Error);
      expect(merge.uncounted.map((failure) => failure.adminId)).to.deep.equal(['103']);
      expect([...merge.counts.keys()].sort()).to.deep.equal(['101', '102']);
      // Its rows stay on the page; the total is not made up from the others.
      expect(page.items.some((item) => item.adminId === '103')).to.equal(true);
      expect((await merge.page(1)).total).to.equal(undefined);
      // Back: the next call counts it, and nothing is uncounted any more.
      await sandboxDelete(base, '/sandbox/faults');
      const counts = await Promise.all(ADMINISTRATIONS.map((adminId) => clientAt(adminId).count(query)));
      expect(await merge.total()).to.equal(counts.reduce((sum, count) => sum + count, 0));
      expect(merge.uncounted).to.deep.equal([]);
    });

    it('shows the others when one administration fails, and names it', async () => {
      const administrations = ['101', '999', '103'];
      const merge = new AdministrationsMerge(administrations, [], clientMergeSource(query, [], clientFor));
      const page = await merge.page(1);
      expect(page.failures.map((failure) => failure.adminId)).to.deep.equal(['999']);
      const [failure] = page.failures;
      expect((failure!.error as { code?: string }).code).to.equal('ADMIN_NOT_ALLOWED');
      const counts = await Promise.all(['101', '103'].map((adminId) => clientFor(adminId).count(query)));
      // The failed one's count is not asked: it is out of the total.
      expect(await merge.total()).to.equal(counts[0]! + counts[1]!);
      expect(merge.requests['999']).to.equal(1);
      expect(new Set(page.items.map((item) => item.adminId))).to.deep.equal(new Set(['101', '103']));
    });

    it('keeps an administration whose later page fails, names it on that page, and asks it again on the next request', async () => {
      const sorts: Sort[] = [{ column: 'price_total', order: 'asc' }];
      const ids = (page: { items: Array<{ adminId: string; accommodation: Accommodation }> }) =>
        page.items.map((item) => `${item.adminId}:${item.accommodation.id}`);
      // Unfaulted, on the shared sandbox: the pages as they are, up to the first that needs a second page of one
      // administration (the "needy" one).
      const plain = new AdministrationsMerge(ADMINISTRATIONS, sorts, clientMergeSource(query, sorts, clientFor));
      const expected = [await plain.page(1)];
      const total = await plain.total();
      let needy: string | undefined;
      while (!needy) {
        const before = plain.requests;
        expected.push(await plain.page(expected.length + 1));
        needy = ADMINISTRATIONS.find((adminId) => plain.requests[adminId]! > before[adminId]!);
        if (expected.length > 10) throw new Error('no merged page needed a second page of an administration');
      }
      const target = expected.length;
      const expectedTarget = expected[target - 1]!;

      const base = isolatedSandbox('merge-later-page');
      const clientAt = (adminId: string) => createClient({ baseUrl: base, publicKey: CHAIN_KEY, adminId });
      const merge = new AdministrationsMerge(ADMINISTRATIONS, sorts, clientMergeSource(query, sorts, clientAt));
      for (let page = 1; page < target; page += 1) {
        expect(ids(await merge.page(page))).to.deep.equal(ids(expected[page - 1]!));
        if (page === 1) expect(await merge.total()).to.equal(total);
      }
      await sandboxPost(base, '/sandbox/faults', { status: 500, admin_id: needy, count: 1 });
      const failed = await merge.page(target);
      // The total stays, the administration is named on the page it is missing from, and the page goes on in order.
      expect(failed.total).to.equal(total);
      expect(failed.failures.map((failure) => failure.adminId)).to.deep.equal([needy]);
      const compare = accommodationComparator(sorts);
      const rows = failed.items.map((item) => item.accommodation);
      expect([...rows].sort(compare)).to.deep.equal(rows);
      // Its rows already fetched (its first page) still show; none of the others' rows of the page is lost.
      const firstPageOfNeedy = new Set(
        (await clientFor(needy).search({ ...query, sorts, page: 1, limit: 20 })).map((row) => row.id),
      );
      const shownOfNeedy = failed.items.filter((item) => item.adminId === needy);
      expect(shownOfNeedy.every((item) => firstPageOfNeedy.has(item.accommodation.id))).to.equal(true);
      const others = ids(expectedTarget).filter((id) => !id.startsWith(`${needy}:`));
      expect(ids(failed)).to.include.members(others);
      expect(failed.items.length).to.equal(20);
      // Earlier pages do not change.
      const back = await merge.page(target - 1);
      expect(ids(back)).to.deep.equal(ids(expected[target - 2]!));
      expect(back.total).to.equal(total);
      expect(back.failures).to.deep.equal([]);
      // Not sticky: the next request asks it again, and the page is exact.
      const again = await merge.page(target);
      expect(ids(again)).to.deep.equal(ids(expectedTarget));
      expect(again.failures).to.deep.equal([]);
    });

    it('rejects when aborted, and a later call still answers', async () => {
      const merge = new AdministrationsMerge(ADMINISTRATIONS, [], clientMergeSource(query, [], clientFor));
      const controller = new AbortController();
      const aborted = merge.page(1, controller.signal);
      controller.abort();
      const reason = await aborted.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(reason).to.be.instanceOf(Error);
      expect((await merge.page(1)).items).to.have.length(20);
    });
  });
});
