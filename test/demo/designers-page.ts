import { waitUntil } from '../helpers/wait.js';
import { SANDBOX_URL } from '../helpers/sandbox.js';
import { deepQueryAll, deepText, loadFrame } from '../dist/frames.js';

// The designers' page (demo/index.html) as its tests drive it: designers.test.ts (what it shows and does) and
// designers-axe.test.ts (axe over each part), two files so that the two halves run side by side.

/**
 * Waits for a state of the page, however long a busy machine takes to reach it: up to the test's own time limit
 * (the test fails with the message then), never a shorter clock of its own.
 */
export function waitForState(
  test: Mocha.Context,
  predicate: () => unknown,
  message: string,
  describe: () => string = () => '',
): Promise<void> {
  return waitUntil(predicate, message, { timeout: test.timeout() - 1_000, interval: 100 }).catch((error: Error) => {
    throw new Error(`${error.message} ${describe()}`.trim());
  });
}

/** The most loading may take on a busy machine: the page's modules from source, or axe-core (quiet: 2 s). */
export const PAGE_LOAD_BOUND_MS = 60_000;

/** The page's address, with the sandbox the test runner started as its service. */
export const DESIGNERS_PAGE = `/demo/index.html?service=${encodeURIComponent(SANDBOX_URL)}`;

export const TILE_TITLES = [
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
];

/** The staff table's section of the gallery (issue 15). */
export const TABLE_TILE_TITLES = [
  'Table: compact',
  'Table: comfortable',
  'Table: a row’s details open',
  'Table: loading',
  'Table: empty',
  'Table: error, with retry',
];

/** The designers' page in a frame of the test page, laid out. */
export class DesignersPage {
  #frame: HTMLIFrameElement | undefined;

  /**
   * The page of a suite: opened in the suite's `before` hook, which waits until it is laid out (with the hook's time
   * limit raised for a busy machine), and removed after the suite's tests.
   */
  static forSuite(): DesignersPage {
    const page = new DesignersPage();
    before(async function () {
      await page.#open(this);
    });
    after(() => page.#frame?.remove());
    return page;
  }

  get frame(): HTMLIFrameElement {
    if (!this.#frame) throw new Error("the designers' page is not open yet (DesignersPage.forSuite opens it)");
    return this.#frame;
  }

  async #open(hook: Mocha.Context): Promise<void> {
    this.#frame = await loadFrame(DESIGNERS_PAGE, { width: 1280, height: 1000 });
    // Loading the page's modules from source takes a while on a busy machine: the hook waits for the page's state,
    // with a bound far above what a quiet machine needs.
    hook.timeout(PAGE_LOAD_BOUND_MS);
    await waitForState(
      hook,
      () => this.doc.body.dataset.ready === 'true',
      'the page to be laid out',
      () => `(${this.doc.readyState}; ${deepText(this.doc.body).slice(0, 200)})`,
    );
  }

  get doc(): Document {
    return this.frame.contentDocument!;
  }

  tiles(): HTMLElement[] {
    return [...this.doc.querySelectorAll<HTMLElement>('#gallery .tile')];
  }

  tile(title: string): HTMLElement {
    const found = this.tiles().find((candidate) => candidate.querySelector('h3')?.textContent === title);
    if (!found) throw new Error(`no gallery tile "${title}"`);
    return found;
  }

  /** Waits for the gallery's tiles to be laid out. */
  async showGallery(test: Mocha.Context): Promise<void> {
    const gallery = this.doc.querySelector<HTMLElement>('#gallery')!;
    await waitForState(
      test,
      () => gallery.dataset.state === 'ready',
      'the gallery to be laid out',
      () => deepText(gallery).slice(0, 300),
    );
  }

  /** Scrolls a tile into view, which makes it produce its state. */
  async show(test: Mocha.Context, title: string): Promise<HTMLElement> {
    await this.showGallery(test);
    const shown = this.tile(title);
    shown.scrollIntoView({ block: 'center' });
    return shown;
  }

  waitForLiveCards(test: Mocha.Context): Promise<void> {
    return waitForState(
      test,
      () => deepQueryAll(this.doc.querySelector('#live')!, '[part~="card"]').length > 0,
      'results',
    );
  }

  /** A field of the settings, by its name. */
  field<T extends HTMLInputElement | HTMLSelectElement>(name: string): T {
    return this.doc.querySelector<T>(`#controls [name="${name}"]`)!;
  }
}
