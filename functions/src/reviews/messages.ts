import type { Locale } from '@migralink/shared/locales';

/** What the review routes answer in the caller's language, beyond the field rules. */
const MESSAGES = {
  reviewedAlready: {
    en: 'You have reviewed this company already. You can change your review instead.',
    ru: 'Вы уже оставили отзыв об этой компании. Вместо нового можно изменить прежний.',
    uk: 'Ви вже залишили відгук про цю компанію. Замість нового можна змінити попередній.',
  },
  ownCompany: {
    en: 'A company cannot review itself. You can answer reviews of it instead.',
    ru: 'Компания не может оставить отзыв о себе. Отвечать на отзывы о ней можно.',
    uk: 'Компанія не може залишити відгук про себе. Відповідати на відгуки про неї можна.',
  },
  changedMeanwhile: {
    en: 'The review changed meanwhile. Reload it and try again.',
    ru: 'Отзыв тем временем изменился. Обновите его и попробуйте ещё раз.',
    uk: 'Відгук тим часом змінився. Оновіть його та спробуйте ще раз.',
  },
  ownReaction: {
    en: 'You wrote this yourself: reactions are for what others wrote.',
    ru: 'Это написали вы сами: отмечать можно только то, что написали другие.',
    uk: 'Це написали ви самі: відзначати можна лише те, що написали інші.',
  },
  reportedAlready: {
    en: 'You have reported this review already; our team will look at it.',
    ru: 'Вы уже пожаловались на этот отзыв; наша команда его рассмотрит.',
    uk: 'Ви вже поскаржилися на цей відгук; наша команда його розгляне.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const reviewMessage = (key: keyof typeof MESSAGES, locale: Locale): string => MESSAGES[key][locale];
