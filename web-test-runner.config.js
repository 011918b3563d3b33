import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { createServer } from 'node:net';
import { tsImport } from 'tsx/esm/api';
import { summaryReporter } from './scripts/wtr-summary-reporter.js';
import { chromiumArgs, chromiumPath } from './scripts/chromium.js';
import { distMiddleware } from './test/dist/server.js';

// Every test talks to the real sandbox over HTTP, on its own origin so that CORS and the allow-list are real.
const { startSandbox } = await tsImport('./demo/sandbox/node.ts', import.meta.url);
const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, rateLimit: 0 });
// A second sandbox generated from the same seed: the data must come out the same.
const twin = await startSandbox({ host: '127.0.0.1', port: 0, rateLimit: 0 });

// Several runs may share this machine (a developer's and CI's, or two terminals): never assume port 8000 is free.
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const chromium = (contextOptions) =>
  playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
    ...(contextOptions && { createBrowserContext: ({ browser }) => browser.newContext(contextOptions) }),
  });

// Calendar days must not drift with the guest's time zone: the time-zone tests run again at UTC+14 and UTC-10.
const timezoneTests = ['test/elements/stay-dates-timezone.test.ts'];

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

export default {
  port: await freePort(),
  middleware: [strictCspHeader, distMiddleware],
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 2,
  testsFinishTimeout: 240_000,
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: new URL('./tsconfig.json', import.meta.url).pathname }),
  ],
  browsers: [chromium()],
  groups: [
    { name: 'timezone-kiritimati', files: timezoneTests, browsers: [chromium({ timezoneId: 'Pacific/Kiritimati' })] },
    { name: 'timezone-honolulu', files: timezoneTests, browsers: [chromium({ timezoneId: 'Pacific/Honolulu' })] },
  ],
  testFramework: { config: { timeout: 15_000 } },
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><script>window.STAY_SANDBOX_URL = ${JSON.stringify(sandbox.url)}; window.STAY_SANDBOX_TWIN_URL = ${JSON.stringify(twin.url)};</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  reporters: [defaultReporter(), summaryReporter()],
};
