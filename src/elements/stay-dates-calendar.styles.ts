import { css } from 'lit';

/** The calendar's styles: adopted into the shadow root of `<stay-dates>` when the calendar loads. */
export const calendarStyles = css`
  /* Every button is a 44 px target; the days and the selected days add their own looks. */
  button {
    min-width: var(--_target);
    min-height: var(--_target);
    padding: 0;
    border: 1px solid transparent;
    border-radius: var(--_radius);
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  button:hover:not([aria-disabled=true]) {
    border-color: var(--_accent);
  }

  dialog {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }

  /* The months across the top; under them the status, then Clear (and Close in the dialog) at the end. */
  [part=calendar] {
    display: grid;
    gap: 0.5em;
  }

  /*
   * The months side by side, each under its name: the heading's names share the tables' columns (subgrid). The
   * month buttons sit over the heading's row, previous at the start and next at the end.
   */
  .months {
    position: relative;
    display: grid;
    grid-template-columns: auto;
    justify-content: center;
    column-gap: 2em;
  }

  .months[data-months='2'] {
    grid-template-columns: auto auto;
  }

  h2 {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    margin: 0;
    font-size: 1em;
  }

  /* Centred over its table, clear of the month and year buttons on both sides. */
  [part=month-heading] {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: var(--_target);
    padding-inline: calc(2 * var(--_target));
    text-align: center;
    text-wrap: balance;
  }

  .nav {
    position: absolute;
    z-index: 1;
    top: 0;
    display: flex;
  }

  .previous {
    inset-inline-start: 0;
  }

  .next {
    inset-inline-end: 0;
  }

  [part=nav-button] {
    font-size: 1.5em;
  }

  [aria-disabled=true] {
    color: var(--_muted);
    cursor: not-allowed;
  }

  [part=nav-button][aria-disabled=true] {
    opacity: 0.4;
  }

  table {
    border-spacing: 0 2px;
  }

  th {
    color: var(--_muted);
    font-size: 0.8125em;
  }

  td {
    height: var(--_target);
    padding: 0;
  }

  /* At least the 44 px target; wider with the text, so that a month's name fits between the buttons above it. */
  [part~=day] {
    width: max(var(--_target), 3em);
    border-width: 2px;
    font-variant-numeric: tabular-nums;
  }

  /*
   * The focused day always shows the ring, as the APG example's: keys move focus there by script, and not every
   * engine counts that as :focus-visible (WebKit does not, even with focus({ focusVisible: true })).
   */
  [part~=day]:focus {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  [part~=today] {
    font-weight: 700;
    text-decoration: underline;
  }

  [part~=day-in-range] {
    border-radius: 0;
    background: var(--stay-range, color-mix(in srgb, var(--_accent) 16%, var(--_surface)));
  }

  /* The range is one band: its ends are square where they meet the nights in between. */
  [part~=range-start] {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }

  [part~=range-end] {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }

  [part~=day-selected] {
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 700;
  }

  [part~=day-disabled] {
    text-decoration: line-through;
  }

  /* The status on a row of its own under the months, Clear and Close under it; it never widens the calendar. */
  [part=status] {
    contain: inline-size;
    min-height: 3em;
    color: var(--_muted);
  }

  p {
    margin: 0;
  }

  strong {
    color: var(--_text);
  }

  /* The typed-dates field: its label above it, its example and any problem under it. */
  .typed {
    display: grid;
    gap: 0.25em;
    contain: inline-size;
  }

  .typed input {
    box-sizing: border-box;
    width: 100%;
    min-height: var(--_target);
    padding: 0 0.5em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: inherit;
    font: inherit;
  }

  .typed input[aria-invalid='true'] {
    border-color: var(--_danger);
  }

  #typed-hint {
    color: var(--_muted);
    font-size: 0.875em;
  }

  #typed-problem {
    color: var(--_danger);
  }

  #typed-problem:empty {
    display: none;
  }

  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 1em;
  }

  [part=clear-button],
  [part=close-button] {
    padding: 0 0.75em;
    text-decoration: underline;
  }

  /*
   * Phones: a full-width sheet from the bottom, one month (NARROW_WINDOW in stay-dates-calendar.ts). The month fills
   * the sheet between equal margins: 1em where seven 44 px days leave room for it (390 px), less where they do not
   * (6 px at 320 px); the texts keep a margin of their own.
   */
  @media (max-width: 30em) {
    dialog {
      box-sizing: border-box;
      width: 100%;
      max-width: none;
      margin: auto 0 0;
      padding: 0.5em min(1em, (100vw - 7 * var(--_target)) / 2) 0.75em;
      border-width: 1px 0 0;
      border-radius: var(--_radius) var(--_radius) 0 0;
    }

    [part=status],
    .typed,
    .actions {
      padding-inline: 0.5em;
    }

    /* One column: a second month left from a wider window stacks under the first until the next render. */
    .months,
    .months[data-months='2'] {
      grid-template-columns: 1fr;
    }

    table,
    [part~=day] {
      width: 100%;
    }
  }

  @media (forced-colors: active) {
    /* Keeps the selected day's fill: the accent colours are Highlight and HighlightText here (tokens). */
    [part~=day-selected],
    [part~=day-in-range] {
      forced-color-adjust: none;
    }

    [part~=day-in-range] {
      background: Canvas;
      color: CanvasText;
      border: 2px dashed Highlight;
    }

    /* A day that cannot be chosen looks disabled in the system's own way, not by its line-through alone. */
    [aria-disabled=true] {
      color: GrayText;
    }
  }
`;
