import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';
import { leadDetailLines, type LeadDetails } from './lead-details';

interface NewLeadVars {
  /** The company's name in the owner's language. */
  company: string;
  /** What the visitor wrote: only to an owner whose address is confirmed; otherwise the mail only says a lead came. */
  details?: LeadDetails;
  /** The lead in the company's inbox. */
  link: string;
}

const TEXTS: MailTexts<NewLeadVars> = {
  en: ({ company, details, link }) => ({
    subject: details ? `New request from ${details.name}` : `New request to ${company}`,
    greeting: 'You have a new request',
    paragraphs: [
      ...(details
        ? [`${details.name} sent a request to ${company} on Migralink.`, ...leadDetailLines(details, 'en')]
        : [
            `A visitor sent a request to ${company} on Migralink. Confirm your e-mail address to get requests in full by e-mail.`,
          ]),
      'Answer soon: visitors choose the company that answers first.',
    ],
    links: [{ label: 'Open the request', url: link }],
    after: ['You get this e-mail because notifications are on in your profile; you can turn them off there.'],
  }),
  ru: ({ company, details, link }) => ({
    subject: details ? `Новая заявка от ${details.name}` : `Новая заявка компании ${company}`,
    greeting: 'У вас новая заявка',
    paragraphs: [
      ...(details
        ? [`${details.name} отправил(а) заявку компании ${company} на Migralink.`, ...leadDetailLines(details, 'ru')]
        : [
            `Посетитель отправил заявку компании ${company} на Migralink. Подтвердите адрес e-mail, чтобы получать заявки в письмах полностью.`,
          ]),
      'Ответьте поскорее: посетители выбирают компанию, которая ответила первой.',
    ],
    links: [{ label: 'Открыть заявку', url: link }],
    after: ['Вы получили это письмо, потому что в профиле включены уведомления; отключить их можно там же.'],
  }),
  uk: ({ company, details, link }) => ({
    subject: details ? `Нова заявка від ${details.name}` : `Нова заявка компанії ${company}`,
    greeting: 'У вас нова заявка',
    paragraphs: [
      ...(details
        ? [`${details.name} надіслав(-ла) заявку компанії ${company} на Migralink.`, ...leadDetailLines(details, 'uk')]
        : [
            `Відвідувач надіслав заявку компанії ${company} на Migralink. Підтвердьте адресу e-mail, щоб отримувати заявки в листах повністю.`,
          ]),
      'Відповідайте якнайшвидше: відвідувачі обирають компанію, яка відповіла першою.',
    ],
    links: [{ label: 'Відкрити заявку', url: link }],
    after: ['Ви отримали цей лист, бо в профілі увімкнено сповіщення; вимкнути їх можна там само.'],
  }),
};

/** To a company's owner (notifications on), for each new lead, in the owner's language. */
export const newLeadMail = (locale: Locale, vars: NewLeadVars): Mail => mailIn(TEXTS, locale, vars);
