import { describe, expect, it } from 'vitest';
import { LOCALES, pickText, textLocale, type Locale, type LocalizedText } from './locales';

describe('the language an entity is shown in', () => {
  const written: Record<string, LocalizedText> = {
    everywhere: { en: 'Relocation', ru: 'Переезд', uk: 'Переїзд' },
    'English alone': { en: 'Relocation' },
    'Russian alone': { en: '', ru: 'Переезд' },
    'Ukrainian alone': { en: '  ', uk: 'Переїзд' },
    'Russian and Ukrainian': { en: '', ru: 'Переезд', uk: 'Переїзд' },
  };

  it.each(Object.entries(written))('never shows an empty text written %s, in any language', (_, text) => {
    for (const locale of LOCALES) expect(pickText(text, locale).trim()).not.toBe('');
  });

  it.each([
    ['en', 'everywhere', 'Relocation'],
    ['ru', 'everywhere', 'Переезд'],
    ['uk', 'English alone', 'Relocation'],
    ['en', 'Russian alone', 'Переезд'],
    ['uk', 'Russian alone', 'Переезд'],
    ['ru', 'Ukrainian alone', 'Переїзд'],
    ['en', 'Russian and Ukrainian', 'Переезд'],
    ['uk', 'Russian and Ukrainian', 'Переїзд'],
  ] as const)('on a page in %s shows a text written %s as %j', (locale, key, shown) => {
    expect(pickText(written[key]!, locale)).toBe(shown);
  });

  it('is empty only for a text written in no language', () => {
    expect(pickText({ en: '' }, 'ru')).toBe('');
  });

  it.each([
    [['en', 'ru', 'uk'], 'uk', 'uk'],
    [['en', 'ru'], 'uk', 'en'],
    [['ru'], 'en', 'ru'],
    [['ru'], 'uk', 'ru'],
    [['uk'], 'ru', 'uk'],
    [['ru', 'uk'], 'en', 'ru'],
    [[], 'ru', 'en'],
  ] as const)('shows an item written in full in %j on a page in %s in %s', (filled, locale, shown) => {
    expect(textLocale(filled as readonly Locale[], locale)).toBe(shown);
  });
});
