import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** `push`: a new history entry (Back returns to the one before); `replace`: the current entry changes. */
export type HistoryMode = 'push' | 'replace';

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
 * one, and following Back and Forward.
 */
export class AddressController implements ReactiveController {
  readonly #options: AddressControllerOptions;

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

  /** The address as it is. */
  get href(): string {
    return this.#location.href;
  }

  /** The address's query parameters (a repeated one: its last value). */
  params(): Record<string, string> {
    return Object.fromEntries(new URL(this.href).searchParams);
  }

  /** Settles once no write is waiting. */
  whenWritten(): Promise<void> {
    return Promise.resolve();
  }

  hostConnected(): void {
    window.addEventListener('popstate', this.#onPopState);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.#onPopState);
  }

  /** Writes `href` (absolute, or relative to the address) as a new entry or over the current one. */
  write(href: string | URL, mode: HistoryMode): void {
    const target = new URL(href, this.href).href;
    if (target === this.#location.href) return;
    const history = this.#history;
    if (mode === 'push') history.pushState(history.state, '', target);
    else history.replaceState(history.state, '', target);
  }

  readonly #onPopState = (): void => {
    if (this.#options.enabled()) this.#options.onPopState();
  };
}
