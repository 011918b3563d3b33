import { css } from 'lit';
import { control, fieldLabel, unavailableControl } from '../styles/controls.styles.js';

export const filtersStyles = css`
  :host {
    display: block;
    /* The layout follows the space the widget gets, not the window: a sidebar is narrow on a wide screen. */
    container-type: inline-size;
  }

  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: calc(var(--_space) / 2);
  }

  .toggle,
  .clear,
  select {
    ${control}
  }

  .toggle:hover,
  .clear:hover:not([aria-disabled='true']) {
    background: var(--_surface-raised);
  }

  .toggle[aria-expanded='true'] {
    border-color: var(--_accent);
  }

  .clear[aria-disabled='true'] {
    ${unavailableControl}
  }

  .sort {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin-inline-start: auto;
  }

  .body {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: calc(var(--_space) / 2) var(--_space);
    margin-top: calc(var(--_space) / 2);
  }

  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    ${fieldLabel}
    padding: 0;
  }

  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75rem;
  }

  .option {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: var(--_target);
    cursor: pointer;
  }

  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: var(--_accent);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    align-self: flex-end;
  }

  /*
   * Narrow: the filters fold behind the disclosure button, and the sort fills its row (beside the button when there
   * is room) instead of hanging at the end. Wide: the filters are always shown, with no button.
   */
  @container (width < 40rem) {
    .body[data-collapsed] {
      display: none;
    }
    .sort {
      flex: 1 1 14rem;
      flex-wrap: nowrap;
      margin-inline-start: 0;
    }
    .sort select {
      flex: 1;
      min-width: 0;
    }
  }

  @container (width >= 40rem) {
    .toggle {
      display: none;
    }
  }

  /* Sidebar: one column, always open, the sort on top with its label above the select. */
  :host([layout='sidebar']) .sort {
    display: grid;
    gap: 0.25rem;
    width: 100%;
    margin-inline-start: 0;
  }

  :host([layout='sidebar']) .sort > span {
    ${fieldLabel}
  }

  :host([layout='sidebar']) select {
    width: 100%;
  }

  /* Outweighs the narrow container's .body[data-collapsed]: :host(…) counts as a class plus its argument. */
  :host([layout='sidebar']) .body {
    display: grid;
    gap: var(--_space);
    margin-top: var(--_space);
  }

  :host([layout='sidebar']) .options {
    display: grid;
  }

  :host([layout='sidebar']) .actions {
    display: grid;
    justify-items: start;
    gap: 0.25rem;
    align-self: auto;
    padding-top: calc(var(--_space) / 2);
    border-top: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
  }

  @media (forced-colors: active) {
    .clear[aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }
`;
