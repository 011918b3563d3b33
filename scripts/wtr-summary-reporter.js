// Prints `wtr: N passed, N failed, N skipped` as the very last line of the run, because the test runner's own
// summary lives inside a progress line that CI does not read. A test file that fails to load (or fails outside
// any test) counts as one failed test, so a broken file can never turn a run green.
//
// Under scripts/test-browsers.js, which runs one engine after the other and prints each engine's line and the sum
// last, the counts go to the file STAY_TEST_RESULT_FILE instead, written after every finished file: a run that
// hangs and is stopped still reports what it finished.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileTimes } from './wtr/file-times.js';

/** @param {any} suite @param {{passed:number, failed:number, skipped:number}} counts */
function countSuite(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts);
}

/** @param {any[]} sessions */
function countSessions(sessions) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const session of sessions) {
    const before = counts.failed;
    countSuite(session.testResults, counts);
    const failedOutsideTests = !session.passed && counts.failed === before;
    if (failedOutsideTests) counts.failed += 1;
  }
  return counts;
}

/** @param {any} suite @returns {number} milliseconds spent in the suite's tests (hooks and page load not counted) */
function suiteDuration(suite) {
  let total = 0;
  for (const test of suite?.tests ?? []) total += test.duration ?? 0;
  for (const child of suite?.suites ?? []) total += suiteDuration(child);
  return total;
}

/** @param {number | undefined} ms */
const seconds = (ms) => (ms === undefined || Number.isNaN(ms) ? '–' : (ms / 1000).toFixed(1)).padStart(6);

/**
 * With STAY_TEST_SLOWEST=N, the N test files that held their page longest, on stderr at the end: where an engine's
 * time goes. Each line: the file's wall time from opening its page to leaving it, the seconds in its tests, in opening
 * its page (browser start, page load, module load up to the first test) and in leaving it. The last line sums all files.
 * @param {any[]} sessions
 */
function printSlowest(sessions) {
  const count = Number(process.env.STAY_TEST_SLOWEST);
  if (!(count > 0)) return;
  const files = sessions.map((session) => {
    const times = fileTimes.get(session.id);
    const group = session.group?.name && session.group.name !== 'default' ? ` (${session.group.name})` : '';
    return {
      file: `${relative(process.cwd(), session.testFile)}${group}`,
      wall: times?.end !== undefined ? times.end - times.start : NaN,
      tests: suiteDuration(session.testResults),
      open: times?.opened !== undefined ? times.opened - times.start : NaN,
      close: times?.end !== undefined && times.stopping !== undefined ? times.end - times.stopping : NaN,
    };
  });
  /** @param {'wall' | 'tests' | 'open' | 'close'} key */
  const sum = (key) => files.reduce((total, file) => total + (Number.isNaN(file[key]) ? 0 : file[key]), 0);
  /** @param {{ wall: number, tests: number, open: number, close: number }} file */
  const columns = ({ wall, tests, open, close }) => [wall, tests, open, close].map(seconds).join('');
  const slowest = [...files].sort((a, b) => (b.wall || b.tests) - (a.wall || a.tests)).slice(0, count);
  process.stderr.write(
    [
      `\nslowest test files (s):\n  ${['wall', 'tests', 'open', 'close'].map((name) => name.padStart(6)).join('')}`,
      ...slowest.map((file) => `  ${columns(file)}  ${file.file}`),
      `  ${columns({ wall: sum('wall'), tests: sum('tests'), open: sum('open'), close: sum('close') })}  all ${files.length} files`,
      '',
    ].join('\n'),
  );
}

export function summaryReporter() {
  const resultFile = process.env.STAY_TEST_RESULT_FILE;
  let counts = { passed: 0, failed: 0, skipped: 0 };
  /** @type {any[]} */
  const finishedSessions = [];
  let finished = false;
  /** @param {boolean} exited whether the counts are final (a run that did not finish already counts as failed) */
  const save = (exited = false) =>
    resultFile && writeFileSync(resultFile, JSON.stringify({ ...counts, finished, exited }));
  // Registered up front so that a run that dies before finishing (a port in use, a crashed browser) still
  // ends on a line that says it failed.
  process.once('exit', (code) => {
    if (!finished || (code !== 0 && counts.failed === 0)) counts.failed += 1;
    if (resultFile) save(true);
    else process.stdout.write(`\nwtr: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  });
  return {
    reportTestFileResults({ sessionsForTestFile }) {
      finishedSessions.push(...sessionsForTestFile);
      counts = countSessions(finishedSessions);
      save();
    },
    onTestRunFinished({ sessions }) {
      finished = true;
      printSlowest(sessions);
      counts = countSessions(sessions);
      save();
    },
  };
}
