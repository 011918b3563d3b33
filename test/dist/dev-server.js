// What `npm start` runs (vite's dev server with this project's vite.config.ts), on a free port of 127.0.0.1, for the
// test that the campsite page gets the production build (test/demo/embed.test.ts). Started by test/dist/server.js
// as a child process with an IPC channel: it sends its address once listening, and stops when the test runner
// (its parent) goes away, however that ends.
import process from 'node:process';
import { createServer } from 'vite';

const server = await createServer({ server: { port: 0, host: '127.0.0.1', strictPort: false }, logLevel: 'warn' });
await server.listen();
process.send?.({ local: server.resolvedUrls?.local[0] });
process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
