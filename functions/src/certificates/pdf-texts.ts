import type { Locale } from '@migralink/shared/locales';

/** The words of a certificate's PDF in each language (the values, names and criteria come translated). */
export interface PdfTexts {
  title: string;
  subtitle: string;
  legalName: string;
  registerNumber: string;
  country: string;
  number: string;
  validFrom: string;
  validUntil: string;
  checked: string;
  verify: string;
  credential: string;
}

export const PDF_TEXTS: Record<Locale, PdfTexts> = {
  en: {
    title: 'Certificate',
    subtitle: 'of a verified company',
    legalName: 'Legal name',
    registerNumber: 'Register number',
    country: 'Country',
    number: 'Certificate number',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    checked: 'What the platform checked',
    verify: 'Check this certificate: scan the code or open',
    credential:
      'The signed credential of this certificate (Open Badges 3.0) is attached to this PDF as credential.jwt: the verification page checks it, and so can any JOSE library with the platform’s public keys.',
  },
  ru: {
    title: 'Сертификат',
    subtitle: 'проверенной компании',
    legalName: 'Юридическое название',
    registerNumber: 'Регистрационный номер',
    country: 'Страна',
    number: 'Номер сертификата',
    validFrom: 'Действует с',
    validUntil: 'Действует до',
    checked: 'Что проверила платформа',
    verify: 'Проверьте сертификат: отсканируйте код или откройте',
    credential:
      'Подписанное удостоверение этого сертификата (Open Badges 3.0) вложено в этот PDF как credential.jwt: его проверяет страница проверки, а также любая библиотека JOSE по открытым ключам платформы.',
  },
  uk: {
    title: 'Сертифікат',
    subtitle: 'перевіреної компанії',
    legalName: 'Юридична назва',
    registerNumber: 'Реєстраційний номер',
    country: 'Країна',
    number: 'Номер сертифіката',
    validFrom: 'Дійсний з',
    validUntil: 'Дійсний до',
    checked: 'Що перевірила платформа',
    verify: 'Перевірте сертифікат: відскануйте код або відкрийте',
    credential:
      'Підписане посвідчення цього сертифіката (Open Badges 3.0) вкладено в цей PDF як credential.jwt: його перевіряє сторінка перевірки, а також будь-яка бібліотека JOSE за відкритими ключами платформи.',
  },
};

/** A date of the certificate as people of that language write it (UTC: the certificate's day everywhere). */
export const pdfDate = (locale: Locale, iso: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
