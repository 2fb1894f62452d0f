import type { Locale } from '@migralink/shared/locales';
import { mailIn, type Mail, type MailTexts } from './layout';

/**
 * A certificate's PDF sent by its owner to the addresses they chose: the platform's words and the
 * company's name only (never text the owner typed), the PDF attached.
 */
interface DeliveryVars {
  /** The company's name as the certificate gives it. */
  company: string;
  number: string;
  /** The last day it is valid, already written in the mail's language. */
  validUntil: string;
  /** Its public verification page. */
  verifyLink: string;
}

const DELIVERY: MailTexts<DeliveryVars> = {
  en: ({ company, number, validUntil, verifyLink }) => ({
    subject: `Certificate ${number} of “${company}”`,
    greeting: 'Hello,',
    paragraphs: [
      `“${company}” sends you its certificate ${number} from Migralink, attached as a PDF. It is valid until ${validUntil}.`,
      'Migralink staff checked the company before issuing it. Anyone can check the certificate on its public page, and the PDF carries a signed credential that page checks too.',
    ],
    links: [{ label: 'Check the certificate', url: verifyLink }],
  }),
  ru: ({ company, number, validUntil, verifyLink }) => ({
    subject: `Сертификат ${number} компании «${company}»`,
    greeting: 'Здравствуйте!',
    paragraphs: [
      `«${company}» отправляет вам свой сертификат ${number} от Migralink во вложении (PDF). Он действует до ${validUntil}.`,
      'Перед выдачей сотрудники Migralink проверили компанию. Любой может проверить сертификат на его публичной странице; в PDF вложено подписанное удостоверение, которое эта страница тоже проверяет.',
    ],
    links: [{ label: 'Проверить сертификат', url: verifyLink }],
  }),
  uk: ({ company, number, validUntil, verifyLink }) => ({
    subject: `Сертифікат ${number} компанії «${company}»`,
    greeting: 'Вітаємо!',
    paragraphs: [
      `«${company}» надсилає вам свій сертифікат ${number} від Migralink у вкладенні (PDF). Він чинний до ${validUntil}.`,
      'Перед видачею співробітники Migralink перевірили компанію. Будь-хто може перевірити сертифікат на його публічній сторінці; у PDF вкладено підписане посвідчення, яке ця сторінка теж перевіряє.',
    ],
    links: [{ label: 'Перевірити сертифікат', url: verifyLink }],
  }),
};

/** To an address the owner chose: the certificate's PDF (attached by the sender), in the language they chose. */
export const certificateDeliveryMail = (locale: Locale, vars: DeliveryVars): Mail => mailIn(DELIVERY, locale, vars);
