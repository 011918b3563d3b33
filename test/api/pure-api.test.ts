// The API module's pure parts (query encoding, address editing, reading the service's answers) are tested in one
// page, as test/logic/pure-logic.test.ts explains: no DOM state, history, storage or sandbox. Each spec still runs
// alone when named. web-test-runner.config.js checks that each
// test/api/*.spec.ts is imported here.
import './boundary.spec.js';
import './query.spec.js';
import './url.spec.js';
