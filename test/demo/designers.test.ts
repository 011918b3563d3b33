import { expect, waitUntil } from '@open-wc/testing';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { deepQueryAll, deepText, loadFrame, loadManifest, manifestElements, waitForCards } from '../dist/frames.js';
import { axeViolations } from './pages.js';

describe("demo/index.html, the designers' page", () => {
  let frame: HTMLIFrameElement;
  const doc = () => frame.contentDocument!;

  before(async () => {
    frame = await loadFrame(`/demo/index.html?service=${encodeURIComponent(SANDBOX_URL)}`, {
      width: 1280,
      height: 1000,
    });
    await waitUntil(() => doc().body.dataset.ready === 'true', 'the gallery and reference to render', {
      timeout: 12_000,
    });
  });

  after(() => frame.remove());

  it('shows the live widget with results, and its settings change it', async () => {
    await waitForCards(frame);
    const live = doc().querySelector<HTMLElement>('#live stay-search')!;
    const language = doc().querySelector<HTMLSelectElement>('select[name="lang"]')!;
    language.value = 'nl';
    language.dispatchEvent(new Event('change', { bubbles: true }));
    expect(live.getAttribute('lang')).to.equal('nl');
    const accent = doc().querySelector<HTMLInputElement>('input[name="--stay-accent"]')!;
    accent.value = '#aa0055';
    accent.dispatchEvent(new Event('input', { bubbles: true }));
    expect(live.style.getPropertyValue('--stay-accent')).to.equal('#aa0055');
    const scheme = doc().querySelector<HTMLSelectElement>('select[name="--stay-color-scheme"]')!;
    scheme.value = 'dark';
    scheme.dispatchEvent(new Event('change', { bubbles: true }));
    expect(frame.contentWindow!.getComputedStyle(live).colorScheme).to.equal('dark');
  });

  it('produces every state in the gallery from real sandbox answers', async () => {
    const tiles = [...doc().querySelectorAll<HTMLElement>('#gallery .tile')];
    const byTitle = (title: string) => tiles.find((tile) => tile.querySelector('h3')!.textContent === title)!;
    expect(tiles.map((tile) => tile.querySelector('h3')!.textContent)).to.include.members([
      'First-load skeleton',
      'Results',
      'Busy: a later load keeps the list',
      'Empty',
      'Error, with retry',
      'Sold out',
      'Closed',
      'A party that does not fit',
      'Long names and descriptions',
      'One result',
      'Labels of every colour',
    ]);
    await waitUntil(
      () => deepQueryAll(byTitle('Error, with retry'), '[part~="retry-button"]').length === 1,
      'the error state',
    );
    await waitUntil(
      () => deepQueryAll(byTitle('First-load skeleton'), '[part~="skeleton"]').length > 0,
      'the skeleton',
    );
    await waitUntil(() => deepQueryAll(byTitle('Empty'), '[part~="empty"]').length === 1, 'the empty state');
    expect(deepText(byTitle('Sold out'))).to.include('Sold out');
    expect(deepText(byTitle('Closed'))).to.include('Closed');
    expect(deepQueryAll(byTitle('One result'), '[part~="card"]')).to.have.length(1);
    const chips = deepQueryAll(byTitle('Labels of every colour'), '[part~="label"]');
    expect(chips.length).to.be.greaterThan(5);
  });

  it('documents every element, attribute, event and part from the manifest', async () => {
    const text = deepText(doc().querySelector('#elements')!);
    for (const declaration of manifestElements(await loadManifest())) {
      expect(doc().querySelector(`#elements article#${declaration.tagName}`), declaration.tagName).not.to.equal(null);
      for (const attribute of declaration.attributes ?? []) expect(text).to.include(attribute.name);
      for (const event of declaration.events ?? []) expect(text).to.include(event.name);
      for (const part of declaration.cssParts ?? []) expect(text).to.include(`::part(${part.name})`);
    }
  });

  it('passes axe with the default theme', async () => {
    // A designer's own colours are theirs to check; the page and the default theme must pass.
    doc().querySelector<HTMLButtonElement>('#theme-reset')!.click();
    // Several copies of the widget side by side repeat the widget's own landmark names (the gallery's point).
    const violations = (await axeViolations(frame)).filter((v) => !v.startsWith('landmark-unique'));
    expect(violations).to.deep.equal([]);
  });
});
