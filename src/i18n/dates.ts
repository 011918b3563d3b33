export interface DatesMessages {
  label: string;
  close: string;
  clear: string;
  chooseArrival: string;
  chooseDeparture: string;
  /** Also the placeholder, "Arrival – Departure", and the chosen days' descriptions. */
  arrival: string;
  departure: string;
  /** One night, more nights: a stay is never 0 nights. */
  nights: readonly [one: string, other: string];
  // Why a day cannot be chosen: its description.
  beforeMin: string;
  afterMax: string;
  closed: string;
  noStay: string;
  /** Before the stay's nights: "At least 3 nights". */
  tooShort: string;
  tooLong: string;
  crossesClosed: string;
  /** Without the calendar (it could not be loaded), two date inputs: a departure typed before the arrival. */
  departureAfterArrival: string;
  /** The calendar's text field for typed dates ("12-7 – 19-7"): its label, */
  typeDates: string;
  /** the word before an example in the locale's order ("For example 12-7 – 19-7"), */
  forExample: string;
  /** and what it says when the text is not two dates. */
  notTwoDates: string;
}

/** The key of `DatesMessages` in every language's messages: `messagesFor(datesMessages, locale)`. */
export const datesMessages = 'dates';
