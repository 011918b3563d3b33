import { executeServerCommand } from '@web/test-runner-commands';

/** What the browser's accessibility tree says, or why this browser's launcher cannot tell. */
export type AccessibilityTreeAnswer = { supported: true; names: string[] } | { supported: false; reason: string };

/**
 * The accessible names of the nodes of one role (`dialog`, `button`…) in the browser's own accessibility tree: the
 * tree screen readers read, shadow roots included. See test/commands/accessibility-tree-plugin.js.
 */
export function accessibleNames(role: string): Promise<AccessibilityTreeAnswer> {
  return executeServerCommand<AccessibilityTreeAnswer, { role: string }>('accessibility-tree-names', { role });
}
