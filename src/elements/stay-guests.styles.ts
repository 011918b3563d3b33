import { css } from 'lit';
import { control, fieldButton, fieldLabel } from '../styles/controls.styles.js';

/**
 * The field: its label and the summary button, and the number fields it falls back to when the panel cannot be
 * loaded. The panel's own styles come with the panel (stay-guests-panel.styles.ts). Sizes in em of the host.
 */
export const guestsStyles = css`
  :host {
    display: block;
  }

  /* Label and field match <stay-dates> exactly: they sit side by side in the search bar. */
  [part='label'] {
    ${fieldLabel}
    display: block;
    line-height: 1.25;
    margin-block-end: 0.25em;
  }

  #summary {
    ${fieldButton}
    justify-content: space-between;
    gap: 0.5em;
  }

  #summary:hover {
    background: var(--_surface-raised);
  }

  /* The chevron. */
  #summary::after {
    content: '';
    padding: 0.2em;
    border: solid;
    border-width: 0 2px 2px 0;
    rotate: 45deg;
  }

  #summary[aria-expanded='true']::after {
    rotate: 225deg;
  }

  /* The fallback: a number field per category, side by side, wrapping. */
  .numbers {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 1em;
  }

  .number {
    display: grid;
    grid-template-columns: auto auto;
    align-items: center;
    column-gap: 0.5em;
  }

  .number [part~='category'] {
    font-weight: 600;
  }

  .number [part~='count'] {
    ${control}
    box-sizing: border-box;
    width: 4.5em;
    padding: 0 0.5em;
    cursor: text;
  }

  .number [part~='hint'],
  [part~='note'] {
    grid-column: 1 / -1;
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }

  [part~='note']:empty {
    display: none;
  }
`;
