import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LazyPart } from './lazy-part.js';
import { whenIdle } from './idle.js';

/** An element that uses a lazy part; `trackLoading` (from `LocalizedElement`) makes its `updateComplete` wait. */
export interface LazyPartHost extends ReactiveControllerHost, Element {
  trackLoading?(loading: Promise<unknown>): void;
}

/**
 * A lazy part as an element uses it: fetched ahead when the page is idle after its first results, fetched on
 * intent (`load()` from a pointer over or focus on the field that needs it), and rendered again when it arrives,
 * or fails (then the element shows its fallback, `failed`).
 */
export class LazyPartController<Module> implements ReactiveController {
  readonly #host: LazyPartHost;
  readonly #prefetchWhenIdle: boolean;

  constructor(
    host: LazyPartHost,
    readonly part: LazyPart<Module>,
    { prefetchWhenIdle = true }: { prefetchWhenIdle?: boolean } = {},
  ) {
    this.#host = host;
    this.#prefetchWhenIdle = prefetchWhenIdle;
    host.addController(this);
  }

  /** The part's module once loaded. */
  get module(): Module | undefined {
    return this.part.module;
  }

  /** Whether the part could not be fetched: the element shows its fallback. */
  get failed(): boolean {
    return this.part.failed;
  }

  /**
   * Starts loading the part unless it is there or has failed; the host renders again when it arrives or fails. A
   * failure is final (the host shows its fallback): asked for again, it would make a host that asks while it
   * updates update for ever.
   */
  load(): void {
    if (this.part.module || this.part.failed) return;
    const settled = this.part.load(this.#host).then(
      () => this.#host.requestUpdate(),
      () => this.#host.requestUpdate(),
    );
    this.#host.trackLoading?.(settled);
  }

  hostConnected(): void {
    if (this.#prefetchWhenIdle && !this.part.module) whenIdle(() => this.#host.isConnected && this.load());
  }
}
