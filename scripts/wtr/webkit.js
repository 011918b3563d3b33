// WebKitGTK (Safari's engine) through WebKitWebDriver and its MiniBrowser, under a virtual X display.
//
// Debian's MiniBrowser has no headless mode: it draws into an Xvfb this run starts. Each launcher has a
// WebKitWebDriver of its own (one driver serves one session) and runs one test file at a time in the top-level page:
// with more, the WebDriver launcher runs files in iframes, where pointer input is refused and focus is shared.
import { createWriteStream } from 'node:fs';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { freePort } from './free-port.js';
import { descendants, killNow, processId, startHelper } from './processes.js';

export const miniBrowserPath = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const webDriverPath = process.env.WEBKIT_WEBDRIVER_PATH || 'WebKitWebDriver';

/** MiniBrowser's window never gets narrower than this: narrower pages are tested in an iframe. */
export const minimumWindowWidth = 447;

/** How long a window resize may take to reach the page on a busy machine. */
const viewportTimeoutMs = 10_000;
/** How often the page's size is read while a resize is on its way. */
const viewportPollMs = 50;
/** The resize is asked for again after this many reads that did not see it (a request the window lost). */
const viewportRetryEvery = 20;

/** How much of the end of WebKitWebDriver's (and its MiniBrowser's) error output is kept for error messages. */
const outputTailBytes = 8 * 1024;

/** @type {Promise<string> | undefined} */
let display;

/** One Xvfb for every MiniBrowser of the run; its display name (`:99`). */
function virtualDisplay() {
  display ??= new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display number and writes it to file descriptor 3 once it accepts clients.
    const xvfb = startHelper('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    xvfb.stderr?.on('data', (chunk) => (errors += chunk));
    xvfb.once('error', (error) => reject(new Error(`Xvfb did not start (apt-get install xvfb): ${error.message}`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors.trim()}`)));
    xvfb.stdio[3]?.once('data', (data) => resolve(`:${String(data).trim()}`));
  });
  return display;
}

/**
 * Reads a helper's error output as it comes and keeps its last `outputTailBytes`. A pipe nobody reads holds 64 KiB:
 * past that, the next write blocks the writer (WebKitWebDriver, and the MiniBrowser it starts, which shares the
 * pipe), and the browser stops answering. With STAY_WEBKIT_LOG=<file> the whole output is appended to that file.
 * @param {import('node:stream').Readable | null} stream
 */
function drain(stream) {
  /** @type {{ text: string, ended?: string }} */
  const kept = { text: '' };
  if (!stream) return kept;
  const log = process.env.STAY_WEBKIT_LOG ? createWriteStream(process.env.STAY_WEBKIT_LOG, { flags: 'a' }) : undefined;
  stream.setEncoding('utf8');
  stream.on('data', (/** @type {string} */ chunk) => {
    log?.write(chunk);
    kept.text = (kept.text + chunk).slice(-outputTailBytes);
  });
  stream.once('end', () => log?.end());
  return kept;
}

/**
 * Starts a WebKitWebDriver on a free port and waits until it answers.
 * @returns {Promise<{ port: number, pid: number | undefined, output: { text: string, ended?: string } }>}
 */
async function startWebDriver() {
  const port = await freePort();
  const driver = startHelper(webDriverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: await virtualDisplay() },
  });
  const output = drain(driver.stderr);
  driver.once('exit', (code, signal) => (output.ended = signal ?? `exit code ${code}`));
  const failed = new Promise((_, reject) => {
    driver.once('error', (error) =>
      reject(new Error(`${webDriverPath} did not start (apt-get install webkit2gtk-driver): ${error.message}`)),
    );
    driver.once('exit', (code) =>
      reject(new Error(`${webDriverPath} exited (${code}) before it was ready: ${output.text.trim()}`)),
    );
  });
  const ready = (async () => {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/status`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([ready, failed]);
  return { port, pid: driver.pid, output };
}

/** The WebDriver launcher for MiniBrowser, with the viewport size the other engines' launchers set. */
export class WebKitLauncher extends WebdriverLauncher {
  /** @param {{ timeZone?: string }} options */
  constructor({ timeZone } = {}) {
    super({
      hostname: '127.0.0.1',
      path: '/',
      logLevel: 'error',
      // A page that hangs stops answering: fail the command instead of waiting minutes, and never send it twice.
      connectionRetryTimeout: 60_000,
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath,
          args: ['--automation', ...(timeZone ? [`--time-zone=${timeZone}`] : [])],
        },
        // webdriverio 9 asks for WebDriver BiDi by default, and WebKitWebDriver then matches no capabilities.
        'wdio:enforceWebDriverClassic': true,
      },
    });
    /** @type {{ width: number, height: number } | undefined} what the window adds around the page (the tool bar) */
    this.frame = undefined;
    /** @type {number | undefined} */
    this.driverPid = undefined;
    /** @type {{ text: string, ended?: string }} the end of the driver's error output, and how it ended */
    this.driverOutput = { text: '' };
  }

  /** @param {any} config @param {string[]} testFiles */
  async initialize(config, testFiles) {
    const driver = await startWebDriver();
    this.options.port = driver.port;
    this.driverPid = driver.pid;
    this.driverOutput = driver.output;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  /**
   * No heartbeat. The WebDriver launcher asks for the page's title every minute so that a cloud service does not end
   * an idle session; WebKitWebDriver ends none, and that request arrived at any moment, beside the launcher's own
   * commands. WebKitWebDriver 2.50 cannot take two commands at once while a window closes: a title asked for while
   * `freshWindow()` closed the last file's window made it abort (SIGABRT: every request then fails with
   * UND_ERR_SOCKET, then ECONNREFUSED) or never answer again, so the file at that edge failed with all its tests
   * passed. Now only the launcher's and the file's own commands reach a MiniBrowser, and none while a window closes.
   */
  setupHeartbeat() {}

  /** @param {string} sessionId @param {string} url */
  async startSession(sessionId, url) {
    await this.ensureManagerInitialized();
    await this.freshWindow();
    // Every test file starts at the size Playwright and Puppeteer give their pages.
    await this.setViewport({ width: 800, height: 600 });
    // The WebDriver launcher's own startSession starts the navigation and forgets it: a navigation that failed after
    // the runner had given up on the file (its tests did not start in time on a busy machine) rejected with nobody
    // listening, and the uncaught rejection stopped the whole run. It still runs alongside (the runner waits for the
    // page itself), and a failure is only logged: the runner fails the file.
    const manager = /** @type {{ startSession(id: string, url: string): Promise<void> }} */ (this.driverManager);
    manager.startSession(sessionId, url).catch((/** @type {Error} */ error) => {
      console.error(`WebKit could not open the test file: ${error.message}`);
    });
  }

  /**
   * Puts a new window in place of the one the last test file ran in (or of MiniBrowser's start page), so that no
   * file depends on what earlier files did in the same MiniBrowser: a new window has a session history and a
   * sessionStorage of its own, as a new page has in Chromium and Firefox, and a fresh budget of Safari's 100
   * pushState/replaceState calls in 10 s. A window's session history stops growing at WebKit's 100 entries: after a
   * file that wrote many addresses, `history.length` no longer counted another file's `pushState` calls
   * (AddressController's tests failed so when the file order changed).
   *
   * 1.5–6 s on the busy 2 cores. The window used to be kept and sent back to its first history entry instead
   * (`history.go` from a script, about 0.1 s), but a script WebDriver ran while that traversal was under way made
   * WebKitWebDriver 2.50 stop answering: every command then waited until webdriverio gave up after 60 s, and the pool
   * replaced the browser (2–4 times a run, 2026-11-25; a loop of resets alone hung within 2–38 rounds, and a loop of
   * new windows not once in 60).
   */
  async freshWindow() {
    const driver = this.webdriver;
    const { handle } = await driver.createWindow('window');
    // Closed before the switch: the old window is the current one, and a session without windows would end.
    await driver.closeWindow();
    await driver.switchToWindow(handle);
  }

  /** Stops this launcher's WebKitWebDriver and MiniBrowser at once, by PID: for a MiniBrowser that hangs. */
  terminate() {
    if (this.driverPid === undefined) return;
    const { text, ended } = this.driverOutput;
    if (ended) console.error(`WebKitWebDriver had ended (${ended})`);
    if (text.trim()) console.error(`WebKitWebDriver's last output:\n${text.trim().slice(-2000)}`);
    const driver = processId(this.driverPid);
    killNow([...descendants(this.driverPid).reverse(), ...(driver ? [driver] : [])]);
    this.driverPid = undefined;
  }

  /** The WebDriver session (webdriverio's browser). */
  get webdriver() {
    if (!this.driver) throw new Error('The WebKit session has not started');
    return this.driver;
  }

  /**
   * Sizes the window so that the page gets `width` × `height` CSS pixels (MiniBrowser's tool bar takes part of
   * the window).
   * @param {{ width: number, height: number }} size
   */
  async setViewport({ width, height }) {
    if (width < minimumWindowWidth) {
      throw new Error(
        `MiniBrowser cannot be narrower than ${minimumWindowWidth} px: test ${width} px inside an iframe ` +
          '(narrowFrame() in test/helpers/narrow-frame.ts)',
      );
    }
    const driver = this.webdriver;
    const viewport = async () => {
      const [innerWidth, innerHeight] = /** @type {[number, number]} */ (
        await driver.execute('return [window.innerWidth, window.innerHeight]')
      );
      return { width: innerWidth, height: innerHeight };
    };
    if (!this.frame) {
      const window = await driver.getWindowRect();
      const page = await viewport();
      this.frame = { width: window.width - page.width, height: window.height - page.height };
    }
    // The window manager resizes the window after WebDriver has answered, and under load the page can take a while
    // to follow: wait until the page has the size, asking again now and then, before the test goes on.
    const deadline = Date.now() + viewportTimeoutMs;
    let reached = await viewport();
    for (let attempt = 0; reached.width !== width || reached.height !== height; attempt++) {
      if (Date.now() > deadline) {
        throw new Error(`MiniBrowser's page is ${reached.width}×${reached.height}, not ${width}×${height}`);
      }
      if (attempt % viewportRetryEvery === 0) {
        await driver.setWindowRect(null, null, width + this.frame.width, height + this.frame.height);
      } else {
        await new Promise((resolve) => setTimeout(resolve, viewportPollMs));
      }
      reached = await viewport();
    }
  }
}
