// A page object for <stay-results>: tests (its own and <stay-search>'s) read cards the way a guest sees them,
// and never depend on its markup directly.
import type { StayResults } from '../../src/elements/stay-results.js';

export type ResultsView = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface CardFacts {
  title: string;
  description: string | undefined;
  price: string | undefined;
  availability: string | undefined;
  persons: string | undefined;
  rating: string | undefined;
  labels: string[];
  book: string;
  bookDisabled: boolean;
}

/** The text a sighted guest reads: without visually hidden helper text and icons, spaces collapsed. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

export class StayResultsPage {
  /** `target`: the element, or a function finding it (e.g. inside <stay-search>'s shadow root). */
  constructor(private readonly target: StayResults | (() => StayResults)) {}

  /** The first <stay-results> in `host`'s shadow root (or in `host` itself). */
  static within(host: Element): StayResultsPage {
    return new StayResultsPage(() => {
      const found = (host.shadowRoot ?? host).querySelector('stay-results');
      if (!found) throw new Error(`no <stay-results> in <${host.localName}>`);
      return found;
    });
  }

  get element(): StayResults {
    return typeof this.target === 'function' ? this.target() : this.target;
  }

  private get root(): ShadowRoot {
    return this.element.shadowRoot!;
  }

  private part(name: string, within: ParentNode = this.root): HTMLElement | null {
    return within.querySelector<HTMLElement>(`[part~="${name}"]`);
  }

  state(): ResultsView {
    if (this.part('error')) return 'error';
    if (this.part('skeleton')) return 'loading';
    if (this.part('empty')) return 'empty';
    if (this.part('list')) return 'results';
    return 'idle';
  }

  /** Whether the shown list (or skeleton) is marked `aria-busy`. */
  isBusy(): boolean {
    return (this.part('list') ?? this.part('skeleton'))?.getAttribute('aria-busy') === 'true';
  }

  heading(): HTMLElement | null {
    return this.part('heading');
  }

  /** The heading as read on screen, spaces collapsed ("57 accommodations · 21–40 shown"); '' when there is none. */
  headingText(): string {
    return (this.heading()?.textContent ?? '').replace(/\s+/g, ' ').trim();
  }

  /** The polite live region's current text ("24 accommodations found"). */
  announcement(): string {
    return visibleText(this.root.querySelector('[role="status"]')!);
  }

  cards(): HTMLElement[] {
    return [...this.root.querySelectorAll<HTMLElement>('[part~="card"]')];
  }

  skeletonCards(): HTMLElement[] {
    return [...(this.part('skeleton')?.querySelectorAll<HTMLElement>('.card') ?? [])];
  }

  cardNames(): string[] {
    return this.cards().map((card) => visibleText(this.part('title', card)!));
  }

  card(name: string): HTMLElement {
    const found = this.cards().find((card) => visibleText(this.part('title', card)!) === name);
    if (!found) throw new Error(`no card "${name}" among ${JSON.stringify(this.cardNames())}`);
    return found;
  }

  facts(name: string): CardFacts {
    const card = this.card(name);
    const text = (part: string) => {
      const element = this.part(part, card);
      return element ? visibleText(element) : undefined;
    };
    const book = this.bookButton(name);
    return {
      title: text('title')!,
      description: text('description'),
      price: text('price'),
      availability: text('availability'),
      persons: text('persons'),
      rating: text('rating'),
      labels: [...card.querySelectorAll('[part~="label"]')].map((chip) => visibleText(chip)),
      book: visibleText(book),
      bookDisabled: book.getAttribute('aria-disabled') === 'true',
    };
  }

  image(name: string): HTMLImageElement | null {
    return this.card(name).querySelector<HTMLImageElement>('img[part~="image"]');
  }

  labelChips(name: string): HTMLElement[] {
    return [...this.card(name).querySelectorAll<HTMLElement>('[part~="label"]')];
  }

  /** The Book link (`<a>` with booking-url) or button of the card with that name. */
  bookButton(name: string): HTMLAnchorElement | HTMLButtonElement {
    return this.part('book-button', this.card(name)) as HTMLAnchorElement | HTMLButtonElement;
  }

  /** The message shown when Book has no booking address and no page took over ('' when there is none). */
  bookingMessage(): string {
    const message = this.part('booking-message');
    return message ? visibleText(message) : '';
  }

  errorText(): string {
    const error = this.part('error');
    return error ? visibleText(error) : '';
  }

  retryButton(): HTMLButtonElement {
    return this.part('retry-button') as HTMLButtonElement;
  }

  clearFiltersButton(): HTMLButtonElement {
    return this.emptyButton(0);
  }

  changeDatesButton(): HTMLButtonElement {
    return this.emptyButton(1);
  }

  private emptyButton(index: number): HTMLButtonElement {
    const button = this.root.querySelectorAll<HTMLButtonElement>('[part~="empty-button"]')[index];
    if (!button) throw new Error(`the empty state is not shown (state: ${this.state()})`);
    return button;
  }

  /** The element focused inside the results, if any. */
  focused(): Element | null {
    return this.root.activeElement;
  }
}
