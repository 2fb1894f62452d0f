import { describe, expect, it } from 'vitest';
import { landingPagePath } from '@/urls/catalogue-paths';
import { robotsTxt, sitemapEntries, sitemapXml, versionEntry } from './sitemap';

describe('sitemap', () => {
  it('lists every page in every locale with its alternates', () => {
    const entries = sitemapEntries('https://migralink.example', ['/', landingPagePath('germany/work')]);
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://migralink.example/en/',
      'https://migralink.example/ru/',
      'https://migralink.example/uk/',
      'https://migralink.example/en/companies/germany/work/',
      'https://migralink.example/ru/companies/germany/work/',
      'https://migralink.example/uk/companies/germany/work/',
    ]);
    expect(entries[4]?.alternates.map((alternate) => alternate.hreflang)).toEqual(['en', 'ru', 'uk', 'x-default']);
    const xml = sitemapXml(entries);
    expect(xml).toContain('<loc>https://migralink.example/uk/companies/germany/work/</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ru" href="https://migralink.example/ru/companies/germany/work/"/>',
    );
    expect(sitemapXml(sitemapEntries('https://a.example', ['/company/a&b/']))).toContain('/en/company/a&amp;b/');
  });

  it('robots.txt names the sitemap and keeps the account and API paths out', () => {
    const robots = robotsTxt('https://migralink.example/');
    expect(robots).toContain('Sitemap: https://migralink.example/sitemap.xml');
    expect(robots).toContain('Disallow: /v1/');
    expect(robots).toContain('Disallow: /ru/account/');
    expect(robots).not.toContain('Disallow: /media/');
  });
});

describe('the sitemap entry of an article', () => {
  it('is in its own language and names only the versions there are, each at its own path', () => {
    const entry = versionEntry('https://www.migralink.example', 'ru', { uk: '/blog/a/', ru: '/blog/b/' });
    expect(entry).toEqual({
      loc: 'https://www.migralink.example/ru/blog/b/',
      alternates: [
        { hreflang: 'ru', href: 'https://www.migralink.example/ru/blog/b/' },
        { hreflang: 'uk', href: 'https://www.migralink.example/uk/blog/a/' },
      ],
    });
  });
});
