import { describe, expect, it } from 'vitest';
import type { LandingPages } from '@migralink/shared/schemas/catalogue';
import { programmeLinks, programmeUrl } from './programme-links';

const PURPOSES = [
  { id: 1, slug: 'work', name: 'Работа' },
  { id: 6, slug: 'residence-permit', name: 'Вид на жительство' },
  { id: 7, slug: 'permanent-residence', name: 'ПМЖ' },
  { id: 8, slug: 'citizenship', name: 'Гражданство' },
];
const page = (
  path: string,
  country: string,
  purpose: number | null,
  extra: { from?: string; category?: number } = {},
) => ({
  path,
  total: 3,
  filters: {
    country_id: extra.from ?? null,
    country_destination_id: country,
    immigration_purpose_id: purpose,
    category_id: extra.category ?? null,
    parent_category_id: extra.category ?? null,
  },
});
const PAGES: LandingPages['pages'] = [
  page('germany', 'DE', null),
  page('germany/residence-permit', 'DE', 6),
  page('germany/citizenship', 'DE', 8),
  page('germany/citizenship/lawyers', 'DE', 8, { category: 101 }),
  page('spain/work', 'ES', 1),
  page('spain/residence-permit', 'ES', 6),
  page('canada/citizenship/from-ukraine', 'CA', 8, { from: 'UA' }),
];

describe('links to the programmes of a second passport', () => {
  it("picks a country's citizenship landing page, else its residence one, never one narrowed further", () => {
    const links = programmeLinks(PAGES, PURPOSES);
    expect(links).toEqual({
      landings: { DE: '/companies/germany/citizenship/', ES: '/companies/spain/residence-permit/' },
      citizenship: 8,
    });
    expect(programmeUrl(links, 'DE', 'ru')).toBe('/ru/companies/germany/citizenship/');
  });

  it('searches the companies of a country with no such landing page, for citizenship', () => {
    const links = programmeLinks(PAGES, PURPOSES);
    expect(programmeUrl(links, 'CA', 'uk')).toBe('/uk/companies/?country_destination=CA&purpose=8');
    expect(programmeUrl(programmeLinks([], []), 'CA', 'en')).toBe('/en/companies/?country_destination=CA');
  });
});
