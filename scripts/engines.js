// The engines the browser tests run in. `npm test` runs the default ones; `npm test -- --engine <name>` (one or more
// times) chooses.
export const engines = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** @typedef {(typeof engines)[number]} Engine */

/**
 * What `npm test` (and so CI) runs when no engine is named. Chromium only until the product bugs that Firefox and
 * WebKit show are fixed (issue 12); then all three.
 * @type {readonly Engine[]}
 */
export const defaultEngines = ['chromium'];
