import { type AccommodationType, type GuestCount, type SearchQuery } from '../api/types.js';
import { checkRange, isIsoDate, pickerRules, rangeProblemText, type StayRules } from './dates.js';
import { SORT_KEYS, filtersToQuery, isSortKey, parseTypes, type SortKey } from './filters.js';
import { DEFAULT_MAX_TOTAL, guestsToQuery, normalizeGuests, parseCategories, parseGuests, type GuestCounts } from './guests.js';

export { SORT_KEYS, isSortKey, pickerRules, type SortKey };

/**
 * Everything the guest chose in `<stay-search>`, independent of where it came from (attributes, the page address,
 * the child elements). Pure data: `stateToQuery` turns it into the API's `SearchQuery`. Its filter fields are a
 * `<stay-filters>` value as they are.
 */
export interface SearchState {
  /** `YYYY-MM-DD`, or `null` while the guest has not chosen. */
  arrival: string | null;
  departure: string | null;
  /** Persons per age category (categories mode); `null` = not chosen, the service assumes 2 adults. */
  guests: GuestCount[] | null;
  /** A single persons count (persons mode); used only when `guests` is `null`. */
  persons: number | null;
  /** Chosen tags per tag group id (as `<stay-filters>` has them): OR inside a group, AND across groups. */
  tags: Record<string, string[]>;
  types: AccommodationType[];
  onlyAvailable: boolean;
  sort: SortKey;
  /** From 1. */
  page: number;
  /** `X-Admin-Id`, or `null` for the key's (or the only) administration. */
  adminId: string | null;
}

export function emptyState(): SearchState {
  return { arrival: null, departure: null, guests: null, persons: null, tags: {}, types: [], onlyAvailable: true, sort: 'rank', page: 1, adminId: null };
}

/**
 * The party as `<stay-guests>` (with its default limits) shows it for the offered `categories`: categories not
 * offered dropped, counts inside their limits, the party within the largest one. `changed` when that is not `guests`.
 */
export function fitParty(guests: readonly GuestCount[], categories: string): { value: GuestCount[]; changed: boolean } {
  const offered = parseCategories(categories).categories;
  const counts: GuestCounts = Object.fromEntries(guests.map(({ id, count }) => [id, count]));
  const value = guestsToQuery(normalizeGuests(counts, offered, undefined, DEFAULT_MAX_TOTAL).counts, 'categories', offered).ageTableCategories;
  const given = guests.filter((guest) => guest.count > 0);
  return { value, changed: value.length !== given.length || value.some(({ id, count }) => counts[id] !== count) };
}

/** `"adults:2,children:1"` → counts, read by the guests field's own parser; `undefined` when it cannot use the text. */
export function parseGuestsText(text: string): GuestCount[] | undefined {
  const { value, problems } = parseGuests(text);
  return problems.length ? undefined : Object.entries(value).map(([id, count]) => ({ id, count }) as GuestCount);
}

/** Why the date picker refuses a stay, as a phrase naming the stay; `null` when it takes it. */
export function rangeProblem(arrival: string, departure: string, rules: StayRules = pickerRules()): string | null {
  const check = checkRange(`${arrival}/${departure}`, rules);
  return check.ok ? null : `${arrival}/${departure} ${rangeProblemText(check.problem, rules)}`;
}

/** `adults:2,children:1`, the `guests` attribute's own notation; categories counting nobody are left out. */
export function formatGuests(guests: readonly GuestCount[] | null | undefined): string {
  return (guests ?? [])
    .filter((guest) => guest.count > 0)
    .map((guest) => `${guest.id}:${guest.count}`)
    .join(',');
}

/** Travellers that count towards `persons_min`/`persons_max`: pets excluded; 2 when the query names nobody. */
export function partySizeOf(query: Pick<SearchQuery, 'ageTableCategories' | 'persons'> | null | undefined): number {
  const whole = (count: unknown) => Math.max(0, Math.floor(Number(count)) || 0);
  const categories = query?.ageTableCategories;
  if (categories?.length) return categories.reduce((sum, { id, count }) => sum + (id === 'pets' ? 0 : whole(count)), 0);
  return Number.isFinite(query?.persons) ? whole(query!.persons) : 2;
}

/** A whole number from 1 to `max`, or `undefined`. */
export function wholeNumber(text: string, max: number): number | undefined {
  const number = Number(text.trim() || NaN);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

const TAG = /^tag_[^\s,;:]+$/;

/**
 * `"facilities:tag_a,tag_b;view:tag_c"` → `{ facilities: ["tag_a","tag_b"], view: ["tag_c"] }`: groups separated by
 * `;`, each its (URI-encoded) group id, `:` and its tags; `undefined` when the text is not such a list.
 */
export function parseTags(text: string): Record<string, string[]> | undefined {
  const groups: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const [id = '', list = ''] = part.split(':');
    const tags = list.split(',');
    let group = '';
    try {
      group = decodeURIComponent(id);
    } catch {
      // a broken escape: the group has no usable id
    }
    if (!group || !tags.every((tag) => TAG.test(tag))) return undefined;
    groups[group] = tags;
  }
  return groups;
}

/** The service's query for a state, or `null` while the dates are not a valid range (no request then). */
export function stateToQuery(state: SearchState, pageSize = 20): SearchQuery | null {
  const { arrival, departure } = state;
  // Both real days, departure after arrival.
  if (!arrival || !departure || !isIsoDate(arrival) || !isIsoDate(departure) || departure <= arrival) return null;
  const query: SearchQuery = { arrival, departure };
  const guests = state.guests?.filter((g) => g.count > 0);
  if (guests?.length) query.ageTableCategories = guests.map((g) => ({ ...g }));
  else if (state.persons) query.persons = state.persons;
  return { ...query, ...filtersToQuery(state), page: state.page, limit: pageSize };
}

/**
 * A stable text of everything in a query that decides which accommodations match (not the page, the page size or
 * the order): the count's cache key, so paging and re-sorting never ask for the count again.
 */
export function countKey(query: SearchQuery): string {
  return queryKey({ ...query, page: undefined, limit: undefined, sorts: undefined });
}

/**
 * A stable text of the whole query, page included: JSON with every object's keys in order (`undefined` values drop
 * out), so equal queries give equal text.
 */
export function queryKey(query: SearchQuery): string {
  return JSON.stringify(query, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : 1))) : inner,
  );
}

export function sameQuery(a: SearchQuery | null, b: SearchQuery | null): boolean {
  return a && b ? queryKey(a) === queryKey(b) : a === b;
}

/**
 * The page address's search part for a state: every `stay_` parameter rewritten from the state, every other
 * parameter kept as it was and where it was. Defaults are left out so shared links stay short.
 */
export function stateToUrlParams(state: SearchState, current: URLSearchParams | string = ''): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of [...params.keys()]) if (name.startsWith('stay_')) params.delete(name);
  const tags = Object.entries(state.tags)
    .filter(([, group]) => group.length)
    .map(([id, group]) => `${encodeURIComponent(id)}:${group}`);
  const values: [string, unknown][] = [
    ['arrival', state.arrival],
    ['departure', state.departure],
    ['guests', formatGuests(state.guests)],
    ['persons', !state.guests?.length && state.persons],
    ['tags', tags.join(';')],
    ['types', state.types.join()],
    ['available', !state.onlyAvailable && '0'],
    ['sort', state.sort !== 'rank' && state.sort],
    ['page', state.page > 1 && state.page],
    ['admin', state.adminId],
  ];
  for (const [name, value] of values) if (value) params.set(`stay_${name}`, String(value));
  return params;
}

/**
 * The parts of a state a page address carries. Only parameters that are present appear in `value`; a bad value is
 * left out and named in `problems` (`stay_sort "cheapest"`), so the rest of a shared link still restores.
 */
export function stateFromUrlParams(
  params: URLSearchParams | string,
  rules: StayRules = pickerRules(),
): { value: Partial<SearchState>; problems: string[] } {
  const search = new URLSearchParams(params);
  const value: Partial<SearchState> = {};
  const problems: string[] = [];
  const read = <Key extends keyof SearchState>(key: Key, name: string, parse: (text: string) => SearchState[Key] | undefined) => {
    const text = search.get(`stay_${name}`);
    if (text === null) return;
    const parsed = parse(text);
    if (parsed === undefined) problems.push(`stay_${name} "${text}"`);
    else value[key] = parsed;
  };
  const arrival = search.get('stay_arrival');
  const departure = search.get('stay_departure');
  if (arrival && departure) {
    const problem = rangeProblem(arrival, departure, rules);
    if (problem) problems.push(problem);
    else Object.assign(value, { arrival, departure });
  }
  read('guests', 'guests', parseGuestsText);
  read('persons', 'persons', (text) => wholeNumber(text, DEFAULT_MAX_TOTAL));
  read('tags', 'tags', parseTags);
  read('types', 'types', (text) => {
    const { types, unknown } = parseTypes(text);
    return unknown.length ? undefined : types;
  });
  read('onlyAvailable', 'available', (text) => (text === '0' || text === '1' ? text === '1' : undefined));
  read('sort', 'sort', (text) => (isSortKey(text) ? text : undefined));
  read('page', 'page', (text) => wholeNumber(text, 10_000));
  read('adminId', 'admin', (text) => (/^[\w-]{1,64}$/.test(text) ? text : undefined));
  return { value, problems };
}
