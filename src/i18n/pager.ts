export interface PagerMessages {
  navigation: string;
  previous: string;
  next: string;
  /** "Page" in "Page 3" (a page button's name) and "Page 3 of 9". */
  page: string;
  /** "of" in "Page 3 of 9". */
  of: string;
}

/** The key of `PagerMessages` in every language's messages: `messagesFor(pagerMessages, locale)`. */
export const pagerMessages = 'pager';
