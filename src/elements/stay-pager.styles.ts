import { css, unsafeCSS } from 'lit';
import { control, primaryButton, unavailableControl, wrappingList } from '../styles/controls.styles.js';
import { PAGER_ONE_ROW_MIN_EM } from './stay-pager-layout.js';

/** The pager's one-row threshold, for the container queries below. */
const ONE_ROW = unsafeCSS(`${PAGER_ONE_ROW_MIN_EM}em`);

export const pagerStyles = css`
  :host {
    display: block;
    /* The list fits the pager's own width (a phone, a narrow column), not the window's. */
    container-type: inline-size;
  }

  nav,
  ol {
    ${wrappingList}
    align-items: center;
  }

  nav {
    justify-content: space-between;
    gap: calc(var(--_space) / 2);
  }

  [part~=status],
  .gap {
    color: var(--_muted);
  }

  .gap {
    padding: 0 0.25em;
  }

  /*
   * Where the current page's neighbours and the status fit one row, the wide list; else the narrow one (first,
   * current, last), its status on a row of its own and previous and next at the ends of the row, where they stay as
   * the list's length changes. Either way the pager's height depends on its width alone, so the widget can keep its
   * room while the pager's part loads.
   */
  @container (width >= ${ONE_ROW}) {
    [data-only=narrow] {
      display: none;
    }
  }

  @container (width < ${ONE_ROW}) {
    [data-only=wide] {
      display: none;
    }
    [part~=status],
    ol {
      width: 100%;
    }
    /* Five 44 px buttons and two gaps fit 272 px: a 320 px phone's width inside a site's usual padding. */
    ol {
      gap: 0.125em;
    }
    .gap {
      padding: 0;
    }
    li:first-child {
      margin-inline-end: auto;
    }
    li:last-child {
      margin-inline-start: auto;
    }
  }

  svg {
    display: none;
    width: 1.25em;
    height: 1.25em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  :host(:dir(rtl)) svg {
    transform: scaleX(-1);
  }

  /* The narrowest: previous and next as arrows, their words still their names. */
  @container (width < 30em) {
    svg {
      display: block;
    }
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }

  button {
    ${control}
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: var(--_target);
  }

  button:hover:not([aria-current], [aria-disabled=true]) {
    background: var(--_surface-raised);
  }

  [aria-current] {
    ${primaryButton}
    /* Keeps the current page's fill in forced colours: the accent colours are Highlight and HighlightText there. */
    forced-color-adjust: none;
  }

  [aria-disabled=true] {
    ${unavailableControl}
  }

  @media (forced-colors: active) {
    [aria-disabled=true] {
      color: GrayText;
      border-color: GrayText;
    }
  }
`;
