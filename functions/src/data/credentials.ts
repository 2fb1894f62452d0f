import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { conditionHeld } from './conditional';
import { keys } from './keys';
import type { User } from './users';

/**
 * The writes that change how a user signs in: password, password version and
 * e-mail confirmation. Each is a conditional UpdateItem of only these
 * attributes, never a put of the whole user item.
 */

/**
 * The account as the token check needs it now: one strongly consistent
 * GetItem. It brings the owned company's id too, so the company and service
 * routes never read the user a second time.
 */
export async function getAccountState(
  userId: string,
): Promise<Pick<User, 'role' | 'password_version' | 'company_id' | 'blocked_at'> | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.user.item(userId) },
    ConsistentRead: true,
    ProjectionExpression: '#role, password_version, company_id, blocked_at',
    ExpressionAttributeNames: { '#role': 'role' },
  });
  if (!Item || typeof Item.role !== 'string') return undefined;
  return {
    role: Item.role as User['role'],
    password_version: Number(Item.password_version ?? 0),
    ...(typeof Item.company_id === 'string' ? { company_id: Item.company_id } : {}),
    ...(typeof Item.blocked_at === 'string' ? { blocked_at: Item.blocked_at } : {}),
  };
}

export interface NewPassword {
  userId: string;
  passwordHash: string;
  /** Only if the stored version is still this one (two concurrent changes cannot both win). */
  expectedVersion?: number;
  /** The reset mail proved the address, so a reset also confirms it. */
  confirmEmail?: boolean;
}

/** Sets a new password hash and raises `password_version`, which ends every token issued before. */
export function newPasswordUpdate({ userId, passwordHash, expectedVersion, confirmEmail }: NewPassword) {
  return {
    TableName: config.tableName,
    Key: { ...keys.user.item(userId) },
    UpdateExpression: [
      'SET password_hash = :hash',
      'password_version = if_not_exists(password_version, :zero) + :one',
      ...(confirmEmail ? ['email_verified = :true'] : []),
    ].join(', '),
    ConditionExpression:
      expectedVersion === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND password_version = :version',
    ExpressionAttributeValues: {
      ':hash': passwordHash,
      ':zero': 0,
      ':one': 1,
      ...(confirmEmail ? { ':true': true } : {}),
      ...(expectedVersion === undefined ? {} : { ':version': expectedVersion }),
    },
  };
}

/** The same change as one item of a transaction (a password reset consumes its code in the same write). */
export const newPasswordWrite = (change: NewPassword): TransactWriteItem => ({ Update: newPasswordUpdate(change) });

/** Marks the address confirmed, as one item of the transaction that consumes the activation code. */
export const confirmEmailWrite = (userId: string): TransactWriteItem => ({
  Update: {
    TableName: config.tableName,
    Key: { ...keys.user.item(userId) },
    UpdateExpression: 'SET email_verified = :true',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':true': true },
  },
});

/**
 * Stores a hash made with today's parameters in place of an older one, after
 * a successful sign-in; nothing happens if the password changed meanwhile.
 * The password itself is the same, so `password_version` (and every token) stays.
 */
export async function upgradePasswordHash(userId: string, previousHash: string, passwordHash: string): Promise<void> {
  await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.user.item(userId) },
      UpdateExpression: 'SET password_hash = :hash',
      ConditionExpression: 'password_hash = :previous',
      ExpressionAttributeValues: { ':hash': passwordHash, ':previous': previousHash },
    }),
  );
}
