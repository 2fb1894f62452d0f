import type { SubscriptionPackage } from '@migralink/shared/enums';
import { getCompany } from '#data/companies';
import { readVersions, type Subject, type Versions } from '#data/moderation';
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
  const companyId = await ownCompanyId(principal);
  const subject = { kind: 'service', companyId, serviceId } as const;
  const versions = await readVersions<ServiceMeta, ServiceContent>(subject);
  const content = versions?.draft ?? versions?.approved;
  if (!versions || !content) throw new NotFoundError();
  return { subject, versions, content };
}

/** The plan of a company (every company has a profile once it exists). */
export async function companyPlan(companyId: string): Promise<SubscriptionPackage> {
  const company = await getCompany(companyId, 'draft');
  if (!company) throw new NotFoundError();
  return company.profile.plan;
}
