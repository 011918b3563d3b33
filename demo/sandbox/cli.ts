// `npm run sandbox -- --port 8787 --scale 10000 --rate-limit 0 --seed 7 --today 2026-07-01`
// Prints "stay-search sandbox listening on <url>" once it listens (the benchmark reads that line).
import { startSandbox } from './node.ts';

function readFlag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function readNumber(name: string): number | undefined {
  const raw = readFlag(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const started = performance.now();
const sandbox = await startSandbox({
  port: readNumber('port') ?? 8787,
  host: readFlag('host') ?? '127.0.0.1',
  scale: readNumber('scale'),
  rateLimit: readNumber('rate-limit'),
  seed: readNumber('seed'),
  today: readFlag('today'),
});
console.log(`stay-search sandbox listening on ${sandbox.url}`);
console.log(`  ${sandbox.accommodations} accommodations, generated in ${Math.round(performance.now() - started)} ms`);
console.log(
  `  try: curl -H 'Authorization: Bearer pub_demo_chain' '${sandbox.url}/v3/accommodations/search?arrival=…&departure=…'`,
);
console.log(`  data: ${sandbox.url}/sandbox/data`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
