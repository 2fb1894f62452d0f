import { randomUUID } from 'node:crypto';
import type { CompanyAuditEntry } from '@migralink/shared/schemas/staff';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { getAll } from './batch-get';
import type { CompanyContent, CompanyProfile } from './company-items';
import { withoutKeys } from './items';
import { keys } from './keys';
import { indexPage } from './page-cursor';
import { newestAuditItems, type Actor } from './staff-users';
import type { User } from './users';

/**
 * What the staff's companies screen reads and writes (ACCESS-PATTERNS.md, "Staff: companies"): companies by the
 * beginning of their slug, each with its content (approved, else draft) and its owner; an entry of the
 * company's audit trail for each publishing or unpublishing by staff, and its newest entries.
 */

/** A company as the screen shows it: its profile, the content that names it, its owner. */
export interface CompanyLine {
  profile: CompanyProfile;
  content: CompanyContent | null;
  owner: Pick<User, 'id' | 'email'> | null;
}

/** One page of companies whose slug starts with `prefix`; `undefined` for a foreign cursor. */
export const companiesBySlug = (prefix: string, cursor: string | undefined, size: number) =>
  indexPage<CompanyProfile>('gsi1', keys.company.bySlugPartition, { prefix, newestFirst: false, cursor, size });

/** Companies (a page, or one) with their content and owners: one BatchGetItem of three keys a company. */
export async function companyLines(profiles: readonly CompanyProfile[]): Promise<CompanyLine[]> {
  const found = await getAll(
    profiles.flatMap((profile) => [
      keys.company.content(profile.id, 'approved'),
      keys.company.content(profile.id, 'draft'),
      keys.user.item(profile.owner_id),
    ]),
  );
  const byKey = new Map(found.map((item) => [`${String(item.pk)} ${String(item.sk)}`, item]));
  const read = (key: { pk: string; sk: string }) => byKey.get(`${key.pk} ${key.sk}`);
  return profiles.map((profile) => {
    const content =
      read(keys.company.content(profile.id, 'approved')) ?? read(keys.company.content(profile.id, 'draft'));
    const owner = read(keys.user.item(profile.owner_id));
    return {
      profile,
      content: content ? withoutKeys<CompanyContent>(content) : null,
      owner: owner ? { id: String(owner.id), email: String(owner.email) } : null,
    };
  });
}

/** The newest `limit` entries of a company's audit trail, newest first (one Query). */
export async function companyAuditTrail(companyId: string, limit: number): Promise<CompanyAuditEntry[]> {
  const items = await newestAuditItems(keys.company.partition(companyId), limit);
  return items
    .map((item) => withoutKeys<CompanyAuditEntry>(item))
    .map(({ at, action, actor_id, actor_email }) => ({ at, action, actor_id, actor_email }));
}

/** Records that staff published or unpublished the company: an item of fixed fields (≤ ~400 bytes), never changed. */
export async function recordCompanyPublished(companyId: string, published: boolean, actor: Actor): Promise<void> {
  const at = new Date().toISOString();
  const entryId = randomUUID();
  await db.PutItem({
    TableName: config.tableName,
    Item: {
      ...keys.company.audit(companyId, at, entryId),
      entry_id: entryId,
      at,
      action: published ? 'publish' : 'unpublish',
      actor_id: actor.id,
      actor_email: actor.email,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}
