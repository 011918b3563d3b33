import { ACCOMMODATION_TYPES, type AccommodationType, type SearchQuery, type Sort } from '../api/types.js';
import { parseNames } from './names.js';

/** A text the site gives in one language, or per language code (`{ en: 'Pool', nl: 'Zwembad' }`). */
export type LocalizedText = string | Readonly<Record<string, string>>;

export interface TagOption {
  /** `tag_…` */
  id: string;
  label: LocalizedText;
}

export interface TagGroup {
  id: string;
  label: LocalizedText;
  tags: TagOption[];
}

/**
 * The sort orders the widget offers, by stable key (used in the `sort` attribute and in page addresses).
 * `rank` is the campsite's own order and the service's default: it sends no `sorts` at all.
 */
export const SORT_KEYS = ['rank', 'price-asc', 'price-desc', 'rating', 'name', 'persons', 'availability'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORTS: Readonly<Record<SortKey, Sort | null>> = {
  rank: null,
  'price-asc': { column: 'price_total', order: 'asc' },
  'price-desc': { column: 'price_total', order: 'desc' },
  rating: { column: 'rating', order: 'desc' },
  name: { column: 'name', order: 'asc' },
  persons: { column: 'persons_max', order: 'desc' },
  availability: { column: 'available_stock', order: 'desc' },
};

export interface FiltersValue {
  /** Chosen tag ids per group id: OR inside a group, AND across groups. */
  tags: Record<string, string[]>;
  types: AccommodationType[];
  /** Only accommodations with a free place for the whole stay (`stock GTE 1`). */
  onlyAvailable: boolean;
  sort: SortKey;
}

export const DEFAULT_ONLY_AVAILABLE = true;

export function defaultFilters(): FiltersValue {
  return { tags: {}, types: [], onlyAvailable: DEFAULT_ONLY_AVAILABLE, sort: 'rank' };
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);
}

export function isAccommodationType(value: unknown): value is AccommodationType {
  return typeof value === 'string' && (ACCOMMODATION_TYPES as readonly string[]).includes(value);
}

/** The sort key of a `sorts` list, when it is one the widget offers (no sorts or `rank asc` is `rank`). */
export function sortKeyOf(sorts: readonly Sort[] | undefined): SortKey | null {
  if (!sorts || sorts.length === 0) return 'rank';
  if (sorts.length !== 1) return null;
  const [sort] = sorts;
  if (sort!.column === 'rank' && sort!.order === 'asc') return 'rank';
  return SORT_KEYS.find((key) => SORTS[key]?.column === sort!.column && SORTS[key]?.order === sort!.order) ?? null;
}

/**
 * The query's filter and sort parameters exactly as contract §1 lays them out. Empty parts are left out:
 * no chosen tags → no `tags` (and empty groups are dropped); no types → no `type`; one type → `EQ`, several → `IN`;
 * only available → `stock GTE 1`; `rank` → no `sorts` (the service's default order).
 */
export function filtersToQuery(value: FiltersValue): Pick<SearchQuery, 'tags' | 'type' | 'stock' | 'sorts'> {
  const query: Pick<SearchQuery, 'tags' | 'type' | 'stock' | 'sorts'> = {};
  const tags = Object.values(value.tags ?? {})
    .map((group) => unique(group.filter((tag) => typeof tag === 'string' && tag !== '')))
    .filter((group) => group.length > 0);
  if (tags.length) query.tags = tags;
  const types = unique((value.types ?? []).filter(isAccommodationType));
  if (types.length === 1) query.type = { type: types[0]!, operator: 'EQ' };
  else if (types.length > 1) query.type = { type: types, operator: 'IN' };
  if (value.onlyAvailable) query.stock = { stock: 1, operator: 'GTE' };
  const sort = isSortKey(value.sort) ? SORTS[value.sort] : null;
  if (sort) query.sorts = [{ ...sort }];
  return query;
}

/** How many filters narrow the results: chosen tags plus chosen types. */
export function activeFilterCount(value: FiltersValue): number {
  return Object.values(value.tags ?? {}).reduce((sum, group) => sum + group.length, 0) + (value.types ?? []).length;
}

/**
 * Validates tag groups given as JSON text or as data. Every usable group and tag is kept; what cannot be used
 * (broken JSON, a group without an id or tags, a tag id without the `tag_` prefix, a repeated id) is left out
 * and described in `problems`.
 */
export function parseTagGroups(input: unknown): { groups: TagGroup[]; problems: string[] } {
  const problems: string[] = [];
  let data = input;
  if (typeof input === 'string') {
    if (input.trim() === '') return { groups: [], problems };
    try {
      data = JSON.parse(input);
    } catch (error) {
      return { groups: [], problems: [`not valid JSON (${(error as Error).message})`] };
    }
  }
  if (data === null || data === undefined) return { groups: [], problems };
  if (!Array.isArray(data)) return { groups: [], problems: ['expected an array of groups'] };
  const groups: TagGroup[] = [];
  const groupIds = new Set<string>();
  const tagIds = new Set<string>();
  data.forEach((candidate: unknown, index) => {
    const group = candidate as Partial<Record<'id' | 'label' | 'tags', unknown>> | null;
    const id = typeof group?.id === 'string' || typeof group?.id === 'number' ? String(group.id).trim() : '';
    if (!group || typeof group !== 'object' || !id) {
      problems.push(`group ${index + 1} has no id`);
      return;
    }
    if (groupIds.has(id)) {
      problems.push(`group "${id}" is given more than once`);
      return;
    }
    if (!Array.isArray(group.tags)) {
      problems.push(`group "${id}" has no tags array`);
      return;
    }
    const tags: TagOption[] = [];
    group.tags.forEach((tagCandidate: unknown, tagIndex) => {
      const tag = tagCandidate as Partial<Record<'id' | 'label', unknown>> | null;
      const tagId = typeof tag?.id === 'string' ? tag.id.trim() : '';
      if (!/^tag_\S+$/.test(tagId)) {
        problems.push(`tag ${tagIndex + 1} of group "${id}" needs an id starting with "tag_"`);
      } else if (tagIds.has(tagId)) {
        problems.push(`tag "${tagId}" is given more than once`);
      } else {
        tagIds.add(tagId);
        tags.push({ id: tagId, label: validText(tag!.label) ?? tagId });
      }
    });
    if (tags.length === 0) {
      problems.push(`group "${id}" has no usable tags`);
      return;
    }
    groupIds.add(id);
    groups.push({ id, label: validText(group.label) ?? id, tags });
  });
  return { groups, problems };
}

/** The accommodation types of a comma (or space) separated list; unknown values are reported. */
export function parseTypes(input: string | readonly unknown[] | null | undefined): { types: AccommodationType[]; unknown: string[] } {
  const { names, unknown } = parseNames(input, ACCOMMODATION_TYPES);
  return { types: names, unknown };
}

/** A site text in the language: the exact language, else English, else the first given. */
export function localizedText(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}

function validText(value: unknown): LocalizedText | null {
  if (typeof value === 'string' && value.trim()) return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value).filter(([, text]) => typeof text === 'string' && text.trim());
    if (entries.length) return Object.fromEntries(entries) as Record<string, string>;
  }
  return null;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
