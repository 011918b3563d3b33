// The search as pure functions: `parseSearchQuery` turns query parameters into a `SearchRequest` (or throws the
// contract's 400 errors), `runSearch` answers it over the data for a set of administrations. No HTTP here.
import {
  ACCOMMODATION_TYPES,
  AGE_CATEGORIES,
  type AccommodationRecord,
  type AccommodationType,
  type AgeCategory,
  type Label,
  type SandboxData,
  type Translations,
} from './data.ts';
import { isWeekendNight, parseIsoDate, seasonOf } from './dates.ts';
import { invalid, missing, ApiError } from './errors.ts';

export const SORT_COLUMNS = [
  'available_stock',
  'rank',
  'price_total',
  'persons_max',
  'persons_min',
  'name',
  'rating',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export const TYPE_OPERATORS = ['EQ', 'NEQ', 'IN', 'NOT_IN', 'EMPTY', 'NOT_EMPTY'] as const;
export type TypeOperator = (typeof TYPE_OPERATORS)[number];
export const STOCK_OPERATORS = ['GTE', 'GT', 'EQ', 'LTE', 'LT'] as const;
export type StockOperator = (typeof STOCK_OPERATORS)[number];

export const MAX_NIGHTS = 365;
export const MAX_LIMIT = 20;
const MAX_SORTS = 10;
const MAX_TAGS = 100;
const MAX_COUNT_PER_CATEGORY = 999;

export interface SearchRequest {
  arrival: number;
  departure: number;
  /** Persons per category; `undefined` means the administration's default party. */
  party?: Partial<Record<AgeCategory, number>>;
  /** Total persons in the administration's default category (used when `party` is absent). */
  persons?: number;
  accommodationId?: string;
  tags: string[][];
  type?: { operator: TypeOperator; types: AccommodationType[] };
  stock?: { operator: StockOperator; stock: number };
  sorts: Array<{ column: SortColumn; order: 'asc' | 'desc' }>;
  page: number;
  limit: number;
  count: boolean;
}

export interface SearchResult {
  id: string;
  numeric_id: number;
  price: number;
  price_fixed: number;
  price_per_night: number;
  price_total: number;
  available_stock: number;
  thumbnail: string;
  rating: { amount: string; avarage: string };
  labels: Label[];
  persons_max: number;
  persons_min: number;
  rank: number;
  closed: boolean;
  name: string;
  name_translations: Translations;
  description: string;
  description_translations: Translations;
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing

function optional(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value.trim() === '' ? undefined : value;
}

function parseJson(param: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(param, `${param} is not valid JSON; send it as JSON text in one query parameter.`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number from a number or a string of digits (`"2"`), else `undefined`. */
function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
}

function parseDate(params: URLSearchParams, name: 'arrival' | 'departure'): number {
  const text = params.get(name);
  if (text === null || text.trim() === '') throw missing(name, `${name} is required, as a date YYYY-MM-DD.`);
  const day = parseIsoDate(text);
  if (day === undefined)
    throw invalid(name, `${name} must be a real date written YYYY-MM-DD; got "${text.slice(0, 40)}".`);
  return day;
}

function parseParty(text: string): Partial<Record<AgeCategory, number>> {
  const value = parseJson('age_table_categories', text);
  if (!Array.isArray(value)) {
    throw invalid(
      'age_table_categories',
      'age_table_categories must be a JSON array of {"id": category, "count": "n"}.',
    );
  }
  const party: Partial<Record<AgeCategory, number>> = {};
  for (const entry of value) {
    if (!isRecord(entry)) {
      throw invalid('age_table_categories', 'Every entry of age_table_categories must be an object {"id", "count"}.');
    }
    const id = entry.id;
    if (typeof id !== 'string' || !(AGE_CATEGORIES as readonly string[]).includes(id)) {
      throw invalid(
        'age_table_categories',
        `Unknown age category ${JSON.stringify(id)?.slice(0, 40)}; use one of ${AGE_CATEGORIES.join(', ')}.`,
      );
    }
    const count = wholeNumber(entry.count);
    if (count === undefined || count < 0 || count > MAX_COUNT_PER_CATEGORY) {
      throw invalid(
        'age_table_categories',
        `The count of ${id} must be a whole number from 0 to ${MAX_COUNT_PER_CATEGORY}, given as a string.`,
      );
    }
    const category = id as AgeCategory;
    party[category] = (party[category] ?? 0) + count;
  }
  return party;
}

function parseTags(text: string): string[][] {
  const value = parseJson('tags', text);
  if (
    !Array.isArray(value) ||
    !value.every((group) => Array.isArray(group) && group.every((tag) => typeof tag === 'string'))
  ) {
    throw invalid('tags', 'tags must be a JSON array of arrays of tag ids, e.g. [["tag_a","tag_b"],["tag_c"]].');
  }
  const groups = (value as string[][]).filter((group) => group.length > 0);
  if (groups.reduce((sum, group) => sum + group.length, 0) > MAX_TAGS)
    throw invalid('tags', `tags may hold at most ${MAX_TAGS} ids.`);
  return groups;
}

function isType(value: unknown): value is AccommodationType {
  return typeof value === 'string' && (ACCOMMODATION_TYPES as readonly string[]).includes(value);
}

function parseType(text: string): SearchRequest['type'] {
  const value = parseJson('type', text);
  if (!isRecord(value)) throw invalid('type', 'type must be a JSON object {"type", "operator"}.');
  const operator = value.operator;
  if (typeof operator !== 'string' || !(TYPE_OPERATORS as readonly string[]).includes(operator)) {
    throw invalid(
      'type',
      `Unknown type operator ${JSON.stringify(operator)?.slice(0, 40)}; use one of ${TYPE_OPERATORS.join(', ')}.`,
    );
  }
  const op = operator as TypeOperator;
  if (op === 'EMPTY' || op === 'NOT_EMPTY') return { operator: op, types: [] };
  if (op === 'EQ' || op === 'NEQ') {
    if (!isType(value.type))
      throw invalid('type', `Unknown accommodation type ${JSON.stringify(value.type)?.slice(0, 40)}.`);
    return { operator: op, types: [value.type] };
  }
  const list = typeof value.type === 'string' ? [value.type] : value.type;
  if (!Array.isArray(list) || !list.every(isType)) {
    throw invalid(
      'type',
      `${op} takes an array of accommodation types, e.g. {"type":["bungalow","chalet"],"operator":"${op}"}.`,
    );
  }
  return { operator: op, types: list };
}

function parseStock(text: string): SearchRequest['stock'] {
  const value = parseJson('stock', text);
  if (!isRecord(value)) throw invalid('stock', 'stock must be a JSON object {"stock": n, "operator": "GTE"}.');
  const operator = value.operator ?? 'GTE';
  if (typeof operator !== 'string' || !(STOCK_OPERATORS as readonly string[]).includes(operator)) {
    throw invalid(
      'stock',
      `Unknown stock operator ${JSON.stringify(operator)?.slice(0, 40)}; use one of ${STOCK_OPERATORS.join(', ')}.`,
    );
  }
  const stock = wholeNumber(value.stock);
  if (stock === undefined || stock < 0)
    throw invalid('stock', 'stock.stock must be a whole number of places, 0 or more.');
  return { operator: operator as StockOperator, stock };
}

function parseSorts(text: string): SearchRequest['sorts'] {
  const value = parseJson('sorts', text);
  if (!Array.isArray(value)) throw invalid('sorts', 'sorts must be a JSON array of {"column", "order"}.');
  if (value.length > MAX_SORTS) throw invalid('sorts', `sorts may hold at most ${MAX_SORTS} entries.`);
  return value.map((entry) => {
    if (!isRecord(entry)) throw invalid('sorts', 'Every entry of sorts must be an object {"column", "order"}.');
    const { column, order = 'asc' } = entry;
    if (typeof column !== 'string' || !(SORT_COLUMNS as readonly string[]).includes(column)) {
      throw invalid(
        'sorts',
        `Unknown sort column ${JSON.stringify(column)?.slice(0, 40)}; use one of ${SORT_COLUMNS.join(', ')}.`,
      );
    }
    if (order !== 'asc' && order !== 'desc')
      throw invalid('sorts', `Sort order must be "asc" or "desc"; got ${JSON.stringify(order)?.slice(0, 40)}.`);
    return { column: column as SortColumn, order };
  });
}

function parsePositive(params: URLSearchParams, name: string, fallback: number): number {
  const text = optional(params, name);
  if (text === undefined) return fallback;
  const value = wholeNumber(text);
  if (value === undefined || value < 1) throw invalid(name, `${name} must be a whole number, 1 or more.`);
  return value;
}

export function parseSearchQuery(params: URLSearchParams): SearchRequest {
  const arrival = parseDate(params, 'arrival');
  const departure = parseDate(params, 'departure');
  if (departure <= arrival)
    throw new ApiError(400, 'INVALID_DATE_RANGE', 'departure must be after arrival.', 'departure');
  if (departure - arrival > MAX_NIGHTS) {
    throw new ApiError(400, 'INVALID_DATE_RANGE', `A stay may last at most ${MAX_NIGHTS} nights.`, 'departure');
  }
  const partyText = optional(params, 'age_table_categories');
  let party = partyText === undefined ? undefined : parseParty(partyText);
  // An empty list says nothing about the party: the default (persons, or two adults) applies.
  if (party && Object.keys(party).length === 0) party = undefined;
  let persons: number | undefined;
  const personsText = optional(params, 'persons');
  if (personsText !== undefined) {
    persons = wholeNumber(personsText);
    if (persons === undefined || persons < 1 || persons > MAX_COUNT_PER_CATEGORY) {
      throw invalid('persons', `persons must be a whole number from 1 to ${MAX_COUNT_PER_CATEGORY}.`);
    }
  }
  const tagsText = optional(params, 'tags');
  const typeText = optional(params, 'type');
  const stockText = optional(params, 'stock');
  const sortsText = optional(params, 'sorts');
  const countText = params.get('count');
  const limit = Math.min(MAX_LIMIT, parsePositive(params, 'limit', MAX_LIMIT));
  const page = parsePositive(params, 'offset', 1);
  return {
    arrival,
    departure,
    party,
    persons,
    accommodationId: optional(params, 'accommodation_id'),
    tags: tagsText === undefined ? [] : parseTags(tagsText),
    type: typeText === undefined ? undefined : parseType(typeText),
    stock: stockText === undefined ? undefined : parseStock(stockText),
    sorts: sortsText === undefined ? [] : parseSorts(sortsText),
    page,
    limit,
    count: countText !== null && !['0', 'false'].includes(countText.trim().toLowerCase()),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Answering

function compareStock(available: number, operator: StockOperator, stock: number): boolean {
  switch (operator) {
    case 'GTE':
      return available >= stock;
    case 'GT':
      return available > stock;
    case 'EQ':
      return available === stock;
    case 'LTE':
      return available <= stock;
    case 'LT':
      return available < stock;
  }
}

function matchesType(type: AccommodationType | null, filter: NonNullable<SearchRequest['type']>): boolean {
  switch (filter.operator) {
    case 'EMPTY':
      return type === null;
    case 'NOT_EMPTY':
      return type !== null;
    case 'EQ':
    case 'IN':
      return type !== null && filter.types.includes(type);
    case 'NEQ':
    case 'NOT_IN':
      // An accommodation without a type is "not equal" to every type.
      return type === null || !filter.types.includes(type);
  }
}

export type SearchAnswer = { kind: 'results'; results: SearchResult[] } | { kind: 'count'; count: number };

/**
 * Answers a search over the accommodations of `adminIds`. `thumbnailBase` is the origin the thumbnails are
 * served from. Prices are summed in cents so that they are exact.
 */
/**
 * `today` is the instance's day number: its nights are the first that can be sold. The stock calendar starts on the
 * day the data was generated, so once a long-running sandbox passes midnight (or its clock is moved on), the nights
 * between the two are in the past and have no places, as on the real service.
 */
export function runSearch(
  data: SandboxData,
  request: SearchRequest,
  adminIds: readonly string[],
  thumbnailBase: string,
  today: number,
): SearchAnswer {
  const nights = request.departure - request.arrival;
  const seasonNights = { low: 0, mid: 0, high: 0, weekend: 0 };
  for (let day = request.arrival; day < request.departure; day += 1) {
    seasonNights[seasonOf(day)] += 1;
    if (isWeekendNight(day)) seasonNights.weekend += 1;
  }
  const columns = data.columns;
  const inScope = Uint8Array.from(data.administrations, (admin) => (adminIds.includes(admin.id) ? 1 : 0));

  // Which type indexes pass the type filter (the last index stands for "no type").
  const typeAllowed = new Uint8Array(ACCOMMODATION_TYPES.length + 1).fill(1);
  if (request.type) {
    ACCOMMODATION_TYPES.forEach((type, index) => (typeAllowed[index] = matchesType(type, request.type!) ? 1 : 0));
    typeAllowed[ACCOMMODATION_TYPES.length] = matchesType(null, request.type) ? 1 : 0;
  }

  // Tag groups as bit masks; a group of unknown tags matches nothing.
  const tagMasks = Int32Array.from(request.tags, (group) =>
    group.reduce((mask, tag) => {
      const bit = data.tagBits.get(tag);
      return bit === undefined ? mask : mask | (1 << bit);
    }, 0),
  );

  // Every administration of the chain counts persons in `adults` by default.
  const party = request.party ?? { adults: request.persons ?? 2 };
  const categories = AGE_CATEGORIES.length;
  const partyCounts = Int32Array.from(AGE_CATEGORIES, (category) => party[category] ?? 0);
  const partySize = AGE_CATEGORIES.reduce(
    (sum, category, index) => (category === 'pets' ? sum : sum + partyCounts[index]),
    0,
  );
  const stock = request.stock;

  let candidates: number[] | undefined;
  if (request.accommodationId !== undefined) {
    const record = data.byId.get(request.accommodationId);
    candidates = record ? [record.index] : [];
  }

  // Matches as parallel arrays (no object a match): a search over 10,000 accommodations stays in a few ms.
  const size = candidates ? candidates.length : columns.count;
  const matched = new Int32Array(size);
  const availableOf = new Int32Array(size);
  const priceOf = new Float64Array(size);
  const totalOf = new Float64Array(size);
  const { start: calendarStart, days: calendarDays } = data.calendar;
  const { low, mid, high, weekend } = seasonNights;
  const firstOffset = request.arrival - calendarStart;
  const lastOffset = request.departure - calendarStart;
  const firstSellableOffset = Math.max(0, today - calendarStart);
  let found = 0;
  for (let step = 0; step < size; step += 1) {
    const index = candidates ? candidates[step] : step;
    if (inScope[columns.adminIndex[index]] === 0 || typeAllowed[columns.typeIndex[index]] === 0) continue;
    const tags = columns.tagMask[index];
    let tagsMatch = true;
    for (let group = 0; group < tagMasks.length; group += 1) {
      if ((tags & tagMasks[group]) === 0) {
        tagsMatch = false;
        break;
      }
    }
    if (!tagsMatch) continue;

    let available = 0;
    if (
      columns.closed[index] === 0 &&
      partySize >= columns.personsMin[index] &&
      partySize <= columns.personsMax[index]
    ) {
      const units = columns.units[index];
      const base = index * calendarDays;
      available = units;
      for (let offset = firstOffset; offset < lastOffset && available > 0; offset += 1) {
        // Nothing is free in the past; everything after the calendar.
        const left = offset < firstSellableOffset ? 0 : offset >= calendarDays ? units : columns.free[base + offset];
        if (left < available) available = left;
      }
    }
    if (stock && !compareStock(available, stock.operator, stock.stock)) continue;

    let chargesPerNight = 0;
    const chargeBase = index * categories;
    for (let category = 0; category < categories; category += 1)
      chargesPerNight += partyCounts[category] * columns.charges[chargeBase + category];
    const priceCents =
      low * columns.rateLow[index] +
      mid * columns.rateMid[index] +
      high * columns.rateHigh[index] +
      weekend * columns.rateWeekend[index];
    matched[found] = index;
    availableOf[found] = available;
    priceOf[found] = priceCents;
    totalOf[found] = priceCents + columns.fixedCents[index] + chargesPerNight * nights;
    found += 1;
  }

  if (request.count) return { kind: 'count', count: found };

  const keys = request.sorts.map(({ column, order }) => {
    const sign = order === 'desc' ? -1 : 1;
    const key = new Float64Array(found);
    const source: ArrayLike<number> | undefined = {
      available_stock: undefined,
      price_total: undefined,
      rank: columns.rank,
      persons_max: columns.personsMax,
      persons_min: columns.personsMin,
      name: columns.nameOrder,
      rating: columns.rating,
    }[column];
    for (let position = 0; position < found; position += 1) {
      const value = source
        ? source[matched[position]]
        : column === 'available_stock'
          ? availableOf[position]
          : totalOf[position];
      key[position] = sign * value;
    }
    return key;
  });
  const tie = new Int32Array(found);
  for (let position = 0; position < found; position += 1) tie[position] = columns.tieOrder[matched[position]];
  // `tie` is unique, so two different matches never compare equal and the order is total and stable.
  const compare = (a: number, b: number): number => {
    for (let k = 0; k < keys.length; k += 1) {
      const difference = keys[k][a] - keys[k][b];
      if (difference !== 0) return difference;
    }
    return tie[a] - tie[b];
  };
  const needed = Math.min(found, request.page * request.limit);
  let order: number[];
  if (needed * 8 < found) {
    // The first pages need only the best few: keep them in a sorted buffer instead of sorting everything.
    order = [];
    for (let position = 0; position < found; position += 1) {
      if (order.length === needed && compare(position, order[needed - 1]) > 0) continue;
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(order[middle], position) < 0) low = middle + 1;
        else high = middle;
      }
      order.splice(low, 0, position);
      if (order.length > needed) order.pop();
    }
  } else {
    order = Array.from({ length: found }, (_, position) => position);
    order.sort(compare);
  }

  const records = data.accommodations;
  const from = (request.page - 1) * request.limit;
  const page = from >= found ? [] : order.slice(from, from + request.limit);
  return {
    kind: 'results',
    results: page.map((position) =>
      toResult(
        records[matched[position]],
        priceOf[position],
        totalOf[position],
        availableOf[position],
        nights,
        thumbnailBase,
      ),
    ),
  };
}

function toResult(
  record: AccommodationRecord,
  priceCents: number,
  totalCents: number,
  available: number,
  nights: number,
  thumbnailBase: string,
): SearchResult {
  return {
    id: record.id,
    numeric_id: record.numeric_id,
    price: priceCents / 100,
    price_fixed: record.fixedCents / 100,
    price_per_night: Math.round(priceCents / nights) / 100,
    price_total: totalCents / 100,
    available_stock: available,
    thumbnail: `${thumbnailBase}/sandbox/thumbnails/${record.id}.svg`,
    rating: record.rating,
    labels: record.labels,
    persons_max: record.persons_max,
    persons_min: record.persons_min,
    rank: record.rank,
    closed: record.closed,
    name: record.name,
    name_translations: record.name_translations,
    description: record.description,
    description_translations: record.description_translations,
  };
}
