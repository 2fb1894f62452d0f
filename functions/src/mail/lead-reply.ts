import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

/** What the visitor and the inbox wrote: only for an address its owner confirmed (`../leads/README.md`). */
interface LeadThread {
  /** The visitor's name, as they wrote it in the form. */
  name: string;
  reply: string;
  /** What they sent, repeated under the reply. */
  message: string;
}

interface LeadReplyVars {
  /** Who answers: the company's name in the visitor's language; undefined for the platform's team. */
  company?: string;
  /** The texts, when the address is confirmed; otherwise the mail only says that an answer came. */
  thread?: LeadThread;
  /** Their leads page, when the lead was sent signed in. */
  link?: string;
}

const TEXTS: MailTexts<LeadReplyVars> = {
  en: ({ company, thread, link }) => ({
    subject: company ? `${company} has answered your request` : 'Migralink has answered your request',
    greeting: thread ? `Hello, ${thread.name}!` : 'Hello!',
    paragraphs: thread
      ? [
          company ? `${company} has answered your request:` : 'Our team has answered your request:',
          thread.reply,
          ...(thread.message ? ['You wrote:', thread.message] : []),
        ]
      : [
          company
            ? `${company} has answered the request sent on Migralink with this e-mail address.`
            : 'The Migralink team has answered the request sent with this e-mail address.',
          'We pass on the text of answers only to addresses confirmed on Migralink. ' +
            (company
              ? `${company} has your contacts and can also write to you directly.`
              : 'Send your requests signed in to read the answers in your account.'),
        ],
    links: link ? [{ label: 'Open your requests', url: link }] : [],
    after: company ? [`To answer, use the contacts on the page of ${company} on Migralink.`] : [],
  }),
  ru: ({ company, thread, link }) => ({
    subject: company ? `Компания ${company} ответила на вашу заявку` : 'Migralink ответил на вашу заявку',
    greeting: thread ? `Здравствуйте, ${thread.name}!` : 'Здравствуйте!',
    paragraphs: thread
      ? [
          company ? `Компания ${company} ответила на вашу заявку:` : 'Наша команда ответила на вашу заявку:',
          thread.reply,
          ...(thread.message ? ['Вы писали:', thread.message] : []),
        ]
      : [
          company
            ? `Компания ${company} ответила на заявку, отправленную на Migralink с этим адресом.`
            : 'Команда Migralink ответила на заявку, отправленную с этим адресом.',
          'Текст ответов мы пересылаем только на адреса, подтверждённые на Migralink. ' +
            (company
              ? `У компании ${company} есть ваши контакты, она может написать вам и напрямую.`
              : 'Отправляйте заявки, войдя в аккаунт, чтобы читать ответы в нём.'),
        ],
    links: link ? [{ label: 'Открыть мои заявки', url: link }] : [],
    after: company ? [`Чтобы ответить, воспользуйтесь контактами на странице компании ${company} на Migralink.`] : [],
  }),
  uk: ({ company, thread, link }) => ({
    subject: company ? `Компанія ${company} відповіла на вашу заявку` : 'Migralink відповів на вашу заявку',
    greeting: thread ? `Вітаємо, ${thread.name}!` : 'Вітаємо!',
    paragraphs: thread
      ? [
          company ? `Компанія ${company} відповіла на вашу заявку:` : 'Наша команда відповіла на вашу заявку:',
          thread.reply,
          ...(thread.message ? ['Ви писали:', thread.message] : []),
        ]
      : [
          company
            ? `Компанія ${company} відповіла на заявку, надіслану на Migralink з цією адресою.`
            : 'Команда Migralink відповіла на заявку, надіслану з цією адресою.',
          'Текст відповідей ми пересилаємо лише на адреси, підтверджені на Migralink. ' +
            (company
              ? `Компанія ${company} має ваші контакти й може написати вам напряму.`
              : 'Надсилайте заявки, увійшовши в акаунт, щоб читати відповіді в ньому.'),
        ],
    links: link ? [{ label: 'Відкрити мої заявки', url: link }] : [],
    after: company ? [`Щоб відповісти, скористайтеся контактами на сторінці компанії ${company} на Migralink.`] : [],
  }),
};

/**
 * To the visitor whose lead was answered, in the language they wrote it in:
 * the reply and what they sent when their address is confirmed, else only
 * that an answer came.
 */
export const leadReplyMail = (locale: Locale, vars: LeadReplyVars): Mail => mailIn(TEXTS, locale, vars);
