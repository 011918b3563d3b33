import { ACCOMMODATION_TYPES, type AccommodationType, type SearchQuery, type Sort } from '../api/types.js';
import { nearestName, parseNames } from './names.js';
import { en } from '../i18n/en.js';

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
 * The sort orders the widget offers, by stable key (used in the `sort` attribute and in page addresses), with the
 * sort each sends. `rank` is the campsite's own order and the service's default: it sends no `sorts` at all.
 */
export const SORTS = {
  rank: undefined,
  'price-asc': { column: 'price_total', order: 'asc' },
  'price-desc': { column: 'price_total', order: 'desc' },
  rating: { column: 'rating', order: 'desc' },
  name: { column: 'name', order: 'asc' },
  persons: { column: 'persons_max', order: 'desc' },
  availability: { column: 'available_stock', order: 'desc' },
} as const satisfies Record<string, Sort | undefined>;

export type SortKey = keyof typeof SORTS;
export const SORT_KEYS = Object.keys(SORTS) as SortKey[];

export interface FiltersValue {
  /** Chosen tag ids per group id: OR inside a group, AND across groups. */
  tags: Record<string, string[]>;
  types: AccommodationType[];
  /** Only accommodations with a free place for the whole stay (`stock GTE 1`). */
  onlyAvailable: boolean;
  sort: SortKey;
}

export type FiltersQuery = Pick<SearchQuery, 'tags' | 'type' | 'stock' | 'sorts'>;

export const DEFAULT_ONLY_AVAILABLE = true;

export function defaultFilters(): FiltersValue {
  return { tags: {}, types: [], onlyAvailable: DEFAULT_ONLY_AVAILABLE, sort: 'rank' };
}

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as unknown[]).includes(value);
}

/** The sort key of a `sorts` list, when it is one the widget offers (no sorts or `rank asc` is `rank`). */
export function sortKeyOf(sorts: readonly Sort[] = []): SortKey | null {
  const [sort, more] = sorts;
  if (!sort || (sort.column === 'rank' && sort.order === 'asc' && !more)) return 'rank';
  return (
    (!more && SORT_KEYS.find((key) => SORTS[key]?.column === sort.column && SORTS[key]?.order === sort.order)) || null
  );
}

/**
 * The query's filter and sort parameters exactly as contract §1 lays them out. Empty parts are left out:
 * no chosen tags → no `tags` (and empty groups are dropped); no types → no `type`; one type → `EQ`, several → `IN`;
 * only available → `stock GTE 1`; `rank` → no `sorts` (the service's default order).
 */
export function filtersToQuery(value: FiltersValue): FiltersQuery {
  const query: FiltersQuery = {};
  const tags = Object.values(value.tags)
    .filter((group) => group.length)
    .map((group) => [...new Set(group)]);
  if (tags.length) query.tags = tags;
  const types = value.types;
  if (types.length)
    query.type = types.length === 1 ? { type: types[0]!, operator: 'EQ' } : { type: types, operator: 'IN' };
  if (value.onlyAvailable) query.stock = { stock: 1, operator: 'GTE' };
  const sort = SORTS[value.sort];
  if (sort) query.sorts = [sort];
  return query;
}

/** How many filters narrow the results: chosen tags plus chosen types. */
export function activeFilterCount(value: FiltersValue): number {
  return Object.values(value.tags).flat().length + value.types.length;
}

/**
 * Validates tag groups given as JSON text or as data. Every usable group and tag is kept; what cannot be used
 * (broken JSON, a group without an id or usable tags, a tag id without the `tag_` prefix, a repeated id) is left
 * out and described in `problems`.
 */
export function parseTagGroups(input: unknown): { groups: TagGroup[]; problems: string[] } {
  const groups: TagGroup[] = [];
  const problems: string[] = [];
  let data = input ?? [];
  try {
    if (typeof data === 'string') data = JSON.parse(data.trim() || '[]');
  } catch {
    return { groups, problems: ['not valid JSON'] };
  }
  if (!Array.isArray(data)) return { groups, problems: ['not an array'] };
  const tagIds = new Set<string>();
  for (const group of data) {
    const id = String(group?.id ?? '').trim();
    const tags: TagOption[] = [];
    if (id && !groups.some((known) => known.id === id)) {
      for (const tag of Array.isArray(group.tags) ? group.tags : []) {
        const tagId = String(tag?.id);
        if (/^tag_\S+$/.test(tagId) && !tagIds.has(tagId)) {
          tagIds.add(tagId);
          tags.push({ id: tagId, label: validText(tag.label, tagId) });
        } else problems.push(`tag "${tagId}": no unique tag_ id`);
      }
    }
    if (tags.length) groups.push({ id, label: validText(group.label, id), tags });
    else problems.push(`group "${id}": no unique id or tag`);
  }
  return { groups, problems };
}

/** The accommodation types of a comma (or space) separated list; unknown values are reported. */
export function parseTypes(input: string | readonly unknown[] | null | undefined): {
  types: AccommodationType[];
  unknown: string[];
} {
  const { names, unknown } = parseNames(input, ACCOMMODATION_TYPES);
  return { types: names, unknown };
}

/**
 * The warning for accommodation types that are not the service's, each with the nearest valid name when one is
 * close (its English title counts: `pitch` → `campsite`, `Mobile home` → `mobilehome`), else the valid names:
 * `unknown types "pitch" (did you mean "campsite"?), "castle"; valid types: other, campsite, …`.
 */
export function unknownTypesMessage(unknown: readonly string[]): string {
  const titles = Object.fromEntries(ACCOMMODATION_TYPES.map((type) => [type, [en.accommodationTypes[type]]])) as Record<
    AccommodationType,
    string[]
  >;
  let guessedAll = true;
  const described = unknown.map((word) => {
    const nearest = nearestName(word, ACCOMMODATION_TYPES, titles);
    if (!nearest) guessedAll = false;
    return nearest ? `"${word}" (did you mean "${nearest}"?)` : `"${word}"`;
  });
  const valid = guessedAll ? '' : `; valid types: ${ACCOMMODATION_TYPES.join(', ')}`;
  return `unknown ${unknown.length === 1 ? 'type' : 'types'} ${described.join(', ')}${valid}`;
}

/** A site text in the language: the exact language, else English, else the first given. */
export function localizedText(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  // A text per language always has one (parseTagGroups checked it).
  return text[language] ?? text.en ?? Object.values(text)[0]!;
}

/** A site's label as given (a text, or texts per language), or the fallback when it has no text to show. */
function validText(label: unknown, fallback: string): LocalizedText {
  const texts = label && typeof label === 'object' ? Object.values(label) : [label];
  return texts.length && texts.every((text) => typeof text === 'string' && text.trim())
    ? (label as LocalizedText)
    : fallback;
}
