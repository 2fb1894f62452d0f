import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';
import type { SentWords } from './site-message-copy';

interface SiteMessageAnswerVars {
  /** Staff's answer: the platform's own words, so it goes to any address. */
  answer: string;
  /** What the sender wrote, repeated under the answer only to an address its owner confirmed. */
  words?: SentWords | undefined;
  /** The contacts page, to write again. */
  contacts: string;
}

type Words = { subject: string; hello: string; helloName: (name: string) => string } & Record<
  'answered' | 'wrote' | 'again' | 'howAgain',
  string
>;

const answerIn =
  (words: Words) =>
  ({ answer, words: sent, contacts }: SiteMessageAnswerVars) => ({
    subject: words.subject,
    greeting: sent ? words.helloName(sent.name) : words.hello,
    paragraphs: [
      words.answered,
      answer,
      ...(sent ? [words.wrote, ...(sent.subject ? [sent.subject] : []), sent.message] : []),
    ],
    links: [{ label: words.again, url: contacts }],
    after: [words.howAgain],
  });

const TEXTS: MailTexts<SiteMessageAnswerVars> = {
  en: answerIn({
    subject: 'The Migralink team has answered your message',
    hello: 'Hello!',
    helloName: (name) => `Hello, ${name}!`,
    answered: 'The Migralink team has answered your message:',
    wrote: 'You wrote:',
    again: 'Write to us again',
    howAgain: 'Replies to this e-mail are not read: to write to us again, use the form on our contacts page.',
  }),
  ru: answerIn({
    subject: 'Команда Migralink ответила на ваше сообщение',
    hello: 'Здравствуйте!',
    helloName: (name) => `Здравствуйте, ${name}!`,
    answered: 'Команда Migralink ответила на ваше сообщение:',
    wrote: 'Вы писали:',
    again: 'Написать нам ещё',
    howAgain: 'Ответы на это письмо не читаются: чтобы написать нам ещё, воспользуйтесь формой на странице контактов.',
  }),
  uk: answerIn({
    subject: 'Команда Migralink відповіла на ваше повідомлення',
    hello: 'Вітаємо!',
    helloName: (name) => `Вітаємо, ${name}!`,
    answered: 'Команда Migralink відповіла на ваше повідомлення:',
    wrote: 'Ви писали:',
    again: 'Написати нам ще',
    howAgain: 'Відповіді на цей лист не читаються: щоб написати нам ще, скористайтеся формою на сторінці контактів.',
  }),
};

/**
 * Staff's answer to a message to the platform, to its sender's address in the language they wrote in: the
 * answer always, what they wrote only to a confirmed address (docs/product.md, "Forms").
 */
export const siteMessageAnswerMail = (locale: Locale, vars: SiteMessageAnswerVars): Mail => mailIn(TEXTS, locale, vars);
