import { css, html, nothing, unsafeCSS } from 'lit';
import { PagerElement } from './pager-element.js';
import { tokens } from '../styles/tokens.styles.js';
import { control, unavailableControl, wrappingList } from '../styles/controls.styles.js';
import { PAGER_ONE_ROW_MIN_EM } from './stay-pager-layout.js';
import { pagerMessages } from '../i18n/pager.js';
import { formatInteger, messagesFor, resolveLocale } from '../i18n/locale.js';

/**
 * What the script-tag bundle registers as `<stay-pager>` when the pager's part cannot be fetched: "Page 3 of 9"
 * with previous and next, so that paging still works. Same attributes, properties, events and parts as
 * `StayPager` (`pager`, `status`, `pager-button`, `previous`, `next`), without the numbered pages.
 *
 * Its rows are the real pager's at the same width (one from `PAGER_ONE_ROW_MIN_EM`, two below: the status above the
 * buttons), so the room the widget keeps for the pager fits it as well.
 *
 * @ignore
 */
export class StayPagerFallback extends PagerElement {
  static override styles = [
    tokens,
    css`
      :host {
        display: block;
        container-type: inline-size;
      }

      nav {
        ${wrappingList}
        align-items: center;
        justify-content: space-between;
        gap: calc(var(--_space) / 2);
      }

      [part~='status'] {
        color: var(--_muted);
      }

      button {
        ${control}
        min-width: var(--_target);
      }

      [aria-disabled='true'] {
        ${unavailableControl}
      }

      @container (width < ${unsafeCSS(PAGER_ONE_ROW_MIN_EM)}em) {
        [part~='status'] {
          order: -1;
          width: 100%;
        }
      }
    `,
  ];

  override render() {
    const count = Math.floor(this.pageCount) || 0;
    if (count < 2) return nothing;
    // As `clampPage` (logic/page-list.ts) does; importing it would bring the pager part's list code into the entry.
    const page = Math.min(Math.max(1, Math.floor(this.page) || 1), count);
    const locale = resolveLocale(this);
    const t = messagesFor(pagerMessages, locale);
    const goTo = (target: number) => () => this.goTo(target, page, count);
    const intent = () => this.announceIntent(page, count);
    return html`<nav part="pager" aria-label=${t.navigation}>
      <button part="pager-button previous" aria-disabled=${page === 1} @click=${goTo(page - 1)}>${t.previous}</button>
      <span part="status">${t.page} ${formatInteger(page, locale)} ${t.of} ${formatInteger(count, locale)}</span>
      <button part="pager-button next" aria-disabled=${page === count} @click=${goTo(page + 1)}
        @pointerenter=${intent} @focus=${intent}>${t.next}</button>
    </nav>`;
  }
}
