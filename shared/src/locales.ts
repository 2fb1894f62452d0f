/** Languages the product speaks. The first one is the default. */
export const LOCALES = ['en', 'ru', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A text kept per language. `en` is always a key, but it may be empty: an entity
 * can be written in Russian or Ukrainian alone.
 */
export type LocalizedText = { en: string } & Partial<Record<Locale, string>>;

/**
 * The one rule for the language an entity's text is shown in, on a page (or in
 * a mail, a list, a card) in `locale`: that language when the text is written in
 * it, else English, else the language it was written in. So no output shows an
 * empty name while the entity has one in any language.
 */
export function pickText(text: LocalizedText, locale: Locale): string {
  for (const candidate of [locale, DEFAULT_LOCALE, ...LOCALES]) {
    const written = text[candidate];
    if (written?.trim()) return written;
  }
  return '';
}

/**
 * The language an item's own texts (a company's, a service's) are shown in on a
 * page in `locale`, by the same rule for the item as a whole (`filled`, its
 * `filled_locales`: the languages it is written in in full): `locale`, else
 * English, else the first language it is written in. One language per item, so
 * that no page reads half in one language and half in another, and the page
 * can mark the texts with their `lang`.
 */
export function textLocale(filled: readonly Locale[], locale: Locale): Locale {
  return [locale, DEFAULT_LOCALE].find((candidate) => filled.includes(candidate)) ?? filled[0] ?? DEFAULT_LOCALE;
}
