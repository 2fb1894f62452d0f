import type { ModeratedKind } from '@migralink/shared/schemas/moderation';
import { pickText, type Locale } from '@migralink/shared/locales';
import { getCompanyProfile, type CompanyProfile } from '#data/companies';
import { decide, type Decision, type Subject, type Versions } from '#data/moderation';
import { getUser } from '#data/users';
import { NotFoundError } from '#http/errors';
import type { Logger } from '#lib/logger';
import { conflictWhenStale } from '#listings/stale';
import type { TransactWriteItem } from '#lib/db';
import { adminLink } from '#mail/links';
import { mailPut } from '#mail/outbox';
import { moderationApprovedMail, moderationRejectedMail } from '#mail/moderation-decision';
import { reindexCompany } from '#search/reindex';
import { findItem } from './waiting';

/**
 * A moderator's decision on the revision they saw: the data layer applies it
 * only if that revision still waits (else 409); an approved version of a
 * public item goes live at once (the search lists carry names and prices, so
 * they are rebuilt). The owner's mail, in their language, is queued in the
 * decision's own transaction.
 */
export async function decideOn(
  target: { kind: ModeratedKind; uuid: string },
  revision: number,
  decision: Decision,
  { locale, log }: { locale: Locale; log: Logger },
): Promise<void> {
  const found = await findItem(target.kind, target.uuid);
  if (!found) throw new NotFoundError();
  const { subject, versions } = found;
  const company = await companyOf(subject, versions);
  const isPublic = company.published && (subject.kind === 'company' || versions.meta.published);
  const mail = await ownerMail(company.owner_id, { subject, versions, revision, decision, isPublic }, log);
  await conflictWhenStale(decide(subject, versions, revision, decision, new Date().toISOString(), mail), locale);
  if (decision.approve && isPublic) await reindexCompany(subject.companyId);
}

/** The company of the decided item: a company is its own meta item; a service's needs its profile (one GetItem). */
async function companyOf(subject: Subject, versions: Versions): Promise<CompanyProfile> {
  if (subject.kind === 'company') return versions.meta as CompanyProfile;
  const profile = await getCompanyProfile(subject.companyId);
  if (!profile) throw new Error(`Company ${subject.companyId} of a moderated item is missing`);
  return profile;
}

/** The decision on one revision, as its mail tells it. */
interface Decided {
  subject: Subject;
  versions: Versions;
  revision: number;
  decision: Decision;
  isPublic: boolean;
}

/** The owner's mail of a decision (one per decided revision), or none when the owner has no account. */
async function ownerMail(ownerId: string, decided: Decided, log: Logger): Promise<TransactWriteItem[]> {
  const { subject, versions, revision, decision, isPublic } = decided;
  const owner = await getUser(ownerId);
  if (!owner) {
    log.warn('moderated item has no owner account', { owner_id: ownerId });
    return [];
  }
  const { locale } = owner;
  const vars = {
    kind: subject.kind,
    name: versions.draft ? pickText(versions.draft.name, locale) : '',
    link: adminLink(locale, subject.kind === 'company' ? 'company' : 'services'),
  };
  const mail = decision.approve
    ? moderationApprovedMail(locale, { ...vars, published: isPublic })
    : moderationRejectedMail(locale, { ...vars, comment: decision.comment });
  const item = subject.kind === 'company' ? subject.companyId : subject.serviceId;
  const id = `moderation:${subject.kind}:${item}:${revision}`;
  return [mailPut({ id, kind: `moderation ${decision.approve ? 'approved' : 'rejected'}`, to: owner.email, ...mail })];
}
