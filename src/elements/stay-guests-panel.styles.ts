import { css } from 'lit';
import { control, primaryButton, unavailableControl } from '../styles/controls.styles.js';

/** The panel's styles, adopted by `<stay-guests>` when the panel's part arrives. Sizes in em of the host. */
export const panelStyles = css`
  /* In the top layer (a popover), placed by stay-guests-placement.ts: under the field (at least as wide), above
     it, or on a narrow window as a sheet along the bottom edge. */
  #panel {
    inset: auto;
    box-sizing: border-box;
    min-width: max(var(--_anchor-width, 0px), 18em);
    /* The containing block of the top layer is the window: 0.5em kept free on each side. */
    max-width: calc(100% - 1em);
    margin: 0;
    padding: calc(var(--_space) / 2) var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    box-shadow: 0 0.5em 1.5em rgb(0 0 0 / 0.18);
  }

  #panel[data-placement='sheet'] {
    inset: auto 0 0;
    width: auto;
    min-width: 0;
    max-width: none;
    max-height: 100%;
    border-width: 1px 0 0;
    border-radius: var(--_radius) var(--_radius) 0 0;
    padding-block-end: max(calc(var(--_space) / 2), env(safe-area-inset-bottom));
    box-shadow: 0 -0.5em 1.5em rgb(0 0 0 / 0.18);
  }

  /* A row: the name and its hint, then − count +, on one line. Plain boxes (not a fieldset and its legend, which
     WebKit lays out differently). */
  [part~='stepper'] {
    display: grid;
    grid-template-columns: 1fr auto auto auto;
    align-items: center;
    gap: 0.5em;
    padding: 0.25em 0;
  }

  [part~='stepper'] + [part~='stepper'] {
    border-top: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
  }

  .name {
    display: grid;
    min-width: 0;
  }

  [part~='hint'],
  [part~='note'] {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }

  [part~='note']:empty {
    display: none;
  }

  [part~='step'] {
    ${control}
    width: var(--_target);
    padding: 0;
    border-radius: 50%;
    font-size: 1.25em;
  }

  [part~='step']:hover {
    background: var(--_surface-raised);
  }

  [part~='step'][aria-disabled='true'] {
    ${unavailableControl}

    @media (forced-colors: active) {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }

  /* The count reads as a number between the buttons, and takes a typed one: its border shows it is a field. */
  [part~='count'] {
    box-sizing: content-box;
    width: 2ch;
    min-height: 2em;
    padding: 0 0.25em;
    border: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
    border-radius: calc(var(--_radius) / 2);
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: 600;
    text-align: center;
  }

  [part~='count']:hover {
    border-color: var(--_border);
  }

  [part~='count'][aria-invalid='true'] {
    border-color: var(--_danger);
  }

  [part~='done'] {
    ${primaryButton}
    display: block;
    margin: 0.5em 0 0;
    margin-inline-start: auto;
    padding: 0 1em;
  }
`;
