import type { AccommodationType, AgeCategory } from '../api/types.js';
import { catalogFromTable } from './locale.js';

/**
 * The service's fixed vocabularies in the widget's four languages: accommodation types (the spec's titles, e.g.
 * "Pitch" for `campsite`) and age table categories. Shared by the filters, the guest steppers and the result cards.
 * Every row lists en, nl, de, fr.
 */
export const accommodationTypeNames = catalogFromTable<Record<AccommodationType, string>>({
  other: ['Other', 'Overig', 'Sonstiges', 'Autre'],
  campsite: ['Pitch', 'Kampeerplaats', 'Stellplatz', 'Emplacement'],
  apartment: ['Apartment', 'Appartement', 'Apartment', 'Appartement'],
  camping_barrel: ['Camping barrel', 'Kampeerton', 'Campingfass', 'Tonneau'],
  bungalow_tent: ['Bungalow tent', 'Bungalowtent', 'Bungalowzelt', 'Tente bungalow'],
  bungalow: ['Bungalow', 'Bungalow', 'Bungalow', 'Bungalow'],
  caravan: ['Caravan', 'Caravan', 'Wohnwagen', 'Caravane'],
  chalet: ['Chalet', 'Chalet', 'Chalet', 'Chalet'],
  hiker_cabin: ["Hiker's cabin", 'Trekkershut', 'Wanderhütte', 'Cabane de randonneur'],
  holiday_home: ['Holiday home', 'Vakantiehuis', 'Ferienhaus', 'Maison de vacances'],
  hotelroom: ['Hotel room', 'Hotelkamer', 'Hotelzimmer', "Chambre d'hôtel"],
  lodge_tent: ['Lodge tent', 'Lodgetent', 'Lodgezelt', 'Tente lodge'],
  mobilehome: ['Mobile home', 'Stacaravan', 'Mobilheim', 'Mobil-home'],
  studio: ['Studio', 'Studio', 'Studio', 'Studio'],
  tipitent: ['Tipi tent', 'Tipitent', 'Tipi', 'Tipi'],
  treehouse: ['Treehouse', 'Boomhut', 'Baumhaus', 'Cabane dans les arbres'],
  villa: ['Villa', 'Villa', 'Villa', 'Villa'],
  gipsywagon: ['Gypsy wagon', 'Pipowagen', 'Zirkuswagen', 'Roulotte'],
  safari_tent: ['Safari tent', 'Safaritent', 'Safarizelt', 'Tente safari'],
  pod: ['Pod', 'Pod', 'Pod', 'Pod'],
});

/** An age category's names: a heading ("Adults") and the counted noun by plural form ("1 adult", "2 adults"). */
export interface AgeCategoryName {
  heading: string;
  one: string;
  other: string;
}

export const ageCategoryNames = catalogFromTable<Record<AgeCategory, AgeCategoryName>>({
  babies: {
    heading: ['Babies', "Baby's", 'Babys', 'Bébés'],
    one: ['baby', 'baby', 'Baby', 'bébé'],
    other: ['babies', "baby's", 'Babys', 'bébés'],
  },
  young_children: {
    heading: ['Young children', 'Jonge kinderen', 'Kleinkinder', 'Jeunes enfants'],
    one: ['young child', 'jong kind', 'Kleinkind', 'jeune enfant'],
    other: ['young children', 'jonge kinderen', 'Kleinkinder', 'jeunes enfants'],
  },
  children: {
    heading: ['Children', 'Kinderen', 'Kinder', 'Enfants'],
    one: ['child', 'kind', 'Kind', 'enfant'],
    other: ['children', 'kinderen', 'Kinder', 'enfants'],
  },
  young_adults: {
    heading: ['Young adults', 'Jongeren', 'Jugendliche', 'Adolescents'],
    one: ['young adult', 'jongere', 'Jugendlicher', 'adolescent'],
    other: ['young adults', 'jongeren', 'Jugendliche', 'adolescents'],
  },
  adults: {
    heading: ['Adults', 'Volwassenen', 'Erwachsene', 'Adultes'],
    one: ['adult', 'volwassene', 'Erwachsener', 'adulte'],
    other: ['adults', 'volwassenen', 'Erwachsene', 'adultes'],
  },
  seniors: {
    heading: ['Seniors', 'Senioren', 'Senioren', 'Seniors'],
    one: ['senior', 'senior', 'Senior', 'senior'],
    other: ['seniors', 'senioren', 'Senioren', 'seniors'],
  },
  eldern: {
    heading: ['Elderly', 'Ouderen', 'Hochbetagte', 'Personnes âgées'],
    one: ['elderly person', 'oudere', 'Hochbetagter', 'personne âgée'],
    other: ['elderly people', 'ouderen', 'Hochbetagte', 'personnes âgées'],
  },
  pets: {
    heading: ['Pets', 'Huisdieren', 'Haustiere', 'Animaux'],
    one: ['pet', 'huisdier', 'Haustier', 'animal'],
    other: ['pets', 'huisdieren', 'Haustiere', 'animaux'],
  },
});

/**
 * "2 adults" in the locale: the number through `Intl.NumberFormat`, the noun's form through `Intl.PluralRules`
 * (French "many" and any other form beyond one/other take the plural).
 */
export function counted(name: AgeCategoryName, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? name.one : name.other;
  return `${new Intl.NumberFormat(locale).format(count)} ${form}`;
}
