// The boundary check: every answer is read through these before the widget sees it, so a wrong shape becomes a
// `bad-response` error naming the field instead of a crash while rendering.
//
// Strict (a wrong or missing value is an error): what rendering and booking cannot guess — an accommodation's
// `id`, `name`, `price_total`, `available_stock`, the other prices and `persons_min` / `persons_max`; a label's
// `id`; the token fields the flow needs; a user's `id`; the count.
// Lenient (harmless to fill in): numbers sent as numeric strings are read as numbers; absent or null
// translations become `{}` (PHP's empty `[]` too), absent labels `[]`, absent rating `{amount:"0",avarage:"0"}`
// (`average` is read when `avarage` is absent), absent texts `""`, `closed` false, `numeric_id` and `rank` 0.
// Fields the widget does not use are dropped.
import { badResponse } from './errors.js';
import type { Accommodation, Label, Rating, User } from './types.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function object(value: unknown, path: string): Json {
  if (!isObject(value)) throw badResponse(path);
  return value;
}

function number(value: unknown, path: string): number {
  const read = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof read !== 'number' || !Number.isFinite(read)) throw badResponse(path);
  return read;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string' || !value) throw badResponse(path);
  return value;
}

/** A checked value when present, the fallback when absent or null. */
function optional<T>(value: unknown, path: string, check: (value: unknown, path: string) => T, fallback: T): T {
  return value == null ? fallback : check(value, path);
}

const text = (value: unknown, path: string): string => {
  if (typeof value !== 'string' && typeof value !== 'number') throw badResponse(path);
  return String(value);
};

function list<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  if (!Array.isArray(value)) throw badResponse(path);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

function translations<T extends { description: string }>(value: unknown): Record<string, T> {
  const result: Record<string, T> = {};
  if (isObject(value)) {
    for (const [language, entry] of Object.entries(value)) {
      if (isObject(entry) && typeof entry.description === 'string') result[language] = entry as T;
    }
  }
  return result;
}

function label(value: unknown, path: string): Label {
  const o = object(value, path);
  const field = (name: string) => optional(o[name], `${path}.${name}`, text, '');
  return {
    id: text(o.id, `${path}.id`),
    icon: field('icon'),
    color: field('color'),
    description: field('description'),
    translations: translations(o.translations),
  };
}

function rating(value: unknown, path: string): Rating {
  const o = object(value, path);
  return {
    amount: optional(o.amount, `${path}.amount`, text, '0'),
    avarage: optional(o.avarage ?? o.average, `${path}.avarage`, text, '0'),
  };
}

// Prices and capacity cannot be guessed: a missing one is as wrong as a malformed one.
const REQUIRED_NUMBERS = [
  'price',
  'price_fixed',
  'price_per_night',
  'price_total',
  'available_stock',
  'persons_max',
  'persons_min',
] as const;

function closed(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw badResponse(path);
  return value;
}

export function readAccommodation(value: unknown, path: string): Accommodation {
  const o = object(value, path);
  const at = (name: string) => `${path}.${name}`;
  const read = <T>(name: string, check: (value: unknown, path: string) => T, fallback: T) =>
    optional(o[name], at(name), check, fallback);
  const result = {
    id: string(o.id, at('id')),
    name: string(o.name, at('name')),
    numeric_id: read('numeric_id', number, 0),
    rank: read('rank', number, 0),
    closed: read('closed', closed, false),
    thumbnail: read('thumbnail', text, ''),
    description: read('description', text, ''),
    rating: read('rating', rating, { amount: '0', avarage: '0' }),
    labels: read('labels', (labels, where) => list(labels, where, label), [] as Label[]),
    name_translations: translations(o.name_translations),
    description_translations: translations(o.description_translations),
  } as Accommodation;
  for (const name of REQUIRED_NUMBERS) result[name] = number(o[name], at(name));
  return result;
}

/** A search answer: the spec's bare array, or `{ "data": [...] }`. Paths read `data[3].price_total` either way. */
export function readSearch(body: unknown): Accommodation[] {
  return list(isObject(body) ? body.data : body, 'data', readAccommodation);
}

/** A count answer: `{count}`, a bare number, `{total}`, or `{data, count}`. */
export function readCount(body: unknown): number {
  const value = isObject(body) ? (body.count ?? body.total) : body;
  const count = number(value, 'count');
  if (!Number.isInteger(count) || count < 0) throw badResponse('count');
  return count;
}

export function readUser(body: unknown): User {
  const o = object(body, 'user');
  const texts = (value: unknown, path: string) => list(value, path, text);
  return {
    id: text(o.id ?? o.sub, 'user.id'),
    name: optional(o.name, 'user.name', text, ''),
    email: optional(o.email, 'user.email', text, ''),
    admin_ids: optional(o.admin_ids, 'user.admin_ids', texts, []),
    scopes: optional(o.scopes, 'user.scopes', texts, []),
  };
}

export interface Tokens {
  idToken: string;
  refreshToken: string;
  /** Seconds, as the service sends them (`"3600"`). */
  expiresIn: string;
}

/**
 * What the session needs from either token answer: the exchange's `idToken` / `refreshToken` / `expiresIn`, or
 * the refresh's `id_token` / `refresh_token` / `expires_in` (securetoken may leave the refresh token out when it
 * is unchanged: then `previousRefreshToken` stays).
 */
export function readTokens(body: unknown, previousRefreshToken?: string): Tokens {
  const o = object(body, 'token');
  return {
    idToken: string(o.idToken ?? o.id_token, previousRefreshToken ? 'id_token' : 'idToken'),
    refreshToken: string(o.refreshToken ?? o.refresh_token ?? previousRefreshToken, 'refreshToken'),
    expiresIn: optional(o.expiresIn ?? o.expires_in, 'expiresIn', text, '3600'),
  };
}
