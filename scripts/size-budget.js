#!/usr/bin/env node
// The size budget of the script-tag bundle (issue 8): dist/stay-search.js at most 32 kB gzip, level 9.
// Prints raw, gzip and brotli sizes; exits 1 over budget, 2 when the bundle is missing. Run after a build.
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

console.log(`size-budget: dist/stay-search.js  raw ${kB(code.length)}  gzip -9 ${kB(gzip)}  brotli ${kB(brotli)}`);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error(`size-budget: over budget: ${gzip} bytes gzip > ${BUDGET_GZIP_BYTES} (32 kB), ${gzip - BUDGET_GZIP_BYTES} bytes too many.`);
  process.exit(1);
}
console.log(`size-budget: within budget (${BUDGET_GZIP_BYTES - gzip} bytes to spare of ${kB(BUDGET_GZIP_BYTES)}).`);
