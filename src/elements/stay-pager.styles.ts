import { css } from 'lit';
import { control, primaryButton, unavailableControl, wrappingList } from '../styles/controls.styles.js';

export const pagerStyles = css`
  :host {
    display: block;
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

  span,
  .gap {
    color: var(--_muted);
  }

  button {
    ${control}
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
