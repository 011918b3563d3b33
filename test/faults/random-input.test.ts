// Fault suite: a thousand random attribute values and page-address states (bad dates, huge numbers, unknown
// types, broken JSON in tag-groups…): no uncaught exception, and a widget that still searches afterwards.
// The second seed, with removed attributes, is random-input-removals.test.ts: a file of its own, so that the two run
// side by side (in WebKit each waits out the engine's history limit in its own window).
import { ROUNDS, SEED, countHistoryWrites, survive } from '../helpers/random-input.js';

describe('fault: random attributes and page addresses', () => {
  countHistoryWrites();

  it(`survives ${ROUNDS} random attribute values and addresses (seed ${SEED}) and still searches`, async function () {
    this.timeout(120_000);
    await survive(SEED, false);
  });
});
