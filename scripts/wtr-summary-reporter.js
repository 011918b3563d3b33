// Prints `wtr: N passed, N failed, N skipped` as the very last line of the run, because the test runner's own
// summary lives inside a progress line that CI does not read. A test file that fails to load (or fails outside
// any test) counts as one failed test, so a broken file can never turn a run green.

/** @param {any} suite @param {{passed:number, failed:number, skipped:number}} counts */
function countSuite(suite, counts) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite?.suites ?? []) countSuite(child, counts);
}

export function summaryReporter() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let finished = false;
  // Registered up front so that a run that dies before finishing (a port in use, a crashed browser) still
  // ends on a line that says it failed.
  process.once('exit', (code) => {
    if (!finished || (code !== 0 && counts.failed === 0)) counts.failed += 1;
    process.stdout.write(`\nwtr: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  });
  return {
    onTestRunFinished({ sessions }) {
      finished = true;
      counts.passed = counts.failed = counts.skipped = 0;
      for (const session of sessions) {
        const before = counts.failed;
        countSuite(session.testResults, counts);
        const failedOutsideTests = !session.passed && counts.failed === before;
        if (failedOutsideTests) counts.failed += 1;
      }
    },
  };
}
