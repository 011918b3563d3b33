import { css } from 'lit';
import { fieldButton, fieldLabel } from '../styles/controls.styles.js';

export const datesStyles = css`
  :host {
    display: inline-block;
    --_range: var(--stay-range, color-mix(in srgb, var(--_accent) 16%, var(--_surface)));
  }

  :host([inline]) {
    display: block;
  }

  /* Label and field match <stay-guests> exactly: they sit side by side in the search bar. */
  .label {
    ${fieldLabel}
    display: block;
    margin-block-end: 0.25rem;
    line-height: 1.25;
  }

  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }

  .field {
    ${fieldButton}
    min-width: min(16rem, 100%);
  }

  .field.empty {
    color: var(--_muted);
  }

  dialog {
    padding: 0;
    max-width: calc(100vw - 2rem);
    max-height: calc(100dvh - 2rem);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }

  dialog::backdrop {
    background: rgb(0 0 0 / 0.45);
  }

  .sheet {
    padding: calc(var(--_space) / 2) var(--_space) var(--_space);
  }

  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space);
  }

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }

  .close,
  [part~='nav-button'],
  .clear {
    min-width: var(--_target);
    min-height: var(--_target);
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: transparent;
  }

  .close:hover,
  [part~='nav-button']:hover:not([aria-disabled='true']),
  .clear:hover {
    background: var(--_surface-raised);
  }

  [part~='nav-button'] {
    font-size: 1.5rem;
    line-height: 1;
  }

  [part~='nav-button'][aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }

  .calendar {
    position: relative;
  }

  /* The two buttons sit over the month headings' row: previous at the start, next at the end. */
  .nav {
    position: absolute;
    inset-inline: 0;
    top: 0;
    display: flex;
    justify-content: space-between;
    pointer-events: none;
  }

  .nav button {
    pointer-events: auto;
  }

  .months {
    display: grid;
    grid-template-columns: auto;
    gap: calc(var(--_space) * 1.5);
  }

  [data-months='2'] .months {
    grid-template-columns: auto auto;
  }

  h3 {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: var(--_target);
    margin: 0;
    font-size: 1rem;
  }

  table {
    border-collapse: collapse;
    table-layout: fixed;
  }

  th {
    padding: 0.25rem 0;
    color: var(--_muted);
    font-size: 0.8125rem;
    font-weight: 600;
  }

  td {
    padding: 1px 0;
  }

  td:empty {
    height: var(--_target);
  }

  [part~='day'] {
    width: var(--_target);
    height: var(--_target);
    padding: 0;
    border: 2px solid transparent;
    border-radius: var(--_radius);
    background: transparent;
    font-variant-numeric: tabular-nums;
  }

  [part~='day']:hover:not([aria-disabled='true']) {
    border-color: var(--_accent);
  }

  [part~='today'] {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  [part~='day-in-range'] {
    border-radius: 0;
    background: var(--_range);
  }

  [part~='day-selected'] {
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 700;
  }

  [part~='day-disabled'] {
    color: var(--_muted);
    text-decoration: line-through;
    cursor: not-allowed;
  }

  .status {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    min-height: 3em;
    margin: 0.5rem 0 0;
    color: var(--_muted);
  }

  .status p {
    display: flex;
    flex-wrap: wrap;
    gap: inherit;
    margin: 0;
  }

  .summary {
    color: var(--_text);
    font-weight: 600;
  }

  .actions {
    display: flex;
    justify-content: flex-end;
  }

  .clear {
    padding: 0 0.75rem;
    text-decoration: underline;
  }

  /* Phones: a full-width sheet from the bottom, one month. */
  @media (max-width: 480px) {
    dialog {
      width: 100%;
      max-width: 100%;
      margin: auto 0 0;
      border-width: 1px 0 0;
      border-radius: var(--_radius) var(--_radius) 0 0;
    }

    .sheet {
      padding-inline: 0.25rem;
    }

    header {
      padding-inline-start: 0.5rem;
    }

    table {
      width: 100%;
    }

    [part~='day'] {
      width: 100%;
      min-width: var(--_target);
    }
  }

  @media (forced-colors: active) {
    /* Keeps the selected day's fill: the accent colours are Highlight and HighlightText here (tokens). */
    [part~='day-selected'] {
      forced-color-adjust: none;
    }

    [part~='day-in-range'] {
      forced-color-adjust: none;
      background: Canvas;
      color: CanvasText;
      border: 2px dashed Highlight;
    }

    [part~='day-disabled'],
    [part~='nav-button'][aria-disabled='true'] {
      color: GrayText;
    }
  }
`;
