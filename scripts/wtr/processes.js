// The processes a test run starts (Xvfb, WebKitWebDriver and the MiniBrowser it starts, the browsers the launchers
// start) are stopped by their PIDs when the run ends: also on SIGINT, SIGTERM and when a run hangs. A browser left
// behind keeps a core busy on a machine that has two.
//
// A process is named by its PID and its start time (field 22 of /proc/<pid>/stat), so that a PID the system has
// given to another process since is never signalled.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/** @typedef {{ pid: number, start: string }} ProcessId */

/** @param {number} pid @returns {{ state: string, ppid: number, start: string } | undefined} */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], ppid: Number(fields[1]), start: fields[19] };
  } catch {
    return undefined;
  }
}

/** @param {number} pid @returns {ProcessId | undefined} */
export function processId(pid) {
  const found = stat(pid);
  return found && { pid, start: found.start };
}

/** Whether the process is still the one that was recorded, and not a zombie. @param {ProcessId} process */
export function isRunning({ pid, start }) {
  const found = stat(pid);
  return found !== undefined && found.start === start && found.state !== 'Z';
}

/** Every process below `pid` (children, their children…), read from /proc. @returns {ProcessId[]} */
export function descendants(pid) {
  /** @type {Map<number, ProcessId[]>} */
  const children = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const found = stat(Number(name));
    if (!found) continue;
    const list = children.get(found.ppid) ?? [];
    list.push({ pid: Number(name), start: found.start });
    children.set(found.ppid, list);
  }
  const result = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      result.push(child);
      queue.push(child.pid);
    }
  }
  return result;
}

/** @param {ProcessId} process @param {NodeJS.Signals} signal */
function signal(process, signal) {
  if (!isRunning(process)) return;
  try {
    globalThis.process.kill(process.pid, signal);
  } catch {
    // Gone between the check and the signal.
  }
}

/** Sends SIGKILL at once: for exit handlers, which cannot wait. @param {ProcessId[]} processes */
export function killNow(processes) {
  for (const process of processes) signal(process, 'SIGKILL');
}

/** SIGTERM, then SIGKILL for what is still running after `graceMs`. @param {ProcessId[]} processes */
export async function stopProcesses(processes, graceMs = 3000) {
  for (const process of processes) signal(process, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (processes.some(isRunning) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  killNow(processes);
}

/** Stops everything below this process at once (children first), as found in /proc now. */
function killDescendantsNow() {
  killNow(descendants(process.pid).reverse());
}

let handlersInstalled = false;

/**
 * Stops, by PID, every process this one started (the helpers, the browsers, MiniBrowser below WebKitWebDriver) when
 * it ends: on exit, SIGINT and SIGTERM. The test runner stops its browsers itself on a normal exit and on SIGINT;
 * this is for what is left (a hung WebDriver session) and for SIGTERM, which the test runner does not handle.
 */
export function stopDescendantsOnExit() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killDescendantsNow);
  process.on('SIGTERM', () => {
    console.error('test runner: SIGTERM, stopping');
    killDescendantsNow();
    process.exit(143);
  });
  process.on('SIGINT', () => {
    console.error('test runner: SIGINT, stopping');
    // The test runner's own SIGINT handler stops the run; what is still running a moment later goes.
    setTimeout(() => {
      killDescendantsNow();
      process.exit(130);
    }, 5000).unref();
  });
}

/**
 * Starts a helper process that lives as long as the test run.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} options
 */
export function startHelper(command, args, options = {}) {
  stopDescendantsOnExit();
  return spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
}
