// The test server's side of the dist tests (web-test-runner.config.js adds `distMiddleware`). It serves the built
// script-tag files the way a CDN does, and answers on two origins: the test runner listens on every interface, so
// `http://localhost:<port>` (the tests' pages) and `http://127.0.0.1:<port>` (the bundle's "CDN") are two origins of
// one server. See test/dist/README.md for what a test can ask of it.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(ROOT, 'dist');

/** The page that loads the bundle from the other origin under a strict policy (see cross-origin.html). */
const CROSS_ORIGIN_PAGE = '/test/dist/fixtures/cross-origin.html';

/**
 * `/dist-without/<name>/<file>`: dist/<file>, except the parts whose name contains <name>, which answer 404 (`*`
 * withholds every part).
 */
const WITHOUT = /^\/dist-without\/([^/]+)\/([^/]+)$/;
const EVERY_PART = '*';

/** A part's file: `stay-search.<name>-<hash>.js` (and its `.map`); the entry, `stay-search.js`, has no name. */
const PART_FILE = /^stay-search\.(.+)-[\w-]{8}\.js(\.map)?$/;

/** What cross-origin.html may be asked to load: the entry, from dist/ or with a part withheld. */
const BUNDLE_PATH = /^\/dist(-without\/([\w.-]+|\*))?\/stay-search\.js$/;
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+=*$/;

const TYPES = { js: 'text/javascript; charset=utf-8', map: 'application/json', txt: 'text/plain; charset=utf-8' };

/** The name of the part a file of dist/ holds, or `undefined` for the entry and other files. */
export function partName(file) {
  return PART_FILE.exec(file)?.[1];
}

/** The other origin of this server: 127.0.0.1 for a page on localhost, localhost for one on 127.0.0.1. */
export function otherOrigin(host) {
  const { hostname, port } = new URL(`http://${host}`);
  return `http://${hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${port}`;
}

/** An http(s) origin given in the query, or `undefined`: only ever an origin goes into a policy. */
function originParam(query, name) {
  try {
    const url = new URL(String(query[name] ?? ''));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A file of dist/ as a CDN serves it: exact bytes, a script's MIME type, readable from any origin. */
async function serveDistFile(context, file) {
  const path = normalize(join(DIST, file));
  const extension = file.split('.').pop();
  if (!path.startsWith(`${DIST}/`) || !(extension in TYPES)) return false;
  try {
    context.body = await readFile(path);
  } catch {
    return false;
  }
  context.status = 200;
  context.set('Content-Type', TYPES[extension]);
  context.set('Access-Control-Allow-Origin', '*');
  context.set('Cache-Control', 'no-store');
  return true;
}

/**
 * The policy of cross-origin.html: scripts only from the bundle's origin (the page's own probe comes from there
 * too), requests and images only to the service, no inline script, no eval.
 */
function crossOriginPolicy(bundleOrigin, service) {
  return [
    "default-src 'none'",
    `script-src ${bundleOrigin}`,
    "style-src 'self'",
    `img-src 'self' data: ${service ?? ''}`.trim(),
    `connect-src 'self' ${service ?? ''}`.trim(),
    "font-src 'self'",
  ].join('; ');
}

// ---------------------------------------------------------------------------------------------------------------
// `npm start`, for the test that the campsite page gets the production build: the same dev server (vite with this
// project's vite.config.ts), started once on first request, stopped with the test runner.

let devServer;

function startDevServer() {
  devServer ??= new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./dev-server.js', import.meta.url))], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    process.once('exit', () => child.kill());
    child.once('message', (message) => resolve(message));
    child.once('exit', (code) => reject(new Error(`the dev server exited (${code}) before it was ready`)));
  }).then(async ({ local }) => {
    // Where the dev server says the embed page finds the widget and the service: its second origin.
    const config = await (await fetch(new URL('/demo/embed-config.json', local))).json();
    return { pages: local, service: config.service };
  });
  devServer.catch(() => (devServer = undefined));
  return devServer;
}

/** The middleware. */
export async function distMiddleware(context, next) {
  const without = WITHOUT.exec(context.path);
  if (without) {
    const [, name, file] = without;
    const part = partName(file);
    const withheld = decodeURIComponent(name);
    if (part !== undefined && (withheld === EVERY_PART || part.includes(withheld))) {
      context.status = 404;
      context.set('Access-Control-Allow-Origin', '*');
      context.body = `withheld for the test: a part whose name contains "${name}"`;
      return;
    }
    if (await serveDistFile(context, file)) return;
    return next();
  }

  if (/^\/dist\/[^/]+$/.test(context.path) && (await serveDistFile(context, context.path.slice('/dist/'.length)))) {
    return;
  }

  if (context.path === '/test/npm-start') {
    try {
      context.body = await startDevServer();
    } catch (error) {
      context.status = 500;
      context.body = String(error);
    }
    return;
  }

  if (context.path === CROSS_ORIGIN_PAGE) {
    const bundleOrigin = otherOrigin(context.host);
    const bundlePath = BUNDLE_PATH.test(String(context.query.bundle ?? '')) ? context.query.bundle : '/dist/stay-search.js';
    const integrity = INTEGRITY.test(String(context.query.integrity ?? '')) ? context.query.integrity : undefined;
    const page = String(await readFile(join(ROOT, CROSS_ORIGIN_PAGE)))
      .replaceAll('{{bundle-origin}}', bundleOrigin)
      .replaceAll('{{bundle-src}}', `${bundleOrigin}${bundlePath}`)
      .replaceAll('{{integrity}}', integrity ? `integrity="${integrity}"` : '');
    context.status = 200;
    context.body = page;
    context.set('Content-Type', 'text/html; charset=utf-8');
    context.set('Cache-Control', 'no-store');
    context.set('Content-Security-Policy', crossOriginPolicy(bundleOrigin, originParam(context.query, 'service')));
    return;
  }

  return next();
}
