/** The browser engines the suite runs in (scripts/engines.js). */
export type Engine = 'chromium' | 'firefox' | 'webkit';

declare global {
  interface Window {
    /** Set by the test runner's page (web-test-runner.config.js). */
    STAY_TEST_ENGINE?: Engine;
  }
}

/** The engine this test file runs in. */
export const engine: Engine = window.STAY_TEST_ENGINE ?? 'chromium';

/**
 * `it`, except in the engines named, where the test is skipped and its title says why:
 * `itExceptIn({ webkit: 'no media emulation over WebDriver' }, 'follows forced colours', async () => …)` is
 * "follows forced colours (skipped in webkit: no media emulation over WebDriver)" there. Every use is listed in
 * the README; skip only what an engine's automation cannot do, never a product bug.
 */
export function itExceptIn(
  reasons: Partial<Record<Engine, string>>,
  title: string,
  test: Mocha.AsyncFunc | Mocha.Func,
): Mocha.Test {
  const reason = reasons[engine];
  return reason === undefined ? it(title, test) : it.skip(`${title} (skipped in ${engine}: ${reason})`, test);
}

/**
 * The engines whose automation cannot emulate media features (`prefers-color-scheme`, `forced-colors`): Puppeteer
 * emulates them over CDP, which Firefox lacks, and WebDriver has no command for them.
 */
export const withoutMediaEmulation: Partial<Record<Engine, string>> = {
  firefox: 'no media emulation over WebDriver BiDi',
  webkit: 'no media emulation over WebDriver',
};
