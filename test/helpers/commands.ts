// Keyboard, pointer, viewport and media commands for every engine: @web/test-runner-commands' payloads and
// Playwright's key names ('Shift+Tab', 'Space', 'ArrowDown'), carried out by scripts/wtr/commands-plugin.js through
// Playwright (Chromium), Puppeteer over WebDriver BiDi (Firefox) or W3C WebDriver actions (WebKit).
// Use these instead of @web/test-runner-commands' own, which reach Firefox and WebKit only in part.
import { executeServerCommand } from '@web/test-runner-commands';
import type { SendKeysPayload } from '@web/test-runner-commands';

type MouseButton = 'left' | 'middle' | 'right';
export type SendMousePayload =
  | { type: 'move'; position: [number, number] }
  | { type: 'click'; position: [number, number]; button?: MouseButton }
  | { type: 'down' | 'up'; button?: MouseButton };

/** Presses a key or a combination (`{ press: 'Shift+Tab' }`), types text, or holds a key down or lets it go. */
export async function sendKeys(payload: SendKeysPayload): Promise<void> {
  await executeServerCommand('engine-send-keys', payload);
}

/** Moves or clicks the pointer at page coordinates, or presses or releases a button. */
export async function sendMouse(payload: SendMousePayload): Promise<void> {
  await executeServerCommand('engine-send-mouse', payload);
}

/** Lets go of every button and moves the pointer to the page's top-left corner. */
export async function resetMouse(): Promise<void> {
  await executeServerCommand('engine-reset-mouse');
}

/**
 * Sizes the page (the viewport, not the window). WebKit's MiniBrowser cannot be narrower than 447 px: test narrower
 * pages with narrowFrame() (test/helpers/narrow-frame.ts), which works in every engine.
 */
export async function setViewport(viewport: { width: number; height: number }): Promise<void> {
  await executeServerCommand('engine-set-viewport', viewport);
}

/**
 * Emulates media features; Chromium only (Puppeteer emulates them over CDP, which Firefox lacks, and WebDriver has no
 * command for them): use it in `itExceptIn(withoutMediaEmulation, …)` tests (test/helpers/engine.ts).
 */
export async function emulateMedia(media: {
  colorScheme?: 'light' | 'dark' | 'no-preference';
  forcedColors?: 'active' | 'none';
  reducedMotion?: 'reduce' | 'no-preference';
}): Promise<void> {
  await executeServerCommand('engine-emulate-media', media);
}
