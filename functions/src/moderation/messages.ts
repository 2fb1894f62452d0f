import type { Locale } from '@migralink/shared/locales';

/** What the staff moderation routes answer in words, per language. */
const MESSAGES = {
  invalidCursor: {
    en: 'This page position is not valid. Start again from the first page.',
    ru: 'Неверная позиция страницы. Начните с первой страницы.',
    uk: 'Неправильна позиція сторінки. Почніть з першої сторінки.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type ModerationMessage = keyof typeof MESSAGES;

export const moderationMessage = (key: ModerationMessage, locale: Locale): string => MESSAGES[key][locale];
