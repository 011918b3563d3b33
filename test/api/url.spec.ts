import { expect } from '@open-wc/testing';
import { pairName, rawPairs, withoutParameters } from '../../src/api/url.js';

describe('editing a page address', () => {
  it('splits a query part into its pairs as written', () => {
    expect(rawPairs('?a=1&b=x%20y&&c')).to.deep.equal(['a=1', 'b=x%20y', 'c']);
    expect(rawPairs('')).to.deep.equal([]);
  });

  it("reads a pair's name decoded, and a broken escape as written", () => {
    expect(pairName('auth%74oken=1')).to.equal('authtoken');
    expect(pairName('a+b=1')).to.equal('a b');
    expect(pairName('%E0%A4%A=1')).to.equal('%E0%A4%A');
  });

  it('drops the parameters asked for and keeps every other one exactly as written', () => {
    expect(withoutParameters('?q=a%20b&authtoken=at_1&x=1+2&authtoken=at_2', (name) => name === 'authtoken')).to.equal(
      '?q=a%20b&x=1+2',
    );
    expect(withoutParameters('?authtoken=at_1', (name) => name === 'authtoken')).to.equal('');
  });
});
