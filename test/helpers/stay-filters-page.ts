import type { AccommodationType } from '../../src/api/types.js';
import type { StayFilters } from '../../src/elements/stay-filters.js';
import type { SortKey } from '../../src/logic/filters.js';

/**
 * Drives a `<stay-filters>` the way a guest does (clicks and selections on its own controls, which fire the real
 * `input`/`change` events). Pass the element itself, wherever it lives.
 */
export class StayFiltersPage {
  constructor(readonly element: StayFilters) {}

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  tagBox(tagId: string): HTMLInputElement {
    const box = this.root.querySelector<HTMLInputElement>(`input[name][value="${tagId}"]`);
    if (!box) throw new Error(`<stay-filters> has no checkbox for ${tagId}`);
    return box;
  }

  typeBox(type: AccommodationType): HTMLInputElement {
    const box = this.root.querySelector<HTMLInputElement>(`fieldset input:not([name])[value="${type}"]`);
    if (!box) throw new Error(`<stay-filters> has no checkbox for type ${type}`);
    return box;
  }

  get onlyAvailableBox(): HTMLInputElement {
    return this.root.querySelector<HTMLInputElement>('#available')!;
  }

  get sortSelect(): HTMLSelectElement {
    return this.root.querySelector<HTMLSelectElement>('select')!;
  }

  get clearButton(): HTMLButtonElement {
    return this.root.querySelector<HTMLButtonElement>('[part~="clear"]')!;
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

  /** The part holding the groups, the types and "only available". */
  get body(): HTMLElement {
    return this.root.querySelector<HTMLElement>('[part~="body"]')!;
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
    this.tagBox(tagId).click();
    await this.element.updateComplete;
  }

  async toggleType(type: AccommodationType): Promise<void> {
    this.typeBox(type).click();
    await this.element.updateComplete;
  }

  async toggleOnlyAvailable(): Promise<void> {
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
    this.clearButton.click();
    await this.element.updateComplete;
  }

  get focused(): Element | null {
    return this.root.activeElement;
  }
}
