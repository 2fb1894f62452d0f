import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@migralink/shared/locales';
import { preferredLocale } from './preferred-locale';

describe('preferredLocale: where `/` sends a visitor', () => {
  it.each([
    [['uk-UA', 'ru', 'en'], 'uk'],
    [['ru-RU'], 'ru'],
    [['RU'], 'ru'],
    [['de-DE', 'ru'], 'ru'],
    [['de-DE', 'fr'], 'en'],
    [['en-GB', 'ru'], 'en'],
    [['uk_UA'], 'uk'],
    [[' ru '], 'ru'],
    [[], 'en'],
    [['be-BY'], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(preferredLocale(languages, LOCALES, DEFAULT_LOCALE)).toBe(expected);
  });

  it('matches whole primary subtags only', () => {
    expect(preferredLocale(['ukr', 'rus'], LOCALES, DEFAULT_LOCALE)).toBe('en');
  });
});
