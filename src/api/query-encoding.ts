import {
  ACCOMMODATION_TYPES,
  AGE_CATEGORIES,
  SORT_COLUMNS,
  STOCK_OPERATORS,
  type SearchQuery,
  type TypeOperator,
} from './types.js';

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
  const guests = (query.ageTableCategories ?? []).filter((guest) => guest.count > 0);
  const wire: Record<string, unknown> = {
    arrival: query.arrival,
    departure: query.departure,
    age_table_categories: guests.map(({ id, count }) => ({ id, count: String(count) })),
    persons: guests.length ? undefined : query.persons,
    accommodation_id: query.accommodationId,
    tags: query.tags?.filter((group) => group.length),
    type: query.type,
    stock: query.stock,
    sorts: query.sorts,
    offset: query.page ?? 1,
    limit: Math.min(query.limit ?? MAX_LIMIT, MAX_LIMIT),
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(wire)) {
    // Absent values, empty texts and empty lists are left out.
    if (value != null && value !== '' && !(Array.isArray(value) && !value.length)) {
      params.set(name, typeof value === 'object' ? JSON.stringify(value, WIRE_FIELDS) : String(value));
    }
  }
  return params;
}

/**
 * The fields of the JSON parameters, in the contract's order: `JSON.stringify` writes only these (a field the
 * contract does not name is not sent; an undefined one neither: `{"operator":"EMPTY"}` has no `type`).
 */
const WIRE_FIELDS = ['id', 'count', 'type', 'stock', 'operator', 'column', 'order'];

/** Days since 1970 of a real `YYYY-MM-DD` date, or `undefined`. */
function dayNumber(value: unknown): number | undefined {
  const date = new Date(String(value));
  // Only a real day in that form reads back as itself: Chromium rolls 2026-02-30 over to 2 March (others give an
  // invalid date, whose toJSON is null) and reads other forms such as `2026-7-1` in local time.
  return typeof value === 'string' && date.toJSON()?.slice(0, 10) === value ? date.getTime() / 864e5 : undefined;
}

/**
 * Every problem of a query, each with its wire parameter and a short English sentence naming the value; empty when
 * the query can be sent. Checks what the service would refuse (contract section 3's 400 list) plus the client's own
 * limits.
 */
export function validateSearchQuery(input: SearchQuery): QueryProblem[] {
  const query: Partial<SearchQuery> = input ?? {};
  const problems: QueryProblem[] = [];
  const check = (
    param: string,
    value: unknown,
    valid: boolean,
    message = `Invalid ${param}: ${JSON.stringify(value)}.`,
  ) => {
    if (!valid) problems.push({ param, message });
  };
  const whole = (value: unknown, min: number, max = Infinity) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
  const isOne = (list: readonly unknown[], value: unknown) => list.includes(value);

  const [arrival, departure] = (['arrival', 'departure'] as const).map((param) => {
    const day = dayNumber(query[param]);
    check(param, query[param], day !== undefined, query[param] ? undefined : `Missing ${param}.`);
    return day;
  });
  if (arrival !== undefined && departure !== undefined) {
    const nights = departure - arrival;
    check(
      'departure',
      departure,
      nights > 0 && nights <= MAX_NIGHTS,
      `Departure must be 1 to ${MAX_NIGHTS} nights after arrival.`,
    );
  }

  // An absent limit, page or persons count is the service's default.
  check('limit', query.limit, whole(query.limit ?? 1, 1, MAX_LIMIT));
  check('offset', query.page, whole(query.page ?? 1, 1));
  check('persons', query.persons, whole(query.persons ?? 1, 1));
  for (const guest of query.ageTableCategories ?? []) {
    check('age_table_categories', guest, isOne(AGE_CATEGORIES, guest?.id) && whole(guest.count, 0));
  }
  check('tags', query.tags, !query.tags || (Array.isArray(query.tags) && query.tags.every(Array.isArray)));

  if (query.type) {
    const { operator, type } = query.type as { operator: TypeOperator; type?: unknown };
    const one = isOne(ACCOMMODATION_TYPES, type);
    const many = Array.isArray(type) && type.length > 0 && type.every((value) => isOne(ACCOMMODATION_TYPES, value));
    // What each operator needs (contract section 1): one type, a non-empty list of types, or none.
    const validFor: Record<TypeOperator, boolean> = {
      EQ: one,
      NEQ: one,
      IN: many,
      NOT_IN: many,
      EMPTY: true,
      NOT_EMPTY: true,
    };
    // `=== true`: an unknown operator such as `constructor` finds something else on the object's prototype.
    check('type', query.type, validFor[operator] === true);
  }
  if (query.stock) {
    check('stock', query.stock, isOne(STOCK_OPERATORS, query.stock.operator) && whole(query.stock.stock, 0));
  }
  for (const sort of query.sorts ?? []) {
    check('sorts', sort, isOne(SORT_COLUMNS, sort?.column) && isOne(['asc', 'desc'], sort?.order));
  }
  return problems;
}
