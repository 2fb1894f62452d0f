import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from './format';
import { catalog, type ErrorMessageKey, type MessageKey } from './messages';

export type { ErrorMessageKey, MessageKey, Messages } from './messages';
export type { MessageParams, Translate } from './format';

/** The typed lookup for a locale: `useTranslations('ru')('home.hero.title')`. Missing keys come from en. */
export function useTranslations(locale: Locale): Translate<MessageKey> {
  return createTranslator(catalog[locale]);
}

/** Short alias of `useTranslations`, for `.astro` frontmatter. */
export const t = useTranslations;

/**
 * The few texts an island needs, picked on the server and passed as a prop,
 * so the island's bundle carries neither the translation files nor the schema.
 */
export function pickMessages<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  const messages = catalog[locale];
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as Record<K, string>;
}

/** Every key of the `errors` namespace. */
export const ERROR_MESSAGE_KEYS = (Object.keys(catalog.en) as MessageKey[]).filter((key): key is ErrorMessageKey =>
  key.startsWith('errors.'),
);

/** The texts of a form island: its own keys and the whole `errors` namespace. */
export function pickFormMessages<K extends MessageKey>(
  locale: Locale,
  keys: readonly K[],
): Record<K | ErrorMessageKey, string> {
  return pickMessages<K | ErrorMessageKey>(locale, [...keys, ...ERROR_MESSAGE_KEYS]);
}
