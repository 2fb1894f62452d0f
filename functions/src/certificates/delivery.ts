import { createHash } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import { certificateStatus } from '#data/certificates';
import { NotFoundError } from '#http/errors';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { certificateDeliveryMail } from '#mail/certificate-delivery';
import { dayText } from '#mail/dates';
import { certificateLink } from '#mail/links';
import { queueMail } from '#mail/outbox';
import { certificatePdfIn, PDF_TYPE } from './certificate-pdf';
import type { CertifiedApplication } from './issue';

/**
 * Mails a valid certificate's PDF to the addresses its owner chose, in the language they chose
 * (docs/product.md, "Certificates"): one mail each, the PDF attached, the platform's words and the
 * company's name only. A company sends `certificateDeliveryCompany` deliveries a day; answers how many
 * mails are on their way. The same certificate to the same address is queued once in `RESEND_WINDOW_MS` (a
 * request sent twice mails once).
 */
export async function deliverCertificate(
  application: CertifiedApplication,
  emails: readonly string[],
  locale: Locale,
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
  const window = Math.floor(Date.now() / RESEND_WINDOW_MS);
  await Promise.all(
    emails.map((to) =>
      queueMail({
        id: `certificate-delivery:${application.id}:${addressHash(to)}:${window}`,
        kind: 'certificate delivery',
        to,
        ...mail,
        attachments: [attachment],
      }),
    ),
  );
  return emails.length;
}

/** How long the same certificate to the same address is one delivery. */
const RESEND_WINDOW_MS = 10 * 60_000;

/** An address as a mail id may carry it. */
const addressHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 24);
