import { css } from 'lit';
import { control, fieldLabel, unavailableControl } from '../styles/controls.styles.js';

export const filtersStyles = css`
  :host {
    display: block;
    /* The layout follows the space the widget gets, not the window: a sidebar is narrow on a wide screen. */
    container-type: inline-size;
  }

  /* Before the rule below, which gives the fieldsets their flex layout back. */
  fieldset {
    all: unset;
  }

  .bar,
  #body,
  fieldset,
  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
  }

  /* "Only available" and "clear filters" line up with the bottom of the groups' row. */
  #body {
    align-items: flex-end;
    gap: calc(var(--_space) / 2) var(--_space);
    margin-top: calc(var(--_space) / 2);
  }

  /* Measures whether the panel is shown (zero wide while folded); takes no room. */
  #body {
    position: relative;
  }
  .probe {
    position: absolute;
    inset-inline: 0;
    top: 0;
    height: 0;
    visibility: hidden;
  }

  [part~='message'] {
    margin: 0;
    min-height: var(--_target);
    display: flex;
    align-items: center;
    color: var(--_muted);
  }

  [part~='toggle'][aria-busy='true'] {
    cursor: progress;
  }

  /* A busy "Filters": a pulsing bar under its label, still for reduced motion. */
  [part~='toggle'][aria-busy='true']::after {
    content: '';
    display: block;
    height: 0.125em;
    margin-top: 0.125em;
    background: currentColor;
    animation: busy 1s ease-in-out infinite alternate;
  }

  @keyframes busy {
    from {
      opacity: 0.2;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    [part~='toggle'][aria-busy='true']::after {
      animation: none;
      opacity: 0.5;
    }
  }

  fieldset {
    align-self: flex-start;
    column-gap: 0.75em;
  }

  legend {
    ${fieldLabel}
    padding: 0;
  }

  label {
    min-height: var(--_target);
    cursor: pointer;
  }

  .sort {
    margin-inline-start: auto;
  }

  /* Form controls take a small font of their own from the browser: the box is sized from the widget's. */
  input {
    font-size: inherit;
    width: 1.25em;
    height: 1.25em;
    margin: 0;
    accent-color: var(--_accent);
  }

  button,
  select {
    ${control}
  }

  button:hover:not([aria-disabled=true]) {
    background: var(--_surface-raised);
  }

  [aria-expanded=true] {
    border-color: var(--_accent);
  }

  [aria-disabled=true] {
    ${unavailableControl}
  }

  /*
   * Narrow: the filters fold behind the disclosure button, and the sort fills its row (beside the button when there
   * is room) instead of hanging at the end. Wide: the filters are always shown, with no button.
   */
  @container (width < 40em) {
    #body[data-collapsed] {
      display: none;
    }
    .sort {
      flex: 1 1 14em;
      flex-wrap: nowrap;
      margin: 0;
    }
    select {
      flex: 1;
      min-width: 0;
    }
  }

  @container (width >= 40em) {
    [aria-expanded] {
      display: none;
    }
    /*
     * A wide bar shows its panel without being opened, but the element learns that a frame after its first paint
     * (from the probe), and the contents may still be loading then: the row they take ("only available" and "clear
     * filters" in one 44 px row) is kept from the start, so the results below do not move when they come.
     */
    :host(:not([layout='sidebar'])) #body {
      min-height: var(--_target);
    }
  }

  /* Sidebar: one column, always open, the sort on top with its label above the select. */
  :host([layout=sidebar]) :is(#body, fieldset) {
    flex-direction: column;
    align-items: flex-start;
  }

  :host([layout=sidebar]) .sort {
    flex-direction: column;
    align-items: stretch;
    width: 100%;
    margin: 0;
    gap: 0.25em;
  }

  :host([layout=sidebar]) .sort > span {
    ${fieldLabel}
  }

  @media (forced-colors: active) {
    [aria-disabled=true] {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }
`;
