import { defineConfig, type Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { createSandbox } from './demo/sandbox/app.ts';

const SANDBOX_ROUTES = /^\/(v3|v21|sandbox|i)\//;

/** Mounts the local service on the dev server's own origin, so `npm start` needs no keys and no set-up. */
function sandboxPlugin(): Plugin {
  return {
    name: 'stay-search-sandbox',
    configureServer(server) {
      const listener = getRequestListener(createSandbox().fetch);
      server.middlewares.use((req, res, next) => {
        if (req.url === '/' || req.url === '/index.html') {
          res.writeHead(302, { location: '/demo/' }).end();
          return;
        }
        if (req.url && SANDBOX_ROUTES.test(req.url)) {
          void listener(req, res);
          return;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [sandboxPlugin()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    lib: {
      entry: 'src/define/index.ts',
      formats: ['es'],
      fileName: () => 'stay-search.js',
    },
    rolldownOptions: { output: { minify: true } },
    sourcemap: true,
  },
});
