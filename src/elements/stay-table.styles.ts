import { css } from 'lit';
import { control, primaryButton, unavailableControl, wrappingList } from '../styles/controls.styles.js';

/*
 * The staff grid: compact rows by default (the most accommodations in view while a caller waits), taller ones with
 * `density="comfortable"`. Sizes in `em` from the widget's base (tokens.styles.ts); buttons outside the grid keep
 * the 44 px target, the header buttons fill their cells.
 */
export const tableStyles = css`
  :host {
    display: block;
    --_cell-block: 0.25em;
    --_cell-inline: 0.5em;
  }

  :host([density='comfortable']) {
    --_cell-block: 0.75em;
    --_cell-inline: 0.75em;
  }

  h2 {
    margin: 0 0 0.5em;
    font-size: 1.25em;
  }

  .sorts {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    margin-bottom: 0.5em;
    color: var(--_muted);
  }

  .sorts ul,
  .labels {
    ${wrappingList}
  }

  [part~='sort-chip'] {
    ${control}
    min-height: 2em;
    padding: 0 0.625em;
    border-radius: 1em;
  }

  .scroller {
    overflow: auto;
    /* Room for the scroll bar kept whether a page needs one or not: the columns do not move when one appears. */
    scrollbar-gutter: stable;
    max-height: var(--stay-table-max-height, 32em);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }

  /* Fixed layout: the columns' widths are set (stay-table.ts), so a page of rows is laid out without measuring every
     cell first, and the columns do not move from page to page. Text longer than its column wraps (a word too long
     for it breaks, hyphenated where the browser knows the language): nothing is cut off. */
  table {
    width: 100%;
    table-layout: fixed;
    border-collapse: separate;
    border-spacing: 0;
    font-variant-numeric: tabular-nums;
  }

  th,
  td {
    padding: var(--_cell-block) var(--_cell-inline);
    border-bottom: 1px solid var(--_border);
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
    hyphens: auto;
  }

  /* The header row stays in view while the rows scroll under it. */
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--_surface-raised);
    /* A step smaller than the rows: the longest header words of every language fit their columns whole. */
    font-size: 0.875em;
    font-weight: 600;
  }

  .numeric {
    text-align: end;
  }

  [part~='sort-button'] {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0 0.25em;
    align-items: center;
    max-width: 100%;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  /* Text in the accent colour: darkened on light surfaces, lightened on dark ones (tokens.styles.ts), so a site's
     light or dark accent stays readable. */
  .indicator {
    color: var(--_accent-text);
  }

  tbody tr[part~='row'] {
    cursor: pointer;
  }

  tbody tr[part~='row']:hover,
  tr.open,
  .details {
    background: var(--_surface-raised);
  }

  td:focus-visible,
  th:focus-visible,
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: -3px;
  }

  .warning td,
  [data-state='sold-out'],
  [data-state='closed'],
  [data-state='party-does-not-fit'] {
    color: var(--_danger);
    font-weight: 600;
  }

  [data-state='few'] {
    color: var(--stay-warning, light-dark(#8a5300, #ffcf8a));
    font-weight: 600;
  }

  .muted {
    color: var(--_muted);
    font-weight: normal;
  }

  .details-body {
    display: flex;
    flex-wrap: wrap;
    gap: 1em;
    align-items: flex-start;
  }

  .details-text {
    flex: 1 1 20em;
  }

  .details-text p {
    margin: 0 0 0.5em;
  }

  .labels li {
    padding: 0.125em 0.5em;
    border: 1px solid var(--_border);
    border-radius: 1em;
    font-size: 0.875em;
  }

  img {
    width: 10em;
    height: auto;
    border-radius: var(--_radius);
  }

  dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 0.25em 1em;
    margin: 0;
  }

  dd {
    margin: 0;
    text-align: end;
  }

  .total {
    font-weight: 600;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    margin-top: 0.75em;
  }

  [part~='action-button'],
  [part~='state-button'] {
    ${control}
  }

  [part~='action-button'].primary {
    ${primaryButton}
  }

  [aria-disabled='true'],
  button:disabled {
    ${unavailableControl}
  }

  textarea {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
  }

  .state {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75em;
    padding: 2em 1em;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
  }

  .state p {
    width: 100%;
    margin: 0;
  }

  /* Row tints are gone in forced colours: the open row and the details keep a visible frame. */
  @media (forced-colors: active) {
    tr.open td,
    .details td {
      border-bottom: 2px solid CanvasText;
    }

    .indicator {
      color: CanvasText;
    }

    /* An action that cannot be used is GrayText at full strength: faded, Book's Highlight plate kept its colours. */
    [aria-disabled='true'],
    [aria-disabled='true'].primary,
    button:disabled {
      border-color: GrayText;
      background: Canvas;
      color: GrayText;
      opacity: 1;
    }
  }
`;
