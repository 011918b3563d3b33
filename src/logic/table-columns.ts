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
