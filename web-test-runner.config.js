import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { tsImport } from 'tsx/esm/api';
import { engines } from './scripts/engines.js';
import { summaryReporter } from './scripts/wtr-summary-reporter.js';
import { browserStartTimeout, chromium, firefox, webkit } from './scripts/wtr/browsers.js';
import { engineCommandsPlugin } from './scripts/wtr/commands-plugin.js';
import { timeFiles } from './scripts/wtr/file-times.js';
import { freePort } from './scripts/wtr/free-port.js';
import { moduleCacheMiddleware } from './scripts/wtr/module-cache.js';
import { pageProbeMiddleware } from './scripts/wtr/page-probe.js';
import { prebundlePlugin } from './scripts/wtr/prebundle-plugin.js';
import { stopDescendantsOnExit } from './scripts/wtr/processes.js';
import { distMiddleware } from './test/dist/server.js';

// One engine a run: `npm test` runs the test runner once per engine (scripts/test-browsers.js) and names it here.
const engine = process.env.STAY_TEST_ENGINE || 'chromium';
// `npx web-test-runner --engine webkit` would otherwise run Chromium without a word.
if (!process.env.STAY_TEST_ENGINE && process.argv.some((argument) => /^--engine(=|$)/.test(argument))) {
  throw new Error('--engine is an option of `npm run test:browser -- --engine <name>` (scripts/test-browsers.js)');
}
if (!engines.includes(engine)) throw new Error(`STAY_TEST_ENGINE=${engine}: use one of ${engines.join(', ')}`);

// Browsers, WebKitWebDriver and Xvfb go by PID when this run ends, however it ends.
stopDescendantsOnExit();

// Every test talks to the real sandbox over HTTP, on its own origin so that CORS and the allow-list are real.
const { startSandbox } = await tsImport('./demo/sandbox/node.ts', import.meta.url);
const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, rateLimit: 0 });
// A second sandbox generated from the same seed: the data must come out the same.
const twin = await startSandbox({ host: '127.0.0.1', port: 0, rateLimit: 0 });

/** Files run side by side: pages in one Chromium, one page in each Firefox or MiniBrowser process. */
const parallelFiles = 2;

/** @param {{ timeZone?: string }} options */
function launcher(options = {}) {
  if (engine === 'firefox') return timeFiles(firefox({ ...options, processes: options.timeZone ? 1 : parallelFiles }));
  if (engine === 'webkit') return timeFiles(webkit({ ...options, processes: options.timeZone ? 1 : parallelFiles }));
  return timeFiles(chromium(options));
}

// Calendar days must not drift with the guest's time zone: the time-zone tests run again at UTC+14 and UTC-10.
// They test the widget's own date arithmetic (plain-date strings, date-fns), which is the same code in every
// engine, so the re-runs happen in Chromium only: in Firefox and WebKit each would start browsers of its own (a
// time zone is fixed when a browser starts) for 3 tests. The default run of the file still runs in every engine.
const timezoneTests = ['test/elements/stay-dates-timezone.test.ts'];
const timezoneGroups =
  engine === 'chromium'
    ? [
        { name: 'timezone-kiritimati', files: timezoneTests, browsers: [launcher({ timeZone: 'Pacific/Kiritimati' })] },
        { name: 'timezone-honolulu', files: timezoneTests, browsers: [launcher({ timeZone: 'Pacific/Honolulu' })] },
      ]
    : [];

// The strict policy of issue 7, sent as a real header for the pages that test the bundle under it.
const strictPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' data: ${sandbox.url}`,
  `connect-src 'self' ${sandbox.url}`,
  "font-src 'self'",
].join('; ');

async function strictCspHeader(context, next) {
  await next();
  if (context.path.endsWith('/fixtures/strict-csp.html')) context.set('Content-Security-Policy', strictPolicy);
}

const rootDir = new URL('.', import.meta.url).pathname;

// Pure specs (`*.spec.ts`: no DOM state, history, storage or sandbox) share a page: each directory's `*.test.ts`
// suite imports them (test/logic/pure-logic.test.ts, test/api/pure-api.test.ts). A spec no suite imports would never
// run in `npm test`.
const testFiles = readdirSync(join(rootDir, 'test'), { recursive: true }).map((path) => join('test', String(path)));
const unlistedSpecs = testFiles.filter((spec) => {
  if (!spec.endsWith('.spec.ts')) return false;
  const suites = testFiles.filter((file) => file.endsWith('.test.ts') && dirname(file) === dirname(spec));
  const specImport = `'./${basename(spec).replace(/\.ts$/, '.js')}'`;
  return !suites.some((suite) => readFileSync(join(rootDir, suite), 'utf8').includes(specImport));
});
if (unlistedSpecs.length) throw new Error(`no test file beside them imports ${unlistedSpecs.join(', ')}`);

// The slowest files start first, and the ones that mostly wait (WebKit's history limit in the random-input files) beside
// ones that keep a core busy: a long file that starts last is a run's tail, while the other browser process idles.
// Seconds in tests on 2026-11-24, Chromium / Firefox / WebKit: designers (now two files, its axe runs apart; 208 s
// in WebKit at load 20) 33 / 30 / ~140, stay-guests (now two files)
// 37 / 70 / 117, random input (now two files) – / 18 / 88, stay-dates 66 / 20 / –, fuzz 23 / 39 / –, journeys
// 38 / 24 / –, results 38 / – / –, guests-lazy – / 32 / –, app-mode 33 / 18 / –, table 32 / – / –, paging 30 / 21 / –.
// Every other file follows in name order. Files named on the command line run in the order given. The order is free:
// each file runs in a page of its own (WebKit: a new window, with a fresh history and sessionStorage), so none depends
// on what ran before it.
const slowestFirst = [
  'test/demo/designers-axe.test.ts',
  'test/demo/designers.test.ts',
  'test/faults/random-input.test.ts',
  'test/elements/stay-guests.test.ts',
  'test/faults/random-input-removals.test.ts',
  'test/elements/stay-guests-panel.test.ts',
  'test/elements/stay-dates.test.ts',
  'test/sandbox/fuzz.test.ts',
  'test/elements/stay-search-journeys.test.ts',
  'test/elements/stay-results.test.ts',
  'test/elements/stay-guests-lazy.test.ts',
  'test/elements/stay-search-app-mode.test.ts',
  'test/elements/stay-table.test.ts',
  'test/elements/stay-search-paging.test.ts',
];

// Mocha's per-test bound only catches a test that hangs; it asserts no speed. A journey through every panel with
// axe runs takes 5-10 s on a quiet machine and more than 15 s with a second suite beside it on 2 cores.
const TEST_HANG_BOUND_MS = 30_000;

export default {
  rootDir,
  port: await freePort(),
  middleware: [
    strictCspHeader,
    pageProbeMiddleware,
    distMiddleware,
    moduleCacheMiddleware({ watch: process.argv.includes('--watch') }),
  ],
  files: [...slowestFirst, 'test/**/*.test.ts'],
  nodeResolve: true,
  concurrency: parallelFiles,
  browserStartTimeout,
  // How long a file's page may take to load its test and start (20 s by default): a first page compiles the widget's
  // modules, and on 2 busy cores that took longer. A bound for a page that never starts, not a speed check.
  testsStartTimeout: 120_000,
  testsFinishTimeout: 240_000,
  plugins: [
    prebundlePlugin({
      packages: [
        { specifier: 'date-fns' },
        {
          specifier: '@open-wc/testing',
          // Lit, the test runner's commands and its socket: one copy a page, shared with the widget and the tests.
          // chai-a11y-axe stays as it is: it loads axe-core when a test first checks accessibility, through a
          // `require` when there is one, which a bundle would define.
          external: [/^lit(-html|-element)?($|\/)/, /^@lit\//, /^@web\//, /^\/__web-dev-server/, /^chai-a11y-axe/],
        },
      ],
      rootDir,
    }),
    engineCommandsPlugin(),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: new URL('./tsconfig.json', import.meta.url).pathname }),
    (await import('./test/commands/accessibility-tree-plugin.js')).accessibilityTreePlugin(),
  ],
  browsers: [launcher()],
  groups: timezoneGroups,
  testFramework: { config: { timeout: TEST_HANG_BOUND_MS } },
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><script>window.STAY_SANDBOX_URL = ${JSON.stringify(sandbox.url)}; window.STAY_SANDBOX_TWIN_URL = ${JSON.stringify(twin.url)}; window.STAY_TEST_ENGINE = ${JSON.stringify(engine)};</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  reporters: [defaultReporter(), summaryReporter()],
};
