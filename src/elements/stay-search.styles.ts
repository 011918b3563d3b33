import { css, unsafeCSS } from 'lit';
import { control, primaryButton } from '../styles/controls.styles.js';
import { PAGER_ONE_ROW_MIN_EM } from './stay-pager-layout.js';

/**
 * From this width of the widget, in `em` of its own font size (never the page's root size), the filters are a
 * column beside the results; `stay-search.ts` reads it too.
 */
export const FILTERS_COLUMN_MIN_EM = 52;

export const searchStyles = css`
  :host {
    display: block;
    container: stay-search / inline-size;
    background: var(--_surface);
  }

  .layout,
  .main {
    display: grid;
    /* One column no wider than the widget: a wide child (the staff table) scrolls in its own box instead. */
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_space);
    align-items: start;
    min-width: 0;
  }

  /* Wide (the container's em is the host's font size): the bar and the session line over both columns, the filters beside the results. */
  @container stay-search (min-width: ${unsafeCSS(FILTERS_COLUMN_MIN_EM)}em) {
    .layout {
      grid-template-columns: var(--stay-filters-width, 17em) minmax(0, 1fr);
    }

    [part='bar'],
    [part='session'] {
      grid-column: 1 / -1;
    }
  }

  /* Until the widget's width is known (see stay-search.ts): in its place, unseen but focusable. */
  stay-filters[data-unmeasured] {
    opacity: 0;
  }

  [part='bar'],
  [part='session'] {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--_space);
  }

  [part='bar'] {
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_surface-raised);
  }

  [part='bar'] > * {
    flex: 1 1 14em;
    min-width: 0;
  }

  [part='session'] {
    align-items: center;
    color: var(--_muted);
  }

  p {
    margin: 0;
  }

  label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    max-width: 100%;
    color: var(--_text);
  }

  /* Long park names (and "All administrations") wrap the label and shrink the picker on a phone. */
  select {
    ${control}
    min-width: 0;
    max-width: 100%;
  }

  [part='sign-in-retry'] {
    ${primaryButton}
    justify-self: center;
    cursor: pointer;
  }

  [part='prompt'],
  [part='message'] {
    padding: calc(var(--_space) * 1.5) var(--_space);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
    font-weight: 600;
  }

  [part='prompt'] {
    font-size: 1.125em;
  }

  [part='message'] {
    border: 1px solid var(--_danger);
  }

  [part='admin-warnings'] ul {
    margin: 0 0 var(--_space);
    padding: calc(var(--_space) / 2) var(--_space);
    border-inline-start: 0.25em solid var(--_danger);
    list-style: none;
  }

  /*
   * The script-tag bundle defines the pager on demand, once results have a second page: until then, the room of its
   * rows at its own width (one row from PAGER_ONE_ROW_MIN_EM, the status above the buttons below it), so that
   * nothing below the widget moves when it shows.
   */
  stay-pager:not(:defined) {
    display: block;
    container: stay-pager / inline-size;
  }

  stay-pager:not(:defined):not([page-count='0'], [page-count='1'])::before {
    content: '';
    display: block;
    height: var(--_target);
  }

  @container stay-pager (width < ${unsafeCSS(PAGER_ONE_ROW_MIN_EM)}em) {
    stay-pager:not(:defined):not([page-count='0'], [page-count='1'])::before {
      height: calc(1lh + var(--_space) / 2 + var(--_target));
    }
  }
`;
