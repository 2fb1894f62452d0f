import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

/**
 * The mails of appeals to customer support (docs/product.md, "Customer support"): support's answer to the user,
 * and the user's new message to the support member who answered last. Neither repeats what the user wrote: the
 * thread is read on the site, signed in.
 */

interface AppealAnsweredVars {
  /** The appeal's subject as the user wrote it: only when their account's address is confirmed (no relay). */
  subject?: string | undefined;
  /** Support's answer: the platform's own words. */
  answer: string;
  /** The appeal on the user's appeals screen. */
  link: string;
}

interface AppealReplyVars {
  subject: string;
  /** The appeal on the support queue's screen. */
  link: string;
}

type AnsweredWords = Record<'subject' | 'hello' | 'answered' | 'open' | 'after', string>;

const answeredIn =
  (words: AnsweredWords) =>
  ({ subject, answer, link }: AppealAnsweredVars) => ({
    subject: words.subject,
    greeting: words.hello,
    paragraphs: [subject ? `${words.answered} «${subject}»:` : `${words.answered}:`, answer],
    links: [{ label: words.open, url: link }],
    after: [words.after],
  });

const ANSWERED: MailTexts<AppealAnsweredVars> = {
  en: answeredIn({
    subject: 'Customer support has answered your appeal',
    hello: 'Hello!',
    answered: 'Migralink customer support has answered your appeal',
    open: 'Open the appeal',
    after: 'Replies to this e-mail are not read: to answer, write in the appeal on the site.',
  }),
  ru: answeredIn({
    subject: 'Служба поддержки ответила на ваше обращение',
    hello: 'Здравствуйте!',
    answered: 'Служба поддержки Migralink ответила на ваше обращение',
    open: 'Открыть обращение',
    after: 'Ответы на это письмо не читаются: чтобы ответить, напишите в обращении на сайте.',
  }),
  uk: answeredIn({
    subject: 'Служба підтримки відповіла на ваше звернення',
    hello: 'Вітаємо!',
    answered: 'Служба підтримки Migralink відповіла на ваше звернення',
    open: 'Відкрити звернення',
    after: 'Відповіді на цей лист не читаються: щоб відповісти, напишіть у зверненні на сайті.',
  }),
};

type ReplyWords = Record<'subject' | 'hello' | 'wrote' | 'open', string>;

const replyIn =
  (words: ReplyWords) =>
  ({ subject, link }: AppealReplyVars) => ({
    subject: words.subject,
    greeting: words.hello,
    paragraphs: [`${words.wrote} «${subject}».`],
    links: [{ label: words.open, url: link }],
  });

const REPLY: MailTexts<AppealReplyVars> = {
  en: replyIn({
    subject: 'A user has written again in an appeal you answered',
    hello: 'Hello!',
    wrote: 'The user has written again in the appeal',
    open: 'Open the appeal',
  }),
  ru: replyIn({
    subject: 'Пользователь снова написал в обращении, на которое вы ответили',
    hello: 'Здравствуйте!',
    wrote: 'Пользователь снова написал в обращении',
    open: 'Открыть обращение',
  }),
  uk: replyIn({
    subject: 'Користувач знову написав у зверненні, на яке ви відповіли',
    hello: 'Вітаємо!',
    wrote: 'Користувач знову написав у зверненні',
    open: 'Відкрити звернення',
  }),
};

/** Support's answer, to the user's account address in the account's language. */
export const appealAnsweredMail = (locale: Locale, vars: AppealAnsweredVars): Mail => mailIn(ANSWERED, locale, vars);

/** The user's new message, to the confirmed address of the support member who answered last, in their language. */
export const appealReplyMail = (locale: Locale, vars: AppealReplyVars): Mail => mailIn(REPLY, locale, vars);
