// Puts the page probe (test/dist/fixtures/probe.js) first into a demo page asked for with `?stay-probe`, so that a
// test can read the page's errors and console lines in every engine: Playwright's page events exist in Chromium's
// launcher only. A classic script at the top of <head> runs before the page's module scripts, so it sees every error
// they cause.
const probedPages = /^\/demo\/[\w-]+\.html$/;
const probe = '<script src="/test/dist/fixtures/probe.js"></script>';

/** Test-server middleware (koa): adds the probe to `/demo/*.html?stay-probe`. */
export async function pageProbeMiddleware(context, next) {
  await next();
  if (!probedPages.test(context.path) || !context.URL.searchParams.has('stay-probe')) return;
  const body = Buffer.isBuffer(context.body) || typeof context.body === 'string' ? String(context.body) : undefined;
  if (body === undefined || !/<head>/i.test(body)) return;
  context.body = body.replace(/<head>/i, (head) => `${head}\n    ${probe}`);
}
