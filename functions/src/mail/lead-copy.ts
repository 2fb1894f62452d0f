import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';
import { leadDetailLines, type LeadDetails } from './lead-details';

interface LeadCopyVars {
  /** The company's name in the visitor's language; undefined for a lead to the platform. */
  company?: string;
  details: LeadDetails;
}

const TEXTS: MailTexts<LeadCopyVars> = {
  en: ({ company, details }) => ({
    subject: company ? `Your request to ${company}` : 'We have received your request',
    greeting: `Hello, ${details.name}!`,
    paragraphs: [
      company
        ? `${company} has your request and will answer you by e-mail or phone.`
        : 'Our team has your request and will answer you by e-mail or phone.',
      'This is what you sent:',
      ...leadDetailLines(details, 'en'),
    ],
    after: ['If you did not send this request, you can ignore this e-mail.'],
  }),
  ru: ({ company, details }) => ({
    subject: company ? `Ваша заявка компании ${company}` : 'Ваша заявка на Migralink получена',
    greeting: `Здравствуйте, ${details.name}!`,
    paragraphs: [
      company
        ? `Компания ${company} получила вашу заявку и ответит вам по e-mail или по телефону.`
        : 'Наша команда получила вашу заявку и ответит вам по e-mail или по телефону.',
      'Вот что вы отправили:',
      ...leadDetailLines(details, 'ru'),
    ],
    after: ['Если вы не отправляли эту заявку, просто проигнорируйте это письмо.'],
  }),
  uk: ({ company, details }) => ({
    subject: company ? `Ваша заявка компанії ${company}` : 'Вашу заявку на Migralink отримано',
    greeting: `Вітаємо, ${details.name}!`,
    paragraphs: [
      company
        ? `Компанія ${company} отримала вашу заявку й відповість вам електронною поштою або телефоном.`
        : 'Наша команда отримала вашу заявку й відповість вам електронною поштою або телефоном.',
      'Ось що ви надіслали:',
      ...leadDetailLines(details, 'uk'),
    ],
    after: ['Якщо ви не надсилали цю заявку, просто проігноруйте цей лист.'],
  }),
};

/** To the visitor who sent a lead with an e-mail address: a copy of it, in the page's language. */
export const leadCopyMail = (locale: Locale, vars: LeadCopyVars): Mail => mailIn(TEXTS, locale, vars);
