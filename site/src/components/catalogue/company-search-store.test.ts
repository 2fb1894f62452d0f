import { describe, expect, it, vi } from 'vitest';
import { SEARCH } from '@migralink/shared/api/endpoints';
import { setCurrency } from '@/stores/currency';
import { advertisedCard, companyCard as card } from './test-companies';
import { callsTo, companySearchTest, later, page, query } from './company-search-testing';
import type { FakeApi } from '@/api/fake-api';

let api: FakeApi;
const createSearch = companySearchTest((fresh) => (api = fresh));

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
});
