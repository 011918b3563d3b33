// The engines the browser tests run in. `npm test` runs the default ones; `npm test -- --engine <name>` (one or more
// times) chooses.
export const engines = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** @typedef {(typeof engines)[number]} Engine */

/**
 * What `npm test` (and so CI) runs when no engine is named: all three, one after the other (each engine already runs
 * two test files at a time, and on 2 cores two engines at once would only make each slower and flakier).
 * @type {readonly Engine[]}
 */
export const defaultEngines = ['chromium', 'firefox', 'webkit'];
