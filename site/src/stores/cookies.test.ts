import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it.each([
    ['currency=USD', 'USD'],
    ['a=1; currency=GBP; b=2', 'GBP'],
    ['a=1;currency=CHF', 'CHF'],
    ['xcurrency=USD; currency=PLN', 'PLN'],
    ['currency=a%20b', 'a b'],
    ['currency=%E0%A4%A', '%E0%A4%A'],
    ['other=1', undefined],
    ['', undefined],
  ])('%j → %s', (cookies, value) => {
    expect(readCookie(cookies, 'currency')).toBe(value);
  });
});

describe('serializeCookie', () => {
  it('uses the product defaults: max age 100000000, path /', () => {
    expect(serializeCookie('currency', 'EUR')).toBe('currency=EUR; Max-Age=100000000; Path=/; SameSite=Lax');
  });

  it('encodes the value and honours options', () => {
    expect(serializeCookie('k', 'a b;c', { maxAge: 60, path: '/en/', sameSite: 'Strict', secure: true })).toBe(
      'k=a%20b%3Bc; Max-Age=60; Path=/en/; SameSite=Strict; Secure',
    );
  });

  it('round-trips through readCookie', () => {
    const cookie = serializeCookie('note', 'ä=ö; ü');
    expect(readCookie(cookie.split(';')[0] ?? '', 'note')).toBe('ä=ö; ü');
  });
});
