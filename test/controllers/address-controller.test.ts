// The page-address controller on a small host of its own.
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { AddressController } from '../../src/controllers/address-controller.js';

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

  it('reads the address', async () => {
    expect(el.address.params()).to.deep.equal({ site: '1', q: 'a b' });
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
    back = popped();
    history.back();
    await back;
    expect(el.popped).to.equal(2);
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
