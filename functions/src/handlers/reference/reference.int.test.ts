import { describe, expect, it } from 'vitest';
import { apiEvent, invoke } from '#testing/events';
import { handler as listCountries } from './list-countries';
import { handler as listParentCategories } from './list-parent-categories';
import { handler as listCategoryGroups } from './list-category-groups';
import { handler as getSearchInit } from './get-search-init';
import { handler as getIpCountry } from './get-ip-country';

const get = (path: string, headers: Record<string, string> = {}, rawQueryString = '') =>
  apiEvent({ rawPath: path, headers, rawQueryString });

describe('GET /v1/countries', () => {
  it('lists every ISO country once, sorted by its name in the caller language', async () => {
    const { status, body } = await invoke(listCountries, get('/v1/countries', { 'x-localization': 'ru' }));
    expect(status).toBe(200);
    const codes = body.data.map((country: { id: string }) => country.id);
    expect(codes.length).toBeGreaterThanOrEqual(245);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'UA', 'XK', 'NA', 'US']));
    const names = body.data.map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(body.data.find((country: { id: string }) => country.id === 'DE').name).toBe('Германия');
  });

  it.each([
    ['en', 'Germany'],
    ['uk', 'Німеччина'],
  ])('names countries in %s', async (locale, germany) => {
    const { body } = await invoke(listCountries, get('/v1/countries', { 'x-localization': locale }));
    expect(body.data.find((country: { id: string }) => country.id === 'DE')).toMatchObject({
      name: germany,
      slug: 'germany',
    });
  });

  it('filters by country group', async () => {
    const { body } = await invoke(listCountries, get('/v1/countries', {}, 'group=eu'));
    const codes = body.data.map((country: { id: string }) => country.id);
    expect(codes).toHaveLength(27);
    expect(codes).toContain('FR');
    expect(codes).not.toContain('GB');
  });

  it('answers an unknown group with an empty list and a malformed one with 422', async () => {
    expect((await invoke(listCountries, get('/v1/countries', {}, 'group=atlantis'))).body).toEqual({ data: [] });
    const bad = await invoke(listCountries, get('/v1/countries', {}, 'group=%3Cscript%3E'));
    expect(bad).toMatchObject({
      status: 422,
      body: { error_code: 'validation_failed', errors: { group: [expect.any(String)] } },
    });
  });
});

describe('GET /v1/categories/parents and /v1/categories-group', () => {
  it('lists only top-level categories', async () => {
    const { status, body } = await invoke(listParentCategories, get('/v1/categories/parents'));
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    for (const category of body.data) expect(category.parent_id).toBeNull();
  });

  it('groups every child under its parent, in the caller language', async () => {
    const { body } = await invoke(listCategoryGroups, get('/v1/categories-group', { 'x-localization': 'ru' }));
    const parents = (await invoke(listParentCategories, get('/v1/categories/parents'))).body.data;
    expect(body.data.map((group: { id: number }) => group.id)).toEqual(
      parents.map((parent: { id: number }) => parent.id),
    );
    for (const group of body.data) {
      expect(group.children.length).toBeGreaterThan(0);
      for (const child of group.children) expect(child.parent_id).toBe(group.id);
      expect(group.name).toMatch(/[а-яё]/i);
    }
  });
});

describe('GET /v1/search/init', () => {
  it('gives every list the search filter needs', async () => {
    const { status, body } = await invoke(getSearchInit, get('/v1/search/init', { 'x-localization': 'uk' }));
    expect(status).toBe(200);
    expect(body.data.countries.length).toBeGreaterThanOrEqual(245);
    expect(body.data.country_groups.map((group: { id: string }) => group.id)).toEqual(
      expect.arrayContaining(['eu', 'schengen', 'cis', 'balkans']),
    );
    expect(body.data.immigration_purposes.length).toBeGreaterThanOrEqual(5);
    expect(body.data.categories[0].children.length).toBeGreaterThan(0);
    expect(body.data.currencies).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'EUR', rate: 1 })]));
    expect(body.data.time_units.map((unit: { slug: string }) => unit.slug)).toEqual(['day', 'week', 'month', 'year']);
  });

  it('answers a public cacheable response', async () => {
    const { headers } = await invoke(getSearchInit, get('/v1/search/init'));
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
    expect(await invoke(getIpCountry, get('/v1/ip', headers))).toMatchObject({
      status: 200,
      body: { data: { iso_code: isoCode } },
    });
  });
});
