import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

interface WelcomeVars {
  firstName: string;
  /** The account's profile page. */
  link: string;
}

const TEXTS: MailTexts<WelcomeVars> = {
  en: ({ firstName, link }) => ({
    subject: 'Welcome to Migralink',
    greeting: `Welcome, ${firstName}!`,
    paragraphs: [
      'Your e-mail address is confirmed and your Migralink account is ready.',
      'Find trusted immigration services, compare companies and contact them from your account.',
    ],
    links: [{ label: 'Open your account', url: link }],
  }),
  ru: ({ firstName, link }) => ({
    subject: 'Добро пожаловать в Migralink',
    greeting: `Добро пожаловать, ${firstName}!`,
    paragraphs: [
      'Ваш адрес подтверждён, учётная запись Migralink готова к работе.',
      'Находите надёжные иммиграционные услуги, сравнивайте компании и связывайтесь с ними из личного кабинета.',
    ],
    links: [{ label: 'Открыть личный кабинет', url: link }],
  }),
  uk: ({ firstName, link }) => ({
    subject: 'Ласкаво просимо до Migralink',
    greeting: `Ласкаво просимо, ${firstName}!`,
    paragraphs: [
      'Вашу адресу підтверджено, обліковий запис Migralink готовий до роботи.',
      'Знаходьте надійні імміграційні послуги, порівнюйте компанії та зв’язуйтеся з ними з особистого кабінету.',
    ],
    links: [{ label: 'Відкрити особистий кабінет', url: link }],
  }),
};

/** After the address is confirmed. */
export const welcomeMail = (locale: Locale, vars: WelcomeVars): Mail => mailIn(TEXTS, locale, vars);
