import { LitElement, html, nothing, svg, type PropertyValues, type SVGTemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
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
  type Availability,
  type LabelIcon,
} from '../logic/cards.js';
import { StaySelectEvent } from '../events/stay-select.js';
import { StayChangeDatesEvent, StayClearFiltersEvent, StayRetryEvent } from '../events/stay-results.js';
import { phrase, resultsMessages, type ResultsMessages } from '../i18n/results.js';
import { messagesFor, resolveLocale } from '../i18n/locale.js';

export type ResultsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What went wrong, in words a guest can read (`message`), and its kind for styling or logic. */
export interface ResultsError {
  message: string;
  kind?: string;
}

/** Everything a card needs that is the same for every card of one render. */
interface CardContext {
  locale: string;
  lang: string;
  t: ResultsMessages;
  nights: number | undefined;
  partySize: number | undefined;
  currency: string;
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

  // `lang` is HTMLElement's own: observe the attribute so a language switch re-renders the cards.
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  /** The accommodations of the current page, in the order to show. */
  @property({ attribute: false }) items: Accommodation[] = [];

  /** `loading` with no items shows the skeleton; `ready` with none shows the empty state. */
  @property({ reflect: true }) status: ResultsStatus = 'idle';

  /** A new page or query is loading while the current cards stay visible: marks the list `aria-busy`. */
  @property({ type: Boolean, reflect: true }) busy = false;

  /** Shown in the error state, as text. */
  @property({ attribute: false }) error: ResultsError | undefined;

  /** The search the items answer: nights, party size and the booking link come from it. */
  @property({ attribute: false }) query: SearchQuery | undefined;

  /** Travellers that count towards persons_min/max (pets excluded); derived from `query` when not set. */
  @property({ type: Number, attribute: 'party-size' }) partySize: number | undefined;

  /** How many accommodations match in all (from the count request); announced instead of `items.length`. */
  @property({ type: Number }) total: number | undefined;

  /** The page shown, from 1. */
  @property({ type: Number }) page = 1;

  /** ISO 4217 code of the prices. */
  @property() currency = 'EUR';

  /** Template of the booking address: `{id}`, `{numeric_id}`, `{arrival}`, `{departure}`, `{guests}`, `{persons}`, `{lang}`. */
  @property({ attribute: 'booking-url' }) bookingUrl: string | undefined;

  /** The heading above the results; "Accommodations" in the page language by default. */
  @property() heading: string | undefined;

  /** How many placeholder cards a first load shows. */
  @property({ type: Number, attribute: 'skeleton-count' }) skeletonCount = 6;

  @state() private announcement = '';
  @state() private brokenImages: ReadonlySet<string> = new Set();

  private announcedResults: string | undefined;
  private warnedCurrency: string | undefined;

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
    const heading = this.renderRoot.querySelector<HTMLElement>('[part~="heading"]');
    if (!heading) return false;
    heading.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    return true;
  }

  /** `total` when it is a number. */
  private get knownTotal(): number | undefined {
    return Number.isFinite(this.total) ? this.total : undefined;
  }

  private get safeItems(): Accommodation[] {
    return Array.isArray(this.items) ? this.items.filter((item) => item && typeof item === 'object') : [];
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('currency') && !isCurrencyCode(this.currency) && this.warnedCurrency !== this.currency) {
      this.warnedCurrency = this.currency;
      console.warn(`<stay-results>: "${this.currency}" is not an ISO 4217 currency code; prices are shown in EUR.`);
    }
    if (changed.has('status') || changed.has('items') || changed.has('total') || changed.has('busy') || changed.has('page')) {
      this.updateAnnouncement();
    }
  }

  /** Announces the count once per new result set, after its load completed; not on re-renders. */
  private updateAnnouncement(): void {
    if (this.status === 'error') {
      this.announcedResults = undefined;
      return;
    }
    if (this.status !== 'ready' || this.busy) return;
    // One announcement a search: another page of it is no news (paging moves focus to the heading, which reads
    // the count), nor is a reload of the same results.
    const count = this.knownTotal ?? this.safeItems.length;
    const signature = `${count}|${JSON.stringify({ ...this.query, page: undefined })}`;
    if (signature === this.announcedResults) return;
    this.announcedResults = signature;
    const locale = resolveLocale(this);
    const t = messagesFor(resultsMessages, locale);
    const text = count === 0 ? t.noneFound : phrase(t.found, locale, count);
    // The same words for a new search must still change the region, or nothing is read out.
    this.announcement = text === this.announcement ? `${text}\u00a0` : text;
  }

  override render() {
    const locale = resolveLocale(this);
    const t = messagesFor(resultsMessages, locale);
    const items = this.safeItems;
    const view =
      this.status === 'error'
        ? this.renderError(t)
        : items.length > 0
          ? this.renderList(items, locale, t)
          : this.status === 'loading'
            ? this.renderSkeleton(t)
            : this.status === 'ready'
              ? this.renderEmpty(t)
              : nothing;
    return html`
      ${view === nothing ? nothing : this.renderHeading(items, locale, t)}
      ${view}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    `;
  }

  /**
   * Over results, the count ("57 accommodations") and, when they take more than one page, which are shown
   * ("21–40 shown"); a site's own `heading` goes first. Otherwise (loading, empty, error) just the heading.
   */
  private renderHeading(items: Accommodation[], locale: string, t: ResultsMessages) {
    const title = this.heading || t.heading;
    if (this.status === 'error' || items.length === 0) {
      return html`<h2 part="heading" class="heading" tabindex="-1">${title}</h2>`;
    }
    const known = this.knownTotal;
    const total = known !== undefined && known >= items.length ? known : undefined;
    const countText = phrase(t.count, locale, total ?? items.length);
    const pageSize = this.query?.limit && this.query.limit >= items.length ? this.query.limit : items.length;
    const first = (Math.max(1, Math.floor(this.page) || 1) - 1) * pageSize + 1;
    const paged = total !== undefined && total > items.length;
    return html`<h2 part="heading" class="heading" tabindex="-1">
      ${this.heading ? html`<span class="heading-title">${this.heading}</span> <span class="sep" aria-hidden="true">·</span> ` : nothing}<span
        class="count"
        >${countText}</span
      >${paged
        ? html` <span class="range"
              ><span class="sep" aria-hidden="true">·</span> ${phrase(t.shown, locale, 0, formatInteger(first, locale), formatInteger(first + items.length - 1, locale))}</span
            >`
        : nothing}
    </h2>`;
  }

  private renderSkeleton(t: ResultsMessages) {
    const count = Math.min(20, Math.max(1, Math.floor(this.skeletonCount) || 6));
    return html`
      <div part="skeleton" class="grid skeleton" aria-busy="true">
        <p class="visually-hidden">${t.loading}</p>
        ${Array.from(
          { length: count },
          () => html`
            <div class="slot" aria-hidden="true">
              <div class="card">
                <div class="media"></div>
                <div class="body">
                  <span class="line title-line"></span>
                  <span class="line"></span>
                  <span class="line short"></span>
                  <span class="line block"></span>
                </div>
              </div>
            </div>
          `,
        )}
      </div>
    `;
  }

  private renderEmpty(t: ResultsMessages) {
    return html`
      <div part="empty" class="state empty">
        <p class="title">${t.emptyTitle}</p>
        <p>${t.emptyHint}</p>
        <div class="actions">
          <button part="empty-button" class="action" type="button" @click=${() => this.dispatchEvent(new StayClearFiltersEvent())}>${t.clearFilters}</button>
          <button part="empty-button" class="action secondary" type="button" @click=${() => this.dispatchEvent(new StayChangeDatesEvent())}>
            ${t.changeDates}
          </button>
        </div>
      </div>
    `;
  }

  private renderError(t: ResultsMessages) {
    const message = typeof this.error?.message === 'string' ? this.error.message.trim() : '';
    return html`
      <div part="error" class="state error" role="alert" data-kind=${this.error?.kind ?? nothing}>
        <p class="title">${t.errorTitle}</p>
        ${message ? html`<p class="message">${message}</p>` : nothing}
        <button part="retry-button" class="action" type="button" @click=${() => this.dispatchEvent(new StayRetryEvent())}>${t.retry}</button>
      </div>
    `;
  }

  private renderList(items: Accommodation[], locale: string, t: ResultsMessages) {
    const context: CardContext = {
      locale,
      lang: translationKey(locale),
      t,
      nights: nightsBetween(this.query?.arrival, this.query?.departure),
      partySize:
        typeof this.partySize === 'number' && Number.isFinite(this.partySize)
          ? this.partySize
          : this.query
            ? partySizeOf(this.query)
            : undefined,
      currency: this.currency,
    };
    const busy = this.busy || this.status === 'loading';
    return html`
      <ul part="list" class="grid" aria-busy=${busy ? 'true' : 'false'}>
        ${repeat(
          items,
          (item) => item.id,
          (item, index) => html`<li>${this.renderCard(item, index, context)}</li>`,
        )}
      </ul>
    `;
  }

  private renderCard(item: Accommodation, index: number, context: CardContext) {
    const { locale, lang, t } = context;
    const name = pickTranslation(item.name_translations, lang, item.name);
    const description = pickTranslation(item.description_translations, lang, item.description);
    const thumbnail = safeThumbnailUrl(item.thumbnail);
    const availability = availabilityOf(item, context.partySize);
    const titleId = `card-${index}-title`;
    const availabilityId = `card-${index}-availability`;
    return html`
      <article part="card" class="card" aria-labelledby=${titleId} data-availability=${availability}>
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
                @error=${this.imageFailed}
              />`
            : html`<svg part="image-placeholder" class="placeholder" viewBox="0 0 24 24" aria-hidden="true">
                ${PLACEHOLDER}
              </svg>`}
        </div>
        <div class="body">
          <h3 part="title" class="title" id=${titleId}>${name}</h3>
          ${description ? html`<p part="description" class="description">${description}</p>` : nothing}
          ${this.renderLabels(item, lang, t)} ${this.renderPersons(item, availability, locale, t)}
          ${this.renderRating(item, locale, t)}
          <div class="footer">
            ${this.renderPrice(item, context)}
            <p part="availability" class="availability" id=${availabilityId} data-state=${availability}>
              ${icon(AVAILABILITY_ICONS[availability])}${availabilityText(item, availability, context)}
            </p>
            ${this.renderBook(item, name, availability, availabilityId, context)}
          </div>
        </div>
      </article>
    `;
  }

  private renderLabels(item: Accommodation, lang: string, t: ResultsMessages) {
    const labels = (Array.isArray(item.labels) ? item.labels : [])
      .filter((label) => label && typeof label === 'object')
      .map((label) => ({ text: labelText(label, lang), colour: chipColour(label.color), icon: labelIcon(label.icon) }))
      .filter((label) => label.text);
    if (labels.length === 0) return nothing;
    return html`
      <ul part="labels" class="labels" aria-label=${t.labels}>
        ${labels.map(
          (label) => html`<li part="label" class="label" data-color=${label.colour}>${icon(label.icon)}<span>${label.text}</span></li>`,
        )}
      </ul>
    `;
  }

  private renderPersons(item: Accommodation, availability: Availability, locale: string, t: ResultsMessages) {
    const min = Number(item.persons_min);
    const max = Number(item.persons_max);
    if (!Number.isFinite(min) || !Number.isFinite(max) || max <= 0) return nothing;
    const range = min === max || min <= 0 ? formatInteger(max, locale) : `${formatInteger(min, locale)}–${formatInteger(max, locale)}`;
    const fits = availability !== 'party-does-not-fit';
    return html`<p part="persons" class="persons" data-fits=${fits ? 'true' : 'false'}>
      ${icon(fits ? 'family' : 'warning')}${phrase(t.persons, locale, max, range)}
    </p>`;
  }

  private renderRating(item: Accommodation, locale: string, t: ResultsMessages) {
    const rating = ratingOf(item);
    if (!rating) return nothing;
    const reviews = phrase(t.reviews, locale, rating.reviews);
    return html`<p part="rating" class="rating">
      ${icon('star')}<span
        ><span class="visually-hidden">${t.rating}: </span>${formatRatingNumber(rating.average, locale)} · ${reviews}</span
      >
    </p>`;
  }

  private renderPrice(item: Accommodation, { locale, t, nights, currency }: CardContext) {
    const total = Number(item.price_total);
    const perNight = Number(item.price_per_night);
    const hasTotal = Number.isFinite(total) && total > 0;
    const hasPerNight = Number.isFinite(perNight) && perNight > 0;
    if (!hasTotal && !hasPerNight) return nothing;
    return html`<p part="price" class="price">
      ${hasTotal
        ? html`<span class="total"
            >${nights ? phrase(t.priceForNights, locale, nights, formatMoney(total, locale, currency)) : formatMoney(total, locale, currency)}</span
          >`
        : nothing}
      ${hasPerNight ? html`<span class="per-night">${phrase(t.perNight, locale, 0, formatMoney(perNight, locale, currency))}</span>` : nothing}
    </p>`;
  }

  /** A link with a booking address, else a button; a disabled button (with the reason) when nothing is left. */
  private renderBook(item: Accommodation, name: string, availability: Availability, reasonId: string, context: CardContext) {
    const bookable = isBookable(availability);
    const url = bookable ? bookingUrl(this.bookingUrl, item, this.query, context.lang) : undefined;
    const label = html`${context.t.book}<span class="visually-hidden"> ${name}</span>`;
    const select = (event: MouseEvent) => this.select(event, item, url);
    return url
      ? html`<a part="book-button" class="book" href=${url} @click=${select}>${label}</a>`
      : html`<button
          part="book-button"
          class="book"
          type="button"
          aria-disabled=${bookable ? nothing : 'true'}
          aria-describedby=${bookable ? nothing : reasonId}
          @click=${bookable ? select : nothing}
        >
          ${label}
        </button>`;
  }

  private select(click: MouseEvent, accommodation: Accommodation, url?: string): void {
    const followed = this.dispatchEvent(new StaySelectEvent(accommodation, this.query, url));
    if (!followed) click.preventDefault();
  }

  private imageFailed = (event: Event): void => {
    const source = (event.target as HTMLImageElement).getAttribute('src');
    if (source) this.brokenImages = new Set([...this.brokenImages, source]);
  };
}

function availabilityText(item: Accommodation, availability: Availability, { locale, t, partySize }: CardContext): string {
  const texts: Record<Availability, string> = {
    available: t.available,
    few: t.left,
    'sold-out': t.soldOut,
    closed: t.closed,
    'party-does-not-fit': t.partyDoesNotFit,
  };
  return phrase(texts[availability], locale, availability === 'few' ? item.available_stock : (partySize ?? 0));
}

// Small stroke icons on a 24 × 24 grid. Static shapes only: the service's icon name merely picks one.
type IconName = LabelIcon | 'warning' | 'cross';

const ICONS: Record<IconName, SVGTemplateResult> = {
  wifi: svg`<path d="M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="1"/>`,
  pets: svg`<circle cx="6" cy="10" r="1.8"/><circle cx="10" cy="5.5" r="1.8"/><circle cx="14.5" cy="5.5" r="1.8"/><circle cx="18.5" cy="10" r="1.8"/><path d="M7.5 18c0-3 2-6 4.5-6s4.5 3 4.5 6c0 2-2 2-4.5 2s-4.5 0-4.5-2z"/>`,
  star: svg`<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 3 1-6.2L3 9.7l6.2-.9z"/>`,
  heart: svg`<path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"/>`,
  sun: svg`<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>`,
  leaf: svg`<path d="M5 19C5 10 11 5 20 4c0 9-5 15-14 15zM5 19l8-8"/>`,
  water: svg`<path d="M2 9c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5 0M2 15c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5 0"/>`,
  accessible: svg`<circle cx="12" cy="4" r="1.8"/><path d="M5 8h14M12 8v6M12 14l-3.5 7M12 14l3.5 7"/>`,
  fire: svg`<path d="M12 21c-3.5 0-6-2.5-6-6 0-4 4-6 4-11 3 2 5 5 5 8 1-.8 1.5-2 1.5-3 1.8 1.8 1.5 4 1.5 6 0 3.5-2.5 6-6 6z"/>`,
  tag: svg`<path d="M3 12V3h9l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>`,
  check: svg`<path d="M4 12.5l5 5L20 6.5"/>`,
  family: svg`<circle cx="8" cy="7" r="3"/><circle cx="17" cy="9" r="2.2"/><path d="M2.5 20c0-3.5 2.5-6 5.5-6s5.5 2.5 5.5 6M14.5 20c0-2.5 1.2-4.5 2.5-4.5s3.5 2 3.5 4.5"/>`,
  bed: svg`<path d="M3 5v15M3 16h18v4M21 16v-4a3 3 0 0 0-3-3h-8v7"/><circle cx="6.5" cy="11.5" r="1.5"/>`,
  car: svg`<path d="M4 16v-4l2-5h12l2 5v4zM5 16v3h3v-3M16 16v3h3v-3"/><circle cx="8" cy="12.5" r="1"/><circle cx="16" cy="12.5" r="1"/>`,
  sparkles: svg`<path d="M10 3l1.8 5.2L17 10l-5.2 1.8L10 17l-1.8-5.2L3 10l5.2-1.8zM18 14l.9 2.1L21 17l-2.1.9L18 20l-.9-2.1L15 17l2.1-.9z"/>`,
  clock: svg`<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>`,
  warning: svg`<path d="M12 3l10 18H2zM12 10v5M12 17.5v.5"/>`,
  cross: svg`<path d="M6 6l12 12M18 6L6 18"/>`,
  dot: svg`<circle cx="12" cy="12" r="4" fill="currentColor"/>`,
};

const AVAILABILITY_ICONS: Record<Availability, IconName> = {
  available: 'check',
  few: 'warning',
  'sold-out': 'cross',
  closed: 'cross',
  'party-does-not-fit': 'cross',
};

const PLACEHOLDER = svg`<path d="M3 19l6-8 4 5 3-3 5 6zM3 5h18v14H3z" fill="none" stroke="currentColor" stroke-width="1.5"/><circle cx="16" cy="9" r="1.5" fill="currentColor"/>`;

function icon(name: IconName) {
  return html`<svg
    class="icon"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    ${ICONS[name]}
  </svg>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'stay-results': StayResults;
  }
}
