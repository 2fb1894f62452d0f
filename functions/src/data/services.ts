import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item } from '#lib/db';
import { withoutKeys } from './items';
import { keys } from './keys';
import type { IndexName } from './table';
import {
  serviceContentItem,
  serviceMetaItem,
  type ServiceContent,
  type ServiceContentInput,
  type ServiceMeta,
} from './service-items';

export * from './service-items';

/** The index that finds a service by its own id (see keys.service.byId). */
const BY_ID_INDEX: IndexName = 'gsi1';

/** A service's meta item with its content versions (null where a version does not exist). */
export interface ServiceRecord {
  meta: ServiceMeta;
  approved: ServiceContent | null;
  draft: ServiceContent | null;
}

/** The items of a service whose content is approved: its meta and the `approved` version. */
export function approvedServiceItems(meta: ServiceMeta, content: ServiceContentInput) {
  return [serviceMetaItem(meta), serviceContentItem(meta, 'approved', content)];
}

/**
 * Writes a service with approved content (as the demo seed and tests need it),
 * meta and content in one transaction. Replaces what is stored under its id.
 */
export async function putApprovedService(meta: ServiceMeta, content: ServiceContentInput): Promise<void> {
  await db.TransactWriteItems({
    TransactItems: approvedServiceItems(meta, content).map((Item) => ({
      Put: { TableName: config.tableName, Item },
    })),
  });
}

/**
 * Every service of a company with all its versions: one Query on the company
 * partition (`consistent` to see every write that finished before it).
 */
export async function listCompanyServices(companyId: string, consistent = false): Promise<ServiceRecord[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.company.partition(companyId), ':prefix': keys.service.servicePrefix },
    ConsistentRead: consistent,
    paginate: true,
  });
  return servicesOf(companyId, Items);
}

/** The services among the items of a company partition, each with its content versions. */
export function servicesOf(companyId: string, Items: readonly Item[]): ServiceRecord[] {
  const bySk = new Map(Items.map((item) => [item.sk, item]));
  const content = (item: Item | undefined) => (item ? withoutKeys<ServiceContent>(item) : null);
  return Items.filter((item) => item.sk === keys.service.meta(companyId, String(item.id)).sk).map((item) => {
    const meta = withoutKeys<ServiceMeta>(item);
    return {
      meta,
      approved: content(bySk.get(keys.service.content(companyId, meta.id, 'approved').sk)),
      draft: content(bySk.get(keys.service.content(companyId, meta.id, 'draft').sk)),
    };
  });
}

/** A service by its own id, with its approved content: one Query on gsi1. */
export async function getServiceById(
  serviceId: string,
): Promise<{ meta: ServiceMeta; approved: ServiceContent | null } | undefined> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    IndexName: BY_ID_INDEX,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.service.idPartition(serviceId) },
  });
  const meta = Items.find((item) => item.gsi1sk === keys.service.byId(serviceId).gsi1sk);
  const approved = Items.find((item) => item.gsi1sk === keys.service.approvedById(serviceId).gsi1sk);
  if (!meta) return undefined;
  return { meta: withoutKeys<ServiceMeta>(meta), approved: approved ? withoutKeys<ServiceContent>(approved) : null };
}

/** The company a service belongs to, from its meta item alone: one Query on gsi1 of one small item. */
export async function companyOfService(serviceId: string): Promise<string | undefined> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    IndexName: BY_ID_INDEX,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: {
      ':pk': keys.service.idPartition(serviceId),
      ':sk': keys.service.byId(serviceId).gsi1sk,
    },
    ProjectionExpression: 'company_id',
  });
  const companyId = Items[0]?.company_id;
  return typeof companyId === 'string' ? companyId : undefined;
}
