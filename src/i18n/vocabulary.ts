import type { AccommodationType, AgeCategory } from '../api/types.js';
import type { Catalog } from './locale.js';

/**
 * The service's fixed vocabularies in the widget's four languages: accommodation types (the spec's titles, e.g.
 * "Pitch" for `campsite`) and age table categories. Shared by the filters, the guest steppers and the result cards.
 */
export const accommodationTypeNames: Catalog<Record<AccommodationType, string>> = {
  en: {
    other: 'Other',
    campsite: 'Pitch',
    apartment: 'Apartment',
    camping_barrel: 'Camping barrel',
    bungalow_tent: 'Bungalow tent',
    bungalow: 'Bungalow',
    caravan: 'Caravan',
    chalet: 'Chalet',
    hiker_cabin: "Hiker's cabin",
    holiday_home: 'Holiday home',
    hotelroom: 'Hotel room',
    lodge_tent: 'Lodge tent',
    mobilehome: 'Mobile home',
    studio: 'Studio',
    tipitent: 'Tipi tent',
    treehouse: 'Treehouse',
    villa: 'Villa',
    gipsywagon: 'Gypsy wagon',
    safari_tent: 'Safari tent',
    pod: 'Pod',
  },
  nl: {
    other: 'Overig',
    campsite: 'Kampeerplaats',
    apartment: 'Appartement',
    camping_barrel: 'Kampeerton',
    bungalow_tent: 'Bungalowtent',
    bungalow: 'Bungalow',
    caravan: 'Caravan',
    chalet: 'Chalet',
    hiker_cabin: 'Trekkershut',
    holiday_home: 'Vakantiehuis',
    hotelroom: 'Hotelkamer',
    lodge_tent: 'Lodgetent',
    mobilehome: 'Stacaravan',
    studio: 'Studio',
    tipitent: 'Tipitent',
    treehouse: 'Boomhut',
    villa: 'Villa',
    gipsywagon: 'Pipowagen',
    safari_tent: 'Safaritent',
    pod: 'Pod',
  },
  de: {
    other: 'Sonstiges',
    campsite: 'Stellplatz',
    apartment: 'Apartment',
    camping_barrel: 'Campingfass',
    bungalow_tent: 'Bungalowzelt',
    bungalow: 'Bungalow',
    caravan: 'Wohnwagen',
    chalet: 'Chalet',
    hiker_cabin: 'Wanderhütte',
    holiday_home: 'Ferienhaus',
    hotelroom: 'Hotelzimmer',
    lodge_tent: 'Lodgezelt',
    mobilehome: 'Mobilheim',
    studio: 'Studio',
    tipitent: 'Tipi',
    treehouse: 'Baumhaus',
    villa: 'Villa',
    gipsywagon: 'Zirkuswagen',
    safari_tent: 'Safarizelt',
    pod: 'Pod',
  },
  fr: {
    other: 'Autre',
    campsite: 'Emplacement',
    apartment: 'Appartement',
    camping_barrel: 'Tonneau',
    bungalow_tent: 'Tente bungalow',
    bungalow: 'Bungalow',
    caravan: 'Caravane',
    chalet: 'Chalet',
    hiker_cabin: 'Cabane de randonneur',
    holiday_home: 'Maison de vacances',
    hotelroom: "Chambre d'hôtel",
    lodge_tent: 'Tente lodge',
    mobilehome: 'Mobil-home',
    studio: 'Studio',
    tipitent: 'Tipi',
    treehouse: 'Cabane dans les arbres',
    villa: 'Villa',
    gipsywagon: 'Roulotte',
    safari_tent: 'Tente safari',
    pod: 'Pod',
  },
};

/** An age category's names: a heading ("Adults") and the counted noun by plural form ("1 adult", "2 adults"). */
export interface AgeCategoryName {
  heading: string;
  one: string;
  other: string;
}

export const ageCategoryNames: Catalog<Record<AgeCategory, AgeCategoryName>> = {
  en: {
    babies: { heading: 'Babies', one: 'baby', other: 'babies' },
    young_children: { heading: 'Young children', one: 'young child', other: 'young children' },
    children: { heading: 'Children', one: 'child', other: 'children' },
    young_adults: { heading: 'Young adults', one: 'young adult', other: 'young adults' },
    adults: { heading: 'Adults', one: 'adult', other: 'adults' },
    seniors: { heading: 'Seniors', one: 'senior', other: 'seniors' },
    eldern: { heading: 'Elderly', one: 'elderly person', other: 'elderly people' },
    pets: { heading: 'Pets', one: 'pet', other: 'pets' },
  },
  nl: {
    babies: { heading: "Baby's", one: 'baby', other: "baby's" },
    young_children: { heading: 'Jonge kinderen', one: 'jong kind', other: 'jonge kinderen' },
    children: { heading: 'Kinderen', one: 'kind', other: 'kinderen' },
    young_adults: { heading: 'Jongeren', one: 'jongere', other: 'jongeren' },
    adults: { heading: 'Volwassenen', one: 'volwassene', other: 'volwassenen' },
    seniors: { heading: 'Senioren', one: 'senior', other: 'senioren' },
    eldern: { heading: 'Ouderen', one: 'oudere', other: 'ouderen' },
    pets: { heading: 'Huisdieren', one: 'huisdier', other: 'huisdieren' },
  },
  de: {
    babies: { heading: 'Babys', one: 'Baby', other: 'Babys' },
    young_children: { heading: 'Kleinkinder', one: 'Kleinkind', other: 'Kleinkinder' },
    children: { heading: 'Kinder', one: 'Kind', other: 'Kinder' },
    young_adults: { heading: 'Jugendliche', one: 'Jugendlicher', other: 'Jugendliche' },
    adults: { heading: 'Erwachsene', one: 'Erwachsener', other: 'Erwachsene' },
    seniors: { heading: 'Senioren', one: 'Senior', other: 'Senioren' },
    eldern: { heading: 'Hochbetagte', one: 'Hochbetagter', other: 'Hochbetagte' },
    pets: { heading: 'Haustiere', one: 'Haustier', other: 'Haustiere' },
  },
  fr: {
    babies: { heading: 'Bébés', one: 'bébé', other: 'bébés' },
    young_children: { heading: 'Jeunes enfants', one: 'jeune enfant', other: 'jeunes enfants' },
    children: { heading: 'Enfants', one: 'enfant', other: 'enfants' },
    young_adults: { heading: 'Adolescents', one: 'adolescent', other: 'adolescents' },
    adults: { heading: 'Adultes', one: 'adulte', other: 'adultes' },
    seniors: { heading: 'Seniors', one: 'senior', other: 'seniors' },
    eldern: { heading: 'Personnes âgées', one: 'personne âgée', other: 'personnes âgées' },
    pets: { heading: 'Animaux', one: 'animal', other: 'animaux' },
  },
};

/**
 * "2 adults" in the locale: the number through `Intl.NumberFormat`, the noun's form through `Intl.PluralRules`
 * (French "many" and any other form beyond one/other take the plural).
 */
export function counted(name: AgeCategoryName, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? name.one : name.other;
  return `${new Intl.NumberFormat(locale).format(count)} ${form}`;
}
