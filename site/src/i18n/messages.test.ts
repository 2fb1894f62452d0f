import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@migralink/shared/errors';
import { LOCALES } from '@migralink/shared/locales';
import { placeholdersOf } from './format';
import { buildCatalog, catalog, parseMessages, rawMessages } from './messages';
import { pickMessages, useTranslations } from './index';

const en = rawMessages('en');
const enKeys = Object.keys(en).sort();
const REQUIRED_NAMESPACES = [
  'common',
  'ads',
  'errors',
  'admin_sidebar',
  'language_panel',
  'home',
  'login',
  'not_found',
  'meta',
];

describe('the English file defines the key set', () => {
  it.each(REQUIRED_NAMESPACES)('has keys in the %s namespace', (namespace) => {
    expect(enKeys.filter((key) => key.startsWith(`${namespace}.`)).length).toBeGreaterThan(0);
  });

  it('has a text for every API error code', () => {
    const missing = ERROR_CODES.filter((code) => !(`errors.code.${code}` in en));
    expect(missing).toEqual([]);
  });

  it('has every admin sidebar entry', () => {
    for (const item of ['profile', 'company', 'services', 'leads', 'subscriptions', 'advertising'])
      expect(en).toHaveProperty(`admin_sidebar.${item}`);
    for (const item of ['certificates', 'reviews', 'statistics', 'sign_out'])
      expect(en).toHaveProperty(`admin_sidebar.${item}`);
  });
});

describe('Russian is complete', () => {
  it('has exactly the English keys', () => {
    expect(Object.keys(rawMessages('ru')).sort()).toEqual(enKeys);
  });

  it('translates the texts (not a copy of English)', () => {
    const ru = rawMessages('ru');
    const same = enKeys.filter((key) => ru[key] === en[key]);
    // Only the brand and the e-mail example may read the same in both.
    expect(same).toEqual(['common.brand', 'login.email_placeholder', 'meta.title_template']);
  });
});

describe('Ukrainian is partial and falls back to English', () => {
  const uk = rawMessages('uk');

  it.each(['common', 'home', 'login', 'language_panel', 'not_found', 'errors'])(
    'translates the whole %s namespace',
    (namespace) => {
      const missing = enKeys.filter((key) => key.startsWith(`${namespace}.`) && !(key in uk));
      expect(missing).toEqual([]);
    },
  );

  it('takes a missing key from English', () => {
    const built = buildCatalog({ en: { ...en }, ru: rawMessages('ru'), uk: { 'ads.label': 'Реклама' } });
    expect(built.uk['ads.label']).toBe('Реклама');
    expect(built.uk['common.brand']).toBe(en['common.brand']);
  });

  it('uses its own text where it has one', () => {
    expect(useTranslations('uk')('home.hero.title')).toBe(uk['home.hero.title']);
    expect(useTranslations('uk')('home.hero.title')).not.toBe(en['home.hero.title']);
  });

  it('ends up with every key after the fallback', () => {
    expect(Object.keys(catalog.uk).sort()).toEqual(enKeys);
  });
});

describe.each(LOCALES)('the %s texts', (locale) => {
  it('use the same placeholders as English', () => {
    const raw = rawMessages(locale);
    const mismatched = Object.keys(raw).filter(
      (key) => placeholdersOf(raw[key] ?? '').join() !== placeholdersOf(en[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('parseMessages: a bad translation file fails the build', () => {
  const complete = { ...en };

  it('accepts the English file as complete', () => {
    expect(parseMessages('en', complete, true)).toEqual(en);
  });

  it('names the key a complete locale is missing', () => {
    const { ['login.password']: _dropped, ...missing } = complete;
    expect(() => parseMessages('ru', missing, true)).toThrow(/"ru".*\n.*login\.password/);
  });

  it('lets a partial locale miss keys', () => {
    expect(parseMessages('uk', { 'common.home': 'Головна' }, false)).toEqual({ 'common.home': 'Головна' });
  });

  it.each([true, false])('rejects a key English does not have (complete: %s)', (isComplete) => {
    expect(() => parseMessages('uk', { ...complete, 'home.typo': 'x' }, isComplete)).toThrow(/home\.typo/);
  });

  it('rejects an empty or blank text', () => {
    expect(() => parseMessages('uk', { 'common.home': '  ' }, false)).toThrow(/common\.home/);
  });

  it('rejects a text that is not a string', () => {
    expect(() => parseMessages('ru', { ...complete, 'common.home': 42 }, true)).toThrow(/common\.home/);
  });

  it('is what the catalog is built with: an incomplete ru stops it', () => {
    const { ['common.home']: _dropped, ...ru } = complete;
    expect(() => buildCatalog({ en: complete, ru, uk: {} })).toThrow(/common\.home/);
  });
});

describe('useTranslations', () => {
  it('interpolates placeholders', () => {
    expect(useTranslations('ru')('common.footer.rights', { year: 2026, brand: 'Migralink' })).toBe(
      '© 2026 Migralink. Все права защищены.',
    );
  });

  it('returns each locale its own language', () => {
    expect(LOCALES.map((locale) => useTranslations(locale)('common.language_name'))).toEqual([
      'English',
      'Русский',
      'Українська',
    ]);
  });
});

describe('pickMessages', () => {
  it('returns exactly the asked keys', () => {
    expect(pickMessages('uk', ['home.search.submit', 'ads.label'])).toEqual({
      'home.search.submit': rawMessages('uk')['home.search.submit'],
      'ads.label': rawMessages('uk')['ads.label'],
    });
  });

  it('leaves no text of the root file to the English fallback in Ukrainian', () => {
    expect(enKeys.filter((key) => !(key in rawMessages('uk')))).toEqual([]);
  });
});
