// The engines the browser tests run in. `npm test` runs the default ones; `npm test -- --engine <name>` (one or more
// times) chooses.
export const engines = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** @typedef {(typeof engines)[number]} Engine */

/**
 * What `npm test` (and so CI) runs when no engine is named: Chromium and Firefox, one after the other (each engine
 * already runs two test files at a time, and on 2 cores two engines at once would only make each slower and flakier).
 * WebKit runs with `--engine webkit`. Its whole suite passes, but in two of four three-engine runs of 2026-11-24
 * WebKitWebDriver dropped its connection between two files (once while a file's window closed, once while a file
 * ended), and CI went red with every test passed. It joins the default once that no longer happens (issue 12).
 * @type {readonly Engine[]}
 */
export const defaultEngines = ['chromium', 'firefox'];
