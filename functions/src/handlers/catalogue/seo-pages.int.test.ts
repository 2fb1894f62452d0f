import { describe, expect, it } from 'vitest';
import {
  listCompanies,
  listLandingPages,
  listTargetLandingPages,
  recommendedCompanies,
  resolveSeoSlug,
} from '@migralink/shared/api/catalogue';
import type { RouteInput } from '@migralink/shared/route';
import { companyProfileItem, putApprovedCompany } from '#data/companies';
import { putAll } from '#data/batch';
import {
  companyContentFixture,
  companyProfileFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { putApprovedService, type ServiceSearchAttributes } from '#data/services';
import { reindexCompany } from '#search/reindex';
import { callOk, callRoute, expectInvalid, expectStatus } from '#testing/call';

/**
 * SEO paths need countries with slugs: each test takes a small country of its
 * own, so the lists it fills are apart from other tests'.
 */
async function publishedCompany(attributes: Partial<ServiceSearchAttributes>, plan: SubscriptionPackage = 'pro') {
  const profile = companyProfileFixture({ plan });
  await putApprovedCompany(profile, companyContentFixture({ name: { en: 'Island Visas', ru: 'Островные визы' } }));
  const meta = serviceMetaFixture(profile.id);
  const service: ServiceSearchAttributes = {
    country: 'XA',
    countries: [],
    immigration_purposes: [1],
    categories: [101],
    main_category: 100,
    ...attributes,
  };
  await putApprovedService(meta, serviceContentFixture({ search_attributes: service }));
  await reindexCompany(profile.id);
  return { id: profile.id, slug: profile.slug, serviceId: meta.id, profile };
}

const resolve = (path: string) => callRoute(resolveSeoSlug, { params: { path } }, { locale: 'ru' });

describe('GET /v1/search/seo-slug/{path+}', () => {
  it.each([
    ['tuvalu', { country_destination_id: 'TV' }],
    ['tuvalu/work', { country_destination_id: 'TV', immigration_purpose_id: 1 }],
    ['tuvalu/work/visas', { country_destination_id: 'TV', immigration_purpose_id: 1, parent_category_id: 100 }],
    [
      'from-ukraine/tuvalu/work/work-visa/',
      {
        country_id: 'UA',
        country_destination_id: 'TV',
        immigration_purpose_id: 1,
        category_id: 101,
        parent_category_id: 100,
      },
    ],
  ])('resolves %s', async (path, ids) => {
    const { status, body } = await resolve(path);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        country_id: null,
        immigration_purpose_id: null,
        category_id: null,
        parent_category_id: null,
        ...ids,
      },
    });
  });

  it.each(['atlantis', 'tuvalu/holidays', 'from-ukraine', 'tuvalu/work/work-visa/extra', 'Tuvalu'])(
    'answers %s with 404 not_found',
    async (path) => {
      const { status, body } = await resolve(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, error_code: 'not_found' });
    },
  );

  it('answers a path too long with 422', async () => {
    const { status, body } = await resolve('a/'.repeat(150));
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 422, error_code: 'validation_failed' });
  });
});

type Query = RouteInput<typeof listCompanies>['query'];
/** A page of companies, failing the test on any other answer. */
const companiesPage = (query: Query, locale = 'en') => callOk(listCompanies, { query }, { locale });
const uuids = (cards: { uuid: string }[]) => cards.map((card) => card.uuid);

describe('GET /v1/companies', () => {
  it('lists the companies of an SEO path with the resolved filter named in the caller language', async () => {
    const fromUkraine = await publishedCompany({ country: 'NR', countries: ['UA'] });
    const fromIndia = await publishedCompany({ country: 'NR', countries: ['IN'] });
    const body = await companiesPage({ slug: 'from-ukraine/nauru/work' }, 'ru');
    expect(uuids(body.data.base_search)).toEqual([fromUkraine.id]);
    expect(uuids(body.data.alternative)).toEqual([fromIndia.id]);
    expect(body.data.seo_filter).toEqual({
      country_id: 'UA',
      country_destination_id: 'NR',
      immigration_purpose_id: 1,
      category_id: null,
      parent_category_id: null,
      names: {
        country: 'Украина',
        country_destination: 'Науру',
        immigration_purpose: 'Работа',
        category: null,
        parent_category: null,
      },
    });
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 1 });
  });

  it('answers like the search without a slug, and lets filters beside a slug win', async () => {
    const company = await publishedCompany({ country: 'PW', countries: ['KZ'] });
    const plain = await companiesPage({ country_destination_id: ['PW'] });
    expect(uuids(plain.data.base_search)).toEqual([company.id]);
    expect(plain.data.seo_filter).toBeNull();
    const narrowed = await companiesPage({ slug: 'palau', country_id: ['UA'] });
    expect(narrowed.data.base_search).toEqual([]);
    expect(narrowed.data.seo_filter?.country_id).toBeNull();
  });

  it.each([
    [404, 'not_found', 'slug=atlantis'],
    [422, 'validation_failed', 'slug='],
    [422, 'validation_failed', 'page=0&slug=palau'],
  ])('answers %i %s to %s', async (status, code, query) => {
    // The query as the name writes it (an empty `slug=` is nothing a client's query object sends).
    const answer = await callRoute(listCompanies, { raw: { query } }, { locale: 'en' });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code: status, error_code: code });
  });
});

describe('the landing page of a search', () => {
  it('is named with the results when one stands for exactly the filters, and nowhere else', async () => {
    await publishedCompany({ country: 'VU', countries: ['UA'] });
    const landingOf = async (query: Query) => (await companiesPage(query)).data.landing_path;
    expect(await landingOf({ country_destination_id: ['VU'] })).toBe('vanuatu');
    expect(await landingOf({ country_destination_id: ['VU'], immigration_purpose_id: ['1'] })).toBe('vanuatu/work');
    expect(
      await landingOf({ country_destination_id: ['VU'], immigration_purpose_id: ['1'], category_id: ['101'] }),
    ).toBe('vanuatu/work/work-visa');
    expect(await landingOf({ country_id: ['UA'], country_destination_id: ['VU'] })).toBe('from-ukraine/vanuatu');
    // No company names India; a category without a purpose and a search without a destination make no page.
    expect(await landingOf({ country_id: ['IN'], country_destination_id: ['VU'] })).toBeNull();
    expect(await landingOf({ country_destination_id: ['VU'], parent_category_id: ['100'] })).toBeNull();
    expect(await landingOf({ immigration_purpose_id: ['1'] })).toBeNull();
    expect(await landingOf({ slug: 'vanuatu/work' })).toBe('vanuatu/work');
  });
});

describe('GET /v1/companies/recommended', () => {
  it('answers at most 6 public companies, premium first', async () => {
    await publishedCompany({ country: 'TO' }, 'premium');
    const response = await callRoute(recommendedCompanies, {});
    expectStatus(response, 200);
    const { body } = response;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.data[0]!.plan).toBe('premium');
    const ranks = body.data.map((card) => ['basic', 'pro', 'premium'].indexOf(card.plan));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });
});

/** The landing pages' list, failing the test on any other answer. */
const landingPages = () => callOk(listLandingPages, {});

describe('GET /v1/search/landing-pages', () => {
  it('lists every SEO path with a public company, with totals, and every public company and service', async () => {
    const fromUkraine = await publishedCompany({ country: 'KI', countries: ['UA'] });
    const anywhere = await publishedCompany({ country: 'KI', categories: [102], main_category: 100 });
    const body = await landingPages();
    const kiribati = body.data.pages.filter((page) => page.path.includes('kiribati'));
    expect(kiribati.map(({ path, total }) => [path, total])).toEqual([
      ['from-ukraine/kiribati', 2],
      ['from-ukraine/kiribati/work', 2],
      ['from-ukraine/kiribati/work/visas', 2],
      ['from-ukraine/kiribati/work/work-visa', 1],
      ['kiribati', 2],
      ['kiribati/work', 2],
      ['kiribati/work/student-visa', 1],
      ['kiribati/work/visas', 2],
      ['kiribati/work/work-visa', 1],
    ]);
    expect(kiribati[0]!.filters).toEqual({
      country_id: 'UA',
      country_destination_id: 'KI',
      immigration_purpose_id: null,
      category_id: null,
      parent_category_id: null,
    });
    expect(body.data.companies).toEqual(
      expect.arrayContaining([
        { uuid: fromUkraine.id, slug: fromUkraine.slug },
        { uuid: anywhere.id, slug: anywhere.slug },
      ]),
    );
    expect(body.data.services).toEqual(expect.arrayContaining([fromUkraine.serviceId, anywhere.serviceId]));
  });

  it('lists a public company without public services for its own page, on no search path', async () => {
    const profile = companyProfileFixture();
    await putApprovedCompany(profile, companyContentFixture());
    await reindexCompany(profile.id);
    const body = await landingPages();
    expect(body.data.companies).toContainEqual({ uuid: profile.id, slug: profile.slug });
  });

  it('drops the paths, the company and its services once the company is no longer public', async () => {
    const company = await publishedCompany({ country: 'FM', countries: ['UA'] });
    await putAll([companyProfileItem({ ...company.profile, published: false })]);
    await reindexCompany(company.id);
    const body = await landingPages();
    expect(body.data.pages.filter((page) => page.path.includes('micronesia'))).toEqual([]);
    expect(body.data.companies.map((item) => item.uuid)).not.toContain(company.id);
    expect(body.data.services).not.toContain(company.serviceId);
  });
});

describe('GET /v1/search/landing-pages/targets', () => {
  const targets = (query: RouteInput<typeof listTargetLandingPages>['query']) =>
    callRoute(listTargetLandingPages, { query }, { locale: 'uk' });

  it("answers the landing pages of an article's targets only: each country's own and with each purpose asked", async () => {
    await publishedCompany({ country: 'MH', countries: ['UA'], immigration_purposes: [1] });
    await publishedCompany({ country: 'MH', immigration_purposes: [3], categories: [102] });
    const answer = await targets({ countries: ['MH', 'WS'], purposes: [1, 2] });
    expectStatus(answer, 200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    // No source country, no category, no purpose not asked (business), none without a company (study, Samoa).
    expect(answer.body.data.map(({ path, total }) => [path, total])).toEqual([
      ['marshall-islands', 2],
      ['marshall-islands/work', 1],
    ]);
    expect(answer.body.data[1]!.filters).toEqual({
      country_id: null,
      country_destination_id: 'MH',
      immigration_purpose_id: 1,
      category_id: null,
      parent_category_id: null,
    });
    // The very pages the build lists for them (one rule makes both).
    const built = (await landingPages()).data.pages.filter(
      ({ filters }) =>
        filters.country_destination_id === 'MH' &&
        filters.country_id === null &&
        filters.parent_category_id === null &&
        [null, 1, 2].includes(filters.immigration_purpose_id),
    );
    expect(answer.body.data).toEqual(built);
  });

  it("answers a country's own page when no purpose is asked, and nothing for a country nobody serves", async () => {
    await publishedCompany({ country: 'SB', immigration_purposes: [1] });
    const answer = await targets({ countries: 'SB' });
    expectStatus(answer, 200);
    expect(answer.body.data.map(({ path }) => path)).toEqual(['solomon-islands']);
    const nobody = await targets({ countries: ['WS'], purposes: [1] });
    expectStatus(nobody, 200);
    expect(nobody.body.data).toEqual([]);
  });

  const eleven = ['AD', 'AE', 'AF', 'AG', 'AL', 'AM', 'AO', 'AR', 'AT', 'AU', 'AZ'];
  it.each([
    ['no country', '', 'countries'],
    ['an unknown country', 'countries[]=XX', 'countries.0'],
    ['a country twice', 'countries[]=MH&countries[]=MH', 'countries'],
    ['more countries than an article names', eleven.map((code) => `countries[]=${code}`).join('&'), 'countries'],
    ['a purpose that is no id', 'countries[]=MH&purposes[]=work', 'purposes'],
  ])("refuses %s in the one error shape, in the caller's language", async (_, query, field) => {
    const answer = await callRoute(listTargetLandingPages, { raw: { query } }, { locale: 'uk' });
    expectInvalid(answer, field);
    expect(answer.body).toMatchObject({ code: 422, message: expect.stringMatching(/[А-Яа-яІіЇїЄєҐґ]/) });
    const [message] = (answer.body as { errors: Record<string, string[]> }).errors[field]!;
    expect(message).toMatch(/[А-Яа-яІіЇїЄєҐґ]/);
  });
});
