import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
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
  countRange,
  formatGuests,
  guestsToQuery,
  normalizeGuests,
  parseCategories,
  parseGuests,
  partySize,
  readTypedCount,
  type GuestCounts,
  type GuestLimit,
  type GuestLimits,
  type GuestMode,
} from '../logic/guests.js';
import { guestsMessages, type GuestsMessages } from '../i18n/guests.js';
import { ageCategoryNames, counted, type AgeCategoryName } from '../i18n/vocabulary.js';
import { intl, messagesFor, phrase, resolveLocale } from '../i18n/locale.js';
import { LazyPart } from '../lazy/lazy-part.js';
import { LazyPartController } from '../lazy/lazy-part-controller.js';
import type { GuestsPanelView, GuestsPopover, StepperKey, StepperRow } from './stay-guests-panel.js';

type PanelModule = typeof import('./stay-guests-panel.js');

/**
 * The panel (its rows, note and Done, its styles, its popover and its placement) is a part of its own: only opening
 * the field needs it. Fetched when the page is idle after its first results, on intent (a pointer over or focus on the
 * field), and at once for `inline` or an open panel.
 */
const panelPart = new LazyPart<PanelModule>('guests-panel', () => import('./stay-guests-panel.js'));

/** A typed count the row could not take as typed: why, and whether it is still waiting (not counted yet). */
interface TypedNotice {
  key: StepperKey;
  text: string;
  waiting: boolean;
}

/**
 * The party: a stepper for each age category the site offers (`mode="categories"`, the default), or a single
 * persons count (`mode="persons"`). Shown as a field-like summary button ("2 adults, 1 child") that opens a panel
 * of steppers, or with `inline` as the steppers in place. Each stepper is − and + around the count, which also takes
 * a typed number (a spin button: arrow keys step, digits type; a count the row cannot take is shown with why, and
 * becomes the nearest one it can when typing is done).
 *
 * The panel is a popover in the top layer, so a container with `overflow: hidden` never clips it. It opens under
 * the field; above it when it does not fit below; on a phone that has room for neither, as a sheet along the bottom
 * of the window; otherwise the page scrolls to make room under the field. It follows the field when the page or a
 * container scrolls. It is placed by script, the same way in every engine, with or without CSS anchor positioning.
 *
 * The panel is loaded on demand (ahead of time once the page is idle, or when the field is pointed at or focused);
 * `updateComplete` waits for it when it is needed. If it cannot be loaded, the field shows a plain number field
 * per category instead (same values, limits and events), with one `stay-error` and one console warning.
 *
 * Default categories: adults (18+), teenagers (`young_adults`, 13–17), children (3–12), babies (0–2) and pets, so
 * that every age has a row. Teenagers have a row of their own rather than children reaching to 17, because age
 * tables price them apart (in the sandbox a teenager pays the tourist tax as an adult does, a child pays none):
 * counted as a child, a teenager would be quoted too low a price. The built-in age hints never overlap (children are 6–12 when young children are
 * offered); `hints` replaces them with a site's own age table.
 *
 * Values: the `value` attribute/property is the text form `"adults:2,children:1"` (offered categories with a count
 * above 0, in the offered order); `counts` is the same as an object with every offered category. Both are always
 * normalized: inside the limits and `max-total`, pets not counted towards the party. Bad input gives one
 * `console.warn` and the nearest usable value.
 *
 * @fires input - Every change of a count (the value is already updated).
 * @fires change - In a panel: when the panel closes with a value other than the one it opened with.
 *   Inline, and in the fallback fields: after a step, or a typed count once it is done (Enter, or leaving the field).
 * @fires stay-error - Once, when the panel's part cannot be loaded (`error` is a `StayPartError` naming `guests-panel`).
 *
 * @csspart field - The wrapper of the label and the summary button (in the fallback, of the number fields).
 * @csspart label - The visible "Guests" label.
 * @csspart summary - The button that shows the party and opens the panel.
 * @csspart panel - The panel (or, inline, the group) of steppers.
 * @csspart stepper - One category's row.
 * @csspart category - A category's name in its row.
 * @csspart hint - A category's hint ("0–2 years", "Dogs and other pets").
 * @csspart step - Both − and + buttons.
 * @csspart remove - The − button.
 * @csspart add - The + button.
 * @csspart count - The count between the buttons: a field that takes a typed number (a spin button; in the
 *   fallback, a number field).
 * @csspart note - The "At most 16 guests" note when the party is full, or why a typed count was changed.
 * @csspart done - The button that closes the panel.
 *
 * @cssprop --stay-accent - Accent colour (buttons, focus of the open field).
 * @cssprop --stay-surface - Background of the field and the panel.
 * @cssprop --stay-surface-raised - Hover background.
 * @cssprop --stay-text - Text colour.
 * @cssprop --stay-muted - Hints and the label.
 * @cssprop --stay-border - Borders.
 * @cssprop --stay-danger - The border of a typed count the row cannot take.
 * @cssprop --stay-radius - Corner radius.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-font-size - The base size everything is measured in (default: the browser's font size).
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

  readonly #panel = new LazyPartController(this, panelPart);
  #panelRequested = false;
  #panelStylesAdopted = false;
  /** The panel's popover, once the part has arrived: it shows, hides and places the panel as `open` says. */
  #popover?: GuestsPopover;
  #rawCounts: GuestCounts = {};
  /** The party when the panel opened, or when the edit that `change` will report began (inline, fallback). */
  #partyBefore?: string;
  #notice?: TypedNotice;

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

  get #party(): string {
    return `${this.value}/${this.persons}`;
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

    // The steppers are needed now: shown in place, or in an open panel.
    if (this.inline || this.open) this.#loadPanel();
    const module = this.#panel.module;
    if (module && !this.#panelStylesAdopted) {
      this.#panelStylesAdopted = true;
      const root = this.renderRoot as ShadowRoot;
      const sheet = module.panelStyles.styleSheet;
      if (sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Removal hides a popover without events: show it again.
    if (this.open) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#popover?.disconnected();
  }

  /** `open` drives the popover once the panel's part is there (see `GuestsPopover`). */
  protected override updated(): void {
    const module = this.#panel.module;
    if (!module) return;
    this.#popover ??= new module.GuestsPopover(this, () => this.#popoverToggled(false));
    this.#popover.update();
  }

  override render() {
    const locale = resolveLocale(this);
    const t = messagesFor(guestsMessages, locale);
    const label = html`<span part="label" id="label">${t.guests}</span>`;
    if (this.#panel.failed) return this.#renderFallback(label, this.#view(locale, t));
    const module = this.#panel.module;
    if (this.inline) {
      return html`<div part="panel" role="group" aria-labelledby="label">
        ${label}${module ? module.renderSteppers(this.#view(locale, t)) : nothing}
      </div>`;
    }
    const names = messagesFor(ageCategoryNames, locale);
    const counts = this.counts;
    const summary =
      this.mode === 'persons'
        ? counted(t.person, this.persons, locale)
        : this.#offeredCategories
            .filter((category) => counts[category])
            .map((category) => counted(names[category], counts[category], locale))
            .join(', ') || t.nobody;
    // Nothing is rendered into the panel until it opens.
    return html`<div part="field" @keydown=${this.#onKeyDown} @focusout=${this.#onFocusOut}>
      ${label}
      <button id="summary" part="summary" aria-expanded=${this.open} aria-controls="panel"
        aria-labelledby="label summary" popovertarget="panel" @click=${this.#toggle}
        @pointerenter=${this.#loadPanel} @focus=${this.#loadPanel}><bdi>${summary}</bdi></button>
      <div id="panel" part="panel" role="group" aria-labelledby="label" popover @beforetoggle=${this.#onBeforeToggle}>
        ${module && this.open ? module.renderPanel(this.#view(locale, t)) : nothing}
      </div>
    </div>`;
  }

  /** The rows and callbacks the panel (or the fallback) renders. */
  #view(locale: string, t: GuestsMessages): GuestsPanelView {
    const counts = this.counts;
    const offered = this.#offeredCategories;
    const keys: readonly StepperKey[] = this.mode === 'persons' ? ['persons'] : offered;
    const rows = keys.map((key): StepperRow => {
      const { min, max } = this.#range(key, counts);
      const invalid = this.#notice?.key === key && this.#notice.waiting;
      const name = this.#nameOf(key, locale, t);
      const count = key === 'persons' ? this.persons : counts[key];
      return { key, name, hint: this.#hint(key, offered, locale, t), count, min, max, invalid };
    });
    const full = this.partySize >= this.maxTotal;
    return {
      locale,
      rows,
      note: this.#notice?.text ?? (full ? phrase(t.maxTotal, locale, this.maxTotal) : ''),
      step: (key, delta) => this.#step(key, delta),
      type: (key, text, final) => this.#type(key, text, final),
      close: () => this.#close(),
    };
  }

  /** A site's own hint, else the built-in one: the ages ("3–12 years", "18 years and older"), or the pets hint. */
  #hint(key: StepperKey, offered: readonly AgeCategory[], locale: string, t: GuestsMessages): string {
    if (key === 'persons') return '';
    const own = this.hints?.[key];
    if (own !== undefined) return own;
    const range = ageRange(key, offered);
    if (!range) return t.petsHint;
    // Counts stay below 100, where every language of ours writes plain digits; ages come with their unit.
    const years = intl(Intl.NumberFormat, locale, { style: 'unit', unit: 'year', unitDisplay: 'long' });
    return range.to === undefined
      ? phrase(t.older, locale, 0, years.format(range.from))
      : `${range.from}–${years.format(range.to)}`;
  }

  #nameOf(key: StepperKey, locale: string, t: GuestsMessages): AgeCategoryName {
    return key === 'persons' ? t.person : messagesFor(ageCategoryNames, locale)[key];
  }

  /** The counts a row can take now: its limits, and the room `max-total` leaves (persons: 1 to `max-total`). */
  #range(key: StepperKey, counts = this.counts): GuestLimit {
    return key === 'persons' ? { min: 1, max: this.maxTotal } : countRange(key, counts, this.limits, this.maxTotal);
  }

  #countOf(key: StepperKey): number {
    return key === 'persons' ? this.persons : this.counts[key];
  }

  /** Changes one count by `delta` when the limits allow it; fires `input` (and inline, `change`). */
  #step(key: StepperKey, delta: 1 | -1): void {
    const next = this.#countOf(key) + delta;
    const { min, max } = this.#range(key);
    if (next < min || next > max) return;
    this.#notice = undefined;
    this.#setCount(key, next);
    if (this.inline) this.#reportChange();
  }

  /**
   * A typed count. While typing, a count the row can take is counted at once; one it cannot take waits, marked
   * invalid, with the reason in the note. When typing is done, the nearest count the row can take is used (the
   * note says why), and an unreadable or empty entry keeps the count; inline and in the fallback, `change` follows.
   * Returns the row's count.
   */
  #type(key: StepperKey, text: string, final: boolean): number {
    const typed = readTypedCount(text);
    // Done typing what is already counted (the field's own change after Enter, or after a fitted count): the
    // reason for the fitted count stays.
    const settled = final && typed === this.#countOf(key) && !this.#notice?.waiting;
    if (!settled) this.#takeTyped(key, text, typed, final);
    if (final && (this.inline || this.#panel.failed)) this.#reportChange();
    return this.#countOf(key);
  }

  #takeTyped(key: StepperKey, text: string, typed: number | undefined, final: boolean): void {
    const { min, max } = this.#range(key);
    const count = typed === undefined ? undefined : Math.min(max, Math.max(min, typed));
    this.#notice = undefined;
    if (count !== undefined && count !== typed) {
      const locale = resolveLocale(this);
      const t = messagesFor(guestsMessages, locale);
      const name = this.#nameOf(key, locale, t);
      const reason = phrase(count > typed! ? t.atLeast : t.atMost, locale, 0, counted(name, count, locale));
      this.#notice = { key, text: reason, waiting: !final };
    } else if (count === undefined && !final && text.trim() !== '') {
      this.#notice = { key, text: '', waiting: true };
    }
    if (count !== undefined && (final || count === typed)) this.#setCount(key, count);
    this.requestUpdate();
  }

  /** Sets one count and fires `input`, when it changes. */
  #setCount(key: StepperKey, count: number): void {
    if (count === this.#countOf(key)) return;
    this.#partyBefore ??= this.#party;
    if (key === 'persons') this.persons = count;
    else this.counts = { ...this.counts, [key]: count };
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  /** Fires `change` when the party differs from when the edit began (a panel: when it opened). */
  #reportChange(): void {
    const before = this.#partyBefore;
    this.#partyBefore = undefined;
    if (before !== undefined && before !== this.#party) this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  /** Starts loading the panel's part, once (a failure is final: the fallback shows). */
  #loadPanel(): void {
    if (this.#panelRequested) return;
    this.#panelRequested = true;
    this.#panel.load();
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
    const shown = event.newState === 'open';
    this.#popover?.toggled(shown);
    this.#popoverToggled(shown);
  }

  /** The panel was shown or hidden (by `open`, or by the browser). */
  #popoverToggled(shown: boolean): void {
    this.open = shown;
    // A re-show after a move keeps the party of the first opening.
    if (this.open) this.#partyBefore ??= this.#party;
    else {
      this.#notice = undefined;
      this.#reportChange();
    }
  }

  /** Closes the panel and returns focus to the summary. */
  #close(): void {
    this.open = false;
    this.renderRoot.querySelector<HTMLElement>('#summary')!.focus();
  }

  /**
   * Escape is handled here and not left to the popover, so that focus returns to the summary (the browser's own
   * close request would leave it on the hidden panel's button).
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

  /**
   * The field without its panel (the part could not be loaded): a labelled number field per offered category (or
   * the persons count), with the same values, limits and events.
   */
  #renderFallback(label: TemplateResult, view: GuestsPanelView): TemplateResult {
    const field = (event: Event) => event.target as HTMLInputElement;
    return html`<div part="field" role="group" aria-labelledby="label">
      ${label}
      <div class="numbers">
        ${view.rows.map(
          (row) => html`<div part="stepper" class="number" data-category=${row.key}>
            <label part="category" for="count-${row.key}">${row.name.heading}</label>
            <input part="count" id="count-${row.key}" type="number" inputmode="numeric" step="1" min=${row.min}
              max=${row.max} aria-describedby=${row.hint ? `hint-${row.key}` : nothing} aria-invalid=${row.invalid}
              .value=${String(row.count)}
              @input=${(event: Event) => {
                // The element fires its own `input` once a count is taken.
                event.stopPropagation();
                this.#type(row.key, field(event).value, false);
              }}
              @change=${(event: Event) => (field(event).value = String(this.#type(row.key, field(event).value, true)))} />
            ${row.hint ? html`<small part="hint" id="hint-${row.key}"><bdi>${row.hint}</bdi></small>` : nothing}
          </div>`,
        )}
      </div>
      <p part="note" role="status">${view.note ? html`<bdi>${view.note}</bdi>` : nothing}</p>
    </div>`;
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
