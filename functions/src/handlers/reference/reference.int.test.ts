import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getIpCountry,
  getSearchInit,
  listCategoryGroups,
  listCountries,
  listParentCategories,
} from '@migralink/shared/api/reference';
import { deleteAll, putAll } from '#data/batch';
import { keys } from '#data/keys';
import { listId } from '#search/lists';
import { callOk, callRoute } from '#testing/call';

describe('GET /v1/countries', () => {
  it('lists every ISO country once, sorted by its name in the caller language', async () => {
    const body = await callOk(listCountries, {}, { locale: 'ru' });
    const codes = body.data.map((country) => country.id);
    expect(codes.length).toBeGreaterThanOrEqual(245);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'UA', 'XK', 'NA', 'US']));
    const names = body.data.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(body.data.find((country) => country.id === 'DE')?.name).toBe('Германия');
  });

  it.each([
    ['en', 'Germany'],
    ['uk', 'Німеччина'],
  ])('names countries in %s', async (locale, germany) => {
    const body = await callOk(listCountries, {}, { locale });
    expect(body.data.find((country) => country.id === 'DE')).toMatchObject({
      name: germany,
      slug: 'germany',
    });
  });

  it('filters by country group', async () => {
    const body = await callOk(listCountries, { query: { group: 'eu' } });
    const codes = body.data.map((country) => country.id);
    expect(codes).toHaveLength(27);
    expect(codes).toContain('FR');
    expect(codes).not.toContain('GB');
  });

  it('answers an unknown group with an empty list and a malformed one with 422', async () => {
    expect((await callRoute(listCountries, { query: { group: 'atlantis' } })).body).toEqual({ data: [] });
    const bad = await callRoute(listCountries, { query: { group: '<script>' } });
    expect(bad).toMatchObject({
      status: 422,
      body: { error_code: 'validation_failed', errors: { group: [expect.any(String)] } },
    });
  });
});

describe('GET /v1/categories/parents and /v1/categories-group', () => {
  it('lists only top-level categories', async () => {
    const body = await callOk(listParentCategories, {});
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    for (const category of body.data) expect(category.parent_id).toBeNull();
  });

  it('groups every child under its parent, in the caller language', async () => {
    const body = await callOk(listCategoryGroups, {}, { locale: 'ru' });
    const parents = (await callOk(listParentCategories, {})).data;
    expect(body.data.map((group) => group.id)).toEqual(parents.map((parent) => parent.id));
    for (const group of body.data) {
      expect(group.children.length).toBeGreaterThan(0);
      for (const child of group.children) expect(child.parent_id).toBe(group.id);
      expect(group.name).toMatch(/[а-яё]/i);
    }
  });
});

describe('GET /v1/search/init', () => {
  /** A destination no other test publishes companies for: its registry row is this test's own. */
  const SERVED = 'NR';
  beforeAll(() =>
    putAll([{ ...keys.search.registry(listId({ to: SERVED })), list: listId({ to: SERVED }), total: 2 }]),
  );
  afterAll(() => deleteAll([keys.search.registry(listId({ to: SERVED }))]));

  it('names the destinations companies serve, and offers no uninhabited territory', async () => {
    const { data } = await callOk(getSearchInit, {}, { locale: 'ru' });
    expect(data.served_destinations).toContain(SERVED);
    expect(data.served_destinations).not.toContain('AF');
    const codes = data.countries.map((country) => country.id);
    expect(codes).toContain(SERVED);
    for (const territory of ['AQ', 'BV', 'HM']) expect(codes).not.toContain(territory);
  });

  it('gives every list the search filter needs', async () => {
    const body = await callOk(getSearchInit, {}, { locale: 'uk' });
    expect(body.data.countries.length).toBeGreaterThanOrEqual(240);
    expect(body.data.country_groups.map((group) => group.id)).toEqual(
      expect.arrayContaining(['eu', 'schengen', 'cis', 'balkans']),
    );
    expect(body.data.immigration_purposes.length).toBeGreaterThanOrEqual(5);
    expect(body.data.categories[0]!.children.length).toBeGreaterThan(0);
    expect(body.data.currencies).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'EUR', rate: 1 })]));
    expect(body.data.time_units.map((unit) => unit.slug)).toEqual(['day', 'week', 'month', 'year']);
  });

  it('answers a public cacheable response', async () => {
    const { headers } = await callRoute(getSearchInit, {});
    expect(headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /v1/ip', () => {
  it.each([
    [{ 'cloudfront-viewer-country': 'FR', 'accept-language': 'uk-UA,uk' }, 'FR'],
    [{ 'accept-language': 'uk-UA,uk;q=0.9' }, 'UA'],
    [{ 'accept-language': 'en' }, 'DE'],
    [{ 'cloudfront-viewer-country': 'XX' }, 'DE'],
    [{}, 'DE'],
  ])('tells the country from %j', async (headers, isoCode) => {
    expect(await callRoute(getIpCountry, { headers })).toMatchObject({
      status: 200,
      body: { data: { iso_code: isoCode } },
    });
  });
});
