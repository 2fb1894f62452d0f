import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH, SEARCH_COUNT } from '@migralink/shared/api/endpoints';
import { fakeApi, type FakeCall } from '@/api/fake-api';
import { setCurrency } from '@/stores/currency';
import { advertisedCard, companyCard } from './test-companies';
import {
  COUNT_DEADLINE_MS,
  COUNT_DELAY_MS,
  createCompanySearch,
  type CompanySearchOptions,
  type CompanySearchStore,
} from './company-search-store';

const card = companyCard;

/** A page of `GET /v1/search`. */
const page = (
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
function later() {
  let answer: (value: { status: number; body?: unknown }) => void = () => undefined;
  const promise = new Promise<{ status: number; body?: unknown }>((resolve) => (answer = resolve));
  return { promise, answer };
}

/** The query of a call, as `key=value` pairs (list keys keep their `[]`). */
const query = (call: FakeCall) =>
  [...new URL(call.url, 'http://site').searchParams].map(([key, value]) => `${key}=${value}`);
const callsTo = (api: ReturnType<typeof fakeApi>, path: string) =>
  api.calls.filter((call) => call.url.split('?')[0] === path);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api = fakeApi();
  api.answer(SEARCH_COUNT, { status: 200, body: { data: { total: 7 } } });
});
/** Every store a test made: disposed after it, so none goes on listening to the currency. */
const made: CompanySearchStore[] = [];
afterEach(() => {
  made.splice(0).forEach((store) => store.dispose());
  api.restore();
  vi.useRealTimers();
});

function createSearch(options: Partial<CompanySearchOptions> = {}) {
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
}

describe('the companies search store', () => {
  it('shows nothing before it starts, then applies the address filters and shows their first page', async () => {
    api.answer(SEARCH, page(['a', 'b'], 1, 2, { alternative: ['z'], advertisement: ['ad'] }));
    const { search, keepQuery } = createSearch();
    expect(search.$results.get()).toEqual({ status: 'idle' });
    expect(search.$count.get()).toEqual({ status: 'idle' });

    await search.start('?country_destination=DE&category=10&page=4');
    expect(search.$draft.get()).toEqual({ country_destination: 'DE', category: '10' });
    expect(keepQuery).toHaveBeenCalledWith('country_destination=DE&category=10');
    expect(query(callsTo(api, SEARCH.path)[0]!)).toEqual([
      'country_destination_id[]=DE',
      'parent_category_id[]=10',
      'page=1',
    ]);
    expect(search.$results.get()).toEqual({
      status: 'ready',
      data: {
        companies: [card('a'), card('b')],
        alternative: [card('z')],
        advertisement: [advertisedCard('ad')],
        page: 1,
        more: true,
        landingPath: null,
      },
    });
  });

  it('searches again in the currency the visitor chooses, until it is disposed', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search } = createSearch();
    await search.start('?country_destination=DE');
    setCurrency('USD');
    await vi.waitFor(() => expect(callsTo(api, SEARCH.path)).toHaveLength(2));
    expect(callsTo(api, SEARCH.path)[1]!.headers['X-Currency']).toBe('USD');
    search.dispose();
    setCurrency('EUR');
    expect(callsTo(api, SEARCH.path)).toHaveLength(2);
  });

  it('counts the chosen filters 300 ms after the last change, before anything is applied', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search } = createSearch();
    await search.start('');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(callsTo(api, SEARCH_COUNT.path)).toHaveLength(1);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 7 });

    api.answer(SEARCH_COUNT, { status: 200, body: { data: { total: 2 } } });
    search.change('country_destination', 'DE');
    expect(search.$count.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS - 50);
    search.change('purpose', '3');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS - 50);
    expect(callsTo(api, SEARCH_COUNT.path)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    const counts = callsTo(api, SEARCH_COUNT.path);
    expect(counts).toHaveLength(2);
    expect(query(counts[1]!)).toEqual(['country_destination_id[]=DE', 'immigration_purpose_id[]=3']);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 2 });
    // Counting is no search: the results and the address stay.
    expect(callsTo(api, SEARCH.path)).toHaveLength(1);
  });

  it('drops a count answer that arrives after a later one', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search } = createSearch();
    await search.start('');
    const slow = later();
    api.answerOnce(SEARCH_COUNT, () => slow.promise);
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    api.answerOnce(SEARCH_COUNT, { status: 200, body: { data: { total: 1 } } });
    search.change('purpose', '3');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 1 });
    slow.answer({ status: 200, body: { data: { total: 50 } } });
    await vi.waitFor(() => expect(callsTo(api, SEARCH_COUNT.path)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 1 });
  });

  it('ends a count that gets no answer as failed, and asks again on the next change', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search } = createSearch();
    const never = later();
    api.answerOnce(SEARCH_COUNT, () => never.promise);
    await search.start('');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(search.$count.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(COUNT_DEADLINE_MS);
    expect(search.$count.get()).toMatchObject({ status: 'failed' });

    search.change('purpose', '3');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 7 });
  });

  it('leads to the landing page of the applied filters when one stands for them', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search, writeAddress, openLanding } = createSearch();
    await search.start('');
    search.change('country_destination', 'DE');
    search.change('purpose', '3');
    const found = page(['b'], 1, 1);
    api.answer(SEARCH, {
      ...found,
      body: { ...found.body, data: { ...found.body.data, landing_path: 'germany/work' } },
    });
    await search.apply();
    expect(openLanding).toHaveBeenCalledWith('/ru/companies/germany/work/');
    expect(writeAddress).not.toHaveBeenCalled();
  });

  it('applies the chosen filters: into the address, then their first page', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search, writeAddress, keepQuery } = createSearch();
    await search.start('');
    search.change('purpose', '3');
    search.change('country_destination', ' ');
    api.answer(SEARCH, page(['b'], 1, 1));
    await search.apply();
    expect(writeAddress).toHaveBeenCalledWith('/ru/companies/?purpose=3');
    expect(keepQuery).toHaveBeenLastCalledWith('purpose=3');
    expect(query(callsTo(api, SEARCH.path)[1]!)).toEqual(['immigration_purpose_id[]=3', 'page=1']);
    expect(search.$results.get()).toMatchObject({ status: 'ready', data: { companies: [card('b')] } });
  });

  it('loads more pages without showing a company twice, until the last', async () => {
    api.answer(SEARCH, page(['a', 'b'], 1, 3));
    const { search } = createSearch();
    await search.start('?purpose=3');
    api.answerOnce(SEARCH, page(['b', 'c'], 2, 3));
    await search.loadMore();
    api.answerOnce(SEARCH, page(['d'], 3, 3));
    await search.loadMore();
    expect(query(callsTo(api, SEARCH.path)[2]!)).toEqual(['immigration_purpose_id[]=3', 'page=3']);
    expect(search.$results.get()).toMatchObject({
      status: 'ready',
      data: { companies: ['a', 'b', 'c', 'd'].map(card), page: 3, more: false },
    });
    await search.loadMore();
    expect(callsTo(api, SEARCH.path)).toHaveLength(3);
  });

  it('drops a next page that arrives after other filters were applied', async () => {
    api.answer(SEARCH, page(['a'], 1, 2));
    const { search } = createSearch();
    await search.start('');
    const slow = later();
    api.answerOnce(SEARCH, () => slow.promise);
    const more = search.loadMore();
    expect(search.$more.get()).toBe('loading');
    api.answer(SEARCH, page(['x'], 1, 1));
    await search.apply();
    slow.answer(page(['b'], 2, 2));
    await more;
    expect(search.$results.get()).toMatchObject({ status: 'ready', data: { companies: [card('x')], more: false } });
    expect(search.$more.get()).toBe('idle');
  });

  it('keeps the results shown when the next page fails, and loads it on the next try', async () => {
    api.answer(SEARCH, page(['a'], 1, 2));
    const { search } = createSearch();
    await search.start('');
    api.answerOnce(SEARCH, { status: 500, body: { message: 'Down', code: 500 } });
    await search.loadMore();
    expect(search.$more.get()).toBe('failed');
    expect(search.$results.get()).toMatchObject({ status: 'ready', data: { companies: [card('a')] } });
    api.answerOnce(SEARCH, page(['b'], 2, 2));
    await search.loadMore();
    expect(search.$more.get()).toBe('idle');
    expect(search.$results.get()).toMatchObject({ data: { companies: [card('a'), card('b')] } });
  });

  it('fails the results with the error, and searches the same filters again on retry', async () => {
    api.answerOnce(SEARCH, { status: 500, body: { message: 'Down', code: 500 } });
    const { search } = createSearch();
    await search.start('?purpose=3');
    expect(search.$results.get()).toMatchObject({ status: 'failed' });
    api.answer(SEARCH, page(['a'], 1, 1));
    await search.retry();
    expect(query(callsTo(api, SEARCH.path)[1]!)).toEqual(['immigration_purpose_id[]=3', 'page=1']);
    expect(search.$results.get()).toMatchObject({ status: 'ready', data: { companies: [card('a')] } });
  });

  it('sends a child category as a category', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search } = createSearch();
    await search.start('?category=11');
    expect(query(callsTo(api, SEARCH.path)[0]!)).toEqual(['category_id[]=11', 'page=1']);
  });

  describe('on a landing page', () => {
    const initial = {
      filters: { country_destination: 'DE' },
      results: {
        companies: [card('pre')],
        alternative: [],
        advertisement: [],
        page: 1,
        more: true,
        landingPath: 'germany',
      },
    };

    it('keeps the pre-built first page, counts, and loads the next page', async () => {
      api.answerOnce(SEARCH, page(['fresh'], 1, 2));
      const { search, keepQuery } = createSearch({ initial });
      expect(search.$results.get()).toMatchObject({ status: 'ready', data: { companies: [card('pre')] } });
      await search.start('');
      await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
      expect(keepQuery).not.toHaveBeenCalled();
      expect(search.$results.get()).toMatchObject({ data: { companies: [card('pre')] } });
      expect(query(callsTo(api, SEARCH_COUNT.path)[0]!)).toEqual(['country_destination_id[]=DE']);
      api.answer(SEARCH, page(['next'], 2, 2));
      await search.loadMore();
      expect(query(callsTo(api, SEARCH.path)[1]!)).toEqual(['country_destination_id[]=DE', 'page=2']);
      expect(search.$results.get()).toMatchObject({ data: { companies: [card('pre'), card('next')] } });
    });

    it('shows the advertisements running now instead of the build-time ones, and keeps those when asking fails', async () => {
      const built = { ...initial, results: { ...initial.results, advertisement: [advertisedCard('old')] } };
      api.answerOnce(SEARCH, page(['fresh'], 1, 2, { advertisement: ['now'] }));
      const { search } = createSearch({ initial: built });
      await search.start('');
      expect(query(callsTo(api, SEARCH.path)[0]!)).toEqual(['country_destination_id[]=DE', 'page=1']);
      expect(search.$results.get()).toMatchObject({
        status: 'ready',
        data: { companies: [card('pre')], advertisement: [advertisedCard('now')], page: 1 },
      });

      api.answerOnce(SEARCH, { status: 500, body: { message: 'Down', code: 500 } });
      const again = createSearch({ initial: built }).search;
      await again.start('');
      expect(again.$results.get()).toMatchObject({
        status: 'ready',
        data: { advertisement: [advertisedCard('old')] },
      });
    });

    it("lets the address's other filters win, and applies other filters on the companies page", async () => {
      api.answer(SEARCH, page(['a'], 1, 1));
      const { search, writeAddress } = createSearch({ initial });
      await search.start('?purpose=3');
      expect(query(callsTo(api, SEARCH.path)[0]!)).toEqual(['immigration_purpose_id[]=3', 'page=1']);
      search.change('country_destination', 'DE');
      await search.apply();
      expect(writeAddress).toHaveBeenCalledWith('/ru/companies/?country_destination=DE&purpose=3');
    });
  });
});
