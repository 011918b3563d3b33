// Keyboard, pointer, viewport and media commands for every engine: @web/test-runner-commands' payloads and
// Playwright's key names ('Shift+Tab', 'Space', 'ArrowDown'), carried out by scripts/wtr/commands-plugin.js through
// Playwright (Chromium), Puppeteer over WebDriver BiDi (Firefox) or W3C WebDriver actions (WebKit).
// Use these instead of @web/test-runner-commands' own, which reach Firefox and WebKit only in part.
import { executeServerCommand } from '@web/test-runner-commands';
import type { SendKeysPayload } from '@web/test-runner-commands';
import { engine } from './engine.js';

type MouseButton = 'left' | 'middle' | 'right';
export type SendMousePayload =
  | { type: 'move'; position: [number, number] }
  | { type: 'click'; position: [number, number]; button?: MouseButton }
  | { type: 'down' | 'up'; button?: MouseButton };

/** Presses a key or a combination (`{ press: 'Shift+Tab' }`), types text, or holds a key down or lets it go. */
export async function sendKeys(payload: SendKeysPayload): Promise<void> {
  if (engine !== 'webkit') {
    await executeServerCommand('engine-send-keys', payload);
    return;
  }
  // WebKit's automation answers a key action as soon as its own queue of key events is empty, and a key that is still
  // on its way from the window to the page is not in that queue yet: on a busy machine the page got Enter after the
  // test had read the state Enter was to change. So wait for the key's last event to reach the page.
  const arrived = keyEventsArriving(payload);
  try {
    await executeServerCommand('engine-send-keys', payload);
    await arrived.promise;
  } finally {
    arrived.stop();
  }
}

/** How long a key's last event may take to reach the page before the test goes on without it. */
const keyArrivalBoundMs = 10_000;

/** A Playwright key name as the DOM's `KeyboardEvent.key` gives it. */
function domKey(name: string): string {
  return name === 'Space' ? ' ' : name;
}

/** The DOM event of a payload's last key action, and how many of the same the payload makes. */
function lastKeyEvent(payload: SendKeysPayload): { type: 'keydown' | 'keyup'; key: string; count: number } {
  if ('type' in payload && payload.type !== undefined) {
    const characters = [...payload.type];
    const key = characters.at(-1) ?? '';
    return { type: 'keyup', key, count: characters.filter((character) => character === key).length };
  }
  if ('down' in payload && payload.down !== undefined) return { type: 'keydown', key: domKey(payload.down), count: 1 };
  if ('up' in payload && payload.up !== undefined) return { type: 'keyup', key: domKey(payload.up), count: 1 };
  // A combination is let go of in reverse: its first key comes up last ('Shift+Tab' ends with Shift's keyup).
  const press = (payload as { press: string }).press;
  const first = /^(Shift|Control|Alt|Meta)\+/.exec(press)?.[1] ?? press;
  return { type: 'keyup', key: domKey(first), count: 1 };
}

/** This window and every same-origin frame in it, at any depth: the key goes to whichever document has focus. */
function reachableWindows(root: Window = window): Window[] {
  const windows = [root];
  for (let index = 0; index < root.frames.length; index += 1) {
    try {
      const frame = root.frames[index]!;
      if (frame.document) windows.push(...reachableWindows(frame));
    } catch {
      // Another origin: its keys cannot be watched from here.
    }
  }
  return windows;
}

/** Resolves once the payload's last key event has reached a document of this page (or after a bound). */
function keyEventsArriving(payload: SendKeysPayload): { promise: Promise<void>; stop(): void } {
  const expected = lastKeyEvent(payload);
  const windows = reachableWindows();
  let seen = 0;
  let done: () => void = () => {};
  const promise = new Promise<void>((resolve) => (done = resolve));
  const onKey = (event: Event) => {
    if ((event as KeyboardEvent).key === expected.key && (seen += 1) >= expected.count) done();
  };
  windows.forEach((target) => target.addEventListener(expected.type, onKey, { capture: true }));
  const bound = setTimeout(done, keyArrivalBoundMs);
  return {
    promise,
    stop() {
      clearTimeout(bound);
      windows.forEach((target) => target.removeEventListener(expected.type, onKey, { capture: true }));
    },
  };
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
