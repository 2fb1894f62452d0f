import { describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '@/stores/cookies';
import { createCountryStore } from './country';

function jar(initial: string): CookieJar & { written: string[] } {
  const written: string[] = [];
  let cookies = initial;
  return {
    written,
    read: () => cookies,
    write(cookie) {
      written.push(cookie);
      cookies = [cookies, cookie.split(';')[0]].filter(Boolean).join('; ');
    },
  };
}

describe('the country store', () => {
  it('uses the country cookie and asks nobody', async () => {
    const fetchCountry = vi.fn();
    const store = createCountryStore({ jar: jar('a=1; country=UA'), fetchCountry });
    expect(store.$country.get()).toBe('UA');
    await expect(store.detectCountry()).resolves.toBe('UA');
    expect(fetchCountry).not.toHaveBeenCalled();
  });

  it('asks GET /v1/ip once and remembers the answer in the cookie and the store', async () => {
    const cookies = jar('');
    const fetchCountry = vi.fn(async () => 'DE');
    const store = createCountryStore({ jar: cookies, fetchCountry });
    expect(store.$country.get()).toBeUndefined();
    await expect(store.detectCountry()).resolves.toBe('DE');
    await expect(store.detectCountry()).resolves.toBe('DE');
    expect(store.$country.get()).toBe('DE');
    expect(cookies.written).toEqual(['country=DE; Max-Age=100000000; Path=/; SameSite=Lax']);
    expect(fetchCountry).toHaveBeenCalledTimes(1);
    // The next page load: the cookie is there.
    const next = createCountryStore({ jar: cookies, fetchCountry });
    expect(next.$country.get()).toBe('DE');
    await next.detectCountry();
    expect(fetchCountry).toHaveBeenCalledTimes(1);
  });

  it('shares one request between callers at the same time', async () => {
    let answer: (code: string) => void = () => {};
    const fetchCountry = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const store = createCountryStore({ jar: jar(''), fetchCountry });
    const calls = [store.detectCountry(), store.detectCountry(), store.detectCountry()];
    answer('PL');
    await expect(Promise.all(calls)).resolves.toEqual(['PL', 'PL', 'PL']);
    expect(fetchCountry).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a failed call', () => Promise.reject(new Error('offline'))],
    [
      'a call that throws at once',
      () => {
        throw new Error('no fetch');
      },
    ],
    ['an answer without a country code', () => Promise.resolve('xx')],
    ['an empty answer', () => Promise.resolve(undefined)],
  ])('leaves the country unset after %s, logs it and may try again', async (_, fetchCountry) => {
    const cookies = jar('');
    const log = vi.fn();
    const spy = vi.fn(fetchCountry);
    const store = createCountryStore({ jar: cookies, fetchCountry: spy, log });
    await expect(store.detectCountry()).resolves.toBeUndefined();
    expect(store.$country.get()).toBeUndefined();
    expect(cookies.written).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    await store.detectCountry();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('ignores a damaged cookie', async () => {
    const store = createCountryStore({ jar: jar('country=ukraine'), fetchCountry: async () => 'UA' });
    expect(store.$country.get()).toBeUndefined();
    await expect(store.detectCountry()).resolves.toBe('UA');
  });

  it('works without cookies (the build)', async () => {
    const store = createCountryStore({ jar: undefined, fetchCountry: async () => 'FR' });
    await expect(store.detectCountry()).resolves.toBe('FR');
  });
});
