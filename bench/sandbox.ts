// Search latency of the sandbox over HTTP, and its memory. Starts the sandbox CLI in a child process on a free
// loopback port, sends sequential 7-night searches with tags, type and sorts from this process, and reads the
// child's resident memory from /proc. Run: `npx tsx bench/sandbox.ts`.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface SandboxFigures {
  p50Ms: number;
  p95Ms: number;
  rssMb: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WARM_UP = 50;

function startChild(scale: number | undefined): Promise<{ child: ChildProcess; url: string }> {
  const args = ['--import', 'tsx', 'demo/sandbox/cli.ts', '--port', '0', '--rate-limit', '0'];
  if (scale !== undefined) args.push('--scale', String(scale));
  // `node --import tsx` rather than `npx tsx`: then `child.pid` is the sandbox's own process, not a wrapper.
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the sandbox did not start within 60 s:\n${output}`));
    }, 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited with ${code}:\n${output}`));
    });
  });
}

/** The resident memory of a process and its children. */
function rssMb(pid: number): number {
  const own = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(own)?.[1] ?? 0);
  let children = 0;
  try {
    for (const child of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      children += rssMb(Number(child));
    }
  } catch {
    // no children listed
  }
  return kb / 1024 + children;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function isoDay(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function measureSandbox({
  scale,
  runs = 300,
}: { scale?: number; runs?: number } = {}): Promise<SandboxFigures> {
  const count = Math.max(200, Math.min(runs, 100_000));
  const { child, url } = await startChild(scale);
  try {
    const data = (await (await fetch(`${url}/sandbox/data?accommodations=false`)).json()) as {
      today: string;
      tags: Array<{ id: string }>;
    };
    const tags = data.tags.map((tag) => tag.id);
    const today = new Date(`${data.today}T00:00:00Z`);
    const headers = { authorization: 'Bearer pub_demo_chain', accept: 'application/json' };
    const sortChoices = [
      [{ column: 'price_total', order: 'asc' }],
      [
        { column: 'rating', order: 'desc' },
        { column: 'name', order: 'asc' },
      ],
      [
        { column: 'available_stock', order: 'desc' },
        { column: 'price_total', order: 'asc' },
      ],
    ];
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + count; i += 1) {
      const arrival = isoDay(today, 7 + (i % 300));
      const query = new URLSearchParams({
        arrival,
        departure: isoDay(today, 14 + (i % 300)),
        tags: JSON.stringify([[tags[i % tags.length], tags[(i + 3) % tags.length]]]),
        type: JSON.stringify({ type: ['campsite', 'villa'], operator: 'NOT_IN' }),
        sorts: JSON.stringify(sortChoices[i % sortChoices.length]),
        age_table_categories: JSON.stringify([
          { id: 'adults', count: '2' },
          { id: 'children', count: '1' },
        ]),
      });
      const started = performance.now();
      const response = await fetch(`${url}/v3/accommodations/search?${query}`, { headers });
      await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`search answered ${response.status}`);
      if (i >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return { p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), rssMb: rssMb(child.pid!) };
  } finally {
    child.kill();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const scale of [undefined, 10_000]) {
    const figures = await measureSandbox({ scale, runs: 300 });
    const name = scale === undefined ? 'default data' : `${scale} accommodations`;
    console.log(
      `sandbox search, ${name}: p50 ${figures.p50Ms.toFixed(2)} ms, p95 ${figures.p95Ms.toFixed(2)} ms, RSS ${figures.rssMb.toFixed(0)} MB`,
    );
  }
}
