import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVisaMaps, getVisaMap, listVisaMapCountries } from '@migralink/shared/api/visa-map';
import { OPEN_STATUSES, VISA_STATUSES, type VisaRule } from '@migralink/shared/schemas/visa-map';
import { deleteAll, putAll } from '#data/batch';
import { keys } from '#data/keys';
import { getPassport } from '#data/visa-map';
import { listId } from '#search/lists';
import { callOk, callRoute, expectInvalid } from '#testing/call';

/**
 * The visa map and the comparison against the visa data the integration setup
 * imported (`seedReference`): what they answer is checked against the file
 * itself, read here on its own (the import's test checks the import). The
 * import's test changes only the passports NR and SB, which these tests do not
 * ask for.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FILE = path.resolve(
  process.env.VISA_DATA_FILE || path.join(REPO_ROOT, '../shared/data/passport-index/passport-index.json'),
);
type Raw = Record<string, Record<string, { status: string; days?: number }>>;
const raw = JSON.parse(readFileSync(FILE, 'utf8')) as Raw;
const asRule = ({ status, days }: { status: string; days?: number }): VisaRule => ({
  status: status.replace(/[ -]/g, '_') as VisaRule['status'],
  days: days ?? null,
});
const openIn = (passport: string) =>
  Object.values(raw[passport]!).filter((rule) => OPEN_STATUSES.includes(asRule(rule).status)).length;
const sortedByName = (names: string[], locale: string, order = 1) =>
  [...names].sort((a, b) => order * new Intl.Collator(locale).compare(a, b));

/** A destination no other test publishes companies for: its registry row is this test's own. */
const SERVED = 'KI';
const SERVED_TOTAL = 7;
beforeAll(async () => {
  await putAll([
    { ...keys.search.registry(listId({ to: SERVED })), list: listId({ to: SERVED }), total: SERVED_TOTAL, anywhere: 7 },
  ]);
});
afterAll(async () => {
  await deleteAll([keys.search.registry(listId({ to: SERVED }))]);
});

describe('GET /v1/countries/{id}/visa-map', () => {
  it('answers every destination of a passport with the rules of the file, sorted by name', async () => {
    const { data } = await callOk(getVisaMap, { params: { id: 'DE' } });
    expect(data.passport).toEqual({ id: 'DE', name: 'Germany', slug: 'germany', mobility: openIn('DE') });
    expect(data.visa_map).toHaveLength(Object.keys(raw.DE!).length);
    const byId = new Map(data.visa_map.map((destination) => [destination.id, destination]));
    for (const code of ['US', 'UA', 'AE', 'AF', 'CN', 'IN', 'BR'])
      expect(byId.get(code), code).toMatchObject(asRule(raw.DE![code]!));
    expect(byId.get('US')).toMatchObject({ name: 'United States', slug: 'united-states' });
    expect(byId.has('DE')).toBe(false);
    const names = data.visa_map.map((destination) => destination.name);
    expect(names).toEqual(sortedByName(names, 'en'));
    expect(data.visa_statuses.map((status) => status.id)).toEqual(VISA_STATUSES);
    expect(data.visa_statuses[0]).toEqual({ id: 'visa_free', name: 'Visa free' });
    expect(data.updated_at).toBe((await getPassport('DE'))!.imported_at);
  });

  it('names the passport, the destinations and the statuses in the caller language', async () => {
    const en = (await callOk(getVisaMap, { params: { id: 'UA' } }, { locale: 'en' })).data;
    const ru = (await callOk(getVisaMap, { params: { id: 'UA' } }, { locale: 'ru' })).data;
    expect(ru.passport).toMatchObject({ name: 'Украина', slug: 'ukraine', mobility: openIn('UA') });
    expect(ru.visa_map.find((destination) => destination.id === 'FR')?.name).toBe('Франция');
    expect(en.visa_map.find((destination) => destination.id === 'FR')?.name).toBe('France');
    const names = ru.visa_map.map((destination) => destination.name);
    expect(names).toEqual(sortedByName(names, 'ru'));
    expect(ru.visa_statuses.map((status) => status.name)).not.toEqual(en.visa_statuses.map((status) => status.name));
    expect(ru.visa_statuses.find((status) => status.id === 'visa_required')?.name).toBe('Нужна виза');
  });

  it('counts the public companies serving each destination from the list registry (0 without a row)', async () => {
    const { data } = await callOk(getVisaMap, { params: { id: 'DE' } });
    expect(data.visa_map.find((destination) => destination.id === SERVED)?.companies_count).toBe(SERVED_TOTAL);
    expect(data.visa_map.find((destination) => destination.id === 'AF')?.companies_count).toBe(0);
  });

  it.each(['ZZ', 'AQ'])('answers 404 in the error shape for %s, a code the visa data lacks', async (id) => {
    expect(await callRoute(getVisaMap, { params: { id } })).toMatchObject({
      status: 404,
      body: { code: 404, error_code: 'not_found', message: expect.any(String) },
    });
  });

  it.each(['de', 'DEU', 'D1'])('refuses the malformed code %s with 422', async (id) => {
    expectInvalid(await callRoute(getVisaMap, { raw: { params: { id } } }), 'id');
  });

  it('answers a public cacheable response', async () => {
    const { headers } = await callRoute(getVisaMap, { params: { id: 'DE' } });
    expect(headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /v1/countries/visa-map-list', () => {
  it('puts the passports side by side in the order asked, each destination with every passport’s rule', async () => {
    const { data } = await callOk(compareVisaMaps, { query: { countries: ['UA', 'DE', 'FR'] } });
    expect(data.passports.map((passport) => [passport.id, passport.mobility])).toEqual([
      ['UA', openIn('UA')],
      ['DE', openIn('DE')],
      ['FR', openIn('FR')],
    ]);
    const union = new Set(['UA', 'DE', 'FR'].flatMap((code) => Object.keys(raw[code]!)));
    expect(data.destinations).toHaveLength(union.size);
    const germany = data.destinations.find((destination) => destination.id === 'DE')!;
    expect(germany.rules).toEqual([asRule(raw.UA!.DE!), null, asRule(raw.FR!.DE!)]);
    const japan = data.destinations.find((destination) => destination.id === 'JP')!;
    expect(japan.rules).toEqual([asRule(raw.UA!.JP!), asRule(raw.DE!.JP!), asRule(raw.FR!.JP!)]);
    const names = data.destinations.map((destination) => destination.name);
    expect(names).toEqual(sortedByName(names, 'en'));
    expect(data.visa_statuses).toHaveLength(VISA_STATUSES.length);
    expect(Date.parse(data.updated_at)).not.toBeNaN();
  });

  it('sorts the destinations Z to A with sort=desc, in the caller language', async () => {
    const { data } = await callOk(
      compareVisaMaps,
      { query: { countries: ['DE', 'UA'], sort: 'desc' } },
      { locale: 'ru' },
    );
    const names = data.destinations.map((destination) => destination.name);
    expect(names).toEqual(sortedByName(names, 'ru', -1));
    expect(data.passports.map((passport) => passport.name)).toEqual(['Германия', 'Украина']);
  });

  it('takes one passport as a plain value and compares a passport named twice once', async () => {
    const single = await callOk(compareVisaMaps, { raw: { query: 'countries=DE' } });
    expect(single.data.passports.map((passport) => passport.id)).toEqual(['DE']);
    expect(single.data.destinations.every((destination) => destination.rules.length === 1)).toBe(true);
    const twice = await callOk(compareVisaMaps, { query: { countries: ['UA', 'DE', 'UA'] } });
    expect(twice.data.passports.map((passport) => passport.id)).toEqual(['UA', 'DE']);
  });

  it('answers 404 when one of the passports is unknown, 422 at it when it names no country', async () => {
    expect(await callRoute(compareVisaMaps, { query: { countries: ['DE', 'AQ'] } })).toMatchObject({
      status: 404,
      body: { code: 404, error_code: 'not_found' },
    });
    expectInvalid(await callRoute(compareVisaMaps, { query: { countries: ['DE', 'ZZ'] } }), 'countries.1');
  });

  it('refuses a fifth passport, a malformed code and no passport with 422', async () => {
    const fifth = await callRoute(compareVisaMaps, { query: { countries: ['DE', 'UA', 'FR', 'PL', 'IT'] } });
    expectInvalid(fifth, 'countries');
    expect(fifth.body).toMatchObject({ errors: { countries: ['Choose one to 4 passports to compare.'] } });
    expectInvalid(await callRoute(compareVisaMaps, { raw: { query: 'countries[]=DE&countries[]=ua' } }), 'countries.1');
    const none = await callRoute(compareVisaMaps, { raw: { query: '' } });
    expect(none.body).toMatchObject({ errors: { countries: ['Choose one to 4 passports to compare.'] } });
    expectInvalid(await callRoute(compareVisaMaps, { raw: { query: 'countries=DE&sort=up' } }), 'sort');
  });
});

describe('GET /v1/visa-map/countries', () => {
  it('lists the countries with passport data, sorted by name, with the groups', async () => {
    const { data } = await callOk(listVisaMapCountries, {}, { locale: 'ru' });
    const codes = data.countries.map((country) => country.id);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'UA', 'XK', 'NA', 'US']));
    expect(codes).not.toContain('AQ');
    expect(codes.length).toBeLessThanOrEqual(Object.keys(raw).length);
    expect(codes.length).toBeGreaterThan(190);
    const names = data.countries.map((country) => country.name);
    expect(names).toEqual(sortedByName(names, 'ru'));
    expect(data.countries.find((country) => country.id === 'DE')).toMatchObject({ name: 'Германия', slug: 'germany' });
    expect(data.country_groups.map((group) => group.id)).toEqual(expect.arrayContaining(['eu', 'schengen']));
  });
});
