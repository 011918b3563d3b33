// The page-address controller on a small host of its own.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { AddressController, HISTORY_BURST } from '../../src/controllers/address-controller.js';
import { compressWaits } from '../helpers/timers.js';

class AddressTestHost extends LitElement {
  follows = true;
  popped = 0;
  readonly warnings: string[] = [];
  readonly address = new AddressController(this, {
    enabled: () => this.follows,
    onPopState: () => (this.popped += 1),
    warn: (message) => this.warnings.push(message),
  });
}
customElements.define('address-test-host', AddressTestHost);

/** Counts the page's history writes (passing them on) until `restore()`; the first `refuse` throw as WebKit does. */
function countHistoryWrites({ refuse = 0 } = {}): { calls: () => number; restore: () => void } {
  const { pushState, replaceState } = history;
  let calls = 0;
  const counted =
    (write: typeof pushState) =>
    (...args: Parameters<typeof pushState>): void => {
      calls += 1;
      if (calls <= refuse)
        throw new DOMException('Attempt to use history.pushState() more than 100 times', 'SecurityError');
      write.apply(history, args);
    };
  history.pushState = counted(pushState);
  history.replaceState = counted(replaceState);
  return {
    calls: () => calls,
    restore: () => {
      history.pushState = pushState;
      history.replaceState = replaceState;
    },
  };
}

function popped(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

describe('AddressController', () => {
  const original = window.location.href;
  let el: AddressTestHost;

  beforeEach(async () => {
    history.replaceState(null, '', '?site=1&q=a%20b');
    el = await fixture<AddressTestHost>(html`<address-test-host></address-test-host>`);
  });

  afterEach(async () => {
    await el.address.whenWritten();
    history.replaceState(null, '', original);
  });

  it('writes a new entry or over the current one, as asked', async () => {
    const entries = history.length;
    el.address.write('?site=1&q=a%20b&stay_page=2', 'push');
    await el.address.whenWritten();
    expect(history.length).to.equal(entries + 1);
    expect(location.search).to.equal('?site=1&q=a%20b&stay_page=2');
    el.address.write('?site=1&q=a%20b&stay_page=3', 'replace');
    await el.address.whenWritten();
    expect(history.length).to.equal(entries + 1);
    expect(location.search).to.equal('?site=1&q=a%20b&stay_page=3');
    el.address.write(location.href, 'push');
    await el.address.whenWritten();
    expect(history.length, 'the same address is no new entry').to.equal(entries + 1);
  });

  it('removes a parameter and keeps the others exactly as written', async () => {
    history.replaceState(null, '', '?q=a%20b&authtoken=at_1&x=%2F&authtoken=at_2#top');
    el.address.removeParameters((name) => name === 'authtoken');
    await el.address.whenWritten();
    expect(location.search).to.equal('?q=a%20b&x=%2F');
    expect(location.hash).to.equal('#top');
  });

  it('reads the address, including a write still waiting its turn', async () => {
    expect(el.address.params()).to.deep.equal({ site: '1', q: 'a b' });
  });

  it("keeps a burst of writes far below WebKit's limit of 100 in 10 seconds, and ends on the last", async () => {
    const writes = countHistoryWrites();
    const entries = history.length;
    try {
      for (let page = 1; page <= 1000; page++) el.address.write(`?site=1&stay_page=${page}`, 'push');
      expect(writes.calls(), 'at once').to.be.at.most(HISTORY_BURST);
      expect(el.address.params().stay_page, 'what the address will be').to.equal('1000');
      await el.address.whenWritten();
      expect(writes.calls(), 'in all').to.be.at.most(HISTORY_BURST + 1);
      expect(location.search).to.equal('?site=1&stay_page=1000');
      expect(history.length - entries).to.equal(writes.calls());
    } finally {
      writes.restore();
    }
  });

  it('warns once when the browser refuses a write, never throws, and writes the address later', async () => {
    const writes = countHistoryWrites({ refuse: 3 });
    // The 10-second wait after a refusal passes at once.
    const restoreTimers = compressWaits();
    try {
      expect(() => el.address.write('?site=1&stay_page=2', 'push')).not.to.throw();
      el.address.write('?site=1&stay_page=3', 'replace');
      await el.address.whenWritten();
    } finally {
      restoreTimers();
      writes.restore();
    }
    expect(location.search).to.equal('?site=1&stay_page=3');
    expect(writes.calls()).to.equal(4);
    expect(el.warnings).to.have.length(1);
    expect(el.warnings[0]).to.contain('SecurityError');
  });

  it('follows Back while enabled, dropping a write that waits, and not otherwise', async () => {
    el.address.write('?site=1&stay_page=2', 'push');
    await el.address.whenWritten();
    let back = popped();
    history.back();
    await back;
    expect(el.popped).to.equal(1);
    el.follows = false;
    const forward = popped();
    history.forward();
    await forward;
    expect(el.popped, 'not followed while disabled').to.equal(1);
    el.follows = true;
    // A burst leaves a write waiting; Back makes it moot.
    for (let page = 3; page < 3 + HISTORY_BURST * 2; page++) el.address.write(`?site=1&stay_page=${page}`, 'push');
    back = popped();
    history.back();
    await back;
    await el.address.whenWritten();
    expect(el.popped).to.equal(2);
    expect(el.address.href).to.equal(location.href);
  });

  it('stops following Back once the host is removed', async () => {
    el.address.write('?site=1&stay_page=2', 'push');
    await el.address.whenWritten();
    el.remove();
    const back = popped();
    history.back();
    await back;
    expect(el.popped).to.equal(0);
  });
});
