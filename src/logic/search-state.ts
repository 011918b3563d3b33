import { SORT_COLUMNS, type AccommodationType, type GuestCount, type SearchQuery, type Sort } from '../api/types.js';
import { withoutParameters } from '../api/url.js';
import { checkRange, pickerRules, rangeProblemText, type StayRules } from './dates.js';
import { SORT_KEYS, defaultFilters, filtersToQuery, isSortKey, parseTypes, type SortKey } from './filters.js';
import {
  DEFAULT_MAX_TOTAL,
  DEFAULT_PERSONS,
  formatGuests as formatCounts,
  guestsToQuery,
  normalizeGuests,
  parseCategories,
  parseGuests,
  type GuestCounts,
} from './guests.js';

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
  /**
   * The staff table's sorts, in the spec's form and applied in order; `[]` lets the `sort` preset decide (a preset
   * is one of these lists: `price-asc` is `[{ column: 'price_total', order: 'asc' }]`).
   */
  sorts: Sort[];
  /** From 1. */
  page: number;
  /** `X-Admin-Id`, or `null` for the key's (or the only) administration. */
  adminId: string | null;
}

/**
 * The party searched when nobody chose one: two adults, which is also what the service assumes without person
 * parameters (contract section 1). Persons mode starts from `DEFAULT_PERSONS`, the same two.
 */
export const DEFAULT_PARTY: readonly GuestCount[] = [{ id: 'adults', count: DEFAULT_PERSONS }];

/** What "clear filters" leaves: no tags, no types, only available places. The sort stays (it orders, it does not filter). */
export function clearedFilters(): Pick<SearchState, 'tags' | 'types' | 'onlyAvailable'> {
  const { tags, types, onlyAvailable } = defaultFilters();
  return { tags, types, onlyAvailable };
}

/** A search with nothing chosen: no dates, no party (the service's default), the default filters and order. */
export function emptyState(): SearchState {
  return {
    arrival: null,
    departure: null,
    guests: null,
    persons: null,
    ...defaultFilters(),
    sorts: [],
    page: 1,
    adminId: null,
  };
}

/** `adults:2,children:1`, the `guests` attribute's own notation; categories counting nobody are left out. */
export function formatGuests(guests: readonly GuestCount[] | null | undefined): string {
  return (guests ?? [])
    .filter((guest) => guest.count > 0)
    .map((guest) => `${guest.id}:${guest.count}`)
    .join(',');
}

/** Travellers that count towards `persons_min`/`persons_max`: pets excluded; the default party when the query names nobody. */
export function partySizeOf(query: Pick<SearchQuery, 'ageTableCategories' | 'persons'> | null | undefined): number {
  const whole = (count: unknown) => Math.max(0, Math.floor(Number(count)) || 0);
  const categories = query?.ageTableCategories;
  if (categories?.length) return categories.reduce((sum, { id, count }) => sum + (id === 'pets' ? 0 : whole(count)), 0);
  return Number.isFinite(query?.persons) ? whole(query!.persons) : DEFAULT_PERSONS;
}

function countsOf(party: readonly GuestCount[]): GuestCounts {
  return Object.fromEntries(party.map(({ id, count }) => [id, count]));
}

/** A whole number from 1 to `max`, or `undefined`. */
function wholeNumber(text: string, max: number): number | undefined {
  // `text` is never empty (`readState` reads only texts that are there), which Number would read as 0.
  const number = Number(text);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

const TAG = /^tag_[^\s,;:]+$/;

/**
 * `"facilities:tag_a,tag_b;view:tag_c"` → `{ facilities: ["tag_a","tag_b"], view: ["tag_c"] }`: groups separated by
 * `;`, each its (URI-encoded) group id, `:` and its tags. Only the bad entries are left out, each named in `unknown`
 * as written (a tag that is no `tag_…` id, a group without a readable id); `groups` is `undefined` when nothing
 * usable is left.
 */
export function parseTags(text: string): { groups: Record<string, string[]> | undefined; unknown: string[] } {
  const groups: Record<string, string[]> = {};
  const unknown: string[] = [];
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const [id = '', list = '', ...rest] = part.split(':');
    let group = '';
    try {
      group = decodeURIComponent(id);
    } catch {
      // a broken escape: the group has no usable id
    }
    if (!group.trim() || !part.includes(':') || rest.length) {
      unknown.push(part);
      continue;
    }
    for (const tag of list.split(',')) {
      if (!tag) continue;
      if (!TAG.test(tag)) unknown.push(tag);
      else if (!groups[group]?.includes(tag)) (groups[group] ??= []).push(tag);
    }
  }
  return { groups: Object.keys(groups).length ? groups : undefined, unknown };
}

/**
 * The service's query for a state, or `null` while the dates are incomplete (no request then). Every way dates enter
 * the state (the attributes, the address, the date picker) already took only a range the date picker accepts.
 */
export function stateToQuery(state: SearchState, pageSize = 20): SearchQuery | null {
  const { arrival, departure } = state;
  if (!arrival || !departure) return null;
  const query: SearchQuery = { arrival, departure };
  const guests = state.guests?.filter((g) => g.count > 0);
  if (guests?.length) query.ageTableCategories = guests;
  else if (state.persons) query.persons = state.persons;
  const filters = filtersToQuery(state);
  if (state.sorts.length) filters.sorts = state.sorts;
  return { ...query, ...filters, page: state.page, limit: pageSize };
}

/**
 * A stable text of everything in a query that decides which accommodations match (not the page, the page size or
 * the order): the count's cache key, so paging and re-sorting never ask for the count again.
 */
export function countKey(query: SearchQuery): string {
  return queryKey({ ...query, page: undefined, limit: undefined, sorts: undefined });
}

/**
 * A stable text of the whole query, page included (`undefined` values drop out). Every query is made by
 * `stateToQuery` (or a spread of one), so equal queries list their keys in the same order and give equal text.
 */
export function queryKey(query: SearchQuery): string {
  return JSON.stringify(query);
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
  for (const name of [...params.keys()]) if (name.startsWith(ADDRESS_PREFIX)) params.delete(name);
  const tags = Object.entries(state.tags)
    .filter(([, group]) => group.length)
    .map(([id, group]) => `${encodeURIComponent(id)}:${group}`);
  const values = {
    arrival: state.arrival,
    departure: state.departure,
    guests: formatGuests(state.guests),
    // One of the two is `null`: the party counts persons or categories.
    persons: state.persons,
    tags: tags.join(';'),
    types: state.types.join(),
    available: !state.onlyAvailable && '0',
    sort: state.sort !== 'rank' && state.sort,
    sorts: formatSorts(state.sorts),
    page: state.page > 1 && state.page,
    admin: state.adminId,
  };
  for (const [name, value] of Object.entries(values)) if (value) params.set(ADDRESS_PREFIX + name, String(value));
  return params;
}

/** Sorts as the page address writes them: `price_total:asc,name:desc`. */
export function formatSorts(sorts: readonly Sort[]): string {
  return sorts.map((sort) => `${sort.column}:${sort.order}`).join();
}

/** `price_total:asc,name:desc` as sorts, or `undefined` when an entry is not a sortable column and an order. */
export function parseSorts(text: string): Sort[] | undefined {
  const sorts: Sort[] = [];
  for (const entry of text.split(',')) {
    const [column, order] = entry.trim().split(':');
    if (!(SORT_COLUMNS as readonly string[]).includes(column!) || (order !== 'asc' && order !== 'desc'))
      return undefined;
    if (sorts.some((sort) => sort.column === column)) return undefined;
    sorts.push({ column: column as Sort['column'], order });
  }
  return sorts;
}

/** What a change of the guest's is, for the page's history (see `historyEntryFor`). */
export type ChangeKind = 'dates' | 'party' | 'filters' | 'sort' | 'page' | 'administration' | 'attributes';

/**
 * Whether a change adds a history entry (`push`: Back returns to the search before it) or changes the current one
 * (`replace`), given the kind of change that made the current entry:
 * - a page change, and a new search the guest made (dates, party, administration), push;
 * - sort, and a script's changes of the attributes, replace;
 * - the filters are adjusted in their panel: the first change pushes, and the changes after it (with no other kind
 *   of change between) replace that entry, so one Back leaves all of them.
 */
export function historyEntryFor(change: ChangeKind, entry: ChangeKind | undefined): 'push' | 'replace' {
  if (change === 'sort' || change === 'attributes') return 'replace';
  if (change === 'filters' && entry === 'filters') return 'replace';
  return 'push';
}

/** `stay_admin` (and `admin-id`) for every administration of an app user at once, merged (the staff's desk). */
export const ALL_ADMINISTRATIONS = 'all';

/** Every page-address parameter of the widget starts so. */
export const ADDRESS_PREFIX = 'stay_';

/**
 * The page address's query part for a state: the `stay_` parameters written anew (at the end), every other
 * parameter kept exactly as written and where it was.
 */
export function stateToAddressSearch(state: SearchState, current: string): string {
  const kept = withoutParameters(current, (name) => name.startsWith(ADDRESS_PREFIX));
  const stay = stateToUrlParams(state).toString();
  if (!stay) return kept;
  return kept ? `${kept}&${stay}` : `?${stay}`;
}

/**
 * The search that named texts describe: the attributes (`arrival`, `guests`, `sort`, …) or, with the `prefix` `stay_`,
 * the page address's parameters. Only texts that are there and usable appear in `value`; each bad one is named in
 * `problems` (`stay_sort "cheapest" ignored`), so the rest still applies. The dates and the party are read as the date
 * picker (with `rules`) and the guests field (offering `categories`) take them: one truth for what is searched.
 */
export function readState(
  texts: Record<string, string | null | undefined>,
  prefix = '',
  categories = '',
  rules: StayRules = pickerRules(),
): { value: Partial<SearchState>; problems: string[] } {
  const value: Partial<SearchState> = {};
  const problems: string[] = [];
  const textOf = (name: string) => texts[prefix + name]?.trim();
  const read = <Key extends keyof SearchState>(
    key: Key,
    parse: (text: string) => SearchState[Key] | undefined,
    name: string = key,
  ) => {
    const text = textOf(name);
    if (!text) return;
    const parsed = parse(text);
    if (parsed === undefined) problems.push(`${prefix}${name} "${text}" ignored`);
    else value[key] = parsed;
  };
  /** A list: a bad entry drops only itself, named in its own problem; the good ones stay. */
  const readList = <Key extends keyof SearchState>(
    key: Key,
    parse: (text: string) => { list: SearchState[Key] | undefined; unknown: string[] },
    name: string = key,
  ) => {
    const text = textOf(name);
    if (!text) return;
    const { list, unknown } = parse(text);
    if (unknown.length) problems.push(`${prefix}${name}: ${unknown.map((entry) => `"${entry}"`).join(', ')} left out`);
    if (list !== undefined) value[key] = list;
  };
  const arrival = textOf('arrival');
  const departure = textOf('departure');
  if (arrival || departure) {
    const range = `${arrival}/${departure}`;
    const check = checkRange(range, rules);
    if (check.ok) Object.assign(value, { arrival, departure });
    else problems.push(`${prefix}arrival/departure "${range}" ${rangeProblemText(check.problem, rules)}`);
  }
  const guests = textOf('guests');
  if (guests) {
    // An unreadable party is 2 adults; a readable one is fitted to the offered categories, their limits and the
    // largest party, as the guests field (with its default limits) shows it.
    const offered = parseCategories(categories).categories;
    const parsed = parseGuests(guests);
    const party = normalizeGuests(
      parsed.problems.length ? countsOf(DEFAULT_PARTY) : parsed.value,
      offered,
      undefined,
      DEFAULT_MAX_TOTAL,
    ).counts;
    value.guests = guestsToQuery(party, 'categories', offered).ageTableCategories;
    if (formatCounts(party) !== formatCounts(parsed.value))
      problems.push(`${prefix}guests "${guests}" read as ${formatGuests(value.guests)}`);
  }
  read('persons', (text) => wholeNumber(text, DEFAULT_MAX_TOTAL));
  readList('tags', (text) => {
    const { groups, unknown } = parseTags(text);
    return { list: groups, unknown };
  });
  readList('types', (text) => {
    const { types, unknown } = parseTypes(text);
    return { list: types.length ? types : undefined, unknown };
  });
  read('onlyAvailable', (text) => (text === '0' || text === '1' ? text === '1' : undefined), 'available');
  read('sort', (text) => (isSortKey(text) ? text : undefined));
  read('sorts', parseSorts);
  read('page', (text) => wholeNumber(text, 10_000));
  read('adminId', (text) => (/^[\w-]{1,64}$/.test(text) ? text : undefined), 'admin');
  return { value, problems };
}
