import type { Locale } from '@migralink/shared/locales';

/** Texts the mailing lists' and newsletters' routes answer with, per language. */
const MESSAGES = {
  /** A subscription request: the same words whatever the address (README "No route tells an address"). */
  checkMailbox: {
    en: 'Almost done: we have sent a link to the address you gave. Open it to confirm the subscription.',
    ru: 'Почти готово: мы отправили ссылку на указанный адрес. Откройте её, чтобы подтвердить подписку.',
    uk: 'Майже готово: ми надіслали посилання на вказану адресу. Відкрийте його, щоб підтвердити підписку.',
  },
  badLink: {
    en: 'This link does not work: it is not one we sent, or it was changed. Nothing was changed.',
    ru: 'Эта ссылка не работает: её отправили не мы или она изменена. Ничего не изменилось.',
    uk: 'Це посилання не працює: його надіслали не ми або його змінено. Нічого не змінилося.',
  },
  staleLink: {
    en: 'This confirmation link has expired, and nothing was changed. Subscribe again to get a new one.',
    ru: 'Срок действия ссылки для подтверждения истёк, ничего не изменилось. Подпишитесь снова, чтобы получить новую.',
    uk: 'Термін дії посилання для підтвердження минув, нічого не змінилося. Підпишіться знову, щоб отримати нове.',
  },
  unconfirmedAddress: {
    en: 'Confirm your e-mail address first: the link is in the mail we sent when you registered.',
    ru: 'Сначала подтвердите адрес электронной почты: ссылка в письме, которое мы отправили при регистрации.',
    uk: 'Спершу підтвердіть адресу електронної пошти: посилання в листі, який ми надіслали під час реєстрації.',
  },
  newsletterSent: {
    en: 'This newsletter was sent already: it can no longer be changed or sent again.',
    ru: 'Эта рассылка уже отправлена: её нельзя изменить или отправить снова.',
    uk: 'Цю розсилку вже надіслано: її не можна змінити чи надіслати знову.',
  },
  newsletterStarted: {
    en: 'This newsletter is being sent: it can no longer be changed.',
    ru: 'Эта рассылка уже отправляется: её нельзя изменить.',
    uk: 'Ця розсилка вже надсилається: її не можна змінити.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MailingMessage = keyof typeof MESSAGES;

export const mailingMessage = (key: MailingMessage, locale: Locale): string => MESSAGES[key][locale];
