// The reference of every element, generated from the custom-elements manifest the package ships, with each
// element alone on the page and a log of the events it fires.
import { createClient } from '../src/api/index.js';
import type { StayResults } from '../src/elements/stay-results.js';
import { DEMO_TYPES, demoTagGroups, isoDay } from './demo-config.js';
import { whenNearView } from './gallery.js';
import { elementReferences, type ElementReference, type Manifest } from './manifest.js';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function code(text: string): HTMLElement {
  return element('code', text);
}

function table(caption: string, columns: string[], rows: (string | HTMLElement)[][]): HTMLElement {
  const wrapper = element('div', undefined, 'table-scroll');
  const grid = element('table');
  grid.append(element('caption', caption));
  const head = element('tr');
  for (const column of columns) {
    const th = element('th', column);
    th.scope = 'col';
    head.append(th);
  }
  grid.createTHead().append(head);
  const body = grid.createTBody();
  for (const row of rows) {
    const tr = element('tr');
    for (const cell of row) {
      const td = element('td');
      td.append(cell);
      tr.append(td);
    }
    body.append(tr);
  }
  wrapper.append(grid);
  return wrapper;
}

/** Each element alone, with typical attributes (the whole widget lives at the top of the page). */
async function example(tag: string, service: string): Promise<HTMLElement | undefined> {
  switch (tag) {
    case 'stay-dates': {
      const dates = document.createElement('stay-dates');
      dates.setAttribute('lang', 'en');
      dates.setAttribute('value', `${isoDay(30)}/${isoDay(37)}`);
      return dates;
    }
    case 'stay-guests': {
      const guests = document.createElement('stay-guests');
      guests.setAttribute('lang', 'en');
      guests.setAttribute('value', 'adults:2,children:1');
      return guests;
    }
    case 'stay-filters': {
      const filters = document.createElement('stay-filters');
      filters.setAttribute('lang', 'en');
      filters.setAttribute('types', DEMO_TYPES);
      filters.setAttribute('tag-groups', await demoTagGroups(service));
      return filters;
    }
    case 'stay-results': {
      const query = { arrival: isoDay(30), departure: isoDay(34), limit: 2 };
      const results = document.createElement('stay-results') as StayResults;
      results.lang = 'en';
      results.items = await createClient({ baseUrl: service, publicKey: 'pub_demo_chain' }).search(query);
      results.query = query;
      results.total = results.items.length;
      results.status = 'ready';
      return results;
    }
    case 'stay-pager': {
      const pager = document.createElement('stay-pager');
      pager.setAttribute('lang', 'en');
      pager.setAttribute('page', '3');
      pager.setAttribute('page-count', '9');
      return pager;
    }
    default:
      return undefined;
  }
}

function describeEvent(event: Event): string {
  const details = Object.entries(event)
    .filter(([, value]) => typeof value !== 'function')
    .map(([key, value]) => `${key}: ${JSON.stringify(value)?.slice(0, 80)}`);
  const value = (event.target as { value?: unknown }).value;
  if (details.length === 0 && value !== undefined) details.push(`value: ${JSON.stringify(value)?.slice(0, 80)}`);
  return `${event.type}${details.length ? ` { ${details.join(', ')} }` : ''}`;
}

function renderElement(reference: ElementReference, service: string): HTMLElement {
  const { declaration, attributes, properties, methods } = reference;
  const tag = declaration.tagName;
  const article = element('article', undefined, 'element-doc');
  article.id = tag;
  const heading = element('h3');
  heading.append(code(`<${tag}>`), ` · ${declaration.name}`);
  article.setAttribute('aria-labelledby', `${tag}-heading`);
  heading.id = `${tag}-heading`;
  article.append(heading, element('p', declaration.description ?? ''));

  if (attributes.length) {
    article.append(
      table(
        `Attributes of <${tag}>`,
        ['Attribute', 'Property', 'Type', 'Default', 'Description'],
        attributes.map((a) => [
          code(a.name),
          a.fieldName ? code(a.fieldName) : '',
          a.type?.text ?? '',
          a.default ?? '',
          a.description ?? '',
        ]),
      ),
    );
  }
  if (properties.length) {
    article.append(
      table(
        `Properties of <${tag}> without an attribute`,
        ['Property', 'Type', 'Description'],
        properties.map((p) => [code(p.name), p.type?.text ?? '', p.description ?? '']),
      ),
    );
  }
  if (methods.length) {
    article.append(
      table(
        `Methods of <${tag}>`,
        ['Method', 'Description'],
        methods.map((m) => [code(`${m.name}()`), m.description ?? '']),
      ),
    );
  }
  for (const [group, caption, prefix] of [
    ['events', 'Events', ''],
    ['slots', 'Slots', ''],
    ['cssParts', 'CSS parts', '::part('],
    ['cssProperties', 'CSS custom properties', ''],
  ] as const) {
    const items = declaration[group] ?? [];
    if (!items.length) continue;
    article.append(
      table(
        `${caption} of <${tag}>`,
        [caption.replace(/s$/, ''), 'Description'],
        items.map((item) => [
          code(prefix ? `${prefix}${item.name})` : item.name || '(default)'),
          item.description ?? '',
        ]),
      ),
    );
  }

  // The element on its own, made when the article comes near the window (some examples search the service).
  const own = element('div', undefined, 'element-own');
  own.dataset.state = 'waiting';
  article.append(own);
  whenNearView(own, () => {
    own.dataset.state = 'running';
    void example(tag, service)
      .catch(() => undefined)
      .then((alone) => {
        if (alone) own.append(...exampleWithLog(alone, tag, declaration.events ?? []));
        own.dataset.state = 'ready';
      });
  });
  return article;
}

/** The element on a stage, and a log of the events it fires. */
function exampleWithLog(alone: HTMLElement, tag: string, events: { name: string }[]): HTMLElement[] {
  const stage = element('div', undefined, 'stage');
  stage.append(alone);
  const logHeading = element('h4', `Events fired by this <${tag}>`);
  logHeading.id = `${tag}-log-heading`;
  const log = element('ol', undefined, 'event-log');
  log.setAttribute('aria-labelledby', logHeading.id);
  log.tabIndex = 0;
  for (const { name } of events) {
    alone.addEventListener(name, (event) => log.prepend(element('li', describeEvent(event))));
  }
  return [element('h4', `<${tag}> on its own`), stage, logHeading, log];
}

export async function renderReference(container: HTMLElement, service: string): Promise<void> {
  const response = await fetch('/dist/custom-elements.json');
  if (!response.ok) {
    container.textContent = 'custom-elements.json is missing: run `npm run build` (npm start serves it fresh).';
    return;
  }
  const manifest = (await response.json()) as Manifest;
  const references = elementReferences(manifest);
  const toc = element('ul', undefined, 'inline-list');
  for (const { declaration } of references) {
    const item = element('li');
    const link = element('a');
    link.href = `#${declaration.tagName}`;
    link.append(code(`<${declaration.tagName}>`));
    item.append(link);
    toc.append(item);
  }
  container.append(toc, ...references.map((reference) => renderElement(reference, service)));
}
