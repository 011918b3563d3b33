// The back-office app page: `<stay-search auth="app">` signs in with the page's `authtoken`. Without one, the
// element says how to get one; the sandbox tools below ask the sandbox for a fresh token, as the back office does.
import { carryServiceParam, isoDay, serviceUrl } from './demo-config.js';

const service = serviceUrl();
const widget = document.querySelector('stay-search')!;
widget.setAttribute('base-url', service);
widget.setAttribute('arrival', isoDay(21));
widget.setAttribute('departure', isoDay(28));
// The back office knows its administrations' names (the service gives ids only): the picker and the table show them.
Object.assign(widget, {
  administrations: [
    { id: '101', name: 'Camping De Zonnedauw' },
    { id: '102', name: 'Ferienpark Waldblick' },
    { id: '103', name: 'Bramble Bay Holiday Park' },
  ],
});
carryServiceParam();

// The staff table by default; the guests' cards one switch away (a radio group: Tab to it, arrows to switch).
document.querySelector('.view-switch')!.addEventListener('change', (event) => {
  widget.setAttribute('view', (event.target as HTMLInputElement).value);
});
// The widget brings back the tab's last search with its view once signed in: the switch shows the view it shows.
new MutationObserver(() => {
  const view = widget.getAttribute('view') === 'table' ? 'table' : 'cards';
  document.querySelector<HTMLInputElement>(`.view-switch input[value="${view}"]`)!.checked = true;
}).observe(widget, { attributes: true, attributeFilter: ['view'] });

const form = document.querySelector<HTMLFormElement>('#demo-link-form')!;
const status = document.querySelector<HTMLElement>('#demo-link-status')!;

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const user = new FormData(form).get('user');
  status.textContent = 'Asking the sandbox for an auth token…';
  void openWithFreshToken(String(user)).catch((error: unknown) => {
    status.textContent = `The sandbox did not give a token: ${error instanceof Error ? error.message : String(error)}`;
  });
});

async function openWithFreshToken(userId: string): Promise<void> {
  const response = await fetch(`${service}/sandbox/authtokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId }),
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
  const { authtoken } = (await response.json()) as { authtoken: string };
  // The sandbox also answers an `app_url`, on its own origin; this page may be served elsewhere (tests), so the
  // link is built from this page's own address.
  const url = new URL(location.href);
  url.searchParams.set('authtoken', authtoken);
  location.assign(url.href);
}

// The widget's modules load once the element has its attributes. Not awaited at the top level: WebKit resumes a
// module suspended in a top-level `await` forever once its frame is gone, and hangs every page of the tab with it
// (a guest who leaves while the page loads). test/demo/app.test.ts checks it.
void import('../src/define/index.js');
