import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  alternateLinks,
  canonicalUrl,
  localeOfPath,
  localizedPath,
  normalizePath,
  stripLocale,
} from './localized-url';

const SITE = 'https://www.migralink.example';

describe('localeOfPath', () => {
  it.each([
    ['/en/', 'en'],
    ['/ru/companies/', 'ru'],
    ['/uk/companies/?page=2', 'uk'],
    ['/uk', 'uk'],
    ['/', undefined],
    ['/companies/', undefined],
    ['/EN/', undefined],
    ['/english/', undefined],
    ['/404.html', undefined],
    ['/?lang=ru', undefined],
  ])('%s → %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe('stripLocale', () => {
  it.each([
    ['/en/', '/'],
    ['/en', '/'],
    ['/ru/companies/', '/companies/'],
    ['/ru/companies', '/companies/'],
    ['/uk/companies/visa/?page=2#top', '/companies/visa/'],
    ['/companies/', '/companies/'],
    ['/english/', '/english/'],
    ['/', '/'],
  ])('%s → %s', (path, expected) => {
    expect(stripLocale(path)).toBe(expected);
  });
});

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['en', '/en/'],
    ['//en//companies', '/en/companies/'],
    ['/404.html', '/404.html'],
    ['/en/sitemap.xml/', '/en/sitemap.xml'],
  ])('%j → %s', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('localizedPath: the same page in another locale', () => {
  // [from, en, ru, uk]
  const matrix: [string, string, string, string][] = [
    ['/', '/en/', '/ru/', '/uk/'],
    ['/en/', '/en/', '/ru/', '/uk/'],
    ['/ru/', '/en/', '/ru/', '/uk/'],
    ['/uk/companies/', '/en/companies/', '/ru/companies/', '/uk/companies/'],
    ['/companies', '/en/companies/', '/ru/companies/', '/uk/companies/'],
    ['/ru/companies/?page=2', '/en/companies/?page=2', '/ru/companies/?page=2', '/uk/companies/?page=2'],
    ['/en/faq/#costs', '/en/faq/#costs', '/ru/faq/#costs', '/uk/faq/#costs'],
    ['/english/', '/en/english/', '/ru/english/', '/uk/english/'],
  ];
  it.each(matrix)('%s', (from, en, ru, uk) => {
    expect([localizedPath(from, 'en'), localizedPath(from, 'ru'), localizedPath(from, 'uk')]).toEqual([en, ru, uk]);
  });
});

describe('absoluteUrl', () => {
  it('puts the base host in front of the normalized path', () => {
    expect(absoluteUrl(SITE, '/ru/companies')).toBe(`${SITE}/ru/companies/`);
  });

  it('keeps only the origin of the base, with its port', () => {
    expect(absoluteUrl('http://localhost:4321/', '/en/')).toBe('http://localhost:4321/en/');
    expect(absoluteUrl(new URL('https://x.example/some/base/'), '/en/')).toBe('https://x.example/en/');
  });

  it('rejects a base that is not a URL', () => {
    expect(() => absoluteUrl('not a url', '/en/')).toThrow();
  });
});

describe('canonicalUrl: base host + locale + path', () => {
  it.each([
    ['en', '/', `${SITE}/en/`],
    ['ru', '/', `${SITE}/ru/`],
    ['uk', '/companies/', `${SITE}/uk/companies/`],
    ['ru', '/en/companies/', `${SITE}/ru/companies/`],
    ['en', '/ru/companies/?page=2&utm_source=x#top', `${SITE}/en/companies/`],
  ] as const)('%s %s → %s', (locale, path, expected) => {
    expect(canonicalUrl(SITE, locale, path)).toBe(expected);
  });
});

describe('alternateLinks', () => {
  it('lists every locale and x-default, which is the English page', () => {
    expect(alternateLinks(SITE, '/ru/companies/')).toEqual([
      { hreflang: 'en', href: `${SITE}/en/companies/` },
      { hreflang: 'ru', href: `${SITE}/ru/companies/` },
      { hreflang: 'uk', href: `${SITE}/uk/companies/` },
      { hreflang: 'x-default', href: `${SITE}/en/companies/` },
    ]);
  });

  it('gives the same set from any locale of the page', () => {
    expect(alternateLinks(SITE, '/uk/')).toEqual(alternateLinks(SITE, '/en/'));
    expect(alternateLinks(SITE, '/')).toEqual(alternateLinks(SITE, '/ru/'));
  });
});
