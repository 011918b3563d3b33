/**
 * From this width of the pager, in `em` of its own font size, its wide list (the current page with one on either
 * side, the first and the last, between previous and next) and its status fit one row: in every language, up to
 * page counts of three digits. Narrower, the status takes a row above the buttons. The widget keeps the room of these
 * rows for the pager while its part loads (`stay-search.styles.ts`), and the pager's fallback has the same rows.
 */
export const PAGER_ONE_ROW_MIN_EM = 42;
