import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type SandboxOptions } from './app.ts';

export interface StartOptions extends SandboxOptions {
  port?: number;
  host?: string;
}

export interface RunningSandbox {
  url: string;
  /** How many accommodations the data holds. */
  accommodations: number;
  close(): Promise<void>;
}

/** Starts the sandbox on its own HTTP server; port 0 picks a free port. */
export function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  const { port = 8787, host = '127.0.0.1', ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  return new Promise((resolve, reject) => {
    // @hono/node-server hands `{ incoming, outgoing }` to fetch as its env: the drop fault needs the socket.
    const server = serve({ fetch: sandbox.fetch, port, hostname: host }, (info: AddressInfo) => {
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${info.port}`,
        accommodations: sandbox.data.accommodations.length,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
    server.once('error', reject);
  });
}
