import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { LocalizedElement } from '../../src/elements/localized-element.js';
import { LazyPart, StayPartError } from '../../src/lazy/lazy-part.js';
import { LazyPartController } from '../../src/lazy/lazy-part-controller.js';
import { holdIdleWork, whenIdle } from '../../src/lazy/idle.js';
import { defineElement } from '../../src/define/define-element.js';
import type { StayErrorEvent } from '../../src/events/stay-search.js';
import { captureWarnings } from '../helpers/stay-search-page.js';

type Fixture = typeof import('./fixtures/part.js');

/** A part whose module is really fetched from the test server, counting how often it is asked for. */
function countedPart(name: string) {
  const part = {
    calls: 0,
    lazy: new LazyPart<Fixture>(name, () => {
      part.calls += 1;
      return import('./fixtures/part.js');
    }),
  };
  return part;
}

/** A part whose module the server answers with a 404, as after a deploy that replaced the chunks. */
function missingPart(name: string) {
  // A variable specifier: the test server, not a bundler, resolves it.
  const missing = `/test/lazy/fixtures/${name}-gone.js`;
  return new LazyPart<Fixture>(name, () => import(/* @vite-ignore */ missing));
}

/** An element that shows a lazy part's text, or its fallback when the part cannot be fetched. */
class LazyProbe extends LocalizedElement {
  static override properties = { lazyPart: { attribute: false } };
  declare lazyPart: LazyPart<Fixture>;
  controller?: LazyPartController<Fixture>;

  override connectedCallback(): void {
    this.controller ??= new LazyPartController(this, this.lazyPart, { prefetchWhenIdle: false });
    super.connectedCallback();
  }

  override render() {
    const controller = this.controller!;
    if (controller.module) return html`<p>${controller.module.greeting}</p>`;
    return html`<p>${controller.failed ? 'fallback' : 'waiting'}</p>`;
  }
}
defineElement('lazy-probe', LazyProbe);

/** How many updates the eager probe asks for its part in: a bound, so that a loop fails the test, not the page. */
const EAGER_PROBE_LOADS = 20;

/** A probe that asks for its part in every update, as `<stay-search>` asks for the table while it shows one. */
class EagerLazyProbe extends LazyProbe {
  updates = 0;

  override willUpdate(): void {
    this.updates += 1;
    if (this.updates <= EAGER_PROBE_LOADS) this.controller!.load();
  }
}
defineElement('eager-lazy-probe', EagerLazyProbe);

describe('lazy parts', () => {
  it('fetches a part once, however many ask at the same time', async () => {
    const part = countedPart('once');
    const [first, second] = await Promise.all([part.lazy.load(), part.lazy.load()]);
    expect(first.greeting).to.equal('loaded on demand');
    expect(second).to.equal(first);
    expect(await part.lazy.load()).to.equal(first);
    expect(part.calls).to.equal(1);
    expect(part.lazy.module).to.equal(first);
    expect(part.lazy.failed).to.equal(false);
  });

  it('names a part that cannot be fetched, with one warning and one stay-error however often it is asked for', async () => {
    const part = missingPart('calendar');
    const reporter = await fixture<HTMLDivElement>(html`<div></div>`);
    const errors: StayErrorEvent[] = [];
    reporter.addEventListener('stay-error', (event) => errors.push(event));
    const warnings = captureWarnings();
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const error = await part.load(reporter).then(
          () => undefined,
          (failure: unknown) => failure,
        );
        expect(error).to.be.instanceOf(StayPartError);
        expect((error as StayPartError).part).to.equal('calendar');
      }
    } finally {
      warnings.restore();
    }
    expect(part.failed).to.equal(true);
    expect(part.module).to.equal(undefined);
    expect(errors).to.have.length(1);
    expect((errors[0]!.error as StayPartError).part).to.equal('calendar');
    expect(errors[0]!.bubbles && errors[0]!.composed).to.equal(true);
    expect(warnings.messages).to.have.length(1);
    expect(warnings.messages[0]).to.contain('calendar');
  });

  it('renders the part when it arrives, and updateComplete waits for it', async () => {
    const part = countedPart('shown');
    const el = await fixture<LazyProbe>(html`<lazy-probe .lazyPart=${part.lazy}></lazy-probe>`);
    expect(el.shadowRoot!.textContent).to.contain('waiting');
    el.controller!.load();
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('loaded on demand');
    await expect(el).to.be.accessible();
  });

  it('renders the fallback when the part cannot be fetched', async () => {
    const warnings = captureWarnings();
    try {
      const el = await fixture<LazyProbe>(html`<lazy-probe .lazyPart=${missingPart('guests-panel')}></lazy-probe>`);
      const failed = new Promise<StayErrorEvent>((resolve) =>
        el.addEventListener('stay-error', resolve, { once: true }),
      );
      el.controller!.load();
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.contain('fallback');
      expect(((await failed).error as StayPartError).part).to.equal('guests-panel');
    } finally {
      warnings.restore();
    }
  });
});

describe('lazy parts that fail', () => {
  // A part that failed is not asked for again: its host renders the fallback once. (Asked again, the cached failure
  // requested another update, whose willUpdate asked again: an endless chain of microtasks that froze the page,
  // first seen when a page left while its table part loaded.)
  it('renders the fallback once, however often the host asks for the part while it updates', async () => {
    const warnings = captureWarnings();
    try {
      const el = await fixture<EagerLazyProbe>(
        html`<eager-lazy-probe .lazyPart=${missingPart('table')}></eager-lazy-probe>`,
      );
      await waitUntil(() => el.controller!.failed, 'the part to fail');
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.contain('fallback');
      expect(el.updates, 'the first update and the one after the failure').to.equal(2);
    } finally {
      warnings.restore();
    }
  });
});

describe('idle work', () => {
  /** The next time the browser reports idle time (or, where it cannot, the next task). */
  const nextIdle = () =>
    new Promise<void>((resolve) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve),
    );

  it('waits while a widget waits for its first results, and runs once none does', async () => {
    const releaseFirst = holdIdleWork();
    const releaseSecond = holdIdleWork();
    let ran = 0;
    whenIdle(() => (ran += 1));
    await nextIdle();
    await nextIdle();
    expect(ran, 'held by two widgets').to.equal(0);
    releaseFirst();
    releaseFirst();
    await nextIdle();
    await nextIdle();
    expect(ran, 'still held by the second widget (a second release of the first changes nothing)').to.equal(0);
    releaseSecond();
    await waitUntil(() => ran === 1, 'the idle work ran');
  });

  it('runs soon on a page that searches nothing', async () => {
    let ran = false;
    whenIdle(() => (ran = true));
    await waitUntil(() => ran, 'the idle work ran');
  });
});
