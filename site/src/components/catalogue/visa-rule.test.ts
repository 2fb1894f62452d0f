import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH, SEARCH_COUNT, VISA_MAP } from '@migralink/shared/api/endpoints';
import type { VisaMap } from '@migralink/shared/schemas/visa-map';
import { useFakeApi } from '@/api/fake-api';
import { createCompanySearch, type CompanySearchOptions, type CompanySearchStore } from './company-search-store';
import { visaRuleOf } from './visa-rule';

/** One passport's map (`GET /v1/countries/{id}/visa-map`), in Russian. */
const map = (id: string, name: string, destinations: VisaMap['visa_map']): VisaMap => ({
  passport: { id, name, slug: id.toLowerCase(), mobility: 100 },
  visa_map: destinations,
  visa_statuses: [
    { id: 'visa_free', name: 'Без визы' },
    { id: 'e_visa', name: 'Электронная виза' },
    { id: 'visa_required', name: 'Нужна виза' },
  ],
  updated_at: '2026-11-20T00:00:00.000Z',
});
const destination = (
  id: string,
  name: string,
  status: 'visa_free' | 'e_visa' | 'visa_required',
  days: number | null,
) => ({
  id,
  name,
  slug: id.toLowerCase(),
  status,
  days,
  companies_count: 3,
});
const MAPS: Record<string, VisaMap> = {
  UA: map('UA', 'Украина', [
    destination('RS', 'Сербия', 'visa_free', 90),
    destination('CA', 'Канада', 'visa_required', null),
  ]),
  DE: map('DE', 'Германия', [destination('RS', 'Сербия', 'visa_free', 90), destination('IN', 'Индия', 'e_visa', 30)]),
};

const mapCalls = () =>
  api.calls.filter((call) => /\/v1\/countries\/\w+\/visa-map/.test(call.url)).map((call) => call.url);

const api = useFakeApi();
const made: CompanySearchStore[] = [];
beforeEach(() => {
  api.answer(SEARCH_COUNT, { status: 200, body: { data: { total: 0 } } });
  api.answer(SEARCH, {
    status: 200,
    body: {
      data: { base_search: [], alternative: [], advertisement: [], landing_path: null },
      meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 },
    },
  });
  api.answer(VISA_MAP, (call) => {
    const id = /countries\/(\w+)\//.exec(call.url)?.[1] ?? '';
    const known = MAPS[id];
    return known ? { status: 200, body: { data: known } } : { status: 404, body: { message: 'Unknown', code: 404 } };
  });
});
afterEach(() => {
  made.splice(0).forEach((store) => store.dispose());
});

function createSearch(options: Partial<CompanySearchOptions> = {}) {
  const search = createCompanySearch({
    locale: 'ru',
    parents: [],
    writeAddress: vi.fn(),
    openLanding: vi.fn(),
    keepQuery: vi.fn(),
    countDelayMs: 0,
    ...options,
  });
  made.push(search);
  return search;
}
/** Lets the rule's code load (with the first destination) and its calls, made beside the search's, finish. */
async function settled(): Promise<void> {
  await import('./visa-rule');
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the visa rule of the companies search', () => {
  it("shows the source country's rule in the destination, with its days, in the API's words", async () => {
    const search = createSearch();
    await search.start('?country_destination=RS&from=UA');
    await settled();
    expect(search.$visaRule.get()).toEqual({
      passport: { id: 'UA', name: 'Украина' },
      destination: 'Сербия',
      status: 'visa_free',
      statusName: 'Без визы',
      days: 90,
      mapUrl: '/ru/visa-free-map/?passport=UA',
    });
    expect(mapCalls()).toEqual(['/v1/countries/UA/visa-map']);
  });

  it('asks nothing without both countries, or for the same country, and shows nothing', async () => {
    const visitorCountry = vi.fn(async () => undefined);
    for (const address of ['?from=UA', '?country_destination=RS', '?country_destination=UA&from=UA', '']) {
      const search = createSearch({ visitorCountry });
      await search.start(address);
      await settled();
      expect(search.$visaRule.get()).toBeUndefined();
    }
    expect(mapCalls()).toEqual([]);
  });

  it("takes the visitor's country when no source country is chosen", async () => {
    const search = createSearch({ visitorCountry: async () => 'DE' });
    await search.start('?country_destination=IN');
    await settled();
    expect(search.$visaRule.get()).toMatchObject({ passport: { id: 'DE' }, statusName: 'Электронная виза', days: 30 });
  });

  it('hides the rule when the data has none for the pair, or the map cannot load', async () => {
    const search = createSearch();
    await search.start('?country_destination=RS&from=UA');
    await settled();
    expect(search.$visaRule.get()).toBeDefined();
    search.change('country_destination', 'FR');
    await search.apply();
    await settled();
    expect(search.$visaRule.get()).toBeUndefined();
    search.change('from', 'ZZ');
    await search.apply();
    await settled();
    expect(search.$visaRule.get()).toBeUndefined();
  });

  it('starts on a landing page with the rule its build read, in the HTML before the island runs', () => {
    const visaRule = visaRuleOf(MAPS.UA, 'RS', 'ru');
    expect(visaRuleOf(MAPS.UA, 'UA', 'ru')).toBeUndefined();
    expect(visaRuleOf(undefined, 'RS', 'ru')).toBeUndefined();
    const results = { companies: [], alternative: [], advertisement: [], page: 1, more: false, landingPath: null };
    const search = createSearch({ initial: { filters: { country_destination: 'RS', from: 'UA' }, results, visaRule } });
    expect(search.$visaRule.get()).toMatchObject({ passport: { name: 'Украина' }, destination: 'Сербия' });
  });

  it('follows the applied filters, asking each passport once', async () => {
    const search = createSearch();
    await search.start('?country_destination=RS&from=UA');
    await settled();
    search.change('country_destination', 'CA');
    await search.apply();
    await settled();
    expect(search.$visaRule.get()).toMatchObject({ destination: 'Канада', statusName: 'Нужна виза', days: null });
    search.change('from', 'DE');
    search.change('country_destination', 'RS');
    await search.apply();
    await settled();
    search.change('from', 'UA');
    await search.apply();
    await settled();
    expect(search.$visaRule.get()).toMatchObject({ passport: { id: 'UA' }, destination: 'Сербия' });
    expect(mapCalls()).toEqual(['/v1/countries/UA/visa-map', '/v1/countries/DE/visa-map']);
  });
});
