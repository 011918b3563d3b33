import { html, nothing, type TemplateResult } from 'lit';
import { guestsMessages } from '../i18n/guests.js';
import { messagesFor, phrase } from '../i18n/locale.js';
import type { AgeCategory } from '../api/types.js';
import type { AgeCategoryName } from '../i18n/vocabulary.js';

/**
 * The guests panel: a stepper row for each category (− , the count, +), the note, and Done. A part loaded on demand
 * (see `<stay-guests>`): the field and the party's rules stay in the entry, this module only shows the rows and
 * turns keys, clicks and typing into the element's own `step` and `type` calls. Its styles, its popover and its
 * placement come with it.
 */
export { panelStyles } from './stay-guests-panel.styles.js';
export { GuestsPopover } from './stay-guests-popover.js';

/** A stepper's key: an age category, or in persons mode the persons count. */
export type StepperKey = AgeCategory | 'persons';

/** What a row shows: everything is worked out by the element. */
export interface StepperRow {
  key: StepperKey;
  name: AgeCategoryName;
  hint: string;
  count: number;
  /** The counts the row can take right now (its limits and the room `max-total` leaves). */
  min: number;
  max: number;
  /** A typed count is waiting that the row cannot take (it is not counted yet). */
  invalid: boolean;
}

/** The element as the panel sees it. */
export interface GuestsPanelView {
  locale: string;
  rows: readonly StepperRow[];
  /** The note under the rows ("At most 16 guests", "At most 10 children"), or `''`. */
  note: string;
  step(key: StepperKey, delta: 1 | -1): void;
  /** Typed text: while typing (`final` false) or when it is done (Enter, leaving the field). Returns the count. */
  type(key: StepperKey, text: string, final: boolean): number;
  /** Done: closes the panel and returns focus to the field. */
  close(): void;
}

/** Arrow keys on a − or + button: up and right add one, down and left remove one. */
const BUTTON_KEYS: Partial<Record<string, 1 | -1>> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };
/** In the count field, left and right move the caret: only up and down step. */
const FIELD_KEYS: Partial<Record<string, 1 | -1>> = { ArrowUp: 1, ArrowDown: -1 };

/** The rows and the note: the inline element's content, and the panel's. */
export function renderSteppers(view: GuestsPanelView): TemplateResult {
  const t = messagesFor(guestsMessages, view.locale);
  return html`${view.rows.map((row) => renderRow(view, row, t.add, t.remove))}
    <p part="note" role="status">${isolated(view.note)}</p>`;
}

/** The popover's content: the rows, the note and Done. */
export function renderPanel(view: GuestsPanelView): TemplateResult {
  const t = messagesFor(guestsMessages, view.locale);
  return html`${renderSteppers(view)}<button part="done" @click=${() => view.close()}>${t.done}</button>`;
}

/**
 * Text that mixes numbers and words ("13–17 years") in its own direction: a right-to-left widget in a
 * left-to-right language would otherwise show "years 17–13".
 */
export function isolated(text: string): TemplateResult | typeof nothing {
  return text ? html`<bdi>${text}</bdi>` : nothing;
}

function renderRow(view: GuestsPanelView, row: StepperRow, add: string, remove: string): TemplateResult {
  const { key, name, count, min, max } = row;
  const onButtonKey = (event: KeyboardEvent) => {
    const delta = BUTTON_KEYS[event.key];
    if (!delta) return;
    event.preventDefault();
    view.step(key, delta);
  };
  const onFieldKey = (event: KeyboardEvent) => {
    const delta = FIELD_KEYS[event.key];
    if (event.key === 'Enter') finishTyping(event);
    if (!delta) return;
    event.preventDefault();
    view.step(key, delta);
  };
  const onInput = (event: Event) => {
    // The element fires its own `input` once a count is taken; the field's own stays inside.
    event.stopPropagation();
    view.type(key, (event.target as HTMLInputElement).value, false);
  };
  const finishTyping = (event: Event) => {
    const field = event.target as HTMLInputElement;
    field.value = String(view.type(key, field.value, true));
  };
  // The count is named by aria-label: a name from the row's text would read as hidden to checkers that judge
  // visibility by DOM ancestors (a clipping container), while the top layer shows it.
  return html`<div part="stepper" data-category=${key} role="group" aria-labelledby="name-${key} hint-${key}">
    <span class="name"><b part="category" id="name-${key}">${name.heading}</b><small part="hint" id="hint-${key}"
        >${isolated(row.hint)}</small></span>
    <button part="step remove" aria-label=${phrase(remove, view.locale, 0, name.one, name.heading)}
      aria-disabled=${count <= min} @click=${() => view.step(key, -1)} @keydown=${onButtonKey}>−</button>
    <input part="count" type="text" inputmode="numeric" autocomplete="off" enterkeyhint="done" size="2"
      role="spinbutton" aria-label=${name.heading} aria-describedby=${row.hint ? `hint-${key}` : nothing}
      aria-valuenow=${count} aria-valuemin=${min} aria-valuemax=${max} aria-invalid=${row.invalid}
      .value=${String(count)} @input=${onInput} @change=${finishTyping} @keydown=${onFieldKey} />
    <button part="step add" aria-label=${phrase(add, view.locale, 0, name.one, name.heading)}
      aria-disabled=${count >= max} @click=${() => view.step(key, 1)} @keydown=${onButtonKey}>+</button>
  </div>`;
}
