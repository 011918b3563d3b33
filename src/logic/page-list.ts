export type PageListItem = number | 'gap';

/** A page number within 1…count (a page that is not a number is page 1). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), count);
}

/**
 * The page numbers a pager shows where there is room: always the first and last page, the current page with one on
 * either side, and a gap where pages are left out (never where it would hide a single page: that page is shown
 * instead). The list has seven items on every page (for more than seven pages), so the buttons never jump under the
 * pointer.
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

/**
 * The fewest page numbers, for a narrow pager (a phone): the first, the current and the last page, with a gap
 * wherever pages are left out, even a single one (a gap takes less room than a button). Its length changes with
 * the page, so the pager keeps previous and next at the ends of its row, where they stay under the thumb.
 */
export function shortPageList(current: number, count: number): PageListItem[] {
  if (!Number.isFinite(count) || count < 1) return [];
  const total = Math.floor(count);
  // Three pages take no more room than the first, a gap, the current, a gap and the last.
  if (total <= 3) return pageList(current, total);
  const page = clampPage(current, total);
  const items: PageListItem[] = [1];
  if (page > 2) items.push('gap');
  if (page > 1 && page < total) items.push(page);
  if (page < total - 1) items.push('gap');
  items.push(total);
  return items;
}

/** An item of the pager's list, and in which of its two lists it appears. */
export interface PagerItem {
  item: PageListItem;
  /** In the list for wide pagers (`pageList`). */
  wide: boolean;
  /** In the list for narrow pagers (`shortPageList`). */
  narrow: boolean;
}

/**
 * The wide and the narrow page list as one list in page order, each item marked with the lists it belongs to, so
 * one set of buttons serves both and the styles hide what a width does not show (no measuring in script). A gap
 * is placed right after the page before it: where both lists have a gap after the same page, it is one item.
 */
export function pagerItems(current: number, count: number): PagerItem[] {
  // Ordered keys: page n is 2n, a gap after page n is 2n + 1.
  const keysOf = (items: PageListItem[]) =>
    items.map((item, index) => (item === 'gap' ? 2 * (items[index - 1] as number) + 1 : 2 * item));
  const wide = keysOf(pageList(current, count));
  const narrow = keysOf(shortPageList(current, count));
  return [...new Set([...wide, ...narrow])]
    .sort((a, b) => a - b)
    .map((key) => ({
      item: key % 2 ? 'gap' : key / 2,
      wide: wide.includes(key),
      narrow: narrow.includes(key),
    }));
}
