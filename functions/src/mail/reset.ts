import type { Locale } from '@migralink/shared/locales';
import { duringText } from './durations';
import { mailIn, type Mail, type MailTexts } from './layout';

interface ResetVars {
  firstName: string;
  /** The site's reset page with the code. */
  link: string;
  minutes: number;
}

const TEXTS: MailTexts<ResetVars> = {
  en: ({ firstName, link, minutes }) => ({
    subject: 'Reset your Migralink password',
    greeting: `Hello, ${firstName}!`,
    paragraphs: [
      'We received a request to reset the password of your Migralink account. To choose a new one, open this link.',
    ],
    links: [{ label: 'Choose a new password', url: link }],
    after: [
      `The link works once and expires in ${duringText(minutes, 'minute', 'en')}. A newer link replaces this one.`,
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  }),
  ru: ({ firstName, link, minutes }) => ({
    subject: 'Сброс пароля Migralink',
    greeting: `Здравствуйте, ${firstName}!`,
    paragraphs: [
      'Мы получили запрос на сброс пароля вашей учётной записи Migralink. Чтобы задать новый пароль, откройте ссылку.',
    ],
    links: [{ label: 'Задать новый пароль', url: link }],
    after: [
      `Ссылка действует один раз в течение ${duringText(minutes, 'minute', 'ru')}. Более новая ссылка заменяет эту.`,
      'Если вы не запрашивали сброс, проигнорируйте это письмо: ваш пароль останется прежним.',
    ],
  }),
  uk: ({ firstName, link, minutes }) => ({
    subject: 'Скидання пароля Migralink',
    greeting: `Вітаємо, ${firstName}!`,
    paragraphs: [
      'Ми отримали запит на скидання пароля вашого облікового запису Migralink. Щоб задати новий пароль, відкрийте посилання.',
    ],
    links: [{ label: 'Задати новий пароль', url: link }],
    after: [
      `Посилання діє один раз протягом ${duringText(minutes, 'minute', 'uk')}. Новіше посилання замінює це.`,
      'Якщо ви не запитували скидання, проігноруйте цей лист: ваш пароль залишиться незмінним.',
    ],
  }),
};

/** On request, when the address is registered: the link that sets a new password. */
export const resetMail = (locale: Locale, vars: ResetVars): Mail => mailIn(TEXTS, locale, vars);
