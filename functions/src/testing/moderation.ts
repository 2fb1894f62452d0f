import { randomUUID } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyContentInput, CompanyProfile } from '#data/company-items';
import {
  companyContentFixture,
  companyProfileFixture,
  serviceContentFixture,
  serviceMetaFixture,
} from '#data/fixtures';
import {
  createDraft,
  decide,
  readVersions,
  saveDraft,
  setCompanyPublished,
  setServicePublished,
  submitDraft,
  type ServiceSubject,
  type Subject,
} from '#data/moderation';
import type { ServiceContentInput, ServiceMeta } from '#data/service-items';
import { createUser, type User } from '#data/users';

/**
 * Companies and services in the moderation states the tests need, made through
 * the moderation data layer itself (the account routes are not needed). Used
 * by tests only.
 */

const TEST_HASH = 'scrypt$N=131072,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U=';

/** A company account speaking `locale`. */
export const ownerAccount = (locale: Locale = 'en', companyId?: string): Promise<User> =>
  createUser({
    email: `owner-${randomUUID()}@example.com`,
    password_hash: TEST_HASH,
    role: 'company',
    first_name: 'Olga',
    last_name: 'Owner',
    locale,
    ...(companyId ? { company_id: companyId } : {}),
  });

/** A subject as the moderation routes name it: its kind and its id. */
export const kindAndId = (subject: Subject) => ({
  kind: subject.kind,
  uuid: subject.kind === 'company' ? subject.companyId : subject.serviceId,
});

let clock = Date.parse('2001-01-01T00:00:00.000Z');
/** Strictly increasing moments long past, so what a test sends sorts before anything sent today. */
export const tick = () => new Date((clock += 1000 + Math.floor(Math.random() * 1000))).toISOString();

/** A brand-new company as its owner creates it: revision 1, a draft, never approved. */
export async function draftCompany(owner: User, content: Partial<CompanyContentInput> = {}) {
  const profile: CompanyProfile = companyProfileFixture({
    owner_id: owner.id,
    plan: 'basic',
    status: 'draft',
    published: false,
    approved_at: null,
  });
  const subject: Subject = { kind: 'company', companyId: profile.id };
  await createDraft(subject, profile, companyContentFixture(content));
  return { subject, profile };
}

/** A new service of a company: revision 1, a draft, never approved. */
export async function draftService(companyId: string, content: Partial<ServiceContentInput> = {}) {
  const meta: ServiceMeta = serviceMetaFixture(companyId, { status: 'draft', published: false, approved_at: null });
  const subject: ServiceSubject = { kind: 'service', companyId, serviceId: meta.id };
  await createDraft(subject, meta, serviceContentFixture(content));
  return { subject, meta };
}

/** Sends the item's current revision to moderation at `at`; answers that revision. */
export async function send(subject: Subject, at = tick()): Promise<number> {
  const versions = await readVersions(subject);
  await submitDraft(subject, versions!.meta, at);
  return versions!.meta.revision;
}

/** Approves what waits, as a moderator would. */
export async function approve(subject: Subject): Promise<void> {
  const versions = (await readVersions(subject))!;
  await decide(subject, versions, versions.meta.revision, { approve: true }, tick());
}

/** The owner edits the draft (or the approved version when there is no draft) with `change`; answers the new revision. */
export async function edit<C extends object>(subject: Subject, change: (content: C) => C): Promise<number> {
  const versions = (await readVersions(subject))!;
  const { filled_locales: _derived, ...current } = (versions.draft ?? versions.approved)! as unknown as C & {
    filled_locales?: unknown;
  };
  return saveDraft(subject, versions.meta, change(current as C) as never, tick());
}

/**
 * A published company with an approved version (and, when asked, a published
 * approved service), as after its first moderation round.
 */
export async function publishedCompany(owner: User, options: { service?: boolean } = {}) {
  const company = await draftCompany(owner);
  await send(company.subject);
  await approve(company.subject);
  await setCompanyPublished(company.profile.id, true, tick());
  if (!options.service) return { company };
  const service = await draftService(company.profile.id);
  await send(service.subject);
  await approve(service.subject);
  await setServicePublished(service.subject, true, tick());
  return { company, service };
}
