import type { CountryItem } from '@migralink/functions/data/reference';
import { LOCALES, type Locale } from '@migralink/shared/locales';
// The library without its bundled languages: only the three we speak are registered.
import { getAlpha2Codes, getName, registerLocale } from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import uk from 'i18n-iso-countries/langs/uk.json' with { type: 'json' };
import { COUNTRY_GROUPS } from './country-groups';
import type { Named, Names } from './names';

for (const locale of [en, ru, uk]) registerLocale(locale);

/** Kosovo has no ISO 3166-1 code; XK is the user-assigned code the EU and most registries use. */
const KOSOVO = 'XK';

/**
 * Where the package's name is not the one our visitors use. The rule: the short
 * name people type into a search box, not the official or diplomatic form
 * ("Russia", not "Russian Federation"); the abbreviations that are the common
 * name in Russian and Ukrainian (США, ОАЭ, ЮАР) stay. In Russian the former
 * Soviet republics get the names they use themselves (Молдова, Кыргызстан,
 * Туркменистан, like the package's Беларусь).
 */
const OVERRIDES: Record<string, Partial<Names>> = {
  BN: { en: 'Brunei', uk: 'Бруней' },
  CF: { ru: 'Центральноафриканская Республика' }, // not "ЦАР"
  CI: { en: "Côte d'Ivoire", uk: "Кот-д'Івуар" },
  CN: { en: 'China', ru: 'Китай' }, // not "People's Republic of China", "КНР (…)"
  // Kept against "Czechia": English speakers still search "Czech Republic" far more often.
  CZ: { en: 'Czech Republic' },
  EH: { ru: 'Западная Сахара' }, // "САДР" names the self-proclaimed state, not the territory
  FK: { en: 'Falkland Islands' },
  FM: { en: 'Micronesia' },
  FO: { ru: 'Фарерские острова' },
  GM: { en: 'Gambia' },
  HM: { ru: 'Остров Херд и острова Макдональд' },
  IR: { en: 'Iran' },
  KG: { ru: 'Кыргызстан' },
  KP: { ru: 'Северная Корея', uk: 'Північна Корея' },
  KR: { en: 'South Korea', ru: 'Южная Корея', uk: 'Південна Корея' },
  LA: { en: 'Laos' },
  MD: { en: 'Moldova', ru: 'Молдова' },
  MF: { en: 'Saint Martin' },
  MK: { en: 'North Macedonia' },
  PN: { en: 'Pitcairn Islands' },
  PS: { en: 'Palestine', ru: 'Палестина' },
  RE: { en: 'Réunion' },
  RU: { en: 'Russia', ru: 'Россия' },
  SH: { ru: 'Остров Святой Елены' },
  ST: { en: 'São Tomé and Príncipe' },
  SX: { en: 'Sint Maarten' },
  SY: { en: 'Syria' },
  TC: { ru: 'Острова Теркс и Кайкос' },
  TM: { ru: 'Туркменистан' },
  TR: { en: 'Turkey' }, // "Türkiye" is official since 2022; "Turkey" is what people search
  TW: { en: 'Taiwan', uk: 'Тайвань' },
  TZ: { en: 'Tanzania' },
  US: { en: 'United States' },
  VA: { en: 'Vatican City' },
  VG: { en: 'British Virgin Islands', ru: 'Британские Виргинские Острова' },
  VI: { en: 'US Virgin Islands' },
  VN: { en: 'Vietnam' }, // not "Viet Nam", which ISO uses
  [KOSOVO]: { en: 'Kosovo', ru: 'Косово', uk: 'Косово' },
};

function nameIn(code: string, locale: Locale): string {
  const name = OVERRIDES[code]?.[locale] ?? getName(code, locale);
  if (!name) throw new Error(`Country ${code} has no ${locale} name`);
  return name;
}

/** Lowercase latin, hyphenated: "Côte d'Ivoire" → "cote-d-ivoire". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const codes = [...new Set([...Object.keys(getAlpha2Codes()), KOSOVO])].sort();

/** Every ISO 3166-1 country and Kosovo, by code. */
export const COUNTRIES: Named<CountryItem>[] = codes.map((code) => {
  const name = Object.fromEntries(LOCALES.map((locale) => [locale, nameIn(code, locale)])) as Names;
  return {
    code,
    slug: slugify(name.en),
    name,
    groups: COUNTRY_GROUPS.filter((group) => group.countries.includes(code)).map((group) => group.slug),
  };
});
