import type { TableColumn } from '../logic/table-columns.js';
import type { Vocabulary } from './locale.js';
import { en } from './table/en.js';
import { nl } from './table/nl.js';
import { de } from './table/de.js';
import { fr } from './table/fr.js';

/**
 * Texts of `<stay-table>`, filled by `phrase` (`{0}`, `{1}` values, `{n}` and `{one|other}` a count). The table
 * shares the cards' words for states and availability (`ResultsMessages`); these are its own.
 */
export interface TableMessages {
  /** The column headers. */
  columns: Record<TableColumn, string>;
  /** Before the list of sorts in use. */
  sortedBy: string;
  /** The sorts' list when nothing is chosen (the service's default, the back office's order). */
  defaultSort: string;
  /** The name of a sort's remove button: `{0}` the column. */
  removeSort: string;
  ascending: string;
  descending: string;
  /** Spoken with a header button: how to add it as a further sort. */
  sortHint: string;
  /** A sort's place when it is not the first (`{n}`: 2, 3). */
  sortPosition: string;
  /** A row for an administration that could not be searched: `{0}` its name. */
  failed: string;
  /** A row for an administration whose rows show but whose count failed: `{0}` its name. */
  uncounted: string;
  /** Announced when the total could not be counted: `{n}` the rows shown. */
  shownTotalUnknown: string;
  /** The button in that row that asks only that administration again: `{0}` its name. */
  retryAdministration: string;
  /** The details row's name: `{0}` the accommodation. */
  details: string;
  /** The price breakdown. */
  rates: string;
  fixedCosts: string;
  charges: string;
  total: string;
  copyQuote: string;
  /** Shown when the quote is on the clipboard. */
  copied: string;
  /** Shown with the quote's text when the browser refused the clipboard. */
  copyRefused: string;
  closeDetails: string;
  /** The quote's lines: the dates (`{0}`, `{1}`) and the nights (`{n}`). */
  quoteDates: string;
  /** `{0}` the total price. */
  quoteTotal: string;
  /** Places left (`{n}`). */
  quotePlaces: string;
}

/**
 * The table's texts in every language, in the table's part (a guests' page never downloads them):
 * `messagesFor(tableMessages, locale)`.
 */
export const tableMessages: Vocabulary<TableMessages> = { en, nl, de, fr };
