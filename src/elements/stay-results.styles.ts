import { css, unsafeCSS } from 'lit';
import { CHIP_HUES } from '../logic/cards.js';
import { control, primaryButton, unavailableControl, wrappingList } from '../styles/controls.styles.js';

// Chip colours come from our own constant table (never from the service), one rule per colour name.
const chipRules = unsafeCSS(
  Object.entries(CHIP_HUES)
    .map(([name, hue]) => `[data-color=${name}]{--_hue:${hue}}`)
    .join(''),
);

/** The cards at the top of a list that always render (see the rule on `.grid > li:nth-child`). */
export const CARDS_ALWAYS_RENDERED = 6;

export const resultsStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }

  h2 {
    margin: 0 0 var(--_space);
    font-size: 1.25em;
    scroll-margin-top: var(--_space);
  }

  [part=description],
  [part=persons],
  [part=rating],
  small {
    color: var(--_muted);
  }

  ul {
    ${wrappingList}
  }

  /* Cards of at least 17em, at most three in a row. */
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(max(17em, 30%), 1fr));
    gap: var(--_space);
  }

  /* Stretches its card to the row's height. */
  .grid > li {
    display: grid;
  }

  /*
   * Past the first screen of cards, a card out of view is not laid out or painted, so a long list renders fast. It
   * keeps the room of its last rendering, or until then about a card's (a picture and a 20em body), so the list's
   * height and the scroll position stay put. Focus, find-in-page and screen readers still reach it. The first six
   * always render: they fill the first screen and take their exact size in the first layout, as the skeleton does.
   */
  .grid > li:nth-child(n + ${unsafeCSS(CARDS_ALWAYS_RENDERED + 1)}) {
    content-visibility: auto;
    contain-intrinsic-size: auto 17em auto 34em;
  }

  .card {
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }

  /* The box's ratio wins over the picture's own: the image is taken out of the flow and cropped to the box. Taller
     on a phone's single column, wider when cards sit side by side so a row is not mostly picture. */
  .media {
    position: relative;
    display: grid;
    place-items: center;
    aspect-ratio: var(--stay-image-ratio, 3 / 2);
    background: var(--_surface-raised);
    color: var(--_muted);
    font-size: 2.5em;
  }

  @container (width >= 35em) {
    .media {
      aspect-ratio: var(--stay-image-ratio, 16 / 9);
    }
  }

  /* At the box's top left: the static position in a grid that centres its items, at full size. */
  img {
    position: absolute;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  .body {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 0.5em;
    min-height: var(--stay-card-body-min-height, 20em);
    padding: var(--_space);
  }

  p,
  h3 {
    margin: 0;
  }

  /* Long names stop at two lines, descriptions at three (the full name stays the card's name and the image's alt). */
  h3,
  [part=description] {
    display: -webkit-box;
    overflow: hidden;
    overflow-wrap: anywhere;
    line-height: 1.4;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }

  h3,
  strong {
    font-size: 1.125em;
  }

  [part=description] {
    -webkit-line-clamp: 3;
  }

  [part=label],
  [part=rating] {
    display: flex;
    align-items: center;
    gap: 0.25em;
  }

  /* Its own, smaller font: the spacing in em of that size (about 2 px and 8 px at the default size). */
  [part=label] {
    gap: 0.3em;
    padding: 0.15em 0.6em;
    border-radius: 1.25em;
    background: light-dark(oklch(94% 0.04 var(--_hue)), oklch(32% 0.06 var(--_hue)));
    color: light-dark(oklch(42% 0.14 var(--_hue)), oklch(92% 0.04 var(--_hue)));
    font-size: 0.8125em;
    overflow-wrap: anywhere;
  }

  ${chipRules}

  /* Any other colour name: a grey chip. */
  [data-color=neutral] {
    background: var(--_surface-raised);
    color: var(--_text);
  }

  svg {
    flex: none;
    width: 1em;
    height: 1em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  [data-fits=false],
  [part=availability] {
    color: var(--_danger);
    font-weight: 600;
  }

  [data-state=available] {
    color: var(--_accent-text);
  }

  /* The only user of the warning colour, so its default lives here and not among the shared tokens. */
  [data-state=few] {
    color: var(--stay-warning, light-dark(#8a5300, #ffcf8a));
  }

  /* The price on a line of its own, the price a night under it; both at the bottom of the card. */
  [part=price] {
    display: grid;
    margin-top: auto;
  }

  a,
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    ${primaryButton}
    padding: 0 1.25em;
    text-decoration: none;
  }

  button + button {
    ${control}
  }

  /* A Book that cannot be used: the neutral control look, so it never reads as the main action. */
  [aria-disabled=true] {
    ${control}
    color: var(--_muted);
    ${unavailableControl}
  }

  /* Placeholder cards: bars where the name, description and price will be, pulsing gently while they load. */
  [part=skeleton] .card {
    animation: pulse 1.6s ease-in-out infinite;
  }

  .bar {
    height: 1em;
    width: 90%;
    border-radius: var(--_radius);
    background: var(--_surface-raised);
  }

  .bar.title {
    height: 1.25em;
    width: 60%;
  }

  .bar.price {
    margin-top: auto;
    width: 40%;
  }

  @keyframes pulse {
    50% {
      opacity: 0.55;
    }
  }

  /* A guest who asked for less motion sees still placeholders. */
  @media (prefers-reduced-motion: reduce) {
    [part=skeleton] .card {
      animation: none;
    }
  }

  /* Under a Book that had nowhere to go: how to book instead. */
  .notice {
    display: grid;
    gap: 0.25em;
    padding: 0.5em 0.75em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface-raised);
    overflow-wrap: anywhere;
  }

  .notice strong {
    font-size: 1em;
  }

  /* The empty and error states: the words on lines of their own, the buttons side by side under them. */
  .state {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75em;
    padding: calc(var(--_space) * 2) var(--_space);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
  }

  .state p {
    width: 100%;
  }

  .state :first-child {
    font-weight: 600;
  }

  /* The chips' tints are gone in forced colours: a border keeps each a chip. */
  @media (forced-colors: active) {
    [part=label] {
      border: 1px solid;
    }
  }
`;
