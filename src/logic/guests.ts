import { AGE_CATEGORIES, type AgeCategory, type GuestCount } from '../api/types.js';
import { parseNames } from './names.js';

/** Persons per age category. A category that is absent counts as 0. */
export type GuestCounts = Partial<Record<AgeCategory, number>>;
export type GuestMode = 'categories' | 'persons';

export interface GuestLimit {
  min: number;
  max: number;
}
export type GuestLimits = Partial<Record<AgeCategory, Partial<GuestLimit>>>;

export const DEFAULT_CATEGORIES: readonly AgeCategory[] = ['adults', 'children', 'babies', 'pets'];
export const DEFAULT_MAX_TOTAL = 16;
export const DEFAULT_PERSONS = 2;
/** Anything above this is a typo, not a party: counts and limits are capped here before any other rule. */
export const ABSOLUTE_MAX = 99;

/** The limits when the site sets none: at least one adult, at most 4 pets, up to 12 adults and 10 of the rest. */
export function defaultLimit(category: AgeCategory): GuestLimit {
  if (category === 'adults') return { min: 1, max: 12 };
  if (category === 'pets') return { min: 0, max: 4 };
  return { min: 0, max: 10 };
}

export function isAgeCategory(value: string): value is AgeCategory {
  return (AGE_CATEGORIES as readonly string[]).includes(value);
}

/** Pets do not count towards the party size (contract §2). */
export function partySize(counts: GuestCounts): number {
  let total = 0;
  for (const category of AGE_CATEGORIES) {
    if (category !== 'pets') total += wholeOrZero(counts[category]);
  }
  return total;
}

/**
 * The categories a site offers, from a comma (or space) separated list. Unknown names are left out and
 * reported; duplicates are dropped; an empty or wholly unknown list gives the defaults.
 */
export function parseCategories(text: string | null | undefined): { categories: AgeCategory[]; unknown: string[] } {
  const { names, unknown } = parseNames(text, AGE_CATEGORIES);
  return { categories: names.length ? names : [...DEFAULT_CATEGORIES], unknown };
}

/**
 * Reads `"adults:2,children:1"` leniently: `,` `;` or spaces between entries, `:` or `=` inside them, names in
 * any case. Entries that cannot be used (unknown or not offered category, a count that is not a whole number
 * from 0) are skipped and described in `problems`; a repeated category keeps its last count.
 */
export function parseGuests(
  text: string | null | undefined,
  categories: readonly AgeCategory[] = AGE_CATEGORIES,
): { value: GuestCounts; problems: string[] } {
  const value: GuestCounts = {};
  const problems: string[] = [];
  for (const entry of (text ?? '').split(/[,;\s]+/)) {
    if (!entry) continue;
    const match = /^([a-z_]+)\s*[:=]\s*(.*)$/i.exec(entry);
    if (!match) {
      problems.push(`"${entry}" is not of the form category:count`);
      continue;
    }
    const name = match[1]!.toLowerCase();
    const countText = match[2]!;
    if (!isAgeCategory(name)) {
      problems.push(`"${match[1]}" is not an age category (${AGE_CATEGORIES.join(', ')})`);
      continue;
    }
    if (!categories.includes(name)) {
      problems.push(`"${name}" is not one of the offered categories (${categories.join(', ')})`);
      continue;
    }
    if (!/^\d+$/.test(countText)) {
      problems.push(`the count of ${name} must be a whole number from 0, not "${countText}"`);
      continue;
    }
    if (name in value) problems.push(`${name} is given more than once; the last count is used`);
    value[name] = Number(countText);
  }
  return { value, problems };
}

/**
 * `"adults:2,children:1"`: the categories with a count above 0, in `order` (the offered categories, or the
 * spec's order). The inverse of `parseGuests` for every value it can read.
 */
export function formatGuests(counts: GuestCounts, order: readonly AgeCategory[] = AGE_CATEGORIES): string {
  return guestsToQuery(counts, 'categories', order)
    .ageTableCategories.map(({ id, count }) => `${id}:${count}`)
    .join(',');
}

/**
 * The query's person parameters, as contract §1 has them: per category `ageTableCategories` (only counts above 0,
 * in `order`; the API encoder turns each count into a string), or a single `persons` total.
 * A party with nobody in it gives an empty `ageTableCategories`; the element never produces one with its default
 * limits (at least one adult).
 */
export function guestsToQuery(counts: GuestCounts, mode: 'categories', order?: readonly AgeCategory[]): { ageTableCategories: GuestCount[] };
export function guestsToQuery(persons: number, mode: 'persons'): { persons: number };
export function guestsToQuery(
  input: GuestCounts | number,
  mode: GuestMode,
  order?: readonly AgeCategory[],
): { ageTableCategories: GuestCount[] } | { persons: number };
export function guestsToQuery(
  input: GuestCounts | number,
  mode: GuestMode,
  order: readonly AgeCategory[] = AGE_CATEGORIES,
): { ageTableCategories: GuestCount[] } | { persons: number } {
  if (mode === 'persons') {
    return { persons: typeof input === 'number' ? Math.max(1, wholeOrZero(input)) : Math.max(1, partySize(input)) };
  }
  const counts: GuestCounts = typeof input === 'number' ? { adults: input } : input;
  const ordered = [...order, ...AGE_CATEGORIES.filter((category) => !order.includes(category))];
  return {
    ageTableCategories: ordered
      .filter((category) => wholeOrZero(counts[category]) > 0)
      .map((category) => ({ id: category, count: wholeOrZero(counts[category]) })),
  };
}

/** The site's limits merged over the defaults, made whole and sane (0 ≤ min ≤ max ≤ 99). */
export function resolveLimit(category: AgeCategory, limits: GuestLimits | null | undefined): GuestLimit {
  const fallback = defaultLimit(category);
  const given = limits?.[category];
  const min = clampWhole(given?.min, 0, ABSOLUTE_MAX, fallback.min);
  const max = clampWhole(given?.max, 0, ABSOLUTE_MAX, fallback.max);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

export interface NormalizedGuests {
  /** Every offered category, with a count inside its limits and the party within `maxTotal`. */
  counts: Record<AgeCategory, number>;
  changed: boolean;
}

/**
 * Fits counts to the offered categories and limits: missing categories take their minimum, counts are clamped to
 * their limit, and a party above `maxTotal` (pets not counted) loses persons from the last offered category
 * backwards, never below a minimum.
 */
export function normalizeGuests(
  counts: GuestCounts,
  categories: readonly AgeCategory[],
  limits: GuestLimits | null | undefined,
  maxTotal: number,
): NormalizedGuests {
  const result = {} as Record<AgeCategory, number>;
  let changed = false;
  for (const category of categories) {
    const limit = resolveLimit(category, limits);
    const given = counts[category];
    const count = clampWhole(given, limit.min, limit.max, limit.min);
    if (given !== undefined && given !== count) changed = true;
    result[category] = count;
  }
  let excess = partySize(result) - Math.max(1, Math.floor(maxTotal) || DEFAULT_MAX_TOTAL);
  for (const category of [...categories].reverse()) {
    if (excess <= 0) break;
    if (category === 'pets') continue;
    const room = result[category] - resolveLimit(category, limits).min;
    const taken = Math.min(room, excess);
    if (taken > 0) {
      result[category] -= taken;
      excess -= taken;
      changed = true;
    }
  }
  return { counts: result, changed };
}

function wholeOrZero(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function clampWhole(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}
