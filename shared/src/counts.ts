import type { Locale } from './locales';

/**
 * Counts in the language's words, for the site and the mails alike: the plural form a count takes
 * (`Intl.PluralRules`; Russian and Ukrainian have three for whole numbers: 1, 21 one; 2, 22 few;
 * 5, 11, 25 many) and a number of days as the language says it.
 */

/** The plural forms our languages use (en: one/other; ru, uk: one/few/many, other for fractions). */
export const PLURAL_FORMS = ['one', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

const rules = new Map<Locale, Intl.PluralRules>();

/** The plural form of `count` in `locale` (`zero` and `two`, which none of our languages has, read as `other`). */
export function pluralForm(count: number, locale: Locale): PluralForm {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  const form = rule.select(count);
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other';
}

/** A count and the word that agrees with it: `countWords(21, 'ru', { one: 'символ', … })` → "21 символ". */
export function countWords(
  count: number,
  locale: Locale,
  forms: Partial<Record<PluralForm, string>> & { other: string },
) {
  return `${count} ${forms[pluralForm(count, locale)] ?? forms.other}`;
}

const dayFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number of days in the language's words: `45 days`, `21 день`, `45 днів`. */
export function daysText(days: number, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format)
    dayFormats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' })),
    );
  return format.format(days);
}
