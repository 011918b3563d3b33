import { expect } from '@open-wc/testing';
import { ariaSortOf, chooseSort, removeSort, MAX_SORTS } from '../../src/logic/table-sorts.js';
import type { Sort } from '../../src/api/types.js';

describe('table sorts', () => {
  it('sorts by a column alone in its first order, and reverses it when chosen again', () => {
    expect(chooseSort([], 'price_total')).to.deep.equal([{ column: 'price_total', order: 'asc' }]);
    expect(chooseSort([], 'rating')).to.deep.equal([{ column: 'rating', order: 'desc' }]);
    expect(chooseSort([{ column: 'price_total', order: 'asc' }], 'price_total')).to.deep.equal([
      { column: 'price_total', order: 'desc' },
    ]);
    const two: Sort[] = [
      { column: 'name', order: 'asc' },
      { column: 'rating', order: 'desc' },
    ];
    // A plain choice of a further sort makes it the only one, in its first order.
    expect(chooseSort(two, 'rating')).to.deep.equal([{ column: 'rating', order: 'desc' }]);
  });

  it('adds a column as the next sort, or reverses it where it stands', () => {
    const one: Sort[] = [{ column: 'persons_max', order: 'desc' }];
    const two = chooseSort(one, 'price_total', true);
    expect(two).to.deep.equal([
      { column: 'persons_max', order: 'desc' },
      { column: 'price_total', order: 'asc' },
    ]);
    expect(chooseSort(two, 'persons_max', true)).to.deep.equal([
      { column: 'persons_max', order: 'asc' },
      { column: 'price_total', order: 'asc' },
    ]);
    expect(one, 'the list given is left alone').to.deep.equal([{ column: 'persons_max', order: 'desc' }]);
  });

  it(`keeps at most ${MAX_SORTS} sorts, the newest last`, () => {
    let sorts: Sort[] = [];
    for (const column of ['name', 'rating', 'price_total', 'available_stock'] as const)
      sorts = chooseSort(sorts, column, true);
    expect(sorts.map((sort) => sort.column)).to.deep.equal(['name', 'rating', 'available_stock']);
  });

  it('removes a sort, and announces only the first with aria-sort', () => {
    const sorts: Sort[] = [
      { column: 'name', order: 'desc' },
      { column: 'rating', order: 'desc' },
    ];
    expect(removeSort(sorts, 'name')).to.deep.equal([{ column: 'rating', order: 'desc' }]);
    expect(ariaSortOf(sorts, 'name')).to.equal('descending');
    expect(ariaSortOf(sorts, 'rating')).to.equal('none');
    expect(ariaSortOf([], 'rank')).to.equal('none');
  });
});
