// What the sandbox tests share: the /sandbox/data shape, a search helper, and the expected answers computed here,
// independently of the sandbox's own code (which the tests never import).
import { SANDBOX_URL } from '../helpers/sandbox.js';

export interface DataAccommodation {
  id: string;
  numeric_id: number;
  administration_id: string;
  type: string | null;
  tags: string[];
  labels: string[];
  name: string;
  name_translations: Record<string, { description: string }>;
  description: string;
  description_translations: Record<string, { description: string }>;
  rank: number;
  closed: boolean;
  persons_min: number;
  persons_max: number;
  units: number;
  rating: { amount: string; avarage: string };
  thumbnail: string;
  rates: { low: number; mid: number; high: number; weekend: number };
  fixed_costs: Array<{ id: string; name: string; amount: number }>;
  charges: Record<string, number>;
  nightly_rates: number[];
  free_stock: number[];
}

export interface SandboxDataSet {
  seed: number;
  today: string;
  name_collation: string;
  calendar: { start: string; days: number; end: string };
  chain: { id: string; name: string; admin_ids: string[] };
  administrations: Array<{ id: string; name: string; default_language: string; default_age_category: string }>;
  types: string[];
  age_categories: string[];
  label_colors: string[];
  tags: Array<{ id: string; name: string; translations: Record<string, { name: string }> }>;
  labels: Array<{
    id: string;
    icon: string;
    color: string;
    translations: Record<string, { description: string; name?: string }>;
  }>;
  accommodations: DataAccommodation[];
  keys: Array<{ key: string; kind: string; admin_ids: string[]; allowed_hosts: string[] }>;
  users: Array<{ id: string; name: string; email: string; admin_ids: string[]; scopes: string[] }>;
}

let cached: Promise<SandboxDataSet> | undefined;

export function sandboxData(): Promise<SandboxDataSet> {
  cached ??= fetch(`${SANDBOX_URL}/sandbox/data`).then((response) => response.json() as Promise<SandboxDataSet>);
  return cached;
}

const DAY_MS = 86_400_000;

export function dayOf(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface SearchOptions {
  base?: string;
  key?: string;
  adminId?: string;
}

/** Sends a search; structured parameters are given as values and sent as JSON text (contract section 1). */
export function searchRequest(params: Record<string, unknown>, options: SearchOptions = {}): Promise<Response> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${options.key ?? 'pub_demo_chain'}`,
  };
  if (options.adminId !== undefined) headers['x-admin-id'] = options.adminId;
  return fetch(`${options.base ?? SANDBOX_URL}/v3/accommodations/search?${query}`, { headers });
}

export interface Result {
  id: string;
  numeric_id: number;
  price: number;
  price_fixed: number;
  price_per_night: number;
  price_total: number;
  available_stock: number;
  thumbnail: string;
  rating: { amount: string; avarage: string };
  labels: Array<{
    id: string;
    icon: string;
    color: string;
    description: string;
    translations: Record<string, unknown>;
  }>;
  persons_max: number;
  persons_min: number;
  rank: number;
  closed: boolean;
  name: string;
  name_translations: Record<string, { description: string }>;
  description: string;
  description_translations: Record<string, { description: string }>;
}

export async function search(params: Record<string, unknown>, options: SearchOptions = {}): Promise<Result[]> {
  const response = await searchRequest(params, options);
  if (response.status !== 200) throw new Error(`search answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Result[];
}

export async function count(params: Record<string, unknown>, options: SearchOptions = {}): Promise<number> {
  const response = await searchRequest({ ...params, count: '1' }, options);
  if (response.status !== 200) throw new Error(`count answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { count: number }).count;
}

/** Every page, 20 at a time, until a short page. */
export async function allPages(params: Record<string, unknown>, options: SearchOptions = {}): Promise<Result[][]> {
  const pages: Result[][] = [];
  for (let page = 1; page <= 100; page += 1) {
    const results = await search({ ...params, offset: String(page), limit: '20' }, options);
    pages.push(results);
    if (results.length < 20) break;
  }
  return pages;
}

export async function all(params: Record<string, unknown>, options: SearchOptions = {}): Promise<Result[]> {
  return (await allPages(params, options)).flat();
}

export type Party = Record<string, number>;

export interface Expected {
  price: number;
  price_fixed: number;
  price_per_night: number;
  price_total: number;
  available_stock: number;
}

/** The contract's section 2, worked out from /sandbox/data for a stay inside the stock calendar. */
export function expectedFor(
  data: SandboxDataSet,
  accommodation: DataAccommodation,
  arrival: string,
  departure: string,
  party: Party = { adults: 2 },
): Expected {
  const start = dayOf(data.calendar.start);
  const nights = dayOf(departure) - dayOf(arrival);
  let priceCents = 0;
  let available = accommodation.units;
  for (let day = dayOf(arrival); day < dayOf(departure); day += 1) {
    const offset = day - start;
    if (offset < 0 || offset >= data.calendar.days)
      throw new Error('expectedFor only knows nights inside the stock calendar');
    priceCents += Math.round(accommodation.nightly_rates[offset] * 100);
    available = Math.min(available, accommodation.free_stock[offset]);
  }
  const size = Object.entries(party).reduce((sum, [category, number]) => (category === 'pets' ? sum : sum + number), 0);
  const fits = size >= accommodation.persons_min && size <= accommodation.persons_max;
  const fixedCents = accommodation.fixed_costs.reduce((sum, cost) => sum + Math.round(cost.amount * 100), 0);
  const chargeCents = Object.entries(party).reduce(
    (sum, [category, number]) => sum + number * Math.round((accommodation.charges[category] ?? 0) * 100) * nights,
    0,
  );
  return {
    price: priceCents / 100,
    price_fixed: fixedCents / 100,
    price_per_night: Math.round(priceCents / nights) / 100,
    price_total: (priceCents + fixedCents + chargeCents) / 100,
    available_stock: accommodation.closed || !fits ? 0 : available,
  };
}

export function ids(results: Array<{ id: string }>): string[] {
  return results.map((result) => result.id);
}

export interface ApiErrorBody {
  error: { code: number; message: string; details: string; param?: string };
}

/** Asserts nothing; answers status and the parsed error body. */
export async function errorOf(response: Response): Promise<{ status: number; body: ApiErrorBody }> {
  return { status: response.status, body: (await response.json()) as ApiErrorBody };
}

export function decodeJwt(token: string): Record<string, unknown> {
  const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as Record<string, unknown>;
}

/** A seeded PRNG for tests that pick samples (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
