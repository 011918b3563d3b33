// Upper bounds for tests whose work is long by nature, in every engine alike. They are there to stop a hang, never
// to measure speed (speed is `npm run bench`'s business).

/**
 * A test that runs axe (`to.be.accessible()`) over a whole `<stay-search>` with a page of results, or walks a
 * journey key by key. Axe over such a widget took 10–15 s in WebKitGTK on a loaded 2-core machine (its
 * colour-contrast rule alone about half of it) and 3–4 s in Chromium; each key a WebDriver action sends costs a
 * round trip. The suite's bound for a hang (`TEST_HANG_BOUND_MS`, 30 s, in web-test-runner.config.js) is too short
 * for two such audits in one test on a busy machine.
 */
export const WIDGET_AUDIT_BOUND_MS = 60_000;

/**
 * How long `waitUntil` may wait for a state that follows a frame or a scroll (open-wc's default is 1 s): on a busy
 * 2-core machine a frame can take longer than that. A bound for a hang, never a measure of speed.
 */
export const FRAME_STATE_BOUND_MS = 10_000;

/**
 * How long `waitUntil` (`test/helpers/wait.ts`) waits for a state by default: an answer of the sandbox, a part
 * arriving, a frame. open-wc's own default of 1 s failed tests under load (two `npm test` runs and other work on
 * the machine, load 25–30) where the state came after 1–3 s. A bound for a hang, never a measure of speed: a test
 * about speed belongs in `npm run bench`.
 */
export const STATE_BOUND_MS = 10_000;
