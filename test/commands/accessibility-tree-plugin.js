// A server command for the tests: what the browser's own accessibility tree exposes, the tree a screen reader
// reads (not the attributes, and not a library's re-computation of them). Registered in web-test-runner.config.js;
// the tests call it through test/commands/accessibility-tree.ts.
//
// `accessibility-tree-names` with `{ role }` answers `{ supported: true, names }`: the accessible names of the
// nodes of that role that the tree does not ignore. Where a launcher cannot read the tree it answers
// `{ supported: false, reason }`, and the test skips there.

const COMMAND = 'accessibility-tree-names';

/**
 * Chromium through the Playwright launcher: the DevTools protocol's own accessibility tree (the one Chromium gives
 * to screen readers), read from a session of its own on the test's page.
 *
 * @param {import('playwright').Page} page
 * @param {string} role
 */
async function chromiumNames(page, role) {
  const session = await page.context().newCDPSession(page);
  try {
    /** @type {{ nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[] }} */
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '');
  } finally {
    await session.detach();
  }
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function accessibilityTreePlugin() {
  return {
    name: 'accessibility-tree-command',
    async executeCommand({ command, payload, session }) {
      if (command !== COMMAND) return undefined;
      const role = String(payload?.role ?? '');
      const browser = session.browser;
      if (browser.type === 'playwright') {
        const page = browser.getPage(session.id);
        const engine = page.context().browser()?.browserType().name();
        if (engine === 'chromium') return { supported: true, names: await chromiumNames(page, role) };
        return { supported: false, reason: `Playwright's ${engine} gives no access to its accessibility tree` };
      }
      return { supported: false, reason: `the ${browser.type} launcher gives no access to the accessibility tree` };
    },
  };
}
