// The last-search controller on a small host of its own, with the real storage functions and the tab's real
// sessionStorage.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { LastSearchController, type LastSearchStore } from '../../src/controllers/last-search-controller.js';
import {
  LAST_SEARCH_KEY_PREFIX,
  lastSearchKey,
  recallLastSearch,
  rememberLastSearch,
} from '../../src/controllers/last-search.js';

const store: LastSearchStore = { recallLastSearch, rememberLastSearch };

class LastSearchTestHost extends LitElement {
  appMode = true;
  addressHasSearch = false;
  /** The part with the storage functions has arrived (it comes with the sign-in). */
  loaded = true;
  user: string | undefined = 'usr_a';
  readonly warnings: string[] = [];
  readonly lastSearch = new LastSearchController(this, {
    enabled: () => this.appMode,
    addressHasSearch: () => this.addressHasSearch,
    store: () => (this.loaded ? store : undefined),
    scope: () => this.user && `https://service.example ${this.user}`,
    warn: (message) => this.warnings.push(message),
  });
}
customElements.define('last-search-test-host', LastSearchTestHost);

/** A host as a new page in the same tab; `setup` runs before it connects. */
async function open(setup: (host: LastSearchTestHost) => void = () => undefined): Promise<LastSearchTestHost> {
  const host = document.createElement('last-search-test-host') as LastSearchTestHost;
  setup(host);
  return fixture<LastSearchTestHost>(html`${host}`);
}

function clearKept(): void {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(LAST_SEARCH_KEY_PREFIX)) sessionStorage.removeItem(key);
}

const search = 'stay_arrival=2027-07-12&stay_departure=2027-07-19&stay_sorts=price_total%3Aasc&stay_admin=102';

describe('LastSearchController', () => {
  beforeEach(clearKept);
  afterEach(clearKept);

  it('gives the last search back once to the same user in a new page of the tab', async () => {
    const first = await open();
    expect(first.lastSearch.recall(), 'nothing kept yet').to.equal(undefined);
    first.lastSearch.remember({ search, view: 'cards' });
    first.remove();

    const again = await open();
    expect(again.lastSearch.recall()).to.deep.equal({ search, view: 'cards' });
    expect(again.lastSearch.recall(), 'once').to.equal(undefined);
    expect(again.warnings).to.deep.equal([]);
  });

  it('keeps neither the user nor the service in the storage: a one-way key, and only the search', async () => {
    const host = await open();
    host.lastSearch.recall();
    host.lastSearch.remember({ search, view: 'table' });
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(LAST_SEARCH_KEY_PREFIX));
    expect(keys).to.have.length(1);
    const stored = keys[0]! + sessionStorage.getItem(keys[0]!)!;
    expect(stored).not.to.contain('usr_a');
    expect(stored).not.to.contain('service.example');
    expect(JSON.parse(sessionStorage.getItem(keys[0]!)!)).to.deep.equal({ version: 1, search, view: 'table' });
  });

  it('a search in the address wins: nothing is given back, and the new search is kept', async () => {
    const first = await open();
    first.lastSearch.recall();
    first.lastSearch.remember({ search, view: 'cards' });
    first.remove();

    const withAddress = await open((host) => (host.addressHasSearch = true));
    expect(withAddress.lastSearch.recall()).to.equal(undefined);
    withAddress.lastSearch.remember({ search: 'stay_sort=name', view: 'table' });
    withAddress.remove();

    const again = await open();
    expect(again.lastSearch.recall()).to.deep.equal({ search: 'stay_sort=name', view: 'table' });
  });

  it("gives another user of the tab nothing, and leaves the first user's search alone", async () => {
    const first = await open();
    first.lastSearch.recall();
    first.lastSearch.remember({ search, view: 'cards' });
    first.remove();

    const other = await open((host) => (host.user = 'usr_b'));
    expect(other.lastSearch.recall()).to.equal(undefined);
    other.lastSearch.remember({ search: 'stay_sort=rating', view: 'table' });
    other.remove();

    const back = await open();
    expect(back.lastSearch.recall()).to.deep.equal({ search, view: 'cards' });
  });

  it('reads and writes nothing before the sign-in (no user, or no part), and never overwrites unread', async () => {
    const first = await open();
    first.lastSearch.recall();
    first.lastSearch.remember({ search, view: 'cards' });
    first.remove();

    const signingIn = await open((host) => {
      host.user = undefined;
      host.loaded = false;
    });
    expect(signingIn.lastSearch.recall()).to.equal(undefined);
    signingIn.lastSearch.remember({ search: 'stay_sort=name', view: 'table' });
    signingIn.loaded = true;
    signingIn.user = 'usr_a';
    // Signed in now: a search made before the kept one was read must not have replaced it.
    signingIn.lastSearch.remember({ search: 'stay_sort=rating', view: 'table' });
    expect(signingIn.lastSearch.recall()).to.deep.equal({ search, view: 'cards' });
  });

  it('does nothing outside app mode', async () => {
    const first = await open();
    first.lastSearch.recall();
    first.lastSearch.remember({ search, view: 'cards' });
    first.remove();

    const guestsPage = await open((host) => (host.appMode = false));
    expect(guestsPage.lastSearch.recall()).to.equal(undefined);
    guestsPage.lastSearch.remember({ search: 'stay_sort=name', view: 'table' });
    guestsPage.remove();
    const again = await open();
    expect(again.lastSearch.recall()).to.deep.equal({ search, view: 'cards' });
  });

  for (const [what, text] of [
    ['unreadable JSON', '{"version":1,"search":'],
    ['another version', JSON.stringify({ version: 2, search, view: 'table' })],
    ['another shape', JSON.stringify({ version: 1, search: 42, view: 'table' })],
    ['an unknown view', JSON.stringify({ version: 1, search, view: 'grid' })],
    ['not an object', 'null'],
  ] as const) {
    it(`ignores ${what} with one warning, removes it, and never throws`, async () => {
      sessionStorage.setItem(lastSearchKey('https://service.example usr_a'), text);
      const host = await open();
      expect(host.lastSearch.recall()).to.equal(undefined);
      expect(host.warnings).to.deep.equal(['the last search kept in this tab is not one of ours; ignored']);
      expect(sessionStorage.getItem(lastSearchKey('https://service.example usr_a'))).to.equal(null);
    });
  }

  it('without storage (a sandboxed frame, storage turned off) keeps and gives back nothing, without throwing', () => {
    const refusing = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(recallLastSearch('scope', refusing)).to.deep.equal({});
    expect(() => rememberLastSearch('scope', { search, view: 'table' }, refusing)).not.to.throw();
  });
});
