/**
 * The third-party notice of the script-tag files. Lit's BSD-3-Clause licence asks that its copyright notice, its
 * conditions and its disclaimer come with every redistribution in binary form, and date-fns' MIT licence asks the
 * same of its notice; the minifier drops their `@license` comments. So the build writes `THIRD-PARTY-NOTICES.txt`
 * beside `stay-search.js`, made from the packages whose modules really went into the files, with each package's own
 * licence text, and puts a one-line comment naming it at the top of every file that holds third-party code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The notice's file name, beside `stay-search.js` in `dist/`. */
export const NOTICE_FILE = 'THIRD-PARTY-NOTICES.txt';

const NODE_MODULES = '/node_modules/';
const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

export interface BundledPackage {
  name: string;
  version: string;
  licence: string;
  homepage: string;
  /** The licence text as the package ships it. */
  text: string;
}

/** `lit-html` for `/…/node_modules/lit-html/lit-html.js`, `@lit/task` for a scoped one; `undefined` for our own. */
export function packageOf(moduleId: string): { name: string; root: string } | undefined {
  const path = moduleId.replace(/\\/g, '/').replace(/^\0/, '');
  const start = path.lastIndexOf(NODE_MODULES);
  if (start < 0) return undefined;
  const [first, second] = path.slice(start + NODE_MODULES.length).split('/');
  if (!first) return undefined;
  const name = first.startsWith('@') && second ? `${first}/${second}` : first;
  return { name, root: path.slice(0, start + NODE_MODULES.length + name.length) };
}

function readPackage(root: string, name: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version?: string;
    license?: string;
    homepage?: string;
    repository?: string | { url?: string };
  };
  const licenceFile = readdirSync(root).find((file) => LICENCE_FILE.test(file));
  if (!licenceFile) {
    throw new Error(`${name} is bundled but ships no licence file: add its licence text to ${NOTICE_FILE} by hand`);
  }
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return {
    name,
    version: manifest.version ?? 'unknown',
    licence: manifest.license ?? 'see the text below',
    homepage: manifest.homepage ?? repository?.replace(/^git\+/, '') ?? `https://www.npmjs.com/package/${name}`,
    text: readFileSync(join(root, licenceFile), 'utf8').trim(),
  };
}

/** The packages that the given modules come from, each once, sorted by name. */
export function bundledPackages(moduleIds: Iterable<string>): BundledPackage[] {
  const roots = new Map<string, string>();
  for (const id of moduleIds) {
    const found = packageOf(id);
    if (found && existsSync(join(found.root, 'package.json'))) roots.set(found.name, found.root);
  }
  return [...roots].sort(([a], [b]) => a.localeCompare(b)).map(([name, root]) => readPackage(root, name));
}

/** The notice: what it covers, then each package with its licence text in full. */
export function noticeText(packages: BundledPackage[]): string {
  const rule = '-'.repeat(78);
  const sections = packages.map((bundled) =>
    [
      rule,
      `${bundled.name} ${bundled.version}`,
      `Licence: ${bundled.licence}`,
      `Source: ${bundled.homepage}`,
      rule,
      '',
      bundled.text,
      '',
    ].join('\n'),
  );
  return [
    'Third-party software in stay-search',
    '',
    `The script-tag files of stay-search (stay-search.js and the stay-search.*.js files beside it) contain code of`,
    'the packages below, each under its own licence, whose text follows in full. stay-search itself is under the',
    'MIT licence (the LICENSE file of the package).',
    '',
    `Packages: ${packages.map((bundled) => `${bundled.name} (${bundled.licence})`).join(', ')}.`,
    '',
    ...sections,
  ].join('\n');
}

/** The comment at the top of a file with third-party code: which licences, and where their texts are. */
export function bannerFor(packages: BundledPackage[]): string {
  if (packages.length === 0) return '';
  const licences = [...new Set(packages.map((bundled) => `${bundled.name} ${bundled.licence}`))].join(', ');
  return `/*! stay-search | MIT | includes ${licences}: see ${NOTICE_FILE} */`;
}

/** Writes the notice beside the bundle and names it at the top of each file that holds third-party code. */
export function thirdPartyNoticesPlugin(): Plugin {
  return {
    name: 'stay-search-third-party-notices',
    apply: 'build',
    outputOptions(options) {
      // After minification, so that the minifier cannot drop it; the source maps account for the added line.
      return { ...options, postBanner: (chunk) => bannerFor(bundledPackages(chunk.moduleIds)) };
    },
    generateBundle(_options, bundle) {
      const moduleIds = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? item.moduleIds : []));
      this.emitFile({ type: 'asset', fileName: NOTICE_FILE, source: `${noticeText(bundledPackages(moduleIds))}\n` });
    },
  };
}
