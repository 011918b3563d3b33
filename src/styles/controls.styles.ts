import { css } from 'lit';

/*
 * Declaration blocks the elements' controls share. Each element keeps its own selectors and markup and places a
 * block inside its rules (`.toggle { ${control} }`), so the look is written once and stays the same everywhere.
 * The focus ring, `.visually-hidden` and the 44 px target (`--_target`) live in tokens.styles.ts.
 */

/** A control in the field style (select, pager and filter buttons): at least 44 px tall, bordered, on the surface. */
export const control = css`
  min-height: var(--_target);
  padding: 0 0.75em;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface);
  color: var(--_text);
  font: inherit;
  cursor: pointer;
`;

/** A button that looks like a field and opens a picker (dates, guests): full width, its text on one line. */
export const fieldButton = css`
  ${control}
  display: flex;
  align-items: center;
  box-sizing: border-box;
  width: 100%;
  line-height: 1.25;
  text-align: start;
`;

/** The label above a field, and the heading of a group of options: small, semibold, muted. */
export const fieldLabel = css`
  color: var(--_muted);
  font-size: 0.875em;
  font-weight: 600;
`;

/**
 * The main action (Book, Done): a control filled with the accent colour (its users set their own padding). In forced
 * colours the accent is Highlight and HighlightText (tokens.styles.ts); `forced-color-adjust: none` keeps that pair,
 * which the browser would otherwise put on a Canvas plate that hides the HighlightText label.
 */
export const primaryButton = css`
  ${control}
  border-color: var(--_accent);
  background: var(--_accent);
  color: var(--_on-accent);
  font-weight: 600;
  forced-color-adjust: none;
`;

/** A control that cannot be used right now (it stays focusable: `aria-disabled`, not `disabled`). */
export const unavailableControl = css`
  opacity: 0.55;
  cursor: default;
`;

/** A row of items from a list, without bullets or indentation, wrapping onto more lines. */
export const wrappingList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25em;
  margin: 0;
  padding: 0;
  list-style: none;
`;
