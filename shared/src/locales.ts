/** Languages the product speaks. The first one is the default. */
export const LOCALES = ['en', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A text kept in every language; only `en` is always present. */
export type LocalizedText = { en: string } & Partial<Record<Locale, string>>;

/** Picks the text for a locale, falling back to English. */
export function pickText(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}

/**
 * The language an item's own texts (a company's, a service's) are shown in on a
 * page in `locale`: that language when the item is written in it in full
 * (`filled`, its `filled_locales`), else English. One language per item, so
 * that no page reads half in one language and half in another, and the page
 * can mark the texts with their `lang`.
 */
export function textLocale(filled: readonly Locale[], locale: Locale): Locale {
  return filled.includes(locale) ? locale : DEFAULT_LOCALE;
}
