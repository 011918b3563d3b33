import { expect } from '@open-wc/testing';
import { loadBundleFiles } from './frames.js';

const NOTICE = 'THIRD-PARTY-NOTICES.txt';

/** The npm packages a source map's `sources` come from (`../node_modules/@lit/task/task.js` → `@lit/task`). */
function packagesIn(sources: string[]): string[] {
  const names = sources.map((source) => /node_modules\/(@[^/]+\/[^/]+|[^/]+)\//.exec(source)?.[1]);
  return [...new Set(names.filter((name): name is string => name !== undefined))];
}

/** The licence file a package ships, as the test server serves node_modules. */
async function licenceText(name: string): Promise<string> {
  for (const file of ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license']) {
    const response = await fetch(`/node_modules/${name}/${file}`);
    if (response.ok) return (await response.text()).trim();
  }
  throw new Error(`${name} ships no licence file`);
}

describe('THIRD-PARTY-NOTICES.txt, the licences of the code bundled into dist/', () => {
  let notice: string;
  let bundled: Map<string, string[]>;

  before(async () => {
    const response = await fetch(`/dist/${NOTICE}`);
    expect(response.ok, `dist/${NOTICE} is missing: run \`npm run build\` first`).to.equal(true);
    notice = await response.text();
    const { entry, parts } = await loadBundleFiles();
    bundled = new Map();
    for (const file of [entry, ...parts.map((part) => part.file)]) {
      const map = (await (await fetch(`/dist/${file}.map`)).json()) as { sources: string[] };
      bundled.set(file, packagesIn(map.sources));
    }
  });

  it('finds Lit and date-fns in the source maps (the check below has something to check)', () => {
    const all = [...bundled.values()].flat();
    expect(all).to.include.members(['lit-html', 'lit-element', '@lit/reactive-element', 'date-fns']);
  });

  it('names every package bundled into any file, with its licence text in full', async () => {
    for (const name of new Set([...bundled.values()].flat())) {
      expect(notice, `${name} is bundled but not named`).to.match(new RegExp(`^${name.replace(/[./]/g, '\\$&')} \\d`, 'm'));
      expect(notice.includes(await licenceText(name)), `${name}: its licence text`).to.equal(true);
    }
  });

  it('keeps the copyright lines of Lit and date-fns', () => {
    expect(notice).to.contain('Copyright (c) 2017 Google LLC');
    expect(notice).to.match(/Copyright \(c\) \d{4} Sasha Koss/);
  });

  it('is named at the top of every file that holds third-party code', async () => {
    for (const [file, packages] of bundled) {
      if (packages.length === 0) continue;
      const firstLine = (await (await fetch(`/dist/${file}`)).text()).split('\n')[0]!;
      expect(firstLine, file).to.match(/^\/\*!.*\*\/$/);
      expect(firstLine, file).to.contain(NOTICE);
      for (const name of packages) expect(firstLine, `${file} names ${name}`).to.contain(name);
    }
  });

  it('is in the package, with the licence of stay-search itself', async () => {
    const manifest = (await (await fetch('/package.json')).json()) as { license: string; files: string[] };
    expect(manifest.files).to.include(`dist/${NOTICE}`);
    expect(manifest.license).to.equal('MIT');
    const licence = await (await fetch('/LICENSE')).text();
    expect(licence).to.match(/^MIT License/);
    expect(licence).to.contain('Permission is hereby granted, free of charge');
  });
});
