import { describe, expect, it } from 'vitest';
import { createTranslator, placeholdersOf } from './format';
import { rawMessages } from './messages';
import { PLURAL_FORMS, pluralForm } from '@migralink/shared/counts';
import { countText } from './plural';

/** Counts whose forms differ in Russian and Ukrainian: 1, 21 one; 2, 22 few; 5, 11, 25, 131 many. */
const COUNTS = [1, 2, 5, 11, 21, 22, 25, 131];
const LOCALES = ['ru', 'uk'] as const;

/** Placeholders that take a number. */
const NUMBERS = new Set(['count', 'max', 'min', 'total', 'completed', 'published', 'limit', 'slots', 'services']);
for (const name of [
  'languages',
  'likes',
  'dislikes',
  'step',
  'number',
  'n',
  'year',
  'rating',
  'stars',
  'days',
  'hours',
  'minutes',
]) {
  NUMBERS.add(name);
}
/** Placeholders that take a text (names, dates, amounts and counts already worded: "90 дней", "€5"). */
const TEXTS = new Set(['name', 'company', 'service', 'country', 'countries', 'destination', 'passport', 'passports']);
for (const name of ['purpose', 'status', 'plan', 'plans', 'language', 'written', 'provider', 'email', 'topic']) {
  TEXTS.add(name);
}
for (const name of ['title', 'brand', 'date', 'day', 'from', 'to', 'duration', 'currencies', 'outcome', 'reviews']) {
  TEXTS.add(name);
}
for (const name of ['amount', 'price', 'rate', 'average', 'file', 'topics', 'subject', 'link', 'query'])
  TEXTS.add(name);

const FAMILY = new RegExp(`^(.+)\\.(${PLURAL_FORMS.join('|')})$`);

/** Words that may follow a number because they never agree with it: "3 из 5", and units as `Intl` shortens them. */
function invariantWords(locale: string): Set<string> {
  const words = new Set(['из', 'з', 'по', 'за']);
  for (const unit of ['minute', 'hour', 'day']) {
    const format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    for (const part of format.formatToParts(5)) if (part.type === 'unit') words.add(part.value);
  }
  return words;
}

describe.each(LOCALES)('counts in %s', (locale) => {
  const messages = rawMessages(locale);
  const keys = Object.keys(messages);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const families = [...new Set(keys.map((key) => FAMILY.exec(key)?.[1]).filter((base) => base !== undefined))];
  const t = createTranslator(messages as Record<string, string>);

  it('classifies every placeholder as a number or a text', () => {
    const unknown = keys.flatMap((key) =>
      placeholdersOf(messages[key]!)
        .filter((name) => !NUMBERS.has(name) && !TEXTS.has(name))
        .map((n) => `${key}: {${n}}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(families)('words the family %s in every plural form the language has', (base) => {
    for (const category of categories)
      expect(messages[`${base}.${category}`], `${base}.${category}`).toMatch(/\{count\}/);
    for (const count of COUNTS) {
      const text = countText(t, base, count, locale);
      expect(text).toBe(t(`${base}.${pluralForm(count, locale)}`, { count }));
      expect(text).toContain(String(count));
    }
    // A family that says "1" as it says "5" is a singular-only text copied.
    const [one, many] = [1, 5].map((count) => countText(t, base, count, locale).replace(String(count), '#'));
    expect(one).not.toBe(many);
  });

  it('puts no number before a word that would agree with it outside a plural family', () => {
    const invariant = invariantWords(locale);
    const wrong: string[] = [];
    for (const key of keys.filter((key) => !FAMILY.test(key))) {
      for (const name of placeholdersOf(messages[key]!).filter((name) => NUMBERS.has(name))) {
        for (const count of COUNTS) {
          const text = t(key, { [name]: `<${count}>` });
          for (const match of text.matchAll(new RegExp(`<${count}> ([\\p{L}]+\\.?)`, 'gu'))) {
            if (!invariant.has(match[1]!)) wrong.push(`${key}: ${t(key, { [name]: count })}`);
          }
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});
