import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

interface PasswordChangedVars {
  firstName: string;
  /** The site's page that mails a reset link. */
  resetLink: string;
}

const TEXTS: MailTexts<PasswordChangedVars> = {
  en: ({ firstName, resetLink }) => ({
    subject: 'Your Migralink password was changed',
    greeting: `Hello, ${firstName}!`,
    paragraphs: [
      'The password of your Migralink account was just changed, and every other device was signed out.',
      'If this was you, there is nothing more to do. If it was not, reset your password at once.',
    ],
    links: [{ label: 'Reset password', url: resetLink }],
  }),
  ru: ({ firstName, resetLink }) => ({
    subject: 'Пароль Migralink изменён',
    greeting: `Здравствуйте, ${firstName}!`,
    paragraphs: [
      'Пароль вашей учётной записи Migralink только что изменён, на всех остальных устройствах выполнен выход.',
      'Если это были вы, больше ничего делать не нужно. Если нет, немедленно сбросьте пароль.',
    ],
    links: [{ label: 'Сбросить пароль', url: resetLink }],
  }),
  uk: ({ firstName, resetLink }) => ({
    subject: 'Пароль Migralink змінено',
    greeting: `Вітаємо, ${firstName}!`,
    paragraphs: [
      'Пароль вашого облікового запису Migralink щойно змінено, на всіх інших пристроях виконано вихід.',
      'Якщо це були ви, більше нічого робити не потрібно. Якщо ні, негайно скиньте пароль.',
    ],
    links: [{ label: 'Скинути пароль', url: resetLink }],
  }),
};

/** After a password change or reset. */
export const passwordChangedMail = (locale: Locale, vars: PasswordChangedVars): Mail => mailIn(TEXTS, locale, vars);
