// The unit tests of the pure logic (plain functions that take data and return data) run in one page: they touch no
// DOM state, history or storage, so a fresh page for each file would only add its start (about 1 s in Chromium and
// 2-4 s in Firefox and WebKit, for tests of a few milliseconds). Each spec stays a file of its own and runs alone too:
// `npm run test:browser -- test/logic/calendar.spec.ts`. web-test-runner.config.js refuses to start when a
// `*.spec.ts` is imported by no test file beside it. Logic tests that talk to the sandbox stay *.test.ts files with
// a page each.
import './calendar.spec.js';
import './cards.spec.js';
import './dates.spec.js';
import './filters.spec.js';
import './guests.spec.js';
import './page-list.spec.js';
import './search-state.spec.js';
import './table-quote.spec.js';
import './table-sorts.spec.js';
import './typed-dates.spec.js';
