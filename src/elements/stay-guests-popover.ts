import { PanelPlacement } from './stay-guests-placement.js';

/** The `<stay-guests>` its popover serves. */
export interface GuestsPopoverHost {
  readonly renderRoot: ParentNode;
  readonly ownerDocument: Document;
  readonly open: boolean;
  readonly isConnected: boolean;
}

/**
 * The open panel's popover: shows and hides it as the element's `open` says, places it by its field while it is
 * open, and notices when WebKit hides it without telling. Part of the panel's part: a closed field needs none of it,
 * and the element creates it only once the part has arrived. The element still decides what opening and closing
 * mean (its `open`, and `change` on closing): `hidden` tells it of a close the browser made.
 */
export class GuestsPopover {
  readonly #host: GuestsPopoverHost;
  readonly #hidden: () => void;
  /** Whether the popover is shown, or about to be: the state its last `beforetoggle` announced. */
  #shown = false;
  #placement?: PanelPlacement;

  constructor(host: GuestsPopoverHost, hidden: () => void) {
    this.#host = host;
    this.#hidden = hidden;
  }

  get #panel(): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>('#panel');
  }

  /**
   * After each render: `open` drives the popover, and its placement while it is open (placed again after each
   * render: the rows may have changed its size). It is shown or hidden only when its state differs: never again
   * while the browser is hiding it (a light dismiss), which would toggle a popover from inside its own
   * `beforetoggle` (Chromium warns: "beforetoggle … triggered another popover"). A disconnected popover cannot be
   * shown.
   */
  update(): void {
    const panel = this.#panel;
    if (!panel || !this.#host.isConnected) {
      this.#stopPlacement();
      return;
    }
    if (this.#host.open !== this.#shown) panel.togglePopover(this.#host.open);
    if (!this.#host.open) this.#stopPlacement();
    else if (this.#placement) this.#placement.update();
    else {
      this.#placement = new PanelPlacement(panel, this.#host.renderRoot.querySelector<HTMLElement>('#summary')!);
      this.#placement.start();
    }
  }

  /** The panel's `beforetoggle` announced a state: every way it opens or closes passes here. */
  toggled(shown: boolean): void {
    this.#shown = shown;
    const document = this.#host.ownerDocument;
    if (shown) document.addEventListener('focusin', this.#onDocumentFocusIn);
    else document.removeEventListener('focusin', this.#onDocumentFocusIn);
  }

  /** The element left the page: removal hides a popover without events. */
  disconnected(): void {
    this.toggled(false);
    this.#stopPlacement();
  }

  #stopPlacement(): void {
    this.#placement?.stop();
    this.#placement = undefined;
  }

  /**
   * WebKit hides an open popover without `beforetoggle` or `toggle` when a modal dialog opens (the date picker's, or
   * a site's): the panel would stay open in `open` and `aria-expanded`, and the next click on the summary would
   * "close" it. The dialog takes focus as it opens, so focus arriving anywhere is when to catch up.
   */
  readonly #onDocumentFocusIn = (): void => {
    if (!this.#shown || this.#panel?.matches(':popover-open') !== false) return;
    this.toggled(false);
    this.#hidden();
  };
}
