import type { Locale } from '@migralink/shared/locales';
import { duringText } from './durations';
import { mailIn, type Mail, type MailTexts } from './layout';

interface ActivationVars {
  firstName: string;
  /** The site's activation page with the code. */
  link: string;
  hours: number;
}

const TEXTS: MailTexts<ActivationVars> = {
  en: ({ firstName, link, hours }) => ({
    subject: 'Confirm your e-mail address for Migralink',
    greeting: `Hello, ${firstName}!`,
    paragraphs: ['Thank you for registering with Migralink. Please confirm that this e-mail address is yours.'],
    links: [{ label: 'Confirm e-mail address', url: link }],
    after: [
      `The link works once and expires in ${duringText(hours, 'hour', 'en')}.`,
      'If you did not register, ignore this message: the address will not be confirmed.',
    ],
  }),
  ru: ({ firstName, link, hours }) => ({
    subject: 'Подтвердите адрес электронной почты для Migralink',
    greeting: `Здравствуйте, ${firstName}!`,
    paragraphs: ['Спасибо за регистрацию на Migralink. Подтвердите, пожалуйста, что этот адрес принадлежит вам.'],
    links: [{ label: 'Подтвердить адрес', url: link }],
    after: [
      `Ссылка действует один раз в течение ${duringText(hours, 'hour', 'ru')}.`,
      'Если вы не регистрировались, просто проигнорируйте это письмо: адрес не будет подтверждён.',
    ],
  }),
  uk: ({ firstName, link, hours }) => ({
    subject: 'Підтвердіть адресу електронної пошти для Migralink',
    greeting: `Вітаємо, ${firstName}!`,
    paragraphs: ['Дякуємо за реєстрацію на Migralink. Підтвердіть, будь ласка, що ця адреса належить вам.'],
    links: [{ label: 'Підтвердити адресу', url: link }],
    after: [
      `Посилання діє один раз протягом ${duringText(hours, 'hour', 'uk')}.`,
      'Якщо ви не реєструвалися, просто проігноруйте цей лист: адресу не буде підтверджено.',
    ],
  }),
};

/** After sign-up, and on request: the link that confirms the address. */
export const activationMail = (locale: Locale, vars: ActivationVars): Mail => mailIn(TEXTS, locale, vars);
