#!/usr/bin/env node
// Runs `npm run build` only when dist/ is missing or older than the sources, so `npm test` works on a fresh
// checkout (the dist tests load the built bundle and manifest) and stays fast when nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = [
  'dist/stay-search.js',
  'dist/.vite/manifest.json',
  'dist/THIRD-PARTY-NOTICES.txt',
  'dist/lib/index.js',
  'dist/custom-elements.json',
].map((p) => join(root, p));
// Everything that changes what the build writes: the sources, the build's configuration, its plugins and the locked
// dependencies.
const inputs = [
  'src',
  'scripts/minify-templates.ts',
  'scripts/third-party-notices.ts',
  'scripts/integrity.ts',
  'vite.config.ts',
  'custom-elements-manifest.config.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const missing = outputs.filter((p) => !existsSync(p));
const builtAt = missing.length ? 0 : Math.min(...outputs.map((p) => statSync(p).mtimeMs));
const changedAt = Math.max(
  ...inputs
    .map((p) => join(root, p))
    .filter(existsSync)
    .map(newest),
);

if (missing.length === 0 && builtAt >= changedAt) process.exit(0);
console.log(
  missing.length ? 'ensure-build: dist/ is missing, building first' : 'ensure-build: sources changed, building first',
);
const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
