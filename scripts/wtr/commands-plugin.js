// Keyboard, pointer, viewport and media commands that work in every engine's launcher. Tests call them through
// test/helpers/commands.ts, with @web/test-runner-commands' payloads and Playwright's key names ('Shift+Tab',
// 'Space', 'ArrowDown').
//
// @web/test-runner-commands reaches each launcher only in part: Puppeteer over WebDriver BiDi refuses Playwright's key
// names and combinations, and the WebDriver launcher has no viewport and no key down/up. Here each command has an
// implementation per launcher: Playwright's page, Puppeteer's page (Firefox), and W3C WebDriver actions (WebKit).

/** Playwright's key names that are not a single character, as W3C WebDriver key values (also used by BiDi). */
const webDriverKeys = {
  Cancel: '\uE001',
  Help: '\uE002',
  Backspace: '\uE003',
  Tab: '\uE004',
  Clear: '\uE005',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Pause: '\uE00B',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Insert: '\uE016',
  Delete: '\uE017',
  F1: '\uE031',
  F2: '\uE032',
  F3: '\uE033',
  F4: '\uE034',
  F5: '\uE035',
  F6: '\uE036',
  F7: '\uE037',
  F8: '\uE038',
  F9: '\uE039',
  F10: '\uE03A',
  F11: '\uE03B',
  F12: '\uE03C',
  Meta: '\uE03D',
};

/** @param {string} name a Playwright key name or one character */
function keyValue(name) {
  if ([...name].length === 1) return name;
  const value = /** @type {Record<string, string>} */ (webDriverKeys)[name];
  if (value === undefined) throw new Error(`Unknown key "${name}": use a Playwright key name (Tab, ArrowDown, Space…)`);
  return value;
}

/** 'Shift+Tab' → ['Shift', 'Tab']; the key '+' itself stays a key ('Control++'). @param {string} combination */
function splitCombination(combination) {
  const match = /^((?:(?:Shift|Control|Alt|Meta)\+)*)(.+)$/.exec(combination);
  if (!match) return [combination];
  return [...match[1].split('+').filter(Boolean), match[2]];
}

/**
 * The key actions of a sendKeys payload, in W3C WebDriver terms.
 * @param {{ press?: string, type?: string, down?: string, up?: string }} payload
 * @returns {{ type: 'keyDown' | 'keyUp', value: string }[]}
 */
export function keyActions(payload) {
  const given = ['press', 'type', 'down', 'up'].filter((name) => name in payload);
  if (given.length !== 1) throw new Error('sendKeys takes exactly one of press, type, down, up');
  if (payload.type !== undefined) {
    return [...payload.type].flatMap((character) => [
      { type: 'keyDown', value: character },
      { type: 'keyUp', value: character },
    ]);
  }
  if (payload.down !== undefined) return [{ type: 'keyDown', value: keyValue(payload.down) }];
  if (payload.up !== undefined) return [{ type: 'keyUp', value: keyValue(payload.up) }];
  const keys = splitCombination(/** @type {string} */ (payload.press)).map(keyValue);
  return [
    ...keys.map((value) => /** @type {const} */ ({ type: 'keyDown', value })),
    ...keys.reverse().map((value) => /** @type {const} */ ({ type: 'keyUp', value })),
  ];
}

/** @param {'left' | 'middle' | 'right' | undefined} button */
const buttonNumber = (button = 'left') => ({ left: 0, middle: 1, right: 2 })[button];

/**
 * The launcher that runs the session: a pool's member, or the launcher itself.
 * @param {any} session
 */
function launcherOf(session) {
  return session.browser.launcherOf ? session.browser.launcherOf(session.id) : session.browser;
}

/**
 * @typedef {object} Target
 * @property {'playwright' | 'puppeteer' | 'webdriver'} kind
 * @property {any} page Playwright's or Puppeteer's page (undefined for WebDriver)
 * @property {any} launcher
 */

/** @param {any} session @returns {Target} */
function targetOf(session) {
  const launcher = launcherOf(session);
  const kind = launcher.type;
  if (kind === 'playwright' || kind === 'puppeteer') return { kind, page: launcher.getPage(session.id), launcher };
  if (kind === 'webdriver') return { kind, page: undefined, launcher };
  throw new Error(`No commands for browser launchers of type ${kind}`);
}

/** @param {Target} target @param {any} payload */
async function sendKeys({ kind, page, launcher }, payload) {
  if (kind === 'playwright') {
    if (payload.press !== undefined) await page.keyboard.press(payload.press);
    else if (payload.type !== undefined) await page.keyboard.type(payload.type);
    else if (payload.down !== undefined) await page.keyboard.down(payload.down);
    else await page.keyboard.up(payload.up);
    return;
  }
  const actions = keyActions(payload);
  if (kind === 'puppeteer') {
    // Puppeteer over BiDi passes a one-character key on as a WebDriver key value.
    for (const action of actions) {
      if (action.type === 'keyDown') await page.keyboard.down(action.value);
      else await page.keyboard.up(action.value);
    }
    return;
  }
  await launcher.webdriver.performActions([{ type: 'key', id: 'keyboard', actions }]);
}

/** @param {Target} target @param {any} payload */
async function sendMouse({ kind, page, launcher }, payload) {
  const [x, y] = payload.position ?? [0, 0];
  if (kind !== 'webdriver') {
    if (payload.type === 'move') await page.mouse.move(x, y);
    else if (payload.type === 'click') await page.mouse.click(x, y, { button: payload.button });
    else if (payload.type === 'down') await page.mouse.down({ button: payload.button });
    else if (payload.type === 'up') await page.mouse.up({ button: payload.button });
    else throw new Error(`Unknown mouse action ${payload.type}`);
    return;
  }
  const button = buttonNumber(payload.button);
  const move = { type: 'pointerMove', duration: 0, x, y, origin: 'viewport' };
  const actions = {
    move: [move],
    click: [move, { type: 'pointerDown', button }, { type: 'pointerUp', button }],
    down: [{ type: 'pointerDown', button }],
    up: [{ type: 'pointerUp', button }],
  }[/** @type {'move' | 'click' | 'down' | 'up'} */ (payload.type)];
  if (!actions) throw new Error(`Unknown mouse action ${payload.type}`);
  await launcher.webdriver.performActions([
    { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions },
  ]);
}

/** @param {Target} target */
async function resetMouse({ kind, page, launcher }) {
  if (kind === 'playwright') {
    for (const button of ['left', 'middle', 'right']) await page.mouse.up({ button });
    await page.mouse.move(0, 0);
  } else if (kind === 'puppeteer') {
    await page.mouse.reset();
  } else {
    // Releasing the actions lets go of every key and button the session holds.
    await launcher.webdriver.releaseActions();
    await sendMouse({ kind, page, launcher }, { type: 'move', position: [0, 0] });
  }
}

/** @param {Target} target @param {{ width: number, height: number }} payload */
async function setViewport({ kind, page, launcher }, payload) {
  if (kind === 'playwright') await page.setViewportSize(payload);
  else if (kind === 'puppeteer') await page.setViewport(payload);
  else await launcher.setViewport(payload);
}

/**
 * @param {Target} target
 * @param {{ colorScheme?: string, forcedColors?: string, reducedMotion?: string }} payload
 */
async function emulateMedia({ kind, page }, payload) {
  if (kind !== 'playwright') {
    // Puppeteer emulates media features over CDP only; WebDriver classic has no command for them.
    throw new Error(
      `emulateMedia is not possible through ${kind} (engine ${kind === 'puppeteer' ? 'Firefox' : 'WebKit'})`,
    );
  }
  await page.emulateMedia(payload);
}

/** @type {Record<string, (target: Target, payload: any) => Promise<void>>} */
const commands = {
  'engine-send-keys': sendKeys,
  'engine-send-mouse': sendMouse,
  'engine-reset-mouse': resetMouse,
  'engine-set-viewport': setViewport,
  'engine-emulate-media': emulateMedia,
};

export function engineCommandsPlugin() {
  return {
    name: 'engine-commands',
    /** @param {{ command: string, payload: unknown, session: any }} context */
    async executeCommand({ command, payload, session }) {
      const run = commands[command];
      if (!run) return undefined;
      await run(targetOf(session), payload);
      return true;
    },
  };
}
