import { expect } from '@open-wc/testing';
import { pageList } from '../../src/logic/page-list.js';

describe('pageList', () => {
  it('lists every page when they all fit', () => {
    expect(pageList(1, 1)).to.deep.equal([1]);
    expect(pageList(3, 7)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageList(1, 0)).to.deep.equal([]);
    expect(pageList(1, Number.NaN)).to.deep.equal([]);
  });

  it('keeps the first and last page and puts gaps around the current one', () => {
    expect(pageList(1, 20)).to.deep.equal([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageList(10, 20)).to.deep.equal([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageList(20, 20)).to.deep.equal([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageList(5, 20)).to.deep.equal([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageList(4, 20)).to.deep.equal([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('has the same length on every page, so buttons do not move while paging', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageList(page, 30)).to.have.length(7);
  });

  it('never shows a gap that hides a single page', () => {
    for (let count = 1; count <= 15; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        const items = pageList(page, count);
        items.forEach((item, index) => {
          if (item !== 'gap') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before, `page ${page} of ${count}: ${items.join(',')}`).to.be.greaterThan(2);
        });
        const shown = items.filter((item): item is number => item !== 'gap');
        expect(shown).to.include(page);
        expect(shown[0]).to.equal(1);
        expect(shown.at(-1)).to.equal(count);
      }
    }
  });

  it('clamps a page outside the range', () => {
    expect(pageList(99, 3)).to.deep.equal([1, 2, 3]);
    expect(pageList(-4, 20)).to.deep.equal([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
