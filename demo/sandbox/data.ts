// The sandbox's data: one chain of three administrations, generated from a seed (same seed and same start date,
// same data). Everything a search needs is precomputed per accommodation (prices in cents, free places per day),
// so that a search over 10,000 accommodations stays within a few milliseconds.
import { addMonths, isWeekendNight, isoDate, seasonOf, type Season } from './dates.ts';

export const LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ACCOMMODATION_TYPES = [
  'other',
  'campsite',
  'apartment',
  'camping_barrel',
  'bungalow_tent',
  'bungalow',
  'caravan',
  'chalet',
  'hiker_cabin',
  'holiday_home',
  'hotelroom',
  'lodge_tent',
  'mobilehome',
  'studio',
  'tipitent',
  'treehouse',
  'villa',
  'gipsywagon',
  'safari_tent',
  'pod',
] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPES)[number];

export const AGE_CATEGORIES = [
  'babies',
  'young_children',
  'children',
  'young_adults',
  'adults',
  'seniors',
  'eldern',
  'pets',
] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];

export const LABEL_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'brown',
  'grey',
] as const;

/** The locale whose collation orders the `name` sort (names of all administrations sort together). */
export const NAME_COLLATION = 'en';

export const DEFAULT_SEED = 20_240_401;

export type Translations<K extends string = 'description'> = Record<Language, Record<K, string>>;

export interface Administration {
  id: string;
  name: string;
  default_language: Language;
  currency: 'EUR';
  default_age_category: AgeCategory;
  /** Tourist tax a person a night, in cents, for young adults, adults, seniors and eldern. */
  touristTaxCents: number;
  bookingFeeCents: number;
}

export interface Tag {
  id: string;
  name: string;
  translations: Record<Language, { name: string }>;
}

export interface LabelDefinition {
  id: string;
  icon: string;
  color: string;
  translations: Record<Language, { description: string; name?: string }>;
}

/** A label as the service sends it: `description` in one administration's default language. */
export interface Label {
  id: string;
  icon: string;
  color: string;
  description: string;
  translations: Record<string, { description: string; name?: string }>;
}

export interface FixedCost {
  id: string;
  name: string;
  amountCents: number;
}

export interface AccommodationRecord {
  index: number;
  id: string;
  numeric_id: number;
  administration_id: string;
  adminIndex: number;
  type: AccommodationType | null;
  tags: string[];
  tagMask: number;
  labelIds: string[];
  /** The labels as sent, in the administration's default language. */
  labels: Label[];
  name: string;
  name_translations: Translations;
  description: string;
  description_translations: Translations;
  rank: number;
  closed: boolean;
  persons_min: number;
  persons_max: number;
  /** Identical places of this unit type (e.g. 12 pitches). */
  units: number;
  rating: { amount: string; avarage: string };
  ratingValue: number;
  /** Nightly rates in cents: season rates, plus `weekend` on Friday and Saturday nights. */
  rates: Record<Season | 'weekend', number>;
  fixedCosts: FixedCost[];
  fixedCents: number;
  /** Charge a person (or pet) a night, in cents, by age category. */
  charges: Record<AgeCategory, number>;
  /** Free places per calendar day (index 0 = `calendar.start`). */
  free: Uint8Array;
  /** Position in the `name` collation order (equal names share one). */
  nameOrder: number;
  /** Position in the order every sort ends in: rank, then id. */
  tieOrder: number;
  /** `charges` as an array in the order of AGE_CATEGORIES. */
  chargeCents: Int32Array;
}

export interface ApiKey {
  key: string;
  kind: 'public' | 'secret';
  admin_ids: string[];
  /** `host` (any port) or `host:port` entries; empty for secret keys. */
  allowed_hosts: string[];
}

export interface SandboxUser {
  id: string;
  name: string;
  email: string;
  admin_ids: string[];
  scopes: string[];
}

/**
 * The fields a search reads, one typed array each, indexed by accommodation index (struct of arrays): the hot
 * loop touches no objects, so it stays monomorphic and fast at 10,000 accommodations.
 */
export interface SearchColumns {
  count: number;
  adminIndex: Uint8Array;
  /** Index in ACCOMMODATION_TYPES, or ACCOMMODATION_TYPES.length for none. */
  typeIndex: Uint8Array;
  tagMask: Int32Array;
  closed: Uint8Array;
  personsMin: Int32Array;
  personsMax: Int32Array;
  units: Int32Array;
  rank: Int32Array;
  rateLow: Int32Array;
  rateMid: Int32Array;
  rateHigh: Int32Array;
  rateWeekend: Int32Array;
  fixedCents: Int32Array;
  /** AGE_CATEGORIES.length charges an accommodation, in cents. */
  charges: Int32Array;
  nameOrder: Int32Array;
  tieOrder: Int32Array;
  rating: Float64Array;
  /** `calendar.days` free counts an accommodation. */
  free: Uint8Array;
}

export interface SandboxData {
  seed: number;
  columns: SearchColumns;
  chain: { id: string; name: string; admin_ids: string[] };
  administrations: Administration[];
  tags: Tag[];
  labels: LabelDefinition[];
  accommodations: AccommodationRecord[];
  byId: Map<string, AccommodationRecord>;
  tagBits: Map<string, number>;
  /** The stock calendar: `days` days from `start` (a day number). Before it nothing is free; after it everything. */
  calendar: { start: number; days: number };
  keys: ApiKey[];
  users: SandboxUser[];
}

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: a tiny, fast PRNG with a 32-bit state; good enough for test data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
  opaque(length: number): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let text = '';
    for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

type Words = Record<Language, string>;

const TYPE_NOUNS: Record<AccommodationType | 'none', Words> = {
  other: { nl: 'Accommodatie', en: 'Accommodation', de: 'Unterkunft', fr: 'Hébergement' },
  campsite: { nl: 'Kampeerplaats', en: 'Pitch', de: 'Stellplatz', fr: 'Emplacement' },
  apartment: { nl: 'Appartement', en: 'Apartment', de: 'Ferienwohnung', fr: 'Appartement' },
  camping_barrel: { nl: 'Kampeerton', en: 'Camping barrel', de: 'Schlaffass', fr: 'Tonneau' },
  bungalow_tent: { nl: 'Bungalowtent', en: 'Bungalow tent', de: 'Bungalowzelt', fr: 'Tente bungalow' },
  bungalow: { nl: 'Bungalow', en: 'Bungalow', de: 'Bungalow', fr: 'Bungalow' },
  caravan: { nl: 'Caravan', en: 'Caravan', de: 'Wohnwagen', fr: 'Caravane' },
  chalet: { nl: 'Chalet', en: 'Chalet', de: 'Chalet', fr: 'Chalet' },
  hiker_cabin: { nl: 'Trekkershut', en: "Hiker's cabin", de: 'Wanderhütte', fr: 'Cabane de randonneur' },
  holiday_home: { nl: 'Vakantiehuis', en: 'Holiday home', de: 'Ferienhaus', fr: 'Maison de vacances' },
  hotelroom: { nl: 'Hotelkamer', en: 'Hotel room', de: 'Hotelzimmer', fr: "Chambre d'hôtel" },
  lodge_tent: { nl: 'Lodgetent', en: 'Lodge tent', de: 'Lodgezelt', fr: 'Tente lodge' },
  mobilehome: { nl: 'Stacaravan', en: 'Mobile home', de: 'Mobilheim', fr: 'Mobil-home' },
  studio: { nl: 'Studio', en: 'Studio', de: 'Studio', fr: 'Studio' },
  tipitent: { nl: 'Tipitent', en: 'Tipi', de: 'Tipi', fr: 'Tipi' },
  treehouse: { nl: 'Boomhut', en: 'Treehouse', de: 'Baumhaus', fr: 'Cabane perchée' },
  villa: { nl: 'Villa', en: 'Villa', de: 'Villa', fr: 'Villa' },
  gipsywagon: { nl: 'Pipowagen', en: 'Gypsy wagon', de: 'Zirkuswagen', fr: 'Roulotte' },
  safari_tent: { nl: 'Safaritent', en: 'Safari tent', de: 'Safarizelt', fr: 'Tente safari' },
  pod: { nl: 'Pod', en: 'Pod', de: 'Pod', fr: 'Pod' },
  none: { nl: 'Groepsverblijf', en: 'Group lodge', de: 'Gruppenunterkunft', fr: 'Gîte de groupe' },
};

// Proper names in each administration's language; they stay the same in every translation, like real ones do.
const PROPER_NAMES: Record<'nl' | 'de' | 'en', string[]> = {
  nl: [
    'Zonnedauw',
    'Reigersnest',
    'Duinroos',
    'Heidebloem',
    'Bosuil',
    'Kievit',
    'Lisdodde',
    'Waterhoen',
    'Zilverberk',
    'Eekhoorn',
    'Vossenhol',
    'Dennenlust',
    'Klaproos',
    'Zeewind',
    'Meeuwenduin',
    'Brem',
    'Kamperfoelie',
    'Ooievaar',
    'Wilgenhof',
    'Lindeboom',
    'Ijsvogel',
    'Korenbloem',
    'Wulp',
    'Helmgras',
    'Zwaluw',
    'Beukennootje',
    'Egelantier',
  ],
  de: [
    'Sonnentau',
    'Waldblick',
    'Fuchsbau',
    'Edelweiß',
    'Birkenhain',
    'Bergquelle',
    'Lärchenhof',
    'Heckenrose',
    'Eichhörnchen',
    'Mühlbach',
    'Seeblick',
    'Almrausch',
    'Enzian',
    'Kranichruh',
    'Tannenzapfen',
    'Hirschsprung',
    'Wiesengrund',
    'Rotkehlchen',
    'Käuzchen',
    'Bärlauch',
    'Schwalbennest',
    'Lindenhof',
    'Kiefernduft',
    'Murmeltier',
  ],
  en: [
    'Bramble',
    'Kingfisher',
    'Foxglove',
    "Heron's Rest",
    'Willow',
    'Meadowsweet',
    'Skylark',
    'Hawthorn',
    'Bluebell',
    "Otter's Reach",
    'Oakwood',
    'Primrose',
    'Thistledown',
    'Wren',
    'Heather',
    'Badger Sett',
    'Curlew',
    'Rowan',
    'Sea Pink',
    'Marram',
    'Puffin',
    'Elderflower',
    'Honeysuckle',
    'Mistle Thrush',
  ],
};

const LONG_SUFFIX: Words = {
  nl: 'aan het water, met uitzicht over de duinen, de vuurtoren en de Noordzee',
  en: 'by the water, overlooking the dunes, the lighthouse and the North Sea',
  de: 'direkt am Wasser, mit Blick über die Dünen, den Leuchtturm und die Nordsee',
  fr: "au bord de l'eau, avec vue sur les dunes, le phare et la mer du Nord",
};

const SENTENCES: Record<Language, string[]> = {
  nl: [
    'Rustig gelegen aan de rand van het park.',
    'Op loopafstand van het strand.',
    'Met een ruime tuin en veel privacy.',
    'Vlak bij de speeltuin en het zwembad.',
    'Midden in het bos, tussen de dennen.',
    'Ideaal voor gezinnen met jonge kinderen.',
    "'s Avonds hoor je alleen de uilen.",
  ],
  en: [
    'Quietly set at the edge of the park.',
    'A short walk from the beach.',
    'With a large garden and plenty of privacy.',
    'Close to the playground and the pool.',
    'Deep in the woods, among the pines.',
    'Ideal for families with young children.',
    'At night all you hear are the owls.',
  ],
  de: [
    'Ruhig gelegen am Rand des Parks.',
    'Nur wenige Schritte vom Strand entfernt.',
    'Mit großem Garten und viel Privatsphäre.',
    'Nahe am Spielplatz und am Schwimmbad.',
    'Mitten im Wald, zwischen den Kiefern.',
    'Ideal für Familien mit kleinen Kindern.',
    'Abends hört man nur die Eulen.',
  ],
  fr: [
    'Au calme, en bordure du parc.',
    'À quelques pas de la plage.',
    "Avec un grand jardin et beaucoup d'intimité.",
    "Près de l'aire de jeux et de la piscine.",
    'Au cœur de la forêt, parmi les pins.',
    'Idéal pour les familles avec de jeunes enfants.',
    "Le soir, on n'entend que les chouettes.",
  ],
};

function personsPhrase(language: Language, min: number, max: number): string {
  if (min === max) {
    return {
      nl: `voor ${max} personen`,
      en: `for ${max} people`,
      de: `für ${max} Personen`,
      fr: `pour ${max} personnes`,
    }[language];
  }
  return {
    nl: `voor ${min} tot ${max} personen`,
    en: `for ${min} to ${max} people`,
    de: `für ${min} bis ${max} Personen`,
    fr: `pour ${min} à ${max} personnes`,
  }[language];
}

const TAG_WORDS: Words[] = [
  { nl: 'Wifi', en: 'Wi-Fi', de: 'WLAN', fr: 'Wi-Fi' },
  { nl: 'Huisdieren toegestaan', en: 'Pets allowed', de: 'Haustiere erlaubt', fr: 'Animaux acceptés' },
  { nl: 'Vaatwasser', en: 'Dishwasher', de: 'Geschirrspüler', fr: 'Lave-vaisselle' },
  { nl: 'Airconditioning', en: 'Air conditioning', de: 'Klimaanlage', fr: 'Climatisation' },
  { nl: 'Zeezicht', en: 'Sea view', de: 'Meerblick', fr: 'Vue sur la mer' },
  { nl: 'Aan het meer', en: 'Lakeside', de: 'Am See', fr: 'Au bord du lac' },
  { nl: 'Terras', en: 'Terrace', de: 'Terrasse', fr: 'Terrasse' },
  { nl: 'Eigen sanitair', en: 'Private bathroom', de: 'Eigenes Bad', fr: 'Sanitaires privés' },
  { nl: 'Rolstoeltoegankelijk', en: 'Wheelchair accessible', de: 'Rollstuhlgerecht', fr: 'Accessible en fauteuil' },
  { nl: 'Sauna', en: 'Sauna', de: 'Sauna', fr: 'Sauna' },
  { nl: 'Open haard', en: 'Fireplace', de: 'Kamin', fr: 'Cheminée' },
  { nl: 'Elektriciteit', en: 'Electricity', de: 'Strom', fr: 'Électricité' },
  { nl: 'Bij de speeltuin', en: 'Near the playground', de: 'Am Spielplatz', fr: "Près de l'aire de jeux" },
  { nl: 'Rustige ligging', en: 'Quiet spot', de: 'Ruhige Lage', fr: 'Endroit calme' },
  { nl: 'Hottub', en: 'Hot tub', de: 'Whirlpool', fr: 'Bain nordique' },
  { nl: 'Omheinde tuin', en: 'Fenced garden', de: 'Eingezäunter Garten', fr: 'Jardin clos' },
  { nl: 'Barbecue', en: 'Barbecue', de: 'Grill', fr: 'Barbecue' },
  { nl: 'Kindvriendelijk', en: 'Child friendly', de: 'Kinderfreundlich', fr: 'Adapté aux enfants' },
  { nl: 'Laadpaal', en: 'EV charger', de: 'Ladestation', fr: 'Borne de recharge' },
  { nl: 'Wasmachine', en: 'Washing machine', de: 'Waschmaschine', fr: 'Lave-linge' },
];

interface LabelWords {
  id?: string;
  icon: string;
  description: Words;
  name?: Partial<Words>;
}

// Well-known ids first (the widget may style them), then labels with generated ids.
const LABEL_WORDS: LabelWords[] = [
  {
    id: 'new',
    icon: 'sparkles',
    description: {
      nl: 'Nieuw dit seizoen',
      en: 'New this season',
      de: 'Neu in dieser Saison',
      fr: 'Nouveau cette saison',
    },
    name: { nl: 'Nieuw', en: 'New', de: 'Neu' },
  },
  {
    id: 'popular',
    icon: 'star',
    description: { nl: 'Vaak geboekt', en: 'Often booked', de: 'Oft gebucht', fr: 'Souvent réservé' },
    name: { nl: 'Populair', en: 'Popular', de: 'Beliebt', fr: 'Populaire' },
  },
  {
    id: 'last_minute',
    icon: 'clock',
    description: {
      nl: 'Nog een paar plekken vrij',
      en: 'A few places left',
      de: 'Nur noch wenige frei',
      fr: 'Plus que quelques places',
    },
    name: { en: 'Last minute' },
  },
  {
    id: 'eco',
    icon: 'leaf',
    description: {
      nl: 'Duurzaam gebouwd',
      en: 'Sustainably built',
      de: 'Nachhaltig gebaut',
      fr: 'Construction durable',
    },
  },
  {
    icon: 'paw',
    description: { nl: 'Hond welkom', en: 'Dogs welcome', de: 'Hunde willkommen', fr: 'Chiens bienvenus' },
  },
  {
    icon: 'wheelchair',
    description: { nl: 'Drempelvrij', en: 'Step-free', de: 'Stufenlos', fr: 'Sans marches' },
  },
  {
    icon: 'waves',
    description: {
      nl: 'Eerste rij aan zee',
      en: 'Front row by the sea',
      de: 'Erste Reihe am Meer',
      fr: 'Face à la mer',
    },
  },
  {
    icon: 'heart',
    description: {
      nl: 'Favoriet van onze gasten, al tien jaar op rij en ook dit jaar weer',
      en: 'A favourite of our guests, ten years in a row and again this year',
      de: 'Liebling unserer Gäste, zehn Jahre in Folge und auch dieses Jahr wieder',
      fr: 'Le préféré de nos hôtes, dix ans de suite et encore cette année',
    },
    name: { nl: 'Favoriet', en: 'Favourite' },
  },
  {
    icon: 'flame',
    description: { nl: 'Houtkachel', en: 'Wood stove', de: 'Holzofen', fr: 'Poêle à bois' },
  },
  {
    icon: 'percent',
    description: {
      nl: 'Voordelig in het laagseizoen',
      en: 'Good value in low season',
      de: 'Günstig in der Nebensaison',
      fr: 'Avantageux en basse saison',
    },
  },
];

interface TypeProfile {
  base: number; // low-season rate a night, euros
  persons: [number, number, number]; // persons_min choices up to, max range low, max range high
  units: [number, number];
  cleaning: number; // euros, 0 for none
}

const TYPE_PROFILES: Record<AccommodationType | 'none', TypeProfile> = {
  other: { base: 60, persons: [1, 2, 6], units: [1, 4], cleaning: 35 },
  campsite: { base: 24, persons: [1, 4, 6], units: [12, 40], cleaning: 0 },
  apartment: { base: 85, persons: [1, 2, 6], units: [2, 8], cleaning: 55 },
  camping_barrel: { base: 45, persons: [1, 2, 4], units: [2, 6], cleaning: 20 },
  bungalow_tent: { base: 55, persons: [1, 4, 6], units: [3, 10], cleaning: 30 },
  bungalow: { base: 95, persons: [2, 4, 8], units: [2, 10], cleaning: 65 },
  caravan: { base: 50, persons: [1, 4, 5], units: [2, 8], cleaning: 35 },
  chalet: { base: 110, persons: [2, 4, 8], units: [2, 12], cleaning: 75 },
  hiker_cabin: { base: 42, persons: [1, 2, 4], units: [2, 6], cleaning: 15 },
  holiday_home: { base: 140, persons: [2, 4, 10], units: [1, 5], cleaning: 95 },
  hotelroom: { base: 90, persons: [1, 2, 3], units: [5, 20], cleaning: 0 },
  lodge_tent: { base: 75, persons: [2, 4, 6], units: [2, 8], cleaning: 45 },
  mobilehome: { base: 70, persons: [1, 4, 6], units: [4, 16], cleaning: 50 },
  studio: { base: 65, persons: [1, 2, 3], units: [2, 8], cleaning: 40 },
  tipitent: { base: 48, persons: [1, 2, 5], units: [1, 5], cleaning: 20 },
  treehouse: { base: 120, persons: [2, 2, 4], units: [1, 2], cleaning: 60 },
  villa: { base: 240, persons: [4, 6, 12], units: [1, 3], cleaning: 150 },
  gipsywagon: { base: 68, persons: [1, 2, 4], units: [1, 3], cleaning: 35 },
  safari_tent: { base: 80, persons: [2, 4, 6], units: [2, 10], cleaning: 45 },
  pod: { base: 40, persons: [1, 2, 2], units: [2, 8], cleaning: 15 },
  none: { base: 180, persons: [6, 10, 24], units: [1, 2], cleaning: 120 },
};

// Common types turn up more often once every type has been used once.
const COMMON_TYPES: AccommodationType[] = [
  'campsite',
  'campsite',
  'campsite',
  'mobilehome',
  'mobilehome',
  'chalet',
  'chalet',
  'bungalow',
  'safari_tent',
  'lodge_tent',
  'holiday_home',
  'apartment',
  'caravan',
  'studio',
  'villa',
  'treehouse',
  'pod',
  'hotelroom',
];

const ADMINISTRATIONS: Array<Omit<Administration, 'currency' | 'default_age_category'>> = [
  { id: '101', name: 'Camping De Zonnedauw', default_language: 'nl', touristTaxCents: 185, bookingFeeCents: 1250 },
  { id: '102', name: 'Ferienpark Waldblick', default_language: 'de', touristTaxCents: 220, bookingFeeCents: 1500 },
  { id: '103', name: 'Bramble Bay Holiday Park', default_language: 'en', touristTaxCents: 150, bookingFeeCents: 995 },
];

const DEMO_KEYS: ApiKey[] = [
  {
    key: 'pub_demo_chain',
    kind: 'public',
    admin_ids: ['101', '102', '103'],
    allowed_hosts: ['localhost', '127.0.0.1'],
  },
  { key: 'pub_demo_101', kind: 'public', admin_ids: ['101'], allowed_hosts: ['localhost', '127.0.0.1'] },
  { key: 'pub_demo_102', kind: 'public', admin_ids: ['102'], allowed_hosts: ['localhost', '127.0.0.1'] },
  { key: 'pub_demo_103', kind: 'public', admin_ids: ['103'], allowed_hosts: ['localhost', '127.0.0.1'] },
  { key: 'pub_demo_restricted', kind: 'public', admin_ids: ['101', '102', '103'], allowed_hosts: ['campsite.example'] },
  { key: 'sec_demo_chain', kind: 'secret', admin_ids: ['101', '102', '103'], allowed_hosts: [] },
];

const DEMO_USERS: SandboxUser[] = [
  {
    id: 'usr_demo',
    name: 'Demi de Vries',
    email: 'demo@stay-search.example',
    admin_ids: ['101', '102', '103'],
    scopes: ['accommodations:read', 'reservations:read', 'apps:use'],
  },
  {
    id: 'usr_single',
    name: 'Sam Single',
    email: 'single@stay-search.example',
    admin_ids: ['101'],
    scopes: ['accommodations:read', 'apps:use'],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Generation

export interface GenerateOptions {
  seed?: number;
  /** Accommodations in all; by default 30 to 60 for each administration. */
  scale?: number;
  /** First day of the stock calendar, as a day number. */
  start: number;
}

function words(language: Language, table: Words): string {
  return table[language];
}

function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Rounds a price in cents to whole 50 cents, as rate tables usually are. */
function roundRate(cents: number): number {
  return Math.max(50, Math.round(cents / 50) * 50);
}

export function generateData(options: GenerateOptions): SandboxData {
  const seed = options.seed ?? DEFAULT_SEED;
  const random = new Random(seed);
  const start = options.start;
  const days = addMonths(start, 18) - start;
  const seasons = Uint8Array.from({ length: days }, (_, offset) => SEASON_INDEX[seasonOf(start + offset)]);

  const administrations: Administration[] = ADMINISTRATIONS.map((admin) => ({
    ...admin,
    currency: 'EUR',
    default_age_category: 'adults',
  }));

  const tagCount = random.int(10, 20);
  const tags: Tag[] = random
    .shuffle([...TAG_WORDS])
    .slice(0, tagCount)
    .map((tagWords) => ({
      id: `tag_${random.opaque(8)}`,
      name: tagWords.en,
      translations: Object.fromEntries(
        LANGUAGES.map((language) => [language, { name: tagWords[language] }]),
      ) as Tag['translations'],
    }));
  const tagBits = new Map(tags.map((tag, bit) => [tag.id, bit]));

  const labels: LabelDefinition[] = LABEL_WORDS.map((label, index) => ({
    id: label.id ?? `lbl_${random.opaque(6)}`,
    icon: label.icon,
    color: LABEL_COLORS[index % LABEL_COLORS.length],
    translations: Object.fromEntries(
      LANGUAGES.map((language) => {
        const name = label.name?.[language];
        return [
          language,
          name ? { description: label.description[language], name } : { description: label.description[language] },
        ];
      }),
    ) as LabelDefinition['translations'],
  }));
  const labelsByLanguage = new Map<Language, Label[]>(
    LANGUAGES.map((language) => [
      language,
      labels.map((label) => ({
        id: label.id,
        icon: label.icon,
        color: label.color,
        description: label.translations[language].description,
        translations: label.translations,
      })),
    ]),
  );

  const perAdmin = administrations.map((_, index) => {
    if (options.scale === undefined) return random.int(30, 60);
    const share = Math.floor(options.scale / administrations.length);
    return share + (index < options.scale % administrations.length ? 1 : 0);
  });

  const accommodations: AccommodationRecord[] = [];
  const stockPool = new Uint8Array(perAdmin.reduce((sum, count) => sum + count, 0) * days);
  const usedIds = new Set<string>();
  const usedNames = new Map<string, number>();
  let numericId = 4100;

  administrations.forEach((admin, adminIndex) => {
    const count = perAdmin[adminIndex];
    const language = admin.default_language;
    const properNames = PROPER_NAMES[language as 'nl' | 'de' | 'en'];
    // Every type once, then a few without a type, then common types.
    const kinds: Array<AccommodationType | null> = random.shuffle([...ACCOMMODATION_TYPES]);
    const untyped = Math.min(3, Math.max(0, count - kinds.length));
    for (let i = 0; i < untyped; i += 1) kinds.push(null);
    while (kinds.length < count) kinds.push(random.pick(COMMON_TYPES));
    random.shuffle(kinds);
    kinds.length = count;

    for (let position = 0; position < count; position += 1) {
      const type = kinds[position];
      const profile = TYPE_PROFILES[type ?? 'none'];
      let id = `acc_${random.opaque(10)}`;
      while (usedIds.has(id)) id = `acc_${random.opaque(10)}`;
      usedIds.add(id);

      // Two accommodations an administration get long names and descriptions (for layouts that must cope).
      const isLong = position === 3 || position === 11;
      const proper = random.pick(properNames);
      const nameKey = `${type}|${proper}`;
      const seen = usedNames.get(nameKey) ?? 0;
      usedNames.set(nameKey, seen + 1);
      const suffix = seen === 0 ? '' : ` ${seen + 1}`;

      // Large units (villas, group lodges) rarely take small parties; most others take anyone from one person.
      const typicalMin = profile.persons[0];
      const personsMin =
        typicalMin >= 4
          ? typicalMin - (random.chance(0.5) ? 2 : 0)
          : random.chance(0.75)
            ? 1
            : random.int(Math.min(2, typicalMin), typicalMin);
      const personsMax = Math.max(personsMin, random.int(profile.persons[1], profile.persons[2]));
      const sentences = random.shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, isLong ? 7 : random.int(1, 2));

      const nameTranslations = {} as Translations;
      const descriptionTranslations = {} as Translations;
      for (const lang of LANGUAGES) {
        const noun = words(lang, TYPE_NOUNS[type ?? 'none']);
        nameTranslations[lang] = { description: `${noun} ${proper}${suffix}${isLong ? ` ${LONG_SUFFIX[lang]}` : ''}` };
        const first = `${noun} ${personsPhrase(lang, personsMin, personsMax)}.`;
        descriptionTranslations[lang] = { description: [first, ...sentences.map((s) => SENTENCES[lang][s])].join(' ') };
      }

      const tagIds = random
        .shuffle([...tags])
        .slice(0, random.int(3, 8))
        .map((tag) => tag.id);
      let tagMask = 0;
      for (const tagId of tagIds) tagMask |= 1 << tagBits.get(tagId)!;

      // Every label is on at least one accommodation of the first administration.
      const labelIds: string[] = [];
      if (adminIndex === 0 && position < labels.length) labelIds.push(labels[position].id);
      const extraLabels = random.chance(0.4) ? random.int(1, 2) : 0;
      for (let i = 0; i < extraLabels; i += 1) {
        const label = random.pick(labels);
        if (!labelIds.includes(label.id)) labelIds.push(label.id);
      }
      const languageLabels = labelsByLanguage.get(language)!;
      const accommodationLabels = labelIds.map((labelId) => languageLabels.find((label) => label.id === labelId)!);

      const ratingAmount = random.chance(0.12) ? 0 : random.int(1, 240);
      const ratingValue = ratingAmount === 0 ? 0 : Math.round((6 + random.next() * 3.9) * 10) / 10;

      const baseCents = toCents(profile.base * (0.8 + random.next() * 0.5));
      const rates = {
        low: roundRate(baseCents),
        mid: roundRate(baseCents * 1.3),
        high: roundRate(baseCents * 1.8),
        weekend: roundRate(baseCents * 0.15),
      };

      const fixedCosts: FixedCost[] = [];
      if (profile.cleaning > 0) {
        const nameOfCleaning = {
          nl: 'Eindschoonmaak',
          en: 'Final cleaning',
          de: 'Endreinigung',
          fr: 'Ménage de fin de séjour',
        }[language];
        fixedCosts.push({ id: 'cleaning', name: nameOfCleaning, amountCents: toCents(profile.cleaning) });
      }
      if (!random.chance(0.1)) {
        const nameOfFee = {
          nl: 'Reserveringskosten',
          en: 'Booking fee',
          de: 'Buchungsgebühr',
          fr: 'Frais de réservation',
        }[language];
        fixedCosts.push({ id: 'booking_fee', name: nameOfFee, amountCents: admin.bookingFeeCents });
      }

      const tax = admin.touristTaxCents;
      const petsAllowed = type !== 'hotelroom' && random.chance(0.6);
      const charges: Record<AgeCategory, number> = {
        babies: 0,
        young_children: 0,
        children: 0,
        young_adults: tax,
        adults: tax,
        seniors: tax,
        eldern: tax,
        pets: petsAllowed ? roundRate(random.int(200, 450)) : 0,
      };

      const units = random.int(profile.units[0], profile.units[1]);
      const record: AccommodationRecord = {
        index: accommodations.length,
        id,
        numeric_id: numericId,
        administration_id: admin.id,
        adminIndex,
        type,
        tags: tagIds,
        tagMask,
        labelIds,
        labels: accommodationLabels,
        name: nameTranslations[language].description,
        name_translations: nameTranslations,
        description: descriptionTranslations[language].description,
        description_translations: descriptionTranslations,
        rank: position + 1,
        closed: position % 17 === 9,
        persons_min: personsMin,
        persons_max: personsMax,
        units,
        rating: { amount: String(ratingAmount), avarage: ratingAmount === 0 ? '0' : ratingValue.toFixed(1) },
        ratingValue,
        rates,
        fixedCosts,
        fixedCents: fixedCosts.reduce((sum, cost) => sum + cost.amountCents, 0),
        charges,
        free: stockPool.subarray(accommodations.length * days, (accommodations.length + 1) * days),
        nameOrder: 0,
        tieOrder: 0,
        chargeCents: Int32Array.from(AGE_CATEGORIES, (category) => charges[category]),
      };
      bookStock(random.next, units, seasons, record.free, position);
      numericId += random.int(1, 9);
      accommodations.push(record);
    }
  });

  orderNames(accommodations);
  [...accommodations]
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .forEach((record, position) => (record.tieOrder = position));

  return {
    seed,
    columns: searchColumns(accommodations, stockPool, days),
    chain: { id: 'chn_demo', name: 'Green Gate Holiday Parks', admin_ids: administrations.map((admin) => admin.id) },
    administrations,
    tags,
    labels,
    accommodations,
    byId: new Map(accommodations.map((record) => [record.id, record])),
    tagBits,
    calendar: { start, days },
    keys: DEMO_KEYS,
    users: DEMO_USERS,
  };
}

// Share of places booked, by season index (low, mid, high).
const OCCUPANCY = [0.3, 0.55, 0.9];
const SEASON_INDEX: Record<Season, number> = { low: 0, mid: 1, high: 2 };

/**
 * Existing bookings: the occupancy moves in spells of a few days, higher in high season and in the coming months,
 * lower further ahead. Two accommodations an administration are forced sold out or nearly full in the weeks
 * ahead, so there are always such stays to try. `free` is this accommodation's slice of one shared buffer.
 */
function bookStock(next: () => number, units: number, seasons: Uint8Array, free: Uint8Array, position: number): void {
  const days = seasons.length;
  const popularity = 0.6 + next() * 0.5;
  let day = 0;
  while (day < days) {
    const end = Math.min(days, day + 2 + Math.floor(next() * 6));
    const occupancy = OCCUPANCY[seasons[day]] * popularity * (1 - (0.45 * day) / days) * (0.5 + next());
    const booked = Math.min(units, Math.round(units * Math.min(1, occupancy) + next() - 0.5));
    const left = units - booked;
    for (; day < end; day += 1) free[day] = left;
  }
  if (position === 0) free.fill(0, 14, 28);
  if (position === 1) free.fill(Math.min(1, units), 7, 21);
}

function searchColumns(accommodations: AccommodationRecord[], free: Uint8Array, days: number): SearchColumns {
  const count = accommodations.length;
  const ints = (value: (record: AccommodationRecord) => number) => Int32Array.from(accommodations, value);
  const charges = new Int32Array(count * AGE_CATEGORIES.length);
  accommodations.forEach((record, index) => charges.set(record.chargeCents, index * AGE_CATEGORIES.length));
  if (free.length !== count * days) throw new Error('stock pool out of step with the accommodations');
  return {
    count,
    adminIndex: Uint8Array.from(accommodations, (record) => record.adminIndex),
    typeIndex: Uint8Array.from(accommodations, (record) =>
      record.type === null ? ACCOMMODATION_TYPES.length : ACCOMMODATION_TYPES.indexOf(record.type),
    ),
    tagMask: ints((record) => record.tagMask),
    closed: Uint8Array.from(accommodations, (record) => (record.closed ? 1 : 0)),
    personsMin: ints((record) => record.persons_min),
    personsMax: ints((record) => record.persons_max),
    units: ints((record) => record.units),
    rank: ints((record) => record.rank),
    rateLow: ints((record) => record.rates.low),
    rateMid: ints((record) => record.rates.mid),
    rateHigh: ints((record) => record.rates.high),
    rateWeekend: ints((record) => record.rates.weekend),
    fixedCents: ints((record) => record.fixedCents),
    charges,
    nameOrder: ints((record) => record.nameOrder),
    tieOrder: ints((record) => record.tieOrder),
    rating: Float64Array.from(accommodations, (record) => record.ratingValue),
    free,
  };
}

function orderNames(accommodations: AccommodationRecord[]): void {
  const collator = new Intl.Collator(NAME_COLLATION);
  const sorted = accommodations.map((record) => record.index);
  const names = accommodations.map((record) => record.name);
  sorted.sort((a, b) => collator.compare(names[a], names[b]));
  let order = 0;
  sorted.forEach((index, position) => {
    if (position > 0 && collator.compare(names[sorted[position - 1]], names[index]) !== 0) order += 1;
    accommodations[index].nameOrder = order;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Prices

/** The nightly rate of one night, in cents. */
export function nightlyRateCents(record: AccommodationRecord, dayNumber: number): number {
  return record.rates[seasonOf(dayNumber)] + (isWeekendNight(dayNumber) ? record.rates.weekend : 0);
}

/** Free places on one day: nothing before the calendar (the past), everything after it (no bookings yet). */
export function freeOn(data: SandboxData, record: AccommodationRecord, dayNumber: number): number {
  const offset = dayNumber - data.calendar.start;
  if (offset < 0) return 0;
  if (offset >= data.calendar.days) return record.units;
  return record.free[offset];
}

// ---------------------------------------------------------------------------------------------------------------
// The data set as JSON, for tests that compute expected answers on their own

export function dataAsJson(
  data: SandboxData,
  today: string,
  origin: string,
  withCalendar = true,
  withAccommodations = true,
): unknown {
  const { start, days } = data.calendar;
  const dayNumbers = Array.from({ length: days }, (_, offset) => start + offset);
  return {
    seed: data.seed,
    today,
    currency: 'EUR',
    name_collation: NAME_COLLATION,
    default_party: [{ id: 'adults', count: 2 }],
    calendar: {
      start: isoDate(start),
      days,
      end: isoDate(start + days),
      rules:
        'nightly_rates[i] and free_stock[i] are for the night of calendar.start + i days. Nights before the calendar ' +
        'have 0 free places; nights after it have all units free. Rates outside the calendar follow rates: the ' +
        'season rate (seasons: high = 1 Jul-31 Aug and 20 Dec-5 Jan; mid = Apr-Jun, Sep and 15-31 Oct; low otherwise) ' +
        'plus rates.weekend on Friday and Saturday nights.',
    },
    chain: data.chain,
    administrations: data.administrations.map((admin) => ({
      id: admin.id,
      name: admin.name,
      default_language: admin.default_language,
      currency: admin.currency,
      default_age_category: admin.default_age_category,
      tourist_tax: admin.touristTaxCents / 100,
      booking_fee: admin.bookingFeeCents / 100,
    })),
    types: ACCOMMODATION_TYPES,
    age_categories: AGE_CATEGORIES,
    label_colors: LABEL_COLORS,
    tags: data.tags,
    labels: data.labels,
    accommodations: (withAccommodations ? data.accommodations : []).map((record) => ({
      id: record.id,
      numeric_id: record.numeric_id,
      administration_id: record.administration_id,
      type: record.type,
      tags: record.tags,
      labels: record.labelIds,
      name: record.name,
      name_translations: record.name_translations,
      description: record.description,
      description_translations: record.description_translations,
      rank: record.rank,
      closed: record.closed,
      persons_min: record.persons_min,
      persons_max: record.persons_max,
      units: record.units,
      rating: record.rating,
      thumbnail: `${origin}/sandbox/thumbnails/${record.id}.svg`,
      rates: {
        low: record.rates.low / 100,
        mid: record.rates.mid / 100,
        high: record.rates.high / 100,
        weekend: record.rates.weekend / 100,
      },
      fixed_costs: record.fixedCosts.map((cost) => ({ id: cost.id, name: cost.name, amount: cost.amountCents / 100 })),
      charges: Object.fromEntries(AGE_CATEGORIES.map((category) => [category, record.charges[category] / 100])),
      ...(withCalendar
        ? {
            nightly_rates: dayNumbers.map((day) => nightlyRateCents(record, day) / 100),
            free_stock: Array.from(record.free),
          }
        : {}),
    })),
    keys: data.keys,
    users: data.users,
  };
}
