import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { breadcrumbJsonLd } from './breadcrumbs';
import { landingCrumbs, landingTitle, type LandingNames } from './landing';

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
