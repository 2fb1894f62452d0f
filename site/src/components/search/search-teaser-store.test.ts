import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_INIT } from '@migralink/shared/api/search-endpoints';
import type { SearchInit } from '@migralink/shared/schemas/reference';
import { fakeApi } from '@/kit/fake-api';
import { isNetworkFailure } from './search-init';
import { createSearchTeaser } from './search-teaser-store';

const init: SearchInit = {
  countries: [{ id: 'DE', iso_code: 'DE', name: 'Germany', slug: 'germany', groups: [] }],
  country_groups: [],
  immigration_purposes: [{ id: 3, slug: 'work', name: 'Work' }],
  categories: [],
  currencies: [],
  time_units: [],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => api.restore());

describe('the home search store', () => {
  it('loads the filter lists in the page language and leads to the companies page with the chosen filters', async () => {
    api.answer(SEARCH_INIT, { status: 200, body: { data: init } });
    const go = vi.fn();
    const teaser = createSearchTeaser({ locale: 'uk', go });
    const loading = teaser.load();
    expect(teaser.init.$state.get()).toEqual({ status: 'loading' });
    await loading;
    expect(teaser.init.$state.get()).toEqual({ status: 'ready', data: init });
    expect(api.calls.map((call) => call.url)).toEqual(['/v1/search/init']);

    teaser.change('purpose', '3');
    teaser.change('country_destination', 'DE');
    teaser.submit();
    expect(go).toHaveBeenCalledWith('/uk/companies/?country_destination=DE&purpose=3');
  });

  it('tells a failed answer from no answer, and loads again on retry', async () => {
    api.answerOnce(SEARCH_INIT, { status: 500, body: { message: 'Down', code: 500 } });
    const teaser = createSearchTeaser({ locale: 'en', go: vi.fn() });
    await teaser.load();
    expect(teaser.init.$state.get().status).toBe('failed');
    expect(isNetworkFailure(teaser.init.$state.get())).toBe(false);

    api.answerOnce(SEARCH_INIT, () => Promise.reject(new TypeError('offline')));
    await teaser.retry();
    expect(isNetworkFailure(teaser.init.$state.get())).toBe(true);

    api.answerOnce(SEARCH_INIT, { status: 200, body: { data: init } });
    await teaser.retry();
    expect(teaser.init.$state.get()).toEqual({ status: 'ready', data: init });
    expect(api.calls).toHaveLength(3);
  });

  it('drops the lists that arrive after the island is gone', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.answer(SEARCH_INIT, () => new Promise((resolve) => (answer = resolve)));
    const teaser = createSearchTeaser({ locale: 'en', go: vi.fn() });
    const loading = teaser.load();
    teaser.dispose();
    answer({ status: 200, body: { data: init } });
    await loading;
    expect(teaser.init.$state.get()).toEqual({ status: 'loading' });
  });

  it('leads to the companies page without filters when none is chosen', () => {
    const go = vi.fn();
    const teaser = createSearchTeaser({ locale: 'ru', go });
    teaser.change('category', '');
    teaser.submit();
    expect(go).toHaveBeenCalledWith('/ru/companies/');
  });
});
