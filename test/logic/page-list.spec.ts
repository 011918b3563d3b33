import { expect } from '@open-wc/testing';
import { pageList, pagerItems, shortPageList } from '../../src/logic/page-list.js';

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

  describe('shortPageList', () => {
    it('shows the first, the current and the last page, with a gap for any pages left out', () => {
      expect(shortPageList(1, 16)).to.deep.equal([1, 'gap', 16]);
      expect(shortPageList(2, 16)).to.deep.equal([1, 2, 'gap', 16]);
      expect(shortPageList(3, 16)).to.deep.equal([1, 'gap', 3, 'gap', 16]);
      expect(shortPageList(15, 16)).to.deep.equal([1, 'gap', 15, 16]);
      expect(shortPageList(16, 16)).to.deep.equal([1, 'gap', 16]);
      expect(shortPageList(99, 4)).to.deep.equal([1, 'gap', 4]);
    });

    it('shows every page of three or fewer, and nothing without pages', () => {
      expect(shortPageList(1, 1)).to.deep.equal([1]);
      expect(shortPageList(2, 2)).to.deep.equal([1, 2]);
      expect(shortPageList(1, 3)).to.deep.equal([1, 2, 3]);
      expect(shortPageList(1, 0)).to.deep.equal([]);
    });

    it('never has more than three numbers and two gaps', () => {
      for (let count = 1; count <= 20; count += 1) {
        for (let page = 1; page <= count; page += 1) {
          const items = shortPageList(page, count);
          expect(items.filter((item) => item !== 'gap').length).to.be.at.most(3);
          expect(items).to.include(page);
        }
      }
    });
  });

  describe('pagerItems', () => {
    it('merges the wide and the short list in page order, marking where each item belongs', () => {
      const describe = (current: number, count: number) =>
        pagerItems(current, count).map(
          ({ item, wide, narrow }) => `${item === 'gap' ? '…' : item}${wide && narrow ? '' : wide ? 'w' : 'n'}`,
        );
      expect(describe(5, 16)).to.deep.equal(['1', '…', '4w', '5', '…n', '6w', '…w', '16']);
      expect(describe(4, 16)).to.deep.equal(['1', '…n', '2w', '3w', '4', '…n', '5w', '…w', '16']);
      expect(describe(2, 3)).to.deep.equal(['1', '2', '3']);
    });

    it('gives back each list when filtered by it', () => {
      for (let count = 1; count <= 12; count += 1) {
        for (let page = 1; page <= count; page += 1) {
          const items = pagerItems(page, count);
          expect(items.filter((i) => i.wide).map((i) => i.item)).to.deep.equal(pageList(page, count));
          expect(items.filter((i) => i.narrow).map((i) => i.item)).to.deep.equal(shortPageList(page, count));
        }
      }
    });
  });
});
