import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

/** What every certificate mail names: the application's company, and the owner's screen of it. */
interface CertificateVars {
  /** The company's name as the application gives it. */
  company: string;
  /** The owner's certificate screen in the account app. */
  link: string;
}

interface IssuedVars extends CertificateVars {
  number: string;
  /** The last day it is valid, already written in the owner's language. */
  validUntil: string;
  /** Its public verification page. */
  verifyLink: string;
}

interface CommentVars extends CertificateVars {
  comment: string;
}

interface RevokedVars extends CommentVars {
  number: string;
}

const APPROVED: MailTexts<IssuedVars> = {
  en: ({ company, number, validUntil, link, verifyLink }) => ({
    subject: `Certificate ${number} is issued`,
    greeting: 'Congratulations!',
    paragraphs: [
      `Staff checked “${company}” and issued certificate ${number}. It is valid until ${validUntil}.`,
      'Its badge shows on your company page and cards; anyone can verify it by its number.',
    ],
    links: [
      { label: 'Download the certificate', url: link },
      { label: 'Its public verification page', url: verifyLink },
    ],
  }),
  ru: ({ company, number, validUntil, link, verifyLink }) => ({
    subject: `Сертификат ${number} выдан`,
    greeting: 'Поздравляем!',
    paragraphs: [
      `Мы проверили «${company}» и выдали сертификат ${number}. Он действует до ${validUntil}.`,
      'Его знак виден на странице и в карточках вашей компании; любой может проверить его по номеру.',
    ],
    links: [
      { label: 'Скачать сертификат', url: link },
      { label: 'Публичная страница проверки', url: verifyLink },
    ],
  }),
  uk: ({ company, number, validUntil, link, verifyLink }) => ({
    subject: `Сертифікат ${number} видано`,
    greeting: 'Вітаємо!',
    paragraphs: [
      `Ми перевірили «${company}» і видали сертифікат ${number}. Він чинний до ${validUntil}.`,
      'Його знак видно на сторінці та в картках вашої компанії; будь-хто може перевірити його за номером.',
    ],
    links: [
      { label: 'Завантажити сертифікат', url: link },
      { label: 'Публічна сторінка перевірки', url: verifyLink },
    ],
  }),
};

const REJECTED: MailTexts<CommentVars> = {
  en: ({ company, comment, link }) => ({
    subject: 'Your certificate application is declined',
    greeting: 'Your application was not approved',
    paragraphs: [`Staff declined the certificate application of “${company}”. Their comment:`, comment],
    links: [{ label: 'Open your applications', url: link }],
  }),
  ru: ({ company, comment, link }) => ({
    subject: 'Заявка на сертификат отклонена',
    greeting: 'Заявка не одобрена',
    paragraphs: [`Мы отклонили заявку на сертификат «${company}». Комментарий:`, comment],
    links: [{ label: 'Открыть заявки', url: link }],
  }),
  uk: ({ company, comment, link }) => ({
    subject: 'Заявку на сертифікат відхилено',
    greeting: 'Заявку не схвалено',
    paragraphs: [`Ми відхилили заявку на сертифікат «${company}». Коментар:`, comment],
    links: [{ label: 'Відкрити заявки', url: link }],
  }),
};

const RETURNED: MailTexts<CommentVars> = {
  en: ({ company, comment, link }) => ({
    subject: 'Your certificate application needs changes',
    greeting: 'Please make a few changes',
    paragraphs: [
      `Staff returned the certificate application of “${company}” for changes. Their comment:`,
      comment,
      'Change it and send it again.',
    ],
    links: [{ label: 'Make the changes', url: link }],
  }),
  ru: ({ company, comment, link }) => ({
    subject: 'Заявке на сертификат нужны правки',
    greeting: 'Нужно кое-что поправить',
    paragraphs: [
      `Мы вернули заявку на сертификат «${company}» на доработку. Комментарий:`,
      comment,
      'Внесите правки и отправьте её снова.',
    ],
    links: [{ label: 'Внести правки', url: link }],
  }),
  uk: ({ company, comment, link }) => ({
    subject: 'Заявка на сертифікат потребує змін',
    greeting: 'Потрібно дещо виправити',
    paragraphs: [
      `Ми повернули заявку на сертифікат «${company}» на доопрацювання. Коментар:`,
      comment,
      'Внесіть зміни й надішліть її знову.',
    ],
    links: [{ label: 'Внести зміни', url: link }],
  }),
};

const REVOKED: MailTexts<RevokedVars> = {
  en: ({ company, number, comment, link }) => ({
    subject: `Certificate ${number} is revoked`,
    greeting: 'Your certificate was revoked',
    paragraphs: [
      `Staff revoked certificate ${number} of “${company}”. Its verification page says so from now on. Their comment:`,
      comment,
    ],
    links: [{ label: 'Open your certificates', url: link }],
  }),
  ru: ({ company, number, comment, link }) => ({
    subject: `Сертификат ${number} отозван`,
    greeting: 'Ваш сертификат отозван',
    paragraphs: [
      `Мы отозвали сертификат ${number} компании «${company}». Страница проверки теперь показывает это. Комментарий:`,
      comment,
    ],
    links: [{ label: 'Открыть сертификаты', url: link }],
  }),
  uk: ({ company, number, comment, link }) => ({
    subject: `Сертифікат ${number} відкликано`,
    greeting: 'Ваш сертифікат відкликано',
    paragraphs: [
      `Ми відкликали сертифікат ${number} компанії «${company}». Сторінка перевірки тепер це показує. Коментар:`,
      comment,
    ],
    links: [{ label: 'Відкрити сертифікати', url: link }],
  }),
};

const EXPIRING: MailTexts<IssuedVars> = {
  en: ({ company, number, validUntil, link, verifyLink }) => ({
    subject: `Certificate ${number} ends on ${validUntil}`,
    greeting: 'Time to renew your certificate',
    paragraphs: [
      `Certificate ${number} of “${company}” is valid until ${validUntil}.`,
      'Send a new application now, so that the badge stays on your company page without a break.',
    ],
    links: [
      { label: 'Apply again', url: link },
      { label: 'Its public verification page', url: verifyLink },
    ],
  }),
  ru: ({ company, number, validUntil, link, verifyLink }) => ({
    subject: `Сертификат ${number} действует до ${validUntil}`,
    greeting: 'Пора продлить сертификат',
    paragraphs: [
      `Сертификат ${number} компании «${company}» действует до ${validUntil}.`,
      'Отправьте новую заявку сейчас, чтобы знак оставался на странице вашей компании без перерыва.',
    ],
    links: [
      { label: 'Подать заявку снова', url: link },
      { label: 'Публичная страница проверки', url: verifyLink },
    ],
  }),
  uk: ({ company, number, validUntil, link, verifyLink }) => ({
    subject: `Сертифікат ${number} чинний до ${validUntil}`,
    greeting: 'Час подовжити сертифікат',
    paragraphs: [
      `Сертифікат ${number} компанії «${company}» чинний до ${validUntil}.`,
      'Надішліть нову заявку зараз, щоб знак залишався на сторінці вашої компанії без перерви.',
    ],
    links: [
      { label: 'Подати заявку знову', url: link },
      { label: 'Публічна сторінка перевірки', url: verifyLink },
    ],
  }),
};

/** To the owner once staff approved the application: the number, the validity and where to get the PDF. */
export const certificateApprovedMail = (locale: Locale, vars: IssuedVars): Mail => mailIn(APPROVED, locale, vars);

/** To the owner once staff rejected the application, with their comment. */
export const certificateRejectedMail = (locale: Locale, vars: CommentVars): Mail => mailIn(REJECTED, locale, vars);

/** To the owner once staff returned the application for changes, with their comment. */
export const certificateReturnedMail = (locale: Locale, vars: CommentVars): Mail => mailIn(RETURNED, locale, vars);

/** To the owner once staff revoked the certificate, with their comment. */
export const certificateRevokedMail = (locale: Locale, vars: RevokedVars): Mail => mailIn(REVOKED, locale, vars);

/** To the owner 30 days before the certificate ends. */
export const certificateExpiringMail = (locale: Locale, vars: IssuedVars): Mail => mailIn(EXPIRING, locale, vars);
