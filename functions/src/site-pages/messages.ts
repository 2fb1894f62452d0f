import type { Locale } from '@migralink/shared/locales';

/** Texts the pages' routes answer with, per language. */
const MESSAGES = {
  unknown: {
    en: 'The site has no page of this kind at this address.',
    ru: 'На сайте нет страницы такого вида по этому адресу.',
    uk: 'На сайті немає сторінки такого виду за цією адресою.',
  },
  tooLong: {
    en: 'The page is too long: together its texts may have at most 40,000 characters.',
    ru: 'Страница слишком длинная: вместе её тексты могут содержать не более 40 000 символов.',
    uk: 'Сторінка задовга: разом її тексти можуть містити не більше 40 000 символів.',
  },
  changed: {
    en: 'Someone saved this page meanwhile: reload it and make your change again.',
    ru: 'Кто-то сохранил эту страницу за это время: загрузите её заново и внесите изменение ещё раз.',
    uk: 'Хтось зберіг цю сторінку за цей час: завантажте її знову та внесіть зміну ще раз.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const sitePageMessage = (key: keyof typeof MESSAGES, locale: Locale): string => MESSAGES[key][locale];
