import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../helpers/commands.js';
import '../../src/define/stay-filters.js';
import type { StayFilters } from '../../src/elements/stay-filters.js';
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

async function wide(): Promise<StayFilters> {
  const element = await fixture<StayFilters>(
    html`<stay-filters lang="en" style="width: 900px" .tagGroups=${groups} types="chalet,bungalow,campsite"></stay-filters>`,
  );
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
    const body = page.root.querySelector<HTMLElement>('#body')!;
    expect(getComputedStyle(page.toggleButton).display).not.to.equal('none');
    expect(getComputedStyle(body).display).to.equal('none');
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
    expect(getComputedStyle(body).display).not.to.equal('none');
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
    expect(getComputedStyle(page.body).display).not.to.equal('none');
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
    expect(getComputedStyle(page.body).display).to.equal('none');
    element.layout = 'sidebar';
    await element.updateComplete;
    expect(element.getAttribute('layout')).to.equal('sidebar');
    expect(getComputedStyle(page.body).display).not.to.equal('none');
    expect(page.tagBox('tag_dogs').checked).to.equal(true);
    element.layout = 'bar';
    await element.updateComplete;
    expect(page.toggleButton.textContent!.trim()).to.equal('Filters (1)');
    expect(getComputedStyle(page.body).display).to.equal('none');
  });

  it("sizes from the widget's own font size, whatever the page's root font size (62.5 %, 125 %)", async () => {
    // 560 px: a bar that folds at the default size (below 40em, 640 px), and did not fold when 40rem was 400 px.
    const element = await fixture<StayFilters>(
      html`<stay-filters lang="en" style="width: 560px" .tagGroups=${groups} types="chalet"></stay-filters>`,
    );
    const page = new StayFiltersPage(element);
    const measure = () => ({
      widget: px(element, 'fontSize'),
      folded: page.hasToggle,
      checkBox: box(page.tagBox('tag_pool')),
      legend: px(page.root.querySelector('legend')!, 'fontSize'),
      sort: px(page.sortSelect, 'fontSize'),
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
    expect(bar['100%'].folded).to.equal(true);
    expect(checkBox).to.deep.equal({ width: widget * 1.25, height: widget * 1.25 });
    expect(legend).to.equal(widget * 0.875);
    page.toggleButton.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(getComputedStyle(page.body).display).not.to.equal('none');
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
});
