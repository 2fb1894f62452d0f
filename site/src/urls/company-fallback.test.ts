import { describe, expect, it } from 'vitest';
import { companyFallbackUrl } from './company-fallback';

describe('companyFallbackUrl', () => {
  it.each([
    ['/ru/company/new-firm/', '?id=c1', '/ru/company/?id=c1'],
    ['/en/company/new-firm', '?utm_source=x&id=a%20b', '/en/company/?id=a%20b'],
    ['/ru/company/new-firm/', '', undefined],
    ['/de/company/new-firm/', '?id=c1', undefined],
    ['/ru/companies/new-firm/', '?id=c1', undefined],
    ['/ru/company/a/b/', '?id=c1', undefined],
    ['/ru/company/', '?id=c1', undefined],
  ])('sends %s%s to %s', (pathname, search, expected) => {
    expect(companyFallbackUrl(pathname, search)).toBe(expected);
  });
});
