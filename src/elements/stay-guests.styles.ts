import { css } from 'lit';
import { fieldButton, fieldLabel, primaryButton } from '../styles/controls.styles.js';

export const guestsStyles = css`
  :host {
    display: block;
    position: relative;
  }

  .field {
    display: grid;
  }

  .field > .label {
    margin-block-end: 0.25rem;
  }

  /* Label and field match <stay-dates> exactly: they sit side by side in the search bar. */
  .label {
    ${fieldLabel}
    line-height: 1.25;
  }

  #summary {
    ${fieldButton}
    justify-content: space-between;
    gap: 0.5rem;
  }

  #summary:hover {
    background: var(--_surface-raised);
  }

  #summary[aria-expanded='true'] {
    border-color: var(--_accent);
  }

  .chevron {
    inline-size: 0.5em;
    block-size: 0.5em;
    border-inline-end: 2px solid currentColor;
    border-block-end: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    flex: none;
  }

  #summary[aria-expanded='true'] .chevron {
    transform: translateY(25%) rotate(225deg);
  }

  .panel {
    position: absolute;
    z-index: 10;
    inset-inline-start: 0;
    top: 100%;
    margin-top: 0.25rem;
    box-sizing: border-box;
    min-width: max(100%, 18rem);
    max-width: calc(100vw - 1rem);
    padding: calc(var(--_space) / 2) var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.18);
  }

  /* In the top layer: fixed, placed by script under the summary button (its width comes from there too). */
  .panel:popover-open {
    position: fixed;
    inset: auto;
    margin: 0;
    min-width: max(var(--_summary-width), 18rem);
    overflow: auto;
  }

  .panel:focus {
    outline: none;
  }

  .inline {
    display: grid;
    gap: 0.25rem;
  }

  .stepper {
    display: grid;
    grid-template-columns: 1fr auto auto auto;
    align-items: center;
    gap: 0.5rem;
    padding-block: 0.25rem;
  }

  .stepper + .stepper {
    border-top: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
  }

  .text {
    display: grid;
  }

  .name {
    font-weight: 600;
  }

  .hint {
    color: var(--_muted);
    font-size: 0.875em;
  }

  .stepper button {
    display: grid;
    place-items: center;
    width: var(--_target);
    height: var(--_target);
    padding: 0;
    border: 1px solid var(--_border);
    border-radius: 50%;
    background: var(--_surface);
    color: var(--_text);
    font: inherit;
    font-size: 1.25em;
    line-height: 1;
    cursor: pointer;
  }

  .stepper button:hover:not([aria-disabled='true']) {
    background: var(--_surface-raised);
    border-color: var(--_accent);
  }

  .stepper button[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }

  output {
    min-width: 2ch;
    text-align: center;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }

  .note {
    margin: 0.25rem 0 0;
    color: var(--_muted);
    font-size: 0.875em;
  }

  .done {
    ${primaryButton}
    display: block;
    margin: calc(var(--_space) / 2) 0 0 auto;
    min-width: var(--_target);
    padding: 0 1rem;
  }

  @media (forced-colors: active) {
    .stepper button[aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
    .done {
      forced-color-adjust: none;
      background: ButtonText;
      color: ButtonFace;
      border-color: ButtonText;
    }
  }
`;
