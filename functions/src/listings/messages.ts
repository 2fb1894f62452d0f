import type { Locale } from '@migralink/shared/locales';

/**
 * What the listing routes answer in words, per language: why a moderation or
 * publishing step cannot be taken now (the 409 answers), and the staff queue's
 * page position.
 */
const MESSAGES = {
  alreadyOnModeration: {
    en: 'This version is already waiting for moderation.',
    ru: 'Эта версия уже ожидает модерации.',
    uk: 'Ця версія вже очікує модерації.',
  },
  nothingToModerate: {
    en: 'There are no changes to send: the approved version is the latest.',
    ru: 'Нечего отправлять: одобренная версия — последняя.',
    uk: 'Немає що надсилати: схвалена версія — остання.',
  },
  notApprovedYet: {
    en: 'Only an approved version can be published. Send it to moderation first.',
    ru: 'Опубликовать можно только одобренную версию. Сначала отправьте её на модерацию.',
    uk: 'Опублікувати можна лише схвалену версію. Спершу надішліть її на модерацію.',
  },
  changedMeanwhile: {
    en: 'It was changed meanwhile. Reload the page and try again.',
    ru: 'Пока вы работали, данные изменились. Обновите страницу и повторите.',
    uk: 'Поки ви працювали, дані змінилися. Оновіть сторінку й повторіть.',
  },
  companyExists: {
    en: 'Your account already has a company.',
    ru: 'У вашей учётной записи уже есть компания.',
    uk: 'Ваш обліковий запис уже має компанію.',
  },
  invalidCursor: {
    en: 'This page position is not valid. Start again from the first page.',
    ru: 'Неверная позиция страницы. Начните с первой страницы.',
    uk: 'Неправильна позиція сторінки. Почніть з першої сторінки.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type ListingMessage = keyof typeof MESSAGES;

export const listingMessage = (key: ListingMessage, locale: Locale): string => MESSAGES[key][locale];
