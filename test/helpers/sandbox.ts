declare global {
  interface Window {
    STAY_SANDBOX_URL: string;
    STAY_SANDBOX_TWIN_URL: string;
  }
}

/** The address of the sandbox the test runner started for this run (another origin than the test page). */
export const SANDBOX_URL: string = window.STAY_SANDBOX_URL;

/** A second sandbox the test runner generated from the same seed, to show the data is deterministic. */
export const SANDBOX_TWIN_URL: string = window.STAY_SANDBOX_TWIN_URL;

let instances = 0;

/**
 * A sandbox of this test's own: the same data under `/i/<name>`, with its own clock, faults, rate limit, auth
 * tokens and sessions, so that test files running in parallel never see each other's faults or clock moves.
 * Use the answer as `baseUrl`; the sandbox-only routes live under it too (`${base}/sandbox/faults`).
 */
export function isolatedSandbox(label = 'test'): string {
  instances += 1;
  const name = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${instances}`;
  return `${SANDBOX_URL}/i/${encodeURIComponent(name)}`;
}

export async function sandboxPost(base: string, route: string, body: unknown): Promise<Response> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route} failed with ${response.status}: ${await response.text()}`);
  return response;
}

export async function sandboxDelete(base: string, route: string): Promise<void> {
  const response = await fetch(`${base}${route}`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${route} failed with ${response.status}`);
}

/** A fresh single-use auth token from the sandbox (as the back office mints for an app page), valid 5 minutes. */
export async function mintAuthToken(
  base: string,
  userId = 'usr_demo',
): Promise<{ authtoken: string; expires_in: number; app_url: string }> {
  return (await sandboxPost(base, '/sandbox/authtokens', { user_id: userId })).json();
}

/** Moves an isolated sandbox's clock forward (ID tokens expire after 3600 s, auth tokens after 300 s). */
export async function advanceClock(
  base: string,
  seconds: number,
): Promise<{ today: string; now: string; offset_seconds: number }> {
  return (await sandboxPost(base, '/sandbox/clock', { advance_seconds: seconds })).json();
}
