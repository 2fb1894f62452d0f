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
 * Using a code deletes both items in one transaction whose conditions hold only
 * for a live, newest code: of two concurrent uses, one fails.
 */
export interface StoredCode {
  purpose: CodePurpose;
  user_id: string;
  /** Epoch seconds. */
  expires_at: number;
}

const nowSeconds = (now: number) => Math.floor(now / 1000);

/** Stores a new code for a user; from now on it is the only one of its purpose that works. */
export async function putCode(
  purpose: CodePurpose,
  codeHash: string,
  userId: string,
  lifetimeSeconds: number,
  now = Date.now(),
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
    ],
  });
}

/** The code if it is of this purpose, not expired, not used and still its user's newest; else `undefined`. */
export async function findCode(
  purpose: CodePurpose,
  codeHash: string,
  now = Date.now(),
): Promise<StoredCode | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.code.item(codeHash) },
    ConsistentRead: true,
  });
  if (!Item || Item.purpose !== purpose || typeof Item.user_id !== 'string') return undefined;
  const code: StoredCode = { purpose, user_id: Item.user_id, expires_at: Number(Item.expires_at) };
  if (!(code.expires_at > nowSeconds(now))) return undefined;
  const latest = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.user.latestCode(code.user_id, purpose) },
    ConsistentRead: true,
  });
  return latest.Item?.code_hash === codeHash ? code : undefined;
}

/**
 * Uses a code found by `findCode`: deletes it and its "newest" marker on
 * condition that it is still live and still the newest, together with
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
          Delete: {
            TableName: config.tableName,
            Key: { ...keys.code.item(codeHash) },
            ConditionExpression: 'purpose = :purpose AND user_id = :user AND expires_at > :now',
            ExpressionAttributeValues: { ':purpose': code.purpose, ':user': code.user_id, ':now': nowSeconds(now) },
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
