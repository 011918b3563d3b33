import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import type { Accommodation, SearchQuery } from '../api/types.js';
import { tokens } from '../styles/tokens.styles.js';
import { resultsStyles } from './stay-results.styles.js';
import {
  availabilityOf,
  bookingUrl,
  chipColour,
  formatInteger,
  formatMoney,
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
  translationKey,
  type LabelIcon,
} from '../logic/cards.js';
import { StaySelectEvent } from '../events/stay-select.js';
import { StayChangeDatesEvent, StayClearFiltersEvent, StayRetryEvent } from '../events/stay-results.js';
import { phrase, resultsMessages } from '../i18n/results.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';

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
 *   `preventDefault()` keeps a booking link from being followed.
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
 * @csspart skeleton - The placeholder cards of a first load.
 * @csspart empty - The empty state.
 * @csspart error - The error state.
 * @csspart retry-button - "Try again" in the error state.
 * @csspart empty-button - "Clear filters" and "Change dates" in the empty state.
 *
 * @cssprop --stay-accent - Book button and "Available" colour.
 * @cssprop --stay-on-accent - Text on the accent colour.
 * @cssprop --stay-surface - Card background.
 * @cssprop --stay-surface-raised - Image box, skeleton and disabled button background.
 * @cssprop --stay-text - Text colour.
 * @cssprop --stay-muted - Secondary text (description, per-night price, persons, rating).
 * @cssprop --stay-border - Card borders.
 * @cssprop --stay-danger - "Sold out", "Closed", a party that does not fit, and the error state.
 * @cssprop --stay-warning - "3 left".
 * @cssprop --stay-focus - Focus ring.
 * @cssprop --stay-radius - Corner radius of cards and buttons.
 * @cssprop --stay-font - Font family.
 * @cssprop --stay-spacing - Gap between cards and padding inside them.
 * @cssprop --stay-image-ratio - Aspect ratio of the thumbnail box (default `3 / 2` in one column, `16 / 9` when cards
 *   sit side by side).
 * @cssprop --stay-card-body-min-height - Minimum height of a card's text, shared by skeleton cards (default `20rem`).
 * @cssprop --stay-color-scheme - `light`, `dark`, or `light dark` (default: follow the page).
 */
export class StayResults extends LitElement {
  static override styles = [tokens, resultsStyles];

  static override properties = {
    items: { attribute: false },
    status: { reflect: true },
    busy: { type: Boolean, reflect: true },
    error: { attribute: false },
    query: { attribute: false },
    partySize: { type: Number, attribute: 'party-size' },
    total: { type: Number },
    page: { type: Number },
    currency: {},
    bookingUrl: { attribute: 'booking-url' },
    heading: {},
    skeletonCount: { type: Number, attribute: 'skeleton-count' },
    announcement: { state: true },
    brokenImages: { state: true },
  };

  // `lang` is HTMLElement's own: observe the attribute so a language switch re-renders the cards.
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

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

  /** The page shown, from 1. */
  page = 1;

  /** ISO 4217 code of the prices. */
  currency = 'EUR';

  /** Template of the booking address: `{id}`, `{numeric_id}`, `{arrival}`, `{departure}`, `{guests}`, `{persons}`, `{lang}`. */
  declare bookingUrl: string | undefined;

  /** The heading above the results; "Accommodations" in the page language by default. */
  declare heading: string | undefined;

  /** How many placeholder cards a first load shows (at most 20). */
  skeletonCount = 6;

  private announcement = '';
  private brokenImages = new Set<string>();
  private announcedResults: string | undefined;

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /**
   * Moves focus to the results heading and scrolls it to the top, e.g. after paging. Resolves `false` when there
   * is no heading (nothing searched yet).
   */
  async focusHeading(): Promise<boolean> {
    await this.updateComplete;
    const heading = this.renderRoot.querySelector('h2');
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    return !!heading;
  }

  /** `total` when it is a number that covers the items shown. */
  private get count(): number {
    return this.total! >= this.items.length ? this.total! : this.items.length;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('currency') && !isCurrencyCode(this.currency)) {
      console.warn(`<stay-results>: currency "${this.currency}" is not an ISO 4217 code; showing EUR.`);
    }
    // One announcement a search, once its load completed: another page of it is no news (paging moves focus to the
    // heading, which reads the count), nor is a re-render or a reload of the same results.
    if (this.status === 'error') this.announcedResults = undefined;
    if (this.status !== 'ready' || this.busy) return;
    const signature = JSON.stringify([this.count, { ...this.query, page: 0 }]);
    if (signature === this.announcedResults) return;
    this.announcedResults = signature;
    const locale = resolveLocale(this);
    const t = messagesFor(resultsMessages, locale);
    const text = this.count ? phrase(t.found, locale, this.count, phrase(t.count, locale, this.count)) : t.noneFound;
    // The same words for a new search must still change the region, or nothing is read out.
    this.announcement = text === this.announcement ? `${text}\u00a0` : text;
  }

  override render() {
    const locale = resolveLocale(this);
    const lang = translationKey(locale);
    const t = messagesFor(resultsMessages, locale);
    const { items, status, query } = this;
    const format = (amount: number) => formatMoney(amount, locale, this.currency);
    const separator = html` <span aria-hidden="true">·</span> `;
    let view;
    let heading = html`${this.heading || t.heading}`;

    if (status === 'error') {
      view = html`<div part="error" class="state" role="alert">
        <p class="title">${t.errorTitle}</p>
        ${this.error?.message ? html`<p>${this.error.message}</p>` : nothing}
        <button part="retry-button" @click=${() => this.dispatchEvent(new StayRetryEvent())}>${t.retry}</button>
      </div>`;
    } else if (items.length) {
      const nights = nightsBetween(query?.arrival, query?.departure);
      const partySize = Number.isFinite(this.partySize) ? this.partySize : query && partySizeOf(query);
      // The first item's number on this page: pages hold `limit` items, the last page fewer.
      const first = (Math.max(1, this.page || 1) - 1) * Math.max(query?.limit ?? 0, items.length) + 1;
      heading = html`${this.heading ? html`${this.heading}${separator}` : nothing}${phrase(t.count, locale, this.count)}${this.count >
        items.length
          ? html`<small>${separator}${phrase(t.shown, locale, 0, formatInteger(first, locale), formatInteger(first + items.length - 1, locale))}</small>`
          : nothing}`;

      view = html`<ul part="list" class="grid" aria-busy=${this.busy || status === 'loading'}>
        ${items.map((item, index) => {
          const name = pickTranslation(item.name_translations, lang, item.name);
          const description = pickTranslation(item.description_translations, lang, item.description);
          const thumbnail = safeThumbnailUrl(item.thumbnail);
          const availability = availabilityOf(item, partySize);
          const bookable = isBookable(availability);
          const url = bookable ? bookingUrl(this.bookingUrl, item, query, lang) : undefined;
          const select = (event: Event) => {
            if (!this.dispatchEvent(new StaySelectEvent(item, query, url))) event.preventDefault();
          };
          const book = html`${t.book}<span class="visually-hidden"> ${name}</span>`;
          const fits = availability !== 'party-does-not-fit';
          const { persons_min: min, persons_max: max } = item;
          const rating = ratingOf(item);
          const labels = item.labels.map((label) => [labelText(label, lang), label] as const).filter(([text]) => text);
          const availabilityTexts = {
            available: t.available,
            few: t.left,
            'sold-out': t.soldOut,
            closed: t.closed,
            'party-does-not-fit': t.partyDoesNotFit,
          };
          return html`<li>
            <article part="card" class="card" aria-labelledby="title-${index}">
              <div class="media">
                ${thumbnail && !this.brokenImages.has(thumbnail)
                  ? html`<img
                      part="image"
                      src=${thumbnail}
                      alt=${name}
                      width="480"
                      height="270"
                      loading="lazy"
                      decoding="async"
                      @error=${() => (this.brokenImages = new Set(this.brokenImages).add(thumbnail))}
                    />`
                  : html`<svg part="image-placeholder" viewBox="0 0 24 24" aria-hidden="true">
                      <path d="M3 5h18v14H3zM3 19l6-8 4 5 3-3 5 6" /><circle cx="16" cy="9" r="1.5" />
                    </svg>`}
              </div>
              <div class="body">
                <h3 part="title" id="title-${index}">${name}</h3>
                ${description ? html`<p part="description">${description}</p>` : nothing}
                ${labels.length
                  ? html`<ul part="labels" aria-label=${t.labels}>
                      ${labels.map(
                        ([text, label]) => html`<li part="label" data-color=${chipColour(label.color)}>${icon(labelIcon(label.icon))}${text}</li>`,
                      )}
                    </ul>`
                  : nothing}
                <p part="persons" data-fits=${fits}>
                  ${fits ? nothing : icon('warning')}${phrase(
                    t.persons,
                    locale,
                    max,
                    min > 0 && min < max ? `${formatInteger(min, locale)}–${formatInteger(max, locale)}` : formatInteger(max, locale),
                  )}
                </p>
                ${rating
                  ? html`<p part="rating">
                      ${icon('star')}<span class="visually-hidden">${t.rating}: </span>${formatRatingNumber(rating.average, locale)} ·
                      ${phrase(t.reviews, locale, rating.reviews)}
                    </p>`
                  : nothing}
                <p part="price">
                  <strong>${nights ? phrase(t.priceForNights, locale, nights, format(item.price_total)) : format(item.price_total)}</strong> <span
                    >${phrase(t.perNight, locale, 0, format(item.price_per_night))}</span
                  >
                </p>
                <p part="availability" id="availability-${index}" data-state=${availability}>
                  ${phrase(availabilityTexts[availability], locale, availability === 'few' ? item.available_stock : partySize)}
                </p>
                ${url
                  ? html`<a part="book-button" href=${url} @click=${select}>${book}</a>`
                  : html`<button
                      part="book-button"
                      aria-disabled=${bookable ? nothing : 'true'}
                      aria-describedby=${bookable ? nothing : `availability-${index}`}
                      @click=${bookable ? select : nothing}
                    >
                      ${book}
                    </button>`}
              </div>
            </article>
          </li>`;
        })}
      </ul>`;
    } else if (status === 'loading') {
      view = html`<div part="skeleton" class="grid" aria-busy="true">
        <p class="visually-hidden">${t.loading}</p>
        ${Array.from(
          { length: Math.min(20, this.skeletonCount) },
          () => html`<div class="card" aria-hidden="true">
            <div class="media"></div>
            <div class="body"><i></i><i></i><i></i></div>
          </div>`,
        )}
      </div>`;
    } else if (status === 'ready') {
      view = html`<div part="empty" class="state">
        <p class="title">${t.noneFound}</p>
        <p>${t.emptyHint}</p>
        <div>
          <button part="empty-button" @click=${() => this.dispatchEvent(new StayClearFiltersEvent())}>${t.clearFilters}</button>
          <button part="empty-button" @click=${() => this.dispatchEvent(new StayChangeDatesEvent())}>${t.changeDates}</button>
        </div>
      </div>`;
    }

    return html`
      ${view ? html`<h2 part="heading" tabindex="-1">${heading}</h2>${view}` : nothing}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    `;
  }
}

// Small stroke icons on a 24 × 24 grid. Static shapes only: the service's icon name merely picks one.
const ICONS: Record<LabelIcon | 'warning', ReturnType<typeof svg>> = {
  wifi: svg`<path d="M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h0" />`,
  pets: svg`<circle cx="6" cy="10" r="1.8" /><circle cx="10" cy="5.5" r="1.8" /><circle cx="14.5" cy="5.5" r="1.8" /><circle cx="18.5" cy="10" r="1.8" /><path d="M7.5 18c0-3 2-6 4.5-6s4.5 3 4.5 6-9 2-9 0z" />`,
  star: svg`<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 3 1-6.2L3 9.7l6.2-.9z" />`,
  heart: svg`<path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />`,
  leaf: svg`<path d="M5 19C5 10 11 5 20 4c0 9-5 15-14 15zM5 19l8-8" />`,
  water: svg`<path d="M2 9c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5 0M2 15c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5 0" />`,
  accessible: svg`<path d="M12 4h0M5 8h14M12 8v6l-3.5 7M12 14l3.5 7" />`,
  fire: svg`<path d="M12 21c-3.5 0-6-2.5-6-6 0-4 4-6 4-11 3 2 5 5 5 8 1-.8 1.5-2 1.5-3 1.8 1.8 1.5 4 1.5 6 0 3.5-2.5 6-6 6z" />`,
  tag: svg`<path d="M3 12V3h9l9 9-9 9zM7.5 7.5h0" />`,
  sparkles: svg`<path d="M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8zM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z" />`,
  clock: svg`<circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />`,
  car: svg`<path d="M4 16v-4l2-5h12l2 5v4zM5 16v3h3v-3M16 16v3h3v-3M8 12.5h0M16 12.5h0" />`,
  warning: svg`<path d="M12 3l10 18H2zM12 10v5M12 18h0" />`,
  dot: svg`<circle cx="12" cy="12" r="4" fill="currentColor" />`,
};

function icon(name: LabelIcon | 'warning') {
  return html`<svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[name]}</svg>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-results': StayResults;
  }
}
