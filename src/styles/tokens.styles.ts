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
 */
export const tokens = css`
  :host {
    color-scheme: var(--stay-color-scheme);
    --_accent: var(--stay-accent, light-dark(#0b6e4f, #6fdcb0));
    --_on-accent: var(--stay-on-accent, light-dark(#fff, #06251a));
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

  :host([dir='rtl' i]) {
    direction: rtl;
  }

  /* Inside a widget (stay-search's own shadow root), each element takes the widget's size and direction. */
  stay-dates,
  stay-guests,
  stay-filters,
  stay-results,
  stay-pager {
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
