import { css, unsafeCSS } from 'lit';
import { control } from '../styles/controls.styles.js';

/** From this width of the widget (in rem) the filters are a column beside the results; `stay-search.ts` reads it too. */
export const FILTERS_COLUMN_MIN_REM = 52;

export const searchStyles = css`
  :host {
    display: block;
    container: stay-search / inline-size;
    background: var(--_surface);
  }

  .measure {
    height: 0;
  }

  .layout {
    display: grid;
    gap: var(--_space);
  }

  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--_space);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: var(--_surface-raised);
  }

  .bar > * {
    flex: 1 1 14rem;
    min-width: 0;
  }

  .session {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: calc(var(--_space) / 2) var(--_space);
    margin: 0;
    color: var(--_muted);
  }

  .session p {
    margin: 0;
  }

  .admin {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    color: var(--_text);
  }

  select {
    ${control}
  }

  .body {
    display: grid;
    gap: var(--_space);
    align-items: start;
  }

  .main {
    display: grid;
    gap: var(--_space);
    min-width: 0;
  }

  @container stay-search (min-width: ${unsafeCSS(FILTERS_COLUMN_MIN_REM)}rem) {
    .body {
      grid-template-columns: var(--stay-filters-width, 17rem) minmax(0, 1fr);
    }
  }

  .prompt,
  .message {
    padding: calc(var(--_space) * 1.5) var(--_space);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
  }

  .prompt p,
  .message p {
    margin: 0.25rem 0;
  }

  .prompt-title,
  .message-title {
    font-weight: 600;
    font-size: 1.125rem;
  }

  .message {
    border-style: solid;
    border-color: var(--_danger);
  }

  @media (forced-colors: active) {
    .message {
      border-color: CanvasText;
    }
  }
`;
