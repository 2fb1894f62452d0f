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
