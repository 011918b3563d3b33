/**
 * Where the guests panel goes: under its field when it fits there, above it when it fits there, else as a sheet
 * along the bottom of a narrow window, else the page scrolls until it fits under the field, else (a window too
 * short for it) inside the window, scrolling inside itself. The panel always shows all of its rows when the window
 * is tall enough for them.
 *
 * Placed by script, not by CSS anchor positioning: `position-try` can only flip to sides where the panel fits, and
 * a panel that shrinks always "fits" (it hid Children, Pets and Done at the bottom of a phone); it cannot scroll
 * the page or become a sheet; and engines without it (WebKitGTK, older Safari and Firefox) would need a second way
 * anyway. One way for every engine is one way to test.
 */

/** Between the field and the panel, in em of the panel. */
const GAP_EM = 0.25;
/** Kept free between the panel and the window's edges, in em of the panel. */
const EDGE_EM = 0.5;
/** Windows this narrow (phones) show a panel that fits neither below nor above its field as a bottom sheet. */
const NARROW_WINDOW = '(max-width: 40em)';

export type PanelSide = 'below' | 'above' | 'sheet' | 'inside';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface PlacementInput {
  /** The field's box in the window (px). */
  anchor: Box;
  /** The panel's own size, unconstrained in height (px). */
  size: { width: number; height: number };
  /** The window's size without scroll bars (px). */
  viewport: { width: number; height: number };
  gap: number;
  edge: number;
  /** A right-to-left panel lines up with the field's right edge. */
  rtl: boolean;
  /** A narrow window (a phone): a bottom sheet is the fallback. */
  narrow: boolean;
  /** How far the page can still scroll down (0: it must not scroll now). */
  scrollRoom: number;
}

export interface Placement {
  side: PanelSide;
  /** The panel's top and left edges in the window (px); unused for a sheet, which CSS puts along the bottom. */
  top: number;
  left: number;
  /** Set only when the window is too short for the whole panel. */
  maxHeight?: number;
  /** Scroll the page down this far first (px), then the panel goes `below`. */
  scrollBy: number;
}

/** The panel's place, from sizes alone (see the top of this file for the order of the choices). */
export function placePanel(input: PlacementInput): Placement {
  const { anchor, size, viewport, gap, edge } = input;
  const left = inlinePosition(input);
  const belowTop = anchor.bottom + gap;
  if (belowTop + size.height + edge <= viewport.height) return { side: 'below', top: belowTop, left, scrollBy: 0 };
  const aboveTop = anchor.top - gap - size.height;
  if (aboveTop >= edge) return { side: 'above', top: aboveTop, left, scrollBy: 0 };
  if (input.narrow) return { side: 'sheet', top: 0, left: 0, scrollBy: 0 };
  const scrollBy = Math.ceil(belowTop + size.height + edge - viewport.height);
  // Only when the field stays in view: a panel far from its field reads as something else.
  if (scrollBy <= input.scrollRoom && anchor.top - scrollBy >= 0) {
    return { side: 'below', top: belowTop - scrollBy, left, scrollBy };
  }
  const room = viewport.height - 2 * edge;
  return {
    side: 'inside',
    top: Math.max(edge, Math.min(belowTop, viewport.height - edge - size.height)),
    left,
    maxHeight: size.height > room ? room : undefined,
    scrollBy: 0,
  };
}

/** Lined up with the field's start edge, kept inside the window (the edge margin gives way to a field nearer it). */
function inlinePosition({ anchor, size, viewport, edge, rtl }: PlacementInput): number {
  const preferred = rtl ? anchor.right - size.width : anchor.left;
  const lowest = Math.min(edge, Math.max(0, anchor.left));
  const highest = Math.max(viewport.width - edge, Math.min(viewport.width, anchor.right)) - size.width;
  return Math.max(lowest, Math.min(preferred, highest));
}

/**
 * Keeps an open popover panel placed by its field: at once (the page may scroll once to make room), and again
 * whenever the page or a container scrolls, the window resizes or the field changes size. The element calls
 * `update()` after each render, which may change the panel's size (the panel is not observed: placing it changes
 * its size, which would loop).
 */
export class PanelPlacement {
  readonly #panel: HTMLElement;
  readonly #anchor: HTMLElement;
  readonly #window: Window;
  readonly #observer: ResizeObserver;
  readonly #onMove = () => this.#place(false);

  constructor(panel: HTMLElement, anchor: HTMLElement) {
    this.#panel = panel;
    this.#anchor = anchor;
    this.#window = panel.ownerDocument.defaultView ?? window;
    this.#observer = new ResizeObserver(this.#onMove);
  }

  start(): void {
    this.#place(true);
    this.#window.addEventListener('scroll', this.#onMove, { capture: true, passive: true });
    this.#window.addEventListener('resize', this.#onMove, { passive: true });
    this.#observer.observe(this.#anchor);
  }

  /** Places the panel again (its content may have changed size). */
  update(): void {
    this.#place(false);
  }

  stop(): void {
    this.#window.removeEventListener('scroll', this.#onMove, { capture: true });
    this.#window.removeEventListener('resize', this.#onMove);
    this.#observer.disconnect();
  }

  #place(mayScroll: boolean): void {
    const panel = this.#panel;
    if (!panel.isConnected) return;
    const anchor = this.#anchor.getBoundingClientRect();
    // Measured as it floats, at its full size: the sheet's width, an earlier height limit and its place are undone
    // first. Measured where it stood, a panel by the window's right edge would only get the room left to that edge
    // and keep a width its content has outgrown (in WebKit, already on opening: it starts where its field is).
    panel.style.setProperty('--_anchor-width', `${anchor.width}px`);
    panel.dataset.placement = 'below';
    panel.style.maxHeight = '';
    panel.style.top = '0px';
    panel.style.left = '0px';
    const size = panel.getBoundingClientRect();
    const style = getComputedStyle(panel);
    const em = parseFloat(style.fontSize);
    const root = panel.ownerDocument.documentElement;
    const scroller = panel.ownerDocument.scrollingElement ?? root;
    const placement = placePanel({
      anchor,
      size,
      viewport: { width: root.clientWidth, height: root.clientHeight },
      gap: GAP_EM * em,
      edge: EDGE_EM * em,
      rtl: style.direction === 'rtl',
      narrow: this.#window.matchMedia(NARROW_WINDOW).matches,
      scrollRoom: mayScroll ? scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop : 0,
    });
    if (placement.scrollBy > 0) {
      this.#window.scrollBy({ top: placement.scrollBy, behavior: 'instant' });
      // Placed again from where the field really is now (the page may have scrolled less).
      this.#place(false);
      return;
    }
    panel.dataset.placement = placement.side;
    const floating = placement.side !== 'sheet';
    panel.style.top = floating ? `${placement.top}px` : '';
    panel.style.left = floating ? `${placement.left}px` : '';
    panel.style.maxHeight = placement.maxHeight === undefined ? '' : `${placement.maxHeight}px`;
  }
}
