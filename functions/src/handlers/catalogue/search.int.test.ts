import { describe, expect, it } from 'vitest';
import { search, searchCountRoute } from '@migralink/shared/api/catalogue';
import type { RouteInput } from '@migralink/shared/route';
import { getCompany, putApprovedCompany } from '#data/companies';
import {
  companyContentFixture,
  companyProfileFixture,
  officeFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import { catalogueReference } from '#reference/lists';
import { card } from '#search/cards';
import { putApprovedService, type ServiceSearchAttributes } from '#data/services';
import { reindexCompany } from '#search/reindex';
import type { CompanyContentInput, CompanyProfile } from '#data/company-items';
import { callOk, callRoute } from '#testing/call';

/** Small target countries no other test uses and purpose ids of their own keep these lists apart from other tests. */
const uniquePurpose = () => 800_000 + Math.floor(Math.random() * 99_000);

async function publishedCompany(
  attributes: Partial<ServiceSearchAttributes>,
  name = 'Relocation Partners',
  profileFields: Partial<CompanyProfile> = {},
  contentFields: Partial<CompanyContentInput> = {},
) {
  const profile = companyProfileFixture({ published: true, ...profileFields });
  await putApprovedCompany(profile, companyContentFixture({ name: { en: name, ru: `${name} RU` }, ...contentFields }));
  const service: ServiceSearchAttributes = {
    country: 'WF',
    countries: [],
    immigration_purposes: [1],
    categories: [101],
    main_category: 100,
    ...attributes,
  };
  await putApprovedService(serviceMetaFixture(profile.id), serviceContentFixture({ search_attributes: service }));
  await reindexCompany(profile.id);
  return profile.id;
}

type Query = RouteInput<typeof search>['query'];
const find = (query: Query, locale = 'en') => callRoute(search, { query }, { locale });
/** A page of results, failing the test on any other answer. */
const page = (query: Query, locale = 'en') => callOk(search, { query }, { locale });
const countOf = (query: Query) => callRoute(searchCountRoute, { query }, { locale: 'en' });

describe('GET /v1/search and /v1/search/count', () => {
  it('finds what matches every filter, takes one-element lists, and counts the same', async () => {
    const purpose = uniquePurpose();
    const fromUkraine = await publishedCompany({ country: 'NU', immigration_purposes: [purpose], countries: ['UA'] });
    const fromAnywhere = await publishedCompany({ country: 'NU', immigration_purposes: [purpose], countries: [] });
    await publishedCompany({ country: 'TK', immigration_purposes: [purpose], countries: ['UA'] });

    const query = { country_destination_id: ['NU'], immigration_purpose_id: [purpose], country_id: ['KZ'] };
    const body = await page(query, 'ru');
    expect(body.data.base_search.map((card) => card.uuid)).toEqual([fromAnywhere]);
    expect(body.data.base_search[0]!.name).toBe('Relocation Partners RU');
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 1 });

    // Plain values are taken as well as one-element lists.
    const plain = { country_destination_id: 'NU', immigration_purpose_id: purpose, country_id: 'UA' };
    const both = await page(plain);
    expect(both.data.base_search.map((card) => card.uuid).sort()).toEqual([fromUkraine, fromAnywhere].sort());
    expect((await countOf({ immigration_purpose_id: [purpose] })).body).toEqual({ data: { total: 3 } });
    // The count takes the source country into account as the search does.
    const count = async (query: Query) => (await callOk(searchCountRoute, { query }, { locale: 'en' })).data.total;
    expect(await count(query)).toBe(body.meta.total);
    expect(await count(plain)).toBe(2);
    expect(await count({ immigration_purpose_id: [uniquePurpose()] })).toBe(0);
  });

  it('pages through the results without repeats, 12 a page', async () => {
    const purpose = uniquePurpose();
    const ids = await Promise.all(
      Array.from({ length: 14 }, () => publishedCompany({ country: 'CK', immigration_purposes: [purpose] })),
    );
    const first = await page({ immigration_purpose_id: [purpose] });
    const second = await page({ immigration_purpose_id: [purpose], page: 2 });
    const beyond = await page({ immigration_purpose_id: [purpose], page: 3 });
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 14 });
    expect(second.data.base_search).toHaveLength(2);
    expect(beyond.data.base_search).toEqual([]);
    const seen = [...first.data.base_search, ...second.data.base_search].map((card) => card.uuid);
    expect(seen.sort()).toEqual(ids.sort());
    expect(first.data.alternative).toEqual([]);
  });

  it('offers companies of the same target country when few match, never repeating a result', async () => {
    const [wanted, other] = [uniquePurpose(), uniquePurpose()];
    const match = await publishedCompany({ country: 'NF', immigration_purposes: [wanted] });
    const nearby = await publishedCompany({ country: 'NF', immigration_purposes: [other] });
    const { data } = await page({ country_destination_id: ['NF'], immigration_purpose_id: [wanted] });
    expect(data.base_search.map((card) => card.uuid)).toEqual([match]);
    expect(data.alternative.map((card) => card.uuid)).toEqual([nearby]);
    expect(data.advertisement).toEqual([]);
  });

  it.each([
    ['page 0', { page: 0 }],
    ['a country that is not an ISO code', { country_destination_id: ['germany'] }],
    ['two values for one filter', { country_id: ['UA', 'RU'] }],
    ['a purpose that is not a number', { immigration_purpose_id: 'work' }],
  ])('answers %s with 422 in the error shape', async (_, query) => {
    const { status, body } = await find(query);
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, error_code: 'validation_failed', errors: expect.any(Object) });
  });

  it('shows on a card all that the card of the whole items shows: the search reads only those attributes, and none is missing', async () => {
    const purpose = uniquePurpose();
    const id = await publishedCompany(
      { country: 'NU', immigration_purposes: [purpose], countries: ['UA', 'KZ'] },
      'Card Partners',
      {
        plan: 'premium',
        review_count: 4,
        review_sum: 17,
        review_r4: 3,
        review_r5: 1,
        certificate: { number: 'ML-2026-000777', valid_until: '2099-01-01T00:00:00.000Z', application_id: 'a' },
      },
      { motto: { en: 'We move you' }, logo: 'logos/card.webp', offices: [officeFixture(), officeFixture()] },
    );
    const shown = (await page({ immigration_purpose_id: [purpose] }, 'ru')).data.base_search;
    const whole = (await getCompany(id))!;
    const expected = card(whole.profile, whole.content!, {
      locale: 'ru',
      currency: 'EUR',
      reference: await catalogueReference(),
    });
    expect(shown).toEqual([expected]);
    expect(expected).toMatchObject({
      offices_count: 2,
      rating: { avg_rate: 4.3, total: 4 },
      certificate: { number: 'ML-2026-000777' },
    });
    expect(expected.countries.map((country) => country.id)).toEqual(['NU']);
  });
});
