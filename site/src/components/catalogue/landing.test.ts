import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import {
  breadcrumbJsonLd,
  landingCrumbs,
  landingFilters,
  landingPagePath,
  landingTitle,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
  type LandingNames,
} from './landing';

const germany: LandingNames = {
  country: null,
  country_destination: 'Germany',
  immigration_purpose: null,
  category: null,
  parent_category: null,
};

describe('landingTitle', () => {
  it('names the country, the most precise service and the origin', () => {
    const en = t('en');
    expect(landingTitle(germany, en)).toBe('Immigration services in Germany');
    expect(landingTitle({ ...germany, immigration_purpose: 'Work' }, en)).toBe('Work services in Germany');
    expect(
      landingTitle(
        {
          ...germany,
          immigration_purpose: 'Work',
          parent_category: 'Visas',
          category: 'Work visa',
          country: 'Ukraine',
        },
        en,
      ),
    ).toBe('Work visa services in Germany for citizens of Ukraine');
    expect(landingTitle({ ...germany, country: 'Ukraine', parent_category: 'Visas' }, en)).toBe(
      'Visas services in Germany for citizens of Ukraine',
    );
  });

  it('is translated', () => {
    const title = landingTitle({ ...germany, country_destination: 'Германия', country: 'Украина' }, t('ru'));
    expect(title).toContain('Германия');
    expect(title).toContain('Украина');
    expect(title).toMatch(/услуги/);
  });
});

describe('landingFilters', () => {
  it('maps the SEO filter ids onto the companies page filters (a child category before its parent)', () => {
    expect(
      landingFilters({
        country_id: 'UA',
        country_destination_id: 'DE',
        immigration_purpose_id: 3,
        category_id: 101,
        parent_category_id: 100,
      }),
    ).toEqual({ country_destination: 'DE', purpose: '3', category: '101', from: 'UA' });
    expect(
      landingFilters({
        country_id: null,
        country_destination_id: 'RS',
        immigration_purpose_id: null,
        category_id: null,
        parent_category_id: 100,
      }),
    ).toEqual({ country_destination: 'RS', category: '100' });
  });
});

describe('breadcrumbs', () => {
  it('has one crumb per segment, linked where a landing page exists', () => {
    const crumbs = landingCrumbs(
      'from-ukraine/germany/work',
      { ...germany, country: 'Ukraine', immigration_purpose: 'Work' },
      { home: 'Home', companies: 'Companies', from: (name) => `From ${name}` },
      new Set(['from-ukraine/germany', 'from-ukraine/germany/work']),
    );
    expect(crumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Companies', path: '/companies/' },
      { name: 'From Ukraine', path: undefined },
      { name: 'Germany', path: '/companies/from-ukraine/germany/' },
      { name: 'Work', path: '/companies/from-ukraine/germany/work/' },
    ]);
    const jsonLd = breadcrumbJsonLd(crumbs, 'https://migralink.example', 'ru');
    expect(jsonLd.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Home',
      item: 'https://migralink.example/ru/',
    });
    expect(jsonLd.itemListElement[2]).not.toHaveProperty('item');
    expect(jsonLd.itemListElement[4]?.item).toBe('https://migralink.example/ru/companies/from-ukraine/germany/work/');
  });
});

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
