import type { Locale } from '@migralink/shared/locales';
import { duringText } from './durations';
import { mailIn, type Mail, type MailLink, type MailTexts } from './layout';

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
  /** The signed link that shows the thread on the site (`/request/?token=`), and for how many days it works. */
  read?: { url: string; days: number };
  /** Their leads page, when the lead was sent signed in. */
  link?: string;
  /** The company's public page (with its contact button), while the company is public. */
  page?: string;
  /** The address the company shows on its page, which this mail's Reply-To names; none: answer through the page. */
  replyTo?: string;
}

type Words = Record<'read' | 'requests' | 'page', string>;

const linksOf = ({ read, link, page }: LeadReplyVars, words: Words): MailLink[] => [
  ...(read ? [{ label: words.read, url: read.url }] : []),
  ...(link ? [{ label: words.requests, url: link }] : []),
  ...(page ? [{ label: words.page, url: page }] : []),
];

const TEXTS: MailTexts<LeadReplyVars> = {
  en: (vars) => {
    const { company, thread, read, replyTo } = vars;
    return {
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
            ...(read
              ? [
                  `Read the answer on Migralink with the link below. It works for ${duringText(read.days, 'day', 'en')}: keep this e-mail to come back to it.`,
                ]
              : []),
          ],
      links: linksOf(vars, {
        read: 'Read the answer',
        requests: 'Open your requests',
        page: `Open the page of ${company}`,
      }),
      after: [
        replyTo
          ? `To answer, reply to this e-mail: it goes to ${replyTo}, the address ${company} shows on its page.`
          : company
            ? `To answer, use the contact button or the contacts on the page of ${company}.`
            : 'To write to us again, send a new request on Migralink.',
      ],
    };
  },
  ru: (vars) => {
    const { company, thread, read, replyTo } = vars;
    return {
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
            ...(read
              ? [
                  `Прочитайте ответ на Migralink по ссылке ниже. Она действует в течение ${duringText(read.days, 'day', 'ru')}: сохраните письмо, чтобы вернуться к ответу.`,
                ]
              : []),
          ],
      links: linksOf(vars, {
        read: 'Прочитать ответ',
        requests: 'Открыть мои заявки',
        page: `Открыть страницу компании ${company}`,
      }),
      after: [
        replyTo
          ? `Чтобы ответить, ответьте на это письмо: оно уйдёт на ${replyTo}, адрес, который компания ${company} указала на своей странице.`
          : company
            ? `Чтобы ответить, воспользуйтесь кнопкой связи или контактами на странице компании ${company}.`
            : 'Чтобы написать нам ещё, отправьте новую заявку на Migralink.',
      ],
    };
  },
  uk: (vars) => {
    const { company, thread, read, replyTo } = vars;
    return {
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
            ...(read
              ? [
                  `Прочитайте відповідь на Migralink за посиланням нижче. Воно діє протягом ${duringText(read.days, 'day', 'uk')}: збережіть лист, щоб повернутися до відповіді.`,
                ]
              : []),
          ],
      links: linksOf(vars, {
        read: 'Прочитати відповідь',
        requests: 'Відкрити мої заявки',
        page: `Відкрити сторінку компанії ${company}`,
      }),
      after: [
        replyTo
          ? `Щоб відповісти, дайте відповідь на цей лист: він піде на ${replyTo}, адресу, яку компанія ${company} вказала на своїй сторінці.`
          : company
            ? `Щоб відповісти, скористайтеся кнопкою зв’язку або контактами на сторінці компанії ${company}.`
            : 'Щоб написати нам ще, надішліть нову заявку на Migralink.',
      ],
    };
  },
};

/**
 * To the visitor whose lead was answered, in the language they wrote it in:
 * the reply and what they sent when their address is confirmed, else only
 * that an answer came; in both, the signed link that shows the thread, the
 * company's page, and how to answer (Reply-To only to an address the company made public).
 */
export const leadReplyMail = (locale: Locale, vars: LeadReplyVars): Mail => mailIn(TEXTS, locale, vars);
