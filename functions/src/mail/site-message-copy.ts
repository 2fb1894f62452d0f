import type { Locale } from '@migralink/shared/locales';
import type { SiteMessageKind } from '@migralink/shared/schemas/site-messages';
import { mailIn, type Mail, type MailTexts } from './layout';

/** What the sender wrote: repeated only to an address its owner confirmed (docs/product.md, "Forms"). */
export interface SentWords {
  name: string;
  subject?: string | undefined;
  message: string;
}

interface SiteMessageCopyVars {
  kind: SiteMessageKind;
  /** What was written, when the address is confirmed; otherwise the copy says only that a message came. */
  words?: SentWords | undefined;
}

type Words = Record<SiteMessageKind, { subject: string; sent: string }> & {
  hello: string;
  helloName: (name: string) => string;
  wrote: string;
  notYou: string;
};

/** The copy in one language: fixed text per kind, then what was written when it may be repeated. */
const copyIn =
  (words: Words) =>
  ({ kind, words: sent }: SiteMessageCopyVars) => ({
    subject: words[kind].subject,
    greeting: sent ? words.helloName(sent.name) : words.hello,
    paragraphs: [
      words[kind].sent,
      ...(sent ? [words.wrote, ...(sent.subject ? [sent.subject] : []), sent.message] : []),
    ],
    after: kind === 'improvement' ? [] : [words.notYou],
  });

/**
 * The copy of a message to the platform, to the address it gives. Anyone can write anyone's address into the
 * public forms, so to an address nobody confirmed it carries no word the sender wrote: not their name, not
 * their message (no relay through our sender); only that a message of its kind came, and when it is answered.
 */
const TEXTS: MailTexts<SiteMessageCopyVars> = {
  en: copyIn({
    contact: {
      subject: 'We have received your message',
      sent: 'A message to the Migralink team was sent with this e-mail address from our contacts page. We will answer at this address.',
    },
    feedback: {
      subject: 'Thank you for your feedback',
      sent: 'Feedback about the Migralink site was sent with this e-mail address. We read every message and answer at this address when there is something to answer.',
    },
    improvement: {
      subject: 'Thank you for your suggestion',
      sent: 'Your company account sent the Migralink team a suggestion for the service editor. We read every one and answer at this address.',
    },
    hello: 'Hello!',
    helloName: (name) => `Hello, ${name}!`,
    wrote: 'You wrote:',
    notYou: 'If you did not send it, you can ignore this e-mail.',
  }),
  ru: copyIn({
    contact: {
      subject: 'Мы получили ваше сообщение',
      sent: 'С этим адресом со страницы контактов отправлено сообщение команде Migralink. Мы ответим на этот адрес.',
    },
    feedback: {
      subject: 'Спасибо за отзыв о сайте',
      sent: 'С этим адресом отправлен отзыв о сайте Migralink. Мы читаем каждое сообщение и отвечаем на этот адрес, если есть что ответить.',
    },
    improvement: {
      subject: 'Спасибо за предложение',
      sent: 'Аккаунт вашей компании отправил команде Migralink предложение по редактору услуг. Мы читаем каждое и ответим на этот адрес.',
    },
    hello: 'Здравствуйте!',
    helloName: (name) => `Здравствуйте, ${name}!`,
    wrote: 'Вы писали:',
    notYou: 'Если вы ничего не отправляли, просто проигнорируйте это письмо.',
  }),
  uk: copyIn({
    contact: {
      subject: 'Ми отримали ваше повідомлення',
      sent: 'З цією адресою зі сторінки контактів надіслано повідомлення команді Migralink. Ми відповімо на цю адресу.',
    },
    feedback: {
      subject: 'Дякуємо за відгук про сайт',
      sent: 'З цією адресою надіслано відгук про сайт Migralink. Ми читаємо кожне повідомлення й відповідаємо на цю адресу, якщо є що відповісти.',
    },
    improvement: {
      subject: 'Дякуємо за пропозицію',
      sent: 'Акаунт вашої компанії надіслав команді Migralink пропозицію щодо редактора послуг. Ми читаємо кожну й відповімо на цю адресу.',
    },
    hello: 'Вітаємо!',
    helloName: (name) => `Вітаємо, ${name}!`,
    wrote: 'Ви писали:',
    notYou: 'Якщо ви нічого не надсилали, просто проігноруйте цей лист.',
  }),
};

/** To the sender of a message to the platform, in the language they wrote in: that it came, and their words only to a confirmed address. */
export const siteMessageCopyMail = (locale: Locale, vars: SiteMessageCopyVars): Mail => mailIn(TEXTS, locale, vars);
