// The contents of <stay-filters>' panel: the site's tag groups, the accommodation types, "only available" and
// "clear filters". In the entry, not a part loaded on demand: where the filters show open (a wide bar, a sidebar)
// they are in the first frame, or the bar would grow a frame later and push the results down (a layout shift).
// A panel the styles fold away is not rendered once the element has seen it folded.
import { html, nothing, type TemplateResult } from 'lit';
import type { AccommodationType } from '../api/types.js';
import { localizedText, type FiltersValue, type TagGroup } from '../logic/filters.js';
import { filtersMessages } from '../i18n/filters.js';
import { accommodationTypeNames } from '../i18n/vocabulary.js';
import { languageOf, messagesFor } from '../i18n/locale.js';

/** What the panel shows, and what "clear filters" does: the element's state, handed over at each render. */
export interface FiltersPanelView {
  groups: readonly TagGroup[];
  offeredTypes: readonly AccommodationType[];
  value: FiltersValue;
  /** Whether anything narrows the results beyond the defaults, so "clear filters" has something to do. */
  canClear: boolean;
  locale: string;
  onClear: () => void;
}

/**
 * The panel's controls. The element reads the guest's choice back from them (`input` events bubble to its body);
 * tag boxes are named by their group's id, type boxes have no name, "only available" is `#available`.
 */
export function renderFiltersPanel(view: FiltersPanelView): TemplateResult {
  const { groups, offeredTypes, value, canClear, locale, onClear } = view;
  const language = languageOf(locale);
  const t = messagesFor(filtersMessages, locale);
  const typeNames = messagesFor(accommodationTypeNames, locale);
  return html`${groups.map((group) =>
    renderGroup(
      localizedText(group.label, language),
      group.tags.map((tag) => [tag.id, localizedText(tag.label, language)]),
      value.tags[group.id],
      group.id,
    ),
  )}
    ${
      offeredTypes.length
        ? renderGroup(
            t.types,
            offeredTypes.map((type) => [type, typeNames[type]]),
            value.types,
          )
        : nothing
    }
    <label part="option only-available"><input type="checkbox" id="available" .checked=${value.onlyAvailable} />${t.onlyAvailable}</label>
    <button part="clear" aria-disabled=${!canClear} @click=${onClear}>${t.clear}</button>`;
}

/**
 * A fieldset of checkboxes, each `[value, label]`: one of the site's tag groups (the boxes named by the group's
 * id), or the accommodation types (no name).
 */
function renderGroup(legend: string, options: string[][], chosen: readonly string[] = [], name?: string) {
  return html`<fieldset part="group">
    <legend part="legend">${legend}</legend>
    ${options.map(
      ([value, label]) =>
        html`<label part="option"><input type="checkbox" name=${name ?? nothing} value=${value!} .checked=${chosen.includes(value!)} />${label}</label>`,
    )}
  </fieldset>`;
}

/**
 * The guest's choice as the panel's controls show it (groups, tags and types in the site's order), or `undefined`
 * when the contents are not rendered. What a script chose that the controls do not show (a group, a tag or a type
 * the site does not offer) is kept from `selected`: the guest cannot have changed it. The sort is the element's.
 */
export function readFiltersPanel(
  root: ParentNode,
  groups: readonly TagGroup[],
  offeredTypes: readonly AccommodationType[],
  selected: FiltersValue,
): FiltersValue | undefined {
  const onlyAvailableBox = root.querySelector<HTMLInputElement>('#available');
  if (!onlyAvailableBox) return undefined;
  const checked = (selector: string) =>
    [...root.querySelectorAll<HTMLInputElement>(`fieldset ${selector}:checked`)].map((box) => box.value);
  const tags: Record<string, string[]> = {};
  for (const group of groups) {
    const shown = group.tags.map((tag) => tag.id);
    const hidden = (selected.tags[group.id] ?? []).filter((id) => !shown.includes(id));
    const chosen = [...checked(`input[name="${CSS.escape(group.id)}"]`), ...hidden];
    if (chosen.length) tags[group.id] = chosen;
  }
  for (const [groupId, chosen] of Object.entries(selected.tags)) {
    if (!groups.some((group) => group.id === groupId) && chosen.length) tags[groupId] = chosen;
  }
  const types = [
    ...(checked('input:not([name])') as AccommodationType[]),
    ...selected.types.filter((type) => !offeredTypes.includes(type)),
  ];
  return { tags, types, onlyAvailable: onlyAvailableBox.checked, sort: selected.sort };
}
