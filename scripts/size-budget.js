#!/usr/bin/env node
// The size budget of the script-tag bundle, dist/stay-search.js: at most 32 000 bytes gzip level 9 (issue 8).
// `npm test` runs it before the browser tests, so a change that grows the bundle past the budget fails the build.
// Prints raw, gzip and brotli sizes and the room left; exits 1 over the budget, 2 when the bundle is missing.
// Run after a build.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export const BUDGET_GZIP_BYTES = 32_000;
const file = new URL('../dist/stay-search.js', import.meta.url);

if (!existsSync(file)) {
  console.error('size-budget: dist/stay-search.js is missing; run `npm run build` first.');
  process.exit(2);
}

const code = readFileSync(file);
const gzip = gzipSync(code, { level: 9 }).length;
const brotli = brotliCompressSync(code, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: code.length },
}).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

console.log(`size-budget: dist/stay-search.js  raw ${kB(code.length)}  gzip -9 ${gzip} B  brotli ${kB(brotli)}`);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error(
    `size-budget: over the budget: ${gzip} bytes gzip > ${BUDGET_GZIP_BYTES} (${gzip - BUDGET_GZIP_BYTES} too many). ` +
      'Pay for new bytes by removing others.',
  );
  process.exit(1);
}
console.log(
  `size-budget: within the budget of ${BUDGET_GZIP_BYTES} bytes gzip (${BUDGET_GZIP_BYTES - gzip} to spare).`,
);
