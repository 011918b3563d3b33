// The last search of an app page's signed-in user, kept for the tab's life (sessionStorage), so that the page opened
// again from the back office (a new authtoken, no search in the address) comes back where the staff member was.
// Part of the sign-in part: only a signed-in app page reads or writes it.
import { fingerprint } from './fingerprint.js';

/** Every key starts so; the rest is a fingerprint of the service and the user (neither is stored as such). */
export const LAST_SEARCH_KEY_PREFIX = 'stay-search:last-search:';
/** The stored shape; a record of another version is foreign and ignored. */
export const LAST_SEARCH_VERSION = 1;
/** Longer than any search the widget writes: a longer text is not one of its records. */
const MAX_SEARCH_LENGTH = 4_000;

/** How the results were shown: the staff table or the guests' cards. */
export type LastSearchView = 'table' | 'cards';

/**
 * A search as the page address writes it (`stay_arrival=…&stay_guests=…`: dates, party, filters, sorts,
 * administration; never a token, a name or the page) and the view. No personal data.
 */
export interface LastSearch {
  search: string;
  view: LastSearchView;
}

/** Where a user's last search is kept: one key per service and user, so another user never reads it. */
export function lastSearchKey(scope: string): string {
  return LAST_SEARCH_KEY_PREFIX + fingerprint(scope);
}

function isLastSearch(value: unknown): value is LastSearch & { version: number } {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.version === LAST_SEARCH_VERSION &&
    typeof record.search === 'string' &&
    record.search.length <= MAX_SEARCH_LENGTH &&
    (record.view === 'table' || record.view === 'cards')
  );
}

/**
 * The last search kept for `scope` (the service and the user) in this tab: `last` when there is one, `problem` when
 * what is kept cannot be read (it is then removed). No storage (a sandboxed frame, storage turned off) is no search.
 */
export function recallLastSearch(
  scope: string,
  storage: () => Storage = () => sessionStorage,
): { last?: LastSearch; problem?: string } {
  const key = lastSearchKey(scope);
  let text: string | null;
  try {
    text = storage().getItem(key);
  } catch {
    return {};
  }
  if (text === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!isLastSearch(value)) {
    try {
      storage().removeItem(key);
    } catch {
      // Gone with the tab anyway.
    }
    return { problem: 'the last search kept in this tab is not one of ours; ignored' };
  }
  return { last: { search: value.search, view: value.view } };
}

/** Keeps `last` as the last search of `scope` in this tab; without storage (or room) the tab just forgets. */
export function rememberLastSearch(
  scope: string,
  last: LastSearch,
  storage: () => Storage = () => sessionStorage,
): void {
  const record = { version: LAST_SEARCH_VERSION, search: last.search, view: last.view };
  try {
    storage().setItem(lastSearchKey(scope), JSON.stringify(record));
  } catch {
    // No storage, or it is full: the next visit starts from the page's own search.
  }
}
