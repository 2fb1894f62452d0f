import type { SubscriptionPackage } from '@migralink/shared/enums';
import { getCompanyProfile } from '#data/companies';
import { edited, readVersions, type Subject, type Versions } from '#data/moderation';
import type { ServiceContent, ServiceMeta } from '#data/services';
import type { Principal } from '#http/auth';
import { NotFoundError } from '#http/errors';
import { ownCompanyId } from '#listings/owner';

/** A service of the caller's company with both versions, and what the editor works on (draft, else approved). */
export interface OwnService {
  subject: Extract<Subject, { kind: 'service' }>;
  versions: Versions<ServiceMeta, ServiceContent>;
  content: ServiceContent;
}

/**
 * A service of the caller's own company, read (strongly consistent) in that
 * company's partition only: another company's service id is simply not
 * there, so it is a 404 like an unknown one.
 */
export async function ownService(principal: Principal, serviceId: string): Promise<OwnService> {
  const companyId = ownCompanyId(principal);
  const subject = { kind: 'service', companyId, serviceId } as const;
  const versions = await readVersions<ServiceMeta, ServiceContent>(subject);
  const content = edited(versions);
  if (!versions || !content) throw new NotFoundError();
  return { subject, versions, content };
}

/** The plan of a company (every company has a profile once it exists): one GetItem of the profile. */
export async function companyPlan(companyId: string): Promise<SubscriptionPackage> {
  const profile = await getCompanyProfile(companyId);
  if (!profile) throw new NotFoundError();
  return profile.plan;
}
