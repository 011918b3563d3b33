// Fault suite: the built widget on a page with a strict Content-Security-Policy searches, shows results with their
// thumbnails, fails and recovers, opens the dates dialog with two months, and the page reports no violation and no
// error.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { isolatedSandbox, sandboxDelete, sandboxPost } from '../helpers/sandbox.js';
import { plusDays, sandboxData } from '../helpers/stay-search-page.js';
import { deepQuery, deepQueryAll, frameWindow } from '../dist/frames.js';

// A srcdoc page has the test page's origin, but Firefox does not match 'self' in its policy against that origin (it
// blocks the bundle from the test server): the policy names the origin beside 'self', as a campsite's page served
// from its own address would mean by 'self' alone.
const SELF = `'self' ${location.origin}`;
const POLICY = `default-src 'none'; script-src ${SELF}; style-src ${SELF}; img-src ${SELF} data: http://127.0.0.1:*; connect-src ${SELF} http://127.0.0.1:*; font-src ${SELF}; base-uri 'none'; form-action 'none'`;

/** A campsite page of its own policy (srcdoc: same origin as the test page, so the test can look inside). */
function strictPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="${POLICY}">
    <title>Campsite under a strict policy</title>
  </head>
  <body>
    <h1>Our accommodations</h1>
    <stay-search public-key="pub_demo_chain" page-size="6" debounce="0"></stay-search>
    <script src="/test/dist/fixtures/probe.js"></script>
    <script type="module" src="/dist/stay-search.js"></script>
  </body>
</html>`;
}

describe('fault: a page with a strict Content-Security-Policy', () => {
  it('searches, shows thumbnails, fails, retries, shows two months of dates, with no violation and no error', async () => {
    const base = isolatedSandbox('csp');
    const data = await sandboxData(base);
    const frame = document.createElement('iframe');
    frame.title = 'campsite page';
    frame.width = '1024';
    frame.height = '900';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc = strictPage();
    document.body.append(frame);
    try {
      await loaded;
      const win = frameWindow(frame);
      await waitUntil(() => win.customElements.get('stay-search'), 'the bundle to register the widget', {
        timeout: 10_000,
      });
      const widget = frame.contentDocument!.querySelector('stay-search')!;
      widget.setAttribute('base-url', base);
      widget.setAttribute('arrival', plusDays(data.today, 40));
      widget.setAttribute('departure', plusDays(data.today, 44));
      await waitUntil(
        () => widget.shadowRoot && deepQueryAll(widget.shadowRoot, '[part~="card"]').length > 0,
        'result cards',
        { timeout: 10_000 },
      );
      await waitUntil(
        () =>
          (deepQueryAll(widget.shadowRoot!, 'img[part~="image"]') as HTMLImageElement[]).some(
            (img) => img.complete && img.naturalWidth > 0,
          ),
        'a thumbnail to load',
        { timeout: 10_000 },
      );

      // A failure and a retry under the same policy.
      await sandboxPost(base, '/sandbox/faults', { status: 500, count: 10 });
      widget.setAttribute('departure', plusDays(data.today, 45));
      await waitUntil(
        () => widget.shadowRoot && deepQuery(widget.shadowRoot, '[part~="retry-button"]'),
        'the error state',
        { timeout: 10_000 },
      );
      await sandboxDelete(base, '/sandbox/faults');
      (deepQuery(widget.shadowRoot!, '[part~="retry-button"]') as HTMLButtonElement).click();
      await waitUntil(
        () => widget.shadowRoot && deepQueryAll(widget.shadowRoot, '[part~="card"]').length > 0,
        'result cards after the retry',
        { timeout: 10_000 },
      );

      // The dates dialog with two months side by side: the grid's column count is no inline style attribute.
      const dates = widget.shadowRoot!.querySelector('stay-dates')!;
      const field = dates.shadowRoot!.querySelector('[part~="field"]') as HTMLButtonElement;
      field.click();
      await waitUntil(
        () => deepQueryAll(widget.shadowRoot!, '[part~="month-heading"]').length === 2,
        'two months in the dialog',
        { timeout: 10_000 },
      );
      const months = deepQuery(widget.shadowRoot!, '.months') as HTMLElement;
      expect(win.getComputedStyle(months).gridTemplateColumns.split(' ')).to.have.length(2);
      expect(win.cspViolations).to.deep.equal([]);
      (deepQuery(widget.shadowRoot!, '[part~="close-button"]') as HTMLButtonElement).click();

      // The styles applied (adopted style sheets are not blocked by style-src).
      const card = deepQuery(widget.shadowRoot!, '[part~="card"]') as HTMLElement;
      expect(win.getComputedStyle(card).display).not.to.equal('inline');
      expect(win.cspViolations).to.deep.equal([]);
      expect(win.pageErrors).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
