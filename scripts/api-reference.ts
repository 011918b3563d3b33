// Writes docs/reference.md from dist/custom-elements.json (run `npm run build` first, or `npm run analyze`):
// every element's attributes, properties, events, slots, parts and custom properties.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
  fieldName?: string;
  kind?: string;
  static?: boolean;
}

interface Declaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  description?: string;
  attributes?: Described[];
  members?: Described[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}

const ORDER = ['stay-search', 'stay-dates', 'stay-guests', 'stay-filters', 'stay-results', 'stay-pager'];
const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('dist/custom-elements.json', root), 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (text: string) => `\`${text}\``;

function table(columns: string[], rows: string[][]): string {
  return [`| ${columns.join(' | ')} |`, `| ${columns.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((d) => d.customElement && d.tagName)
  .sort((a, b) => ORDER.indexOf(a.tagName!) - ORDER.indexOf(b.tagName!));

const out: string[] = [
  '# Element reference',
  '',
  'Generated from `dist/custom-elements.json` by `scripts/api-reference.ts` (`npm run reference`); do not edit by hand.',
  '',
  ...elements.map((e) => `- [\`<${e.tagName}>\`](#${e.tagName})`),
  '',
];

for (const element of elements) {
  out.push(`## ${element.tagName}`, '', `Class \`${element.name}\`. ${cell(element.description)}`, '');
  const attributes = element.attributes ?? [];
  if (attributes.length) {
    out.push('### Attributes', '');
    out.push(
      table(
        ['Attribute', 'Property', 'Type', 'Default', 'Description'],
        attributes.map((a) => [code(a.name), a.fieldName ? code(a.fieldName) : '', cell(a.type?.text), cell(a.default), cell(a.description)]),
      ),
      '',
    );
  }
  const withAttribute = new Set(attributes.map((a) => a.fieldName));
  const members = (element.members ?? []).filter((m) => !m.static && !withAttribute.has(m.name));
  const properties = members.filter((m) => m.kind === 'field');
  const methods = members.filter((m) => m.kind === 'method');
  if (properties.length) {
    out.push('### Properties (no attribute)', '');
    out.push(table(['Property', 'Type', 'Description'], properties.map((p) => [code(p.name), cell(p.type?.text), cell(p.description)])), '');
  }
  if (methods.length) {
    out.push('### Methods', '');
    out.push(table(['Method', 'Description'], methods.map((m) => [code(`${m.name}()`), cell(m.description)])), '');
  }
  for (const [group, title, wrap] of [
    ['events', 'Events', (n: string) => code(n)],
    ['slots', 'Slots', (n: string) => (n ? code(n) : '(default)')],
    ['cssParts', 'CSS parts', (n: string) => code(`::part(${n})`)],
    ['cssProperties', 'CSS custom properties', (n: string) => code(n)],
  ] as const) {
    const items = element[group] ?? [];
    if (!items.length) continue;
    out.push(`### ${title}`, '');
    out.push(
      table(
        group === 'events' ? ['Event', 'Type', 'Description'] : [title.replace(/s$/, ''), 'Description'],
        items.map((item) =>
          group === 'events' ? [wrap(item.name), cell(item.type?.text), cell(item.description)] : [wrap(item.name), cell(item.description)],
        ),
      ),
      '',
    );
  }
}

mkdirSync(new URL('docs/', root), { recursive: true });
writeFileSync(new URL('docs/reference.md', root), `${out.join('\n').trimEnd()}\n`);
console.log(`docs/reference.md: ${elements.length} elements`);
