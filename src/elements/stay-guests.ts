import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { AGE_CATEGORIES, type AgeCategory, type GuestCount } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { guestsStyles } from './stay-guests.styles.js';
import {
  DEFAULT_CATEGORIES,
  DEFAULT_MAX_TOTAL,
  DEFAULT_PERSONS,
  type GuestCounts,
  type GuestLimits,
  type GuestMode,
  formatGuests,
  guestsToQuery,
  normalizeGuests,
  parseCategories,
  parseGuests,
  partySize,
  resolveLimit,
} from '../logic/guests.js';
import { guestsMessages, type GuestsMessages } from '../i18n/guests.js';
import { ageCategoryNames, counted, type AgeCategoryName } from '../i18n/vocabulary.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';
import { textAttribute } from './attribute-converters.js';

/** One stepper row: a category (or, in persons mode, the persons count). */
interface Stepper {
  key: AgeCategory | 'persons';
  name: AgeCategoryName;
  hint: string;
  count: number;
  canRemove: boolean;
  canAdd: boolean;
}

/** Arrow keys on a stepper: up and right add one, down and left remove one. */
const STEP_KEYS: Partial<Record<string, 1 | -1>> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };

/**
 * The party: a stepper for each age category the site offers (`mode="categories"`, the default), or a single
 * persons count (`mode="persons"`). Shown as a field-like summary button ("2 adults, 1 child") that opens a panel
 * of steppers, or with `inline` as the steppers in place. The panel is a popover in the top layer, placed under the
 * button (above it when there is no room below), so a container with `overflow: hidden` never clips it; where the
 * popover API is missing it is positioned in place.
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
 * @csspart hint - A category's age hint ("0–2 years").
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
export class StayGuests extends LitElement {
  static override styles = [tokens, guestsStyles];

  /** The offered age categories, comma separated, in display order; any of the spec's eight. */
  @property({ converter: textAttribute }) categories = DEFAULT_CATEGORIES.join(',');

  /** `categories`: a stepper per category, sent as `age_table_categories`; `persons`: one count, sent as `persons`. */
  @property({ reflect: true }) mode: GuestMode = 'categories';

  /** The persons count of persons mode; whole, from 1 to `max-total`. */
  @property({ type: Number }) persons = DEFAULT_PERSONS;

  /** Largest party (pets excluded). */
  @property({ type: Number, attribute: 'max-total' }) maxTotal = DEFAULT_MAX_TOTAL;

  /** Per-category `{ min, max }` over the defaults (adults 1–12, pets 0–4, others 0–10). */
  @property({ attribute: false }) limits: GuestLimits = {};

  /** The site's own age hints per category, replacing the built-in ones ("0–2 years"). */
  @property({ attribute: false }) hints: Partial<Record<AgeCategory, string>> = {};

  /** Shows the steppers in place instead of a summary button with a panel. */
  @property({ type: Boolean, reflect: true }) inline = false;

  /** Whether the panel is open (ignored when `inline`). */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The element's language; else the nearest `lang` up the tree, else the page's. */
  @property({ reflect: true }) override lang!: string;

  @query('#summary') private summaryButton?: HTMLButtonElement;
  @query('#panel') private panel?: HTMLElement;

  /** Read per element, so a test can take the API away. */
  private usesPopover = Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover');

  private rawCounts: GuestCounts = {};
  private valueAtOpen = '';
  private warnedCategories = '';
  private warnedNormalization = '';

  /** The party as text: `"adults:2,children:1"`. Setting it reads leniently and warns once about what it skips. */
  @property()
  get value(): string {
    return formatGuests(this.counts, this.offeredCategories);
  }
  set value(text: string | null | undefined) {
    const old = this.rawCounts;
    const { value, problems } = parseGuests(text ?? '');
    if (problems.length) console.warn(`<stay-guests> value "${text}": ${problems.join('; ')}.`);
    this.rawCounts = value;
    this.requestUpdate('value', old);
  }

  /** The party as an object with every offered category (persons mode: the same, unused by the query). */
  get counts(): Record<AgeCategory, number> {
    return normalizeGuests(this.rawCounts, this.offeredCategories, this.limits, this.effectiveMaxTotal).counts;
  }
  set counts(counts: GuestCounts | null | undefined) {
    const old = this.rawCounts;
    this.rawCounts = { ...(counts ?? {}) };
    this.requestUpdate('value', old);
  }

  /** The query's person parameters exactly as the contract has them: `{ ageTableCategories }` or `{ persons }`. */
  get query(): { ageTableCategories: GuestCount[] } | { persons: number } {
    return this.mode === 'persons'
      ? guestsToQuery(this.effectivePersons, 'persons')
      : guestsToQuery(this.counts, 'categories', this.offeredCategories);
  }

  /** Pets do not count. In persons mode, the persons count. */
  get partySize(): number {
    return this.mode === 'persons' ? this.effectivePersons : partySize(this.counts);
  }

  private get offeredCategories(): AgeCategory[] {
    return parseCategories(this.categories).categories;
  }

  private get effectiveMaxTotal(): number {
    const max = this.maxTotal;
    return typeof max === 'number' && Number.isFinite(max) && max >= 1 ? Math.min(99, Math.floor(max)) : DEFAULT_MAX_TOTAL;
  }

  private get effectivePersons(): number {
    const persons = this.persons;
    if (typeof persons !== 'number' || !Number.isFinite(persons)) return DEFAULT_PERSONS;
    return Math.min(this.effectiveMaxTotal, Math.max(1, Math.floor(persons)));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.watchOutsidePointer(this.open && !this.inline);
    // Removal hides a popover without events: show it again.
    if (this.open) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.watchOutsidePointer(false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('categories')) this.warnAboutCategories();
    if (changed.has('mode') && this.mode !== 'categories' && this.mode !== 'persons') {
      console.warn(`<stay-guests> mode "${this.mode}" is not "categories" or "persons"; using categories.`);
    }
    if (changed.has('maxTotal') && this.maxTotal !== this.effectiveMaxTotal) {
      console.warn(`<stay-guests> max-total "${this.getAttribute('max-total') ?? this.maxTotal}" is not a whole number from 1 to 99; using ${this.effectiveMaxTotal}.`);
    }
    if ((changed.has('persons') || changed.has('maxTotal')) && this.mode === 'persons' && this.persons !== this.effectivePersons) {
      console.warn(`<stay-guests> persons "${this.persons}" is not a whole number from 1 to ${this.effectiveMaxTotal}; using ${this.effectivePersons}.`);
    }
    if (changed.has('value') || changed.has('categories') || changed.has('limits') || changed.has('maxTotal')) {
      this.warnAboutNormalization();
    }
    if (changed.has('open')) {
      const panelOpen = this.open && !this.inline;
      if (panelOpen) this.valueAtOpen = this.currentValueText();
      this.watchOutsidePointer(panelOpen);
    }
  }

  protected override updated(): void {
    const panel = this.panel;
    if (!this.usesPopover || !panel || !this.isConnected) return;
    if (this.open !== panel.matches(':popover-open')) panel.togglePopover(this.open);
    this.place();
  }

  override render() {
    const locale = resolveLocale(this);
    const t = messagesFor(guestsMessages, locale);
    const steppers = this.renderSteppers(locale, t);
    if (this.inline) {
      return html`<div class="inline" part="panel" role="group" aria-labelledby="label">
        <span class="label" part="label" id="label">${t.guests}</span>${steppers}
      </div>`;
    }
    return html`<div class="field" part="field" @keydown=${this.onKeyDown} @focusout=${this.onFocusOut}>
      <span class="label" part="label" id="label">${t.guests}</span>
      <button id="summary" part="summary" type="button" aria-expanded=${String(this.open)} aria-controls="panel"
        aria-labelledby="label summary" popovertarget="panel" @click=${this.toggle}>
        <span class="summary-text">${this.summaryText(locale, t)}</span><span class="chevron" aria-hidden="true"></span>
      </button>
      <div id="panel" part="panel" class="panel" role="group" aria-labelledby="label" tabindex="-1" ?hidden=${!this.open}
        popover=${this.usesPopover ? 'auto' : nothing} @beforetoggle=${this.onBeforeToggle}>
        ${steppers}<button class="done" part="done" type="button" @click=${() => this.close(true)}>${t.done}</button>
      </div>
    </div>`;
  }

  /** A stepper per offered category (persons mode: one for persons), and the note once the party is full. */
  private renderSteppers(locale: string, t: GuestsMessages) {
    const number = new Intl.NumberFormat(locale);
    const maxTotal = this.effectiveMaxTotal;
    let steppers: Stepper[];
    let full: boolean;
    if (this.mode === 'persons') {
      const persons = this.effectivePersons;
      full = persons >= maxTotal;
      steppers = [{ key: 'persons', name: t.person, hint: '', count: persons, canRemove: persons > 1, canAdd: !full }];
    } else {
      const names = messagesFor(ageCategoryNames, locale);
      const counts = this.counts;
      full = partySize(counts) >= maxTotal;
      steppers = this.offeredCategories.map((category) => {
        const limit = resolveLimit(category, this.limits);
        const count = counts[category];
        return {
          key: category,
          name: names[category],
          hint: this.hints?.[category] ?? t.hints[category],
          count,
          canRemove: count > limit.min,
          canAdd: count < limit.max && (category === 'pets' || !full),
        };
      });
    }
    return html`${steppers.map(({ key, name, hint, count, canRemove, canAdd }) => {
        const nameId = `name-${key}`;
        return html`<div class="stepper" part="stepper" role="group" data-category=${key} aria-labelledby=${nameId}
          aria-describedby=${hint ? `hint-${key}` : nothing} @keydown=${(event: KeyboardEvent) => this.onStepperKey(event, key)}>
          <span class="text">
            <span class="name" part="category" id=${nameId}>${name.heading}</span>
            ${hint ? html`<span class="hint" part="hint" id=${`hint-${key}`}>${hint}</span>` : nothing}
          </span>
          <button type="button" part="step remove" aria-label=${t.remove(name)} aria-disabled=${String(!canRemove)}
            @click=${() => this.step(key, -1)}><span aria-hidden="true">−</span></button>
          <output part="count" aria-labelledby=${nameId}>${number.format(count)}</output>
          <button type="button" part="step add" aria-label=${t.add(name)} aria-disabled=${String(!canAdd)}
            @click=${() => this.step(key, 1)}><span aria-hidden="true">+</span></button>
        </div>`;
      })}
      ${full ? html`<p class="note" part="note">${t.maxTotal(number.format(maxTotal))}</p>` : nothing}`;
  }

  private summaryText(locale: string, t: GuestsMessages): string {
    if (this.mode === 'persons') return counted(t.person, this.effectivePersons, locale);
    const names = messagesFor(ageCategoryNames, locale);
    const counts = this.counts;
    const parts = this.offeredCategories.filter((category) => counts[category] > 0).map((category) => counted(names[category], counts[category], locale));
    return parts.length ? parts.join(', ') : t.nobody;
  }

  /** Changes one count by `delta` when the limits allow it; fires `input` (and inline, `change`). */
  private step(key: AgeCategory | 'persons', delta: 1 | -1): void {
    if (key === 'persons') {
      const next = this.effectivePersons + delta;
      if (next < 1 || next > this.effectiveMaxTotal) return;
      this.persons = next;
    } else {
      const counts = this.counts;
      const limit = resolveLimit(key, this.limits);
      const next = counts[key] + delta;
      if (next < limit.min || next > limit.max) return;
      if (delta > 0 && key !== 'pets' && partySize(counts) >= this.effectiveMaxTotal) return;
      this.rawCounts = { ...counts, [key]: next };
      this.requestUpdate('value');
    }
    this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    if (this.inline) this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  private onStepperKey(event: KeyboardEvent, key: AgeCategory | 'persons'): void {
    const delta = STEP_KEYS[event.key];
    if (!delta) return;
    event.preventDefault();
    this.step(key, delta);
  }

  /** The summary's popovertarget only keeps a click on it from light-dismissing the panel; `open` drives the rest. */
  private toggle(event: Event): void {
    event.preventDefault();
    if (this.open) this.close(false);
    else this.open = true;
  }

  /** The browser hides the popover itself on light dismiss, Escape, or another popover opening. */
  private onBeforeToggle(event: ToggleEvent): void {
    if (event.newState === 'closed') this.close(false);
  }

  /** Puts the open popover under the summary button, or above it when there is more room there, inside the viewport. */
  private place = (): void => {
    const panel = this.panel;
    if (!this.usesPopover || !this.open || !panel) return;
    const style = panel.style;
    const button = this.summaryButton!.getBoundingClientRect();
    const { clientWidth: width, clientHeight: height } = document.documentElement;
    const gap = 4;
    const margin = 8;
    style.setProperty('--_summary-width', `${button.width}px`);
    style.setProperty('left', '0');
    style.removeProperty('max-height');
    const box = panel.getBoundingClientRect();
    const below = height - button.bottom - gap - margin;
    const above = button.top - gap - margin;
    const down = box.height <= below || below >= above;
    const start = getComputedStyle(panel).direction === 'rtl' ? button.right - box.width : button.left;
    style.setProperty('left', `${Math.max(margin, Math.min(start, width - box.width - margin))}px`);
    style.setProperty('top', `${down ? button.bottom + gap : button.top - gap - Math.min(box.height, above)}px`);
    style.setProperty('max-height', `${down ? below : above}px`);
  };

  /** Closes the panel; fires `change` when the party differs from when it opened. */
  private close(returnFocus: boolean): void {
    if (!this.open) return;
    this.open = false;
    if (returnFocus) this.summaryButton?.focus();
    if (this.currentValueText() !== this.valueAtOpen) this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.open) {
      event.preventDefault();
      event.stopPropagation();
      this.close(true);
    }
  }

  private onFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (next && !this.shadowRoot!.contains(next) && !this.contains(next)) this.close(false);
  }

  /** While the panel is open, a pointer pressed anywhere outside the element closes it, and the popover follows its button. */
  private watchOutsidePointer(watch: boolean): void {
    const method = watch ? 'addEventListener' : 'removeEventListener';
    document[method]('pointerdown', this.onDocumentPointerDown as EventListener, true);
    document[method]('scroll', this.place, true);
    window[method]('resize', this.place);
  }

  private onDocumentPointerDown = (event: PointerEvent): void => {
    if (!event.composedPath().includes(this)) this.close(false);
  };

  private currentValueText(): string {
    return this.mode === 'persons' ? String(this.effectivePersons) : this.value;
  }

  private warnAboutCategories(): void {
    const { unknown } = parseCategories(this.categories);
    const key = unknown.join(',');
    if (unknown.length && key !== this.warnedCategories) {
      console.warn(`<stay-guests> categories: ignoring unknown ${unknown.map((name) => `"${name}"`).join(', ')}; the age categories are ${AGE_CATEGORIES.join(', ')}.`);
    }
    this.warnedCategories = key;
  }

  private warnAboutNormalization(): void {
    if (this.mode === 'persons') return;
    const { changed } = normalizeGuests(this.rawCounts, this.offeredCategories, this.limits, this.effectiveMaxTotal);
    const value = this.value;
    if (changed && value !== this.warnedNormalization) {
      console.warn(`<stay-guests> the party "${formatGuests(this.rawCounts)}" is outside the limits (max-total ${this.effectiveMaxTotal}); using "${value}".`);
      this.warnedNormalization = value;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-guests': StayGuests;
  }
}
