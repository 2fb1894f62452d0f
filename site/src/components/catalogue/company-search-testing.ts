import { afterEach, beforeEach, vi } from 'vitest';
import { SEARCH_COUNT } from '@migralink/shared/api/endpoints';
import { fakeApi, type FakeApi, type FakeCall } from '@/api/fake-api';
import { advertisedCard, companyCard as card } from './test-companies';
import { createCompanySearch, type CompanySearchOptions, type CompanySearchStore } from './company-search-store';

/** What the tests of the companies search store share: its answers, its frame and how they make a store. */

/** A page of `GET /v1/search`. */
export const page = (
  companies: string[],
  current_page: number,
  last_page: number,
  extra: Partial<Record<'alternative' | 'advertisement', string[]>> = {},
) => ({
  status: 200,
  body: {
    data: {
      base_search: companies.map(card),
      alternative: (extra.alternative ?? []).map(card),
      advertisement: (extra.advertisement ?? []).map(advertisedCard),
      landing_path: null as string | null,
    },
    meta: { current_page, last_page, per_page: 2, total: 99 },
  },
});

/** An answer the test gives when it chooses. */
export function later() {
  let answer: (value: { status: number; body?: unknown }) => void = () => undefined;
  const promise = new Promise<{ status: number; body?: unknown }>((resolve) => (answer = resolve));
  return { promise, answer };
}

/** The query of a call, as `key=value` pairs (list keys keep their `[]`). */
export const query = (call: FakeCall) =>
  [...new URL(call.url, 'http://site').searchParams].map(([key, value]) => `${key}=${value}`);
export const callsTo = (api: FakeApi, path: string) => api.calls.filter((call) => call.url.split('?')[0] === path);

/**
 * The frame of a test file: fake timers and a fresh fake API for each test (every count answered
 * with 7), handed to `useApi`. Returns `createSearch`, which makes a store in Russian with spies for
 * where it leads; every store a test made is disposed after it, so none goes on listening to the currency.
 */
export function companySearchTest(useApi: (api: FakeApi) => void) {
  let api: FakeApi;
  const made: CompanySearchStore[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api = fakeApi();
    api.answer(SEARCH_COUNT, { status: 200, body: { data: { total: 7 } } });
    useApi(api);
  });
  afterEach(() => {
    made.splice(0).forEach((store) => store.dispose());
    api.restore();
    vi.useRealTimers();
  });

  return function createSearch(options: Partial<CompanySearchOptions> = {}) {
    const writeAddress = vi.fn();
    const openLanding = vi.fn();
    const keepQuery = vi.fn();
    // Category 10 has children: it goes as a parent category.
    const search = createCompanySearch({
      locale: 'ru',
      parents: [10],
      writeAddress,
      openLanding,
      keepQuery,
      ...options,
    });
    made.push(search);
    return { search, writeAddress, openLanding, keepQuery };
  };
}
