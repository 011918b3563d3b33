// The test runner's launcher for each engine, started the way this machine can: the browsers Debian installs, never
// one a tool downloads.
import { chromeLauncher } from '@web/test-runner-chrome';
import { playwrightLauncher } from '@web/test-runner-playwright';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import { LauncherPool } from './launcher-pool.js';
import { descendants, killNow, processId } from './processes.js';
import { WebKitLauncher } from './webkit.js';

export const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** How long a browser may take to start on a busy machine. */
export const browserStartTimeout = 120_000;

/**
 * How long a page may take to open a test file or to leave it (Playwright's and Puppeteer's default is 30 s). With two
 * runs and other work on the machine (load 25–30), Firefox took longer than 30 s to open its first file, and the run
 * died. Below the pool's and the runner's own limits for a start, which stay the guards against a hang.
 */
export const pageNavigationTimeout = 90_000;

/**
 * Chromium through Playwright: one process, several pages at once.
 * @param {{ timeZone?: string }} options
 */
export function chromium({ timeZone } = {}) {
  /** @type {Map<any, Promise<any>>} */
  const contexts = new Map();
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
    createBrowserContext: ({ browser }) => {
      if (!contexts.has(browser)) contexts.set(browser, browser.newContext(timeZone ? { timezoneId: timeZone } : {}));
      return sessionView(contexts.get(browser));
    },
  });
}

/**
 * One test file's view of a browser context that all files share (and with it the HTTP cache): the launcher closes
 * the context when a file ends, which here closes only that file's page.
 * @param {Promise<any>} shared
 */
async function sessionView(shared) {
  const context = await shared;
  let page;
  return new Proxy(context, {
    get(target, property) {
      if (property === 'newPage')
        return async () => {
          page = await target.newPage();
          page.setDefaultNavigationTimeout(pageNavigationTimeout);
          return page;
        };
      if (property === 'close') return async () => page?.close();
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Firefox through Puppeteer over WebDriver BiDi (puppeteer-core: it has no browser download). Firefox gives keyboard
 * focus to one page per process, so each process runs one file at a time, and several processes run side by side.
 * Firefox reads the time zone from TZ when it starts.
 * @param {{ timeZone?: string, processes?: number }} options
 */
export function firefox({ timeZone, processes = 1 } = {}) {
  const createFirefox = () => {
    const launcher = chromeLauncher({
      puppeteer,
      concurrency: 1,
      launchOptions: {
        browser: 'firefox',
        executablePath: firefoxPath,
        headless: true,
        // Puppeteer subscribes to BiDi's network events unless told not to, and Firefox then reports every request to
        // the remote agent: each module a test page loads and each request a test sends came 50-300 ms late. No command
        // here uses Puppeteer's network features. Alone on the machine: the sandbox fuzz tests 8-11 s against 18-21 s.
        networkEnabled: false,
        env: { ...process.env, ...(timeZone && { TZ: timeZone }) },
      },
      createPage: async ({ context }) => {
        const page = await context.newPage();
        page.setDefaultNavigationTimeout(pageNavigationTimeout);
        return page;
      },
    });
    // Each test file gets a new page, as in Chromium and WebKit: the launcher would hand the last file's page to the
    // next file, with its session history and sessionStorage (test/scripts/fresh-page.test.ts). The old page closes
    // once the new one is open, so that the browser never has no page.
    const startSession = launcher.startSession.bind(launcher);
    const pages = /** @type {{ inactivePages: { puppeteerPage: { close(): Promise<void> } }[] }} */ (
      /** @type {unknown} */ (launcher)
    );
    return Object.assign(launcher, {
      /** @param {string} sessionId @param {string} url */
      async startSession(sessionId, url) {
        const used = pages.inactivePages.splice(0);
        try {
          await startSession(sessionId, url);
        } finally {
          await Promise.all(used.map((page) => page.puppeteerPage.close().catch(() => {})));
        }
      },
      // For a Firefox that stopped answering: its processes go at once, by PID.
      terminate() {
        const pid = /** @type {any} */ (launcher).browser?.process()?.pid;
        const main = pid === undefined ? undefined : processId(pid);
        if (main) killNow([...descendants(main.pid).reverse(), main]);
      },
    });
  };
  return new LauncherPool(createFirefox, processes);
}

/**
 * WebKitGTK through WebKitWebDriver and MiniBrowser: each MiniBrowser runs one file at a time in its top-level page.
 * @param {{ timeZone?: string, processes?: number }} options
 */
export function webkit({ timeZone, processes = 1 } = {}) {
  return new LauncherPool(() => new WebKitLauncher({ timeZone }), processes);
}
