import type { Locale } from '@migralink/shared/locales';
import { duringText } from './durations';
import { mailIn, type Mail, type MailLink, type MailTexts } from './layout';

interface LeadCopyVars {
  /** The company's name in the visitor's language (moderated, public); undefined for a lead to the platform. */
  company?: string;
  /** The company's page, or the visitor's leads page when they were signed in; none for others. */
  link?: MailLink['url'];
  /** The signed link where the answers will show (`/request/?token=`), and for how many days it works. */
  read?: { url: string; days: number };
}

/**
 * The receipt of a lead, to the address written in the form. Nobody has
 * confirmed that address (anyone can write anyone's), so the mail carries no
 * word the sender wrote: not their name, not their message. Only fixed text,
 * the public company's name and a link to the site (`../leads/README.md`).
 */
const TEXTS: MailTexts<LeadCopyVars> = {
  en: ({ company, link, read }) => ({
    subject: company ? `Your request to ${company}` : 'We have received your request',
    greeting: 'Hello!',
    paragraphs: [
      company
        ? `A request to ${company} was sent on Migralink with this e-mail address. ${company} will answer by e-mail or phone.`
        : 'A request to the Migralink team was sent with this e-mail address. We will answer by e-mail or phone.',
      ...(read ? [`The answers will also show at the link below for ${duringText(read.days, 'day', 'en')}.`] : []),
    ],
    links: [
      ...(read ? [{ label: 'Follow your request', url: read.url }] : []),
      ...(link ? [{ label: company ? `Open the page of ${company}` : 'Open your requests', url: link }] : []),
    ],
    after: ['If you did not send this request, you can ignore this e-mail.'],
  }),
  ru: ({ company, link, read }) => ({
    subject: company ? `Ваша заявка компании ${company}` : 'Ваша заявка на Migralink получена',
    greeting: 'Здравствуйте!',
    paragraphs: [
      company
        ? `С этим адресом на Migralink отправлена заявка компании ${company}. Компания ответит по e-mail или по телефону.`
        : 'С этим адресом отправлена заявка команде Migralink. Мы ответим по e-mail или по телефону.',
      ...(read ? [`Ответы будут видны и по ссылке ниже в течение ${duringText(read.days, 'day', 'ru')}.`] : []),
    ],
    links: [
      ...(read ? [{ label: 'Следить за заявкой', url: read.url }] : []),
      ...(link ? [{ label: company ? `Открыть страницу компании ${company}` : 'Открыть мои заявки', url: link }] : []),
    ],
    after: ['Если вы не отправляли эту заявку, просто проигнорируйте это письмо.'],
  }),
  uk: ({ company, link, read }) => ({
    subject: company ? `Ваша заявка компанії ${company}` : 'Вашу заявку на Migralink отримано',
    greeting: 'Вітаємо!',
    paragraphs: [
      company
        ? `З цією адресою на Migralink надіслано заявку компанії ${company}. Компанія відповість електронною поштою або телефоном.`
        : 'З цією адресою надіслано заявку команді Migralink. Ми відповімо електронною поштою або телефоном.',
      ...(read
        ? [`Відповіді також буде видно за посиланням нижче протягом ${duringText(read.days, 'day', 'uk')}.`]
        : []),
    ],
    links: [
      ...(read ? [{ label: 'Стежити за заявкою', url: read.url }] : []),
      ...(link
        ? [{ label: company ? `Відкрити сторінку компанії ${company}` : 'Відкрити мої заявки', url: link }]
        : []),
    ],
    after: ['Якщо ви не надсилали цю заявку, просто проігноруйте цей лист.'],
  }),
};

/** To the address a lead gives: that a request was sent with it, in the page's language; nothing the sender wrote. */
export const leadCopyMail = (locale: Locale, vars: LeadCopyVars): Mail => mailIn(TEXTS, locale, vars);
