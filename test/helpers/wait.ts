// open-wc's `waitUntil`, bounded for a busy machine: every test waits through this one.
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';
import { STATE_BOUND_MS } from './bounds.js';

/**
 * Resolves once `predicate` holds, polling every `interval` ms (50 by default); rejects with `message` after
 * `timeout` ms (`STATE_BOUND_MS` by default, not open-wc's 1 s).
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: STATE_BOUND_MS, ...options });
}
