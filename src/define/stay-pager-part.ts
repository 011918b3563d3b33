import { LazyPart } from '../lazy/lazy-part.js';
import { whenIdle } from '../lazy/idle.js';
import { StayPagerFallback } from '../elements/stay-pager-fallback.js';
import type { StayResultsEvent } from '../events/stay-search.js';
import { defineElement } from './define-element.js';

/**
 * `<stay-pager>` in the script-tag bundle: a part of its own. It shows only below results with a second page, so
 * the first results never wait for it, and a page whose results fit one page never needs it.
 */
// The element module itself is the part, not `./stay-pager.js`: that one imports this folder's `defineElement`,
// which the entry shares, and a part with shared code made the bundler split it into chunks of their own.
export const pagerPart = new LazyPart('pager', () => import('../elements/stay-pager.js'));

/**
 * Registers `<stay-pager>` on demand: its part is fetched as soon as a widget on the page has painted results with
 * more than one page (after the `stay-results` event and the frame that shows them: the results, their event and
 * their first paint never wait for it), and otherwise
 * when the page is idle after its first results, for a pager a site places on its own. Until then the tag is not
 * defined (`customElements.whenDefined('stay-pager')` resolves when it is), and `<stay-search>` keeps the pager's
 * room. When the part cannot be fetched, `<stay-pager>` is a plain previous/next pager (`StayPagerFallback`), and
 * the widget that needed it reports the failure once (a console warning and a `stay-error`).
 */
export function definePagerOnDemand(): void {
  const define = (reporter?: Element) =>
    pagerPart.load(reporter).then(
      (module) => defineElement('stay-pager', module.StayPager),
      () => defineElement('stay-pager', StayPagerFallback),
    );
  addEventListener('stay-results', function onResults(event) {
    const { items, total } = event as StayResultsEvent;
    if (total <= items.length) return;
    removeEventListener('stay-results', onResults);
    const reporter = event.composedPath()[0] as Element;
    // Once the frame that shows those results is painted: the pager's request never competes with them.
    requestAnimationFrame(() => setTimeout(() => void define(reporter)));
  });
  whenIdle(() => void define());
}
