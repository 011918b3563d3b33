import { LitElement } from 'lit';
import { languagePart, resolveLocale } from '../i18n/locale.js';

/**
 * The base of every stay-search element.
 *
 * - It re-renders when its own `lang` attribute (or the native `lang` property, which sets it) changes, so
 *   `el.lang = 'de'` switches the texts. `lang` stays HTMLElement's own property: declaring it as a Lit property
 *   would shadow the native one and render before it is reflected.
 * - Its first render in a language other than English waits for that language's texts (a chunk loaded once for
 *   the page): rendering English first would flash, and shift the layout when the texts change length. Work that
 *   must not wait for texts (the search request) starts when the element connects, not in an update.
 * - `updateComplete` also waits for what the element is loading on demand (`trackLoading`): a test or a page that
 *   opens the calendar and awaits `updateComplete` sees the calendar, or its fallback.
 */
export class LocalizedElement extends LitElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  readonly #loading = new Set<Promise<unknown>>();

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /**
   * Makes `updateComplete` wait until `loading` settles (a lazy part or a language this element asked for).
   * @internal
   */
  trackLoading(loading: Promise<unknown>): void {
    const settled: Promise<unknown> = loading
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => this.#loading.delete(settled));
    this.#loading.add(settled);
  }

  protected override scheduleUpdate(): void | Promise<unknown> {
    const language = languagePart(resolveLocale(this));
    if (!language || language.module || language.failed) return super.scheduleUpdate();
    // A language that cannot be loaded is reported once (a warning and a `stay-error`); the texts stay English.
    return language.load(this).then(
      () => super.scheduleUpdate(),
      () => super.scheduleUpdate(),
    );
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#loading.size > 0) {
      await Promise.all(this.#loading);
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /** A developer warning (English, short) about a bad attribute or property, named by the element: `<stay-dates> …`. */
  protected warn(message: string): void {
    console.warn(`<${this.localName}> ${message}`);
  }
}
