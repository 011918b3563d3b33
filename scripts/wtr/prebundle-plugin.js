// Serves a package that is made of many small modules as one module, bundled when the test server starts. Every test
// page would otherwise fetch and evaluate each of their modules, one level of imports after the other:
// - `import { addDays } from 'date-fns'`: date-fns's ~300 modules, three quarters of a page's requests;
// - `import { expect, fixture } from '@open-wc/testing'`: chai, its plugins and the fixture helpers, 35 modules five
//   levels deep, which every test file imports first (0.3-0.5 s of each page's start in every engine).
// A package here must share no state with the page's other modules: the packages that do stay `external`, imported
// from the bundle by name and served as usual, so that the page has one copy of each (a bundled copy of Lit would give
// the page a second Lit, and a second copy of the test runner's commands a second connection).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rolldown } from 'rolldown';

// Under node_modules/ so that the server serves it as a file: the server caches its transforms of files only.
const cacheDir = 'node_modules/.cache/stay-search-test';

/**
 * @typedef {{ specifier: string, external?: RegExp[] }} Prebundled a package's name, and the imports it keeps as
 *   imports (matched against the specifier as written)
 */

/** @param {Prebundled} entry @param {string} rootDir @param {string} file */
async function bundle({ specifier, external = [] }, rootDir, file) {
  const build = await rolldown({ input: specifier, cwd: rootDir, logLevel: 'silent', external });
  try {
    // One file: a dynamic import inside the package would otherwise become a chunk this plugin does not serve.
    const { output } = await build.generate({ format: 'esm', minify: true, inlineDynamicImports: true });
    if (output.length !== 1) throw new Error(`prebundle: ${specifier} came out as ${output.length} files, not one`);
    // Written beside and renamed, so that a second test run on the same checkout never serves half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, output[0].code);
    await rename(partial, file);
  } finally {
    await build.close();
  }
}

/** @param {{ packages: Prebundled[], rootDir: string }} options */
export function prebundlePlugin({ packages, rootDir }) {
  const fileName = (specifier) => `${specifier.replaceAll('/', '__')}.js`;
  const specifiers = packages.map((entry) => entry.specifier);
  return {
    name: 'prebundle',
    async serverStart() {
      await mkdir(join(rootDir, cacheDir), { recursive: true });
      await Promise.all(
        packages.map((entry) => bundle(entry, rootDir, join(rootDir, cacheDir, fileName(entry.specifier)))),
      );
    },
    resolveImport({ source }) {
      if (specifiers.includes(source)) return `/${cacheDir}/${fileName(source)}`;
    },
  };
}
