export type PageListItem = number | 'gap';

/** A page number within 1…count (a page that is not a number is page 1). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), count);
}

/**
 * The page numbers a pager shows: always the first and last page, the current page with `siblings` on either
 * side, and a gap where pages are left out. The list has the same length on every page (for more than
 * `2 * siblings + 5` pages), so the buttons never jump under the pointer while paging.
 */
export function pageList(current: number, count: number, siblings = 1): PageListItem[] {
  if (!Number.isFinite(count) || count < 1) return [];
  const total = Math.floor(count);
  const page = clampPage(current, total);
  const items: PageListItem[] = [];
  if (total <= 2 * siblings + 5) {
    for (let n = 1; n <= total; n += 1) items.push(n);
    return items;
  }
  const windowStart = Math.max(Math.min(page - siblings, total - 2 * siblings - 2), 3);
  const windowEnd = Math.min(Math.max(page + siblings, 2 * siblings + 3), total - 2);
  items.push(1, windowStart > 3 ? 'gap' : 2);
  for (let n = windowStart; n <= windowEnd; n += 1) items.push(n);
  items.push(windowEnd < total - 2 ? 'gap' : total - 1, total);
  return items;
}
