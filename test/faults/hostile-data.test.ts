// Fault suite: names, descriptions, labels and thumbnails that hold HTML, <script>, event-handler attributes and
// javascript: addresses are shown as inert text: nothing runs, no element is injected, no dangerous address is used.
// The sandbox's data is generated and clean, so a `fetch` wrapper rewrites the real sandbox answers on their way in.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/stay-search.js';
import type { StaySearch } from '../../src/elements/stay-search.js';
import type { FetchLike } from '../../src/api/http.js';
import { SANDBOX_URL, isolatedSandbox } from '../helpers/sandbox.js';
import { nextEvent } from '../helpers/events.js';
import { StaySearchPage, plusDays, sandboxData } from '../helpers/stay-search-page.js';
import { deepQueryAll } from '../dist/frames.js';

declare global {
  interface Window {
    hostileRan?: string[];
  }
}

const RUN = (what: string) => `(window.hostileRan=window.hostileRan||[]).push('${what}')`;
const NAME = `<img src=x onerror="${RUN('name')}"><script>${RUN('name-script')}</script>Chalet <b>bold</b>`;
const DESCRIPTION = `</p><iframe src="javascript:${RUN('iframe')}"></iframe><a href="javascript:${RUN('link')}">click</a> <svg onload="${RUN('svg')}"></svg>`;
const LABEL = `"><img src=x onerror=${RUN('label')}> <style>*{display:none}</style>`;
const THUMBNAILS = [
  `javascript:${RUN('thumbnail')}`,
  // Absolute, on the sandbox: a relative one would resolve against the test page and log a 404 there.
  `${SANDBOX_URL}/sandbox/thumbnails/"><img src=x onerror="${RUN('thumbnail-attr')}">`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN('data-svg')}"></svg>`,
  `  JaVaScRiPt:${RUN('thumbnail-case')}`,
  `vbscript:msgbox(1)`,
];

/** The real sandbox answer with every text and address of every accommodation replaced by hostile ones. */
function hostile(item: Record<string, unknown>, index: number): Record<string, unknown> {
  const translations = (text: string) => ({ en: { description: text }, nl: { description: text } });
  const labels: Record<string, unknown>[] = ((item.labels as Record<string, unknown>[] | undefined) ?? []).map(
    (label) => ({
      ...label,
      description: LABEL,
      icon: `<svg onload="${RUN('icon')}">`,
      color: `red;background:url("javascript:${RUN('color')}")`,
      translations: { en: { description: LABEL, name: LABEL }, nl: { description: LABEL, name: LABEL } },
    }),
  );
  if (labels.length === 0) {
    labels.push({
      id: 'lbl_hostile',
      icon: 'sparkles',
      color: '#ff0000',
      description: LABEL,
      translations: { en: { description: LABEL, name: LABEL }, nl: { description: LABEL, name: LABEL } },
    });
  }
  return {
    ...item,
    // One accommodation with a hostile id too: it ends up in the booking address.
    ...(index === 0 ? { id: `javascript:${RUN('id')}//` } : {}),
    name: NAME,
    name_translations: translations(NAME),
    description: DESCRIPTION,
    description_translations: translations(DESCRIPTION),
    thumbnail: THUMBNAILS[index % THUMBNAILS.length],
    labels,
  };
}

function hostileFetch(): FetchLike {
  return async (input, init) => {
    const response = await window.fetch(input, init);
    const url = new URL(input);
    if (!url.pathname.endsWith('/v3/accommodations/search') || url.searchParams.has('count') || !response.ok)
      return response;
    const items = (await response.json()) as Record<string, unknown>[];
    return new Response(JSON.stringify(items.map(hostile)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('fault: hostile texts and addresses in the answers', () => {
  it('shows them as inert text: nothing runs, nothing is injected, no dangerous address is used', async () => {
    window.hostileRan = [];
    const data = await sandboxData(isolatedSandbox('hostile-data'));
    // The search starts as the widget connects: its answer may come before the fixture settles.
    const results = nextEvent(document, 'stay-results');
    const el = await fixture<StaySearch>(html`
      <stay-search
        lang="en"
        base-url=${isolatedSandbox('hostile')}
        public-key="pub_demo_chain"
        debounce="0"
        booking-url="{id}"
        arrival=${plusDays(data.today, 30)}
        departure=${plusDays(data.today, 34)}
        .fetch=${hostileFetch()}
      ></stay-search>
    `);
    const page = new StaySearchPage(el);
    const event = await results;
    expect(event.items.length).to.be.greaterThan(THUMBNAILS.length);
    await page.results.element.updateComplete;
    // Let any image error or load handler that could have been injected run.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

    expect(window.hostileRan, 'no hostile code ran').to.deep.equal([]);

    const all = deepQueryAll(el.shadowRoot!, '*');
    const injected = all.filter(
      (node) =>
        ['script', 'iframe', 'object', 'embed', 'b', 'style', 'a'].includes(node.localName) &&
        node.closest('[part~="card"]'),
    );
    // A booking link is an <a> of the widget's own: only count anchors that are not the Book button.
    expect(
      injected.filter((node) => !node.matches('[part~="book-button"]')).map((node) => node.outerHTML),
    ).to.deep.equal([]);
    const handlers = all.filter((node) => [...node.attributes].some((attribute) => attribute.name.startsWith('on')));
    expect(handlers.map((node) => node.localName)).to.deep.equal([]);
    for (const node of all) {
      for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        const value = node.getAttribute(name);
        if (value !== null)
          expect(value.trim().toLowerCase(), `${node.localName}[${name}]`).not.to.match(
            /^(javascript|vbscript|data:text)/,
          );
      }
    }
    // Every thumbnail the widget did use is a plain http(s) address; the hostile ones were refused.
    for (const img of deepQueryAll(el.shadowRoot!, 'img[part~="image"]') as HTMLImageElement[]) {
      expect(new URL(img.src).protocol).to.be.oneOf(['http:', 'https:']);
    }

    // The texts are there, as text.
    const cards = page.results.cards();
    expect(cards.length).to.equal(event.items.length);
    const title = cards[0]!.querySelector('[part~="title"]')!;
    expect(title.textContent).to.contain('<script>');
    expect(title.textContent).to.contain('<b>bold</b>');
    const description = cards[0]!.querySelector('[part~="description"]');
    if (description) expect(description.textContent).to.contain('<iframe');
    const label = cards[0]!.querySelector('[part~="label"]');
    if (label) expect(label.textContent).to.contain('<img');
    await expect(el).to.be.accessible();
  });
});
