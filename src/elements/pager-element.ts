import { LocalizedElement } from './localized-element.js';
import { StayPageChangeEvent, StayPageIntentEvent } from '../events/stay-page-change.js';

/**
 * What `<stay-pager>` and its fallback (when the pager's part cannot be fetched) share: the `page` and `page-count`
 * attributes, and the events a page choice and an intent send. It lives in the entry with the fallback, so the
 * pager's part reuses it rather than repeating it.
 *
 * @ignore
 */
export abstract class PagerElement extends LocalizedElement {
  static override properties = {
    page: { type: Number, reflect: true },
    pageCount: { type: Number, attribute: 'page-count' },
  };

  /** The current page, from 1. */
  page = 1;

  /** How many pages there are. */
  pageCount = 0;

  /** Shows `target` and sends `stay-page-change`, unless it is outside 1…`count` or is the page `shown`. */
  protected goTo(target: number, shown: number, count: number): void {
    if (target < 1 || target > count || target === shown) return;
    this.page = target;
    this.dispatchEvent(new StayPageChangeEvent(target));
  }

  /** Sends `stay-page-intent` for the page after `page`, if there is one: it is likely to be wanted soon. */
  protected announceIntent(page: number, count: number): void {
    if (page < count) this.dispatchEvent(new StayPageIntentEvent(page + 1));
  }
}
