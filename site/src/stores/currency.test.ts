import { describe, expect, it } from 'vitest';
import type { CookieJar } from './cookies';
import { createCurrencyStore } from './currency';

function jar(initial: string): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { written, read: () => initial, write: (cookie) => written.push(cookie) };
}

describe('the currency store', () => {
  it('starts from the currency cookie', () => {
    expect(createCurrencyStore(jar('a=1; currency=USD')).$currency.get()).toBe('USD');
  });

  it.each(['', 'currency=XYZ', 'currency=usd'])('starts from EUR when the cookie is %j', (cookies) => {
    expect(createCurrencyStore(jar(cookies)).$currency.get()).toBe('EUR');
  });

  it('remembers a choice in the cookie for 100000000 seconds on the whole site', () => {
    const cookies = jar('');
    const { $currency, setCurrency } = createCurrencyStore(cookies);
    setCurrency('UAH');
    expect($currency.get()).toBe('UAH');
    expect(cookies.written).toEqual(['currency=UAH; Max-Age=100000000; Path=/; SameSite=Lax']);
  });

  it('ignores an unknown currency', () => {
    const cookies = jar('currency=GBP');
    const { $currency, setCurrency } = createCurrencyStore(cookies);
    setCurrency('BTC');
    expect($currency.get()).toBe('GBP');
    expect(cookies.written).toEqual([]);
  });

  it('works without cookies (the build)', () => {
    const { $currency, setCurrency } = createCurrencyStore(undefined);
    setCurrency('CAD');
    expect($currency.get()).toBe('CAD');
  });
});
