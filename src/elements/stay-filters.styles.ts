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

  /* Measures whether the panel is folded away (zero wide then); takes no room. */
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
