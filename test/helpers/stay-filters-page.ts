import { waitUntil } from './wait.js';
import type { AccommodationType } from '../../src/api/types.js';
import type { StayFilters } from '../../src/elements/stay-filters.js';
import type { SortKey } from '../../src/logic/filters.js';

/**
 * Drives a `<stay-filters>` the way a guest does (clicks and selections on its own controls, which fire the real
 * `input`/`change` events). Pass the element itself, wherever it lives. The panel's controls exist only while it
 * is open: the `toggle…` and `clear` actions open it first, as a guest would.
 */
export class StayFiltersPage {
  constructor(readonly element: StayFilters) {}

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  /** Says why a control of the panel is missing: a folded panel is not rendered at all. */
  #missing(what: string): Error {
    const why = this.#body ? '' : ' (the panel is folded: await open() first)';
    return new Error(`<stay-filters> has no ${what}${why}`);
  }

  tagBox(tagId: string): HTMLInputElement {
    const box = this.root.querySelector<HTMLInputElement>(`input[name][value="${tagId}"]`);
    if (!box) throw this.#missing(`checkbox for ${tagId}`);
    return box;
  }

  typeBox(type: AccommodationType): HTMLInputElement {
    const box = this.root.querySelector<HTMLInputElement>(`fieldset input:not([name])[value="${type}"]`);
    if (!box) throw this.#missing(`checkbox for type ${type}`);
    return box;
  }

  get onlyAvailableBox(): HTMLInputElement {
    const box = this.root.querySelector<HTMLInputElement>('#available');
    if (!box) throw this.#missing('"only available" checkbox');
    return box;
  }

  /** Whether a type's checkbox is checked, opening the panel first as a guest would. */
  async isTypeChosen(type: AccommodationType): Promise<boolean> {
    await this.open();
    return this.typeBox(type).checked;
  }

  get sortSelect(): HTMLSelectElement {
    return this.root.querySelector<HTMLSelectElement>('select')!;
  }

  get clearButton(): HTMLButtonElement {
    const button = this.root.querySelector<HTMLButtonElement>('[part~="clear"]');
    if (!button) throw this.#missing('"clear filters" button');
    return button;
  }

  /** The narrow-screen "Filters (n)" button. */
  get toggleButton(): HTMLButtonElement {
    return this.root.querySelector<HTMLButtonElement>('[part~="toggle"]')!;
  }

  /** Whether the "Filters (n)" button is there and shown. */
  get hasToggle(): boolean {
    const toggle = this.root.querySelector<HTMLElement>('[part~="toggle"]');
    return !!toggle && getComputedStyle(toggle).display !== 'none';
  }

  /** The panel holding the groups, the types and "only available"; not rendered at all while folded. */
  get body(): HTMLElement {
    const body = this.#body;
    if (!body) throw new Error('<stay-filters> shows no panel: it is folded (await open() first)');
    return body;
  }

  get #body(): HTMLElement | null {
    return this.root.querySelector<HTMLElement>('[part~="body"]');
  }

  /** Whether the panel is rendered (open, or a sidebar's) and shown. */
  get isOpen(): boolean {
    const body = this.#body;
    return !!body && getComputedStyle(body).display !== 'none';
  }

  /**
   * Opens the panel as a guest does (a click on "Filters" in a narrow bar; a sidebar and a wide bar show it without
   * one) and waits for its contents.
   */
  async open(): Promise<void> {
    if (this.hasToggle && this.toggleButton.getAttribute('aria-expanded') === 'false') this.toggleButton.click();
    // updateComplete waits for the first layout measurement (a folded panel's contents are gone after it).
    await this.element.updateComplete;
    await waitUntil(() => this.#body?.querySelector('#available'), '<stay-filters> never showed its panel');
  }

  /** Legends of the fieldsets shown, in order. */
  get legends(): string[] {
    return [...this.root.querySelectorAll('legend')].map((legend) => legend.textContent!.trim());
  }

  /** Labels of the checkboxes of a tag group (`types` for the accommodation types). */
  optionLabels(groupId: string): string[] {
    const boxes = this.root.querySelectorAll(
      groupId === 'types' ? 'fieldset input:not([name])' : `input[name="${groupId}"]`,
    );
    return [...boxes].map((box) => box.closest('label')!.textContent!.trim());
  }

  async toggleTag(tagId: string): Promise<void> {
    await this.open();
    this.tagBox(tagId).click();
    await this.element.updateComplete;
  }

  async toggleType(type: AccommodationType): Promise<void> {
    await this.open();
    this.typeBox(type).click();
    await this.element.updateComplete;
  }

  async toggleOnlyAvailable(): Promise<void> {
    await this.open();
    this.onlyAvailableBox.click();
    await this.element.updateComplete;
  }

  /** Chooses a sort as a guest does: sets the select and fires its `input` and `change`. */
  async chooseSort(key: SortKey): Promise<void> {
    const select = this.sortSelect;
    select.value = key;
    select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await this.element.updateComplete;
  }

  async clear(): Promise<void> {
    await this.open();
    this.clearButton.click();
    await this.element.updateComplete;
  }

  get focused(): Element | null {
    return this.root.activeElement;
  }
}
