export type PageListItem = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last page, the current page with `siblings` on either
 * side, and a gap where pages are left out. The list has the same length on every page (for more than
 * `2 * siblings + 5` pages), so the buttons never jump under the pointer while paging.
 */
export function pageList(current: number, count: number, siblings = 1): PageListItem[] {
  if (!Number.isFinite(count) || count < 1) return [];
  const total = Math.floor(count);
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const slots = 2 * siblings + 5;
  if (total <= slots) return range(1, total);

  const windowStart = Math.max(Math.min(page - siblings, total - 2 * siblings - 2), 3);
  const windowEnd = Math.min(Math.max(page + siblings, 2 * siblings + 3), total - 2);
  const items: PageListItem[] = [1, windowStart > 3 ? 'gap' : 2];
  for (let n = windowStart; n <= windowEnd; n += 1) items.push(n);
  items.push(windowEnd < total - 2 ? 'gap' : total - 1, total);
  return items;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
