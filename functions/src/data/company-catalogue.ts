import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { CompanyRecord, CompanyProfile, CompanyContent } from './companies';
import { withoutKeys } from './items';
import { keys } from './keys';
import { servicesOf, type ServiceRecord } from './services';

/**
 * A company's profile, approved content and services with their versions:
 * one Query of the whole company partition (a company holds tens of items),
 * so a services page can check the company's visibility without a second request.
 */
export async function getCompanyWithServices(
  companyId: string,
): Promise<(CompanyRecord & { services: ServiceRecord[] }) | undefined> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.company.partition(companyId) },
    paginate: true,
  });
  const find = (sk: string) => Items.find((item) => item.sk === sk);
  const profile = find(keys.company.profile(companyId).sk);
  if (!profile) return undefined;
  const content = find(keys.company.content(companyId, 'approved').sk);
  return {
    profile: withoutKeys<CompanyProfile>(profile),
    content: content ? withoutKeys<CompanyContent>(content) : null,
    services: servicesOf(companyId, Items),
  };
}
