import {
  ACCOMMODATION_TYPES,
  AGE_CATEGORIES,
  SORT_COLUMNS,
  STOCK_OPERATORS,
  TYPE_OPERATORS,
  type SearchQuery,
} from '../api/types.js';

/** The longest stay the service accepts. */
export const MAX_NIGHTS = 365;
/** The most results a page. */
export const MAX_LIMIT = 20;

export interface QueryProblem {
  /** The parameter at fault, by its name on the wire (`arrival`, `offset`, `age_table_categories`…). */
  param: string;
  message: string;
}

/**
 * The query string of a search, exactly as contract section 1 lays out: scalars as plain parameters, structured
 * ones as JSON text (age counts as strings), `offset` = the page. Defaults are sent explicitly (`offset=1`,
 * `limit=20`) because the service leaves them unspecified. Assumes a query `validateSearchQuery` accepts.
 */
export function encodeSearchQuery(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({ arrival: query.arrival, departure: query.departure });
  const put = (name: string, value: unknown) => params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const guests = (query.ageTableCategories ?? []).filter((guest) => guest.count > 0);
  if (guests.length) put('age_table_categories', guests.map(({ id, count }) => ({ id, count: String(count) })));
  else if (query.persons != null) put('persons', String(query.persons));
  if (query.accommodationId) put('accommodation_id', query.accommodationId);
  const tags = query.tags?.filter((group) => group.length);
  if (tags?.length) put('tags', tags);
  const type = query.type;
  if (type) put('type', 'type' in type ? { type: type.type, operator: type.operator } : { operator: type.operator });
  if (query.stock) put('stock', { stock: query.stock.stock, operator: query.stock.operator });
  if (query.sorts?.length) put('sorts', query.sorts.map(({ column, order }) => ({ column, order })));
  put('offset', String(query.page ?? 1));
  put('limit', String(Math.min(query.limit ?? MAX_LIMIT, MAX_LIMIT)));
  return params;
}

/** Days since 1970 of a real `YYYY-MM-DD` date, or `undefined`. */
function dayNumber(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).getUTCDate() === day && month <= 12 ? time / 864e5 : undefined;
}

const isWhole = (value: unknown, min: number, max = Infinity): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const known = (list: readonly string[], value: unknown): boolean => list.includes(value as string);

/**
 * Every problem of a query, each with its wire parameter and an English sentence; empty when the query can be
 * sent. Checks what the service would refuse (contract section 3's 400 list) plus the client's own limits.
 */
export function validateSearchQuery(input: SearchQuery): QueryProblem[] {
  const query: Partial<SearchQuery> = input ?? {};
  const problems: QueryProblem[] = [];
  const problem = (param: string, message: string) => problems.push({ param, message });
  const check = (list: readonly string[], value: unknown, param: string, what: string): boolean => {
    const ok = known(list, value);
    if (!ok) problem(param, `Unknown ${what} "${value}".`);
    return ok;
  };

  const arrival = dayNumber(query.arrival);
  const departure = dayNumber(query.departure);
  for (const [param, value, day] of [
    ['arrival', query.arrival, arrival],
    ['departure', query.departure, departure],
  ] as const) {
    if (!value) problem(param, `Choose a${param === 'arrival' ? 'n' : ''} ${param} date.`);
    else if (day === undefined) problem(param, `The ${param} date "${value}" is not a real date (YYYY-MM-DD).`);
  }
  if (arrival !== undefined && departure !== undefined) {
    if (departure <= arrival) problem('departure', 'The departure date must be after the arrival date.');
    else if (departure - arrival > MAX_NIGHTS) problem('departure', `A stay can last at most ${MAX_NIGHTS} nights.`);
  }

  if (query.limit != null && !isWhole(query.limit, 1, MAX_LIMIT)) {
    problem('limit', `The number of results a page must be a whole number from 1 to ${MAX_LIMIT}.`);
  }
  if (query.page != null && !isWhole(query.page, 1)) problem('offset', 'The page must be a whole number from 1.');
  if (query.persons != null && !isWhole(query.persons, 1)) {
    problem('persons', 'The number of persons must be a whole number from 1.');
  }

  for (const guest of query.ageTableCategories ?? []) {
    if (!check(AGE_CATEGORIES, guest?.id, 'age_table_categories', 'age category')) continue;
    if (!isWhole(guest.count, 0)) {
      problem('age_table_categories', `The number of ${guest.id} must be a whole number.`);
    }
  }

  if (query.tags != null && !(Array.isArray(query.tags) && query.tags.every(Array.isArray))) {
    problem('tags', 'Tags must be a list of groups of tag ids.');
  }

  const type = query.type as { operator?: unknown; type?: unknown } | undefined;
  if (type) {
    const operator = type.operator;
    if (check(TYPE_OPERATORS, operator, 'type', 'type operator') && operator !== 'EMPTY' && operator !== 'NOT_EMPTY') {
      const many = operator === 'IN' || operator === 'NOT_IN';
      if (many !== Array.isArray(type.type)) {
        problem('type', `The ${operator} operator needs ${many ? 'a list of types' : 'a single type'}.`);
      } else {
        const types = many ? (type.type as unknown[]) : [type.type];
        if (!types.length) problem('type', `The ${operator} operator needs at least one accommodation type.`);
        for (const value of types) check(ACCOMMODATION_TYPES, value, 'type', 'accommodation type');
      }
    }
  }

  if (query.stock) {
    check(STOCK_OPERATORS, query.stock.operator, 'stock', 'stock operator');
    if (!isWhole(query.stock.stock, 0)) problem('stock', 'The stock filter needs a whole number.');
  }

  for (const sort of query.sorts ?? []) {
    check(SORT_COLUMNS, sort?.column, 'sorts', 'sort column');
    check(['asc', 'desc'], sort?.order, 'sorts', 'sort order');
  }
  return problems;
}
