import { describe, expect, it, vi } from 'vitest';
import { listCountries } from './api/reference';
import { ApiError, createApiClient, toQueryString } from './client';

describe('toQueryString', () => {
  it('sends only keys with a value, lists as key[]', () => {
    expect(toQueryString({ country_id: ['DE'], purpose: [], page: 2, q: '', none: undefined })).toBe(
      '?country_id%5B%5D=DE&page=2',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('createApiClient', () => {
  const reply = (status: number, body: unknown) =>
    vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

  it('calls the route with its method, path, query and headers and returns the body', async () => {
    const fetch = reply(200, { data: [] });
    const call = createApiClient({
      baseUrl: 'https://api.test',
      fetch,
      headers: () => ({ 'X-Localization': 'ru', 'X-Currency': undefined }),
    });
    await expect(call(listCountries, { query: { group: 'eu' } })).resolves.toEqual({ data: [] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.test/v1/countries?group=eu');
    expect(init).toMatchObject({ method: 'GET', headers: { accept: 'application/json', 'X-Localization': 'ru' } });
  });

  it('throws an ApiError with the status and the error body', async () => {
    const fetch = reply(422, { message: 'Invalid', code: '422', errors: { group: ['bad'] } });
    const call = createApiClient({ baseUrl: '', fetch });
    const error = await call(listCountries, { query: { group: '!' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body: { message: 'Invalid', code: 422, errors: { group: ['bad'] } } });
  });
});
