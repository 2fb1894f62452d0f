import { describe, expect, it } from 'vitest';
import { accountUrl, afterSignIn, loginUrl, safeNextPath } from './account-paths';

describe('safeNextPath: only this site’s pages', () => {
  it.each([
    ['/ru/account/profile/', '/ru/account/profile/'],
    ['/en/companies/?page=2#list', '/en/companies/?page=2#list'],
    ['/uk/', '/uk/'],
    ['/', '/'],
    ['/en/companies/../account/profile/', '/en/account/profile/'],
    ['/en/search/?q=a%20b', '/en/search/?q=a%20b'],
    ['/en/login-help/', '/en/login-help/'],
  ])('accepts %j as %j', (raw, path) => {
    expect(safeNextPath(raw)).toBe(path);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['en/account/profile/'],
    ['//evil.example/'],
    ['///evil.example/'],
    ['/\\evil.example/'],
    ['/\\/evil.example/'],
    ['/.//evil.example/'],
    ['/..//evil.example/'],
    ['/\t/evil.example/'],
    ['/\n/evil.example/'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    [' /en/'],
    ['/v1/auth/profile'],
    ['/auth/reset'],
    ['/media/avatars/x.png'],
    ['/en/login/'],
    ['/ru/login/?next=/ru/'],
    ['/uk/register/'],
    ['/en/partner-registration/'],
    ['/en/registration-success/?email=a@b.c'],
    ['/en/activate/?code=abc'],
    ['/ru/forgot-password/'],
    ['/ru/reset-password/?code=abc'],
    [`/${'a'.repeat(2048)}`],
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeUndefined();
  });
});

describe('accountUrl', () => {
  it.each([
    ['en', 'login', {}, '/en/login/'],
    ['ru', 'profile', {}, '/ru/account/profile/'],
    ['uk', 'registrationSuccess', { email: 'a+b@example.com' }, '/uk/registration-success/?email=a%2Bb%40example.com'],
    ['en', 'resetPassword', { code: undefined }, '/en/reset-password/'],
  ] as const)('%s %s %j → %s', (locale, page, query, url) => {
    expect(accountUrl(locale, page, query)).toBe(url);
  });
});

describe('loginUrl', () => {
  it('carries a safe destination', () => {
    expect(loginUrl('ru', '/ru/account/profile/')).toBe('/ru/login/?next=%2Fru%2Faccount%2Fprofile%2F');
  });

  it.each([undefined, '//evil.example/', '/en/login/'])('drops the destination %j', (next) => {
    expect(loginUrl('en', next)).toBe('/en/login/');
  });
});

describe('afterSignIn', () => {
  it('goes to the safe next page', () => {
    expect(afterSignIn('en', '/en/companies/?page=3')).toBe('/en/companies/?page=3');
  });

  it.each([null, '', 'https://evil.example/', '/en/register/'])('goes to the profile instead of %j', (next) => {
    expect(afterSignIn('uk', next)).toBe('/uk/account/profile/');
  });

  it.each([
    ['client', '/ru/account/profile/'],
    ['company', '/ru/admin/'],
    ['admin', '/ru/admin/moderation/'],
    ['content_manager', '/ru/admin/reviews/reported/'],
    ['customer_support', '/ru/admin/reviews/reported/'],
    ['partner', '/ru/account/profile/'],
  ] as const)("goes to a %s account's own home without a next page", (role, home) => {
    expect(afterSignIn('ru', null, role)).toBe(home);
    expect(afterSignIn('ru', '/ru/companies/', role)).toBe('/ru/companies/');
  });
});
