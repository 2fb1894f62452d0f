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
