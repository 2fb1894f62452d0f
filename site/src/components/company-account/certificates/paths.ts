import type { Locale } from '@migralink/shared/locales';
import { adminUrl } from '../shared/paths';

/** The company's applications and certificates. */
export const certificatesUrl = (locale: Locale): string => adminUrl(locale, 'certificates');

/** The application form: a new application, or `id` to continue a draft or a returned one. */
export const certificateFormUrl = (locale: Locale, id?: string): string => adminUrl(locale, 'certificateForm', { id });

/** One application or certificate of the company. */
export const certificateUrl = (locale: Locale, id: string): string => adminUrl(locale, 'certificate', { id });

/** Staff's queue; `id` opens an application (or a certificate to revoke). */
export const certificateQueueUrl = (locale: Locale, id?: string): string =>
  adminUrl(locale, 'certificateQueue', { id });

/** The public verification page of a certificate's number (docs/product.md, "Certificates"). */
export const verificationUrl = (locale: Locale, number: string): string =>
  `/${locale}/certificates/${encodeURIComponent(number)}/`;
