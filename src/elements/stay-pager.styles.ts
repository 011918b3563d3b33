import { css } from 'lit';

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

  .status {
    margin: 0;
    color: var(--_muted);
  }

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  button {
    min-width: var(--_target);
    min-height: var(--_target);
    padding: 0 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    cursor: pointer;
  }

  button:hover:not([aria-disabled='true']) {
    background: var(--_surface-raised);
  }

  button[aria-current='page'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }

  button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: default;
  }

  .gap {
    display: grid;
    place-items: center;
    min-width: 1.5rem;
    color: var(--_muted);
  }

  @media (forced-colors: active) {
    button[aria-current='page'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    button[aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
    }
  }
`;
