import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

interface LeadReplyVars {
  /** Who answers: the company's name in the visitor's language; undefined for the platform's team. */
  company?: string;
  /** The visitor's name, as they wrote it in the form. */
  name: string;
  reply: string;
  /** What they sent, repeated under the reply. */
  message: string;
  /** Their leads page, when the lead was sent signed in. */
  link?: string;
}

const TEXTS: MailTexts<LeadReplyVars> = {
  en: ({ company, name, reply, message, link }) => ({
    subject: company ? `${company} has answered your request` : 'Migralink has answered your request',
    greeting: `Hello, ${name}!`,
    paragraphs: [
      company ? `${company} has answered your request:` : 'Our team has answered your request:',
      reply,
      ...(message ? ['You wrote:', message] : []),
    ],
    links: link ? [{ label: 'Open your requests', url: link }] : [],
    after: company ? [`To answer, use the contacts on the page of ${company} on Migralink.`] : [],
  }),
  ru: ({ company, name, reply, message, link }) => ({
    subject: company ? `Компания ${company} ответила на вашу заявку` : 'Migralink ответил на вашу заявку',
    greeting: `Здравствуйте, ${name}!`,
    paragraphs: [
      company ? `Компания ${company} ответила на вашу заявку:` : 'Наша команда ответила на вашу заявку:',
      reply,
      ...(message ? ['Вы писали:', message] : []),
    ],
    links: link ? [{ label: 'Открыть мои заявки', url: link }] : [],
    after: company ? [`Чтобы ответить, воспользуйтесь контактами на странице компании ${company} на Migralink.`] : [],
  }),
  uk: ({ company, name, reply, message, link }) => ({
    subject: company ? `Компанія ${company} відповіла на вашу заявку` : 'Migralink відповів на вашу заявку',
    greeting: `Вітаємо, ${name}!`,
    paragraphs: [
      company ? `Компанія ${company} відповіла на вашу заявку:` : 'Наша команда відповіла на вашу заявку:',
      reply,
      ...(message ? ['Ви писали:', message] : []),
    ],
    links: link ? [{ label: 'Відкрити мої заявки', url: link }] : [],
    after: company ? [`Щоб відповісти, скористайтеся контактами на сторінці компанії ${company} на Migralink.`] : [],
  }),
};

/** To the visitor whose lead was answered, in the language they wrote it in: the reply and what they sent. */
export const leadReplyMail = (locale: Locale, vars: LeadReplyVars): Mail => mailIn(TEXTS, locale, vars);
