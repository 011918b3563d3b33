// One test runner "browser" made of several browser processes that each run one test file at a time.
//
// Firefox gives keyboard focus to one page per process, and the WebDriver launcher runs a file in the top-level page
// (where pointer input and focus work) only when it runs one file at a time. A pool of such processes gives the
// test runner the concurrency it asks for while each process keeps one page. Unlike test-runner groups, a pool keeps
// `--group default` and file arguments working as they do for Chromium.
//
// A process that fails to start or to end a test file (a page that hangs and no longer answers WebDriver) is
// terminated by PID and replaced, so one hung page costs its own file, not the rest of the run.

/**
 * @typedef {import('@web/test-runner-core').BrowserLauncher & { terminate?: () => void }} Member
 * `terminate` stops the member's processes at once, by PID (the member may no longer answer).
 */

/** The methods of the WebDriver launcher that @web/test-runner-commands calls with a session's ID first. */
const sessionMethods = [
  'sendKeys',
  'sendMouseMove',
  'sendMouseClick',
  'sendMouseDown',
  'sendMouseUp',
  'resetMouse',
  'takeScreenshot',
];

/** How long a member may take to open a test file's page before it counts as hung (a browser's start included). */
const startSessionTimeout = 100_000;
/** How long a member may take to end a test file (collect the results, leave the page) before it counts as hung. */
const stopSessionTimeout = 60_000;

/** @template T @param {Promise<T>} promise @param {number} ms @param {string} message @returns {Promise<T>} */
function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class LauncherPool {
  /**
   * @param {() => Member} createMember
   * @param {number} size how many processes (and so how many files at once)
   */
  constructor(createMember, size) {
    this.createMember = createMember;
    /** @type {Member[]} */
    this.members = Array.from({ length: size }, createMember);
    this.name = this.members[0].name;
    this.type = this.members[0].type;
    this.concurrency = size;
    /** @type {Map<string, Member>} the member running each session */
    this.sessions = new Map();
    /** @type {[any, string[]] | undefined} what initialize() was given, for replacements */
    this.setup = undefined;
    for (const method of sessionMethods) {
      if (typeof (/** @type {any} */ (this.members[0])[method]) !== 'function') continue;
      /** @type {any} */ (this)[method] = (/** @type {string} */ sessionId, /** @type {unknown[]} */ ...args) =>
        /** @type {any} */ (this.member(sessionId))[method](sessionId, ...args);
    }
  }

  /** @param {import('@web/test-runner-core').TestRunnerCoreConfig} config @param {string[]} testFiles */
  async initialize(config, testFiles) {
    // Each member runs one file at a time: the WebDriver launcher reads that from the configuration.
    this.setup = [{ ...config, concurrency: 1 }, testFiles];
    await Promise.all(this.members.map((member) => member.initialize?.(...this.setup)));
    this.name = this.members[0].name;
  }

  /** @param {string} sessionId */
  member(sessionId) {
    const member = this.sessions.get(sessionId);
    if (!member) throw new Error(`No browser runs session ${sessionId}`);
    return member;
  }

  /** Terminates a member that failed and puts a fresh one in its place. @param {Member} member */
  async replace(member) {
    const index = this.members.indexOf(member);
    if (index < 0) return;
    console.error(`\n${this.name}: a browser process stopped answering; starting a new one`);
    member.terminate?.();
    const fresh = this.createMember();
    this.members[index] = fresh;
    await fresh.initialize?.(...(this.setup ?? [{}, []]));
  }

  /**
   * Opens a test file in a free member. When the member fails to open it (its browser stopped answering), the member
   * is replaced and the file opened once more in the fresh one: no test of the file has run yet, so the file should
   * not fail for a browser that died between files (WebKitWebDriver once dropped its connection while closing the
   * previous file's window, and the next file failed before any of its tests).
   * @param {string} sessionId @param {string} url @param {boolean} [isRetry]
   */
  async startSession(sessionId, url, isRetry = false) {
    const busy = new Set(this.sessions.values());
    const member = this.members.find((candidate) => !busy.has(candidate));
    if (!member) throw new Error(`All ${this.members.length} ${this.name} processes are busy`);
    this.sessions.set(sessionId, member);
    try {
      await withTimeout(
        member.startSession(sessionId, url),
        startSessionTimeout,
        `${this.name} did not open the test file within ${startSessionTimeout / 1000} s`,
      );
    } catch (error) {
      this.sessions.delete(sessionId);
      await this.replace(member);
      if (isRetry) throw error;
      console.error(`${this.name}: opening the test file again in the new browser (${String(error)})`);
      return this.startSession(sessionId, url, true);
    }
  }

  /** @param {string} sessionId */
  async stopSession(sessionId) {
    const member = this.member(sessionId);
    try {
      return await withTimeout(
        member.stopSession(sessionId),
        stopSessionTimeout,
        `${this.name} did not end the test file within ${stopSessionTimeout / 1000} s`,
      );
    } catch (error) {
      await this.replace(member);
      throw error;
    } finally {
      this.sessions.delete(sessionId);
    }
  }

  /** @param {string} sessionId */
  isActive(sessionId) {
    return this.sessions.get(sessionId)?.isActive(sessionId) ?? false;
  }

  /** @param {string} sessionId */
  getBrowserUrl(sessionId) {
    return this.member(sessionId).getBrowserUrl(sessionId);
  }

  /** @param {string} sessionId @param {string} url */
  startDebugSession(sessionId, url) {
    return this.members[0].startDebugSession(sessionId, url);
  }

  /** The member's own launcher, for commands that need the page or the WebDriver session. @param {string} sessionId */
  launcherOf(sessionId) {
    return this.member(sessionId);
  }

  /** Puppeteer's or Playwright's page of a session (used by @web/test-runner-commands). @param {string} sessionId */
  getPage(sessionId) {
    return /** @type {any} */ (this.member(sessionId)).getPage(sessionId);
  }

  async stop() {
    await Promise.all(
      this.members.map((member) =>
        withTimeout(Promise.resolve(member.stop?.()), stopSessionTimeout, 'stopping a browser').catch(() =>
          member.terminate?.(),
        ),
      ),
    );
  }
}
