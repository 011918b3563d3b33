import { expect } from '@open-wc/testing';

// What the page held when this file's code first ran, before any test of it: a file's tests must never depend on
// what earlier files did in the same browser. Each file gets a new page (Chromium, Firefox: scripts/wtr/browsers.js)
// or a new MiniBrowser window (WebKit: scripts/wtr/webkit.js, freshWindow). A page kept as it was for every file
// kept their session history,
// which stops growing at 100 entries in WebKit and 50 in Firefox, and AddressController's `history.length` checks
// failed when a file that writes many addresses ran before them in the same MiniBrowser.
const historyAtStart = history.length;
/** A new page's history: the page it was opened on and this file's page (2 in every engine). */
const NEW_PAGE_HISTORY = 2;
const sessionKeysAtStart = sessionStorage.length;

describe('the page a test file runs in', () => {
  it('has a session history of its own, with only this file in it', () => {
    expect(historyAtStart).to.be.at.most(NEW_PAGE_HISTORY);
  });

  it('has a sessionStorage of its own, empty', () => {
    expect(sessionKeysAtStart).to.equal(0);
  });

  // Leaves traces for a file that runs after this one in the same browser.
  after(() => {
    for (let entry = 0; entry < 3; entry++) history.pushState(null, '', location.href);
    sessionStorage.setItem('stay-fresh-page-test', 'left behind');
  });
});
