import type { Locale } from '@migralink/shared/locales';

/** What the certificate routes say when they refuse, in each language (docs/product.md, "Certificates"). */
const MESSAGES = {
  unknownDocuments: {
    en: 'Some of these documents are not your company’s: upload them again.',
    ru: 'Некоторые из этих документов не принадлежат вашей компании: загрузите их заново.',
    uk: 'Деякі з цих документів не належать вашій компанії: завантажте їх знову.',
  },
  registerExtractMissing: {
    en: 'Add the extract from the company register: an application is not sent without it.',
    ru: 'Добавьте выписку из реестра компаний: без неё заявка не отправляется.',
    uk: 'Додайте витяг з реєстру компаній: без нього заявку не надсилають.',
  },
  openApplication: {
    en: 'Your company has an application that is not decided yet: continue that one.',
    ru: 'У вашей компании уже есть нерассмотренная заявка: продолжите её.',
    uk: 'Ваша компанія вже має нерозглянуту заявку: продовжте її.',
  },
  notRenewable: {
    en: 'Your company’s certificate is valid: a new application may be sent in its last 60 days.',
    ru: 'Сертификат вашей компании действует: новую заявку можно отправить за 60 дней до его окончания.',
    uk: 'Сертифікат вашої компанії чинний: нову заявку можна надіслати за 60 днів до його закінчення.',
  },
  notEditable: {
    en: 'This application is with staff or decided: it cannot be changed.',
    ru: 'Эта заявка на рассмотрении или уже рассмотрена: её нельзя изменить.',
    uk: 'Ця заявка на розгляді або вже розглянута: її не можна змінити.',
  },
  notDecidable: {
    en: 'This application is not in a state this decision applies to (any more).',
    ru: 'Эта заявка (уже) не в том состоянии, к которому применимо это решение.',
    uk: 'Ця заявка (вже) не в тому стані, до якого застосовне це рішення.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type CertificateMessage = keyof typeof MESSAGES;

export const certificateMessage = (key: CertificateMessage, locale: Locale): string => MESSAGES[key][locale];
