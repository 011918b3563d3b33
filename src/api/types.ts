// Types for every resource of the service spec, and the query the widget builds. Field names of resources are
// the service's own (snake_case, and `avarage` spelled as the service spells it).

export const ACCOMMODATION_TYPES = [
  'other',
  'campsite',
  'apartment',
  'camping_barrel',
  'bungalow_tent',
  'bungalow',
  'caravan',
  'chalet',
  'hiker_cabin',
  'holiday_home',
  'hotelroom',
  'lodge_tent',
  'mobilehome',
  'studio',
  'tipitent',
  'treehouse',
  'villa',
  'gipsywagon',
  'safari_tent',
  'pod',
] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const AGE_CATEGORIES = [
  'babies',
  'young_children',
  'children',
  'young_adults',
  'adults',
  'seniors',
  'eldern',
  'pets',
] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

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
export type SortOrder = 'asc' | 'desc';
export interface Sort {
  column: SortColumn;
  order: SortOrder;
}

export const TYPE_OPERATORS = ['EQ', 'NEQ', 'IN', 'NOT_IN', 'EMPTY', 'NOT_EMPTY'] as const;
export type TypeOperator = (typeof TYPE_OPERATORS)[number];
export type TypeFilter =
  | { operator: 'EQ' | 'NEQ'; type: AccommodationType }
  | { operator: 'IN' | 'NOT_IN'; type: AccommodationType[] }
  | { operator: 'EMPTY' | 'NOT_EMPTY' };

export const STOCK_OPERATORS = ['GTE', 'GT', 'EQ', 'LTE', 'LT'] as const;
export type StockOperator = (typeof STOCK_OPERATORS)[number];
export interface StockFilter {
  stock: number;
  operator: StockOperator;
}

export interface GuestCount {
  id: AgeCategory;
  count: number;
}

/** What the widget asks for. Encoded on the wire by `encodeSearchQuery` as contract section 1 lays out. */
export interface SearchQuery {
  /** `YYYY-MM-DD` */
  arrival: string;
  /** `YYYY-MM-DD`, after `arrival` */
  departure: string;
  /** Persons per age category; sent as `age_table_categories`. Wins over `persons`. */
  ageTableCategories?: GuestCount[];
  /** Total travellers in the administration's default category, when `ageTableCategories` is absent. */
  persons?: number;
  /** `acc_…`: restrict to one accommodation. */
  accommodationId?: string;
  /** Inner arrays are OR groups, groups combine with AND. Empty groups are dropped. */
  tags?: string[][];
  type?: TypeFilter;
  stock?: StockFilter;
  /** Applied in sequence; the default order is `rank`. */
  sorts?: Sort[];
  /** The page, from 1; sent as `offset`. Default 1. */
  page?: number;
  /** Results a page, 1 to 20. Default 20. */
  limit?: number;
}

export interface Rating {
  amount: string;
  avarage: string;
}

export interface TranslatedDescription {
  description: string;
  name?: string;
}

export interface Label {
  id: string;
  icon: string;
  color: string;
  description: string;
  translations: Record<string, TranslatedDescription>;
}

export interface Accommodation {
  id: string;
  numeric_id: number;
  price: number;
  price_fixed: number;
  price_per_night: number;
  price_total: number;
  available_stock: number;
  thumbnail: string;
  rating: Rating;
  labels: Label[];
  persons_max: number;
  persons_min: number;
  rank: number;
  closed: boolean;
  name: string;
  name_translations: Record<string, { description: string }>;
  description: string;
  description_translations: Record<string, { description: string }>;
}

export interface TokenExchangeResponse {
  kind: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  isNewUser: boolean;
}

export interface TokenRefreshResponse {
  access_token: string;
  expires_in: string;
  token_type: 'Bearer';
  refresh_token: string;
  id_token: string;
  user_id: string;
}

export interface User {
  id: string;
  name: string;
  email: string;
  admin_ids: string[];
  scopes: string[];
}
