import { css } from 'lit';
import { control, fieldButton, fieldLabel } from '../styles/controls.styles.js';

/** The field's styles; the calendar brings its own when it loads (`stay-dates-calendar.styles.ts`). */
export const datesStyles = css`
  /*
   * The field is as wide as the whole dates need in every language (22em), or as its place allows; it does not
   * change width with its text. A narrower field shows the dates in few words: "16–23 Dec · 7 nights". (The
   * percentage also keeps the 22em out of the minimum width of a layout around it: a search bar on a phone.)
   */
  :host {
    display: inline-block;
    container-type: inline-size;
    inline-size: min(22em, 100%);
  }

  :host([inline]) {
    display: block;
    inline-size: auto;
  }

  .short {
    display: none;
  }

  @container (width < 22em) {
    .whole {
      display: none;
    }

    .short {
      display: inline;
    }
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
