// How long each test file held its browser page: opening it, running it, leaving it. The reporter's figures are
// only the tests' own durations, which leave out page start, module load and the launcher's resets between files,
// the part of a run's time that differs most between engines.

/** @typedef {{ start: number, opened?: number, stopping?: number, end?: number }} FileTimes */

/** @type {Map<string, FileTimes>} milliseconds since the epoch, by test session ID */
export const fileTimes = new Map();

/**
 * Records when the launcher opens and closes each session's page. Wraps the launcher's own methods in place, so it
 * stays the object (and class) the test runner and its commands expect.
 * @template {import('@web/test-runner-core').BrowserLauncher} T
 * @param {T} launcher
 * @returns {T}
 */
export function timeFiles(launcher) {
  const startSession = launcher.startSession.bind(launcher);
  const stopSession = launcher.stopSession.bind(launcher);
  return Object.assign(launcher, {
    /** @param {string} sessionId @param {string} url @param {...unknown} more (LauncherPool's retry flag) */
    async startSession(sessionId, url, ...more) {
      // A launcher that opens the file again (LauncherPool, after replacing a browser) calls this once more: the
      // file's time still counts from the first attempt.
      const times = fileTimes.get(sessionId) ?? { start: Date.now() };
      fileTimes.set(sessionId, times);
      try {
        return await startSession(sessionId, url, ...more);
      } finally {
        times.opened = Date.now();
      }
    },
    /** @param {string} sessionId */
    async stopSession(sessionId) {
      const times = fileTimes.get(sessionId);
      if (times) times.stopping = Date.now();
      try {
        return await stopSession(sessionId);
      } finally {
        if (times) times.end = Date.now();
      }
    },
  });
}
