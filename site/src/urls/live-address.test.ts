import { describe, expect, it } from 'vitest';
import { liveAddress } from './live-address';

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('liveAddress', () => {
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
    expect(liveAddress(pathname)).toEqual(expected);
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
  ])('finds no live page in %s', (pathname) => {
    expect(liveAddress(pathname)).toBeUndefined();
  });
});
