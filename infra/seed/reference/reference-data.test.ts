import { describe, expect, it } from 'vitest';
import { REFERENCE_KINDS } from '@migralink/functions/data/keys';
import { COUNTRY_CODES } from '@migralink/shared/countries';
import { CURRENCIES, TIME_UNITS } from '@migralink/shared/enums';
import { LOCALES } from '@migralink/shared/locales';
import { slugify } from './countries';
import { REFERENCE_DATA } from './index';

const { country: countries, country_group: groups, purpose: purposes, category: categories } = REFERENCE_DATA;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;
/** The continents of the filter: every country but Antarctica lies in at least one. */
const CONTINENTS = ['europe', 'asia', 'africa', 'north-america', 'latin-america', 'oceania'];

const duplicates = <T>(values: T[]) => values.filter((value, index) => values.indexOf(value) !== index);
const countryCodes = countries.map((country) => country.code);
const members = (slug: string) => groups.find((group) => group.slug === slug)?.countries ?? [];

describe('every kind of reference data', () => {
  it('covers every reference kind with items', () => {
    expect(Object.keys(REFERENCE_DATA).sort()).toEqual([...REFERENCE_KINDS].sort());
    for (const kind of REFERENCE_KINDS) expect(REFERENCE_DATA[kind].length, kind).toBeGreaterThan(0);
  });

  describe.each(REFERENCE_KINDS)('%s', (kind) => {
    const items = REFERENCE_DATA[kind];

    it('names every item in en, ru and uk', () => {
      for (const item of items)
        for (const locale of LOCALES)
          expect(item.name[locale]?.trim(), `${locale} ${JSON.stringify(item)}`).toBeTruthy();
    });

    it('writes ru and uk names in Cyrillic', () => {
      // Every item has a Cyrillic name; none is left in Latin script for lack of one.
      for (const item of items)
        for (const locale of ['ru', 'uk'] as const) {
          const name = item.name[locale] ?? '';
          expect(name, `${locale} name of ${item.name.en}`).toMatch(CYRILLIC);
          expect(name, `${locale} name of ${item.name.en}`).not.toMatch(LATIN);
        }
    });

    it('has unique slugs in SEO form', () => {
      if (kind === 'currency') return;
      const slugs = items.map((item) => (item as { slug: string }).slug);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
      expect(duplicates(slugs)).toEqual([]);
    });
  });

  it('keeps country, purpose and category slugs apart, so an SEO path segment has one meaning', () => {
    const slugs = [...countries, ...purposes, ...categories].map((item) => item.slug);
    expect(duplicates(slugs)).toEqual([]);
  });
});

describe('countries', () => {
  it('are the countries the API takes codes of, no more and no fewer', () => {
    expect(countryCodes).toEqual(COUNTRY_CODES);
  });

  it('lists every ISO 3166-1 country and Kosovo, each once', () => {
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(duplicates(countryCodes)).toEqual([]);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(countryCodes).toEqual(expect.arrayContaining(['XK', 'DE', 'UA', 'US', 'NA', 'AQ', 'SS']));
  });

  it.each([
    ['DE', 'germany', 'Germany', 'Германия', 'Німеччина'],
    ['US', 'united-states', 'United States', 'США', 'США'],
    ['BA', 'bosnia-and-herzegovina', 'Bosnia and Herzegovina', 'Босния и Герцеговина', 'Боснія і Герцеговина'],
    ['RU', 'russia', 'Russia', 'Россия', 'Росія'],
    ['MD', 'moldova', 'Moldova', 'Молдова', 'Молдова'],
    ['IR', 'iran', 'Iran', 'Иран', 'Іран'],
    ['SY', 'syria', 'Syria', 'Сирия', 'Сирія'],
    ['VN', 'vietnam', 'Vietnam', 'Вьетнам', "В'єтнам"],
    ['KR', 'south-korea', 'South Korea', 'Южная Корея', 'Південна Корея'],
    ['CZ', 'czech-republic', 'Czech Republic', 'Чехия', 'Чехія'],
    ['XK', 'kosovo', 'Kosovo', 'Косово', 'Косово'],
    ['CI', 'cote-d-ivoire', "Côte d'Ivoire", 'Кот-д’Ивуар', "Кот-д'Івуар"],
  ])('names %s as people search for it', (code, slug, en, ru, uk) => {
    expect(countries.find((country) => country.code === code)).toMatchObject({ slug, name: { en, ru, uk } });
  });

  it('derives each slug from the English name', () => {
    for (const country of countries) expect(country.slug).toBe(slugify(country.name.en));
  });

  it('slugifies names into lowercase hyphenated latin', () => {
    expect(slugify('Åland Islands')).toBe('aland-islands');
    expect(slugify('São Tomé and Príncipe')).toBe('sao-tome-and-principe');
    expect(slugify('Cocos (Keeling) Islands')).toBe('cocos-keeling-islands');
    expect(slugify('Bonaire, Sint Eustatius & Saba')).toBe('bonaire-sint-eustatius-and-saba');
  });
});

describe('country groups', () => {
  it('offers at least the EU, Schengen, CIS and the Balkans', () => {
    expect(groups.map((group) => group.slug)).toEqual(expect.arrayContaining(['eu', 'schengen', 'cis', 'balkans']));
  });

  it('uses slugs the countries endpoint accepts as a filter', () => {
    for (const group of groups) expect(group.slug).toMatch(/^[a-z0-9-]{1,40}$/);
  });

  it('has only known countries as members, each once', () => {
    for (const group of groups) {
      expect(
        group.countries.filter((code) => !countryCodes.includes(code)),
        group.slug,
      ).toEqual([]);
      expect(duplicates(group.countries), group.slug).toEqual([]);
      expect(group.countries.length, group.slug).toBeGreaterThan(1);
    }
  });

  it('agrees with the groups listed on each country', () => {
    for (const country of countries) {
      const expected = groups.filter((group) => group.countries.includes(country.code)).map((group) => group.slug);
      expect(country.groups, country.code).toEqual(expected);
    }
  });

  it('has the 27 EU members and the 29 Schengen members', () => {
    expect(members('eu')).toHaveLength(27);
    expect(members('eu')).toEqual(expect.arrayContaining(['FR', 'DE', 'HR', 'CY', 'IE']));
    expect(members('eu')).not.toContain('GB');
    expect(members('schengen')).toHaveLength(29);
    expect(members('schengen')).toEqual(expect.arrayContaining(['BG', 'RO', 'HR', 'CH', 'NO', 'IS', 'LI']));
    expect(members('schengen')).not.toContain('IE');
    expect(members('schengen')).not.toContain('CY');
  });

  it('has the 30 EEA members: the EU with Iceland, Liechtenstein and Norway', () => {
    expect(members('eea')).toHaveLength(30);
    expect(members('eea')).not.toContain('CH');
  });

  it('places every country but Antarctica on a continent', () => {
    const continents = groups.filter((group) => CONTINENTS.includes(group.slug));
    expect(continents.map((group) => group.slug).sort()).toEqual([...CONTINENTS].sort());
    const placed = new Set(continents.flatMap((group) => group.countries));
    expect(countryCodes.filter((code) => !placed.has(code))).toEqual(['AQ']);
  });
});

describe('purposes', () => {
  it('has stable positive ids, each once, and at least the main purposes', () => {
    const ids = purposes.map((purpose) => purpose.id);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(duplicates(ids)).toEqual([]);
    expect(purposes.map((purpose) => purpose.slug)).toEqual(
      expect.arrayContaining(['work', 'study', 'business', 'investment', 'family-reunification', 'citizenship']),
    );
  });
});

describe('categories', () => {
  const parents = categories.filter((category) => category.parent_id === null);
  const children = categories.filter((category) => category.parent_id !== null);

  it('has unique ids, stored in id order', () => {
    const ids = categories.map((category) => category.id);
    expect(duplicates(ids)).toEqual([]);
    expect(ids).toEqual(ids.toSorted((a, b) => a - b));
  });

  it('has at least six parents, each with two to six children', () => {
    expect(parents.length).toBeGreaterThanOrEqual(6);
    for (const parent of parents) {
      const count = children.filter((child) => child.parent_id === parent.id).length;
      expect(count, parent.slug).toBeGreaterThanOrEqual(2);
      expect(count, parent.slug).toBeLessThanOrEqual(6);
    }
  });

  it('hangs every child under an existing parent, one level deep (so no cycles)', () => {
    const parentIds = parents.map((parent) => parent.id);
    for (const child of children) {
      expect(parentIds, child.slug).toContain(child.parent_id);
      expect(child.parent_id, child.slug).not.toBe(child.id);
    }
  });

  it("numbers children inside their parent's block, so the stored order reads parent then children", () => {
    for (const child of children) {
      const parentId = child.parent_id ?? 0;
      expect(child.id, child.slug).toBeGreaterThan(parentId);
      expect(child.id, child.slug).toBeLessThan(parentId + 100);
    }
  });

  it('gives every parent an icon name', () => {
    for (const parent of parents) expect(parent.icon, parent.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('currencies', () => {
  it('describes every currency of the product once, in its order', () => {
    expect(REFERENCE_DATA.currency.map((currency) => currency.code)).toEqual([...CURRENCIES]);
  });

  it('gives rates per euro: 1 for EUR, plausible positive numbers for the rest', () => {
    const rates = Object.fromEntries(REFERENCE_DATA.currency.map((currency) => [currency.code, currency.rate]));
    expect(rates.EUR).toBe(1);
    for (const currency of REFERENCE_DATA.currency) {
      expect(currency.rate, currency.code).toBeGreaterThan(0.1);
      expect(currency.rate, currency.code).toBeLessThan(1000);
      expect(currency.symbol, currency.code).toBeTruthy();
    }
    expect(rates.USD).toBeGreaterThan(1);
    expect(rates.GBP).toBeLessThan(1);
  });
});

describe('time units', () => {
  it('lists day, week, month and year with ids 1 to 4, in that order', () => {
    expect(REFERENCE_DATA.time_unit.map(({ id, slug }) => ({ id, slug }))).toEqual(
      TIME_UNITS.map((slug, index) => ({ id: index + 1, slug })),
    );
    expect(TIME_UNITS).toEqual(['day', 'week', 'month', 'year']);
  });
});
