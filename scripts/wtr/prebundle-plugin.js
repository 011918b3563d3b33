// Serves a package that is made of many small modules as one module, bundled when the test server starts.
// `import { addDays } from 'date-fns'` would otherwise make every test page fetch and evaluate date-fns's ~300
// modules: three quarters of a page's requests. Only packages that share no state with other packages belong here
// (a bundled copy of Lit would give the page a second Lit).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rolldown } from 'rolldown';

// Under node_modules/ so that the server serves it as a file: the server caches its transforms of files only.
const cacheDir = 'node_modules/.cache/stay-search-test';

async function bundle(specifier, rootDir, file) {
  const build = await rolldown({ input: specifier, cwd: rootDir, logLevel: 'silent' });
  try {
    const { output } = await build.generate({ format: 'esm', minify: true });
    // Written beside and renamed, so that a second test run on the same checkout never serves half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, output[0].code);
    await rename(partial, file);
  } finally {
    await build.close();
  }
}

/** @param {{ packages: string[], rootDir: string }} options */
export function prebundlePlugin({ packages, rootDir }) {
  const fileName = (specifier) => `${specifier.replaceAll('/', '__')}.js`;
  return {
    name: 'prebundle',
    async serverStart() {
      await mkdir(join(rootDir, cacheDir), { recursive: true });
      await Promise.all(packages.map((p) => bundle(p, rootDir, join(rootDir, cacheDir, fileName(p)))));
    },
    resolveImport({ source }) {
      if (packages.includes(source)) return `/${cacheDir}/${fileName(source)}`;
    },
  };
}
