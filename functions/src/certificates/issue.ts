import {
  getApplication,
  storeCredential,
  type ApplicationItem,
  type CertificateRecord,
  type StoredCredential,
} from '#data/certificates';
import { getCompanyProfile } from '#data/companies';
import { config } from '#lib/config';
import { issueCredential, revokeCredential } from './issuance';
import { CRITERION_NAMES } from './names';
import { companyPageUrl } from './published';

/** An application once it is a certificate: approved (or revoked later), its certificate set. */
export type CertifiedApplication = ApplicationItem & { certificate: CertificateRecord };

/**
 * The signed side of a certificate (docs/product.md, "Certificates"): its
 * credential and its place in a status list. The approval and the revocation
 * call it after their own transaction is written, and wait for it.
 *
 * Every method must be idempotent (a second call for the same certificate
 * changes nothing and does not fail), because the decision stands once written:
 * a failure here is logged by the caller, not answered, and the next call
 * (another decision, or the credential route) must be able to finish the work.
 */
export interface CertificateCredentials {
  /**
   * After approval: allocate the certificate's status list index, sign its
   * credential (Open Badges 3.0 as a VC-JWT, `application.certificate.number`,
   * its dates and criteria, `application.fields` for the company) and store both
   * where the credential and PDF routes read them.
   */
  issueCertificateCredential(application: CertifiedApplication): Promise<void>;
  /** After revocation: set the certificate's bit in its status list (`application.certificate.revoked_at` is set). */
  revokeCertificateCredential(application: CertifiedApplication): Promise<void>;
}

/**
 * The certificate's credential as stored on its item; when the approval could
 * not store it, it is signed and stored now. Signed once: a signature differs
 * each time, so of two callers at once only the first one's is stored, and both
 * answer that one (read again, strongly consistent).
 */
export async function storedCredential(application: CertifiedApplication): Promise<StoredCredential> {
  if (application.credential) return application.credential;
  const { certificate, fields, company_id } = application;
  const profile = await getCompanyProfile(company_id);
  const { credential: jwt, status } = await issueCredential({
    number: certificate.number,
    approvedAt: certificate.valid_from,
    validFrom: certificate.valid_from,
    validUntil: certificate.valid_until,
    company: {
      id: company_id,
      name: fields.company_name,
      legalName: fields.legal_name,
      registerNumber: fields.register_number,
      country: fields.country_id,
      url: profile?.published ? companyPageUrl(config.siteUrl, profile.slug) : null,
    },
    criteria: certificate.criteria.map((criterion) => CRITERION_NAMES[criterion].en),
  });
  const credential = { jwt, ...status };
  if (await storeCredential(application.id, credential)) return credential;
  const stored = (await getApplication(application.id, true))?.credential;
  if (!stored) throw new Error(`The credential of application ${application.id} was neither stored nor there`);
  return stored;
}

/** Issues at approval (once: a stored credential is kept) and sets the status bit at revocation. */
export const certificateCredentials: CertificateCredentials = {
  issueCertificateCredential: async (application) => {
    await storedCredential(application);
  },
  revokeCertificateCredential: (application) =>
    revokeCredential(application.certificate.number, application.certificate.revoked_at ?? undefined),
};
