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
  const { type, stock, sorts } = query;
  const guests = (query.ageTableCategories ?? []).filter((guest) => guest.count > 0);
  const tags = query.tags?.filter((group) => group.length);
  // Absent values are left out; so are undefined fields inside JSON (`{"operator":"EMPTY"}` has no `type`).
  const wire: Record<string, unknown> = {
    arrival: query.arrival,
    departure: query.departure,
    age_table_categories: guests.length ? guests.map(({ id, count }) => ({ id, count: String(count) })) : undefined,
    persons: guests.length ? undefined : query.persons,
    accommodation_id: query.accommodationId || undefined,
    tags: tags?.length ? tags : undefined,
    type: type && { type: (type as { type?: unknown }).type, operator: type.operator },
    stock: stock && { stock: stock.stock, operator: stock.operator },
    sorts: sorts?.length ? sorts.map(({ column, order }) => ({ column, order })) : undefined,
    offset: query.page ?? 1,
    limit: Math.min(query.limit ?? MAX_LIMIT, MAX_LIMIT),
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(wire)) {
    if (value != null) params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

/** Days since 1970 of a real `YYYY-MM-DD` date, or `undefined`. */
function dayNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(value)) return undefined;
  const time = Date.parse(value);
  // Chromium rolls 2026-02-30 over to 2 March (others give NaN, and then toJSON gives null): a real day reads back
  // as itself.
  return new Date(time).toJSON()?.startsWith(value) ? time / 864e5 : undefined;
}

/**
 * Every problem of a query, each with its wire parameter and a short English sentence naming the value; empty when
 * the query can be sent. Checks what the service would refuse (contract section 3's 400 list) plus the client's own
 * limits.
 */
export function validateSearchQuery(input: SearchQuery): QueryProblem[] {
  const query: Partial<SearchQuery> = input ?? {};
  const problems: QueryProblem[] = [];
  const problem = (param: string, message: string) => problems.push({ param, message });
  /** Whether `value` is one of `list`; if not, a problem naming it. */
  const known = (list: readonly unknown[], value: unknown, param: string): boolean => {
    if (list.includes(value)) return true;
    problem(param, `Unknown ${param} value "${value}".`);
    return false;
  };
  const whole = (value: unknown, param: string, min: number, max = Infinity) => {
    if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
      problem(param, `${param} "${value}" is not a whole number from ${min}${max < Infinity ? ` to ${max}` : ''}.`);
    }
  };

  const [arrival, departure] = (['arrival', 'departure'] as const).map((param) => {
    const value = query[param];
    const day = dayNumber(value);
    if (day === undefined) problem(param, value ? `Invalid ${param} date "${value}".` : `Missing ${param} date.`);
    return day;
  });
  if (arrival !== undefined && departure !== undefined) {
    if (departure <= arrival) problem('departure', 'Departure must be after arrival.');
    else if (departure - arrival > MAX_NIGHTS) problem('departure', `Stay longer than ${MAX_NIGHTS} nights.`);
  }

  if (query.limit != null) whole(query.limit, 'limit', 1, MAX_LIMIT);
  if (query.page != null) whole(query.page, 'offset', 1);
  if (query.persons != null) whole(query.persons, 'persons', 1);

  for (const guest of query.ageTableCategories ?? []) {
    if (known(AGE_CATEGORIES, guest?.id, 'age_table_categories')) {
      whole(guest.count, 'age_table_categories', 0);
    }
  }

  if (query.tags != null && !(Array.isArray(query.tags) && query.tags.every(Array.isArray))) {
    problem('tags', 'tags must be a list of lists of tag ids.');
  }

  const type = query.type as { operator?: unknown; type?: unknown } | undefined;
  if (type && known(TYPE_OPERATORS, type.operator, 'type') && !String(type.operator).includes('EMPTY')) {
    const many = type.operator === 'IN' || type.operator === 'NOT_IN';
    const types = many ? type.type : [type.type];
    if (!Array.isArray(types) || !types.length || (!many && Array.isArray(type.type))) {
      problem('type', `${type.operator} needs ${many ? 'a list of types' : 'one type'}.`);
    } else {
      for (const value of types) known(ACCOMMODATION_TYPES, value, 'type');
    }
  }

  if (query.stock) {
    known(STOCK_OPERATORS, query.stock.operator, 'stock');
    whole(query.stock.stock, 'stock', 0);
  }

  for (const sort of query.sorts ?? []) {
    known(SORT_COLUMNS, sort?.column, 'sorts');
    known(['asc', 'desc'], sort?.order, 'sorts');
  }
  return problems;
}
