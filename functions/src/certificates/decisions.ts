import type { Locale } from '@migralink/shared/locales';
import { CRITERIA, type ApplicationState, type RevocationReason } from '@migralink/shared/schemas/certificates';
import {
  closeApplication,
  getApplication,
  issueCertificate,
  lastNumberOf,
  revokeCertificate,
  saveApplication,
  type ApplicationItem,
} from '#data/certificates';
import { getCompanyProfile } from '#data/companies';
import { markSiteChanged } from '#data/site-build';
import { AGAIN, decideAgain } from '#data/transact';
import { ConflictError, NotFoundError } from '#http/errors';
import type { Logger } from '#lib/logger';
import { withEvent } from './application';
import { certificateCredentials, type CertifiedApplication } from './issue';
import { certificateMessage } from './messages';
import { mailOwner } from './notify';
import { certificateNumberOf, expiryReminderDay, validityFrom } from './numbering';

/**
 * Staff's decisions on an application (docs/product.md, "Certificates"). Each
 * reads the application, decides on the state it read and writes on condition
 * that it is still that revision; when another decision came first it reads
 * again (`decideAgain`), so a stale decision ends in 409, never in a lost
 * write. The owner is mailed after the write, in their language.
 */

interface Staff {
  locale: Locale;
  log: Logger;
}

const now = () => new Date().toISOString();

/** The application in `state` (read strongly consistent): 404 when there is none, 409 when it is in another. */
async function applicationIn(id: string, state: ApplicationState, locale: Locale): Promise<ApplicationItem> {
  const application = await getApplication(id, true);
  if (!application) throw new NotFoundError();
  if (application.state !== state) throw new ConflictError({ message: certificateMessage('notDecidable', locale) });
  return application;
}

/** The application moved to `state` at `at`, with staff's comment in its history. */
const moved = (application: ApplicationItem, state: ApplicationState, at: string, comment: string | null) => ({
  ...application,
  state,
  history: withEvent(application.history, { at, state, comment }),
  revision: application.revision + 1,
  updated_at: at,
});

/**
 * Approves a sent application: the next number of the year, a year of
 * validity from now, the criteria the owner stated. The transaction moves the
 * year's counter from the value read, so approvals at the same moment get
 * consecutive numbers with no gap and never one twice; one that lost the race
 * reads the counter again and retries (for as long as `decideAgain` allows,
 * then 409). The credential is signed after (`issue.ts`).
 */
export async function approveApplication(id: string, comment: string, { locale, log }: Staff) {
  const approved = await decideAgain(async (): Promise<CertifiedApplication | typeof AGAIN> => {
    const application = await applicationIn(id, 'submitted', locale);
    const at = now();
    const year = new Date(at).getUTCFullYear();
    const last = await lastNumberOf(year);
    const certificate = {
      number: certificateNumberOf(year, last + 1),
      ...validityFrom(at),
      revoked_at: null,
      revocation_reason: null,
      criteria: CRITERIA.filter((criterion) => application.fields[criterion]),
    };
    const next = { ...moved(application, 'approved', at, comment || null), certificate };
    const outcome = await issueCertificate({
      application: next,
      expected: application.revision,
      year,
      last,
      reminderDay: expiryReminderDay(certificate.valid_until),
      number: {
        ...certificate,
        application_id: id,
        company_id: application.company_id,
        legal_name: application.fields.legal_name,
        country_id: application.fields.country_id,
      },
    });
    return outcome === 'issued' ? next : AGAIN;
  });
  await afterCertificateChange(approved, 'issueCertificateCredential', log);
  await mailOwner(approved, 'approved', comment, log);
  return approved;
}

/** Rejects (closes) or returns a sent application for changes, with staff's comment for the owner. */
export async function decideApplication(
  id: string,
  decision: 'rejected' | 'returned',
  comment: string,
  { locale, log }: Staff,
): Promise<void> {
  const decided = await decideAgain(async () => {
    const application = await applicationIn(id, 'submitted', locale);
    const next = moved(application, decision, now(), comment);
    const written =
      decision === 'rejected'
        ? await closeApplication(next, application.revision)
        : await saveApplication({ ...next, returned: application.returned + 1 }, application.revision);
    return written ? next : AGAIN;
  });
  await mailOwner(decided, decision, comment, log);
}

/**
 * Revokes a certificate with a reason: it stays verifiable as revoked (its
 * number's facts say so), the company's badge goes in the same transaction,
 * and its status list bit is set after (`issue.ts`).
 */
export async function revokeApplication(
  id: string,
  reason: RevocationReason,
  comment: string,
  { locale, log }: Staff,
): Promise<void> {
  const revoked = await decideAgain(async () => {
    const application = (await applicationIn(id, 'approved', locale)) as CertifiedApplication;
    const at = now();
    const next: CertifiedApplication = {
      ...moved(application, 'revoked', at, comment),
      certificate: { ...application.certificate, revoked_at: at, revocation_reason: reason },
    };
    const profile = await getCompanyProfile(application.company_id, true);
    const badgeShown = profile?.certificate?.number === application.certificate.number;
    return (await revokeCertificate(next, application.revision, badgeShown)) ? next : AGAIN;
  });
  await afterCertificateChange(revoked, 'revokeCertificateCredential', log);
  await mailOwner(revoked, 'revoked', comment, log);
}

/**
 * What follows a certificate's approval or revocation once written: its signed side (logged, not answered,
 * when it fails: the decision stands), and a build of the pre-built pages that show the badge.
 */
async function afterCertificateChange(
  application: CertifiedApplication,
  step: 'issueCertificateCredential' | 'revokeCertificateCredential',
  log: Logger,
): Promise<void> {
  try {
    await certificateCredentials[step](application);
  } catch (error) {
    log.error('certificate credential not updated', { step, application: application.id, error });
  }
  await markSiteChanged();
}
