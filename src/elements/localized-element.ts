import { LitElement } from 'lit';

/**
 * The base of every stay-search element: re-renders when its own `lang` attribute (or the native `lang`
 * property, which sets it) changes, so `el.lang = 'de'` switches the texts. `lang` stays HTMLElement's own
 * property: declaring it as a Lit property would shadow the native one and render before it is reflected.
 */
export class LocalizedElement extends LitElement {
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /** A developer warning (English, short) about a bad attribute or property, named by the element: `<stay-dates> …`. */
  protected warn(message: string): void {
    console.warn(`<${this.localName}> ${message}`);
  }
}
