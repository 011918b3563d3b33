import { css } from 'lit';
import { control, fieldButton, fieldLabel } from '../styles/controls.styles.js';

/** The field's styles; the calendar brings its own when it loads (`stay-dates-calendar.styles.ts`). */
export const datesStyles = css`
  :host {
    display: inline-block;
  }

  :host([inline]) {
    display: block;
  }

  /* Label and field match <stay-guests> exactly: they sit side by side in the search bar. */
  #label {
    ${fieldLabel}
    display: block;
    margin-block-end: 0.25em;
    line-height: 1.25;
  }

  #field {
    ${fieldButton}
    min-width: min(16em, 100%);
  }

  #field:hover {
    border-color: var(--_accent);
  }

  #field.empty {
    color: var(--_muted);
  }

  /* Without the calendar (it could not be loaded): the browser's own date inputs, side by side while they fit. */
  [part=fallback] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }

  [part=fallback] label {
    display: grid;
    flex: 1 1 9em;
    gap: 0.25em;
  }

  [part=fallback] span {
    color: var(--_muted);
    font-size: 0.875em;
  }

  [part=fallback] input {
    ${control}
    box-sizing: border-box;
    width: 100%;
  }

  [part=fallback] p {
    flex-basis: 100%;
    margin: 0;
    color: var(--_danger);
  }
`;
