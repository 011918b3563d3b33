#!/usr/bin/env node
// Runs the browser tests once per engine, one engine after the other:
//
//   node scripts/test-browsers.js                      the default engines (scripts/engines.js)
//   node scripts/test-browsers.js --engine webkit      one engine; repeat --engine for several
//   node scripts/test-browsers.js --engine firefox test/elements/stay-dates.test.ts --group default
//
// Anything that is not --engine or --time-limit goes to the test runner. The run ends on each engine's own line
// (`firefox: N passed, N failed, N skipped`), and last of all the sum, `wtr: N passed, N failed, N skipped`, which
// CI reads.
//
// A run that hangs is stopped and counts as failed. A hang is a run in which no test file finishes for
// --stall-limit <seconds> (STAY_TEST_STALL_LIMIT; 360 s by default: longer than the runner's own 240 s limit for a
// file, so a slow file fails by that, and only a run stuck outside any file's limit is stopped here). A busy machine
// makes a whole run slow, not stuck, so there is no limit on the run's total time unless --time-limit <seconds>
// (STAY_TEST_TIME_LIMIT) sets one. Whatever a run started (browsers, WebKitWebDriver, MiniBrowser, Xvfb) is stopped by
// PID when it ends, when it hangs, and when this script gets SIGINT or SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defaultEngines, engines } from './engines.js';
import { descendants, isRunning, processId, stopProcesses } from './wtr/processes.js';

/** No test file finished for this long: the run hangs. */
const defaultStallLimitSeconds = 360;
/** How often the processes below a run are looked up, to find what a run that died left behind. */
const watchIntervalMs = 2000;

function usage(message) {
  console.error(`test-browsers: ${message}`);
  console.error(
    `usage: test-browsers [--engine ${engines.join('|')}]… [--stall-limit <seconds>] [--time-limit <seconds>] [test runner options]`,
  );
  process.exit(2);
}

function parseArguments(argv) {
  const chosen = [];
  const passOn = [];
  let timeLimit = Number(process.env.STAY_TEST_TIME_LIMIT || Infinity);
  let stallLimit = Number(process.env.STAY_TEST_STALL_LIMIT || defaultStallLimitSeconds);
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    const [name, inlineValue] = argument.startsWith('--') ? argument.split(/=(.*)/s, 2) : [argument];
    if (name !== '--engine' && name !== '--time-limit' && name !== '--stall-limit') {
      passOn.push(argument);
      continue;
    }
    const value = inlineValue ?? argv[++index];
    if (value === undefined) usage(`${name} needs a value`);
    if (name === '--time-limit') {
      timeLimit = Number(value);
      if (!(timeLimit > 0)) usage(`--time-limit ${value}: give a number of seconds`);
      continue;
    }
    if (name === '--stall-limit') {
      stallLimit = Number(value);
      if (!(stallLimit > 0)) usage(`--stall-limit ${value}: give a number of seconds`);
      continue;
    }
    for (const engine of value.split(',')) {
      if (!engines.includes(engine)) usage(`unknown engine "${engine}"`);
      if (!chosen.includes(engine)) chosen.push(engine);
    }
  }
  return {
    chosen: chosen.length > 0 ? chosen : [...defaultEngines],
    passOn,
    timeLimitMs: timeLimit * 1000,
    stallLimitMs: stallLimit * 1000,
  };
}

const { chosen, passOn, timeLimitMs, stallLimitMs } = parseArguments(process.argv.slice(2));
// The package exports no bin path: bin.js sits beside its CommonJS entry.
const testRunner = join(dirname(createRequire(import.meta.url).resolve('@web/test-runner')), 'bin.js');
const workDirectory = mkdtempSync(join(tmpdir(), 'stay-test-browsers-'));

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
/** Every process seen below the current run: stopped if still there when the run ends. */
const seen = new Map();
/** @type {NodeJS.Signals | undefined} the signal this script got */
let stopping;

function recordDescendants(pid) {
  for (const process of descendants(pid)) seen.set(`${process.pid} ${process.start}`, process);
}

/** Stops the run and everything below it, children first. */
async function stopRun(child) {
  if (child.pid === undefined) return;
  const top = processId(child.pid);
  recordDescendants(child.pid);
  await stopProcesses([...[...seen.values()].reverse(), ...(top ? [top] : [])]);
}

/** @returns {Promise<{ passed: number, failed: number, skipped: number, note?: string }>} */
async function runEngine(engine) {
  const resultFile = join(workDirectory, `${engine}.json`);
  seen.clear();
  const started = Date.now();
  const child = spawn(process.execPath, [testRunner, ...passOn], {
    stdio: 'inherit',
    env: { ...process.env, STAY_TEST_ENGINE: engine, STAY_TEST_RESULT_FILE: resultFile },
  });
  current = child;
  const watcher = setInterval(() => child.pid !== undefined && recordDescendants(child.pid), watchIntervalMs);
  /** Why the run was stopped: it hung (no file finished for the stall limit) or ran past the time limit. */
  let stopped = '';
  const stop = (reason) => {
    if (stopped) return;
    stopped = reason;
    console.error(`\ntest-browsers: ${engine} ${reason}: stopping it`);
    void stopRun(child);
  };
  // The reporter rewrites the result file after every finished test file: its time is the run's last progress.
  let lastProgress = started;
  const stallWatch = setInterval(() => {
    try {
      lastProgress = Math.max(lastProgress, statSync(resultFile).mtimeMs);
    } catch {
      // No file has finished yet.
    }
    if (Date.now() - lastProgress > stallLimitMs) stop(`finished no test file for ${stallLimitMs / 1000} s`);
  }, watchIntervalMs);
  const deadline = Number.isFinite(timeLimitMs)
    ? setTimeout(() => stop(`did not finish within ${timeLimitMs / 1000} s`), timeLimitMs)
    : undefined;
  const exitCode = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`test-browsers: could not start the test runner: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      if (signal && !stopped && !stopping) console.error(`test-browsers: the ${engine} run was ended by ${signal}`);
      resolve(code ?? 1);
    });
  });
  clearTimeout(deadline);
  clearInterval(stallWatch);
  clearInterval(watcher);
  current = undefined;

  const leftBehind = [...seen.values()].filter(isRunning);
  if (leftBehind.length > 0) {
    console.error(`test-browsers: stopping ${leftBehind.length} process(es) the ${engine} run left behind`);
    await stopProcesses(leftBehind.reverse());
  }

  let counts = { passed: 0, failed: 0, skipped: 0, finished: false, exited: false };
  try {
    counts = { ...counts, ...JSON.parse(readFileSync(resultFile, 'utf8')) };
  } catch {
    // The run died before it wrote anything.
  }
  // The reporter counts a run that ended without finishing as one failure; a run killed outright could not.
  if (!counts.exited || (exitCode !== 0 && counts.failed === 0)) counts.failed += 1;
  if (!counts.finished && !stopped)
    console.error(`test-browsers: the ${engine} run ended (exit ${exitCode}) before it finished`);
  const seconds = Math.round((Date.now() - started) / 1000);
  const note = stopped ? `, stopped: it ${stopped}` : '';
  return { passed: counts.passed, failed: counts.failed, skipped: counts.skipped, note: `${seconds} s${note}` };
}

function onSignal(signal) {
  if (stopping) return;
  stopping = signal;
  console.error(`\ntest-browsers: ${signal}: stopping the run`);
  const child = current;
  if (!child) process.exit(signal === 'SIGINT' ? 130 : 143);
  // Passed on (a SIGINT from a terminal has reached the test runner already; it stops its browsers on SIGINT). What
  // is still running a few seconds later is stopped by PID.
  child.kill(signal);
  setTimeout(() => void stopRun(child), 5000).unref();
}
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const times = [];
for (const [index, engine] of chosen.entries()) {
  if (stopping) break;
  console.log(`\ntest-browsers: ${engine} (${index + 1} of ${chosen.length})`);
  const result = await runEngine(engine);
  total.passed += result.passed;
  total.failed += result.failed;
  total.skipped += result.skipped;
  lines.push(`${engine}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
  times.push(`${engine} ${result.note}`);
  console.log(`\ntest-browsers: ${engine} took ${result.note}`);
}
rmSync(workDirectory, { recursive: true, force: true });
if (stopping) total.failed += 1;

// The closing block: the times, each engine's own line, then the sum as the very last line.
console.log(`\ntest-browsers: times: ${times.join(', ')}`);
for (const line of lines) console.log(line);
console.log(`wtr: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(stopping === 'SIGINT' ? 130 : stopping === 'SIGTERM' ? 143 : total.failed === 0 ? 0 : 1);
