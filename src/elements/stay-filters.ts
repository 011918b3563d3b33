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
  localizedText,
  parseTagGroups,
  parseTypes,
  unknownTypesMessage,
} from '../logic/filters.js';
import { filtersMessages } from '../i18n/filters.js';
import { accommodationTypeNames } from '../i18n/vocabulary.js';
import { formatInteger, languageOf, messagesFor, resolveLocale } from '../i18n/locale.js';

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
    this.#selectedTags = tags ?? {};
    this.#selectedTypes = this.#knownTypes(types, 'value');
    this.#onlyAvailable = onlyAvailable ?? DEFAULT_ONLY_AVAILABLE;
    if (sort) this.sort = sort;
    this.requestUpdate();
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
    const language = languageOf(locale);
    const t = messagesFor(filtersMessages, locale);
    const typeNames = messagesFor(accommodationTypeNames, locale);
    const count = activeFilterCount(this.value);
    const sidebar = this.layout === 'sidebar';
    // The options' `selected` property, not the attribute: a select keeps the guest's last choice over the attribute.
    return html`<div class="bar" part="bar" @input=${this.#onInput}>
        ${
          sidebar
            ? nothing
            : html`<button part="toggle" aria-expanded=${this.#expanded} aria-controls="body" @click=${this.#toggle}>
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
      <div id="body" part="body" ?data-collapsed=${!sidebar && !this.#expanded} @input=${this.#onInput}>
        ${this.#groups.map((group) =>
          this.#renderGroup(
            localizedText(group.label, language),
            group.tags.map((tag) => [tag.id, localizedText(tag.label, language)]),
            this.#selectedTags[group.id],
            group.id,
          ),
        )}
        ${
          this.#offeredTypes.length
            ? this.#renderGroup(
                t.types,
                this.#offeredTypes.map((type) => [type, typeNames[type]]),
                this.#selectedTypes,
              )
            : nothing
        }
        <label part="option only-available"><input type="checkbox" id="available" .checked=${this.#onlyAvailable} />${t.onlyAvailable}</label>
        <button part="clear" aria-disabled=${!this.#canClear} @click=${this.#clear}>${t.clear}</button>
      </div>`;
  }

  /**
   * A fieldset of checkboxes, each `[value, label]`: one of the site's tag groups (the boxes named by the group's
   * id), or the accommodation types (no name).
   */
  #renderGroup(legend: string, options: string[][], chosen: readonly string[] = [], name?: string) {
    return html`<fieldset part="group">
      <legend part="legend">${legend}</legend>
      ${options.map(
        ([value, label]) =>
          html`<label part="option"><input type="checkbox" name=${name ?? nothing} value=${value!} .checked=${chosen.includes(value!)} />${label}</label>`,
      )}
    </fieldset>`;
  }

  /** Whether anything narrows the results beyond the defaults (only available is on), so "clear filters" has something to do. */
  get #canClear(): boolean {
    return activeFilterCount(this.value) > 0 || !this.#onlyAvailable;
  }

  /**
   * Reads the guest's choice back from the controls (groups, tags and types in the site's order, as shown) and
   * fires `change`. What a script chose that the controls do not show (a group, a tag or a type the site does not
   * offer) is kept: the guest cannot have changed it. A checkbox's or select's `input` comes with its own `change`
   * (not composed, so it stays inside); the `input` (composed) reaches the host after this.
   */
  #onInput(): void {
    const root = this.renderRoot;
    const checked = (selector: string) =>
      [...root.querySelectorAll<HTMLInputElement>(`fieldset ${selector}:checked`)].map((box) => box.value);
    const tags: Record<string, string[]> = {};
    for (const group of this.#groups) {
      const shown = group.tags.map((tag) => tag.id);
      const hidden = (this.#selectedTags[group.id] ?? []).filter((id) => !shown.includes(id));
      const chosen = [...checked(`input[name="${CSS.escape(group.id)}"]`), ...hidden];
      if (chosen.length) tags[group.id] = chosen;
    }
    for (const [groupId, chosen] of Object.entries(this.#selectedTags)) {
      if (!this.#groups.some((group) => group.id === groupId) && chosen.length) tags[groupId] = chosen;
    }
    const types = [
      ...(checked('input:not([name])') as AccommodationType[]),
      ...this.#selectedTypes.filter((type) => !this.#offeredTypes.includes(type)),
    ];
    this.value = {
      tags,
      types,
      onlyAvailable: root.querySelector<HTMLInputElement>('#available')!.checked,
      sort: root.querySelector('select')!.value as SortKey,
    };
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
