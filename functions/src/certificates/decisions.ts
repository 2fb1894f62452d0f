import type { Locale } from '@migralink/shared/locales';
import { CRITERIA, type ApplicationState, type RevocationReason } from '@migralink/shared/schemas/certificates';
import {
  closeApplication,
  getApplication,
  issueCertificate,
  readForApproval,
  revokeCertificate,
  saveApplication,
  type ApplicationItem,
  type Issue,
} from '#data/certificates';
import { getCompanyProfile } from '#data/companies';
import { markSiteChanged } from '#data/site-build';
import { AGAIN, decideAgain } from '#data/transact';
import { ConflictError, NotFoundError } from '#http/errors';
import type { Logger } from '#lib/logger';
import { withEvent } from './application';
import { certificateCredentials, type CertifiedApplication } from './issue';
import { certificateMessage } from './messages';
import { applicationOwner, ownerMailPut } from './notify';
import { certificateNumberOf, expiryReminderDay, validityFrom } from './numbering';

/**
 * Staff's decisions on an application (docs/product.md, "Certificates"). Each
 * reads the application, decides on the state it read and writes on condition
 * that it is still that revision; when another decision came first it reads
 * again (`decideAgain`), so a stale decision ends in 409, never in a lost
 * write. The owner's mail, in their language, is queued in the write's own
 * transaction.
 */

interface Staff {
  locale: Locale;
  log: Logger;
}

const now = () => new Date().toISOString();

/** The application if it is in `state`: 404 when there is none, 409 when it is in another. */
function inState(application: ApplicationItem | undefined, state: ApplicationState, locale: Locale) {
  if (!application) throw new NotFoundError();
  if (application.state !== state) throw new ConflictError({ message: certificateMessage('notDecidable', locale) });
  return application;
}

/** The application in `state`, read strongly consistent (`inState`). */
const applicationIn = async (id: string, state: ApplicationState, locale: Locale) =>
  inState(await getApplication(id, true), state, locale);

/**
 * How long an approval may keep trying: approvals at the same moment meet at one counter item and take turns
 * (20 at once: the integration test), so they get longer than other changes, within the function's 10 s.
 */
const APPROVAL_TRYING_MS = 6_000;

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
  const owner = ownerOnce(log);
  const approved = await decideAgain(async (): Promise<CertifiedApplication | typeof AGAIN> => {
    const at = now();
    const year = new Date(at).getUTCFullYear();
    const { application, last } = await readForApproval(id, year);
    const issue = approval(inState(application, 'submitted', locale), year, last, at, comment);
    const alsoWrite = ownerMailPut(issue.application, 'approved', comment, await owner(issue.application));
    return (await issueCertificate({ ...issue, alsoWrite })) === 'issued' ? issue.application : AGAIN;
  }, APPROVAL_TRYING_MS);
  await afterCertificateChange(approved, 'issueCertificateCredential', log);
  return approved;
}

/** What approving `application` writes when the year's counter stands at `last`: the next number, its dates. */
function approval(application: ApplicationItem, year: number, last: number, at: string, comment: string) {
  const certificate = {
    number: certificateNumberOf(year, last + 1),
    ...validityFrom(at),
    revoked_at: null,
    revocation_reason: null,
    criteria: CRITERIA.filter((criterion) => application.fields[criterion]),
  };
  const { fields, company_id } = application;
  return {
    application: { ...moved(application, 'approved', at, comment || null), certificate },
    expected: application.revision,
    year,
    last,
    reminderDay: expiryReminderDay(certificate.valid_until),
    number: {
      ...certificate,
      application_id: application.id,
      company_id,
      legal_name: fields.legal_name,
      country_id: fields.country_id,
    },
  } satisfies Issue;
}

/** Rejects (closes) or returns a sent application for changes, with staff's comment for the owner. */
export async function decideApplication(
  id: string,
  decision: 'rejected' | 'returned',
  comment: string,
  { locale, log }: Staff,
): Promise<void> {
  const owner = ownerOnce(log);
  await decideAgain(async () => {
    const application = await applicationIn(id, 'submitted', locale);
    const next = moved(application, decision, now(), comment);
    const mail = ownerMailPut(next, decision, comment, await owner(next));
    const written =
      decision === 'rejected'
        ? await closeApplication(next, application.revision, mail)
        : await saveApplication({ ...next, returned: application.returned + 1 }, application.revision, mail);
    return written ? next : AGAIN;
  });
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
  const owner = ownerOnce(log);
  const revoked = await decideAgain(async () => {
    const application = (await applicationIn(id, 'approved', locale)) as CertifiedApplication;
    const at = now();
    const next: CertifiedApplication = {
      ...moved(application, 'revoked', at, comment),
      certificate: { ...application.certificate, revoked_at: at, revocation_reason: reason },
    };
    const profile = await getCompanyProfile(application.company_id, true);
    const badgeShown = profile?.certificate?.number === application.certificate.number;
    const mail = ownerMailPut(next, 'revoked', comment, await owner(next));
    return (await revokeCertificate(next, application.revision, badgeShown, mail)) ? next : AGAIN;
  });
  await afterCertificateChange(revoked, 'revokeCertificateCredential', log);
}

/** The owner of the application's company, read on a decision's first try only (another try mails the same owner). */
function ownerOnce(log: Logger) {
  let owner: ReturnType<typeof applicationOwner> | undefined;
  return (application: ApplicationItem) => (owner ??= applicationOwner(application, log));
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
