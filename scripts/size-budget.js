#!/usr/bin/env node
// The size budgets of the script-tag files (issue 13), gzip level 9:
//  - the entry, dist/stay-search.js (what every page parses before its first results): at most 36 300 bytes
//    (36 000 until a prefetched page switch stopped rendering the search as loading in between, 94 B, and
//    <stay-results> built a card ahead while the first results load, 172 B).
//    Issue 13 asks for 26 000. The calendar, the guests panel, typed dates, the sign-in and the pager are parts, and
//    so are app mode and the desk (the session, the administration picker, the tab's last search, the table's
//    wiring and shortcuts) with their texts in every language. The entry grew with behaviour: the controllers, the
//    sign-in messages, typed counts, the parts' fallbacks, the desk's picker with "All", typed dates started on the
//    closed field, the calendar made while the page idles (35 500 until session 8); then the search controller's
//    rows-before-the-total for all administrations and its search-then-address order (+384), the filter panel's
//    contents back in the entry so a wide bar shows them in its first frame with no layout shift (+108; the part
//    they were cost more in all: the total fell by 790), and V8's compile hint (+19): 35 615 (guard 35 800). Session
//    10: the locale data's start-up in three short tasks instead of one long (+38), a new <img> for a next page's
//    thumbnail so that a page switch loads only those near the view (lit's keyed directive, +121): 35 863. Session
//    11: the total of all administrations asked once their rows are painted (+49), paging that scrolls to the results
//    and focuses their heading before the new page renders, so the new page is laid out once, for its frame, not
//    forced in script (+81): 35 987 (13 B to spare). Reaching 26 000 needs the
//    closed date and guests fields' code after their first render and the texts only panels show as parts, not byte golf; see
//    issue 13's note;
//  - the entry and every part it can load on demand, together: at most 76 500 bytes (76 400 until session 13's
//    prefetched page switch that scrolls to the results before its pager renders again, so no layout is forced in
//    script, +25 in the entry: 76 417; 76 200 until session 12's card
//    built ahead and one-render page switch: 76 280 then; 74 886 in session 8, 75 513 in
//    session 9 with the desk's fixed column widths and its words for a count that failed (+547) and the widget's first
//    render in a task of its own (+41), 75 864 in session 10, 76 020 in session 11 with the paint wait and paging
//    above (+49, +113 with the table's own focus change); it was 76 000 until session 11, 75 500 in session 8 and 76 000 while the filter contents were a part of their own, 73 500 before app mode and the desk became a part
//    that repeats Lit's and the helpers' imports, 64 000 before the staff table, a 6 kB part that only app pages
//    with view="table" fetch, and 72 000 before the pager became a part whose fallback stays in the entry).
// They guard against bloat with room to spare; they are not goals. A real need that crosses one is said in the
// change's note, never met by golfing bytes. `npm test` runs this before the browser tests.
// Prints each file with its gzip and brotli size and the room left; exits 1 over a budget, 2 when the build is
// missing. Run after a build.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export const ENTRY_BUDGET_GZIP_BYTES = 36_300;
export const TOTAL_BUDGET_GZIP_BYTES = 76_500;

const dist = new URL('../dist/', import.meta.url);
const manifestFile = new URL('.vite/manifest.json', dist);

if (!existsSync(manifestFile) || !existsSync(new URL('stay-search.js', dist))) {
  console.error('size-budget: dist/stay-search.js or dist/.vite/manifest.json is missing; run `npm run build` first.');
  process.exit(2);
}

/** The script-tag files from the build's manifest: the entry first, then its parts by name. */
const chunks = Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')));
const files = [
  ...chunks.filter((chunk) => chunk.isEntry),
  ...chunks.filter((chunk) => !chunk.isEntry).sort((a, b) => a.file.localeCompare(b.file)),
].map((chunk) => {
  const code = readFileSync(new URL(chunk.file, dist));
  const brotli = brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: code.length },
  }).length;
  return {
    file: chunk.file,
    entry: Boolean(chunk.isEntry),
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli,
  };
});

const bytes = (count) => `${count.toLocaleString('en').replace(/,/g, ' ')} B`;
const kB = (count) => `${(count / 1000).toFixed(1)} kB`;
const width = Math.max(...files.map(({ file }) => file.length));
console.log('size-budget: the script-tag files (gzip -9; raw and brotli beside)');
for (const { file, entry, raw, gzip, brotli } of files) {
  console.log(
    `  ${file.padEnd(width)}  ${bytes(gzip).padStart(9)}  raw ${kB(raw).padStart(8)}  brotli ${kB(brotli).padStart(7)}${entry ? '  (entry)' : ''}`,
  );
}

const entryGzip = files.filter(({ entry }) => entry).reduce((sum, { gzip }) => sum + gzip, 0);
const totalGzip = files.reduce((sum, { gzip }) => sum + gzip, 0);
const budgets = [
  { what: 'the entry', gzip: entryGzip, budget: ENTRY_BUDGET_GZIP_BYTES },
  { what: `the entry and its ${files.length - 1} parts`, gzip: totalGzip, budget: TOTAL_BUDGET_GZIP_BYTES },
];
let over = false;
for (const { what, gzip, budget } of budgets) {
  over ||= gzip > budget;
  const room = gzip > budget ? `OVER the budget by ${bytes(gzip - budget)}` : `${bytes(budget - gzip)} to spare`;
  console.log(`size-budget: ${what}: ${bytes(gzip)} gzip of ${bytes(budget)} (${room}).`);
}
if (over) {
  console.error(
    'size-budget: over a budget. Move what only an interaction needs into a part loaded on demand (src/lazy/), or, for a real need, ' +
      'say so in the change and raise the budget. Never golf bytes to fit.',
  );
  process.exit(1);
}
