#!/usr/bin/env node
// The checks `npm test` runs before the browsers, one a core: the three type-checks, ESLint and Prettier. Each is a
// single-threaded process of 4-15 s, so on the 2-core CI machine they end in about 25 s instead of 30 s in a row.
//
// Each check's output is printed in one piece when it ends, in the order below, so that lines never interleave. The
// script fails when any check fails, after all of them have ended and said what they found. `npm run typecheck` and
// `npm run lint` run a part of them: `node scripts/static-checks.js type-check` (or `lint`).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** The longest first (13, 11, 12, 7 and 6 s alone). */
const allChecks = [
  ['lint: ESLint', bin('eslint'), ['.']],
  ['type-check: src and tests', bin('tsc'), ['-p', 'tsconfig.json']],
  ['lint: Prettier', bin('prettier'), ['--check', '.']],
  ['type-check: benchmark', bin('tsc'), ['-p', 'bench/tsconfig.json']],
  ['type-check: node scripts', bin('tsc'), ['-p', 'tsconfig.node.json']],
];
const kinds = process.argv.slice(2);
const unknown = kinds.filter((kind) => !allChecks.some(([name]) => name.startsWith(`${kind}:`)));
if (unknown.length) {
  console.error(`static-checks: no checks of kind ${unknown.join(', ')}: use type-check or lint, or nothing for all`);
  process.exit(2);
}
const checks = allChecks.filter(([name]) => !kinds.length || kinds.some((kind) => name.startsWith(`${kind}:`)));

/** @returns {Promise<{ name: string, status: number | null, output: string, seconds: number }>} */
function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, status: 1, output: `${output}${error.message}\n`, seconds: 0 }));
    child.on('close', (status) => resolve({ name, status, output, seconds: (Date.now() - started) / 1000 }));
  });
}

// One check a core: all five at once took as long as two at a time, each slower.
const results = new Array(checks.length);
let nextCheck = 0;
async function worker() {
  while (nextCheck < checks.length) {
    const index = nextCheck++;
    results[index] = await run(checks[index]);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, worker));
let failed = 0;
for (const { name, status, output, seconds } of results) {
  const verdict = status === 0 ? 'passed' : `FAILED (exit ${status})`;
  console.log(`static-checks: ${name} ${verdict} in ${seconds.toFixed(1)} s`);
  // Prettier's all-clear is noise; ESLint's warnings and every failure are not.
  if (output.trim() && (status !== 0 || !name.startsWith('lint: Prettier'))) console.log(output.trimEnd());
  if (status !== 0) failed += 1;
}
if (failed) {
  console.error(`static-checks: ${failed} of ${checks.length} checks failed`);
  process.exit(1);
}
