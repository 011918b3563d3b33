import { css } from 'lit';
import { control, fieldButton, fieldLabel, primaryButton, unavailableControl } from '../styles/controls.styles.js';

export const guestsStyles = css`
  :host {
    display: block;
  }

  /* Label and field match <stay-dates> exactly: they sit side by side in the search bar. */
  [part=label] {
    ${fieldLabel}
    display: block;
    line-height: 1.25;
    margin-block-end: 0.25em;
  }

  #summary {
    ${fieldButton}
    justify-content: space-between;
    gap: 0.5em;
    anchor-name: --summary;
  }

  #summary:hover,
  [part~=step]:hover {
    background: var(--_surface-raised);
  }

  /* The chevron. */
  #summary::after {
    content: '';
    padding: 0.2em;
    border: solid;
    border-width: 0 2px 2px 0;
    rotate: 45deg;
  }

  #summary[aria-expanded=true]::after {
    rotate: 225deg;
  }

  /* In the top layer (a popover): anchored under the summary (at least as wide); flipped above it or to its end
     edge only when it does not fit below, so it stays inside the viewport. */
  #panel {
    position-anchor: --summary;
    position-area: block-end span-inline-end;
    position-try: flip-block, flip-inline, flip-block flip-inline;
    inset: auto;
    box-sizing: border-box;
    min-width: max(anchor-size(width), 18em);
    max-height: calc(100% - 0.5em);
    margin: 0.25em 0;
    padding: calc(var(--_space) / 2) var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    box-shadow: 0 0.5em 1.5em rgb(0 0 0 / 0.18);
  }

  /* Without anchor positioning: centred in the viewport, where a popover sits by default. */
  @supports not (anchor-name: --summary) {
    #panel {
      inset: 0;
      margin: auto;
    }
  }

  /* A row: the name and its hint, then − count +, on one line. Plain boxes: WebKit lays a fieldset's legend out on
     a line of its own, whatever its float and display. */
  [part~=stepper] {
    display: grid;
    grid-template-columns: 1fr auto auto auto;
    align-items: center;
    gap: 0.5em;
    padding: 0.25em 0;
  }

  [part~=stepper] + [part~=stepper] {
    border-top: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
  }

  .name {
    display: grid;
    min-width: 0;
  }

  small,
  p {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }

  [part~=step] {
    ${control}
    width: var(--_target);
    padding: 0;
    border-radius: 50%;
    font-size: 1.25em;
  }

  [part~=step][aria-disabled=true] {
    ${unavailableControl}

    @media (forced-colors: active) {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }

  output {
    min-width: 2ch;
    text-align: center;
    font-weight: 600;
  }

  [part=done] {
    ${primaryButton}
    display: block;
    margin: 0.5em 0 0 auto;
    padding: 0 1em;
  }
`;
