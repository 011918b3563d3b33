// A page object for <stay-table>: tests read the grid the way staff (and their screen readers) meet it, and never
// depend on its markup directly.
import type { StayTable } from '../../src/elements/stay-table.js';
import type { TableColumn } from '../../src/logic/table-columns.js';
import { visibleText } from './stay-results-page.js';

export type TableView = 'idle' | 'grid' | 'empty' | 'error';

export class StayTablePage {
  constructor(readonly element: StayTable) {}

  private get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  state(): TableView {
    if (this.root.querySelector('[part~="error"]')) return 'error';
    if (this.root.querySelector('[part~="empty"]')) return 'empty';
    if (this.grid()) return 'grid';
    return 'idle';
  }

  grid(): HTMLTableElement | null {
    return this.root.querySelector('[role="grid"]');
  }

  headingText(): string {
    return visibleText(this.root.querySelector('[part~="heading"]')!);
  }

  announcement(): string {
    return visibleText(this.root.querySelector('div.visually-hidden[role="status"]')!);
  }

  /** The column headers' visible texts. */
  headers(): string[] {
    return [...this.root.querySelectorAll<HTMLElement>('[role="columnheader"]')].map(visibleText);
  }

  header(column: TableColumn): HTMLElement {
    const found = this.root.querySelector<HTMLElement>(`[role="columnheader"][data-column="${column}"]`);
    if (!found) throw new Error(`no header for ${column}`);
    return found;
  }

  sortButton(column: TableColumn): HTMLButtonElement {
    const found = this.header(column).querySelector('button');
    if (!found) throw new Error(`${column} has no sort button`);
    return found;
  }

  /** The accommodations' rows (not warnings, not details). */
  rows(): HTMLElement[] {
    return [...this.root.querySelectorAll<HTMLElement>('tr[part~="row"]')];
  }

  rowIds(): string[] {
    return this.rows().map((row) => row.dataset.id!);
  }

  cell(row: number, column: TableColumn): HTMLElement {
    const found = this.rows()[row]?.querySelector<HTMLElement>(`[data-column="${column}"]`);
    if (!found) throw new Error(`no cell ${column} in row ${row}`);
    return found;
  }

  cellText(row: number, column: TableColumn): string {
    return visibleText(this.cell(row, column));
  }

  warnings(): string[] {
    // The row's first cell: its second is the row's "Try … again".
    return [...this.root.querySelectorAll<HTMLElement>('[part~="warning"] > td:first-child')].map(visibleText);
  }

  /** The sorts' list above the grid, as its chips read ("Price ↑ ×" → their accessible names). */
  sortChips(): HTMLButtonElement[] {
    return [...this.root.querySelectorAll<HTMLButtonElement>('[part~="sort-chip"]')];
  }

  details(): HTMLElement | null {
    return this.root.querySelector('[part~="details"]');
  }

  action(name: 'copy' | 'book' | 'close'): HTMLButtonElement {
    const found = this.details()?.querySelector<HTMLButtonElement>(`[data-action="${name}"]`);
    if (!found) throw new Error(`no ${name} button in open details`);
    return found;
  }

  /** "Try again" in the error state. */
  retryButton(): HTMLButtonElement {
    return this.#stateButton('error', 0);
  }

  /** "Clear filters" in the empty state. */
  clearFiltersButton(): HTMLButtonElement {
    return this.#stateButton('empty', 0);
  }

  /** "Change dates" in the empty state. */
  changeDatesButton(): HTMLButtonElement {
    return this.#stateButton('empty', 1);
  }

  #stateButton(state: 'error' | 'empty', index: number): HTMLButtonElement {
    const found = this.root.querySelectorAll<HTMLButtonElement>(`[part~="${state}"] [part~="state-button"]`)[index];
    if (!found) throw new Error(`no button ${index} in the ${state} state`);
    return found;
  }

  copyStatus(): HTMLElement | null {
    return this.root.querySelector('[part~="copy-status"]');
  }

  /** What has focus inside the table. */
  focused(): HTMLElement | null {
    return this.root.activeElement as HTMLElement | null;
  }

  /**
   * Where focus is, in words (`cell 1 name`, `sort rating`, `header per_night`, `action copy`, `other`): tests
   * compare these, since a failed comparison of two elements would serialise the whole DOM.
   */
  where(element: Element | null = this.focused()): string {
    if (!element) return 'nothing';
    const header = element.closest<HTMLElement>('[role="columnheader"]');
    if (header) return `${element.localName === 'button' ? 'sort' : 'header'} ${header.dataset.column}`;
    const action = (element as HTMLElement).dataset.action;
    if (action) return `action ${action}`;
    const row = this.rows().findIndex((candidate) => candidate.contains(element));
    const column = (element as HTMLElement).dataset.column;
    if (row >= 0 && column) return `cell ${row} ${column}`;
    return element.localName;
  }

  /** The elements of the grid that Tab reaches (a grid is one tab stop). */
  tabStops(): HTMLElement[] {
    return [...this.grid()!.querySelectorAll<HTMLElement>('[tabindex="0"]')];
  }
}
