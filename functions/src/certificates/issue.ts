import type { ApplicationItem, CertificateRecord } from '#data/certificates';

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

/** Until the signing work is plugged in, nothing is signed or stored: the decisions do not depend on it. */
export const certificateCredentials: CertificateCredentials = {
  issueCertificateCredential: async () => {},
  revokeCertificateCredential: async () => {},
};
