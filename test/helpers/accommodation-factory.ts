// Accommodations shaped exactly like the service's search results (spec "Resources", contract §2), for tests of
// presentational elements that take data as properties. Test data, not a stand-in for the service: element tests
// that fetch talk to the sandbox.
import type { Accommodation, Label, SearchQuery } from '../../src/api/types.js';

// A same-origin image that loads without any network: a tiny SVG behind a blob: address of this page.
let thumbnailUrl: string | undefined;
export function sameOriginThumbnail(): string {
  thumbnailUrl ??= URL.createObjectURL(
    new Blob(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#7aa"/></svg>',
      ],
      { type: 'image/svg+xml' },
    ),
  );
  return thumbnailUrl;
}

export function label(overrides: Partial<Label> = {}): Label {
  return {
    id: 'lab_pets',
    icon: 'dog',
    color: 'green',
    description: 'Huisdieren toegestaan',
    translations: {
      nl: { description: 'Huisdieren toegestaan', name: 'Huisdieren welkom' },
      en: { description: 'Pets allowed', name: 'Pets welcome' },
      de: { description: 'Haustiere erlaubt' },
      fr: { description: 'Animaux acceptés' },
    },
    ...overrides,
  };
}

let sequence = 0;

/**
 * A chalet for 2 to 6 persons with 5 free places, 7 nights for €612 (€85.71 a night), rated 8.6 from 124 reviews,
 * named in Dutch by default (the administration's language) with en/de/fr translations.
 */
export function accommodation(overrides: Partial<Accommodation> = {}): Accommodation {
  sequence += 1;
  const base: Accommodation = {
    id: `acc_${String(sequence).padStart(4, '0')}`,
    numeric_id: 1000 + sequence,
    price: 540,
    price_fixed: 72,
    price_per_night: 77.14,
    price_total: 612,
    available_stock: 5,
    thumbnail: sameOriginThumbnail(),
    rating: { amount: '124', avarage: '8.6' },
    labels: [label()],
    persons_max: 6,
    persons_min: 2,
    rank: sequence,
    closed: false,
    name: 'Chalet Zonnedauw',
    name_translations: {
      nl: { description: 'Chalet Zonnedauw' },
      en: { description: 'Chalet Sundew' },
      de: { description: 'Chalet Sonnentau' },
      fr: { description: 'Chalet Rossolis' },
    },
    description: 'Ruim chalet met veranda aan de bosrand.',
    description_translations: {
      nl: { description: 'Ruim chalet met veranda aan de bosrand.' },
      en: { description: 'Roomy chalet with a porch at the edge of the woods.' },
      de: { description: 'Geräumiges Chalet mit Veranda am Waldrand.' },
      fr: { description: 'Chalet spacieux avec véranda en lisière de forêt.' },
    },
  };
  return { ...base, ...overrides };
}

/** `count` different accommodations named "Pitch 1" … in every language. */
export function accommodations(count: number, overrides: Partial<Accommodation> = {}): Accommodation[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `Pitch ${index + 1}`;
    return accommodation({
      name,
      name_translations: { nl: { description: `Plaats ${index + 1}` }, en: { description: name } },
      ...overrides,
    });
  });
}

/** Seven nights in July for two adults and a child (and a dog, who does not count towards the party). */
export function weekInJuly(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    arrival: '2026-07-04',
    departure: '2026-07-11',
    ageTableCategories: [
      { id: 'adults', count: 2 },
      { id: 'children', count: 1 },
      { id: 'pets', count: 1 },
    ],
    ...overrides,
  };
}
