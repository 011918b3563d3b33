import { html, nothing } from 'lit';
import { PagerElement } from './pager-element.js';
import { tokens } from '../styles/tokens.styles.js';
import { pagerStyles } from './stay-pager.styles.js';
import { clampPage, pageList, pagerItems } from '../logic/page-list.js';
import { pagerMessages } from '../i18n/pager.js';
import { formatInteger, messagesFor, resolveLocale } from '../i18n/locale.js';

/**
 * Previous/next and numbered page buttons with ellipses, and a "page 3 of 9" status.
 * Renders nothing when there is one page or none.
 *
 * The status is text, not a live region: after a page change `<stay-results>` announces the range shown
 * ("21–40 of 83 accommodations"), and a second announcement would talk over it.
 *
 * It fits its width: from 42em wide it shows the current page with one on either side, the first and the last;
 * narrower, only the current, the first and the last, with the status on a row of its own and previous and next at
 * the ends of the row; below 30em previous and next show an arrow, their words kept as their names.
 *
 * @fires stay-page-change - The guest chose another page; `event.page` is the new page, already set on `page`.
 * @fires stay-page-intent - The pointer or focus rests on "next": `event.page` is likely to be wanted soon.
 *
 * @csspart pager - The navigation landmark.
 * @csspart status - The "page 3 of 9" text.
 * @csspart pager-button - Every button (previous, next and page numbers).
 * @csspart previous - The previous-page button.
 * @csspart next - The next-page button.
 * @csspart page - A numbered page button.
 * @csspart current - The current page's button.
 */
export class StayPager extends PagerElement {
  static override styles = [tokens, pagerStyles];

  override render() {
    const pages = pageList(this.page, this.pageCount);
    if (pages.length < 2) return nothing;
    const count = pages.at(-1) as number;
    const page = clampPage(this.page, count);
    const locale = resolveLocale(this);
    const t = messagesFor(pagerMessages, locale);
    const format = (page: number) => formatInteger(page, locale);
    // Previous on the first page, next on the last and the current page's button do nothing (they stay focusable).
    const goTo = (target: number) => () => this.goTo(target, page, count);
    const intent = () => this.announceIntent(page, count);
    const label = (text: string, arrow: string) =>
      html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d=${arrow} /></svg><span class="label">${text}</span>`;
    return html`<nav part="pager" aria-label=${t.navigation}>
      <span part="status">${t.page} ${format(page)} ${t.of} ${format(count)}</span>
      <ol>
        <li><button part="pager-button previous" aria-disabled=${page === 1} @click=${goTo(page - 1)}>${label(t.previous, PREVIOUS_ARROW)}</button></li>
        ${pagerItems(page, count).map(({ item, wide, narrow }) => {
          // An item of one list only is hidden at the other list's widths.
          const only = wide && narrow ? nothing : wide ? 'wide' : 'narrow';
          return item === 'gap'
            ? html`<li class="gap" data-only=${only} aria-hidden="true">…</li>`
            : html`<li data-only=${only}><button part="pager-button page ${item === page ? 'current' : ''}" aria-label="${t.page} ${format(item)}"
                aria-current=${item === page ? 'page' : nothing} @click=${goTo(item)}>${format(item)}</button></li>`;
        })}
        <li><button part="pager-button next" aria-disabled=${page === count} @click=${goTo(page + 1)}
          @pointerenter=${intent} @focus=${intent}>${label(t.next, NEXT_ARROW)}</button></li>
      </ol>
    </nav>`;
  }
}

// Chevrons on a 24 × 24 grid, for previous and next at narrow widths (mirrored in right-to-left widgets).
const PREVIOUS_ARROW = 'M15 6l-6 6 6 6';
const NEXT_ARROW = 'M9 6l6 6-6 6';

declare global {
  interface HTMLElementTagNameMap {
    'stay-pager': StayPager;
  }
}
