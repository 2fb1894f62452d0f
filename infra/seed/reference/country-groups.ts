import type { CountryGroupItem } from '@migralink/functions/data/reference';
import type { Named } from './names';

/**
 * Country groups offered by the search filter. Members are ISO 3166-1 alpha-2
 * codes (Kosovo: XK); each country's own `groups` list is derived from these.
 */

/** The 27 member states of the European Union. */
// prettier-ignore
const EU = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
];

/** The European Free Trade Association. */
const EFTA = ['CH', 'IS', 'LI', 'NO'];

/** EU members outside the Schengen area: Ireland opted out, Cyprus has not joined yet. */
const EU_OUTSIDE_SCHENGEN = ['CY', 'IE'];

/**
 * Continents follow the UN M49 geoscheme, region by subregion. Kosovo, which
 * M49 does not list, is placed like Serbia, and Taiwan in Eastern Asia.
 */
const NORTHERN_AFRICA = ['DZ', 'EG', 'EH', 'LY', 'MA', 'SD', 'TN'];
// prettier-ignore
const SUB_SAHARAN_AFRICA = [
  // Eastern Africa
  'BI', 'DJ', 'ER', 'ET', 'IO', 'KE', 'KM', 'MG', 'MU', 'MW', 'MZ', 'RE', 'RW', 'SC', 'SO', 'SS', 'TF', 'TZ',
  'UG', 'YT', 'ZM', 'ZW',
  // Middle Africa
  'AO', 'CD', 'CF', 'CG', 'CM', 'GA', 'GQ', 'ST', 'TD',
  // Southern Africa
  'BW', 'LS', 'NA', 'SZ', 'ZA',
  // Western Africa
  'BF', 'BJ', 'CI', 'CV', 'GH', 'GM', 'GN', 'GW', 'LR', 'ML', 'MR', 'NE', 'NG', 'SH', 'SL', 'SN', 'TG',
];

// prettier-ignore
const CARIBBEAN = [
  'AG', 'AI', 'AW', 'BB', 'BL', 'BQ', 'BS', 'CU', 'CW', 'DM', 'DO', 'GD', 'GP', 'HT', 'JM', 'KN', 'KY', 'LC',
  'MF', 'MQ', 'MS', 'PR', 'SX', 'TC', 'TT', 'VC', 'VG', 'VI',
];
const CENTRAL_AMERICA = ['BZ', 'CR', 'GT', 'HN', 'MX', 'NI', 'PA', 'SV'];
const SOUTH_AMERICA = ['AR', 'BO', 'BR', 'BV', 'CL', 'CO', 'EC', 'FK', 'GF', 'GS', 'GY', 'PE', 'PY', 'SR', 'UY', 'VE'];
const NORTHERN_AMERICA = ['BM', 'CA', 'GL', 'PM', 'US'];

// prettier-ignore
const ASIA = [
  // Central Asia
  'KG', 'KZ', 'TJ', 'TM', 'UZ',
  // Eastern Asia
  'CN', 'HK', 'JP', 'KP', 'KR', 'MN', 'MO', 'TW',
  // South-eastern Asia
  'BN', 'ID', 'KH', 'LA', 'MM', 'MY', 'PH', 'SG', 'TH', 'TL', 'VN',
  // Southern Asia
  'AF', 'BD', 'BT', 'IN', 'IR', 'LK', 'MV', 'NP', 'PK',
  // Western Asia
  'AE', 'AM', 'AZ', 'BH', 'CY', 'GE', 'IL', 'IQ', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE',
];

// prettier-ignore
const EUROPE = [
  // Eastern Europe
  'BG', 'BY', 'CZ', 'HU', 'MD', 'PL', 'RO', 'RU', 'SK', 'UA',
  // Northern Europe
  'AX', 'DK', 'EE', 'FI', 'FO', 'GB', 'GG', 'IE', 'IM', 'IS', 'JE', 'LT', 'LV', 'NO', 'SE', 'SJ',
  // Southern Europe
  'AD', 'AL', 'BA', 'ES', 'GI', 'GR', 'HR', 'IT', 'ME', 'MK', 'MT', 'PT', 'RS', 'SI', 'SM', 'VA', 'XK',
  // Western Europe
  'AT', 'BE', 'CH', 'DE', 'FR', 'LI', 'LU', 'MC', 'NL',
  // M49 puts Cyprus in Western Asia; as an EU member it is also where visitors look for it: Europe.
  'CY',
];

// prettier-ignore
const OCEANIA = [
  // Australia and New Zealand
  'AU', 'CC', 'CX', 'HM', 'NF', 'NZ',
  // Melanesia
  'FJ', 'NC', 'PG', 'SB', 'VU',
  // Micronesia
  'FM', 'GU', 'KI', 'MH', 'MP', 'NR', 'PW', 'UM',
  // Polynesia
  'AS', 'CK', 'NU', 'PF', 'PN', 'TK', 'TO', 'TV', 'WF', 'WS',
];

/** Groups in the order the filter offers them: unions and agreements first, then regions. */
const GROUPS: Named<CountryGroupItem>[] = [
  {
    slug: 'eu',
    name: { en: 'European Union', ru: 'Европейский союз', uk: 'Європейський Союз' },
    countries: EU,
  },
  {
    slug: 'schengen',
    name: { en: 'Schengen Area', ru: 'Шенгенская зона', uk: 'Шенгенська зона' },
    countries: [...EU.filter((code) => !EU_OUTSIDE_SCHENGEN.includes(code)), ...EFTA],
  },
  {
    slug: 'eea',
    name: {
      en: 'European Economic Area',
      ru: 'Европейская экономическая зона',
      uk: 'Європейська економічна зона',
    },
    // Switzerland is in EFTA but not in the EEA.
    countries: [...EU, 'IS', 'LI', 'NO'],
  },
  {
    slug: 'efta',
    name: {
      en: 'European Free Trade Association',
      ru: 'Европейская ассоциация свободной торговли',
      uk: 'Європейська асоціація вільної торгівлі',
    },
    countries: EFTA,
  },
  {
    slug: 'cis',
    name: { en: 'CIS', ru: 'СНГ', uk: 'СНД' },
    // Member states and the associate Turkmenistan; Georgia and Ukraine have left.
    countries: ['AM', 'AZ', 'BY', 'KG', 'KZ', 'MD', 'RU', 'TJ', 'TM', 'UZ'],
  },
  {
    slug: 'eaeu',
    name: {
      en: 'Eurasian Economic Union',
      ru: 'Евразийский экономический союз',
      uk: 'Євразійський економічний союз',
    },
    countries: ['AM', 'BY', 'KG', 'KZ', 'RU'],
  },
  {
    slug: 'baltics',
    name: { en: 'Baltic states', ru: 'Страны Балтии', uk: 'Країни Балтії' },
    countries: ['EE', 'LT', 'LV'],
  },
  {
    slug: 'balkans',
    name: { en: 'Balkans', ru: 'Балканы', uk: 'Балкани' },
    countries: ['AL', 'BA', 'BG', 'GR', 'HR', 'ME', 'MK', 'RO', 'RS', 'SI', 'XK'],
  },
  {
    slug: 'gcc',
    name: {
      en: 'Gulf states (GCC)',
      ru: 'Страны Персидского залива',
      uk: 'Країни Перської затоки',
    },
    countries: ['AE', 'BH', 'KW', 'OM', 'QA', 'SA'],
  },
  {
    slug: 'middle-east',
    name: { en: 'Middle East', ru: 'Ближний Восток', uk: 'Близький Схід' },
    countries: ['AE', 'BH', 'EG', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE'],
  },
  {
    slug: 'europe',
    name: { en: 'Europe', ru: 'Европа', uk: 'Європа' },
    countries: EUROPE,
  },
  {
    slug: 'asia',
    name: { en: 'Asia', ru: 'Азия', uk: 'Азія' },
    countries: ASIA,
  },
  {
    slug: 'africa',
    name: { en: 'Africa', ru: 'Африка', uk: 'Африка' },
    countries: [...NORTHERN_AFRICA, ...SUB_SAHARAN_AFRICA],
  },
  {
    slug: 'north-america',
    name: { en: 'North America', ru: 'Северная Америка', uk: 'Північна Америка' },
    // M49 "Northern America": Mexico is counted in Latin America.
    countries: NORTHERN_AMERICA,
  },
  {
    slug: 'latin-america',
    name: {
      en: 'Latin America and the Caribbean',
      ru: 'Латинская Америка и Карибский бассейн',
      uk: 'Латинська Америка та Карибський басейн',
    },
    countries: [...CENTRAL_AMERICA, ...SOUTH_AMERICA, ...CARIBBEAN],
  },
  {
    slug: 'caribbean',
    name: { en: 'Caribbean', ru: 'Карибский бассейн', uk: 'Карибський басейн' },
    countries: CARIBBEAN,
  },
  {
    slug: 'oceania',
    name: { en: 'Oceania', ru: 'Океания', uk: 'Океанія' },
    countries: OCEANIA,
  },
];

/** Members sorted by code, so the stored lists read (and diff) in one order. */
export const COUNTRY_GROUPS: Named<CountryGroupItem>[] = GROUPS.map((group) => ({
  ...group,
  countries: group.countries.toSorted(),
}));
