import { Hono } from 'hono';

export interface SandboxOptions {
  /** How many accommodations to generate in all; by default the three demo administrations' own 30 to 60 each. */
  scale?: number;
  /** Requests a minute per key or user; 0 turns the limit off. Default 120. */
  rateLimit?: number;
  seed?: number;
}

export interface Sandbox {
  fetch(request: Request): Response | Promise<Response>;
}

export function createSandbox(_options: SandboxOptions = {}): Sandbox {
  const app = new Hono();
  app.get('/sandbox/health', (c) => c.json({ ok: true }));
  return { fetch: (request) => app.fetch(request) };
}
