import { defineConfig, build, defaultClientConditions, type InlineConfig, type Plugin, type ViteDevServer } from 'vite';
import { getRequestListener } from '@hono/node-server';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RolldownMagicString } from 'rolldown';
import { createSandbox } from './demo/sandbox/app.ts';
import { templateEdits } from './scripts/minify-templates.ts';
import { integrityReportPlugin } from './scripts/integrity.ts';
import { thirdPartyNoticesPlugin } from './scripts/third-party-notices.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';

const SANDBOX_ROUTES = /^\/(v3|v21|sandbox|i)\//;
const MANIFEST_PATH = '/dist/custom-elements.json';
const DEMO_USER = 'usr_demo';

/** The file a site names in its script tag. */
export const ENTRY_FILE = 'stay-search.js';

/**
 * The parts the entry loads on demand (`import()`): beside it in the same folder, so that they resolve relative to
 * the entry's own URL wherever a site hosts the files, with the part's name and a content hash (a changed part gets
 * a new name, so it can be cached for good). The `stay-search.` prefix keeps them together in a folder listing, in
 * a browser's network panel and in a CSP report, and apart from a site's own files when copied into its folder.
 */
const CHUNK_FILES = 'stay-search.[name]-[hash].js';

/** The entry's static imports, computed by each build of the bundle (they run one at a time). */
const entryClosure = entryClosurePlugin('src/define/script-tag.ts');

/**
 * The script-tag bundle: one minified ES module that registers every element (`<stay-pager>` on demand, from a part:
 * see src/define/script-tag.ts), plus the parts it loads on demand.
 * Code that the entry and a part share stays in the entry (`entryClosurePlugin`; `preserveEntrySignatures:
 * 'allow-extension'` lets the entry export it to the parts): what the first results need is then one request, never a
 * chain of two.
 */
const bundleBuild: NonNullable<InlineConfig['build']> = {
  target: 'es2022',
  outDir: 'dist',
  lib: {
    entry: 'src/define/script-tag.ts',
    formats: ['es'],
    fileName: () => ENTRY_FILE,
  },
  // Library mode adds no preload helper; said here too, since one would inject <link> tags and read document.baseURI.
  modulePreload: false,
  // dist/.vite/manifest.json: which file holds which part, for the size budget, the benchmark and the tests.
  manifest: true,
  rolldownOptions: {
    preserveEntrySignatures: 'allow-extension',
    output: {
      chunkFileNames: CHUNK_FILES,
      codeSplitting: { groups: [{ name: 'script-tag', test: entryClosure.holds }] },
      minify: true,
      // `@__PURE__` annotations only guide tree-shaking inside this build; in the finished bundle they are dead weight.
      comments: { annotation: false },
    },
  },
  sourcemap: true,
};

/**
 * The production build of the script-tag bundle, the same for `npm run build` and for `npm start`'s second origin.
 * The dev server sets NODE_ENV=development, which would make a build started inside it pick Lit's development
 * exports (and its "Lit is in dev mode" warning): the conditions name production explicitly.
 */
export function bundleConfig(): InlineConfig {
  return {
    mode: 'production',
    resolve: {
      conditions: defaultClientConditions.map((condition) =>
        condition === 'development|production' ? 'production' : condition,
      ),
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [entryClosure.plugin, minifyTemplatesPlugin(), thirdPartyNoticesPlugin(), compileHintsPlugin()],
    build: bundleBuild,
  };
}

/**
 * Keeps every module that the entry imports statically in the entry itself. Those modules run before the first
 * results in any case; a chunk of their own would only put a second request in front of them. Rolldown's automatic
 * chunking merges such shared modules into the entry most of the time but not always (a base class shared by the
 * entry and a part was enough to split Lit and the English texts into a chunk of their own), so the rule is stated
 * here: one group, named as the entry, holding the entry's static closure, computed once the module graph is known.
 *
 * The closure is taken module by module, before tree-shaking: a barrel such as `date-fns`'s index would bring all
 * it re-exports along. Entry code therefore imports such libraries by path (`date-fns/addDays`); the size guard in
 * scripts/size-budget.js catches a slip.
 */
function entryClosurePlugin(entry: string): { plugin: Plugin; holds: (id: string) => boolean } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: 'stay-search-entry-closure',
    apply: 'build',
    buildEnd() {
      closure.clear();
      const pending = [path.resolve(entry)];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        const info = this.getModuleInfo(id);
        // Rolldown lists `import()`s among `importedIds` as well: those stay parts.
        const dynamic = new Set(info?.dynamicallyImportedIds);
        pending.push(...(info?.importedIds ?? []).filter((imported) => !dynamic.has(imported)));
      }
    },
  };
  return { plugin, holds: (id) => closure.has(id) };
}

/**
 * Production builds only: minifies the static parts of Lit's `css`, `html` and `svg` templates in our sources
 * (the JavaScript minifier leaves template text alone). The dev server and the tests keep the source as written.
 */
function minifyTemplatesPlugin(): Plugin {
  return {
    name: 'stay-search-minify-templates',
    apply: 'build',
    transform: {
      filter: { id: /\/src\/.+\.ts$/, code: /\b(css|html|svg)`/ },
      handler(code, id) {
        const edits = templateEdits(code, this.parse(code, { lang: 'ts' }));
        if (edits.length === 0) return null;
        const magic = new RolldownMagicString(code, { filename: id });
        for (const { start, end, text } of edits) magic.update(start, end, text);
        return { code: magic }; // rolldown derives the source map from the edits
      },
    },
  };
}

type Sandbox = ReturnType<typeof createSandbox>;

/** Mints an auth token on the given sandbox instance, the way the back office does when it opens the app page. */
async function mintAuthToken(sandbox: Sandbox, userId: string): Promise<string | undefined> {
  return sandbox.mintAuthToken(userId).authtoken;
}

/** Builds the bundle in memory, once per source change, for the second origin. */
function bundleCache() {
  let pending: Promise<Map<string, string>> | undefined;
  return {
    invalidate() {
      pending = undefined;
    },
    get(): Promise<Map<string, string>> {
      pending ??= build({
        ...bundleConfig(),
        configFile: false,
        logLevel: 'warn',
        build: { ...bundleBuild, write: false, emptyOutDir: false },
      }).then((result) => {
        const files = new Map<string, string>();
        for (const output of Array.isArray(result) ? result : [result]) {
          if (!('output' in output)) continue;
          for (const item of output.output) {
            files.set(`/dist/${item.fileName}`, item.type === 'chunk' ? item.code : String(item.source));
          }
        }
        return files;
      });
      pending.catch(() => (pending = undefined));
      return pending;
    },
  };
}

/** The custom-elements manifest, analysed fresh from the sources (the built one may be missing or stale). */
function manifestCache() {
  let pending: Promise<string> | undefined;
  return {
    invalidate() {
      pending = undefined;
    },
    get(): Promise<string> {
      pending ??= (async () => {
        // The analyzer ships no types for its CLI module; a variable specifier keeps TypeScript from looking.
        const specifier = '@custom-elements-manifest/analyzer/cli.js';
        const { cli } = (await import(specifier)) as {
          cli(options: { argv: string[]; cwd: string; noWrite: boolean }): Promise<unknown>;
        };
        const manifest = await cli({ argv: ['analyze', '--quiet'], cwd: process.cwd(), noWrite: true });
        return JSON.stringify(manifest, null, 2);
      })();
      pending.catch(() => (pending = undefined));
      return pending;
    },
  };
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body);
}

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * `npm start`: the sandbox on the dev server's own origin (so the designers' and app pages need no set-up), and
 * the same sandbox instance on a second origin (dev port + 1, or a free port) that also serves the built bundle,
 * so the embed page loads the widget cross-origin exactly as a campsite site does.
 */
function sandboxPlugin(): Plugin {
  return {
    name: 'stay-search-sandbox',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const sandbox = createSandbox();
      const listener = getRequestListener(sandbox.fetch);
      const bundle = bundleCache();
      const manifest = manifestCache();
      let servicePort: number | undefined;

      server.watcher.on('all', (_event, file) => {
        if (
          file.includes('/src/') ||
          file.endsWith('custom-elements-manifest.config.mjs') ||
          /\/scripts\/(minify-templates|third-party-notices|compile-hints)\.ts$/.test(file)
        ) {
          bundle.invalidate();
          manifest.invalidate();
        }
      });

      const serveBundle = async (req: IncomingMessage, res: ServerResponse) => {
        try {
          const files = await bundle.get();
          const path = (req.url ?? '').split('?')[0] ?? '';
          const body = files.get(path);
          if (body === undefined) return send(res, 404, 'text/plain', 'not found');
          const type = path.endsWith('.js')
            ? 'text/javascript; charset=utf-8'
            : path.endsWith('.txt')
              ? 'text/plain; charset=utf-8'
              : 'application/json';
          // A module script from another origin is fetched in CORS mode: without this header the browser refuses it.
          send(res, 200, type, body, { 'access-control-allow-origin': '*' });
        } catch (error) {
          server.config.logger.error(`stay-search: building the bundle failed: ${String(error)}`);
          send(res, 500, 'text/plain', `building the bundle failed: ${String(error)}`);
        }
      };

      // The second origin: the same sandbox, plus the bundle.
      const serviceServer = createServer((req, res) => {
        if (req.url?.startsWith('/dist/')) return void serveBundle(req, res);
        void listener(req, res);
      });
      const host = server.config.server.host;
      const listenHost = host === true ? undefined : typeof host === 'string' ? host : 'localhost';
      const serviceReady = new Promise<number>((resolve, reject) => {
        const start = async () => {
          const devPort = (server.httpServer?.address() as AddressInfo | null)?.port ?? 5173;
          try {
            servicePort = await listen(serviceServer, devPort + 1, listenHost);
          } catch {
            servicePort = await listen(serviceServer, 0, listenHost);
          }
          return servicePort;
        };
        if (!server.httpServer) return reject(new Error('no HTTP server (middleware mode)'));
        server.httpServer.once('listening', () => start().then(resolve, reject));
        server.httpServer.once('close', () => serviceServer.close());
      });
      serviceReady.catch((error) => server.config.logger.error(`stay-search: second origin failed: ${String(error)}`));

      const serviceOrigin = (hostname: string, port: number) => `http://${hostname}:${port}`;
      const requestHostname = (req: IncomingMessage) => new URL(`http://${req.headers.host ?? 'localhost'}`).hostname;

      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        void (async () => {
          const local = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
          const port = await serviceReady;
          const token = await mintAuthToken(sandbox, DEMO_USER);
          const color = process.stdout.isTTY && !process.env.NO_COLOR;
          const info = (label: string, url: string) =>
            server.config.logger.info(
              color ? `  \x1b[32m➜\x1b[0m  \x1b[1m${label}\x1b[0m ${url}` : `  ➜  ${label} ${url}`,
            );
          info('Designers: ', `${local}demo/`);
          info(
            'Embed:     ',
            `${local}demo/embed.html  (widget and service from ${serviceOrigin(new URL(local).hostname, port)})`,
          );
          info('App:       ', `${local}demo/app.html`);
          if (token) {
            info('App link:  ', `${local}demo/app.html?authtoken=${encodeURIComponent(token)}`);
            server.config.logger.info(
              `               (single use, valid 5 minutes; ${local}demo/app-link always mints a fresh one)`,
            );
          }
        })().catch((error) => server.config.logger.error(`stay-search: ${String(error)}`));
      };

      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0];
        if (path === '/' || path === '/index.html') {
          res.writeHead(302, { location: '/demo/' }).end();
          return;
        }
        if (path === '/demo/embed-config.json') {
          void serviceReady.then(
            (port) =>
              send(
                res,
                200,
                'application/json',
                JSON.stringify({ service: serviceOrigin(requestHostname(req), port) }),
              ),
            (error) => send(res, 503, 'text/plain', String(error)),
          );
          return;
        }
        if (path === '/demo/app-link') {
          void mintAuthToken(sandbox, DEMO_USER).then(
            (token) =>
              token
                ? res.writeHead(302, { location: `/demo/app.html?authtoken=${encodeURIComponent(token)}` }).end()
                : send(res, 503, 'text/plain', 'the sandbox cannot mint auth tokens yet'),
            (error) => send(res, 500, 'text/plain', String(error)),
          );
          return;
        }
        if (path === MANIFEST_PATH) {
          void manifest.get().then(
            (body) => send(res, 200, 'application/json', body),
            (error) => send(res, 500, 'text/plain', `analysing the elements failed: ${String(error)}`),
          );
          return;
        }
        if (SANDBOX_ROUTES.test(url)) {
          void listener(req, res);
          return;
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command }) =>
  command === 'build'
    ? { ...bundleConfig(), plugins: [...(bundleConfig().plugins ?? []), integrityReportPlugin()] }
    : { plugins: [sandboxPlugin()] },
);
