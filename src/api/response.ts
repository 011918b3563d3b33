// The boundary check: every answer is read through these before the widget sees it, so a wrong shape becomes a
// `bad-response` error naming the field instead of a crash while rendering.
//
// Strict (a wrong or missing value is an error): what rendering and booking cannot guess — an accommodation's
// `id`, `name`, `price_total`, `available_stock`, the other prices and `persons_min` / `persons_max`; a label's
// `id`; the token fields the flow needs; a user's `id`; the count.
// Lenient (harmless to fill in): numbers sent as numeric strings are read as numbers; absent or null
// translations become `{}` (PHP's empty `[]` too), absent labels `[]`, absent rating `{amount:"0",avarage:"0"}`
// (only the service's spelling `avarage` is read), absent texts `""`, `closed` false, `numeric_id` and `rank` 0.
// Fields the widget does not use are dropped.
import { badResponse } from './errors.js';
import type { Accommodation, Label, Rating, User } from './types.js';

type Json = Record<string, unknown>;
type Reader<T = unknown> = (value: unknown, path: string) => T;
/** How each field of an answer is read. */
type Schema<T> = { [Field in keyof T]: Reader<T[Field]> };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reader that takes what `accepts` accepts, converted by `convert`; anything else is a `bad-response`. */
const reader =
  <T>(accepts: (value: unknown) => boolean, convert: (value: never) => T = (value) => value): Reader<T> =>
  (value, path) => {
    if (!accepts(value)) throw badResponse(path);
    return convert(value as never);
  };

const object = reader<Json>(isObject);
const array = reader<unknown[]>(Array.isArray);
/** A non-empty string. */
const string = reader<string>((value) => typeof value === 'string' && value !== '');
/** Any string, or a number read as one. */
const text = reader((value) => typeof value === 'string' || typeof value === 'number', String);
const boolean = reader<boolean>((value) => typeof value === 'boolean');
const finite = reader<number>(Number.isFinite);
/** A finite number, also when sent as a numeric string. */
const number: Reader<number> = (value, path) =>
  finite(typeof value === 'string' && value.trim() ? Number(value) : value, path);

/** A reader of every field of `schema`; a wrong field throws a `bad-response` error naming `path.field`. */
const record =
  <T>(schema: Schema<T>): Reader<T> =>
  (value, path) => {
    const source = object(value, path);
    return Object.fromEntries(
      Object.entries<Reader>(schema).map(([name, read]) => [name, read(source[name], `${path}.${name}`)]),
    ) as T;
  };

/** A field that may be absent or null: then `fallback` is read instead (so every answer gets its own copy). */
const optional =
  <T>(read: Reader<T>, fallback: unknown): Reader<T> =>
  (value, path) =>
    read(value ?? fallback, path);

const list =
  <T>(item: Reader<T>): Reader<T[]> =>
  (value, path) =>
    array(value, path).map((entry, index) => item(entry, `${path}[${index}]`));

/** Lenient: entries without a text description are dropped; anything that is not an object gives `{}`. */
function translations<T extends { description: string }>(value: unknown): Record<string, T> {
  return Object.fromEntries(
    Object.entries(isObject(value) ? value : {}).filter(
      ([, entry]) => isObject(entry) && typeof entry.description === 'string',
    ),
  ) as Record<string, T>;
}

const optionalText = optional(text, '');

const LABEL: Schema<Label> = {
  id: text,
  icon: optionalText,
  color: optionalText,
  description: optionalText,
  translations,
};

const RATING: Schema<Rating> = { amount: optional(text, '0'), avarage: optional(text, '0') };

// Prices and capacity cannot be guessed: a missing one is as wrong as a malformed one.
const ACCOMMODATION: Schema<Accommodation> = {
  id: string,
  name: string,
  price: number,
  price_fixed: number,
  price_per_night: number,
  price_total: number,
  available_stock: number,
  persons_max: number,
  persons_min: number,
  numeric_id: optional(number, 0),
  rank: optional(number, 0),
  closed: optional(boolean, false),
  thumbnail: optionalText,
  description: optionalText,
  rating: optional(record(RATING), {}),
  labels: optional(list(record(LABEL)), []),
  name_translations: translations,
  description_translations: translations,
};

export const readAccommodation: Reader<Accommodation> = record(ACCOMMODATION);

/** A search answer: the spec's bare array, or `{ "data": [...] }`. Paths read `data[3].price_total` either way. */
export function readSearch(body: unknown): Accommodation[] {
  return list(readAccommodation)(isObject(body) ? body.data : body, 'data');
}

const count = reader<number>((value) => Number.isInteger(value) && (value as number) >= 0);

/** A count answer: `{count}`, a bare number, `{total}`, or `{data, count}`. */
export function readCount(body: unknown): number {
  return count(number(isObject(body) ? (body.count ?? body.total) : body, 'count'), 'count');
}

const texts = optional(list(text), []);

const USER: Schema<User> = {
  id: text,
  name: optionalText,
  email: optionalText,
  admin_ids: texts,
  scopes: texts,
};

/** A user: the service's answer, or the claims of an ID token (`sub` when there is no `id`). */
export function readUser(body: unknown): User {
  const user = object(body, 'user');
  return record(USER)({ ...user, id: user.id ?? user.sub }, 'user');
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
  const tokens = object(body, 'token');
  return {
    idToken: string(tokens.idToken ?? tokens.id_token, previousRefreshToken ? 'id_token' : 'idToken'),
    refreshToken: string(tokens.refreshToken ?? tokens.refresh_token ?? previousRefreshToken, 'refreshToken'),
    expiresIn: text(tokens.expiresIn ?? tokens.expires_in ?? '3600', 'expiresIn'),
  };
}
