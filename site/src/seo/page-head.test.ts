import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';

describe('pageHead', () => {
  const head = pageHead({
    site: 'https://www.migralink.example',
    locale: 'uk',
    path: '/companies/',
    title: 'Компанії | Migralink',
    description: 'Опис',
    siteName: 'Migralink',
  });

  it('builds the canonical and social URL from base host, locale and path', () => {
    expect(head.canonical).toBe('https://www.migralink.example/uk/companies/');
    expect(head.og.url).toBe(head.canonical);
  });

  it('lists the alternates of every locale and x-default', () => {
    expect(head.alternates.map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      'en https://www.migralink.example/en/companies/',
      'ru https://www.migralink.example/ru/companies/',
      'uk https://www.migralink.example/uk/companies/',
      'x-default https://www.migralink.example/en/companies/',
    ]);
  });

  it('gives Open Graph the locale with its territory and the others as alternates', () => {
    expect(head.og).toMatchObject({
      title: 'Компанії | Migralink',
      description: 'Опис',
      siteName: 'Migralink',
      locale: 'uk_UA',
      localeAlternates: ['en_US', 'ru_RU'],
    });
  });
});

describe('the head of a page that exists in some languages at paths of their own (an article)', () => {
  const head = pageHead({
    site: 'https://www.migralink.example',
    locale: 'uk',
    path: '/blog/vnzh-serbiya/',
    title: 'ВНЖ у Сербії | Migralink',
    description: 'Опис',
    siteName: 'Migralink',
    versions: { uk: '/blog/vnzh-serbiya/', ru: '/blog/vnzh-v-serbii/' },
    image: '/media/article-covers/a/b.png',
    type: 'article',
  });

  it('names only the languages it exists in, each at its own path, and no x-default without English', () => {
    expect(head.alternates).toEqual([
      { hreflang: 'ru', href: 'https://www.migralink.example/ru/blog/vnzh-v-serbii/' },
      { hreflang: 'uk', href: 'https://www.migralink.example/uk/blog/vnzh-serbiya/' },
    ]);
    expect(head.og.localeAlternates).toEqual(['ru_RU']);
  });

  it('gives the social card its image as an absolute URL, as an article', () => {
    expect(head.og.image).toBe('https://www.migralink.example/media/article-covers/a/b.png');
    expect(head.og.type).toBe('article');
  });
});
