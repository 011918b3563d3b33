// What the staff table shows in its columns (issue 15 item 1): pure, so the element only lays it out.
import {
  ACCOMMODATION_TYPES,
  type Accommodation,
  type AccommodationType,
  type SearchQuery,
  type SortColumn,
} from '../api/types.js';

/** The columns, in order. `persons_min` and `persons_max` are two columns so that each has its own sort button. */
export const TABLE_COLUMNS = [
  'rank',
  'name',
  'type',
  'administration',
  'persons_min',
  'persons_max',
  'available',
  'per_night',
  'price_total',
  'rating',
  'labels',
] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];

/** The service's sort column behind a table column; the others do not sort (the spec sorts on these seven only). */
export const COLUMN_SORTS: Partial<Record<TableColumn, SortColumn>> = {
  rank: 'rank',
  name: 'name',
  persons_min: 'persons_min',
  persons_max: 'persons_max',
  available: 'available_stock',
  price_total: 'price_total',
  rating: 'rating',
};

/** Columns of numbers: right-aligned, so digits line up. */
export const NUMERIC_COLUMNS: ReadonlySet<TableColumn> = new Set([
  'rank',
  'persons_min',
  'persons_max',
  'available',
  'per_night',
  'price_total',
  'rating',
]);

/**
 * Each column's width in `em` of the widget's size, for the grid's fixed layout (the browser lays out a page of rows
 * without measuring every cell, and the columns keep their place from page to page). Wide enough for a header word
 * of every language and for prices in the thousands; longer text wraps. `name` takes the rest, at least
 * `NAME_MIN_WIDTH_EM`: on a narrower widget the grid scrolls sideways.
 */
export const COLUMN_WIDTHS_EM: Record<Exclude<TableColumn, 'name'>, number> = {
  rank: 2.5,
  type: 7,
  administration: 8,
  persons_min: 6,
  persons_max: 6,
  available: 7.5,
  per_night: 6.5,
  price_total: 7,
  rating: 7.5,
  labels: 8.5,
};
export const NAME_MIN_WIDTH_EM = 9;

/** The narrowest the grid may be with `columns`: every column's width and the name's least. */
export function gridMinWidthEm(columns: readonly TableColumn[]): number {
  return columns.reduce((sum, column) => sum + (column === 'name' ? NAME_MIN_WIDTH_EM : COLUMN_WIDTHS_EM[column]), 0);
}

const isAccommodationType = (value: unknown): value is AccommodationType =>
  (ACCOMMODATION_TYPES as readonly unknown[]).includes(value);

/**
 * An accommodation's type. Search results carry no type in the spec, so: the row's own `type` when the service
 * sends one after all, else the type every row must have because the query asks for exactly one (`EQ`), else
 * unknown. Never guessed from the name.
 */
export function accommodationTypeOf(
  accommodation: Accommodation,
  query?: Pick<SearchQuery, 'type'>,
): AccommodationType | undefined {
  const own = (accommodation as Accommodation & { type?: unknown }).type;
  if (isAccommodationType(own)) return own;
  return query?.type?.operator === 'EQ' && isAccommodationType(query.type.type) ? query.type.type : undefined;
}

/** The stay's price as the service gives it: the nightly rates, one-off costs, other charges (the rest), the total. */
export interface PriceBreakdown {
  rates: number;
  fixed: number;
  /** `price_total` less rates and one-off costs: per-person charges such as tourist tax; 0 when there is none. */
  charges: number;
  total: number;
}

export function priceBreakdown({ price, price_fixed, price_total }: Accommodation): PriceBreakdown {
  const charges = Math.round((price_total - price - price_fixed) * 100) / 100;
  return { rates: price, fixed: price_fixed, charges: charges > 0 ? charges : 0, total: price_total };
}
