import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { search, searchCountRoute } from '@migralink/shared/api/catalogue';
import { SUBSCRIPTION_PACKAGES } from '@migralink/shared/enums';
import type { RouteInput } from '@migralink/shared/route';
import { putApprovedCompany } from '#data/companies';
import {
  companyContentFixture,
  companyProfileFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import { putApprovedService, type ServiceSearchAttributes } from '#data/services';
import { reindexCompany } from '#search/reindex';
import { callOk, callRoute, expectStatus } from '#testing/call';

/**
 * Properties of the search over generated catalogues: whatever the companies
 * and the filters, every result matches every filter, pages never repeat a
 * company and together hold exactly the matching ones, `total` equals the
 * count, and the alternative list never repeats a result.
 *
 * Each generated catalogue gets purpose ids of its own, and every generated
 * filter names one of them, so the matches come from that catalogue alone
 * (the alternatives, which relax the purpose, may come from anywhere).
 */

/** Target countries no other test uses (small ones; a search names only real countries): other tests' alternatives stay their own. */
const TARGETS = ['PN', 'SH', 'BV'] as const;
const SOURCES = ['UA', 'KZ', 'GE'] as const;
/** Child categories and their parents. */
const CATEGORIES = [
  { id: 101, parent: 100 },
  { id: 102, parent: 100 },
  { id: 201, parent: 200 },
] as const;
const PER_PAGE = 12;

interface GeneratedService {
  target: number;
  sources: number[];
  purposes: number[];
  category: number;
}
interface GeneratedCompany {
  plan: (typeof SUBSCRIPTION_PACKAGES)[number];
  services: GeneratedService[];
}
interface GeneratedFilters {
  purpose: number;
  target?: number;
  source?: number;
  category?: number;
  parent?: number;
}

const service: fc.Arbitrary<GeneratedService> = fc.record({
  target: fc.nat(TARGETS.length - 1),
  sources: fc.uniqueArray(fc.nat(SOURCES.length - 1), { maxLength: 2 }),
  purposes: fc.uniqueArray(fc.nat(1), { minLength: 1, maxLength: 2 }),
  category: fc.nat(CATEGORIES.length - 1),
});
const catalogue: fc.Arbitrary<GeneratedCompany[]> = fc.array(
  fc.record({
    plan: fc.constantFrom(...SUBSCRIPTION_PACKAGES),
    services: fc.array(service, { minLength: 1, maxLength: 2 }),
  }),
  { minLength: 1, maxLength: 16 },
);
const filters: fc.Arbitrary<GeneratedFilters> = fc.record(
  {
    purpose: fc.nat(1),
    target: fc.nat(TARGETS.length - 1),
    source: fc.nat(SOURCES.length - 1),
    category: fc.nat(CATEGORIES.length - 1),
    parent: fc.constantFrom(100, 200),
  },
  { requiredKeys: ['purpose'] },
);

let purposeBase = 700_000 + Math.floor(Math.random() * 90_000) * 2;

/** The attributes a generated service is stored with, on this catalogue's own purpose ids. */
function attributes(generated: GeneratedService, purposes: readonly number[]): ServiceSearchAttributes {
  const category = CATEGORIES[generated.category]!;
  return {
    country: TARGETS[generated.target]!,
    countries: generated.sources.map((index) => SOURCES[index]!),
    immigration_purposes: generated.purposes.map((index) => purposes[index]!),
    categories: [category.id],
    main_category: category.parent,
  };
}

/** Whether one service meets every filter (no source countries means applicants from anywhere). */
function serviceMatches(service: ServiceSearchAttributes, query: Record<string, string | number | undefined>): boolean {
  const category = query.category_id ?? query.parent_category_id;
  return (
    (query.country_destination_id === undefined || service.country === query.country_destination_id) &&
    service.immigration_purposes.includes(Number(query.immigration_purpose_id)) &&
    (category === undefined || [...service.categories, service.main_category].includes(Number(category))) &&
    (query.country_id === undefined ||
      service.countries.length === 0 ||
      service.countries.includes(String(query.country_id)))
  );
}

async function publish(company: GeneratedCompany, purposes: readonly number[]) {
  const profile = companyProfileFixture({ published: true, plan: company.plan });
  await putApprovedCompany(profile, companyContentFixture());
  const stored = company.services.map((generated) => attributes(generated, purposes));
  for (const search_attributes of stored)
    await putApprovedService(serviceMetaFixture(profile.id), serviceContentFixture({ search_attributes }));
  await reindexCompany(profile.id);
  return { id: profile.id, services: stored };
}

type Query = RouteInput<typeof search>['query'];

/** The filters as the site sends them: each one given as a one-element list (`key[]=value`). */
function asLists(query: Record<string, string | number | undefined>): Query {
  const lists: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) lists[key] = [String(value)];
  return lists;
}

describe('GET /v1/search over generated catalogues', () => {
  it('matches every filter, pages without repeats, totals the count and never repeats a result as an alternative', async () => {
    await fc.assert(
      fc.asyncProperty(catalogue, fc.array(filters, { minLength: 1, maxLength: 4 }), async (companies, queries) => {
        purposeBase += 2;
        const purposes = [purposeBase, purposeBase + 1];
        const stored = await Promise.all(companies.map((company) => publish(company, purposes)));

        for (const generated of queries) {
          const query = {
            immigration_purpose_id: purposes[generated.purpose],
            country_destination_id: generated.target === undefined ? undefined : TARGETS[generated.target],
            country_id: generated.source === undefined ? undefined : SOURCES[generated.source],
            // A child category wins over a parent one, as the API reads them.
            category_id: generated.category === undefined ? undefined : CATEGORIES[generated.category]!.id,
            parent_category_id: generated.parent,
          };
          const expected = stored
            .filter((company) => company.services.some((one) => serviceMatches(one, query)))
            .map((company) => company.id);

          const first = await callOk(search, { query: asLists(query) });
          const { total, last_page } = first.meta;
          expect(total).toBe(expected.length);
          const count = await callRoute(searchCountRoute, { query: asLists(query) });
          expectStatus(count, 200);
          expect(count.body.data.total).toBe(total);
          expect(last_page).toBe(Math.max(1, Math.ceil(total / PER_PAGE)));

          const found: string[] = [];
          const alternatives: string[] = [];
          for (let page = 1; page <= last_page; page++) {
            const { data } = page === 1 ? first : await callOk(search, { query: { ...asLists(query), page } });
            expect(data.base_search.length).toBeLessThanOrEqual(PER_PAGE);
            expect(data.advertisement.length).toBeLessThanOrEqual(3);
            found.push(...data.base_search.map((card) => card.uuid));
            alternatives.push(...data.alternative.map((card) => card.uuid));
          }
          // Every result matches every filter, once; together the pages hold every match.
          expect(new Set(found).size).toBe(found.length);
          expect([...found].sort()).toEqual([...expected].sort());
          // Alternatives: only when fewer than a page match, never a result, never twice.
          if (total >= PER_PAGE) expect(alternatives).toEqual([]);
          expect(alternatives.filter((id) => found.includes(id))).toEqual([]);
          expect(new Set(alternatives).size).toBe(alternatives.length);
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
