import { html, nothing, render, type PropertyValues } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { keyed } from 'lit/directives/keyed.js';
import { LocalizedElement } from './localized-element.js';
import type { Accommodation, SearchQuery } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { CARDS_ALWAYS_RENDERED, resultsStyles } from './stay-results.styles.js';
import {
  availabilityOf,
  bookingUrl,
  chipColour,
  formatInteger,
  formatIntegerRange,
  formatPrices,
  formatRatingNumber,
  isBookable,
  isCurrencyCode,
  labelIcon,
  labelText,
  nightsBetween,
  partySizeOf,
  pickTranslation,
  ratingOf,
  safeThumbnailUrl,
  shownRange,
  translationKey,
  type LabelIcon,
} from '../logic/cards.js';
import { StaySelectEvent } from '../events/stay-select.js';
import { StayChangeDatesEvent, StayClearFiltersEvent, StayRetryEvent } from '../events/stay-results.js';
import { resultsMessages } from '../i18n/results.js';
import { messagesFor, phrase, resolveLocale } from '../i18n/locale.js';

export type ResultsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What went wrong, in words a guest can read (`message`), and its kind for styling or logic. */
export interface ResultsError {
  message: string;
  kind?: string;
}

/**
 * The list of accommodation cards, with its loading skeleton, empty and error states. Presentational: it shows
 * what it is given and fetches nothing. Every text from the service is rendered as text.
 *
 * @fires stay-select - "Book" was chosen: `event.accommodation`, `event.query`, `event.url`. Cancelable: calling
 *   `preventDefault()` keeps a booking link from being followed. Without a booking address (`booking-url`), a
 *   Book that no page takes over shows the guest that online booking is not set up here, with `booking-contact`
 *   when the site gives it, and the console names the missing attribute once.
 * @fires stay-clear-filters - "Clear filters" in the empty state.
 * @fires stay-change-dates - "Change dates" in the empty state.
 * @fires stay-retry - "Try again" in the error state.
 *
 * @csspart heading - The results heading; focusable by script (`focusHeading()`), not by Tab.
 * @csspart list - The list of cards.
 * @csspart card - One accommodation card (`<article>`).
 * @csspart image - The thumbnail `<img>`.
 * @csspart image-placeholder - What stands in for a missing, unsafe or broken thumbnail.
 * @csspart title - The accommodation's name.
 * @csspart description - Its description.
 * @csspart price - The total price for the stay and the price per night.
 * @csspart availability - "Available", "3 left", "Sold out", "Closed" or "Not for a party of 7".
 * @csspart persons - The persons range ("2–6 persons").
 * @csspart rating - "8.6 · 124 reviews".
 * @csspart labels - The list of label chips.
 * @csspart label - One label chip.
 * @csspart book-button - The Book link or button.
 * @csspart booking-message - "Online booking is not set up on this website", under a Book that had nowhere to go.
 * @csspart skeleton - The placeholder cards of a first load.
 * @csspart empty - The empty state.
 * @csspart error - The error state.
 * @csspart retry-button - "Try again" in the error state.
 * @csspart empty-button - "Clear filters" and "Change dates" in the empty state.
 *
 * @cssprop --stay-accent - Book button and "Available" colour.
 * @cssprop --stay-on-accent - Text on the accent colour.
 * @cssprop --stay-surface - Card background.
 * @cssprop --stay-surface-raised - Image box and skeleton background.
 * @cssprop --stay-text - Text colour.
 * @cssprop --stay-muted - Secondary text (description, per-night price, persons, rating).
 * @cssprop --stay-border - Card borders.
 * @cssprop --stay-danger - "Sold out", "Closed" and a party that does not fit.
 * @cssprop --stay-warning - "3 left".
 * @cssprop --stay-focus - Focus ring.
 * @cssprop --stay-radius - Corner radius of cards and buttons.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-spacing - Gap between cards and padding inside them.
 * @cssprop --stay-image-ratio - Aspect ratio of the thumbnail box (default `3 / 2` in one column, `16 / 9` when cards
 *   sit side by side, from 35em wide).
 * @cssprop --stay-card-body-min-height - Minimum height of a card's text, shared by skeleton cards (default `20em`).
 * @cssprop --stay-color-scheme - `light`, `dark`, or `light dark` (default: follow the page).
 */
export class StayResults extends LocalizedElement {
  static override styles = [tokens, resultsStyles];

  static override properties = {
    items: { attribute: false },
    status: { reflect: true },
    busy: { type: Boolean, reflect: true },
    error: { attribute: false },
    query: { attribute: false },
    partySize: { type: Number, attribute: 'party-size' },
    total: { type: Number },
    currency: {},
    bookingUrl: { attribute: 'booking-url' },
    bookingContact: { attribute: 'booking-contact' },
  };

  /** The accommodations of the current page, in the order to show. */
  items: Accommodation[] = [];

  /** `loading` with no items shows the skeleton; `ready` with none shows the empty state. */
  status: ResultsStatus = 'idle';

  /** A new page or query is loading while the current cards stay visible: marks the list `aria-busy`. */
  busy = false;

  /** Shown in the error state, as text. */
  declare error: ResultsError | undefined;

  /** The search the items answer: nights, party size and the booking link come from it. */
  declare query: SearchQuery | undefined;

  /** Travellers that count towards persons_min/max (pets excluded); derived from `query` when not set. */
  declare partySize: number | undefined;

  /** How many accommodations match in all (from the count request); announced instead of `items.length`. */
  declare total: number | undefined;

  /** ISO 4217 code of the prices. */
  currency = 'EUR';

  /** Template of the booking address: `{id}`, `{numeric_id}`, `{arrival}`, `{departure}`, `{guests}`, `{persons}`, `{lang}`. */
  declare bookingUrl: string | undefined;

  /**
   * How guests reach the campsite to book (`Call 0522 123 456 or mail info@camping.example`), shown as text when
   * Book has no booking address and no page takes over the booking.
   */
  declare bookingContact: string | undefined;

  // What the live region says: the count of the last search announced (`null`: none found), or after paging the
  // range shown; set in willUpdate and put in words at render, so a language switch re-words it. `#repeat`
  // alternates with every announcement: the same words for a new search must still change the region, or nothing
  // is read out.
  #announced: { count: number | null; paged: boolean } | undefined;
  #repeat = false;
  #brokenImages = new Set<string>();
  /** The accommodation whose Book had nowhere to go: its card says how to book instead. */
  #bookingMessageFor: string | undefined;
  #warnedNoBookingAddress = false;
  /** The query of the cards shown (see willUpdate). */
  #itemsQuery: SearchQuery | undefined;
  /** The search (its count and query but the page) and the page last announced. */
  #announcedSearch: string | undefined;
  #announcedPage: number | undefined;

  /**
   * Moves focus to the results heading and scrolls it to the top (not with `preventScroll: true`), e.g. after
   * paging: at once when the heading is there, and again once rendered only if the render replaced it. Before a
   * new page renders, `focus()` and scrolling cost nothing (the page is laid out as the last frame showed it); after
   * it, either lays out the whole new page at once, in script. Resolves `false` when there is no heading (nothing
   * searched yet).
   */
  async focusHeading({ preventScroll }: FocusOptions = {}): Promise<boolean> {
    const before = this.#focusHeadingNow(preventScroll);
    await this.updateComplete;
    const heading = this.renderRoot.querySelector('h2');
    if (heading !== before) this.#focusHeadingNow(preventScroll);
    return !!heading;
  }

  /** Focuses the heading unless it has focus already (`focus()` again would still lay out the page). */
  #focusHeadingNow(preventScroll?: boolean): HTMLElement | null {
    const heading = this.renderRoot.querySelector('h2');
    if ((this.renderRoot as ShadowRoot).activeElement !== heading) heading?.focus({ preventScroll: true });
    if (!preventScroll) heading?.scrollIntoView();
    return heading;
  }

  /** `total` when it is a number that covers the items shown, else the items shown. */
  get #count(): number {
    return Math.max(this.total || 0, this.items.length);
  }

  /** "21–40 of 83 accommodations" when the results take more than one page, else `undefined`. */
  #rangeText(locale: string): string | undefined {
    const range = shownRange(this.#itemsQuery, this.items.length, this.#count);
    if (!range) return undefined;
    const t = messagesFor(resultsMessages, locale);
    return phrase(t.range, locale, this.#count, formatIntegerRange(range.first, range.last, locale));
  }

  /** Book had no booking address and no page took over: the card says how to book, the console what is missing. */
  #showNoBookingAddress(accommodationId: string): void {
    this.#bookingMessageFor = accommodationId;
    this.requestUpdate();
    if (this.#warnedNoBookingAddress) return;
    this.#warnedNoBookingAddress = true;
    const template = this.bookingUrl?.trim();
    this.warn(
      template
        ? `booking-url "${template}" gives no http(s) address, so Book has nowhere to go; the guest is asked to contact the campsite.`
        : 'booking-url is missing and no page handled stay-select, so Book has nowhere to go; the guest is asked to contact the campsite. Set booking-url (e.g. "https://your-site.example/book?acc={id}&from={arrival}") or call preventDefault() on stay-select and take over.',
    );
  }

  /**
   * How many of the items are rendered. When cards replace the skeleton (or nothing), those past the first screen
   * are rendered in a task of their own, right after the one that renders the heading and the first screen:
   * building 20 cards in the task that also handles the answer blocks the page for longer than an input should
   * wait (a long task). A next page replaces cards the guest sees: it is rendered at once, so no card is missing
   * for a frame. `updateComplete` (and with it `stay-results` from `<stay-search>`) waits for all of them.
   */
  #cardsRendered = Infinity;

  #renderRestOfCardsInNextTask(): void {
    this.#cardsRendered = CARDS_ALWAYS_RENDERED;
    this.trackLoading(
      new Promise<void>((resolve) =>
        setTimeout(() => {
          this.#cardsRendered = Infinity;
          this.requestUpdate();
          resolve();
        }),
      ),
    );
  }

  override willUpdate(changed: PropertyValues<this>): void {
    const cardsBefore = (changed.get('items') as Accommodation[] | undefined)?.length ?? 0;
    if (changed.has('items') && !cardsBefore && this.items.length > CARDS_ALWAYS_RENDERED) {
      this.#renderRestOfCardsInNextTask();
    }
    // While the next page loads (busy), the cards are still the last page's: its query says which they are.
    if (changed.has('items') || !this.busy) this.#itemsQuery = this.query;
    // New cards start without a "how to book" message.
    if (changed.has('items')) this.#bookingMessageFor = undefined;
    if (changed.has('currency') && !isCurrencyCode(this.currency)) {
      this.warn(`bad currency "${this.currency}"; using EUR.`);
    }
    // One announcement a search, once its load completed, and one a page of it: the count for a new search, the
    // range ("21–40 of 83") after paging. A re-render or a reload of the same page is no news.
    if (this.status === 'error') {
      this.#announcedSearch = undefined;
      this.#announcedPage = undefined;
    }
    if (this.status !== 'ready' || this.busy) return;
    const search = JSON.stringify([this.#count, { ...this.query, page: 0 }]);
    const page = this.query?.page ?? 1;
    if (search !== this.#announcedSearch) {
      this.#announced = { count: this.#count || null, paged: false };
    } else if (page !== this.#announcedPage) {
      this.#announced = { count: this.#count, paged: true };
    } else return;
    this.#announcedSearch = search;
    this.#announcedPage = page;
    this.#repeat = !this.#repeat;
  }

  /** The live region's words for the last search or page, in the current language; `range` is `#rangeText`'s. */
  #announcement(locale: string, range: string | undefined): string {
    const announced = this.#announced;
    if (!announced) return '';
    const t = messagesFor(resultsMessages, locale);
    const { count } = announced;
    const text =
      (announced.paged && range) ||
      (count ? phrase(t.found, locale, count, phrase(t.count, locale, count)) : t.noneFound);
    return this.#repeat ? `${text}\u00a0` : text;
  }

  /** Online booking is not set up: how to book instead, with the site's own contact when it gives one. */
  #renderBookingMessage(id: string, name: string, locale: string) {
    const t = messagesFor(resultsMessages, locale);
    const contact = this.bookingContact?.trim();
    return html`<p part="booking-message" class="notice" id=${id} role="alert">
      <strong>${t.bookingNotSetUp}</strong>
      ${contact ? phrase(t.bookingContactGiven, locale, 0, name, contact) : phrase(t.bookingContactCampsite, locale, 0, name)}
    </p>`;
  }

  /** One card; `query` is the search it belongs to (Book sends it, and fills the booking address from it). */
  #renderCard(
    item: Accommodation,
    index: number,
    {
      locale,
      nights,
      partySize,
      query,
    }: {
      locale: string;
      nights: number | undefined;
      partySize: number | undefined;
      query: SearchQuery | undefined;
    },
  ) {
    const lang = translationKey(locale);
    const noBookingAddress = this.#bookingMessageFor === item.id;
    const t = messagesFor(resultsMessages, locale);
    const name = pickTranslation(item.name_translations, lang, item.name);
    const description = pickTranslation(item.description_translations, lang, item.description);
    const thumbnail = safeThumbnailUrl(item.thumbnail);
    const availability = availabilityOf(item, partySize);
    const bookable = isBookable(availability);
    const url = bookable ? bookingUrl(this.bookingUrl, item, query, lang) : undefined;
    const select = (event: Event) => {
      if (!this.dispatchEvent(new StaySelectEvent(item, query, url))) event.preventDefault();
      else if (!url) this.#showNoBookingAddress(item.id);
    };
    const book = html`${t.book}<span class="visually-hidden"> ${name}</span>`;
    const fits = availability !== 'party-does-not-fit';
    const { persons_min: min, persons_max: max } = item;
    const rating = ratingOf(item);
    const [total, perNight] = formatPrices([item.price_total, item.price_per_night], locale, this.currency);
    const labels = item.labels.map((label) => [labelText(label, lang), label] as const).filter(([text]) => text);
    return html`<li>
      <article part="card" class="card" aria-labelledby="title-${index}">
        <div class="media">
          ${
            thumbnail && !this.#brokenImages.has(thumbnail)
              ? // A new picture gets a new <img>: Chromium loads a new address at once, lazy or not, in an <img> that
                // has loaded once, so a next page's thumbnails far below the view would all load with the page.
                keyed(
                  thumbnail,
                  html`<img
                part="image"
                src=${thumbnail}
                alt=${name}
                width="480"
                height="270"
                loading="lazy"
                decoding="async"
                @error=${() => {
                  this.#brokenImages.add(thumbnail);
                  this.requestUpdate();
                }}
              />`,
                )
              : html`<svg part="image-placeholder" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3 5h18v14H3zm0 14 6-8 4 5 3-3 5 6M16 9h0" />
              </svg>`
          }
        </div>
        <div class="body">
          <h3 part="title" id="title-${index}">${name}</h3>
          ${description ? html`<p part="description">${description}</p>` : nothing}
          ${
            labels.length
              ? html`<ul part="labels" aria-label=${t.labels}>
                ${labels.map(
                  ([text, label]) =>
                    html`<li part="label" data-color=${chipColour(label.color)}>${icon(labelIcon(label.icon))}${text}</li>`,
                )}
              </ul>`
              : nothing
          }
          <p part="persons" data-fits=${fits}>
            ${phrase(
              t.persons,
              locale,
              max,
              min > 0 && min < max
                ? `${formatInteger(min, locale)}–${formatInteger(max, locale)}`
                : formatInteger(max, locale),
            )}
          </p>
          ${
            rating
              ? html`<p part="rating">
                ${icon('star')}<span class="visually-hidden">${t.rating}: </span>${formatRatingNumber(rating.average, locale)} ·
                ${phrase(t.reviews, locale, rating.reviews)}
              </p>`
              : nothing
          }
          <p part="price">
            <strong>${nights ? phrase(t.priceForNights, locale, nights, total) : total}</strong>
            <small>${phrase(t.perNight, locale, 0, perNight)}</small>
          </p>
          <p part="availability" id="availability-${index}" data-state=${availability}>
            ${phrase(t[availability], locale, availability === 'few' ? item.available_stock : partySize)}
          </p>
          ${
            url
              ? html`<a part="book-button" href=${url} @click=${select}>${book}</a>`
              : html`<button
                part="book-button"
                aria-disabled=${bookable ? nothing : 'true'}
                aria-describedby=${bookable ? (noBookingAddress ? `booking-${index}` : nothing) : `availability-${index}`}
                @click=${bookable ? select : nothing}
              >
                ${book}
              </button>`
          }
          ${noBookingAddress ? this.#renderBookingMessage(`booking-${index}`, name, locale) : nothing}
        </div>
      </article>
      </li>`;
  }

  /**
   * While the first results load (the skeleton shows), a card is built once for the page, unseen and thrown away,
   * in a task of its own: the templates, the formats and the code a card runs are then ready when the answer comes,
   * and the first cards render in a fraction of the time they take cold.
   */
  protected override updated(): void {
    if (cardsWarmed || this.status !== 'loading' || this.items.length) return;
    cardsWarmed = true;
    setTimeout(() => {
      if (this.items.length) return;
      const locale = resolveLocale(this);
      formatIntegerRange(1, 2, locale);
      render(
        this.#renderCard(SAMPLE_CARD, 0, { locale, nights: 1, partySize: 1, query: this.query }),
        document.createDocumentFragment(),
      );
    });
  }

  override render() {
    const locale = resolveLocale(this);
    const t = messagesFor(resultsMessages, locale);
    const { items, status, query } = this;
    // Once a render: a range format builds the language's range rules anew at every call.
    const range = this.#rangeText(locale);
    let view;
    // "Accommodations" until there are cards to count; a site styles it through `::part(heading)`.
    let heading: unknown = t.heading;

    if (status === 'error') {
      view = html`<div part="error" class="state" role="alert">
        <p>${t.errorTitle}</p>
        ${this.error?.message ? html`<p>${this.error.message}</p>` : nothing}
        <button part="retry-button" @click=${() => this.dispatchEvent(new StayRetryEvent())}>${t.retry}</button>
      </div>`;
    } else if (items.length) {
      const nights = nightsBetween(query?.arrival, query?.departure);
      const partySize = Number.isFinite(this.partySize) ? this.partySize : query && partySizeOf(query);
      heading = range ?? phrase(t.count, locale, this.#count);
      // The search the cards belong to, whatever its page: paging alone builds no card again.
      const searched = JSON.stringify({ ...query, page: undefined });

      view = html`<ul part="list" class="grid" aria-busy=${this.busy || status === 'loading'}>
        ${items.slice(0, this.#cardsRendered).map((item, index) =>
          // While the next page loads (busy), the shown cards are not built again: only what a card shows counts
          // (a Book without a booking address and a broken picture are rare: any of them builds all cards again).
          guard(
            [
              item,
              index,
              locale,
              searched,
              partySize,
              this.bookingUrl,
              this.bookingContact,
              this.currency,
              this.#bookingMessageFor,
              this.#brokenImages.size,
            ],
            () => this.#renderCard(item, index, { locale, nights, partySize, query }),
          ),
        )}
      </ul>`;
    } else if (status === 'loading') {
      view = html`<div part="skeleton" class="grid" aria-busy="true">
        <p class="visually-hidden">${t.loading}</p>
        ${Array.from(
          { length: 6 },
          () => html`<div class="card">
            <div class="media"></div>
            <div class="body"><span class="bar title"></span><span class="bar"></span><span class="bar"></span><span class="bar price"></span></div>
          </div>`,
        )}
      </div>`;
    } else if (status === 'ready') {
      view = html`<div part="empty" class="state">
        <p>${t.noneFound}</p>
        <button part="empty-button" @click=${() => this.dispatchEvent(new StayClearFiltersEvent())}>${t.clearFilters}</button>
        <button part="empty-button" @click=${() => this.dispatchEvent(new StayChangeDatesEvent())}>${t.changeDates}</button>
      </div>`;
    }

    return html`
      ${
        // Isolated: the widget's languages are written left to right, also on a right-to-left page.
        view ? html`<h2 part="heading" tabindex="-1"><bdi>${heading}</bdi></h2>${view}` : nothing
      }
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.#announcement(locale, range)}</div>
    `;
  }
}

/** Whether a card has been built ahead on this page (see `updated`). */
let cardsWarmed = false;

/** What that card shows: every part a card can have but a picture (which would be fetched). */
const SAMPLE_CARD = {
  id: '',
  name: '-',
  description: '-',
  labels: [{ icon: '', color: '', description: '-', translations: {} }],
  persons_min: 1,
  persons_max: 2,
  price_total: 1,
  price_per_night: 0.5,
  available_stock: 9,
  rating: { amount: '1', avarage: '1' },
} as unknown as Accommodation;

// Small stroke icons on a 24 × 24 grid, one path each. Static shapes only: the service's icon name merely picks one.
const ICONS: Record<LabelIcon, string> = {
  pets: 'M12 13c-3 0-5 3-5 5s10 2 10 0-2-5-5-5zM4 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0m4-5a2 2 0 1 0 4 0 2 2 0 1 0-4 0m4 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0m4 5a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  star: 'M12 3l3 6 6 1-4 4 1 7-6-3-6 3 1-7-4-4 6-1z',
  heart: 'M12 20s-8-5-8-10a4 4 0 0 1 8-3 4 4 0 0 1 8 3c0 5-8 10-8 10z',
  leaf: 'M5 19C5 10 11 5 20 4c0 9-5 15-14 15zm0 0 8-8',
  water: 'M2 9q2.5-2 5 0t5 0 5 0 5 0M2 15q2.5-2 5 0t5 0 5 0 5 0',
  accessible: 'M12 4h0M5 8h14m-7 0v6l-4 7m4-7 4 7',
  fire: 'M12 21a6 6 0 0 1-6-6c0-4 4-6 4-11 3 2 5 5 5 8 1-1 2-2 2-3 2 2 1 4 1 6a6 6 0 0 1-6 6z',
  tag: 'M3 12V3h9l9 9-9 9zM8 8h0',
  sparkles: 'M10 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zm8 12 1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  clock: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-5v5l3 2',
  dot: 'M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
};

function icon(name: LabelIcon) {
  return html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d=${ICONS[name]} /></svg>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-results': StayResults;
  }
}
