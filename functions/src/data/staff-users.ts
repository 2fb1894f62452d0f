import { randomUUID } from 'node:crypto';
import type { Role } from '@migralink/shared/enums';
import type { AuditAction, AuditEntry } from '@migralink/shared/schemas/staff';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, TransactWriteItem } from '#lib/db';
import { reviewSyncPut } from './author-blocks';
import { withoutKeys } from './items';
import { keys } from './keys';
import { indexPage, type CursorPage } from './page-cursor';
import { cancellation, transact } from './transact';
import type { User } from './users';

/**
 * What staff do to accounts (ACCESS-PATTERNS.md, "Staff: users and their audit trail"): find users by the
 * beginning of their e-mail, and change a role or a block together with an entry of the user's audit trail,
 * in one transaction, so no change goes unrecorded. Audit entries are only ever put, never changed.
 */

/** Who made a change: the staff member's id and address as they were then. */
export interface Actor {
  id: string;
  email: string;
}

/** One page of users whose e-mail starts with `prefix`, in e-mail order; `undefined` for a foreign cursor. */
export const usersByEmail = (
  prefix: string,
  cursor: string | undefined,
  size: number,
): Promise<CursorPage<User> | undefined> =>
  indexPage<User>('gsi1', keys.user.byEmailPartition, {
    prefix: prefix.trim().toLowerCase(),
    newestFirst: false,
    cursor,
    size,
  });

/** The newest `limit` audit entries (`AUDIT#…`) of a partition, a user's or a company's, newest first (one Query). */
export async function newestAuditItems(partition: string, limit: number): Promise<Item[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': partition, ':prefix': keys.user.auditPrefix },
    ScanIndexForward: false,
    Limit: limit,
  });
  return Items;
}

/** The newest `limit` entries of a user's audit trail, newest first (one Query). */
export async function auditTrail(userId: string, limit: number): Promise<AuditEntry[]> {
  const Items = await newestAuditItems(keys.user.auditPartition(userId), limit);
  return Items.map((item) => withoutKeys<AuditEntry & { entry_id: string }>(item)).map(
    ({ at, action, actor_id, actor_email, from, to }) => ({ at, action, actor_id, actor_email, from, to }),
  );
}

/** The entry as one Put of a transaction: fixed fields only, so each is a few hundred bytes at most. */
function auditPut(userId: string, actor: Actor, action: AuditAction, roles: { from?: Role; to?: Role }, at: string) {
  const entryId = randomUUID();
  return {
    Put: {
      TableName: config.tableName,
      Item: {
        ...keys.user.audit(userId, at, entryId),
        entry_id: entryId,
        at,
        action,
        actor_id: actor.id,
        actor_email: actor.email,
        from: roles.from ?? null,
        to: roles.to ?? null,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  } satisfies TransactWriteItem;
}

/** Runs the change with its entry (and what goes with it); `false` when the user's condition failed (gone, or changed meanwhile). */
async function recorded(
  change: TransactWriteItem,
  entry: TransactWriteItem,
  ...rest: TransactWriteItem[]
): Promise<boolean> {
  try {
    await transact([change, entry, ...rest]);
    return true;
  } catch (error) {
    if (cancellation(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Changes the role from `from` to `to` and records it; `false` when the role is no longer `from`. */
export const changeRoleRecorded = (userId: string, from: Role, to: Role, actor: Actor): Promise<boolean> =>
  recorded(
    {
      Update: {
        TableName: config.tableName,
        Key: { ...keys.user.item(userId) },
        UpdateExpression: 'SET #role = :to',
        ConditionExpression: 'attribute_exists(pk) AND #role = :from',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':to': to, ':from': from },
      },
    },
    auditPut(userId, actor, 'role', { from, to }, new Date().toISOString()),
  );

/**
 * Blocks (`blockedAt`) or unblocks (`null`) and records it, with the sync that brings the user's reviews to it
 * (`author-blocks.ts`); `false` when the user is gone or already in that state. The token check reads
 * `blocked_at` with the account on every request (`http/auth.ts`).
 */
export function setBlockedRecorded(userId: string, blockedAt: string | null, actor: Actor): Promise<boolean> {
  const at = blockedAt ?? new Date().toISOString();
  const update = blockedAt
    ? {
        UpdateExpression: 'SET blocked_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(blocked_at)',
      }
    : { UpdateExpression: 'REMOVE blocked_at', ConditionExpression: 'attribute_exists(blocked_at)' };
  return recorded(
    {
      Update: {
        TableName: config.tableName,
        Key: { ...keys.user.item(userId) },
        ...update,
        ...(blockedAt ? { ExpressionAttributeValues: { ':at': blockedAt } } : {}),
      },
    },
    auditPut(userId, actor, blockedAt ? 'block' : 'unblock', {}, at),
    reviewSyncPut(userId, at),
  );
}
