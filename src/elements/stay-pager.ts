import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { tokens } from '../styles/tokens.styles.js';
import { pagerStyles } from './stay-pager.styles.js';
import { pageList } from '../logic/page-list.js';
import { StayPageChangeEvent, StayPageIntentEvent } from '../events/stay-page-change.js';
import { pagerMessages } from '../i18n/pager.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';

/**
 * Previous/next and numbered page buttons with ellipses, and a "page 3 of 9" status.
 * Renders nothing when there is one page or none.
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
export class StayPager extends LitElement {
  static override styles = [tokens, pagerStyles];

  /** The current page, from 1. */
  @property({ type: Number, reflect: true }) page = 1;

  /** How many pages there are. */
  @property({ type: Number, attribute: 'page-count' }) pageCount = 0;

  /** Pages shown on either side of the current one. */
  @property({ type: Number }) siblings = 1;

  private get currentPage(): number {
    return clampPage(this.page, this.pageCount);
  }

  override render() {
    const count = Number.isFinite(this.pageCount) ? Math.floor(this.pageCount) : 0;
    if (count <= 1) return nothing;
    const locale = resolveLocale(this);
    const t = messagesFor(pagerMessages, locale);
    const number = new Intl.NumberFormat(locale);
    const page = this.currentPage;
    const edge = (part: string, label: string, disabled: boolean, target: number) =>
      html`<li><button part="pager-button ${part}" aria-disabled=${String(disabled)} @click=${() => this.goTo(target)}
        @pointerenter=${() => this.announceIntent(target, part)} @focus=${() => this.announceIntent(target, part)}>${label}</button></li>`;
    return html`<nav part="pager" aria-label=${t.navigation}>
      <p part="status" class="status">${t.pageOf(number.format(page), number.format(count))}</p>
      <ol>
        ${edge('previous', t.previous, page <= 1, page - 1)}
        ${pageList(page, count, this.siblings).map((item) =>
          item === 'gap'
            ? html`<li class="gap" aria-hidden="true">…</li>`
            : html`<li><button part=${item === page ? 'pager-button page current' : 'pager-button page'}
                aria-label=${t.page(number.format(item))} aria-current=${item === page ? 'page' : nothing}
                @click=${() => this.goTo(item)}>${number.format(item)}</button></li>`,
        )}
        ${edge('next', t.next, page >= count, page + 1)}
      </ol>
    </nav>`;
  }

  private goTo(target: number): void {
    const page = clampPage(target, this.pageCount);
    if (page === this.currentPage) return;
    this.page = page;
    this.dispatchEvent(new StayPageChangeEvent(page));
  }

  /** Only "next" announces the page the guest is likely to want. */
  private announceIntent(target: number, part: string): void {
    if (part === 'next' && target <= this.pageCount) this.dispatchEvent(new StayPageIntentEvent(target));
  }
}

function clampPage(page: number, count: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, Math.floor(count) || 1));
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-pager': StayPager;
  }
}
