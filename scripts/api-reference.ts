// Writes docs/reference.md from dist/custom-elements.json (run `npm run build` first, or `npm run analyze`):
// every element's attributes, properties, events, slots, parts and custom properties.
// With `--check` it writes nothing and exits 1 when docs/reference.md differs from what it would write, so
// `npm test` catches a reference left stale by a change to an element.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { elementReferences, type Manifest } from '../demo/manifest.ts';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('dist/custom-elements.json', root), 'utf8')) as Manifest;

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (text: string) => `\`${text}\``;

function table(columns: string[], rows: string[][]): string {
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const references = elementReferences(manifest);

const out: string[] = [
  '# Element reference',
  '',
  'Generated from `dist/custom-elements.json` by `scripts/api-reference.ts` (`npm run reference`); do not edit by hand.',
  '',
  ...references.map(({ declaration }) => `- [\`<${declaration.tagName}>\`](#${declaration.tagName})`),
  '',
];

for (const { declaration: element, attributes, properties, methods } of references) {
  out.push(`## ${element.tagName}`, '', `Class \`${element.name}\`. ${cell(element.description)}`, '');
  if (attributes.length) {
    out.push('### Attributes', '');
    out.push(
      table(
        ['Attribute', 'Property', 'Type', 'Default', 'Description'],
        attributes.map((a) => [
          code(a.name),
          a.fieldName ? code(a.fieldName) : '',
          cell(a.type?.text),
          cell(a.default),
          cell(a.description),
        ]),
      ),
      '',
    );
  }
  if (properties.length) {
    out.push('### Properties (no attribute)', '');
    out.push(
      table(
        ['Property', 'Type', 'Description'],
        properties.map((p) => [code(p.name), cell(p.type?.text), cell(p.description)]),
      ),
      '',
    );
  }
  if (methods.length) {
    out.push('### Methods', '');
    out.push(
      table(
        ['Method', 'Description'],
        methods.map((m) => [code(`${m.name}()`), cell(m.description)]),
      ),
      '',
    );
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
          group === 'events'
            ? [wrap(item.name), cell(item.type?.text), cell(item.description)]
            : [wrap(item.name), cell(item.description)],
        ),
      ),
      '',
    );
  }
}

const reference = `${out.join('\n').trimEnd()}\n`;
const target = new URL('docs/reference.md', root);
if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== reference) {
    console.error(
      'reference: docs/reference.md is not current with the elements; run `npm run build && npm run reference`.',
    );
    process.exit(1);
  }
  console.log(`reference: docs/reference.md is current (${references.length} elements)`);
} else {
  mkdirSync(new URL('docs/', root), { recursive: true });
  writeFileSync(target, reference);
  console.log(`docs/reference.md: ${references.length} elements`);
}
