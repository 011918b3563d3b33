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

const sandbox = await startSandbox({
  port: readNumber('port') ?? 8787,
  host: readFlag('host') ?? '127.0.0.1',
  scale: readNumber('scale'),
  rateLimit: readNumber('rate-limit'),
});
console.log(`stay-search sandbox listening on ${sandbox.url}`);
