import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';
import { leadDetailLines, type LeadDetails } from './lead-details';

interface NewLeadVars {
  /** The company's name in the owner's language. */
  company: string;
  details: LeadDetails;
  /** The lead in the company's inbox. */
  link: string;
}

const TEXTS: MailTexts<NewLeadVars> = {
  en: ({ company, details, link }) => ({
    subject: `New request from ${details.name}`,
    greeting: 'You have a new request',
    paragraphs: [
      `${details.name} sent a request to ${company} on Migralink.`,
      ...leadDetailLines(details, 'en'),
      'Answer soon: visitors choose the company that answers first.',
    ],
    links: [{ label: 'Open the request', url: link }],
    after: ['You get this e-mail because notifications are on in your profile; you can turn them off there.'],
  }),
  ru: ({ company, details, link }) => ({
    subject: `Новая заявка от ${details.name}`,
    greeting: 'У вас новая заявка',
    paragraphs: [
      `${details.name} отправил(а) заявку компании ${company} на Migralink.`,
      ...leadDetailLines(details, 'ru'),
      'Ответьте поскорее: посетители выбирают компанию, которая ответила первой.',
    ],
    links: [{ label: 'Открыть заявку', url: link }],
    after: ['Вы получили это письмо, потому что в профиле включены уведомления; отключить их можно там же.'],
  }),
  uk: ({ company, details, link }) => ({
    subject: `Нова заявка від ${details.name}`,
    greeting: 'У вас нова заявка',
    paragraphs: [
      `${details.name} надіслав(-ла) заявку компанії ${company} на Migralink.`,
      ...leadDetailLines(details, 'uk'),
      'Відповідайте якнайшвидше: відвідувачі обирають компанію, яка відповіла першою.',
    ],
    links: [{ label: 'Відкрити заявку', url: link }],
    after: ['Ви отримали цей лист, бо в профілі увімкнено сповіщення; вимкнути їх можна там само.'],
  }),
};

/** To a company's owner (notifications on), for each new lead, in the owner's language. */
export const newLeadMail = (locale: Locale, vars: NewLeadVars): Mail => mailIn(TEXTS, locale, vars);
