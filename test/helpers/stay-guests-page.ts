import { sendKeys } from './commands.js';
import type { AgeCategory } from '../../src/api/types.js';
import type { StayGuests } from '../../src/elements/stay-guests.js';

/**
 * Drives a `<stay-guests>` the way a guest does (clicks on its own buttons), so tests of the element and of
 * `<stay-search>` read as journeys. Pass the element itself, wherever it lives (light DOM or another shadow root).
 */
export class StayGuestsPage {
  constructor(readonly element: StayGuests) {}

  get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  /** The field-like button that opens the panel (absent when `inline`). */
  get summaryButton(): HTMLButtonElement {
    const button = this.root.querySelector<HTMLButtonElement>('#summary');
    if (!button) throw new Error('<stay-guests> has no summary button (is it inline?)');
    return button;
  }

  /** The summary's visible text, e.g. "2 adults, 1 child". */
  get summary(): string {
    return this.summaryButton.textContent!.trim();
  }

  get isOpen(): boolean {
    return this.element.inline || this.isFallback || this.summaryButton.getAttribute('aria-expanded') === 'true';
  }

  get panel(): HTMLElement {
    return this.root.querySelector<HTMLElement>('[part~="panel"]')!;
  }

  /** Opens the panel (a no-op inline and in the fallback) and waits until it shows. */
  async open(): Promise<void> {
    if (!this.isOpen) this.summaryButton.click();
    await this.element.updateComplete;
  }

  /** Closes with the Done button (focus returns to the summary). */
  async done(): Promise<void> {
    this.root.querySelector<HTMLButtonElement>('[part~="done"]')!.click();
    await this.element.updateComplete;
  }

  /** The row of a category, or `persons` in persons mode. */
  stepper(category: AgeCategory | 'persons'): HTMLElement {
    const row = this.root.querySelector<HTMLElement>(`[part~="stepper"][data-category="${category}"]`);
    if (!row) throw new Error(`<stay-guests> has no stepper for ${category}`);
    return row;
  }

  addButton(category: AgeCategory | 'persons'): HTMLButtonElement {
    return this.stepper(category).querySelector<HTMLButtonElement>('[part~="add"]')!;
  }

  removeButton(category: AgeCategory | 'persons'): HTMLButtonElement {
    return this.stepper(category).querySelector<HTMLButtonElement>('[part~="remove"]')!;
  }

  /** The hint under a category's name ("0–2 years"). */
  hint(category: AgeCategory | 'persons'): string {
    return this.stepper(category).querySelector('[part~="hint"]')?.textContent?.trim() ?? '';
  }

  /** The count field of a row (the panel's spin button, or in the fallback, the number field). */
  countField(category: AgeCategory | 'persons'): HTMLInputElement {
    return this.stepper(category).querySelector<HTMLInputElement>('[part~="count"]')!;
  }

  /**
   * The count of a category as the guest sees it: in its row when the rows are shown (an open panel, inline, the
   * fallback), else as the summary counts it (the closed panel renders no rows).
   */
  count(category: AgeCategory | 'persons'): number {
    if (this.root.querySelector(`[part~="stepper"][data-category="${category}"]`)) {
      return Number(this.countField(category).value.trim());
    }
    return category === 'persons' ? this.element.persons : this.element.counts[category];
  }

  /** Types into a row's count field as a guest does, and leaves it (Enter), then waits for the element. */
  async type(category: AgeCategory | 'persons', text: string): Promise<void> {
    await this.open();
    const field = this.countField(category);
    field.focus();
    field.select();
    await sendKeys({ type: text });
    await sendKeys({ press: 'Enter' });
    await this.element.updateComplete;
  }

  /** The note under the rows ("At most 16 guests", why a typed count changed), `''` when there is none. */
  get note(): string {
    return this.root.querySelector('[part~="note"]')?.textContent?.trim() ?? '';
  }

  /** Whether the field shows its fallback: number fields in place of the summary and the panel. */
  get isFallback(): boolean {
    return this.root.querySelector('input[type="number"][part~="count"]') !== null;
  }

  /** Offered categories in display order. */
  get categories(): string[] {
    return [...this.root.querySelectorAll<HTMLElement>('[part~="stepper"]')].map((row) => row.dataset.category!);
  }

  async add(category: AgeCategory | 'persons', times = 1): Promise<void> {
    await this.open();
    for (let i = 0; i < times; i += 1) this.addButton(category).click();
    await this.element.updateComplete;
  }

  async remove(category: AgeCategory | 'persons', times = 1): Promise<void> {
    await this.open();
    for (let i = 0; i < times; i += 1) this.removeButton(category).click();
    await this.element.updateComplete;
  }

  /** Opens, steps every category to the wanted count and closes with Done. */
  async setParty(counts: Partial<Record<AgeCategory, number>>): Promise<void> {
    await this.open();
    for (const [category, wanted] of Object.entries(counts) as [AgeCategory, number][]) {
      while (this.count(category) < wanted && this.addButton(category).getAttribute('aria-disabled') !== 'true') {
        this.addButton(category).click();
        await this.element.updateComplete;
      }
      while (this.count(category) > wanted && this.removeButton(category).getAttribute('aria-disabled') !== 'true') {
        this.removeButton(category).click();
        await this.element.updateComplete;
      }
    }
    if (!this.element.inline) await this.done();
  }

  /** The element inside the shadow root that has focus. */
  get focused(): Element | null {
    return this.root.activeElement;
  }
}
