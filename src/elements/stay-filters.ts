import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ACCOMMODATION_TYPES, type AccommodationType, type SearchQuery } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { filtersStyles } from './stay-filters.styles.js';
import {
  DEFAULT_ONLY_AVAILABLE,
  SORT_KEYS,
  type FiltersValue,
  type SortKey,
  type TagGroup,
  activeFilterCount,
  filtersToQuery,
  isAccommodationType,
  isSortKey,
  localizedText,
  parseTagGroups,
  parseTypes,
} from '../logic/filters.js';
import { filtersMessages } from '../i18n/filters.js';
import { accommodationTypeNames } from '../i18n/vocabulary.js';
import { languageOf, messagesFor, resolveLocale } from '../i18n/locale.js';
import { textAttribute } from './attribute-converters.js';

export type FiltersLayout = 'bar' | 'sidebar';

/** One checkbox of a fieldset: a tag (`data-tag`) or an accommodation type (`data-type`). */
interface FilterOption {
  tag?: string;
  type?: AccommodationType;
  label: string;
  checked: boolean;
  toggle: (checked: boolean) => void;
}

/**
 * Narrows and orders the search: the site's tag groups (checkboxes, OR inside a group, AND across groups),
 * accommodation types (one sends `EQ`, several `IN`), "only available" (`stock GTE 1`, on by default) and the sort.
 * As a bar (`layout="bar"`, the default) the filters wrap in rows, and on narrow containers (below 40rem) they fold
 * behind a "Filters (n)" button while the sort stays in view. As a sidebar (`layout="sidebar"`, what
 * `<stay-search>` sets when it has room for a filters column) everything is stacked and always open: no button.
 *
 * "Clear filters" empties the tags and types and turns "only available" back on; the sort is kept (it orders,
 * it does not filter). `rank` (the campsite's own order) sends no `sorts`.
 *
 * @fires change - After every change by the guest (a checkbox, the sort, "clear filters"); `value` is already updated.
 * @fires input - The checkboxes' and the select's own (composed) `input`, seen on the host with `value` already
 *   updated; "clear filters" fires only `change`.
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
export class StayFilters extends LitElement {
  static override styles = [tokens, filtersStyles];

  /**
   * The site's tag groups: `[{ id, label, tags: [{ id: 'tag_…', label }] }]`, labels a string or per language.
   * As an attribute, JSON text; broken JSON or unusable entries give one warning and are left out.
   */
  @property({ attribute: 'tag-groups', converter: textAttribute })
  tagGroups: readonly TagGroup[] | string = [];

  /** The accommodation types the site offers: a comma separated attribute, or an array. */
  @property({ converter: textAttribute })
  types: readonly AccommodationType[] | string = [];

  /**
   * `bar` (default): rows, folded behind a button on narrow containers. `sidebar`: a column, always open.
   * Anything else is taken as `bar`.
   */
  @property({ reflect: true }) layout: FiltersLayout = 'bar';

  /** The sort, by key: rank, price-asc, price-desc, rating, name, persons, availability. */
  @property({ reflect: true }) sort: SortKey = 'rank';

  /** The element's language; else the nearest `lang` up the tree, else the page's. */
  @property({ reflect: true }) override lang!: string;

  @state() private selectedTags: Record<string, string[]> = {};
  @state() private selectedTypes: AccommodationType[] = [];
  @state() private onlyAvailable = DEFAULT_ONLY_AVAILABLE;
  @state() private expanded = false;

  private groups: TagGroup[] = [];
  private offeredTypes: AccommodationType[] = [];

  /** The validated tag groups in use. */
  get validGroups(): readonly TagGroup[] {
    return this.groups;
  }

  /** The current choice. Setting it takes what is usable (unknown types and sort keys are warned about). */
  get value(): FiltersValue {
    return {
      tags: Object.fromEntries(Object.entries(this.selectedTags).map(([group, tags]) => [group, [...tags]])),
      types: [...this.selectedTypes],
      onlyAvailable: this.onlyAvailable,
      sort: this.effectiveSort,
    };
  }
  set value(value: Partial<FiltersValue> | null | undefined) {
    const next = value ?? {};
    const tags: Record<string, string[]> = {};
    if (next.tags && typeof next.tags === 'object') {
      for (const [group, ids] of Object.entries(next.tags)) {
        const valid = Array.isArray(ids) ? [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))] : [];
        if (valid.length) tags[group] = valid;
      }
    }
    this.selectedTags = tags;
    const { types, unknown } = parseTypes(Array.isArray(next.types) ? next.types : []);
    if (unknown.length) console.warn(`<stay-filters> value: ignoring unknown accommodation types ${unknown.join(', ')}.`);
    this.selectedTypes = types;
    this.onlyAvailable = typeof next.onlyAvailable === 'boolean' ? next.onlyAvailable : DEFAULT_ONLY_AVAILABLE;
    if (next.sort !== undefined) this.sort = next.sort;
  }

  /** The query's `tags`, `type`, `stock` and `sorts`, exactly as the contract has them. */
  get query(): Pick<SearchQuery, 'tags' | 'type' | 'stock' | 'sorts'> {
    return filtersToQuery(this.value);
  }

  /** Chosen tags plus chosen types. */
  get activeCount(): number {
    return activeFilterCount(this.value);
  }

  private get effectiveSort(): SortKey {
    return isSortKey(this.sort) ? this.sort : 'rank';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tagGroups')) {
      const { groups, problems } = parseTagGroups(this.tagGroups);
      if (problems.length) console.warn(`<stay-filters> tag-groups: ${problems.join('; ')}.`);
      this.groups = groups;
    }
    if (changed.has('types')) {
      const { types, unknown } = parseTypes(this.types);
      if (unknown.length) {
        console.warn(`<stay-filters> types: ignoring unknown ${unknown.map((name) => `"${name}"`).join(', ')}; the types are ${ACCOMMODATION_TYPES.join(', ')}.`);
      }
      this.offeredTypes = types;
    }
    if (changed.has('sort') && !isSortKey(this.sort)) {
      console.warn(`<stay-filters> sort "${this.sort}" is not one of ${SORT_KEYS.join(', ')}; using rank.`);
    }
  }

  protected override updated(): void {
    // A select keeps the guest's last choice over a `selected` attribute: show the sort in use.
    this.renderRoot.querySelector('select')!.value = this.effectiveSort;
  }

  override render() {
    const locale = resolveLocale(this);
    const language = languageOf(locale);
    const t = messagesFor(filtersMessages, locale);
    const typeNames = messagesFor(accommodationTypeNames, locale);
    const count = this.activeCount;
    const canClear = count > 0 || this.onlyAvailable !== DEFAULT_ONLY_AVAILABLE;
    const sort = this.effectiveSort;
    const sidebar = this.layout === 'sidebar';
    return html`<div class="bar" part="bar">
        ${sidebar
          ? nothing
          : html`<button class="toggle" part="toggle" type="button" aria-expanded=${String(this.expanded)} aria-controls="body"
              @click=${() => (this.expanded = !this.expanded)}>
              ${count ? t.filtersWithCount(new Intl.NumberFormat(locale).format(count)) : t.filters}
            </button>`}
        <label class="sort" part="sort">
          <span>${t.sortBy}</span>
          <select part="select" @input=${this.onSortInput} @change=${this.committed}>
            ${SORT_KEYS.map((key) => html`<option value=${key} ?selected=${key === sort}>${t.sorts[key]}</option>`)}
          </select>
        </label>
      </div>
      <div id="body" class="body" part="body" ?data-collapsed=${!sidebar && !this.expanded}>
        ${this.groups.map((group) =>
          this.renderGroup(
            group.id,
            localizedText(group.label, language),
            group.tags.map((tag) => ({
              tag: tag.id,
              label: localizedText(tag.label, language),
              checked: (this.selectedTags[group.id] ?? []).includes(tag.id),
              toggle: (checked) => this.toggleTag(group, tag.id, checked),
            })),
          ),
        )}
        ${this.offeredTypes.length
          ? this.renderGroup(
              'types',
              t.types,
              this.offeredTypes.map((type) => ({
                type,
                label: typeNames[type],
                checked: this.selectedTypes.includes(type),
                toggle: (checked) => this.toggleType(type, checked),
              })),
            )
          : nothing}
        <div class="actions">
          <label class="option" part="option only-available">
            <input type="checkbox" data-only-available .checked=${this.onlyAvailable} @change=${this.committed}
              @input=${(event: Event) => (this.onlyAvailable = (event.target as HTMLInputElement).checked)} />
            <span>${t.onlyAvailable}</span>
          </label>
          <button class="clear" part="clear" type="button" aria-disabled=${String(!canClear)} @click=${this.clear}>${t.clear}</button>
        </div>
      </div>`;
  }

  /** A fieldset of checkboxes: one of the site's tag groups, or the accommodation types. */
  private renderGroup(id: string, legend: string, options: FilterOption[]) {
    return html`<fieldset part="group" data-group=${id}>
      <legend part="legend">${legend}</legend>
      <div class="options">
        ${options.map(
          (option) => html`<label class="option" part="option">
            <input type="checkbox" data-tag=${option.tag ?? nothing} data-type=${option.type ?? nothing} .checked=${option.checked}
              @input=${(event: Event) => option.toggle((event.target as HTMLInputElement).checked)} @change=${this.committed} />
            <span>${option.label}</span>
          </label>`,
        )}
      </div>
    </fieldset>`;
  }

  // The controls' own `input` events (composed) commit the state, so whoever listens on the host reads the new
  // value; their `change` (not composed) is re-fired from the host once committed.
  private toggleTag(group: TagGroup, tag: string, checked: boolean): void {
    const current = this.selectedTags[group.id] ?? [];
    const chosen = new Set(checked ? [...current, tag] : current.filter((id) => id !== tag));
    const tags: Record<string, string[]> = {};
    // Known groups first, in the site's order, so the query is the same whatever order the guest clicked in.
    for (const known of this.groups) {
      const ids = known.id === group.id ? known.tags.map((option) => option.id).filter((id) => chosen.has(id)) : this.selectedTags[known.id];
      if (ids?.length) tags[known.id] = ids;
    }
    for (const [id, ids] of Object.entries(this.selectedTags)) if (!(id in tags) && id !== group.id) tags[id] = ids;
    this.selectedTags = tags;
  }

  private toggleType(type: AccommodationType, checked: boolean): void {
    const chosen = new Set(checked ? [...this.selectedTypes, type] : this.selectedTypes.filter((item) => item !== type));
    const ordered = this.offeredTypes.filter((item) => chosen.has(item));
    const others = [...chosen].filter((item) => !this.offeredTypes.includes(item) && isAccommodationType(item));
    this.selectedTypes = [...ordered, ...others];
  }

  private onSortInput(event: Event): void {
    this.sort = (event.target as HTMLSelectElement).value as SortKey;
  }

  private committed(): void {
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  private clear(): void {
    if (this.activeCount === 0 && this.onlyAvailable === DEFAULT_ONLY_AVAILABLE) return;
    this.selectedTags = {};
    this.selectedTypes = [];
    this.onlyAvailable = DEFAULT_ONLY_AVAILABLE;
    this.committed();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-filters': StayFilters;
  }
}
