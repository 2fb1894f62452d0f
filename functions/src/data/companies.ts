import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { getAll } from './batch-get';
import {
  companyContentItem,
  companyProfileItem,
  type CompanyContent,
  type CompanyContentInput,
  type CompanyProfile,
} from './company-items';
import { withoutKeys } from './items';
import { keys, type ContentVersion } from './keys';

export * from './company-items';

/** A company's profile with one version of its content (null while that version does not exist). */
export interface CompanyRecord {
  profile: CompanyProfile;
  content: CompanyContent | null;
}

/** The items of a company whose content is approved: its profile and the `approved` version. */
export function approvedCompanyItems(profile: CompanyProfile, content: CompanyContentInput) {
  return [companyProfileItem(profile), companyContentItem(profile.id, 'approved', content)];
}

/**
 * Writes a company with approved content (as the demo seed and tests need it),
 * profile and content in one transaction. Replaces what is stored under its id.
 */
export async function putApprovedCompany(profile: CompanyProfile, content: CompanyContentInput): Promise<void> {
  await db.TransactWriteItems({
    TransactItems: approvedCompanyItems(profile, content).map((Item) => ({
      Put: { TableName: config.tableName, Item },
    })),
  });
}

/** A company's profile and one content version (the public reads `approved`): one BatchGetItem. */
export async function getCompany(
  companyId: string,
  version: ContentVersion = 'approved',
): Promise<CompanyRecord | undefined> {
  const profileKey = keys.company.profile(companyId);
  const items = await getAll([profileKey, keys.company.content(companyId, version)]);
  const profile = items.find((item) => item.sk === profileKey.sk);
  if (!profile) return undefined;
  const content = items.find((item) => item !== profile);
  return {
    profile: withoutKeys<CompanyProfile>(profile),
    content: content ? withoutKeys<CompanyContent>(content) : null,
  };
}

/**
 * A company's profile alone (plan, owner, published): one GetItem, for the
 * callers that need none of its content. Strongly consistent when asked.
 */
export async function getCompanyProfile(companyId: string, consistent = false): Promise<CompanyProfile | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.company.profile(companyId) },
    ...(consistent ? { ConsistentRead: true } : {}),
  });
  return Item && withoutKeys<CompanyProfile>(Item);
}

/** What every reindex keeps on a company's profile for its cards (`search/card-summary.ts`). */
export type CompanyCardSummary = Required<Pick<CompanyProfile, 'served_countries' | 'min_price_from'>>;

/**
 * The write of a company's cards' summary (what its public services serve and
 * cost), for the reindex's transaction; on condition that the profile exists,
 * so a company that is gone gets no stray profile.
 */
export function cardSummaryWrite(companyId: string, summary: CompanyCardSummary): TransactWriteItem {
  return {
    Update: {
      TableName: config.tableName,
      Key: { ...keys.company.profile(companyId) },
      UpdateExpression: 'SET served_countries = :countries, min_price_from = :price',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':countries': summary.served_countries, ':price': summary.min_price_from },
    },
  };
}

/**
 * The part of creating a company that links it to its owner: sets the user's
 * `company_id`, on condition that the user exists and owns none yet (one
 * company per account), in the same transaction as the company's items.
 */
export function linkOwnerWrite(userId: string, companyId: string): TransactWriteItem {
  return {
    Update: {
      TableName: config.tableName,
      Key: { ...keys.user.item(userId) },
      UpdateExpression: 'SET company_id = :company',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(company_id)',
      ExpressionAttributeValues: { ':company': companyId },
    },
  };
}
