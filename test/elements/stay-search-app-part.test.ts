import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../src/define/stay-search.js';
import { StaySearch } from '../../src/elements/stay-search.js';
import { StayPartError } from '../../src/lazy/lazy-part.js';
import { SANDBOX_URL, sandboxPost } from '../helpers/sandbox.js';
import { EXCHANGED_AUTHTOKENS_KEY } from '../../src/controllers/app-sign-in.js';
import { StaySearchPage, captureWarnings, plusDays, recordingFetch, sandboxData } from '../helpers/stay-search-page.js';
import { WIDGET_AUDIT_BOUND_MS } from '../helpers/bounds.js';
import { missingPart } from '../helpers/missing-part.js';

// App mode and the desk are a part of their own (`stay-search-app.ts`): a guests' page never fetches it, and an app
// page whose part cannot be fetched says so instead of a blank widget.

const original = window.location.href;

describe('stay-search: the app part', function () {
  // Tests here audit a whole widget with axe: see WIDGET_AUDIT_BOUND_MS.
  this.timeout(WIDGET_AUDIT_BOUND_MS);
  let arrival: string;
  let departure: string;
  before(async () => {
    const data = await sandboxData(SANDBOX_URL);
    arrival = plusDays(data.today, 15);
    departure = plusDays(data.today, 19);
  });
  afterEach(() => {
    history.replaceState(null, '', original);
    sessionStorage.removeItem(EXCHANGED_AUTHTOKENS_KEY);
  });

  it("is not fetched for a guests' page: a public key and the cards", async () => {
    const el = await fixture<StaySearch>(html`
      <stay-search lang="en" base-url=${SANDBOX_URL} public-key="pub_demo_chain" debounce="20"></stay-search>
    `);
    const page = new StaySearchPage(el);
    await page.searchDates(arrival, departure);
    expect(StaySearch.appPart.module, 'the app part').to.equal(undefined);
    expect(StaySearch.appPart.failed).to.equal(false);
    expect(el.shadowRoot!.querySelector('[part~="session"]')).to.equal(null);
  });

  describe('when it cannot be fetched', () => {
    let appPart: typeof StaySearch.appPart;
    beforeEach(() => {
      // The part answered 404, as after a deploy that replaced it.
      appPart = StaySearch.appPart;
      StaySearch.appPart = missingPart('app', '/src/elements/stay-search-app-gone.js');
    });
    afterEach(() => {
      StaySearch.appPart = appPart;
    });

    it('app mode says so plainly in an alert, reports the part once, and asks the service nothing', async () => {
      const { authtoken } = (await (
        await sandboxPost(SANDBOX_URL, '/sandbox/authtokens', { user_id: 'usr_demo' })
      ).json()) as { authtoken: string };
      history.replaceState(null, '', `?keep=1&authtoken=${encodeURIComponent(authtoken)}`);
      const warnings = captureWarnings();
      const errors: Event[] = [];
      const onError = (event: Event) => errors.push(event);
      document.addEventListener('stay-error', onError);
      const recorder = recordingFetch();
      let el: StaySearch;
      try {
        el = await fixture<StaySearch>(html`
          <stay-search
            lang="en"
            auth="app"
            base-url=${SANDBOX_URL}
            arrival=${arrival}
            departure=${departure}
            debounce="20"
            .fetch=${recorder.fetch}
          ></stay-search>
        `);
        await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'an alert');
        await el.updateComplete;
      } finally {
        warnings.restore();
        document.removeEventListener('stay-error', onError);
      }
      const alerts = el.shadowRoot!.querySelectorAll('[role="alert"]');
      expect(alerts).to.have.length(1);
      expect(alerts[0]!.textContent!.trim()).to.equal(
        "The staff's part of this page could not be loaded. Check the connection, then reload the page.",
      );
      expect(el.shadowRoot!.querySelector('[part~="session"]'), 'no "Signing in…" left').to.equal(null);
      expect(errors).to.have.length(1);
      const error = (errors[0] as Event & { error: unknown }).error;
      expect(error).to.be.instanceOf(StayPartError);
      expect((error as StayPartError).part).to.equal('app');
      expect(warnings.messages.filter((message) => message.includes('app part'))).to.have.length(1);
      expect(recorder.all, 'no request: nobody is signed in').to.have.length(0);
      await expect(el).to.be.accessible();
    });

    it('reports one failure when the parts fetched beside it cannot be fetched either (offline)', async () => {
      history.replaceState(null, '', '?keep=1');
      const tablePart = StaySearch.tablePart;
      StaySearch.tablePart = missingPart('table', '/src/define/stay-table-gone.js');
      const warnings = captureWarnings();
      const errors: Event[] = [];
      const onError = (event: Event) => errors.push(event);
      document.addEventListener('stay-error', onError);
      try {
        const el = await fixture<StaySearch>(html`
          <stay-search lang="en" auth="app" view="table" base-url=${SANDBOX_URL}></stay-search>
        `);
        await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'an alert');
        // Both requests have settled: the table's part was asked for at connect, beside the app part.
        await StaySearch.tablePart.load().catch(() => undefined);
        await el.updateComplete;
      } finally {
        StaySearch.tablePart = tablePart;
        warnings.restore();
        document.removeEventListener('stay-error', onError);
      }
      expect(StaySearch.appPart.failed).to.equal(true);
      expect(errors.map((event) => (event as Event & { error: StayPartError }).error.part)).to.deep.equal(['app']);
      expect(warnings.messages.filter((message) => message.includes(' part '))).to.have.length(1);
    });

    it('in another language too', async () => {
      history.replaceState(null, '', '?keep=1');
      const warnings = captureWarnings();
      try {
        const el = await fixture<StaySearch>(html`
          <stay-search lang="nl" auth="app" base-url=${SANDBOX_URL}></stay-search>
        `);
        await waitUntil(() => el.shadowRoot!.querySelector('[role="alert"]'), 'an alert');
        expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent!.trim()).to.equal(
          'Het deel van deze pagina voor medewerkers kon niet worden geladen. Controleer de verbinding en laad de pagina opnieuw.',
        );
      } finally {
        warnings.restore();
      }
    });
  });
});
