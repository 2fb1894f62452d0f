import { describe, expect, it } from 'vitest';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { hasNoOptions, isOptionGroup, searchOptions } from './options';

const category = (id: number, name: string, parent_id: number | null = null) => ({
  id,
  slug: `c${id}`,
  name,
  parent_id,
  icon: null,
});

const init: SearchInit = {
  countries: [
    { id: 'RS', iso_code: 'RS', name: 'Сербия', slug: 'serbia', groups: [] },
    { id: 'AT', iso_code: 'AT', name: 'Австрия', slug: 'austria', groups: [] },
    { id: 'DE', iso_code: 'DE', name: 'Германия', slug: 'germany', groups: [] },
  ],
  served_destinations: ['RS', 'DE'],
  country_groups: [],
  immigration_purposes: [
    { id: 2, slug: 'work', name: 'Работа' },
    { id: 1, slug: 'study', name: 'Учёба' },
  ],
  categories: [
    { ...category(10, 'Визы'), children: [category(11, 'Рабочая виза', 10), category(12, 'Учебная виза', 10)] },
    { ...category(20, 'Налоги'), children: [] },
  ],
  currencies: [],
  time_units: [],
};

describe('searchOptions', () => {
  const groups = { served: 'Где помогают', others: 'Другие страны' };
  const options = searchOptions(init, 'ru', { allOf: (name) => `Все: ${name}`, destinationGroups: groups });

  it('sorts countries by their localized name and uses their codes as values', () => {
    expect(options.countries).toEqual([
      { value: 'AT', label: 'Австрия' },
      { value: 'DE', label: 'Германия' },
      { value: 'RS', label: 'Сербия' },
    ]);
  });

  it('offers the destinations companies serve first, each group by name, and one list without group names', () => {
    expect(options.destinations).toEqual([
      {
        label: 'Где помогают',
        options: [
          { value: 'DE', label: 'Германия' },
          { value: 'RS', label: 'Сербия' },
        ],
      },
      { label: 'Другие страны', options: [{ value: 'AT', label: 'Австрия' }] },
    ]);
    expect(searchOptions(init, 'ru', { allOf: String }).destinations).toEqual(options.countries);
    expect(
      searchOptions({ ...init, served_destinations: [] }, 'ru', { allOf: String, destinationGroups: groups })
        .destinations,
    ).toEqual(options.countries);
  });

  it("keeps the server's order of purposes", () => {
    expect(options.purposes.map((option) => option.value)).toEqual(['2', '1']);
  });

  it('groups children under their parent, the parent itself selectable first', () => {
    const [visas, taxes] = options.categories;
    expect(visas).toEqual({
      label: 'Визы',
      options: [
        { value: '10', label: 'Все: Визы' },
        { value: '11', label: 'Рабочая виза' },
        { value: '12', label: 'Учебная виза' },
      ],
    });
    expect(taxes && isOptionGroup(taxes)).toBe(false);
    expect(taxes).toEqual({ value: '20', label: 'Налоги' });
  });

  it('is empty only when every list is', () => {
    expect(hasNoOptions(options)).toBe(false);
    const none = searchOptions({ ...init, countries: [], immigration_purposes: [], categories: [] }, 'en', {
      allOf: String,
    });
    expect(hasNoOptions(none)).toBe(true);
  });
});
