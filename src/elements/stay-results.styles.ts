import { css, unsafeCSS } from 'lit';
import { CHIP_COLOURS } from '../logic/cards.js';
import { primaryButton, wrappingList } from '../styles/controls.styles.js';

// Chip colours come from our own constant table (never from the service), one rule per colour name.
const chipRules = unsafeCSS(
  Object.entries(CHIP_COLOURS)
    .map(
      ([name, { light, dark }]) =>
        `.label[data-color='${name}'] { --_chip-bg: light-dark(${light[0]}, ${dark[0]}); --_chip-fg: light-dark(${light[1]}, ${dark[1]}); }`,
    )
    .join('\n'),
);

export const resultsStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    /* Taller on a phone's single column, wider when cards sit side by side so a row is not mostly picture. */
    --_image-ratio: var(--stay-image-ratio, 3 / 2);
    --_card-body: var(--stay-card-body-min-height, 20rem);
  }

  .heading {
    margin: 0 0 var(--_space);
    font-size: 1.25rem;
    line-height: 1.3;
    scroll-margin-top: var(--_space);
  }

  .heading .sep,
  .heading .range {
    color: var(--_muted);
    font-size: 1rem;
    font-weight: 400;
  }

  .heading .range {
    white-space: nowrap;
  }

  /* One column: the range gets its own line rather than wrapping after a dangling separator. */
  @container (width < 36rem) {
    .heading .range {
      display: block;
    }
    .heading .range .sep {
      display: none;
    }
  }

  .grid {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_space);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @container (min-width: 36rem) {
    .grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      --_image-ratio: var(--stay-image-ratio, 16 / 9);
    }
  }

  @container (min-width: 60rem) {
    .grid {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }

  .grid > li,
  .grid > .slot {
    display: flex;
    min-width: 0;
  }

  .card {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-width: 0;
    overflow: hidden;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }

  /* The box's ratio wins over the picture's own: the image is taken out of the flow and cropped to the box. */
  .media {
    position: relative;
    display: grid;
    place-items: center;
    overflow: hidden;
    aspect-ratio: var(--_image-ratio);
    background: var(--_surface-raised);
    color: var(--_muted);
  }

  .media img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  .media .placeholder {
    width: 2.5rem;
    height: 2.5rem;
  }

  .body {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    min-height: var(--_card-body);
    padding: var(--_space);
  }

  /* Long names stop at two lines (the full name stays the card's accessible name and the image's alt). */
  .title {
    display: -webkit-box;
    overflow: hidden;
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    line-clamp: 2;
  }

  p {
    margin: 0;
  }

  .description {
    display: -webkit-box;
    line-height: 1.5;
    overflow: hidden;
    color: var(--_muted);
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
    overflow-wrap: anywhere;
  }

  .labels {
    ${wrappingList}
  }

  .label {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.125rem 0.5rem;
    border: 1px solid transparent;
    border-radius: 999px;
    background: var(--_chip-bg);
    color: var(--_chip-fg);
    max-width: 100%;
    font-size: 0.8125rem;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }

  .label > span {
    min-width: 0;
  }

  ${chipRules}

  .icon {
    flex: none;
    width: 1em;
    height: 1em;
  }

  .persons,
  .rating {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    color: var(--_muted);
    font-size: 0.9375rem;
  }

  .persons[data-fits='false'] {
    color: var(--_danger);
    font-weight: 600;
  }

  .footer {
    display: grid;
    gap: 0.5rem;
    margin-top: auto;
  }

  .total {
    font-size: 1.125rem;
    font-weight: 700;
  }

  .per-night {
    display: block;
    color: var(--_muted);
    font-size: 0.875rem;
  }

  .availability {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    color: var(--_accent);
    font-weight: 600;
  }

  .availability[data-state='few'] {
    color: var(--_warning);
  }

  .availability[data-state='sold-out'],
  .availability[data-state='closed'],
  .availability[data-state='party-does-not-fit'] {
    color: var(--_danger);
  }

  .book,
  .action {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    ${primaryButton}
    padding: 0 1.25rem;
    text-decoration: none;
  }

  .action.secondary {
    border-color: var(--_border);
    background: var(--_surface);
    color: var(--_text);
  }

  .book[aria-disabled='true'] {
    border-color: var(--_border);
    background: var(--_surface-raised);
    color: var(--_muted);
    cursor: not-allowed;
  }

  .state {
    display: grid;
    justify-items: center;
    gap: 0.75rem;
    padding: calc(var(--_space) * 2) var(--_space);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
  }

  .state .title {
    font-size: 1.0625rem;
  }

  .error {
    border-style: solid;
    border-color: var(--_danger);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
  }

  .skeleton .line {
    display: block;
    height: 0.875rem;
    border-radius: 0.25rem;
    background: var(--_surface-raised);
  }

  .skeleton .line.title-line {
    width: 70%;
    height: 1.25rem;
  }

  .skeleton .line.short {
    width: 45%;
  }

  .skeleton .line.block {
    width: 60%;
    height: var(--_target);
    margin-top: auto;
    border-radius: var(--_radius);
  }

  @media (prefers-reduced-motion: no-preference) {
    .skeleton .media,
    .skeleton .line {
      animation: pulse 1.6s ease-in-out infinite;
    }
  }

  @keyframes pulse {
    50% {
      opacity: 0.55;
    }
  }

  @media (forced-colors: active) {
    .label {
      border-color: CanvasText;
    }
    .availability,
    .persons[data-fits='false'] {
      color: CanvasText;
    }
    /* A link's text is forced to LinkText on a backplate: say the colours outright so the label stays readable. */
    .book,
    .action {
      forced-color-adjust: none;
      border-color: ButtonText;
      background: ButtonFace;
      color: ButtonText;
    }
    a.book {
      border-color: LinkText;
      color: LinkText;
    }
    .book[aria-disabled='true'] {
      border-color: GrayText;
      color: GrayText;
    }
    .skeleton .line {
      background: GrayText;
    }
  }
`;
