// Fault suite, second seed (the first is random-input.test.ts): random values, removed attributes and page
// addresses: no uncaught exception, and a widget that still searches afterwards.
import { ROUNDS, SEED, countHistoryWrites, survive } from '../helpers/random-input.js';

describe('fault: random attributes and page addresses', () => {
  countHistoryWrites();

  it(`survives ${ROUNDS} random values, removed attributes and addresses (seed ${SEED + 1})`, async function () {
    this.timeout(120_000);
    await survive(SEED + 1, true);
  });
});
