import { css } from 'lit';
import { control, primaryButton, unavailableControl } from '../styles/controls.styles.js';

/** The panel's styles, adopted by `<stay-guests>` when the panel's part arrives. Sizes in em of the host. */
export const panelStyles = css`
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

  output {
    min-width: 2ch;
    text-align: center;
    font-weight: 600;
  }

  [part~='done'] {
    ${primaryButton}
    display: block;
    margin: 0.5em 0 0;
    margin-inline-start: auto;
    padding: 0 1em;
  }
`;
