import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-filters.js';
import { StayFilters } from '../../src/elements/stay-filters.js';
import type { TagGroup } from '../../src/logic/filters.js';
import { StayFiltersPage } from '../helpers/stay-filters-page.js';
import { box, px, underRootFontSizes } from '../helpers/root-font-size.js';

const groups: TagGroup[] = [
  {
    id: 'facilities',
    label: { en: 'Facilities', nl: 'Voorzieningen' },
    tags: [
      { id: 'tag_pool', label: { en: 'Pool', nl: 'Zwembad' } },
      { id: 'tag_wifi', label: 'Wi-Fi' },
    ],
  },
  {
    id: 'pets',
    label: { en: 'Pets', nl: 'Huisdieren' },
    tags: [{ id: 'tag_dogs', label: { en: 'Dogs allowed', nl: 'Honden toegestaan' } }],
  },
];

async function warnings(action: () => Promise<unknown> | unknown): Promise<string[]> {
  const original = console.warn;
  const seen: string[] = [];
  console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  try {
    await action();
  } finally {
    console.warn = original;
  }
  return seen;
}

/** Records each event with the element's query as the listener sees it (so it proves the value was committed). */
function record(element: StayFilters, names: string[]): string[] {
  const log: string[] = [];
  for (const name of names) element.addEventListener(name, () => log.push(`${name} ${JSON.stringify(element.query)}`));
  return log;
}

/** A wide bar: its panel is shown without a button. */
async function wide(): Promise<StayFilters> {
  const element = await fixture<StayFilters>(
    html`<stay-filters lang="en" style="width: 900px" .tagGroups=${groups} types="chalet,bungalow,campsite"></stay-filters>`,
  );
  await new StayFiltersPage(element).open();
  return element;
}

describe('stay-filters', () => {
  it('shows the tag groups, the offered types in words, only-available on and the campsite order', async () => {
    const page = new StayFiltersPage(await wide());
    expect(page.legends).to.deep.equal(['Facilities', 'Pets', 'Accommodation']);
    expect(page.optionLabels('facilities')).to.deep.equal(['Pool', 'Wi-Fi']);
    expect(page.optionLabels('types')).to.deep.equal(['Chalet', 'Bungalow', 'Pitch']);
    expect(page.onlyAvailableBox.checked).to.equal(true);
    expect(page.sortSelect.value).to.equal('rank');
    expect(page.element.query).to.deep.equal({ stock: { stock: 1, operator: 'GTE' } });
    expect(getComputedStyle(page.toggleButton).display).to.equal('none');
  });

  it('ORs tags inside a group and ANDs groups, firing change after the value is committed', async () => {
    const page = new StayFiltersPage(await wide());
    const log = record(page.element, ['change']);
    await page.toggleTag('tag_wifi');
    await page.toggleTag('tag_dogs');
    await page.toggleTag('tag_pool');
    expect(page.element.query.tags).to.deep.equal([['tag_pool', 'tag_wifi'], ['tag_dogs']]);
    expect(page.element.value.tags).to.deep.equal({ facilities: ['tag_pool', 'tag_wifi'], pets: ['tag_dogs'] });
    expect(log).to.have.length(3);
    expect(log[0]).to.equal('change {"tags":[["tag_wifi"]],"stock":{"stock":1,"operator":"GTE"}}');
    await page.toggleTag('tag_dogs');
    expect(page.element.query.tags).to.deep.equal([['tag_pool', 'tag_wifi']]);
  });

  it('sends one type as EQ and several as IN', async () => {
    const page = new StayFiltersPage(await wide());
    await page.toggleType('bungalow');
    expect(page.element.query.type).to.deep.equal({ type: 'bungalow', operator: 'EQ' });
    await page.toggleType('chalet');
    expect(page.element.query.type).to.deep.equal({ type: ['chalet', 'bungalow'], operator: 'IN' });
    await page.toggleType('chalet');
    await page.toggleType('bungalow');
    expect(page.element.query).not.to.have.property('type');
  });

  it('drops the stock filter when only-available is turned off, and sorts by the chosen key', async () => {
    const page = new StayFiltersPage(await wide());
    const log = record(page.element, ['change']);
    await page.toggleOnlyAvailable();
    expect(page.element.query).to.deep.equal({});
    await page.chooseSort('price-asc');
    expect(page.element.getAttribute('sort')).to.equal('price-asc');
    expect(page.element.query).to.deep.equal({ sorts: [{ column: 'price_total', order: 'asc' }] });
    expect(log).to.deep.equal(['change {}', 'change {"sorts":[{"column":"price_total","order":"asc"}]}']);
  });

  it('clears tags and types, turns only-available back on and keeps the sort', async () => {
    const page = new StayFiltersPage(await wide());
    expect(page.clearButton.getAttribute('aria-disabled')).to.equal('true');
    page.element.value = {
      tags: { facilities: ['tag_pool'] },
      types: ['chalet'],
      onlyAvailable: false,
      sort: 'rating',
    };
    await page.element.updateComplete;
    expect(page.tagBox('tag_pool').checked).to.equal(true);
    expect(page.clearButton.getAttribute('aria-disabled')).to.equal('false');
    const log = record(page.element, ['change']);
    page.clearButton.focus();
    await page.clear();
    expect(page.element.value).to.deep.equal({ tags: {}, types: [], onlyAvailable: true, sort: 'rating' });
    expect(page.tagBox('tag_pool').checked).to.equal(false);
    expect(page.onlyAvailableBox.checked).to.equal(true);
    expect(log).to.deep.equal([
      'change {"stock":{"stock":1,"operator":"GTE"},"sorts":[{"column":"rating","order":"desc"}]}',
    ]);
    expect(page.clearButton.getAttribute('aria-disabled')).to.equal('true');
    expect(page.focused).to.equal(page.clearButton);
    await page.clear();
    expect(log).to.have.length(1);
  });

  it('round-trips the value property without firing change', async () => {
    const element = await wide();
    const log = record(element, ['change']);
    const value = {
      tags: { facilities: ['tag_wifi'], pets: ['tag_dogs'] },
      types: ['campsite' as const],
      onlyAvailable: false,
      sort: 'name' as const,
    };
    element.value = value;
    await element.updateComplete;
    expect(element.value).to.deep.equal(value);
    expect(element.sort).to.equal('name');
    const read = element.value;
    element.value = read;
    expect(element.value).to.deep.equal(value);
    expect(log).to.deep.equal([]);
  });

  it('does not re-render when a host sets an equal value again, and does when the choice changes', async () => {
    const element = await wide();
    element.value = { tags: { facilities: ['tag_wifi'] }, types: ['campsite'], onlyAvailable: false };
    await element.updateComplete;
    element.value = { tags: { facilities: ['tag_wifi'] }, types: ['campsite'], onlyAvailable: false };
    expect(element.isUpdatePending, 'an equal value').to.equal(false);
    element.value = { tags: { facilities: ['tag_wifi', 'tag_pool'] }, types: ['campsite'], onlyAvailable: false };
    expect(element.isUpdatePending, 'another tag').to.equal(true);
    await element.updateComplete;
    element.value = { tags: { facilities: ['tag_wifi', 'tag_pool'] }, types: [], onlyAvailable: false };
    expect(element.isUpdatePending, 'no types').to.equal(true);
    await element.updateComplete;
    element.value = { tags: { facilities: ['tag_wifi', 'tag_pool'] }, types: [], onlyAvailable: true };
    expect(element.isUpdatePending, 'only available').to.equal(true);
  });

  it("keeps tags and types set by script that the site does not offer through the guest's clicks", async () => {
    const element = await wide();
    const page = new StayFiltersPage(element);
    element.value = {
      tags: { facilities: ['tag_pool', 'tag_sauna'], region: ['tag_coast'] },
      types: ['chalet', 'villa'],
    };
    await element.updateComplete;
    const log = record(element, ['change']);
    page.tagBox('tag_wifi').focus();
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(element.value.tags).to.deep.equal({
      facilities: ['tag_pool', 'tag_wifi', 'tag_sauna'],
      region: ['tag_coast'],
    });
    expect(element.value.types).to.deep.equal(['chalet', 'villa']);
    await page.toggleType('chalet');
    await page.toggleTag('tag_pool');
    expect(element.value.types).to.deep.equal(['villa']);
    expect(element.value.tags).to.deep.equal({ facilities: ['tag_wifi', 'tag_sauna'], region: ['tag_coast'] });
    expect(log.at(-1)).to.equal(
      'change {"tags":[["tag_wifi","tag_sauna"],["tag_coast"]],"type":{"type":"villa","operator":"EQ"},"stock":{"stock":1,"operator":"GTE"}}',
    );
    // "Clear filters" is the guest's own choice to start again: it clears what they could not see too.
    await page.clear();
    expect(element.value).to.deep.include({ tags: {}, types: [] });
    await expect(element).to.be.accessible();
  });

  it('shows the sort it searches when the value is set after the guest chose another (as Back does)', async () => {
    const element = await wide();
    const page = new StayFiltersPage(element);
    await page.chooseSort('price-asc');
    await page.chooseSort('rank');
    element.value = { ...element.value, sort: 'price-asc' };
    await element.updateComplete;
    expect(element.sort).to.equal('price-asc');
    expect(page.sortSelect.value).to.equal('price-asc');
  });

  it('stays usable with broken tag-groups JSON, unknown types and a bad sort, warning once each', async () => {
    let element!: StayFilters;
    const warned = await warnings(async () => {
      element = await fixture<StayFilters>(
        html`<stay-filters lang="en" tag-groups='[{"id":"a",' types="chalet,castle" sort="cheapest"></stay-filters>`,
      );
    });
    expect(warned).to.have.length(3);
    expect(warned.join('\n')).to.contain('tag-groups').and.contain('castle').and.contain('cheapest');
    const page = new StayFiltersPage(element);
    await page.open();
    expect(page.legends).to.deep.equal(['Accommodation']);
    expect(page.sortSelect.value).to.equal('rank');
    expect(element.query).to.deep.equal({ stock: { stock: 1, operator: 'GTE' } });
    await page.toggleType('chalet');
    expect(element.query.type).to.deep.equal({ type: 'chalet', operator: 'EQ' });
  });

  it('names the nearest valid type of an unknown one in its warning, and shows the valid ones', async () => {
    let element!: StayFilters;
    const warned = await warnings(async () => {
      element = await fixture<StayFilters>(
        html`<stay-filters lang="en" style="width: 900px" types="pitch, Mobile home, chalet"></stay-filters>`,
      );
    });
    expect(warned).to.deep.equal([
      '<stay-filters> types: unknown types "pitch" (did you mean "campsite"?), "Mobile home" (did you mean "mobilehome"?)',
    ]);
    const page = new StayFiltersPage(element);
    await page.open();
    expect(page.optionLabels('types')).to.deep.equal(['Chalet']);
    page.sortSelect.focus();
    await sendKeys({ press: 'Tab' });
    expect(page.focused).to.equal(page.typeBox('chalet'));
    await expect(element).to.be.accessible();
  });

  it('reads tag-groups from the attribute and speaks Dutch', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="nl"><stay-filters style="width: 900px" tag-groups=${JSON.stringify(groups)} types="mobilehome,gipsywagon"></stay-filters></div>`,
    );
    const element = wrapper.querySelector('stay-filters')!;
    await element.updateComplete;
    const page = new StayFiltersPage(element);
    await page.open();
    expect(page.legends).to.deep.equal(['Voorzieningen', 'Huisdieren', 'Accommodatie']);
    expect(page.optionLabels('facilities')).to.deep.equal(['Zwembad', 'Wi-Fi']);
    expect(page.optionLabels('types')).to.deep.equal(['Stacaravan', 'Pipowagen']);
    expect(page.root.textContent)
      .to.contain('Alleen beschikbaar')
      .and.contain('Filters wissen')
      .and.contain('Sorteren');
    expect([...page.sortSelect.options].map((option) => option.textContent!.trim())[1]).to.equal('Laagste prijs');
  });

  it('is operated by keyboard alone: Tab to a checkbox, Space toggles, arrows change the sort', async () => {
    const element = await wide();
    const page = new StayFiltersPage(element);
    const log = record(element, ['change']);
    page.sortSelect.focus();
    await sendKeys({ press: 'Tab' });
    expect(page.focused).to.equal(page.tagBox('tag_pool'));
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(element.query.tags).to.deep.equal([['tag_pool']]);
    await sendKeys({ press: 'Shift+Tab' });
    expect(page.focused).to.equal(page.sortSelect);
    await sendKeys({ press: 'ArrowDown' });
    await element.updateComplete;
    expect(element.sort).to.equal('price-asc');
    expect(log).to.have.length(2);
  });

  it('folds the filters behind a "Filters (n)" button in a narrow space', async () => {
    const element = await fixture<StayFilters>(
      html`<stay-filters lang="en" style="width: 320px" .tagGroups=${groups} types="chalet"></stay-filters>`,
    );
    const page = new StayFiltersPage(element);
    expect(page.hasToggle).to.equal(true);
    expect(page.isOpen, 'a folded panel is not rendered').to.equal(false);
    expect(page.root.querySelectorAll('fieldset, input[type="checkbox"]')).to.have.length(0);
    expect(page.toggleButton.textContent!.trim()).to.equal('Filters');
    // The sort fills the rest of the row, or a row of its own: no gap before it, and it reaches the end.
    const sort = page.root.querySelector('[part~="sort"]')!.getBoundingClientRect();
    const toggle = page.toggleButton.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const startsRow = Math.abs(sort.left - box.left) < 1;
    const followsButton = sort.top === toggle.top && sort.left - toggle.right <= 9;
    expect(startsRow || followsButton, `sort at ${sort.left}, button ends at ${toggle.right}`).to.equal(true);
    expect(sort.right).to.be.closeTo(box.right, 1);
    await expect(element).to.be.accessible();
    page.toggleButton.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(page.toggleButton.getAttribute('aria-expanded')).to.equal('true');
    expect(page.toggleButton.getAttribute('aria-controls')).to.equal(page.body.id);
    expect(page.isOpen).to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(page.focused).to.equal(page.tagBox('tag_pool'));
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(page.toggleButton.textContent!.trim()).to.equal('Filters (1)');
    await expect(element).to.be.accessible();
  });

  it('as a sidebar shows everything stacked and open in a narrow column, with no disclosure button', async () => {
    const element = await fixture<StayFilters>(
      html`<stay-filters lang="en" layout="sidebar" style="width: 272px" .tagGroups=${groups} types="chalet,bungalow"></stay-filters>`,
    );
    const page = new StayFiltersPage(element);
    expect(page.hasToggle).to.equal(false);
    expect(page.isOpen).to.equal(true);
    // One column: every option sits below the one before it, at the same left edge.
    const boxes = [
      page.tagBox('tag_pool'),
      page.tagBox('tag_wifi'),
      page.tagBox('tag_dogs'),
      page.typeBox('chalet'),
      page.typeBox('bungalow'),
      page.onlyAvailableBox,
    ];
    const rects = boxes.map((box) => box.getBoundingClientRect());
    for (let i = 1; i < rects.length; i++) {
      expect(rects[i]!.top).to.be.greaterThan(rects[i - 1]!.bottom);
      expect(rects[i]!.left).to.equal(rects[0]!.left);
    }
    // The sort is as wide as the column, not pushed to the end of a row.
    expect(page.sortSelect.getBoundingClientRect().width).to.equal(element.getBoundingClientRect().width);
    page.sortSelect.focus();
    await sendKeys({ press: 'Tab' });
    expect(page.focused).to.equal(page.tagBox('tag_pool'));
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(element.query.tags).to.deep.equal([['tag_pool']]);
    await expect(element).to.be.accessible();
  });

  it('switches between bar and sidebar without losing the choice', async () => {
    const element = await fixture<StayFilters>(
      html`<stay-filters lang="en" style="width: 320px" .tagGroups=${groups}></stay-filters>`,
    );
    const page = new StayFiltersPage(element);
    element.value = { tags: { pets: ['tag_dogs'] } };
    await element.updateComplete;
    expect(page.isOpen).to.equal(false);
    element.layout = 'sidebar';
    await element.updateComplete;
    expect(element.getAttribute('layout')).to.equal('sidebar');
    expect(page.isOpen).to.equal(true);
    expect(page.tagBox('tag_dogs').checked).to.equal(true);
    element.layout = 'bar';
    await element.updateComplete;
    expect(page.toggleButton.textContent!.trim()).to.equal('Filters (1)');
    expect(page.isOpen).to.equal(false);
  });

  it("sizes from the widget's own font size, whatever the page's root font size (62.5 %, 125 %)", async () => {
    // 560 px: a bar that folds at the default size (below 40em, 640 px), and did not fold when 40rem was 400 px.
    const element = await fixture<StayFilters>(
      html`<stay-filters lang="en" style="width: 560px" .tagGroups=${groups} types="chalet"></stay-filters>`,
    );
    const page = new StayFiltersPage(element);
    const measure = () => ({
      widget: px(element, 'fontSize'),
      sort: box(page.sortSelect),
      checkBox: page.isOpen ? box(page.tagBox('tag_pool')) : null,
      legend: page.isOpen ? px(page.root.querySelector('legend')!, 'fontSize') : null,
      sortFont: px(page.sortSelect, 'fontSize'),
      toggle: page.hasToggle ? box(page.toggleButton) : null,
    });
    element.layout = 'sidebar';
    await element.updateComplete;
    const sidebar = await underRootFontSizes(measure);
    element.layout = 'bar';
    await element.updateComplete;
    const bar = await underRootFontSizes(measure);
    for (const measured of [sidebar, bar]) {
      expect(measured['62.5%'], 'html { font-size: 62.5% }').to.deep.equal(measured['100%']);
      expect(measured['125%'], 'html { font-size: 125% }').to.deep.equal(measured['100%']);
    }
    const { widget, checkBox, legend } = sidebar['100%'];
    expect(checkBox).to.deep.equal({ width: widget * 1.25, height: widget * 1.25 });
    expect(legend).to.equal(widget * 0.875);
    // Below 40em of its own width (640 px here) the sort's select fills the bar's row beside the button (wider than
    // its own content, as it was not when the threshold was 40rem, 400 px, under a 62.5 % root).
    expect(bar['100%'].sort.width).to.be.greaterThan(300);
    page.toggleButton.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(page.isOpen).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('has no axe violations with filters chosen and without groups', async () => {
    const element = await wide();
    element.value = {
      tags: { facilities: ['tag_pool'] },
      types: ['chalet', 'campsite'],
      onlyAvailable: true,
      sort: 'rating',
    };
    await element.updateComplete;
    await expect(element).to.be.accessible();
    const bare = await fixture<StayFilters>(html`<stay-filters lang="en"></stay-filters>`);
    await expect(bare).to.be.accessible();
  });

  describe("the panel's contents", () => {
    it('renders nothing of a folded panel, and shows its contents in the update that opens it', async () => {
      const element = await fixture<StayFilters>(
        html`<stay-filters lang="en" style="width: 320px" .tagGroups=${groups} types="chalet"></stay-filters>`,
      );
      const page = new StayFiltersPage(element);
      expect(page.isOpen).to.equal(false);
      expect(page.root.querySelectorAll('fieldset, input[type="checkbox"], [part~="clear"]')).to.have.length(0);
      page.toggleButton.focus();
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      expect(page.isOpen).to.equal(true);
      expect(page.toggleButton.hasAttribute('aria-busy'), 'nothing to wait for').to.equal(false);
      expect(page.legends).to.deep.equal(['Facilities', 'Pets', 'Accommodation']);
      expect(page.focused, 'focus stays on "Filters"').to.equal(page.toggleButton);
      await expect(element).to.be.accessible();
    });

    it('shows the contents of a sidebar and of a wide bar from its first render, and folds a narrowed bar', async () => {
      const sidebar = await fixture<StayFilters>(
        html`<stay-filters lang="en" layout="sidebar" style="width: 272px" .tagGroups=${groups}></stay-filters>`,
      );
      expect(new StayFiltersPage(sidebar).legends).to.deep.equal(['Facilities', 'Pets']);
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      const bar = document.createElement('stay-filters');
      bar.lang = 'en';
      bar.style.width = '900px';
      bar.tagGroups = groups;
      wrapper.append(bar);
      // The first update, before any frame: the contents are there, no size probe is waited for.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      expect(bar.hasUpdated, 'rendered in the microtask after it was connected').to.equal(true);
      const page = new StayFiltersPage(bar);
      expect(page.legends).to.deep.equal(['Facilities', 'Pets']);
      await bar.updateComplete;
      expect(page.hasToggle).to.equal(false);
      expect(page.legends).to.deep.equal(['Facilities', 'Pets']);
      // Narrowed, it folds them away: nothing of them stays rendered.
      bar.style.width = '320px';
      await waitUntil(() => !page.root.querySelector('fieldset'), 'a narrowed bar kept its filters rendered');
      expect(page.isOpen).to.equal(false);
      expect(page.toggleButton.getAttribute('aria-expanded')).to.equal('false');
      // Widened again, they come back.
      bar.style.width = '900px';
      await waitUntil(() => page.root.querySelector('fieldset'), 'a widened bar never showed its filters again');
      expect(page.hasToggle).to.equal(false);
    });

    it("has a wide bar's contents in its first frame: what follows it never moves", async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div><p id="after">Results</p></div>`);
      const element = document.createElement('stay-filters');
      element.lang = 'en';
      element.style.width = '900px';
      element.tagGroups = groups;
      element.types = 'chalet,campsite';
      wrapper.prepend(element);
      const after = wrapper.querySelector('#after')!;
      const page = new StayFiltersPage(element);
      // The first frame: the element has rendered, and its size probe has not reported yet.
      await nextFrame();
      expect(element.hasUpdated, 'rendered before the first frame').to.equal(true);
      expect(page.root.querySelector('#available'), 'the contents in the first frame').to.not.equal(null);
      const first = after.getBoundingClientRect().top;
      await element.updateComplete;
      await nextFrame();
      expect(page.legends).to.deep.equal(['Facilities', 'Pets', 'Accommodation']);
      expect(after.getBoundingClientRect().top, 'once the probe has reported').to.equal(first);
    });

    it('keeps the choice and the sort of a narrow bar that the guest never opened', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div><stay-filters lang="en" style="width: 320px" .tagGroups=${groups}></stay-filters></div>`,
      );
      const element = wrapper.querySelector('stay-filters')!;
      element.value = { tags: { pets: ['tag_dogs'] } };
      await element.updateComplete;
      const page = new StayFiltersPage(element);
      expect(page.root.querySelector('fieldset'), 'folded: not rendered').to.equal(null);
      expect(page.toggleButton.textContent!.trim(), 'the choice is still counted').to.equal('Filters (1)');
      // The sort works without the contents, by keyboard, and the choice is still searched for.
      const log = record(element, ['change']);
      page.sortSelect.focus();
      await sendKeys({ press: 'ArrowDown' });
      await element.updateComplete;
      expect(element.sort).to.equal('price-asc');
      expect(log).to.deep.equal([
        'change {"tags":[["tag_dogs"]],"stock":{"stock":1,"operator":"GTE"},"sorts":[{"column":"price_total","order":"asc"}]}',
      ]);
      // Opened, the chosen tag is checked and "clear filters" clears it.
      await page.clear();
      expect(element.value).to.deep.equal({ tags: {}, types: [], onlyAvailable: true, sort: 'price-asc' });
      await expect(element).to.be.accessible();
    });
  });
});
