import type { Role } from '@migralink/shared/enums';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, TransactWriteItem } from '#lib/db';
import { onConditionFailed } from './conditional';
import { definedOnly, withoutKeys } from './items';
import { newPasswordWrite, type NewPassword } from './credentials';
import { keys } from './keys';
import { failedAt, transact } from './transact';
import type { User } from './users';

/**
 * Changes to an existing user, each ONE conditional UpdateItem: the user must
 * exist (`attribute_exists(pk)`), and some changes also expect a field to hold
 * a value, so a concurrent change is never overwritten blindly. A failed
 * condition answers `undefined`; nothing is written then.
 */

/** What the owner changes on the profile screen. Absent fields stay as they are. */
export type ProfileChanges = Partial<
  Pick<User, 'first_name' | 'last_name' | 'position' | 'phone' | 'email_notifications' | 'locale'>
>;

type Field = keyof User;

interface Update {
  set: Partial<User>;
  /** Numbers to add to (e.g. raising `password_version`). */
  add?: Partial<Record<'password_version', number>>;
  /** Fields that must hold these values for the update to happen. */
  expect?: Partial<User>;
  returnValues: 'ALL_NEW' | 'ALL_OLD';
}

/** Field names are plain identifiers, so `#name` and `:name` can be spelled from them. */
async function updateUser(id: string, update: Update): Promise<User | undefined> {
  const set = Object.entries(definedOnly(update.set)) as [Field, unknown][];
  const add = Object.entries(update.add ?? {}) as [Field, number][];
  const expect = Object.entries(update.expect ?? {}) as [Field, unknown][];
  const names: Record<string, string> = {};
  const values: Item = {};
  for (const [field, value] of set) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
  }
  for (const [field, value] of add) {
    names[`#${field}`] = field;
    values[`:add_${field}`] = value;
  }
  for (const [field, value] of expect) {
    names[`#${field}`] = field;
    values[`:expect_${field}`] = value;
  }
  const clauses = [
    set.length ? `SET ${set.map(([field]) => `#${field} = :${field}`).join(', ')}` : '',
    add.length ? `ADD ${add.map(([field]) => `#${field} :add_${field}`).join(', ')}` : '',
  ].filter(Boolean);
  const condition = ['attribute_exists(pk)', ...expect.map(([field]) => `#${field} = :expect_${field}`)];
  return onConditionFailed(
    db
      .UpdateItem({
        TableName: config.tableName,
        Key: { ...keys.user.item(id) },
        UpdateExpression: clauses.join(' '),
        ConditionExpression: condition.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: update.returnValues,
      })
      .then(({ Attributes }) => Attributes && withoutKeys<User>(Attributes)),
    () => undefined,
  );
}

/** Applies profile changes; answers the user as it is now, or `undefined` when there is no such user. */
export function updateProfile(id: string, changes: ProfileChanges): Promise<User | undefined> {
  return updateUser(id, { set: changes, returnValues: 'ALL_NEW' });
}

/**
 * Sets the avatar's public path; answers the user as it was before (to clean
 * up the previous file), or `undefined` when there is no such user.
 */
export function setAvatar(id: string, path: string): Promise<User | undefined> {
  return updateUser(id, { set: { avatar: path }, returnValues: 'ALL_OLD' });
}

/**
 * Changes the role from `from` to `to`; `undefined` when there is no such user
 * or its role is no longer `from`. Tokens need not end: the token check reads
 * the account's current role on every request.
 */
export function changeRole(id: string, from: Role, to: Role): Promise<User | undefined> {
  return updateUser(id, { set: { role: to }, expect: { role: from }, returnValues: 'ALL_NEW' });
}

/**
 * Marks the address as confirmed by an identity provider that proved it. The
 * password set before was never proven to belong to the address owner (anyone
 * can sign up with someone else's address), so it is replaced by
 * `passwordHash` and older tokens stop working. Only while the address is
 * unconfirmed; `undefined` otherwise or when there is no such user.
 */
export function confirmEmailByProvider(id: string, passwordHash: string): Promise<User | undefined> {
  return updateUser(id, {
    set: { email_verified: true, password_hash: passwordHash },
    add: { password_version: 1 },
    expect: { email_verified: false },
    returnValues: 'ALL_NEW',
  });
}

/**
 * Changes the password of a user whose version is still `expectedVersion`, in one transaction with `alsoWrite` (the
 * mail that tells its owner); the user as stored afterwards (read consistently), or `undefined` when it is gone or
 * changed meanwhile (nothing written).
 */
export async function changeUserPassword(
  change: NewPassword & { expectedVersion: number },
  alsoWrite: readonly TransactWriteItem[] = [],
): Promise<User | undefined> {
  try {
    await transact([newPasswordWrite(change), ...alsoWrite]);
  } catch (error) {
    if (failedAt(error, 0)) return undefined;
    throw error;
  }
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.user.item(change.userId) },
    ConsistentRead: true,
  });
  return Item && withoutKeys<User>(Item);
}
