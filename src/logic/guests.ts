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

/**
 * The categories offered when a site names none: adults (18+), young adults (13–17), children (3–12), babies (0–2)
 * and pets. Young adults are offered rather than stretching children to 17, because the service prices them apart:
 * a 13–17-year-old pays the tourist tax like an adult (the sandbox charges young adults what it charges adults, and
 * children nothing), so a teenager counted as a child would be quoted too low a price. Every age from 0 has a row.
 */
export const DEFAULT_CATEGORIES: readonly AgeCategory[] = ['adults', 'young_adults', 'children', 'babies', 'pets'];
export const DEFAULT_MAX_TOTAL = 16;
export const DEFAULT_PERSONS = 2;
/** Anything above this is a typo, not a party: counts and limits are capped here before any other rule. */
export const ABSOLUTE_MAX = 99;

/** `value` as a whole number from `min` to `max`; `fallback` when it is not a finite number. */
export function clampWhole(value: unknown, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value as number))) : fallback;
}

/** Pets do not count towards the party size (contract §2). Counts are normalized ones (whole, from 0). */
export function partySize(counts: GuestCounts): number {
  let total = 0;
  for (const category of AGE_CATEGORIES) if (category !== 'pets') total += counts[category] ?? 0;
  return total;
}

/**
 * The categories a site offers, from a comma (or space) separated list. Unknown names are left out and
 * reported; duplicates are dropped; an empty or wholly unknown list gives the defaults.
 */
export function parseCategories(text: string | null | undefined): {
  categories: readonly AgeCategory[];
  unknown: string[];
} {
  const { names, unknown } = parseNames(text, AGE_CATEGORIES);
  return { categories: names.length ? names : DEFAULT_CATEGORIES, unknown };
}

/**
 * Reads `"adults:2,children:1"` leniently: `,` `;` or spaces between entries, `:` or `=` inside them, names in
 * any case. `problems` lists, as written, the entries that cannot be used (not an offered category, a count that
 * is not a whole number from 0), which are skipped, and those that repeat a category (the last count is kept).
 */
export function parseGuests(
  text: string | null | undefined,
  categories: readonly AgeCategory[] = AGE_CATEGORIES,
): { value: GuestCounts; problems: string[] } {
  const value: GuestCounts = {};
  const problems: string[] = [];
  for (const entry of (text ?? '').split(/[,;\s]+/)) {
    const [, name = '', count] = /^([a-z_]+)[:=](\d+)$/i.exec(entry) ?? [];
    const category = name.toLowerCase() as AgeCategory;
    const usable = categories.includes(category);
    if (entry && (!usable || category in value)) problems.push(entry);
    if (usable) value[category] = Number(count);
  }
  return { value, problems };
}

/** `"adults:2,children:1"`: the categories of `order` with a count above 0. The inverse of `parseGuests`. */
export function formatGuests(counts: GuestCounts, order: readonly AgeCategory[] = AGE_CATEGORIES): string {
  return order
    .filter((id) => counts[id]! > 0)
    .map((id) => `${id}:${counts[id]}`)
    .join(',');
}

/**
 * The query's per category person parameters, as contract §1 has them: `ageTableCategories`, only counts above 0, in
 * `order` (the API encoder turns each count into a string). The second argument is always `'categories'`: persons mode sends the
 * persons count as it is. A party with nobody in it gives an empty `ageTableCategories`; the element never produces
 * one with its default limits (at least one adult).
 */
export function guestsToQuery(
  counts: GuestCounts,
  _mode: 'categories',
  order: readonly AgeCategory[] = AGE_CATEGORIES,
): { ageTableCategories: GuestCount[] } {
  return { ageTableCategories: order.filter((id) => counts[id]! > 0).map((id) => ({ id, count: counts[id]! })) };
}

/**
 * The site's limits merged over the defaults (at least one adult, at most 4 pets, up to 12 adults and 10 of the
 * rest), made whole and sane (0 ≤ min ≤ max ≤ 99).
 */
export function resolveLimit(category: AgeCategory, limits: GuestLimits | null | undefined): GuestLimit {
  const given = limits?.[category];
  const min = clampWhole(given?.min, 0, ABSOLUTE_MAX, category === 'adults' ? 1 : 0);
  const max = clampWhole(given?.max, 0, ABSOLUTE_MAX, category === 'adults' ? 12 : category === 'pets' ? 4 : 10);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/**
 * The counts a category can take right now: its limits, and for anyone but pets no more than the room `maxTotal`
 * leaves beside the others (counts are normalized ones).
 */
export function countRange(
  category: AgeCategory,
  counts: GuestCounts,
  limits: GuestLimits | null | undefined,
  maxTotal: number,
): GuestLimit {
  const { min, max } = resolveLimit(category, limits);
  if (category === 'pets') return { min, max };
  const room = maxTotal - (partySize(counts) - (counts[category] ?? 0));
  return { min, max: Math.max(min, Math.min(max, room)) };
}

/** A count as typed: whole digits only, surrounding spaces allowed (`" 4"`); `undefined` for anything else. */
export function readTypedCount(text: string): number | undefined {
  const match = /^\s*(\d{1,3})\s*$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** An age range in years: `to` is absent for "and older". */
export interface AgeRange {
  from: number;
  to?: number;
}

/** The built-in age table, youngest first: where each category starts and, for the young ones, ends. */
const AGE_TABLE: Record<Exclude<AgeCategory, 'pets'>, AgeRange> = {
  babies: { from: 0, to: 2 },
  young_children: { from: 3, to: 5 },
  children: { from: 3, to: 12 },
  young_adults: { from: 13, to: 17 },
  adults: { from: 18 },
  seniors: { from: 65 },
  eldern: { from: 80 },
};

/**
 * The built-in age hint of a category among those offered (`undefined` for pets). Ranges never overlap: children
 * start at 6 when young children (3–5) are offered too, and a category ends where the next older offered one
 * starts (adults are 18–64 when seniors are offered). Gaps are left as they are: where a site's own age table
 * differs, it gives its own `hints`.
 */
export function ageRange(category: AgeCategory, offered: readonly AgeCategory[]): AgeRange | undefined {
  if (category === 'pets') return undefined;
  const range: AgeRange = { ...AGE_TABLE[category], from: startingAge(category, offered) };
  const older = AGE_CATEGORIES.slice(AGE_CATEGORIES.indexOf(category) + 1).find(
    (next) => next !== 'pets' && offered.includes(next),
  );
  if (older && older !== 'pets') {
    const end = startingAge(older, offered) - 1;
    if (range.to === undefined || range.to > end) range.to = end;
  }
  return range;
}

function startingAge(category: Exclude<AgeCategory, 'pets'>, offered: readonly AgeCategory[]): number {
  return category === 'children' && offered.includes('young_children') ? 6 : AGE_TABLE[category].from;
}

export interface NormalizedGuests {
  /** Every offered category, with a count inside its limits and the party within `maxTotal`. */
  counts: Record<AgeCategory, number>;
  changed: boolean;
}

/**
 * Fits counts to the offered categories and limits: missing categories take their minimum, counts are clamped to
 * their limit, and a party above `maxTotal` (a whole number from 1; pets not counted) loses persons from the last
 * offered category backwards, never below a minimum.
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
    const { min, max } = resolveLimit(category, limits);
    const given = counts[category];
    result[category] = clampWhole(given, min, max, min);
    if (given !== undefined && given !== result[category]) changed = true;
  }
  let excess = partySize(result) - maxTotal;
  for (const category of [...categories].reverse()) {
    const taken = category === 'pets' ? 0 : Math.min(result[category] - resolveLimit(category, limits).min, excess);
    if (taken > 0) {
      result[category] -= taken;
      excess -= taken;
      changed = true;
    }
  }
  return { counts: result, changed };
}
