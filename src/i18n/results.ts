export { phrase } from './locale.js';

/** Texts of `<stay-results>`, filled by `phrase`: `{n}` and `{one|other}` follow the count the comment names. */
export interface ResultsMessages {
  heading: string;
  /** The heading over results: "57 accommodations" (the total). */
  count: string;
  /**
   * The heading when the results take more than one page, and what is announced after paging: "21–40 of 83
   * accommodations". `{0}` is the range of numbers (as the language writes one), `{n}` the count, with its plural.
   */
  range: string;
  loading: string;
  /** The polite announcement: `{0}` is the `count` text, the plural follows the total. */
  found: string;
  /** The empty state's title, and its announcement. */
  noneFound: string;
  clearFilters: string;
  changeDates: string;
  errorTitle: string;
  retry: string;
  /** The stay's price (`{0}`) for the nights. */
  priceForNights: string;
  /** The price a night (`{0}`). */
  perNight: string;
  // A card's availability, by `Availability`.
  available: string;
  /** Free places left. */
  few: string;
  'sold-out': string;
  closed: string;
  /** The party size. */
  'party-does-not-fit': string;
  /** The persons range (`{0}`); the plural follows the maximum. */
  persons: string;
  rating: string;
  /** The number of reviews. */
  reviews: string;
  labels: string;
  book: string;
  /** Book was chosen on a site without a booking address, and no page took over the booking. */
  bookingNotSetUp: string;
  /** How to book then (`{0}`: the accommodation's name), when the site gives no contact. */
  bookingContactCampsite: string;
  /** The same with the site's own contact (`{1}`: the `booking-contact` text). */
  bookingContactGiven: string;
}

/** The key of `ResultsMessages` in every language's messages: `messagesFor(resultsMessages, locale)`. */
export const resultsMessages = 'results';
