import { html, nothing, type PropertyValues } from 'lit';
import { LocalizedElement } from './localized-element.js';
import type { AccommodationType } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { filtersStyles } from './stay-filters.styles.js';
import {
  DEFAULT_ONLY_AVAILABLE,
  SORT_KEYS,
  type FiltersQuery,
  type FiltersValue,
  type SortKey,
  type TagGroup,
  activeFilterCount,
  filtersToQuery,
  isSortKey,
  parseTagGroups,
  parseTypes,
  unknownTypesMessage,
} from '../logic/filters.js';
import { filtersMessages } from '../i18n/filters.js';
import { formatInteger, messagesFor, resolveLocale } from '../i18n/locale.js';
import { readFiltersPanel, renderFiltersPanel } from './stay-filters-panel.js';

export type FiltersLayout = 'bar' | 'sidebar';

/**
 * Narrows and orders the search: the site's tag groups (checkboxes, OR inside a group, AND across groups),
 * accommodation types (one sends `EQ`, several `IN`), "only available" (`stock GTE 1`, on by default) and the sort.
 * As a bar (`layout="bar"`, the default) the filters wrap in rows, and on narrow containers (below 40em) they fold
 * behind a "Filters (n)" button while the sort stays in view. As a sidebar (`layout="sidebar"`, what
 * `<stay-search>` sets when it has room for a filters column) everything is stacked and always open: no button.
 *
 * "Clear filters" empties the tags and types and turns "only available" back on; the sort is kept (it orders,
 * it does not filter). `rank` (the campsite's own order) sends no `sorts`.
 *
 * The panel's contents (the groups, the types, "only available", "clear filters") are in the element's first
 * render, so a wide bar shows them in its first frame and nothing below it moves (no layout shift); the styles
 * decide whether they show. A panel the styles fold away (a narrow bar the guest has not opened) renders nothing
 * once the element has seen it folded, a frame later; `updateComplete` waits for that.
 *
 * @fires change - After every change by the guest (a checkbox, the sort, "clear filters"); `value` is already updated.
 * @fires input - The checkboxes' and the select's own (composed) `input`, seen on the host after its `change`, with
 *   `value` already updated; "clear filters" fires only `change`.
 *
 * @csspart bar - The row with the disclosure button and the sort.
 * @csspart toggle - The "Filters (n)" disclosure button (narrow bars only).
 * @csspart sort - The sort's label and select.
 * @csspart select - The sort select.
 * @csspart body - The filters (folded on narrow containers).
 * @csspart group - A fieldset: a tag group, or the accommodation types.
 * @csspart legend - A fieldset's legend.
 * @csspart option - A checkbox with its label.
 * @csspart only-available - The "only show available" checkbox with its label.
 * @csspart clear - The "clear filters" button.
 *
 * @cssprop --stay-accent - Checkbox and focus accent.
 * @cssprop --stay-surface - Background of buttons and the select.
 * @cssprop --stay-surface-raised - Hover background.
 * @cssprop --stay-text - Text colour.
 * @cssprop --stay-muted - Legends.
 * @cssprop --stay-border - Borders.
 * @cssprop --stay-radius - Corner radius.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-spacing - Base spacing.
 * @cssprop --stay-color-scheme - Force `light` or `dark`.
 */
export class StayFilters extends LocalizedElement {
  static override styles = [tokens, filtersStyles];

  // Written out in full (no shared options objects) so the custom elements manifest reads them. The choice below
  // is internal state that changes only through the `value` setter and the disclosure button, which request the
  // update themselves.
  static override properties = {
    tagGroups: { attribute: 'tag-groups' },
    types: {},
    layout: { reflect: true },
    sort: { reflect: true },
  };

  /**
   * The site's tag groups: `[{ id, label, tags: [{ id: 'tag_…', label }] }]`, labels a string or per language.
   * As an attribute, JSON text; broken JSON or unusable entries give one warning and are left out.
   */
  tagGroups: readonly TagGroup[] | string = [];

  /** The accommodation types the site offers: a comma separated attribute, or an array. */
  types: readonly AccommodationType[] | string = [];

  /**
   * `bar` (default): rows, folded behind a button on narrow containers. `sidebar`: a column, always open.
   * Anything else is taken as `bar`.
   */
  layout: FiltersLayout = 'bar';

  /** The sort, by key: rank, price-asc, price-desc, rating, name, persons, availability. */
  sort: SortKey = 'rank';

  #selectedTags: Record<string, string[]> = {};
  #selectedTypes: AccommodationType[] = [];
  #onlyAvailable = DEFAULT_ONLY_AVAILABLE;
  #expanded = false;

  #groups: TagGroup[] = [];
  #offeredTypes: AccommodationType[] = [];

  /**
   * Whether the styles fold a bar's panel away (a narrow bar the guest has not opened), as a size probe inside the
   * panel measures it: the styles decide, the element follows. Until a probe is measured the panel counts as shown
   * and its contents are rendered: a wide bar has them in its first frame, where a bar that grew a frame later
   * would push everything below it down (a layout shift).
   */
  #folded = false;
  #probeObserver: ResizeObserver | undefined;
  #observedProbe: Element | undefined;
  /** What the probe's observer last reported, until it is applied in the next frame. */
  #probeReport: boolean | undefined;
  /** Whether the observer has reported on the current probe at all. */
  #probeReported = false;
  /** Settles the wait for the first report on the probe (see `#observeProbe`). */
  #probeMeasured: (() => void) | undefined;

  /**
   * The current choice. Setting it takes what is usable (unknown type names are warned about). Tags, groups and
   * types that the site does not offer are kept, through the guest's clicks, until "clear filters".
   */
  get value(): FiltersValue {
    return {
      tags: this.#selectedTags,
      types: this.#selectedTypes,
      onlyAvailable: this.#onlyAvailable,
      sort: this.sort,
    };
  }
  set value(value: Partial<FiltersValue> | null | undefined) {
    const { tags, types, onlyAvailable, sort } = value ?? {};
    const before = this.#choiceKey();
    this.#selectedTags = tags ?? {};
    this.#selectedTypes = this.#knownTypes(types, 'value');
    this.#onlyAvailable = onlyAvailable ?? DEFAULT_ONLY_AVAILABLE;
    if (sort) this.sort = sort;
    // A host that binds `.value` sets it on each of its own renders; an equal choice must not re-render the panel.
    if (this.#choiceKey() !== before) this.requestUpdate();
  }

  /** The choice as text, equal for equal choices (the sort is a reactive property of its own). */
  #choiceKey(): string {
    return JSON.stringify([this.#selectedTags, this.#selectedTypes, this.#onlyAvailable]);
  }

  /** The query's `tags`, `type`, `stock` and `sorts`, exactly as the contract has them. */
  get query(): FiltersQuery {
    return filtersToQuery(this.value);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tagGroups')) {
      const { groups, problems } = parseTagGroups(this.tagGroups);
      if (problems.length) this.warn(`tag-groups: ${problems.join('; ')}`);
      this.#groups = groups;
    }
    if (changed.has('types')) this.#offeredTypes = this.#knownTypes(this.types, 'types');
    if (!isSortKey(this.sort)) {
      this.warn(`unknown sort "${this.sort}"`);
      this.sort = 'rank';
    }
  }

  /** The known accommodation types of a list; the rest is warned about, naming where it came from. */
  #knownTypes(input: string | readonly unknown[] | null | undefined, source: string): AccommodationType[] {
    const { types, unknown } = parseTypes(input);
    if (unknown.length) this.warn(`${source}: ${unknownTypesMessage(unknown)}`);
    return types;
  }

  override render() {
    const locale = resolveLocale(this);
    const t = messagesFor(filtersMessages, locale);
    const count = activeFilterCount(this.value);
    const sidebar = this.layout === 'sidebar';
    // The options' `selected` property, not the attribute: a select keeps the guest's last choice over the attribute.
    return html`<div class="bar" part="bar" @input=${this.#onInput}>
        ${
          sidebar
            ? nothing
            : html`<button
              part="toggle"
              aria-expanded=${this.#expanded}
              aria-controls="body"
              @click=${this.#toggle}
            >
              ${t.filters}${count ? ` (${formatInteger(count, locale)})` : ''}
            </button>`
        }
        <label class="sort" part="sort">
          <span>${t.sortBy}</span>
          <select part="select">
            ${SORT_KEYS.map((key) => html`<option value=${key} .selected=${key === this.sort}>${t.sorts[key]}</option>`)}
          </select>
        </label>
      </div>
      <div
        id="body"
        part="body"
        ?data-collapsed=${!sidebar && !this.#expanded}
        @input=${this.#onInput}
      >
        ${sidebar ? nothing : html`<div class="probe"></div>`}${
          this.#panelRendered
            ? renderFiltersPanel({
                groups: this.#groups,
                offeredTypes: this.#offeredTypes,
                value: this.value,
                canClear: this.#canClear,
                locale,
                onClear: this.#clear,
              })
            : nothing
        }
      </div>`;
  }

  /** Whether the panel's contents are rendered: a sidebar's always, a bar's unless the styles fold it away. */
  get #panelRendered(): boolean {
    return this.layout === 'sidebar' || this.#expanded || !this.#folded;
  }

  protected override updated(): void {
    // A probe comes or goes with the layout; a sidebar shows its panel whatever the probe said.
    this.#observeProbe();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated && this.#observeProbe()) this.requestUpdate();
  }

  /**
   * Follows whether the styles fold a bar's panel away (see `#folded`); the probe is there in bars only. Until the
   * first report on a new probe, `updateComplete` waits: a page that awaits it sees a folded panel's contents gone.
   * A probe that stays hidden is never reported (it has no size), so two frames without a report mean folded.
   * Returns whether the panel counted as folded before (a new probe counts as shown until it is reported).
   */
  #observeProbe(): boolean {
    const probe = this.renderRoot.querySelector('.probe') ?? undefined;
    if (probe === this.#observedProbe) return false;
    this.#probeObserver ??= new ResizeObserver(([entry]) => {
      this.#probeReport = (entry?.contentRect.width ?? 0) > 0;
      this.#probeReported = true;
      // In the next frame, not in this one's layout: rendering the panel may change the probe's width (a page
      // scrollbar appears), which would be reported again in this frame, an endless loop the browser stops.
      requestAnimationFrame(() => this.#applyProbeReport());
    });
    const wasFolded = this.#folded;
    this.#folded = false;
    // A wait on a probe that is gone ends here: it will never be reported.
    this.#probeMeasured?.();
    if (this.#observedProbe) this.#probeObserver.unobserve(this.#observedProbe);
    this.#observedProbe = probe;
    if (!probe) return wasFolded;
    this.#probeReported = false;
    this.#probeObserver.observe(probe);
    const measured = new Promise<void>((resolve) => (this.#probeMeasured = resolve));
    // The observer reports after a frame's layout, which comes after its animation frame callbacks.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!this.#probeReported && probe === this.#observedProbe) this.#applyFolded(true);
      }),
    );
    this.trackLoading(measured);
    return wasFolded;
  }

  #applyProbeReport(): void {
    const shown = this.#probeReport;
    this.#probeReport = undefined;
    if (shown !== undefined) this.#applyFolded(!shown);
  }

  /** Takes what the probe says (folded or not), re-renders when that changes, and ends the wait for it. */
  #applyFolded(folded: boolean): void {
    if (folded !== this.#folded) {
      this.#folded = folded;
      this.requestUpdate();
    }
    this.#probeMeasured?.();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#probeObserver?.disconnect();
    this.#observedProbe = undefined;
    this.#probeMeasured?.();
  }

  /** Whether anything narrows the results beyond the defaults (only available is on), so "clear filters" has something to do. */
  get #canClear(): boolean {
    return activeFilterCount(this.value) > 0 || !this.#onlyAvailable;
  }

  /**
   * Reads the guest's choice back from the controls (the sort here, the rest from the panel's contents: see
   * `readFiltersPanel`) and fires `change`. A checkbox's or select's `input` comes with its own `change` (not
   * composed, so it stays inside); the `input` (composed) reaches the host after this.
   */
  #onInput(): void {
    const sort = this.renderRoot.querySelector('select')!.value as SortKey;
    // Without the panel's contents (folded away) only the sort can have changed.
    const chosen = readFiltersPanel(this.renderRoot, this.#groups, this.#offeredTypes, this.value);
    this.value = { ...(chosen ?? this.value), sort };
    this.#fireChange();
  }

  #toggle(): void {
    this.#expanded = !this.#expanded;
    this.requestUpdate();
  }

  #fireChange(): void {
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #clear(): void {
    if (!this.#canClear) return;
    this.value = { sort: this.sort };
    this.#fireChange();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-filters': StayFilters;
  }
}
