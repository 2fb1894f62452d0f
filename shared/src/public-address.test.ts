import { describe, expect, it } from 'vitest';
import { countsPageViews, publicAddress } from './public-address';

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('publicAddress', () => {
  it.each([
    ['/ru/company/acme-relocation-1f2e3d4c/', { kind: 'company', locale: 'ru', slug: 'acme-relocation-1f2e3d4c' }],
    ['/uk/company/acme-1f2e3d4c', { kind: 'company', locale: 'uk', slug: 'acme-1f2e3d4c' }],
    [`/en/service/${ID}/`, { kind: 'service', locale: 'en', id: ID }],
    [`/en/service/${ID.toUpperCase()}/`, { kind: 'service', locale: 'en', id: ID }],
    [
      '/en/companies/portugal/family-reunification/',
      { kind: 'landing', locale: 'en', path: 'portugal/family-reunification' },
    ],
    ['/ru/companies/from-ukraine/germany/', { kind: 'landing', locale: 'ru', path: 'from-ukraine/germany' }],
  ])('reads %s', (pathname, expected) => {
    expect(publicAddress(pathname)).toEqual(expected);
  });

  it.each([
    '/ru/company/acme/',
    '/ru/company/Acme-1f2e3d4c/',
    '/ru/company/acme-1f2e3d4c/offices/',
    '/de/company/acme-1f2e3d4c/',
    '/ru/service/not-an-id/',
    '/ru/companies/',
    '/ru/companies/a/b/c/d/e/',
    '/ru/companies/Portugal/',
    '/ru/somewhere/else/',
    '/',
  ])('names nothing in %s', (pathname) => {
    expect(publicAddress(pathname)).toBeUndefined();
  });

  it('reads an id from the query only on the one page for every company or service', () => {
    expect(publicAddress('/uk/company/', `?id=${ID.toUpperCase()}`)).toEqual({ kind: 'company', locale: 'uk', id: ID });
    expect(publicAddress('/en/service/', `?page=2&id=${ID}`)).toEqual({ kind: 'service', locale: 'en', id: ID });
    expect(publicAddress('/en/company/', '?id=acme')).toBeUndefined();
    expect(publicAddress('/en/company/', '')).toBeUndefined();
    expect(publicAddress('/en/companies/', `?id=${ID}`)).toBeUndefined();
    expect(publicAddress(`/en/service/${ID}/`, '?id=00000000-0000-4000-8000-000000000000')).toEqual({
      kind: 'service',
      locale: 'en',
      id: ID,
    });
  });
});

describe('countsPageViews', () => {
  it.each([
    ['/ru/company/acme-relocation-1f2e3d4c/', ''],
    ['/en/company/', `?id=${ID}`],
    [`/uk/service/${ID}/`, ''],
    ['/en/service/', `?id=${ID}`],
  ])("counts a company's or a service's page: %s%s", (pathname, search) => {
    expect(countsPageViews(publicAddress(pathname, search))).toBe(true);
  });

  it.each(['/en/', '/en/companies/', '/en/companies/portugal/', '/en/blog/a-story/', '/en/company/', '/nothing/'])(
    'counts no other page: %s',
    (pathname) => {
      expect(countsPageViews(publicAddress(pathname))).toBe(false);
    },
  );
});
