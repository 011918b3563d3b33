// The engines the browser tests run in. `npm test` runs the default ones; `npm test -- --engine <name>` (one or more
// times) chooses.
export const engines = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** @typedef {(typeof engines)[number]} Engine */

/**
 * What `npm test` (and so CI) runs when no engine is named: Chromium, Firefox and WebKit, one after the other (each
 * engine already runs two test files at a time, and on 2 cores two engines at once would only make each slower and
 * flakier). WebKit was out of the default for a while: in two of four three-engine runs of 2026-11-24 its driver
 * dropped the connection between two files. The cause was the WebDriver launcher's heartbeat racing the window a file
 * ends with (scripts/wtr/webkit.js, setupHeartbeat), and it is gone.
 * @type {readonly Engine[]}
 */
export const defaultEngines = ['chromium', 'firefox', 'webkit'];
