// Lets the browser keep the modules a test page loads for the rest of the run, so the next test file's page does not
// fetch (and revalidate) the same hundred modules again. Files do not change during a run; in watch mode the
// server's own no-cache stays.
const cachedPrefixes = ['/node_modules/', '/src/', '/test/', '/demo/', '/__web-test-runner__/'];

/** @param {{ watch: boolean }} options */
export function moduleCacheMiddleware({ watch }) {
  /** @param {any} context @param {() => Promise<void>} next */
  return async function moduleCache(context, next) {
    await next();
    if (watch || context.method !== 'GET' || context.status !== 200) return;
    if (context.querystring.includes('wtr-session-id')) return;
    if (!cachedPrefixes.some((prefix) => context.path.startsWith(prefix))) return;
    context.set('Cache-Control', 'private, max-age=3600');
  };
}
