import { describe, expect, it } from 'vitest';
import type { SeoFilterIds } from '@migralink/shared/schemas/catalogue';
import { landingLinks, popularLandings, relatedLandings, type Landing } from './landing-links';

const ids = (to: string, purpose: number | null = null, more: Partial<SeoFilterIds> = {}): SeoFilterIds => ({
  country_id: null,
  country_destination_id: to,
  immigration_purpose_id: purpose,
  category_id: null,
  parent_category_id: null,
  ...more,
});
const landing = (path: string, total: number, filters: SeoFilterIds): Landing => ({ path, total, filters });

const PAGES: Landing[] = [
  landing('germany', 9, ids('DE')),
  landing('poland', 12, ids('PL')),
  landing('spain', 3, ids('ES')),
  landing('germany/work', 7, ids('DE', 1)),
  landing('germany/study', 4, ids('DE', 2)),
  landing('germany/family', 4, ids('DE', 3)),
  landing('germany/work/it', 5, ids('DE', 1, { category_id: 101, parent_category_id: 100 })),
  landing('poland/work', 10, ids('PL', 1)),
  landing('spain/work', 2, ids('ES', 1)),
  landing('from-ukraine/germany/work', 6, ids('DE', 1, { country_id: 'UA' })),
  landing('from-ukraine/poland/work', 3, ids('PL', 1, { country_id: 'UA' })),
  landing('from-ukraine/germany/study', 1, ids('DE', 2, { country_id: 'UA' })),
];
const paths = (pages: readonly Landing[]) => pages.map((page) => page.path);

describe('popularLandings', () => {
  it('names the destinations with the most companies, for any applicant', () => {
    expect(paths(popularLandings(PAGES, 'destination', 2))).toEqual(['poland', 'germany']);
  });

  it('names the purposes in a destination with the most companies, without services or source countries', () => {
    expect(paths(popularLandings(PAGES, 'purpose'))).toEqual([
      'poland/work',
      'germany/work',
      'germany/family',
      'germany/study',
      'spain/work',
    ]);
  });
});

describe('relatedLandings', () => {
  it("links a purpose's page to the destination's other purposes and to the purpose elsewhere", () => {
    const related = relatedLandings(PAGES, ids('DE', 1));
    expect(paths(related.purposes)).toEqual(['germany/family', 'germany/study']);
    expect(paths(related.destinations)).toEqual(['poland/work', 'spain/work']);
  });

  it("links a service's page as its purpose's page", () => {
    const related = relatedLandings(PAGES, ids('DE', 1, { category_id: 101, parent_category_id: 100 }));
    expect(paths(related.purposes)).toEqual(['germany/family', 'germany/study']);
    expect(paths(related.destinations)).toEqual(['poland/work', 'spain/work']);
  });

  it("links a destination's page to its purposes only", () => {
    const related = relatedLandings(PAGES, ids('DE'));
    expect(paths(related.purposes)).toEqual(['germany/work', 'germany/family', 'germany/study']);
    expect(related.destinations).toEqual([]);
  });

  it('stays with the same source country', () => {
    const related = relatedLandings(PAGES, ids('DE', 1, { country_id: 'UA' }));
    expect(paths(related.purposes)).toEqual(['from-ukraine/germany/study']);
    expect(paths(related.destinations)).toEqual(['from-ukraine/poland/work']);
  });

  it('names at most as many as asked', () => {
    expect(paths(relatedLandings(PAGES, ids('ES', 1), 1).destinations)).toEqual(['poland/work']);
  });
});

describe('landingLinks', () => {
  it('links each page at its companies path, named as asked, leaving out pages without a name', () => {
    const names = new Map([['DE', 'Німеччина']]);
    const links = landingLinks(PAGES.slice(0, 3), (filters) => names.get(filters.country_destination_id));
    expect(links).toEqual([{ path: '/companies/germany/', name: 'Німеччина' }]);
  });
});
