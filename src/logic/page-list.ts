export type PageListItem = number | 'gap';

/** A page number within 1…count (a page that is not a number is page 1). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), count);
}

/**
 * The page numbers a pager shows: always the first and last page, the current page with one on either side, and
 * a gap where pages are left out (never where it would hide a single page: that page is shown instead). The list
 * has seven items on every page (for more than seven pages), so the buttons never jump under the pointer.
 */
export function pageList(current: number, count: number): PageListItem[] {
  if (!Number.isFinite(count) || count < 1) return [];
  const total = Math.floor(count);
  const start = total <= 7 ? 1 : Math.min(Math.max(clampPage(current, total) - 1, 3), total - 4);
  const end = total <= 7 ? total : start + 2;
  const items: PageListItem[] = [];
  if (start > 1) items.push(1, start > 3 ? 'gap' : 2);
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < total) items.push(end < total - 2 ? 'gap' : total - 1, total);
  return items;
}
