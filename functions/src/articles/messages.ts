import type { Locale } from '@migralink/shared/locales';

/** Texts the articles' routes answer with, per language. */
const MESSAGES = {
  unknown: {
    en: 'This article does not exist (any more).',
    ru: 'Этой статьи нет (больше нет).',
    uk: 'Цієї статті немає (більше немає).',
  },
  unknownOriginal: {
    en: 'The article this would translate does not exist (any more).',
    ru: 'Статьи, перевод которой вы создаёте, нет (больше нет).',
    uk: 'Статті, переклад якої ви створюєте, немає (більше немає).',
  },
  notPublished: {
    en: 'No article is published at this address in this language.',
    ru: 'По этому адресу на этом языке статья не опубликована.',
    uk: 'За цією адресою цією мовою статтю не опубліковано.',
  },
  changed: {
    en: 'Someone changed this article meanwhile: reload it and make your change again.',
    ru: 'Кто-то изменил эту статью за это время: загрузите её заново и внесите изменение ещё раз.',
    uk: 'Хтось змінив цю статтю за цей час: завантажте її знову та внесіть зміну ще раз.',
  },
  taken: {
    en: 'Another article of this language has this address, or this article already has a version in this language.',
    ru: 'У другой статьи на этом языке такой же адрес, или у этой статьи уже есть версия на этом языке.',
    uk: 'Інша стаття цією мовою має таку саму адресу, або ця стаття вже має версію цією мовою.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ArticleMessage = keyof typeof MESSAGES;

export const articleMessage = (key: ArticleMessage, locale: Locale): string => MESSAGES[key][locale];
