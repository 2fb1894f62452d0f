import type { Locale } from '@migralink/shared/locales';

/** Texts the account routes answer with, per language. */
const MESSAGES = {
  /** Sign-up: the same words whether the address was new or taken (it was mailed either way). */
  signupMailed: {
    en: 'Check your inbox: we have sent a message to the address you gave.',
    ru: 'Проверьте почту: мы отправили письмо на указанный адрес.',
    uk: 'Перевірте пошту: ми надіслали лист на вказану адресу.',
  },
  /** Reset mail: the same words whether or not the address is registered. */
  resetMailed: {
    en: 'If this address is registered, we have sent it a link to reset the password. Check your inbox.',
    ru: 'Если этот адрес зарегистрирован, мы отправили на него ссылку для сброса пароля. Проверьте почту.',
    uk: 'Якщо цю адресу зареєстровано, ми надіслали на неї посилання для скидання пароля. Перевірте пошту.',
  },
  activationMailed: {
    en: 'We have sent a new confirmation link to your address.',
    ru: 'Мы отправили новую ссылку для подтверждения на ваш адрес.',
    uk: 'Ми надіслали нове посилання для підтвердження на вашу адресу.',
  },
  alreadyConfirmed: {
    en: 'Your e-mail address is already confirmed.',
    ru: 'Ваш адрес уже подтверждён.',
    uk: 'Вашу адресу вже підтверджено.',
  },
  wrongCurrentPassword: {
    en: 'The current password is wrong.',
    ru: 'Текущий пароль указан неверно.',
    uk: 'Поточний пароль указано неправильно.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type AccountMessage = keyof typeof MESSAGES;

export const accountMessage = (key: AccountMessage, locale: Locale): string => MESSAGES[key][locale];
