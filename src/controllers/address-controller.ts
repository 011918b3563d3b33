import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { withoutParameters } from '../api/url.js';

/** `push`: a new history entry (Back returns to the one before); `replace`: the current entry changes. */
export type HistoryMode = 'push' | 'replace';

// WebKit (Safari) throws a SecurityError after 100 pushState/replaceState calls in 10 seconds. The address stays far
// below that whatever the guest or a script does: a burst of HISTORY_BURST writes goes out at once, then one more
// every HISTORY_REFILL_MS (at most 8 + 10 000 / 400 = 33 in any 10 seconds), and writes asked for in between are
// merged into the next one: the address then skips steps of a burst, never its last state.
/** Writes that may go out at once. */
export const HISTORY_BURST = 8;
/** One more write is allowed this long after the last. */
export const HISTORY_REFILL_MS = 400;
/** After the browser refused a write, the address waits this long (WebKit's window) before it tries again. */
export const HISTORY_BLOCKED_MS = 10_000;

export interface AddressControllerOptions {
  /** Whether the host follows Back and Forward now (the writes it asks for are made either way). */
  enabled: () => boolean;
  /** Back or Forward moved to another entry of this page while enabled: the host reads the address again. */
  onPopState: () => void;
  /** A developer warning (the host's). */
  warn: (message: string) => void;
  /** The history and location written and read; the window's by default. */
  history?: Pick<History, 'pushState' | 'replaceState' | 'state'>;
  location?: Pick<Location, 'href'>;
}

/**
 * The page address for a host element: reading it, writing it as a new history entry or in place of the current
 * one, and following Back and Forward. Writes are paced (see `HISTORY_BURST`) and merged while they wait; a write the
 * browser refuses (WebKit's `SecurityError` after too many) warns once, never throws, and is made later.
 */
export class AddressController implements ReactiveController {
  readonly #options: AddressControllerOptions;
  #pending: { href: string; mode: HistoryMode } | undefined;
  /** Writes allowed now: refilled by one every `HISTORY_REFILL_MS`, up to `HISTORY_BURST`. */
  #allowance = HISTORY_BURST;
  #allowanceAt = performance.now();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #warned = false;
  #written: Promise<void> = Promise.resolve();
  #resolveWritten: (() => void) | undefined;

  constructor(host: ReactiveControllerHost, options: AddressControllerOptions) {
    this.#options = options;
    host.addController(this);
  }

  get #history(): Pick<History, 'pushState' | 'replaceState' | 'state'> {
    return this.#options.history ?? window.history;
  }

  get #location(): Pick<Location, 'href'> {
    return this.#options.location ?? window.location;
  }

  /** The address as it is, or as it will be once the write waiting its turn is made. */
  get href(): string {
    return this.#pending?.href ?? this.#location.href;
  }

  /** The address's query parameters (a repeated one: its last value). */
  params(): Record<string, string> {
    return Object.fromEntries(new URL(this.href).searchParams);
  }

  /** Settles once no write is waiting. */
  whenWritten(): Promise<void> {
    return this.#written;
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.#onPopState);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.#onPopState);
    // A write still waiting its turn is made later all the same: it is the guest's last search.
  }

  /** Writes `href` (absolute, or relative to the address) as a new entry or over the current one. */
  write(href: string | URL, mode: HistoryMode): void {
    const target = new URL(href, this.href).href;
    if (!this.#pending && target === this.#location.href) return;
    // Merged with a write still waiting: the newest address, and a new entry if either asked for one.
    const push = mode === 'push' || this.#pending?.mode === 'push';
    this.#pending = { href: target, mode: push ? 'push' : 'replace' };
    if (!this.#resolveWritten) this.#written = new Promise((resolve) => (this.#resolveWritten = resolve));
    this.#writeWhenAllowed();
  }

  /** Removes the parameters `drop` picks from the address (in place), keeping the others exactly as written. */
  removeParameters(drop: (name: string) => boolean): void {
    const url = new URL(this.href);
    url.search = withoutParameters(url.search, drop);
    this.write(url, 'replace');
  }

  readonly #onPopState = (): void => {
    if (!this.#options.enabled()) return;
    // The entry the guest moved to is the truth now: a write still waiting would overwrite it.
    this.#pending = undefined;
    this.#settle();
    this.#options.onPopState();
  };

  #writeWhenAllowed(): void {
    if (this.#timer !== undefined) return;
    const now = performance.now();
    this.#allowance = Math.min(HISTORY_BURST, this.#allowance + (now - this.#allowanceAt) / HISTORY_REFILL_MS);
    this.#allowanceAt = now;
    if (this.#allowance >= 1) {
      this.#writePending();
      return;
    }
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        // The wait is over: the timer is the clock.
        this.#allowance = 1;
        this.#allowanceAt = performance.now();
        this.#writePending();
      },
      (1 - this.#allowance) * HISTORY_REFILL_MS,
    );
  }

  #writePending(): void {
    const pending = this.#pending;
    this.#pending = undefined;
    if (!pending || pending.href === this.#location.href) {
      this.#settle();
      return;
    }
    this.#allowance -= 1;
    const history = this.#history;
    try {
      if (pending.mode === 'push') history.pushState(history.state, '', pending.href);
      else history.replaceState(history.state, '', pending.href);
      this.#settle();
    } catch (error) {
      // WebKit's limit, or a page that forbids it: the search goes on, and the address catches up later.
      if (!this.#warned) {
        this.#warned = true;
        this.#options.warn(
          `the page address could not be updated (${(error as Error).name}); the search goes on, the address follows later`,
        );
      }
      this.#pending ??= pending;
      this.#allowance = 1 - HISTORY_BLOCKED_MS / HISTORY_REFILL_MS;
      this.#writeWhenAllowed();
    }
  }

  #settle(): void {
    if (this.#pending) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#resolveWritten?.();
    this.#resolveWritten = undefined;
  }
}
