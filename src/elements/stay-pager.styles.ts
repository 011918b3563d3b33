import { css } from 'lit';
import { control, unavailableControl, wrappingList } from '../styles/controls.styles.js';

export const pagerStyles = css`
  :host {
    display: block;
  }

  nav {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: calc(var(--_space) / 2);
  }

  p {
    margin: 0;
  }

  p,
  .gap {
    color: var(--_muted);
  }

  ol {
    ${wrappingList}
  }

  button {
    ${control}
    min-width: var(--_target);
  }

  button:hover:not([aria-current], [aria-disabled='true']) {
    background: var(--_surface-raised);
  }

  [aria-current] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
    /* Keeps the current page's fill in forced colours: the accent colours are Highlight and HighlightText there. */
    forced-color-adjust: none;
  }

  [aria-disabled='true'] {
    ${unavailableControl}
  }

  .gap {
    align-self: center;
  }

  @media (forced-colors: active) {
    [aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
    }
  }
`;
