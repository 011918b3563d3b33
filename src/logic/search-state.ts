import { type AccommodationType, type GuestCount, type SearchQuery } from '../api/types.js';
import { checkRange, isIsoDate, pickerRules, rangeProblemText, type StayRules } from './dates.js';

export { pickerRules };
import { SORT_KEYS, filtersToQuery, isSortKey, parseTypes as parseTypeList, type SortKey } from './filters.js';
import { ABSOLUTE_MAX, DEFAULT_MAX_TOTAL, guestsToQuery, normalizeGuests, parseCategories, parseGuests, type GuestCounts } from './guests.js';

export { SORT_KEYS, isSortKey, type SortKey };

/**
 * Everything the guest chose in `<stay-search>`, independent of where it came from (attributes, the page address,
 * the child elements). Pure data: `stateToQuery` turns it into the API's `SearchQuery`.
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

export const MAX_PAGE_SIZE = 20;

export function emptyState(): SearchState {
  return {
    arrival: null,
    departure: null,
    guests: null,
    persons: null,
    tags: {},
    types: [],
    onlyAvailable: true,
    sort: 'rank',
    page: 1,
    adminId: null,
  };
}

/** A parse result: the value when the text was usable, and one sentence per problem for `console.warn`. */
export interface Parsed<T> {
  value: T | null;
  problems: string[];
}

function ok<T>(value: T): Parsed<T> {
  return { value, problems: [] };
}

function bad<T>(problem: string): Parsed<T> {
  return { value: null, problems: [problem] };
}

/**
 * `"adults:2,children:1"` → counts, read by the guests field's own parser; any entry it cannot use, a count above
 * 99 or a party of nobody makes the whole text unusable (one problem sentence).
 */
export function parseGuestsText(text: string): Parsed<GuestCount[]> {
  const { value, problems } = parseGuests(text);
  const counts = Object.entries(value).map(([id, count]) => ({ id, count }) as GuestCount);
  if (problems.length || counts.some((guest) => guest.count > ABSOLUTE_MAX)) {
    return bad(`"${text}" is not a list like "adults:2,children:1" (${problems.join('; ') || `at most ${ABSOLUTE_MAX} each`}).`);
  }
  return partySizeOf({ ageTableCategories: counts }) ? ok(counts) : bad(`"${text}" counts nobody.`);
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

/** Why the date picker refuses a stay, as a sentence without its full stop; `null` when it takes it. */
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

export function parsePositiveInteger(text: string, max = Number.MAX_SAFE_INTEGER): Parsed<number> {
  const number = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(number) || number < 1 || number > max) {
    return bad(`"${text}" is not a whole number from 1 to ${max}.`);
  }
  return ok(number);
}

/** `"bungalow,chalet"` → types; unknown types are dropped with a problem, known ones kept. */
export function parseTypes(text: string): Parsed<AccommodationType[]> {
  const { types, unknown } = parseTypeList(text);
  return { value: types, problems: unknown.length ? [`unknown accommodation type(s) "${unknown.join('", "')}" ignored.`] : [] };
}

const TAG = /^tag_[^\s,;:]+$/;

/**
 * `"facilities:tag_a,tag_b;view:tag_c"` → `{ facilities: ["tag_a","tag_b"], view: ["tag_c"] }`: groups separated by
 * `;`, each its (URI-encoded) group id, `:` and its tags.
 */
export function parseTags(text: string): Parsed<Record<string, string[]>> {
  const groups: Record<string, string[]> = {};
  for (const part of text.split(';').map((p) => p.trim()).filter(Boolean)) {
    const colon = part.indexOf(':');
    let group = '';
    try {
      group = colon > 0 ? decodeURIComponent(part.slice(0, colon)).trim() : '';
    } catch {
      group = '';
    }
    const tags = part.slice(colon + 1).split(',').map((t) => t.trim()).filter(Boolean);
    if (!group || !tags.length || tags.some((t) => !TAG.test(t))) {
      return bad(`"${text}" is not a list like "group:tag_a,tag_b;other:tag_c".`);
    }
    groups[group] = [...new Set([...(groups[group] ?? []), ...tags])];
  }
  return ok(groups);
}

function formatTags(tags: Record<string, string[]>): string {
  return Object.entries(tags)
    .filter(([, group]) => group.length)
    .map(([id, group]) => `${encodeURIComponent(id)}:${group.join(',')}`)
    .join(';');
}

/** Dates as a pair: both real days and departure after arrival, else `null`. */
export function validRange(arrival: string | null, departure: string | null): { arrival: string; departure: string } | null {
  if (!arrival || !departure || !isIsoDate(arrival) || !isIsoDate(departure) || departure <= arrival) return null;
  return { arrival, departure };
}

/** The service's query for a state, or `null` while the dates are not a valid range (no request then). */
export function stateToQuery(state: SearchState, pageSize: number = MAX_PAGE_SIZE): SearchQuery | null {
  const range = validRange(state.arrival, state.departure);
  if (!range) return null;
  const query: SearchQuery = { ...range };
  const guests = state.guests?.filter((g) => g.count > 0);
  if (guests?.length) query.ageTableCategories = guests.map((g) => ({ ...g }));
  else if (state.persons && state.persons > 0) query.persons = state.persons;
  Object.assign(query, filtersToQuery(state));
  query.page = Math.max(1, Math.floor(state.page) || 1);
  query.limit = clampPageSize(pageSize);
  return query;
}

export function clampPageSize(size: number): number {
  return Number.isFinite(size) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(size))) : MAX_PAGE_SIZE;
}

/**
 * A stable text of everything in a query that decides which accommodations match (not the page, the page size or
 * the order): the count's cache key, so paging and re-sorting never ask for the count again.
 */
export function countKey(query: SearchQuery): string {
  return stableKey({ ...query, page: undefined, limit: undefined, sorts: undefined });
}

/** A stable text of the whole query, page included. */
export function queryKey(query: SearchQuery): string {
  return stableKey({ ...query, page: query.page ?? 1, limit: query.limit ?? MAX_PAGE_SIZE });
}

export function sameQuery(a: SearchQuery | null, b: SearchQuery | null): boolean {
  return a && b ? queryKey(a) === queryKey(b) : a === b;
}

/** JSON with every object's keys in order (`undefined` values drop out), so equal queries give equal text. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y)))
      : inner,
  );
}

/**
 * The page address's search part for a state: every `stay_` parameter rewritten from the state, every other
 * parameter kept as it was and where it was. Defaults are left out so shared links stay short.
 */
export function stateToUrlParams(state: SearchState, current: URLSearchParams | string = ''): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of [...params.keys()]) if (name.startsWith('stay_')) params.delete(name);
  const set = (name: string, value: string | null) => {
    if (value !== null && value !== '') params.set(name, value);
  };
  set('stay_arrival', state.arrival);
  set('stay_departure', state.departure);
  if (state.guests?.length) set('stay_guests', formatGuests(state.guests));
  else if (state.persons) set('stay_persons', String(state.persons));
  set('stay_tags', formatTags(state.tags));
  set('stay_types', state.types.join(','));
  if (!state.onlyAvailable) set('stay_available', '0');
  if (state.sort !== 'rank') set('stay_sort', state.sort);
  if (state.page > 1) set('stay_page', String(state.page));
  set('stay_admin', state.adminId);
  return params;
}

/**
 * The parts of a state a page address carries. Only parameters that are present appear in `value`; a bad value is
 * left out with one problem sentence, so the rest of a shared link still restores.
 */
export function stateFromUrlParams(
  params: URLSearchParams | string,
  rules: StayRules = pickerRules(),
): { value: Partial<SearchState>; problems: string[] } {
  const search = new URLSearchParams(params);
  const value: Partial<SearchState> = {};
  const problems: string[] = [];
  const read = <Key extends keyof SearchState>(name: string, key: Key, parse: (text: string) => Parsed<SearchState[Key]>) => {
    const text = search.get(name);
    if (text === null) return;
    const parsed = parse(text);
    problems.push(...parsed.problems.map((problem) => `${name}: ${problem}`));
    if (parsed.value !== null) value[key] = parsed.value;
  };
  const date = (text: string) => (isIsoDate(text) ? ok(text) : bad<string>(`"${text}" is not a date like 2026-07-01.`));
  read('stay_arrival', 'arrival', date);
  read('stay_departure', 'departure', date);
  const dates = value.arrival && value.departure ? rangeProblem(value.arrival, value.departure, rules) : null;
  if (dates) {
    problems.push(`${dates}.`);
    delete value.arrival;
    delete value.departure;
  }
  read('stay_guests', 'guests', parseGuestsText);
  read('stay_persons', 'persons', (text) => parsePositiveInteger(text, DEFAULT_MAX_TOTAL));
  read('stay_tags', 'tags', parseTags);
  read('stay_types', 'types', parseTypes);
  read('stay_available', 'onlyAvailable', (text) => (text === '0' || text === '1' ? ok(text === '1') : bad(`"${text}" is not 0 or 1.`)));
  read('stay_sort', 'sort', (text) => (isSortKey(text) ? ok(text) : bad(`"${text}" is not one of ${SORT_KEYS.join(', ')}.`)));
  read('stay_page', 'page', (text) => parsePositiveInteger(text, 10_000));
  read('stay_admin', 'adminId', (text) => (/^[\w-]{1,64}$/.test(text) ? ok(text) : bad(`"${text}" is not an administration id.`)));
  return { value, problems };
}
