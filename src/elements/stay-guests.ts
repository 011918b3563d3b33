import { html, nothing, type PropertyValues } from 'lit';
import { LocalizedElement } from './localized-element.js';
import type { AgeCategory, GuestCount } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { guestsStyles } from './stay-guests.styles.js';
import {
  ABSOLUTE_MAX,
  DEFAULT_CATEGORIES,
  DEFAULT_MAX_TOTAL,
  DEFAULT_PERSONS,
  ageRange,
  clampWhole,
  formatGuests,
  guestsToQuery,
  normalizeGuests,
  parseCategories,
  parseGuests,
  partySize,
  resolveLimit,
  type GuestCounts,
  type GuestLimits,
  type GuestMode,
} from '../logic/guests.js';
import { guestsMessages } from '../i18n/guests.js';
import { ageCategoryNames, counted } from '../i18n/vocabulary.js';
import { intl, messagesFor, phrase, resolveLocale } from '../i18n/locale.js';

/** A stepper's key: an age category, or in persons mode the persons count. */
type StepperKey = AgeCategory | 'persons';

/** Arrow keys on a stepper: up and right add one, down and left remove one. */
const STEP_KEYS: Partial<Record<string, 1 | -1>> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };

/**
 * The party: a stepper for each age category the site offers (`mode="categories"`, the default), or a single
 * persons count (`mode="persons"`). Shown as a field-like summary button ("2 adults, 1 child") that opens a panel
 * of steppers, or with `inline` as the steppers in place. The panel is a popover in the top layer, anchored under
 * the button by CSS (above it when there is no room below), so a container with `overflow: hidden` never clips it;
 * without anchor positioning it is centred in the viewport.
 *
 * Values: the `value` attribute/property is the text form `"adults:2,children:1"` (offered categories with a count
 * above 0, in the offered order); `counts` is the same as an object with every offered category. Both are always
 * normalized: inside the limits and `max-total`, pets not counted towards the party. Bad input gives one
 * `console.warn` and the nearest usable value.
 *
 * @fires input - Every change of a count (the value is already updated).
 * @fires change - In a panel: when the panel closes with a value other than the one it opened with.
 *   Inline: after every step, right after `input`.
 *
 * @csspart field - The wrapper of the label and the summary button.
 * @csspart label - The visible "Guests" label.
 * @csspart summary - The button that shows the party and opens the panel.
 * @csspart panel - The panel (or, inline, the group) of steppers.
 * @csspart stepper - One category's row.
 * @csspart category - A category's name in its row.
 * @csspart hint - A category's hint ("0–2 years", "Dogs and other pets").
 * @csspart step - Both − and + buttons.
 * @csspart remove - The − button.
 * @csspart add - The + button.
 * @csspart count - The count between the buttons.
 * @csspart note - The "at most 16 guests" note, shown when the party is full.
 * @csspart done - The button that closes the panel.
 *
 * @cssprop --stay-accent - Accent colour (buttons, focus of the open field).
 * @cssprop --stay-surface - Background of the field and the panel.
 * @cssprop --stay-surface-raised - Hover background.
 * @cssprop --stay-text - Text colour.
 * @cssprop --stay-muted - Hints and the label.
 * @cssprop --stay-border - Borders.
 * @cssprop --stay-radius - Corner radius.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-spacing - Base spacing.
 * @cssprop --stay-color-scheme - Force `light` or `dark`.
 */
export class StayGuests extends LocalizedElement {
  static override styles = [tokens, guestsStyles];

  static override properties = {
    categories: {},
    mode: {},
    persons: { type: Number },
    maxTotal: { type: Number, attribute: 'max-total' },
    limits: { attribute: false },
    hints: { attribute: false },
    inline: { type: Boolean },
    open: { type: Boolean, reflect: true },
    value: {},
  };

  /** The offered age categories, comma separated, in display order; any of the spec's eight. */
  categories: string | null = DEFAULT_CATEGORIES.join(',');

  /** `categories`: a stepper per category, sent as `age_table_categories`; `persons`: one count, sent as `persons`. */
  mode: GuestMode = 'categories';

  /** The persons count of persons mode; whole, from 1 to `max-total`. */
  persons = DEFAULT_PERSONS;

  /** Largest party (pets excluded); whole, from 1 to 99. */
  maxTotal = DEFAULT_MAX_TOTAL;

  /** Per-category `{ min, max }` over the defaults (adults 1–12, pets 0–4, others 0–10). */
  limits: GuestLimits = {};

  /** The site's own hints per category, replacing the built-in ones ("0–2 years", "Dogs and other pets"). */
  hints: Partial<Record<AgeCategory, string>> = {};

  /** Shows the steppers in place instead of a summary button with a panel. */
  inline = false;

  /** Whether the panel is open (ignored when `inline`). */
  open = false;

  /** Whether the popover is shown, or about to be: the state its last `beforetoggle` announced. */
  #popoverShown = false;
  #rawCounts: GuestCounts = {};
  #partyAtOpen?: string;

  /** The party as text: `"adults:2,children:1"`. Setting it reads leniently and warns about what it skips. */
  get value(): string {
    return formatGuests(this.counts, this.#offeredCategories);
  }
  set value(text: string | null | undefined) {
    const { value, problems } = parseGuests(text);
    if (problems.length) this.#warn('value', text, formatGuests(value));
    this.counts = value;
  }

  /** The party as an object with every offered category (persons mode: the same, unused by the query). */
  get counts(): Record<AgeCategory, number> {
    return normalizeGuests(this.#rawCounts, this.#offeredCategories, this.limits, this.maxTotal).counts;
  }
  set counts(counts: GuestCounts | null | undefined) {
    this.#rawCounts = { ...counts };
    // Always an update: the normalized party may read the same while the counts given differ.
    this.requestUpdate('value', counts);
  }

  /** The query's person parameters exactly as the contract has them: `{ ageTableCategories }` or `{ persons }`. */
  get query(): { ageTableCategories: GuestCount[] } | { persons: number } {
    return this.mode === 'persons'
      ? { persons: this.persons }
      : guestsToQuery(this.counts, 'categories', this.#offeredCategories);
  }

  /** Pets do not count. In persons mode, the persons count. */
  get partySize(): number {
    return this.mode === 'persons' ? this.persons : partySize(this.counts);
  }

  get #offeredCategories(): readonly AgeCategory[] {
    return parseCategories(this.categories).categories;
  }

  /** Attributes and properties are checked here, once, as they arrive: each bad one warns and is replaced. */
  protected override willUpdate(changed: PropertyValues<this>): void {
    const { categories, unknown } = parseCategories(this.categories);
    if (changed.has('categories') && unknown.length) this.#warn('categories', this.categories, categories);
    if (this.mode !== 'persons' && this.mode !== 'categories') {
      this.#warn('mode', this.mode, 'categories');
      this.mode = 'categories';
    }
    this.maxTotal = this.#checked('max-total', this.maxTotal, ABSOLUTE_MAX, DEFAULT_MAX_TOTAL);
    if (this.mode === 'persons') this.persons = this.#checked('persons', this.persons, this.maxTotal, DEFAULT_PERSONS);
    const party = normalizeGuests(this.#rawCounts, categories, this.limits, this.maxTotal);
    if (party.changed) this.#warn('value', formatGuests(this.#rawCounts), formatGuests(party.counts, categories));
    this.#rawCounts = party.counts;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Removal hides a popover without events: show it again.
    if (this.open) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#popoverShown = false;
  }

  /**
   * `open` drives the popover. It is shown or hidden only when its state differs: never again while the browser
   * is hiding it (a light dismiss), which would toggle a popover from inside its own `beforetoggle` (Chromium
   * warns: "beforetoggle … triggered another popover"). A disconnected popover cannot be shown.
   */
  protected override updated(): void {
    const panel = this.renderRoot.querySelector<HTMLElement>('#panel');
    if (panel && this.isConnected && this.open !== this.#popoverShown) panel.togglePopover(this.open);
  }

  override render() {
    const locale = resolveLocale(this);
    const t = messagesFor(guestsMessages, locale);
    const names = messagesFor(ageCategoryNames, locale);
    // Counts stay below 100, where every language of ours writes plain digits; ages come with their unit.
    const years = intl(Intl.NumberFormat, locale, { style: 'unit', unit: 'year', unitDisplay: 'long' });
    const persons = this.mode === 'persons';
    const counts = this.counts;
    const label = html`<span part="label" id="label">${t.guests}</span>`;
    const steppers = html`${(persons ? ['persons' as const] : this.#offeredCategories).map((key) => {
      const name = key === 'persons' ? t.person : names[key];
      const range = key === 'persons' ? undefined : ageRange(key, this.#offeredCategories);
      const hint =
        this.hints?.[key as AgeCategory] ??
        (key === 'pets'
          ? t.petsHint
          : !range
            ? ''
            : range.to === undefined
              ? phrase(t.older, locale, 0, years.format(range.from))
              : `${range.from}–${years.format(range.to)}`);
      return html`<div part="stepper" data-category=${key} role="group" aria-labelledby="name-${key} hint-${key}"
          @keydown=${(event: KeyboardEvent) => this.#onStepperKey(event, key)}>
          <span class="name"><b part="category" id="name-${key}">${name.heading}</b><small part="hint" id="hint-${key}"
            >${hint}</small></span>
          <button part="step remove" aria-label=${phrase(t.remove, locale, 0, name.one, name.heading)} aria-disabled=${!this.#canStep(key, -1)}
            @click=${() => this.#step(key, -1)}>−</button>
          <output part="count">${key === 'persons' ? this.persons : counts[key]}</output>
          <button part="step add" aria-label=${phrase(t.add, locale, 0, name.one, name.heading)} aria-disabled=${!this.#canStep(key, 1)}
            @click=${() => this.#step(key, 1)}>+</button>
        </div>`;
    })}
      ${this.partySize < this.maxTotal ? nothing : html`<p part="note">${phrase(t.maxTotal, locale, this.maxTotal)}</p>`}`;
    if (this.inline) return html`<div part="panel" role="group" aria-labelledby="label">${label}${steppers}</div>`;
    const parts = this.#offeredCategories
      .filter((category) => counts[category])
      .map((category) => counted(names[category], counts[category], locale));
    return html`<div part="field" @keydown=${this.#onKeyDown} @focusout=${this.#onFocusOut}>
      ${label}
      <button id="summary" part="summary" aria-expanded=${this.open} aria-controls="panel"
        aria-labelledby="label summary" popovertarget="panel" @click=${this.#toggle}>
        ${persons ? counted(t.person, this.persons, locale) : parts.join(', ') || t.nobody}
      </button>
      <div id="panel" part="panel" role="group" aria-labelledby="label" popover @beforetoggle=${this.#onBeforeToggle}>
        ${steppers}<button part="done" @click=${this.#close}>${t.done}</button>
      </div>
    </div>`;
  }

  /** Whether the limits, and `max-total` for anyone but pets, let a count change by `delta`. */
  #canStep(key: StepperKey, delta: 1 | -1): boolean {
    const persons = key === 'persons';
    const { min, max } = persons ? { min: 1, max: this.maxTotal } : resolveLimit(key, this.limits);
    const next = (persons ? this.persons : this.counts[key]) + delta;
    return next >= min && next <= max && (delta < 0 || key === 'pets' || this.partySize < this.maxTotal);
  }

  /** Changes one count by `delta` when the limits allow it; fires `input` (and inline, `change`). */
  #step(key: StepperKey, delta: 1 | -1): void {
    if (!this.#canStep(key, delta)) return;
    if (key === 'persons') this.persons += delta;
    else this.counts = { ...this.counts, [key]: this.counts[key] + delta };
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    if (this.inline) this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #onStepperKey(event: KeyboardEvent, key: StepperKey): void {
    const delta = STEP_KEYS[event.key];
    if (!delta) return;
    event.preventDefault();
    this.#step(key, delta);
  }

  /**
   * The summary's popovertarget only keeps a click on it from light-dismissing the panel; `open` drives the rest
   * (a native show from a key press would let Lit's update show it again in the middle of the show).
   */
  #toggle(event: Event): void {
    event.preventDefault();
    this.open = !this.open;
  }

  /**
   * Every way the panel opens or closes passes here: `open` (the summary, Done, focus leaving), and the browser's
   * own light dismiss (a click outside, another popover opening). Closing fires `change` when the party differs
   * from when it opened.
   */
  #onBeforeToggle(event: ToggleEvent): void {
    const party = `${this.value}/${this.persons}`;
    this.#popoverShown = event.newState === 'open';
    this.open = this.#popoverShown;
    // A re-show after a move keeps the party of the first opening.
    if (this.open) this.#partyAtOpen ??= party;
    else {
      if (party !== this.#partyAtOpen) this.dispatchEvent(new Event('change', { bubbles: true }));
      this.#partyAtOpen = undefined;
    }
  }

  /** Closes the panel and returns focus to the summary. */
  #close(): void {
    this.open = false;
    this.renderRoot.querySelector<HTMLElement>('#summary')!.focus();
  }

  /**
   * Escape is handled here and not left to the popover, so that focus returns to the summary (the browser's own
   * close request leaves it behind on the hidden panel).
   */
  #onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.open) {
      event.preventDefault();
      event.stopPropagation();
      this.#close();
    }
  }

  #onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (next && !this.renderRoot.contains(next)) this.open = false;
  }

  /** `given` as a whole number from 1 to `max`; a bad one warns and gives the nearest usable one. */
  #checked(name: string, given: number, max: number, fallback: number): number {
    const value = clampWhole(given, 1, max, fallback);
    if (value !== given) this.#warn(name, given, value);
    return value;
  }

  #warn(name: string, given: unknown, using: unknown): void {
    this.warn(`bad ${name} "${given}"; using "${using}".`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-guests': StayGuests;
  }
}
