import { describe, expect, it, vi } from 'vitest';
import { SEARCH, SEARCH_COUNT } from '@migralink/shared/api/endpoints';
import { COUNT_DEADLINE_MS, COUNT_DELAY_MS } from './company-search-store';
import { callsTo, companySearchTest, later, page, query } from './company-search-testing';
import type { FakeApi } from '@/api/fake-api';

let api: FakeApi;
const createSearch = companySearchTest((fresh) => (api = fresh));

describe('the companies search store', () => {
  it("counts the filters it opens with from their first page's answer, without a call of its own", async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search } = createSearch();
    await search.start('?country_destination=DE');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(callsTo(api, SEARCH_COUNT.path)).toHaveLength(0);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 99 });
  });

  it('keeps the count of filters chosen before the first page answers', async () => {
    const slow = later();
    api.answerOnce(SEARCH, () => slow.promise);
    api.answer(SEARCH_COUNT, { status: 200, body: { data: { total: 2 } } });
    const { search } = createSearch();
    const started = search.start('');
    search.change('country_destination', 'DE');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 2 });
    slow.answer(page(['a'], 1, 1));
    await started;
    expect(search.$count.get()).toEqual({ status: 'ready', data: 2 });
  });

  it('counts the chosen filters 300 ms after the last change, before anything is applied', async () => {
    api.answer(SEARCH, page(['a'], 1, 1));
    const { search } = createSearch();
    await search.start('');
    api.answer(SEARCH_COUNT, { status: 200, body: { data: { total: 2 } } });
    search.change('country_destination', 'DE');
    expect(search.$count.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS - 50);
    search.change('purpose', '3');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS - 50);
    expect(callsTo(api, SEARCH_COUNT.path)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    const counts = callsTo(api, SEARCH_COUNT.path);
    expect(counts).toHaveLength(1);
    expect(query(counts[0]!)).toEqual(['country_destination_id[]=DE', 'immigration_purpose_id[]=3']);
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
    search.change('purpose', '3');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    api.answerOnce(SEARCH_COUNT, { status: 200, body: { data: { total: 1 } } });
    search.change('purpose', '4');
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
    search.change('purpose', '2');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(search.$count.get()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(COUNT_DEADLINE_MS);
    expect(search.$count.get()).toMatchObject({ status: 'failed' });

    search.change('purpose', '3');
    await vi.advanceTimersByTimeAsync(COUNT_DELAY_MS);
    expect(search.$count.get()).toEqual({ status: 'ready', data: 7 });
  });
});
