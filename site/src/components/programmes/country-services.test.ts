import { describe, expect, it } from 'vitest';
import type { Landing } from '../catalogue/landing-links';
import { countryServices } from './country-services';

const landing = (path: string, total: number, filters: Partial<Landing['filters']>): Landing => ({
  path,
  total,
  filters: {
    country_id: null,
    country_destination_id: 'RS',
    immigration_purpose_id: null,
    category_id: null,
    parent_category_id: null,
    ...filters,
  },
});

const init = {
  countries: [
    { id: 'RS', name: 'Сербія' },
    { id: 'DE', name: 'Німеччина' },
    { id: 'UA', name: 'Україна' },
  ],
  immigration_purposes: [
    { id: 3, slug: 'work', name: 'Робота' },
    { id: 5, slug: 'business', name: 'Бізнес' },
  ],
  categories: [{ id: 100, name: 'Візи', children: [{ id: 101, name: 'Робоча віза' }] }],
} as unknown as Parameters<typeof countryServices>[1];

describe('the countries and their services', () => {
  it('lists each destination with its reasons to move and services, most companies first', () => {
    const pages = [
      landing('germany', 2, { country_destination_id: 'DE' }),
      landing('serbia', 7, {}),
      landing('serbia/work', 3, { immigration_purpose_id: 3 }),
      landing('serbia/business', 5, { immigration_purpose_id: 5 }),
      landing('serbia/visas', 4, { parent_category_id: 100 }),
      // Not a country's own: a source country, a child category, a purpose and a category together.
      landing('from-ukraine/serbia', 6, { country_id: 'UA' }),
      landing('serbia/work-visa', 2, { parent_category_id: 100, category_id: 101 }),
      landing('serbia/work/visas', 1, { immigration_purpose_id: 3, parent_category_id: 100 }),
    ];
    expect(countryServices(pages, init)).toEqual([
      {
        code: 'RS',
        name: 'Сербія',
        path: '/companies/serbia/',
        companies: 7,
        purposes: [
          { path: '/companies/serbia/business/', name: 'Бізнес' },
          { path: '/companies/serbia/work/', name: 'Робота' },
        ],
        services: [{ path: '/companies/serbia/visas/', name: 'Візи' }],
      },
      { code: 'DE', name: 'Німеччина', path: '/companies/germany/', companies: 2, purposes: [], services: [] },
    ]);
  });

  it('leaves out a destination whose name the language does not have', () => {
    expect(countryServices([landing('atlantis', 1, { country_destination_id: 'XX' })], init)).toEqual([]);
  });
});
