// "All administrations" as <stay-search> shows it: each row with its administration, and the administrations that
// could not be searched or counted (warning rows in the table, a list above the cards). It comes with the staff
// table's part, as the merge does: a campsite's page never downloads it.
import { html, nothing, type TemplateResult } from 'lit';
import type { StayApiError } from '../api/errors.js';
import type { ResultSet } from '../controllers/search-controller.js';
import { tableMessages } from '../i18n/table.js';
import { messagesFor, phrase } from '../i18n/locale.js';
import type { TableFailure, TableRow } from './stay-table.js';

export interface AdministrationsView {
  /** The answer's rows, each with the administration it was found in (the table's `rows`). */
  rows: TableRow[];
  /** The administrations that could not be searched or counted (the table's `failures`: a warning row each). */
  failures: TableFailure[];
  /** The same failures above the cards (`::part(admin-warnings)`), or nothing. */
  warnings: TemplateResult | typeof nothing;
}

/** How an answer of several administrations shows; `message` words a failure for staff, `name` an administration. */
export function administrationsView(
  result: ResultSet,
  lang: string,
  message: (error: StayApiError) => string,
  name: (adminId: string) => string,
): AdministrationsView {
  const adminIds = result.adminIds ?? [];
  const failures: TableFailure[] = [
    ...(result.failures ?? []).map(({ adminId, error }) => ({ adminId, message: message(error) })),
    ...(result.uncounted ?? []).map(({ adminId, error }) => ({ adminId, message: message(error), uncounted: true })),
  ];
  const t = messagesFor(tableMessages, lang);
  return {
    rows: result.items.map((accommodation, index) => ({ accommodation, adminId: adminIds[index] })),
    failures,
    warnings: failures.length
      ? html`<div part="admin-warnings" role="status">
          <ul>
            ${failures.map((failure) => html`<li>${phrase(failure.uncounted ? t.uncounted : t.failed, lang, 0, name(failure.adminId))} ${failure.message}</li>`)}
          </ul>
        </div>`
      : nothing,
  };
}
