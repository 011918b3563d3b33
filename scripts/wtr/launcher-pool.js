// One test runner "browser" made of several browser processes that each run one test file at a time.
//
// Firefox gives keyboard focus to one page per process, and the WebDriver launcher runs a file in the top-level page
// (where pointer input and focus work) only when it runs one file at a time. A pool of such processes gives the
// test runner the concurrency it asks for while each process keeps one page. Unlike test-runner groups, a pool keeps
// `--group default` and file arguments working as they do for Chromium.

/** @typedef {import('@web/test-runner-core').BrowserLauncher} BrowserLauncher */

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

export class LauncherPool {
  /**
   * @param {() => BrowserLauncher} createMember
   * @param {number} size how many processes (and so how many files at once)
   */
  constructor(createMember, size) {
    this.members = Array.from({ length: size }, createMember);
    this.name = this.members[0].name;
    this.type = this.members[0].type;
    this.concurrency = size;
    /** @type {Map<string, BrowserLauncher>} the member running each session */
    this.sessions = new Map();
    for (const method of sessionMethods) {
      if (typeof (/** @type {any} */ (this.members[0])[method]) !== 'function') continue;
      /** @type {any} */ (this)[method] = (/** @type {string} */ sessionId, /** @type {unknown[]} */ ...args) =>
        /** @type {any} */ (this.member(sessionId))[method](sessionId, ...args);
    }
  }

  /** @param {import('@web/test-runner-core').TestRunnerCoreConfig} config @param {string[]} testFiles */
  async initialize(config, testFiles) {
    // Each member runs one file at a time: the WebDriver launcher reads that from the configuration.
    await Promise.all(this.members.map((member) => member.initialize({ ...config, concurrency: 1 }, testFiles)));
    this.name = this.members[0].name;
  }

  /** @param {string} sessionId */
  member(sessionId) {
    const member = this.sessions.get(sessionId);
    if (!member) throw new Error(`No browser runs session ${sessionId}`);
    return member;
  }

  /** @param {string} sessionId @param {string} url */
  async startSession(sessionId, url) {
    const busy = new Set(this.sessions.values());
    const member = this.members.find((candidate) => !busy.has(candidate));
    if (!member) throw new Error(`All ${this.members.length} ${this.name} processes are busy`);
    this.sessions.set(sessionId, member);
    try {
      await member.startSession(sessionId, url);
    } catch (error) {
      this.sessions.delete(sessionId);
      throw error;
    }
  }

  /** @param {string} sessionId */
  async stopSession(sessionId) {
    try {
      return await this.member(sessionId).stopSession(sessionId);
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
    await Promise.all(this.members.map((member) => member.stop?.()));
  }
}
