import type { AccommodationType, AgeCategory } from '../api/types.js';
import { catalogFromTable, formatInteger, pluralOf } from './locale.js';

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
  treehouse: ['Treehouse', 'Boomhut', 'Baumhaus', 'Cabane perchée'],
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

/** A category's names from its singular and plural; the heading is the plural with a capital ("Adults"). */
function named(one: string, other: string): AgeCategoryName {
  return { heading: other[0]!.toUpperCase() + other.slice(1), one, other };
}

export const ageCategoryNames = catalogFromTable<Record<AgeCategory, AgeCategoryName>>({
  babies: [named('baby', 'babies'), named('baby', "baby's"), named('Baby', 'Babys'), named('bébé', 'bébés')],
  young_children: [
    named('young child', 'young children'),
    named('jong kind', 'jonge kinderen'),
    named('Kleinkind', 'Kleinkinder'),
    named('jeune enfant', 'jeunes enfants'),
  ],
  children: [
    named('child', 'children'),
    named('kind', 'kinderen'),
    named('Kind', 'Kinder'),
    named('enfant', 'enfants'),
  ],
  young_adults: [
    named('young adult', 'young adults'),
    named('jongere', 'jongeren'),
    named('Jugendlicher', 'Jugendliche'),
    named('adolescent', 'adolescents'),
  ],
  adults: [
    named('adult', 'adults'),
    named('volwassene', 'volwassenen'),
    named('Erwachsener', 'Erwachsene'),
    named('adulte', 'adultes'),
  ],
  seniors: [
    named('senior', 'seniors'),
    named('senior', 'senioren'),
    named('Senior', 'Senioren'),
    named('senior', 'seniors'),
  ],
  eldern: [
    named('elderly person', 'elderly people'),
    named('oudere', 'ouderen'),
    named('Hochbetagter', 'Hochbetagte'),
    named('personne âgée', 'personnes âgées'),
  ],
  pets: [
    named('pet', 'pets'),
    named('huisdier', 'huisdieren'),
    named('Haustier', 'Haustiere'),
    named('animal', 'animaux'),
  ],
});

/**
 * "2 adults" in the locale: the number through `Intl.NumberFormat`, the noun's form through `Intl.PluralRules`
 * (French "many" and any other form beyond one/other take the plural).
 */
export function counted(name: AgeCategoryName, count: number, locale: string): string {
  return `${formatInteger(count, locale)} ${pluralOf(count, locale) === 'one' ? name.one : name.other}`;
}
