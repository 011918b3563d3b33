// `npm run bench [-- --runs N] [--quick] [--json FILE] [--only table|first|paging] [--compare DIR]`: builds, starts the sandbox (with the bundle and its parts) on
// one loopback origin and the pages on another, drives Debian's Chromium through playwright-core, and prints the
// figures of issues 8 and 13. Timings are medians over N runs (15 by default, 3 with --quick) after one warm-up run, min and max beside.
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arch, cpus, totalmem } from 'node:os';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { createSandbox } from '../demo/sandbox/app.ts';
import { measureSandbox } from './sandbox.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: (10_000_000 / 8) | 0,
  uploadThroughput: (10_000_000 / 8) | 0,
};
const VIEWPORT = { width: 1280, height: 900 };
const NAV_TIMEOUT = 30_000;

// ---------------------------------------------------------------------------------------------------------------
// Arguments

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const quick = process.argv.includes('--quick');
const runs = Math.max(1, Math.min(100, Number(flag('runs') ?? (quick ? 3 : 15)) || 15));
const jsonFile = flag('json');
const skipBuild = process.argv.includes('--no-build');
/**
 * `--only table`: the staff table's figures alone (issue 15); `--only first`: the first results alone (widget and
 * baseline, loopback and throttled, with the JavaScript and the requests before them); `--only paging`: the page
 * switches of the cards alone (prefetched and cold, and the long tasks of ten switches). For comparing two builds in
 * the same minute.
 */
const only = flag('only');
if (only !== undefined && only !== 'table' && only !== 'first' && only !== 'paging') {
  throw new Error(`--only ${only}: only "table", "first" and "paging" are known`);
}
/**
 * `--only first|paging --compare DIR`: a second build's script-tag files (a copy of another commit's `dist/`) on the
 * campsite page beside this build's, alternately: first results in the same rounds, loopback and throttled; page
 * switches one on each page in turn. Two builds measured minutes apart differ by up to ±25 ms here from the machine
 * alone; paired in each round, the machine's drift cancels out.
 */
const compareFlag = flag('compare');
// With its trailing separator: `sendFile` serves only what lies inside it.
const compareDir = compareFlag === undefined ? undefined : `${resolve(compareFlag)}${sep}`;
if (compareDir !== undefined && only !== 'first' && only !== 'paging') {
  throw new Error('--compare goes with --only first or --only paging');
}
if (compareDir !== undefined && !existsSync(join(compareDir, 'stay-search.js'))) {
  throw new Error(`--compare ${compareFlag}: no stay-search.js there (copy another build's dist/ folder)`);
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics

interface Spread {
  median: number;
  min: number;
  max: number;
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median: round(median), min: round(sorted[0]), max: round(sorted[sorted.length - 1]) };
}
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]);
}
const ratioOf = (a: Spread, b: Spread): number => round(a.median / b.median, 2);

// ---------------------------------------------------------------------------------------------------------------
// Servers: the service origin (sandbox + bundle, like a CDN beside the API) and the page origin

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/**
 * Answers with `body`, gzip-compressed when the browser accepts it, as web servers and CDNs send scripts, styles and
 * pages. (Until 2026-11-25 the benchmark sent every file as it is, so a throttled load paid 100 kB of script at
 * 10 Mbit/s where a guest downloads 36 kB.) A file's compressed bytes are kept, so the server's work stays out of the
 * timings; the API's answers go through the sandbox unchanged.
 */
const compressedFiles = new Map<string, Buffer>();
function send(
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  body: Buffer | string,
  headers: Record<string, string>,
  cacheKey?: string,
): void {
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (!acceptsGzip || !/^(text\/|application\/json|image\/svg)/.test(type)) {
    res.writeHead(200, { 'content-type': type, ...headers }).end(body);
    return;
  }
  let compressed = cacheKey === undefined ? undefined : compressedFiles.get(cacheKey);
  if (!compressed) {
    compressed = gzipSync(body, { level: 6 });
    if (cacheKey !== undefined) compressedFiles.set(cacheKey, compressed);
  }
  res
    .writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding', ...headers })
    .end(compressed);
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  headers: Record<string, string> = {},
  root = ROOT,
): Promise<void> {
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const body = await readFile(file);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  send(
    req,
    res,
    type,
    body,
    { 'cache-control': 'no-store', ...headers },
    createHash('sha1').update(body).digest('hex'),
  );
}

/**
 * The campsite page as it is integrated: the bundle's script tag and `base-url` of the service, 20 results a page.
 * Without the page's `types` and `tag-groups` filters, so that the figures stay comparable with those taken before
 * the page had them (bench-before.json).
 */
async function embedPage(service: string, bundleFolder = 'dist'): Promise<string> {
  const html = await readFile(join(ROOT, 'demo/embed.html'), 'utf8');
  return html
    .replace(/\s(types|tag-groups)=(["'])[\s\S]*?\2/g, '')
    .replace(
      /<script type="module" src="\.\/embed\.ts"><\/script>/,
      `<script type="module" src="${service}/${bundleFolder}/stay-search.js"></script>`,
    )
    .replace(/<stay-search([^>]*)page-size="\d+"/g, '<stay-search$1page-size="20"')
    .replace(/<stay-search(?![^>]*base-url)([^>]*)>/g, `<stay-search base-url="${service}"$1>`);
}

/** The widget on the baseline's own page (see bench/plain.html). */
async function plainPage(service: string): Promise<string> {
  const html = await readFile(join(ROOT, 'bench/plain.html'), 'utf8');
  return html.replaceAll('https://SERVICE', service);
}

/** Where the service origin serves the `--compare` build, beside `dist/`. */
const COMPARED_FOLDER = 'dist-compared';

interface Servers {
  service: string;
  pages: string;
  mintAuthToken(): string;
  close(): Promise<void>;
}

async function startServers(): Promise<Servers> {
  const sandbox = createSandbox({ rateLimit: 0 });
  const listener = getRequestListener(sandbox.fetch);
  const serviceServer = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path.startsWith('/dist/')) return void sendFile(req, res, path, { 'access-control-allow-origin': '*' });
    if (compareDir !== undefined && path.startsWith(`/${COMPARED_FOLDER}/`)) {
      const file = path.slice(COMPARED_FOLDER.length + 1);
      return void sendFile(req, res, file, { 'access-control-allow-origin': '*' }, compareDir);
    }
    void listener(req, res);
  });
  const service = await listen(serviceServer);
  const pageServer = createServer((req: IncomingMessage, res: ServerResponse) => {
    const [pathPart, search = ''] = (req.url ?? '/').split('?');
    const path = decodeURIComponent(pathPart);
    if (path === '/demo/embed.html' && new URLSearchParams(search).has('compared')) {
      void embedPage(service, COMPARED_FOLDER).then((html) =>
        send(req, res, TYPES['.html'], html, { 'cache-control': 'no-store' }, `${path}?compared`),
      );
      return;
    }
    const page = path === '/demo/embed.html' ? embedPage : path === '/bench/plain.html' ? plainPage : undefined;
    if (page) {
      void page(service).then((html) => send(req, res, TYPES['.html'], html, { 'cache-control': 'no-store' }, path));
      return;
    }
    if (!/^\/(demo|bench|dist)\//.test(path)) return void res.writeHead(404).end();
    void sendFile(req, res, path);
  });
  const pages = await listen(pageServer);
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    service,
    pages,
    mintAuthToken: () => sandbox.mintAuthToken('usr_demo').authtoken,
    close: async () => void (await Promise.all([close(serviceServer), close(pageServer)])),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Bundle size: the entry, the parts it loads on demand, and what each module group weighs

interface Part {
  gzip: number;
  share: number;
}

interface BuiltFile {
  file: string;
  /** The part's name (`stay-search.<name>-<hash>.js`); the entry's is `entry`. */
  name: string;
  raw: number;
  gzip: number;
}

function partOf(id: string): string {
  const path = id.replace(/\\/g, '/');
  const element = /\/src\/elements\/(stay-[a-z]+)(\.styles)?\.ts$/.exec(path);
  if (element) return element[1];
  if (path.includes('/src/api/')) return 'api';
  if (path.includes('/src/i18n/')) return 'i18n';
  if (/\/node_modules\/(lit|lit-html|lit-element|@lit|@lit-labs)\//.test(path)) return 'lit';
  if (path.includes('/node_modules/date-fns/')) return 'date-fns';
  if (path.includes('/src/logic/')) return 'logic';
  return 'other';
}

const gzipSize = (code: Uint8Array | string) => gzipSync(code, { level: 9 }).length;

/** The script-tag files as `npm run build` wrote them, from its manifest: the entry first. */
function builtFiles(): BuiltFile[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .sort((a, b) => Number(Boolean(b.isEntry)) - Number(Boolean(a.isEntry)) || a.file.localeCompare(b.file))
    .map((chunk) => {
      const code = readFileSync(join(ROOT, 'dist', chunk.file));
      const name = chunk.isEntry ? 'entry' : (/^stay-search\.(.+)-[\w-]{8}\.js$/.exec(chunk.file)?.[1] ?? chunk.file);
      return { file: chunk.file, name, raw: code.length, gzip: gzipSize(code) };
    });
}

async function bundleFigures() {
  const files = builtFiles();
  const entryFile = files[0];
  const entryCode = readFileSync(join(ROOT, 'dist', entryFile.file));
  const brotli = brotliCompressSync(entryCode, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  // The same build as `npm run build`, in memory, to read which module rendered which code.
  const { build } = await import('vite');
  const { bundleConfig } = await import('../vite.config.ts');
  const config = bundleConfig();
  const result = await build({
    ...config,
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: { ...config.build, write: false, emptyOutDir: false },
  });
  const groups = new Map<string, string[]>();
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) continue;
    for (const chunk of output.output) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, module] of Object.entries(chunk.modules)) {
        const rendered = (module as { code?: string | null }).code ?? '';
        if (!rendered) continue;
        const name = partOf(id);
        groups.set(name, [...(groups.get(name) ?? []), rendered]);
      }
    }
  }
  const sizes = [...groups].map(([name, codes]) => [name, gzipSize(codes.join('\n'))] as const);
  const sum = sizes.reduce((total, [, size]) => total + size, 0) || 1;
  const parts: Record<string, Part> = {};
  for (const [name, size] of sizes.sort((a, b) => b[1] - a[1])) {
    // Each group gzipped on its own (so the sum exceeds the whole); the share is of that sum.
    parts[name] = { gzip: size, share: round(size / sum, 3) };
  }
  const chunks: Record<string, { gzip: number }> = {};
  for (const file of files.slice(1)) chunks[file.name] = { gzip: file.gzip };
  return {
    // The entry's figures under the keys the single-file bundle had.
    raw: entryFile.raw,
    gzip: entryFile.gzip,
    brotli,
    parts,
    entry: { raw: entryFile.raw, gzip: entryFile.gzip },
    chunks,
    total: { gzip: files.reduce((total, file) => total + file.gzip, 0) },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

/** In every page: long tasks, layout shifts, and the moment the first results are painted (a frame after). */
const INIT_SCRIPT = `
  window.benchLongTasks = [];
  window.benchCls = 0;
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.benchLongTasks.push(e.startTime + e.duration); })
      .observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.benchCls += e.value; })
      .observe({ type: 'layout-shift', buffered: true });
  } catch {}
  // Every element matching the selector, in the page and inside every open shadow root.
  window.benchDeep = (selector, root = document) => {
    const found = [];
    const walk = (node) => {
      for (const element of node.querySelectorAll('*')) {
        if (element.matches(selector)) found.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(root);
    return found;
  };
  window.benchShown = (element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && element.getBoundingClientRect().height > 0;
  window.benchPainted = [];
  window.benchClickAt = 0;
  document.addEventListener('click', (event) => { window.benchClickAt = event.timeStamp; }, true);
  document.addEventListener('stay-results', () => {
    requestAnimationFrame(() => setTimeout(() => {
      const now = performance.now();
      if (window.benchFirstResults === undefined) { window.benchFirstResults = now; performance.mark('first-results'); }
      window.benchPainted.push(now);
    }));
  });
`;

interface LoadResult {
  firstMs: number;
  requests: { count: number; depth: number };
  /** The script files (of dist/) whose requests started before the first results were painted. */
  scripts: string[];
}

/** The requests to the service origin that started before `untilMs` (epoch), and their longest chain. */
function chain(requests: { start: number; end: number }[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((request, i) => {
    let deepest = 0;
    for (let j = 0; j < i; j++) if (sorted[j].end <= request.start) deepest = Math.max(deepest, depth[j]);
    depth.push(deepest + 1);
  });
  return Math.max(0, ...depth);
}

async function load(
  context: BrowserContext,
  url: string,
  service: string,
  throttled: boolean,
): Promise<{ page: Page; result: LoadResult }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  const seen: Request[] = [];
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()} ${message.location().url}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('request', (request) => {
    if (request.url().startsWith(service) && !request.url().includes('/sandbox/thumbnails/')) seen.push(request);
  });
  const navigationStart = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: NAV_TIMEOUT });
  try {
    await page.waitForFunction(
      () => {
        const w = window as unknown as { benchFirstResults?: number; benchError?: string };
        return w.benchFirstResults !== undefined || w.benchError;
      },
      undefined,
      { timeout: NAV_TIMEOUT, polling: 50 },
    );
  } catch (error) {
    throw new Error(`${url}: no results painted within ${NAV_TIMEOUT / 1000} s\n${problems.join('\n')}`, {
      cause: error,
    });
  }
  const { first, origin, error } = await page.evaluate(() => {
    const w = window as unknown as { benchFirstResults?: number; benchError?: string };
    return { first: w.benchFirstResults ?? NaN, origin: performance.timeOrigin, error: w.benchError };
  });
  if (error) throw new Error(`${url}: ${error}`);
  const firstAt = origin + first;
  // A request's end time arrives with Playwright's 'requestfinished', which may come after the page painted: without
  // waiting, a finished request can read as still open and break the chain (depth 1 instead of 2).
  await Promise.all(
    seen.map((request) =>
      request
        .response()
        .then((response) => response?.finished())
        .catch(() => undefined),
    ),
  );
  const before = seen.filter((request) => {
    const start = request.timing().startTime;
    return start > 0 && start <= firstAt && start >= navigationStart - 1000;
  });
  const timed = before.map((request) => {
    const timing = request.timing();
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Number.POSITIVE_INFINITY;
    return { start: timing.startTime, end };
  });
  const scripts = before
    .map((request) => new URL(request.url()).pathname)
    .filter((path) => path.startsWith('/dist/') && path.endsWith('.js'))
    .map((path) => path.slice('/dist/'.length));
  return { page, result: { firstMs: first, requests: { count: timed.length, depth: chain(timed) }, scripts } };
}

// ---------------------------------------------------------------------------------------------------------------
// All administrations at once (issue 15: table.allAdminsMs)

/** The user's administrations on the sandbox's app page (usr_demo). */
const BENCH_ADMINISTRATIONS = ['101', '102', '103'];

/**
 * Milliseconds from choosing an administration in the app page's picker (table view) to its first page painted:
 * "all" (the first merged page of three administrations) and each single one, alternately on one signed-in page,
 * `runs` times after a warm-up round. Each choice is a new source: nothing comes from a cache. The goal:
 * all no slower than the slowest single administration plus 16 ms.
 *
 * "Painted" is the first frame after the table holds the chosen rows (no longer busy), not `stay-results`: the desk
 * shows a merged page before its counts, and `stay-results` fires once the total is in too. Each choice waits for
 * its `stay-results` before the next, so the counts of one never compete with the pages of the next.
 */
async function allAdministrationsMs(
  context: BrowserContext,
  appUrl: string,
  service: string,
): Promise<{ all: Spread; single: Record<string, Spread> }> {
  const { page } = await load(context, appUrl, service, false);
  const pick = async (adminId: string): Promise<number> => {
    const count = await page.evaluate(() => (window as unknown as BenchWindow).benchPainted.length);
    // A script, not a function: tsx would name the inner functions with a helper the page does not have.
    const ms = await page.evaluate(`(() => {
      const host = document.querySelector('stay-search').shadowRoot;
      const select = host.querySelector('select');
      const table = () => host.querySelector('stay-table');
      const rowsOf = (element) => element && (element.rows ?? element.items);
      const before = rowsOf(table());
      const painted = new Promise((resolve) => {
        const check = () => {
          const element = table();
          const chosen = element && rowsOf(element) !== before && !element.busy && element.status === 'ready';
          if (chosen) setTimeout(() => resolve(performance.now()));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      select.value = ${JSON.stringify(adminId)};
      const pickedAt = performance.now();
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return Promise.race([
        painted.then((paintedAt) => paintedAt - pickedAt),
        new Promise((resolve) => setTimeout(() => resolve(NaN), ${NAV_TIMEOUT})),
      ]);
    })()`);
    if (typeof ms !== 'number' || Number.isNaN(ms)) throw new Error(`${adminId}: the table never showed its rows`);
    await page.waitForFunction((before) => (window as unknown as BenchWindow).benchPainted.length > before, count, {
      timeout: NAV_TIMEOUT,
      polling: 'raf',
    });
    return ms;
  };
  const all: number[] = [];
  const single: Record<string, number[]> = Object.fromEntries(BENCH_ADMINISTRATIONS.map((id) => [id, []]));
  for (let run = 0; run <= runs; run++) {
    const allMs = await pick('all');
    const singleMs: number[] = [];
    for (const adminId of BENCH_ADMINISTRATIONS) singleMs.push(await pick(adminId));
    if (run === 0) continue;
    all.push(allMs);
    BENCH_ADMINISTRATIONS.forEach((adminId, index) => single[adminId].push(singleMs[index]));
  }
  await page.close();
  return {
    all: spread(all),
    single: Object.fromEntries(Object.entries(single).map(([adminId, values]) => [adminId, spread(values)])),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Interactions on a loaded widget page

type BenchWindow = Window & {
  benchPainted: number[];
  benchClickAt: number;
  benchLongTasks: number[];
  benchCls: number;
};

/**
 * Clicks "next" (or "previous" on the last page) and answers the milliseconds from the click to the page painted.
 * `prefetched`: the pointer rests on "next" until the page fetched ahead has arrived, then clicks (on the last page
 * there is nothing ahead: `undefined`). `cold`: a click with no pointer or focus on the button before it.
 */
async function switchPage(page: Page, how: 'prefetched' | 'cold'): Promise<number | undefined> {
  const count = await page.evaluate(() => (window as unknown as BenchWindow).benchPainted.length);
  const next = page.locator('stay-search stay-pager button[part~="next"]');
  const atEnd = await next.evaluate(
    (button) => button.getAttribute('aria-disabled') === 'true' || (button as HTMLButtonElement).disabled,
  );
  const target = atEnd ? page.locator('stay-search stay-pager button[part~="previous"]') : next;
  if (how === 'prefetched' && !atEnd) {
    const ahead = page.waitForResponse(
      (response) => response.url().includes('/v3/accommodations/search') && !response.url().includes('count=1'),
      { timeout: NAV_TIMEOUT },
    );
    await target.hover();
    await (await ahead).finished();
    await target.click();
    await page.mouse.move(0, 0);
  } else {
    await target.evaluate((button) => (button as HTMLButtonElement).click());
  }
  await page.waitForFunction((before) => (window as unknown as BenchWindow).benchPainted.length > before, count, {
    timeout: NAV_TIMEOUT,
    polling: 'raf',
  });
  const ms = await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    return w.benchPainted[w.benchPainted.length - 1] - w.benchClickAt;
  });
  return how === 'prefetched' && atEnd ? undefined : ms;
}

/**
 * Page switches on a loaded widget page, prefetched and cold alternately, until `max(runs, 10)` prefetched ones; and
 * the long tasks (over 50 ms) of the first ten switches.
 */
async function pageSwitches(page: Page): Promise<{ prefetched: Spread; cold: Spread; pagingLongTasks: number }> {
  const samples = Math.max(runs, 10);
  const prefetched: number[] = [];
  const cold: number[] = [];
  const longTasksBefore = await page.evaluate(() => (window as unknown as BenchWindow).benchLongTasks.length);
  let pagingLongTasks = 0;
  for (let i = 0; prefetched.length < samples && i < samples * 3; i++) {
    const ms = await switchPage(page, i % 2 ? 'cold' : 'prefetched');
    if (ms !== undefined) (i % 2 ? cold : prefetched).push(ms);
    // Over 50 ms during the first ten page switches.
    if (i === 9) {
      const longTasksAfter = await page.evaluate(() => (window as unknown as BenchWindow).benchLongTasks.length);
      pagingLongTasks = longTasksAfter - longTasksBefore;
    }
  }
  return { prefetched: spread(prefetched), cold: spread(cold), pagingLongTasks };
}

/**
 * `--only paging --compare`: page switches on this build's page and the compared build's in turn (the compared one
 * first every other time), prefetched and cold alternately, until `max(runs, 10)` prefetched pairs; each page is
 * brought to the front for its switch.
 */
async function pagedPairs(own: Page, other: Page) {
  const samples = Math.max(runs, 10);
  const pairs = {
    prefetched: { own: [] as number[], other: [] as number[] },
    cold: { own: [] as number[], other: [] as number[] },
  };
  for (let i = 0; pairs.prefetched.own.length < samples && i < samples * 3; i++) {
    const how = i % 2 ? 'cold' : 'prefetched';
    const switchOn = async (page: Page) => {
      await page.bringToFront();
      return switchPage(page, how);
    };
    const otherFirst = i % 4 >= 2;
    const first = await switchOn(otherFirst ? other : own);
    const second = await switchOn(otherFirst ? own : other);
    const [ownMs, otherMs] = otherFirst ? [second, first] : [first, second];
    if (ownMs === undefined || otherMs === undefined) continue;
    pairs[how].own.push(ownMs);
    pairs[how].other.push(otherMs);
  }
  return pairs;
}

/** Milliseconds from an input event to the next painted frame, measured in the page. */
async function frameAfter(page: Page, act: () => Promise<void>): Promise<number> {
  // A string, not a function: tsx would wrap the named inner function in a helper the page does not have.
  await page.evaluate(`
    void (window.benchInput = new Promise((resolve) => {
      const on = (event) => {
        document.removeEventListener('keydown', on, true);
        document.removeEventListener('click', on, true);
        const at = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - at)));
      };
      document.addEventListener('keydown', on, true);
      document.addEventListener('click', on, true);
      setTimeout(() => resolve(NaN), 10000);
    }));
  `);
  await act();
  const ms = await page.evaluate(() => (window as unknown as { benchInput: Promise<number> }).benchInput);
  if (Number.isNaN(ms)) throw new Error('the input event never reached the page');
  return ms;
}

/**
 * The panels whose opening the benchmark times: the field a guest clicks, a page-side test that the panel is open
 * with its contents rendered (by documented parts and standard states, so it holds whether the contents are in the
 * entry or in a part loaded on demand), and how to close it again.
 */
const PANELS = {
  dates: {
    field: 'stay-search stay-dates [part~="field"]',
    // The dialog is open and shows at least one month of day buttons.
    isOpen: `window.benchDeep('[part~="dialog"]').some((d) => d.open && window.benchShown(d) &&
      window.benchDeep('button', d).filter((b) => window.benchShown(b)).length >= 28)`,
    close: 'Escape',
  },
  guests: {
    field: 'stay-search stay-guests [part~="field"]',
    // The panel shows its steppers and its Done button.
    isOpen: `window.benchDeep('[part~="panel"]').some((p) => window.benchShown(p) &&
      window.benchDeep('button', p).filter((b) => window.benchShown(b)).length >= 3)`,
    close: 'Escape',
  },
  filters: {
    field: 'stay-search stay-filters [part~="toggle"]',
    // The folded filters are unfolded and show their check boxes.
    isOpen: `window.benchDeep('[part~="body"]').some((b) => window.benchShown(b) &&
      window.benchDeep('input[type="checkbox"]', b).some((c) => window.benchShown(c)))`,
    close: 'toggle',
  },
} as const;

type PanelName = keyof typeof PANELS;

/** The viewport at which the filters fold behind their "Filters" button (a phone). */
const NARROW_VIEWPORT = { width: 390, height: 844 };

/**
 * Waits until what the widget does after its first results is done: the network quiet for half a second (parts
 * fetched ahead have arrived) and then an idle period of the main thread.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: NAV_TIMEOUT }).catch(() => undefined);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2_000 })),
  );
}

/**
 * Clicks a panel's field and answers the milliseconds from the click to the first frame painted with the panel open
 * and its contents shown, however long a part still loading takes. Closes the panel again.
 */
async function openPanel(page: Page, name: PanelName): Promise<number> {
  const panel = PANELS[name];
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  await page.evaluate(`
    void (window.benchOpening = new Promise((resolve) => {
      let clickAt = 0;
      const check = () => {
        if (${panel.isOpen}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickAt)));
        else requestAnimationFrame(check);
      };
      document.addEventListener('click', (event) => { clickAt = event.timeStamp; check(); }, { capture: true, once: true });
      setTimeout(() => resolve(NaN), ${NAV_TIMEOUT});
    }));
  `);
  const field = page.locator(panel.field);
  await field.click();
  const ms = (await page.evaluate('window.benchOpening')) as number;
  if (Number.isNaN(ms)) throw new Error(`the ${name} panel did not open within ${NAV_TIMEOUT / 1000} s`);
  if (panel.close === 'Escape') await page.keyboard.press('Escape');
  else await field.click();
  await page.waitForFunction(`!(${panel.isOpen})`, undefined, { timeout: NAV_TIMEOUT });
  return ms;
}

// ---------------------------------------------------------------------------------------------------------------
// The staff table (issue 15)

/** The rows a page of the table shows: the service's page of 20. */
const TABLE_ROWS = 20;

/**
 * Watches a table page from its start: `benchTableRows` settles with the time of the first frame painted with
 * `TABLE_ROWS` rows in the grid, `benchTableInputs` with the latest `responseEnd` of what those rows waited for (the
 * search and count answers and the table's part).
 */
const TABLE_WATCH_SCRIPT = `
  window.benchTableRows = new Promise((resolve) => {
    const check = () => {
      const table = document.querySelector('stay-search')?.shadowRoot?.querySelector('stay-table');
      const rows = table?.shadowRoot?.querySelectorAll('tr[part~="row"]').length ?? 0;
      if (rows >= ${TABLE_ROWS}) setTimeout(() => resolve(performance.now()));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  window.benchTableInputs = () => Math.max(...performance.getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/v3/accommodations/search') || entry.name.includes('stay-search.stay-table-'))
    .map((entry) => entry.responseEnd));
`;

/**
 * `table.renderMs`: on a fresh table page, the milliseconds from the last of the answers and the table's part
 * arriving to the first frame painted with its 20 rows: the table's own rendering (with the part's evaluation),
 * not the network.
 */
async function tableRenderMs(context: BrowserContext, url: string, service: string): Promise<number> {
  await context.addInitScript(TABLE_WATCH_SCRIPT);
  const { page } = await load(context, url, service, false);
  const ms = await page.evaluate(`Promise.race([
    window.benchTableRows.then((paintedAt) => paintedAt - window.benchTableInputs()),
    new Promise((resolve) => setTimeout(() => resolve(NaN), ${NAV_TIMEOUT})),
  ])`);
  if (typeof ms !== 'number' || Number.isNaN(ms)) throw new Error(`${url}: the table never showed ${TABLE_ROWS} rows`);
  return ms;
}

/**
 * `table.sortMs`: on a loaded table page, a click on the name column's sort button (each click a new order: asc,
 * desc, asc…), to the sorted rows painted (a frame after `stay-results`): one round trip for the page (the count is
 * kept) and the table's update. As a person clicks, the pointer rests on the header between clicks, so the table may
 * have fetched the next order ahead. `cold` (`table.sortColdMs`): script clicks with the pointer away and no focus on
 * the header, so nothing is fetched ahead: the preflight, the request and the update.
 */
async function tableSortMs(page: Page, samples: number, how: 'pointer' | 'cold' = 'pointer'): Promise<number[]> {
  const button = page.locator('stay-search stay-table th[data-column="name"] button[part~="sort-button"]');
  await button.waitFor({ state: 'visible', timeout: NAV_TIMEOUT });
  if (how === 'cold') await page.mouse.move(0, 0);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const count = await page.evaluate(() => (window as unknown as BenchWindow).benchPainted.length);
    // Cold: a click with neither the pointer nor focus on the header before it, so nothing was fetched ahead.
    if (how === 'cold') await button.evaluate((element) => (element as HTMLButtonElement).click());
    else await button.click();
    await page.waitForFunction((before) => (window as unknown as BenchWindow).benchPainted.length > before, count, {
      timeout: NAV_TIMEOUT,
      polling: 'raf',
    });
    times.push(
      await page.evaluate(() => {
        const w = window as unknown as BenchWindow;
        return w.benchPainted[w.benchPainted.length - 1] - w.benchClickAt;
      }),
    );
  }
  return times;
}

/**
 * `table.renderWarmMs`: on a loaded table page, PageDown in the grid (the next page, nothing fetched ahead), from its
 * answer arriving (the search request's `responseEnd`) to the frame painted with its rows (a frame after
 * `stay-results`): the table's own update of 20 rows, without the one-time work of a cold page (the part's
 * evaluation, the widget's first render) that `table.renderMs` includes.
 */
async function tableRenderWarmMs(page: Page, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    // Down from the first page, then back up: PageDown and PageUp alternately.
    const key = i % 2 ? 'PageUp' : 'PageDown';
    await page.locator('stay-search stay-table td[data-cell]').first().focus();
    const count = await page.evaluate(() => (window as unknown as BenchWindow).benchPainted.length);
    await page.keyboard.press(key);
    await page.waitForFunction((before) => (window as unknown as BenchWindow).benchPainted.length > before, count, {
      timeout: NAV_TIMEOUT,
      polling: 'raf',
    });
    times.push(
      await page.evaluate(() => {
        const w = window as unknown as BenchWindow;
        const answers = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/v3/accommodations/search')) as PerformanceResourceTiming[];
        return w.benchPainted[w.benchPainted.length - 1] - answers[answers.length - 1].responseEnd;
      }),
    );
  }
  return times;
}

async function heapMb(page: Page, context: BrowserContext): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return round((metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024, 2);
}

/** The staff table's figures (issue 15): all administrations on an app page, then 20 rows and sorts on table pages. */
async function measureTable(fresh: () => Promise<BrowserContext>, tableUrl: string, appUrl: string, service: string) {
  console.log('bench: the staff table, all administrations at once');
  const tableContext = await fresh();
  let allAdministrations;
  try {
    allAdministrations = await allAdministrationsMs(tableContext, appUrl, service);
  } finally {
    await tableContext.close();
  }
  const slowestSingleMs = Math.max(...Object.values(allAdministrations.single).map((single) => single.median));

  // The staff table: its first 20 rows on fresh pages (one warm-up), then header sorts on the last of them.
  console.log(`bench: the staff table, ${runs} pages after a warm-up`);
  const tableRenders: number[] = [];
  let tableSorts: number[] = [];
  let tableWarmRenders: number[] = [];
  let tableSortsCold: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const tableContext = await fresh();
    try {
      const renderMs = await tableRenderMs(tableContext, tableUrl, service);
      if (run === 0) continue;
      tableRenders.push(renderMs);
      if (run === runs) {
        tableWarmRenders = await tableRenderWarmMs(tableContext.pages()[0]!, Math.max(runs, 10));
        tableSortsCold = await tableSortMs(tableContext.pages()[0]!, Math.max(runs, 10), 'cold');
        tableSorts = await tableSortMs(tableContext.pages()[0]!, Math.max(runs, 10));
      }
    } finally {
      await tableContext.close();
    }
  }
  return {
    renderMs: spread(tableRenders),
    renderWarmMs: spread(tableWarmRenders),
    sortMs: spread(tableSorts),
    sortColdMs: spread(tableSortsCold),
    allAdminsMs: allAdministrations.all,
    allAdminsSingleMs: allAdministrations.single,
    allAdminsSlowestSingleMs: slowestSingleMs,
  };
}

/** The lines of the table's figures in the printed summary. */
function tableLines(figures: Awaited<ReturnType<typeof measureTable>>): [string, string][] {
  const s = (value: Spread) => `${value.median} ms (min ${value.min}, max ${value.max})`;
  return [
    ['staff table: 20 rows after the answer, cold page', s(figures.renderMs)],
    ['staff table: 20 rows after the answer, next page', s(figures.renderWarmMs)],
    ['staff table: header click → sorted rows', s(figures.sortMs)],
    ['  the same, no pointer or focus before', s(figures.sortColdMs)],
    [
      'all administrations (3) → painted',
      `${s(figures.allAdminsMs)}; slowest single ${figures.allAdminsSlowestSingleMs} ms (goal: at most that + 16 ms)`,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Main

/** The dates every page searches: a week, a month ahead. */
function benchDates(): string {
  return `stay_arrival=${day(30)}&stay_departure=${day(37)}`;
}

/** `--only table`: the table's figures alone, on the same servers and browser set-up as the whole run. */
async function mainTableOnly(started: number): Promise<void> {
  const servers = await startServers();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    const service = encodeURIComponent(servers.service);
    const tableUrl = `${servers.pages}/bench/table.html?service=${service}&${benchDates()}`;
    const appUrl = `${servers.pages}/bench/app.html?service=${service}&authtoken=${encodeURIComponent(servers.mintAuthToken())}&${benchDates()}&view=table`;
    const fresh = async () => {
      const context = await browser!.newContext({ viewport: VIEWPORT });
      await context.addInitScript(INIT_SCRIPT);
      return context;
    };
    const figures = await measureTable(fresh, tableUrl, appUrl, servers.service);
    console.log(
      `\nstay-search benchmark, staff table only · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${runs} runs${quick ? ' (quick)' : ''}`,
    );
    console.log(table(tableLines(figures)));
    console.log(`\nbench: done in ${Math.round((Date.now() - started) / 1000)} s`);
    if (jsonFile) {
      await writeFile(jsonFile, `${JSON.stringify({ table: figures }, null, 2)}\n`);
      console.log(`bench: wrote ${jsonFile}`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await servers.close();
  }
}

/** `--only paging`: the cards' page switches alone, on the same servers, browser set-up and page as the whole run. */
async function mainPagingOnly(started: number): Promise<void> {
  const servers = await startServers();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(INIT_SCRIPT);
    const settled = async (url: string) => {
      const { page } = await load(context, url, servers.service, false);
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      return page;
    };
    const pageUrl = `${servers.pages}/demo/embed.html?${benchDates()}`;
    const page = await settled(pageUrl);
    if (compareDir !== undefined) {
      const pairs = await pagedPairs(page, await settled(`${pageUrl}&compared`));
      const compare = {
        dir: compareDir,
        prefetched: {
          ownMs: spread(pairs.prefetched.own),
          ...pairedDifference(pairs.prefetched.own, pairs.prefetched.other),
        },
        cold: { ownMs: spread(pairs.cold.own), ...pairedDifference(pairs.cold.own, pairs.cold.other) },
      };
      console.log(
        `\nstay-search benchmark, page switches of two builds · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      );
      const difference = ({ differenceMs, fasterRounds, rounds }: ReturnType<typeof pairedDifference>) =>
        `${describeSpread(differenceMs)}; faster in ${fasterRounds} of ${rounds}`;
      console.log(
        table([
          ['page switch, prefetched, this build', describeSpread(compare.prefetched.ownMs)],
          [`  compared build (${compareDir}) − this, each pair`, difference(compare.prefetched)],
          ['page switch, cold, this build', describeSpread(compare.cold.ownMs)],
          ['  compared build − this, each pair', difference(compare.cold)],
        ]),
      );
      console.log(`\nbench: done in ${Math.round((Date.now() - started) / 1000)} s`);
      if (jsonFile) {
        await writeFile(jsonFile, `${JSON.stringify({ compare }, null, 2)}\n`);
        console.log(`bench: wrote ${jsonFile}`);
      }
      return;
    }
    const figures = await pageSwitches(page);
    console.log(
      `\nstay-search benchmark, page switches only · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${runs} runs${quick ? ' (quick)' : ''}`,
    );
    console.log(
      table([
        ['page switch, prefetched', describeSpread(figures.prefetched)],
        ['page switch, cold', describeSpread(figures.cold)],
        ['long tasks, ten page switches', String(figures.pagingLongTasks)],
      ]),
    );
    console.log(`\nbench: done in ${Math.round((Date.now() - started) / 1000)} s`);
    if (jsonFile) {
      const { prefetched, cold, pagingLongTasks } = figures;
      await writeFile(
        jsonFile,
        `${JSON.stringify({ pageSwitchMs: { prefetched, cold }, longTasks: { paging: pagingLongTasks } }, null, 2)}\n`,
      );
      console.log(`bench: wrote ${jsonFile}`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await servers.close();
  }
}

function day(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
}

function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n');
}

/**
 * The first loads' times (ms), widget and baseline alternately, plain and throttled; `widgetOnPlainPage`: the widget
 * on the baseline's own page, not throttled.
 */
interface FirstResultsTimes {
  widget: number[];
  baseline: number[];
  widgetOnPlainPage: number[];
  widgetThrottled: number[];
  baselineThrottled: number[];
}

/** `firstResults` and `jsBeforeFirstResults`: the loads' medians and ratios, and the scripts loaded before them. */
function firstResultsFigures(times: FirstResultsTimes, scripts: string[], filesByName: Map<string, BuiltFile>) {
  const widget = spread(times.widget);
  const baseline = spread(times.baseline);
  const widgetThrottled = spread(times.widgetThrottled);
  const baselineThrottled = spread(times.baselineThrottled);
  const widgetOnPlainPage = spread(times.widgetOnPlainPage);
  return {
    firstResults: {
      widgetMs: widget,
      baselineMs: baseline,
      ratio: ratioOf(widget, baseline),
      plainPage: { widgetMs: widgetOnPlainPage, ratio: ratioOf(widgetOnPlainPage, baseline) },
      throttled: {
        widgetMs: widgetThrottled,
        baselineMs: baselineThrottled,
        ratio: ratioOf(widgetThrottled, baselineThrottled),
      },
    },
    jsBeforeFirstResults: {
      files: scripts,
      gzip: scripts.reduce(
        (total, file) => total + (filesByName.get(file)?.gzip ?? gzipSize(readFileSync(join(ROOT, 'dist', file)))),
        0,
      ),
    },
  };
}

const describeSpread = (value: Spread) => `${value.median} ms (min ${value.min}, max ${value.max})`;

/** `--compare`: the compared build's first results on the campsite page, in the same rounds as this build's. */
interface ComparedTimes {
  widget: number[];
  widgetThrottled: number[];
}

/**
 * The compared build's medians and, round by round, its time minus this build's (negative: the compared build was
 * faster), with the rounds it was faster in.
 */
function comparedFigures(times: FirstResultsTimes, compared: ComparedTimes, dir: string) {
  return {
    dir,
    widgetMs: spread(compared.widget),
    throttledWidgetMs: spread(compared.widgetThrottled),
    loopback: pairedDifference(times.widget, compared.widget),
    throttled: pairedDifference(times.widgetThrottled, compared.widgetThrottled),
  };
}

/** Pair by pair, the compared build's time minus this build's, and how often the compared one was faster. */
function pairedDifference(own: number[], other: number[]) {
  return {
    differenceMs: spread(other.map((value, i) => value - own[i])),
    fasterRounds: other.filter((value, i) => value < own[i]).length,
    rounds: other.length,
  };
}

function comparedLines(compare: ReturnType<typeof comparedFigures>): [string, string][] {
  const difference = ({ differenceMs, fasterRounds, rounds }: ReturnType<typeof pairedDifference>) =>
    `${describeSpread(differenceMs)}; faster in ${fasterRounds} of ${rounds} rounds`;
  return [
    [`compared build (${compare.dir}), widget`, describeSpread(compare.widgetMs)],
    ['  compared − this build, each round', difference(compare.loopback)],
    ['compared build, throttled widget', describeSpread(compare.throttledWidgetMs)],
    ['  compared − this build, each round', difference(compare.throttled)],
  ];
}

/** The lines of the first results in the printed summary. */
function firstResultsLines({ firstResults }: ReturnType<typeof firstResultsFigures>): [string, string][] {
  return [
    ['first results, widget', describeSpread(firstResults.widgetMs)],
    ['first results, baseline', describeSpread(firstResults.baselineMs)],
    ['  ratio', String(firstResults.ratio)],
    ["first results, widget on the baseline's page", describeSpread(firstResults.plainPage.widgetMs)],
    ['  ratio', String(firstResults.plainPage.ratio)],
    ['first results, throttled widget', describeSpread(firstResults.throttled.widgetMs)],
    ['first results, throttled baseline', describeSpread(firstResults.throttled.baselineMs)],
    ['  ratio', String(firstResults.throttled.ratio)],
  ];
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!skipBuild) {
    console.log('bench: npm run build');
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('the build failed');
  }
  if (only === 'table') return void (await mainTableOnly(started));
  if (only === 'paging') return void (await mainPagingOnly(started));
  console.log('bench: bundle size and parts');
  const bundle = await bundleFigures();
  const filesByName = new Map(builtFiles().map((file) => [file.file, file]));

  const servers = await startServers();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    const arrival = day(30);
    const departure = day(37);
    const dates = `stay_arrival=${arrival}&stay_departure=${departure}`;
    const widgetUrl = `${servers.pages}/demo/embed.html?${dates}`;
    const plainUrl = `${servers.pages}/bench/plain.html?${dates}`;
    const baselineUrl = `${servers.pages}/bench/baseline.html?service=${encodeURIComponent(servers.service)}&arrival=${arrival}&departure=${departure}`;
    const tableUrl = `${servers.pages}/bench/table.html?service=${encodeURIComponent(servers.service)}&${dates}`;
    const appUrl = () =>
      `${servers.pages}/bench/app.html?service=${encodeURIComponent(servers.service)}&authtoken=${encodeURIComponent(servers.mintAuthToken())}&${dates}`;

    const fresh = async () => {
      const context = await browser!.newContext({ viewport: VIEWPORT });
      await context.addInitScript(INIT_SCRIPT);
      return context;
    };
    const once = async (url: string, throttled: boolean) => {
      const context = await fresh();
      try {
        return (await load(context, url, servers.service, throttled)).result;
      } finally {
        await context.close();
      }
    };

    // First results, widget and baseline alternately, plain and throttled; one warm-up round first.
    console.log(`bench: first results, ${runs} runs after a warm-up`);
    const times: FirstResultsTimes = {
      widget: [],
      baseline: [],
      widgetOnPlainPage: [],
      widgetThrottled: [],
      baselineThrottled: [],
    };
    let publicKey: LoadResult['requests'] | undefined;
    let scriptsBeforeResults: string[] | undefined;
    const compared: ComparedTimes = { widget: [], widgetThrottled: [] };
    const comparedUrl = `${widgetUrl}&compared`;
    // This build and the compared one, the compared first in every other round, so neither always comes second.
    const pair = async (throttled: boolean, comparedFirst: boolean) => {
      if (compareDir === undefined) return { own: await once(widgetUrl, throttled) };
      const first = await once(comparedFirst ? comparedUrl : widgetUrl, throttled);
      const second = await once(comparedFirst ? widgetUrl : comparedUrl, throttled);
      return comparedFirst ? { own: second, other: first } : { own: first, other: second };
    };
    for (let run = 0; run <= runs; run++) {
      const { own: widget, other: widgetCompared } = await pair(false, run % 2 === 1);
      const baseline = await once(baselineUrl, false);
      const widgetOnPlainPage = await once(plainUrl, false);
      const { own: widgetThrottled, other: widgetComparedThrottled } = await pair(true, run % 2 === 0);
      const baselineThrottled = await once(baselineUrl, true);
      if (run === 0) continue;
      if (widgetCompared && widgetComparedThrottled) {
        compared.widget.push(widgetCompared.firstMs);
        compared.widgetThrottled.push(widgetComparedThrottled.firstMs);
      }
      publicKey ??= widgetThrottled.requests;
      scriptsBeforeResults ??= widget.scripts;
      times.widget.push(widget.firstMs);
      times.baseline.push(baseline.firstMs);
      times.widgetOnPlainPage.push(widgetOnPlainPage.firstMs);
      times.widgetThrottled.push(widgetThrottled.firstMs);
      times.baselineThrottled.push(baselineThrottled.firstMs);
    }
    if (only === 'first') {
      const figures = {
        ...firstResultsFigures(times, scriptsBeforeResults!, filesByName),
        requests: { publicKey },
        ...(compareDir !== undefined && { compare: comparedFigures(times, compared, compareDir) }),
      };
      console.log(
        `\nstay-search benchmark, first results only · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${runs} runs${quick ? ' (quick)' : ''}`,
      );
      console.log(
        table([
          [
            'JavaScript before the first results',
            `${(figures.jsBeforeFirstResults.gzip / 1000).toFixed(1)} kB gzip (${figures.jsBeforeFirstResults.files.join(', ')})`,
          ],
          ...firstResultsLines(figures),
          ['requests before results, public key', `${publicKey!.count} (depth ${publicKey!.depth})`],
          ...(figures.compare ? comparedLines(figures.compare) : []),
        ]),
      );
      console.log(`\nbench: done in ${Math.round((Date.now() - started) / 1000)} s`);
      if (jsonFile) {
        await writeFile(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
        console.log(`bench: wrote ${jsonFile}`);
      }
      return;
    }
    console.log('bench: app mode requests');
    const app = (await once(appUrl(), true)).requests;

    // Opening each panel on a fresh page, once the first results are shown and the page has gone idle (so whatever
    // the widget fetches ahead has had its chance); one warm-up page first. Long tasks of the load are counted there.
    console.log(`bench: opening the panels, ${runs} pages after a warm-up`);
    const opens: Record<PanelName, number[]> = { dates: [], guests: [], filters: [] };
    const loadLongTasks: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const context = await fresh();
      try {
        const { page } = await load(context, widgetUrl, servers.service, false);
        await settle(page);
        const longTasksAtIdle = await page.evaluate(() => (window as unknown as BenchWindow).benchLongTasks.length);
        const dates = await openPanel(page, 'dates');
        const guests = await openPanel(page, 'guests');
        // The filters fold behind their button on a phone.
        await page.setViewportSize(NARROW_VIEWPORT);
        await page.locator(PANELS.filters.field).waitFor({ state: 'visible', timeout: NAV_TIMEOUT });
        await settle(page);
        const filters = await openPanel(page, 'filters');
        if (run === 0) continue;
        loadLongTasks.push(longTasksAtIdle);
        opens.dates.push(dates);
        opens.guests.push(guests);
        opens.filters.push(filters);
      } finally {
        await context.close();
      }
    }

    // One widget page for the interactions: page switches, input latency, long tasks, CLS, heap.
    console.log('bench: page switches, input latency, heap');
    const context = await fresh();
    let interactions;
    try {
      const { page } = await load(context, widgetUrl, servers.service, false);
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
      const cls = await page.evaluate(() => (window as unknown as BenchWindow).benchCls);
      const { prefetched, cold, pagingLongTasks } = await pageSwitches(page);

      // Date picker: open it and move through the days with the arrow keys.
      const dateKeys: number[] = [];
      await page.locator('stay-search stay-dates [part~="field"]').click();
      await page.locator('stay-search stay-dates [part~="dialog"]').waitFor({ state: 'visible' });
      await page.locator('stay-search stay-dates [part~="dialog"] button[tabindex="0"]').first().focus();
      for (let i = 0; i < Math.max(30, runs * 2); i++) {
        dateKeys.push(await frameAfter(page, () => page.keyboard.press(i % 8 < 4 ? 'ArrowRight' : 'ArrowLeft')));
      }
      await page.keyboard.press('Escape');
      // Filters: click the label of the first check box (the box itself is drawn by its label) on and off.
      const filterClicks: number[] = [];
      const box = page
        .locator('stay-search stay-filters label')
        .filter({ has: page.locator('input[type="checkbox"]') })
        .first();
      // A narrow column folds the filters behind a "Filters" button.
      if (!(await box.isVisible())) await page.locator('stay-search stay-filters [part~="toggle"]').click();
      for (let i = 0; i < Math.max(20, runs * 2); i++) filterClicks.push(await frameAfter(page, () => box.click()));
      await page.waitForFunction(
        () => {
          const results = document.querySelector('stay-search')?.shadowRoot?.querySelector('stay-results') as
            (Element & { status?: string; busy?: boolean }) | null;
          return results && results.status !== 'loading' && !results.busy;
        },
        undefined,
        { timeout: NAV_TIMEOUT },
      );

      // Heap after 10 and 200 page switches (with nothing fetched ahead).
      const fresh10 = await load(context, widgetUrl, servers.service, false);
      for (let i = 0; i < 10; i++) await switchPage(fresh10.page, 'cold');
      const after10 = await heapMb(fresh10.page, context);
      for (let i = 10; i < (quick ? 60 : 200); i++) await switchPage(fresh10.page, 'cold');
      const after200 = await heapMb(fresh10.page, context);
      interactions = {
        pageSwitchMs: { prefetched, cold },
        inputLatencyMs: {
          dates: { p50: percentile(dateKeys, 0.5), p95: percentile(dateKeys, 0.95) },
          filters: { p50: percentile(filterClicks, 0.5), p95: percentile(filterClicks, 0.95) },
        },
        longTasks: { load: spread(loadLongTasks).median, paging: pagingLongTasks },
        cls: round(cls, 4),
        heap: { after10, after200 },
      };
    } finally {
      await context.close();
    }

    const tableFigures = await measureTable(fresh, tableUrl, `${appUrl()}&view=table`, servers.service);

    console.log('bench: sandbox search latency (default data and 10,000 accommodations)');
    const sandboxRuns = quick ? 200 : 500;
    const small = await measureSandbox({ runs: sandboxRuns });
    const large = await measureSandbox({ scale: 10_000, runs: quick ? 200 : 300 });

    const figures = {
      bundle,
      ...firstResultsFigures(times, scriptsBeforeResults!, filesByName),
      requests: { publicKey: publicKey!, app },
      openMs: { dates: spread(opens.dates), guests: spread(opens.guests), filters: spread(opens.filters) },
      ...interactions,
      table: tableFigures,
      sandbox: {
        p50Ms: round(small.p50Ms, 2),
        p95Ms: round(small.p95Ms, 2),
        p95Ms10k: round(large.p95Ms, 2),
        rssMb10k: round(large.rssMb, 0),
      },
    };

    const s = (value: Spread) => `${value.median} ms (min ${value.min}, max ${value.max})`;
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      `\nstay-search benchmark · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpus().length}× ${cpus()[0]?.model.trim() ?? arch()} · ${(totalmem() / 2 ** 30).toFixed(1)} GB · ${runs} runs${quick ? ' (quick)' : ''}`,
    );
    console.log(
      table([
        ['entry raw / gzip -9 / brotli', `${kB(bundle.raw)} / ${kB(bundle.gzip)} / ${kB(bundle.brotli)}`],
        [
          'parts loaded on demand (gzip -9)',
          Object.entries(bundle.chunks)
            .map(([name, chunk]) => `${name} ${kB(chunk.gzip)}`)
            .join(', ') || 'none',
        ],
        ['entry and parts together (gzip -9)', kB(bundle.total.gzip)],
        [
          'JavaScript before the first results',
          `${kB(figures.jsBeforeFirstResults.gzip)} gzip (${figures.jsBeforeFirstResults.files.join(', ')})`,
        ],
        [
          'code by module group (gzip share)',
          Object.entries(bundle.parts)
            .map(([name, part]) => `${name} ${(part.share * 100).toFixed(0)}%`)
            .join(', '),
        ],
        ...firstResultsLines(figures),
        ['requests before results, public key', `${publicKey!.count} (depth ${publicKey!.depth})`],
        ['requests before results, app mode', `${app.count} (depth ${app.depth})`],
        ['page switch, prefetched', s(interactions.pageSwitchMs.prefetched)],
        ['page switch, cold', s(interactions.pageSwitchMs.cold)],
        [
          'input → frame, date picker',
          `p50 ${interactions.inputLatencyMs.dates.p50} ms, p95 ${interactions.inputLatencyMs.dates.p95} ms`,
        ],
        [
          'input → frame, filter click',
          `p50 ${interactions.inputLatencyMs.filters.p50} ms, p95 ${interactions.inputLatencyMs.filters.p95} ms`,
        ],
        ['open → painted, dates', s(figures.openMs.dates)],
        ['open → painted, guests', s(figures.openMs.guests)],
        ['open → painted, filters (390 px)', s(figures.openMs.filters)],
        [
          'long tasks, load / ten page switches',
          `${interactions.longTasks.load} (median) / ${interactions.longTasks.paging}`,
        ],
        ['CLS (load)', String(interactions.cls)],
        ...tableLines(tableFigures),
        [
          'JS heap after 10 / 200 switches',
          `${interactions.heap.after10} MB / ${interactions.heap.after200} MB${quick ? ' (quick: 60)' : ''}`,
        ],
        ['sandbox search p50 / p95', `${figures.sandbox.p50Ms} ms / ${figures.sandbox.p95Ms} ms`],
        ['sandbox at 10,000: p95 / RSS', `${figures.sandbox.p95Ms10k} ms / ${figures.sandbox.rssMb10k} MB`],
      ]),
    );
    console.log(`\nbench: done in ${Math.round((Date.now() - started) / 1000)} s`);
    if (jsonFile) {
      await writeFile(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
      console.log(`bench: wrote ${jsonFile}`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await servers.close();
  }
}

// A hard stop: whatever happens, the benchmark ends by itself. 20 minutes: a full run takes about two on a quiet
// machine, and several times that on one shared by several test runs.
const HARD_STOP_MS = 20 * 60_000;
const deadline = setTimeout(() => {
  console.error(`bench: took longer than ${HARD_STOP_MS / 60_000} minutes, stopping`);
  process.exit(1);
}, HARD_STOP_MS);
deadline.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench: failed:', error);
    process.exit(1);
  },
);
