import type { Locale } from '@migralink/shared/locales';
import { CRITERIA } from '@migralink/shared/schemas/certificates';
import type { Principal } from '#http/auth';
import { NotFoundError } from '#http/errors';
import { certificateLink } from '#mail/links';
import { catalogueReference, namesIn } from '#reference/lists';
import { putObject, readObjectIfAny } from '#uploads/bucket';
import { CERTIFICATE_PDFS_PREFIX } from '#uploads/purposes';
import { ownApplication } from './application';
import { storedCredential, type CertifiedApplication } from './issue';
import { CRITERION_NAMES } from './names';
import type { CertificatePdfInput } from './pdf';

/**
 * A certificate's PDF as its owner downloads and mails it (docs/product.md, "Certificates"). The same
 * certificate renders the same bytes in a language, so each is rendered once and kept in the uploads
 * bucket (privately), under a key of its number and language. The renderer (pdf-lib, fontkit, the font,
 * the QR code) is loaded only to render: a function's cold start and every PDF already kept go without it.
 */

export const PDF_TYPE = 'application/pdf';

/** The caller's company's certificate (approved or revoked), or 404: another company's, or not a certificate. */
export async function ownCertificate(principal: Principal, id: string): Promise<CertifiedApplication> {
  const application = await ownApplication(principal, id);
  if (!application.certificate) throw new NotFoundError();
  return application as CertifiedApplication;
}

const pdfKey = (number: string, locale: Locale) => `${CERTIFICATE_PDFS_PREFIX}${number}/${locale}.pdf`;

/** The certificate's PDF in `locale`: the one kept, or rendered (its credential signed first if need be) and kept. */
export async function certificatePdfIn(application: CertifiedApplication, locale: Locale): Promise<Uint8Array> {
  const key = pdfKey(application.certificate.number, locale);
  const kept = await readObjectIfAny(key);
  if (kept) return kept;
  const [{ renderCertificatePdf }, input] = await Promise.all([import('./pdf'), pdfInput(application, locale)]);
  const bytes = await renderCertificatePdf(input);
  await putObject(key, bytes, PDF_TYPE);
  return bytes;
}

/** What the PDF shows, named in `locale`: the country by the reference data, the criteria by their names. */
async function pdfInput(application: CertifiedApplication, locale: Locale): Promise<CertificatePdfInput> {
  const { certificate, fields } = application;
  const [credential, reference] = await Promise.all([storedCredential(application), catalogueReference()]);
  return {
    locale,
    number: certificate.number,
    company: {
      name: fields.company_name,
      legalName: fields.legal_name,
      registerNumber: fields.register_number,
      country: namesIn(reference, locale).country(fields.country_id) ?? fields.country_id,
    },
    issuedAt: certificate.valid_from,
    validFrom: certificate.valid_from,
    validUntil: certificate.valid_until,
    criteria: CRITERIA.filter((criterion) => certificate.criteria.includes(criterion)).map(
      (criterion) => CRITERION_NAMES[criterion][locale],
    ),
    verificationUrl: certificateLink(locale, certificate.number),
    credential: credential.jwt,
  };
}
