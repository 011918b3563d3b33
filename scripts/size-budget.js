#!/usr/bin/env node
// The size budget of the script-tag bundle, dist/stay-search.js, in gzip level 9 bytes.
// Issue 8 sets the target at 32 kB. The bundle is not there yet, so `npm test` enforces a ceiling just above its
// size today: it can only shrink. Lower CEILING as it shrinks, until it meets TARGET.
// Prints raw, gzip and brotli sizes; exits 1 over the ceiling, 2 when the bundle is missing. Run after a build.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export const TARGET_GZIP_BYTES = 32_000;
export const CEILING_GZIP_BYTES = 47_500;
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
if (gzip > CEILING_GZIP_BYTES) {
  console.error(`size-budget: over the ceiling: ${gzip} bytes gzip > ${CEILING_GZIP_BYTES}; the bundle may not grow.`);
  process.exit(1);
}
if (gzip > TARGET_GZIP_BYTES) {
  console.log(`size-budget: under the ceiling of ${kB(CEILING_GZIP_BYTES)}, but ${gzip - TARGET_GZIP_BYTES} bytes over the target of ${kB(TARGET_GZIP_BYTES)}.`);
} else {
  console.log(`size-budget: within the target (${TARGET_GZIP_BYTES - gzip} bytes to spare of ${kB(TARGET_GZIP_BYTES)}).`);
}
