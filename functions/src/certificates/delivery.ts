import type { Locale } from '@migralink/shared/locales';
import { certificateStatus } from '#data/certificates';
import { NotFoundError } from '#http/errors';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { sendMail } from '#lib/mail';
import type { Logger } from '#lib/logger';
import { certificateDeliveryMail } from '#mail/certificate-delivery';
import { dayText } from '#mail/dates';
import { certificateLink } from '#mail/links';
import { certificatePdfIn, PDF_TYPE } from './certificate-pdf';
import type { CertifiedApplication } from './issue';

/**
 * Mails a valid certificate's PDF to the addresses its owner chose, in the language they chose
 * (docs/product.md, "Certificates"): one mail each, the PDF attached, the platform's words and the
 * company's name only. A company sends `certificateDeliveryCompany` deliveries a day; answers how many
 * mails went out (one that fails is logged, the others still go).
 */
export async function deliverCertificate(
  application: CertifiedApplication,
  emails: readonly string[],
  locale: Locale,
  log: Logger,
): Promise<number> {
  const { certificate, fields } = application;
  if (certificateStatus(certificate) !== 'valid') throw new NotFoundError();
  await countAttempts([{ rule: RATE_LIMITS.certificateDeliveryCompany, subject: application.company_id }]);
  const pdf = await certificatePdfIn(application, locale);
  const mail = certificateDeliveryMail(locale, {
    company: fields.company_name,
    number: certificate.number,
    validUntil: dayText(certificate.valid_until, locale),
    verifyLink: certificateLink(locale, certificate.number),
  });
  const attachment = { filename: `Certificate-${certificate.number}.pdf`, contentType: PDF_TYPE, content: pdf };
  const sent = await Promise.allSettled(emails.map((to) => sendMail({ to, ...mail, attachments: [attachment] })));
  for (const result of sent)
    if (result.status === 'rejected') log.error('certificate mail not sent', { error: result.reason });
  return sent.filter((result) => result.status === 'fulfilled').length;
}
