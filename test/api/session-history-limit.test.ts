// A file of its own: the test spends the page's history writes, which WebKit then refuses for 10 s.
import { expect } from '@open-wc/testing';
import { AppSession } from '../../src/api/index.js';
import { isolatedSandbox, sandboxPost } from '../helpers/sandbox.js';

/** WebKit (Safari) refuses a page's history writes after this many in 10 s; other engines take more. */
const WEBKIT_HISTORY_LIMIT = 100;

describe('AppSession when the browser refuses to change the address', () => {
  it('signs in all the same, once the page has spent its history writes (WebKit: 100 in 10 s)', async () => {
    const base = isolatedSandbox('api-session-history-limit');
    const { authtoken } = (await (await sandboxPost(base, '/sandbox/authtokens', { user_id: 'usr_demo' })).json()) as {
      authtoken: string;
    };
    const before = window.location.href;
    const address = new URL(before);
    address.searchParams.set('authtoken', authtoken);
    // Up to WebKit's limit, the last write with the token: the session's own write is then one too many there.
    for (let write = 0; write < WEBKIT_HISTORY_LIMIT; write++) {
      try {
        history.replaceState(history.state, '', address.href);
      } catch {
        break; // WebKit: the limit is reached (the page had written before).
      }
    }
    expect(window.location.href).to.equal(address.href);
    const session = await AppSession.fromLocation(base);
    expect(session.user()).to.include({ id: 'usr_demo' });
    try {
      history.replaceState(history.state, '', before);
    } catch {
      // Still refused (WebKit): the page goes with the file.
    }
  });
});
