import { css } from 'lit';

/**
 * The design tokens every element shares. Sites theme through the public `--stay-*` custom properties; the
 * elements read only the private `--_*` copies, so one fallback lives here and not in every rule.
 *
 * Sizes come from the widget's own base, never from the page's root: `font-size: medium` is the guest's browser font
 * setting, which a site's `html { font-size: 62.5% }` does not change; `--stay-font-size` sets another. Styles
 * size in `em` (never `rem`); the 44 px touch target stays in px. The direction follows the widget's language, not
 * the page (all four languages are left to right), unless a site sets `dir` on the element.
 *
 * `light-dark()` follows `color-scheme`. An embedded widget must match the page it sits on, not the guest's system
 * setting alone (dark text on a light site, whatever the system says), so it inherits the page's `color-scheme`: a
 * site that declares `color-scheme: light dark` gets the guest's preference, and `--stay-color-scheme: dark` (or
 * `light`) forces one. With the custom property unset the declaration is invalid at computed-value time, which
 * for an inherited property means: inherit.
 *
 * Text stays readable on any accent a site sets, in either scheme (WCAG AA, 4.5:1), through CSS relative colours
 * computed in XYZ, whose `y` is the WCAG relative luminance:
 * - text on the accent (`--_on-accent`) is white or black, whichever contrasts more with the accent: white below
 *   a luminance of 0.179, where the two contrast equally (at least 4.58:1 either way);
 * - text in the accent colour (`--_accent-text`, "Available") keeps the accent's hue: on light surfaces it is
 *   darkened to a luminance of at most 0.15 (scaled in linear light, so it stays in gamut), on dark ones lightened
 *   to at least 0.3 (mixed with white in linear light), which holds 4.5:1 on the default surfaces.
 * A site's own `--stay-on-accent` still wins. Where relative colours are not supported, the fixed pair below stays.
 */
export const tokens = css`
  :host {
    color-scheme: var(--stay-color-scheme);
    --_accent: var(--stay-accent, light-dark(#0b6e4f, #6fdcb0));
    --_on-accent: var(--stay-on-accent, light-dark(#fff, #06251a));
    --_accent-text: var(--_accent);
    --_surface: var(--stay-surface, light-dark(#fff, #161a19));
    --_surface-raised: var(--stay-surface-raised, light-dark(#f4f6f5, #222826));
    --_text: var(--stay-text, light-dark(#1b1f1e, #eef2f0));
    --_muted: var(--stay-muted, light-dark(#4f5a56, #a9b5b0));
    --_border: var(--stay-border, light-dark(#7c8a85, #74827d));
    --_danger: var(--stay-danger, light-dark(#b3261e, #ffb4ab));
    --_focus: var(--stay-focus, light-dark(#1a5fb4, #99c1f1));
    --_radius: var(--stay-radius, 0.5em);
    --_space: var(--stay-spacing, 1em);
    --_target: 44px;
    font-family: var(--stay-font, system-ui, sans-serif);
    font-size: var(--stay-font-size, medium);
    color: var(--_text);
    /* The widget's four languages are written left to right, whatever the page's direction; a site that sets
       dir="rtl" on the element itself gets right to left. */
    direction: ltr;
  }

  @supports (color: color(from red xyz calc(x * 0.5) y z)) {
    :host {
      /* 1 below the luminance where white and black contrast equally with the accent, else 0. */
      --_white-on-accent: clamp(0, (0.179 - y) * infinity, 1);
      --_on-accent: var(
        --stay-on-accent,
        color(
          from var(--_accent) xyz calc(0.9505 * var(--_white-on-accent)) var(--_white-on-accent)
            calc(1.089 * var(--_white-on-accent))
        )
      );
      /* Scaled towards black to a luminance of at most 0.15 (light), mixed with white to at least 0.3 (dark). */
      --_accent-darkened: min(1, 0.15 / y);
      --_accent-lightened: max(0, (0.3 - y) / (1 - y));
      --_accent-text: light-dark(
        color(
          from var(--_accent) xyz calc(x * var(--_accent-darkened)) calc(y * var(--_accent-darkened))
            calc(z * var(--_accent-darkened))
        ),
        color(
          from var(--_accent) xyz calc(x + var(--_accent-lightened) * (0.9505 - x))
            calc(y + var(--_accent-lightened) * (1 - y)) calc(z + var(--_accent-lightened) * (1.089 - z))
        )
      );
    }
  }

  :host([dir='rtl' i]) {
    direction: rtl;
  }

  /* Inside a widget (stay-search's own shadow root), each element takes the widget's size and direction. */
  stay-dates,
  stay-guests,
  stay-filters,
  stay-results,
  stay-pager,
  stay-table {
    font-size: 1em;
    direction: inherit;
  }

  :host([hidden]) {
    display: none !important;
  }

  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }

  @media (forced-colors: active) {
    :host {
      --_accent: Highlight;
      --_on-accent: HighlightText;
      --_accent-text: Highlight;
      --_surface: Canvas;
      --_surface-raised: Canvas;
      --_text: CanvasText;
      --_muted: CanvasText;
      --_border: CanvasText;
      --_focus: Highlight;
    }
  }

  /* Out of sight, still read by assistive technology. */
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
