import { describe, expect, it, vi } from 'vitest';
import { SEARCH, SEARCH_COUNT } from '@migralink/shared/api/endpoints';
import { COUNT_DELAY_MS } from './company-search-store';
import { advertisedCard, companyCard as card } from './test-companies';
import { callsTo, companySearchTest, page, query } from './company-search-testing';
import type { FakeApi } from '@/api/fake-api';

let api: FakeApi;
const createSearch = companySearchTest((fresh) => (api = fresh));

describe('the companies search store on a landing page', () => {
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

  it('keeps the pre-built first page, counts it from the fresh answer, and loads the next page', async () => {
    api.answerOnce(SEARCH, page(['fresh'], 1, 2));
    const { search, keepQuery } = createSearch({ initial });
    expect(search.$results.get()).toMatchObject({ status: 'ready', data: { companies: [card('pre')] } });
    await search.start('');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(keepQuery).not.toHaveBeenCalled();
    expect(search.$results.get()).toMatchObject({ data: { companies: [card('pre')] } });
    expect(callsTo(api, SEARCH_COUNT.path)).toHaveLength(0);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 99 });
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

  it("applies the address's filters over the page's own, and other filters on the companies page", async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search, writeAddress } = createSearch({ initial });
    await search.start('?from=UA');
    expect(query(callsTo(api, SEARCH.path)[0]!)).toEqual(['country_id[]=UA', 'country_destination_id[]=DE', 'page=1']);
    search.change('country_destination', 'FR');
    await search.apply();
    expect(writeAddress).toHaveBeenCalledWith('/ru/companies/?country_destination=FR&from=UA');
  });
});
