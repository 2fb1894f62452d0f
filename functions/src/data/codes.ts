import { config } from '#lib/config';
import { db } from '#lib/clients';
import { isAwsError, type TransactWriteItem } from '#lib/db';
import { keys, type CodePurpose } from './keys';

/**
 * Mailed single-use codes (activation, password reset), stored only as the
 * SHA-256 of the code:
 *
 * - `CODE#<hash>` / `CODE`: purpose, user_id, expires_at (TTL; also checked on
 *   every read, since DynamoDB deletes expired items only eventually);
 * - `USER#<id>` / `CODE#<purpose>`: the hash of the user's newest code of that
 *   purpose. A code works only while it is the newest, so a new code replaces
 *   the older ones without reading or deleting them.
 *
 * Using a code marks it used (`used_at`; it stays until it expires, so a link
 * opened again can be told from a wrong one) and deletes its "newest" marker,
 * in one transaction whose conditions hold only for a live, unused, newest
 * code: of two concurrent uses, one fails.
 */
export interface StoredCode {
  purpose: CodePurpose;
  user_id: string;
  /** Epoch seconds. */
  expires_at: number;
}

const nowSeconds = (now: number) => Math.floor(now / 1000);

/** Stores a new code for a user, with `alsoWrite` (its mail); from now on it is the only one of its purpose that works. */
export async function putCode(
  purpose: CodePurpose,
  codeHash: string,
  userId: string,
  lifetimeSeconds: number,
  now = Date.now(),
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<void> {
  const expires_at = nowSeconds(now) + lifetimeSeconds;
  const created_at = new Date(now).toISOString();
  await db.TransactWriteItems({
    TransactItems: [
      {
        Put: {
          TableName: config.tableName,
          Item: { ...keys.code.item(codeHash), purpose, user_id: userId, created_at, expires_at },
          // 256 random bits never repeat; the condition only makes a repeat fail loudly.
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: config.tableName,
          Item: { ...keys.user.latestCode(userId, purpose), code_hash: codeHash, created_at, expires_at },
        },
      },
      ...alsoWrite,
    ],
  });
}

/** The code of this purpose while it has not expired, and whether it was used (one consistent GetItem). */
async function liveCode(
  purpose: CodePurpose,
  codeHash: string,
  now: number,
): Promise<{ code: StoredCode; used: boolean } | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.code.item(codeHash) },
    ConsistentRead: true,
  });
  if (!Item || Item.purpose !== purpose || typeof Item.user_id !== 'string') return undefined;
  const code: StoredCode = { purpose, user_id: Item.user_id, expires_at: Number(Item.expires_at) };
  return code.expires_at > nowSeconds(now) ? { code, used: Item.used_at !== undefined } : undefined;
}

/** The code if it is of this purpose, not expired, not used and still its user's newest; else `undefined`. */
export async function findCode(
  purpose: CodePurpose,
  codeHash: string,
  now = Date.now(),
): Promise<StoredCode | undefined> {
  const live = await liveCode(purpose, codeHash, now);
  if (!live || live.used) return undefined;
  const latest = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.user.latestCode(live.code.user_id, purpose) },
    ConsistentRead: true,
  });
  return latest.Item?.code_hash === codeHash ? live.code : undefined;
}

/** Whose a code of this purpose was when it has been used and has not expired yet: the link was opened before. */
export async function findUsedCode(
  purpose: CodePurpose,
  codeHash: string,
  now = Date.now(),
): Promise<StoredCode | undefined> {
  const live = await liveCode(purpose, codeHash, now);
  return live?.used ? live.code : undefined;
}

/**
 * Uses a code found by `findCode`: marks it used and deletes its "newest" marker
 * on condition that it is still live, unused and the newest, together with
 * `alsoWrite` (e.g. the new password) in the same transaction. False when any
 * condition failed: the code was used, replaced or expired meanwhile (or the
 * write in `alsoWrite` was refused), and then nothing was written.
 */
export async function consumeCode(
  codeHash: string,
  code: StoredCode,
  alsoWrite: readonly TransactWriteItem[] = [],
  now = Date.now(),
): Promise<boolean> {
  try {
    await db.TransactWriteItems({
      TransactItems: [
        {
          Update: {
            TableName: config.tableName,
            Key: { ...keys.code.item(codeHash) },
            UpdateExpression: 'SET used_at = :usedAt',
            ConditionExpression:
              'purpose = :purpose AND user_id = :user AND expires_at > :now AND attribute_not_exists(used_at)',
            ExpressionAttributeValues: {
              ':purpose': code.purpose,
              ':user': code.user_id,
              ':now': nowSeconds(now),
              ':usedAt': new Date(now).toISOString(),
            },
          },
        },
        {
          Delete: {
            TableName: config.tableName,
            Key: { ...keys.user.latestCode(code.user_id, code.purpose) },
            ConditionExpression: 'code_hash = :hash',
            ExpressionAttributeValues: { ':hash': codeHash },
          },
        },
        ...alsoWrite,
      ],
    });
    return true;
  } catch (error) {
    if (isAwsError(error, 'TransactionCanceledException') || isAwsError(error, 'TransactionConflictException')) {
      return false;
    }
    throw error;
  }
}
