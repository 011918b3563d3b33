// The sorts of the staff table (issue 15 item 2): which columns sort, and what a header click does to the list.
// Sorts are the spec's `{ column, order }` entries, applied in sequence.
import type { Sort, SortColumn, SortOrder } from '../api/types.js';

/**
 * The order a column sorts in when first chosen: what a caller asks for most ("the cheapest", "the best rated",
 * "the most places", "room for the most").
 */
export const FIRST_ORDER: Record<SortColumn, SortOrder> = {
  rank: 'asc',
  name: 'asc',
  price_total: 'asc',
  persons_min: 'asc',
  persons_max: 'desc',
  available_stock: 'desc',
  rating: 'desc',
};

/** At most this many sorts at once: the list above the grid stays short, and a fourth key rarely decides anything. */
export const MAX_SORTS = 3;

const reverse = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/**
 * The sorts after a header is chosen. Without `add` (a click, Enter): sort by that column alone, reversed when it
 * already was the first sort. With `add` (Shift+click, Shift+Enter): a column in use is reversed where it stands,
 * another is added as the next sort (it takes the last place when there are `MAX_SORTS` already).
 */
export function chooseSort(sorts: readonly Sort[], column: SortColumn, add = false): Sort[] {
  const current = sorts.find((sort) => sort.column === column);
  if (!add) {
    const order = sorts[0]?.column === column ? reverse(sorts[0].order) : FIRST_ORDER[column];
    return [{ column, order }];
  }
  if (current) return sorts.map((sort) => (sort === current ? { column, order: reverse(sort.order) } : { ...sort }));
  return [...sorts.slice(0, MAX_SORTS - 1).map((sort) => ({ ...sort })), { column, order: FIRST_ORDER[column] }];
}

/** The sorts without `column`. */
export function removeSort(sorts: readonly Sort[], column: SortColumn): Sort[] {
  return sorts.filter((sort) => sort.column !== column);
}

/** `aria-sort` of a column header: only the first sort is announced that way (the APG's advice); others `none`. */
export function ariaSortOf(sorts: readonly Sort[], column: SortColumn): 'ascending' | 'descending' | 'none' {
  const first = sorts[0];
  if (first?.column !== column) return 'none';
  return first.order === 'asc' ? 'ascending' : 'descending';
}
