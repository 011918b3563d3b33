import { StayErrorEvent } from '../events/stay-search.js';

/**
 * A part of the widget that could not be fetched: the guest is offline, a proxy blocks it, or a deploy replaced the
 * files the page's entry names (a 404). `part` names it (`calendar`, `guests-panel`, `language-nl`…).
 */
export class StayPartError extends Error {
  constructor(
    readonly part: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${part} part of the widget could not be loaded.`, options);
    this.name = 'StayPartError';
  }
}

/**
 * A module the widget loads on demand (a chunk beside the entry, fetched relative to the entry's own URL). Loading
 * is single-flight: every caller shares one request. A failure is final for the page (the element that needs the
 * part shows its fallback instead), and is reported once: one console warning and one `stay-error` event, on the
 * first element that asked for the part while it failed.
 */
export class LazyPart<Module> {
  #module: Module | undefined;
  #loading: Promise<Module> | undefined;
  #failure: StayPartError | undefined;
  #reported = false;

  constructor(
    readonly name: string,
    private readonly importer: () => Promise<Module>,
  ) {}

  /** The module once it has loaded; `undefined` before, and after a failure. */
  get module(): Module | undefined {
    return this.#module;
  }

  /** Whether loading failed (the part's fallback is in use for the rest of the page's life). */
  get failed(): boolean {
    return this.#failure !== undefined;
  }

  /**
   * The module, loading it first when needed. Rejects with a `StayPartError` when it cannot be fetched; the first
   * failure is reported on `reporter`.
   */
  load(reporter?: Element): Promise<Module> {
    this.#loading ??= this.importer().then(
      (module) => (this.#module = module),
      (cause: unknown) => {
        this.#failure = new StayPartError(this.name, { cause });
        throw this.#failure;
      },
    );
    return this.#loading.catch((error: unknown) => {
      if (reporter) this.#report(reporter);
      throw error;
    });
  }

  #report(reporter: Element): void {
    if (this.#reported || !this.#failure) return;
    this.#reported = true;
    console.warn(
      `<${reporter.localName}> ${this.#failure.message} It falls back to a simpler form.`,
      this.#failure.cause,
    );
    reporter.dispatchEvent(new StayErrorEvent(this.#failure));
  }
}
