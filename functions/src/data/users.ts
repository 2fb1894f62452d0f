import { randomUUID } from 'node:crypto';
import type { Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { isAwsError, type Item, type TransactWriteItem } from '#lib/db';
import { putAll } from './batch';
import { definedOnly, withoutKeys } from './items';
import { keys } from './keys';
import { transact } from './transact';

/** A user account: `USER#<id>` / `PROFILE`. Its e-mail is kept unique by an `EMAIL#<email>` item. */
export interface User {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  password_hash: string;
  role: Role;
  first_name: string;
  last_name: string;
  phone: string | null;
  position: string | null;
  avatar: string | null;
  email_verified: boolean;
  email_notifications: boolean;
  locale: Locale;
  /** The company a `company` user owns, once it exists. */
  company_id?: string;
  /** Raised on every password change; tokens issued for an older version are refused. */
  password_version: number;
  created_at: string;
  /** A partner's referral code, once made (docs/product.md, "Partner programme"). */
  partner_code?: string;
  /** The partner whose link brought this company account, kept from its sign-up (docs/product.md, "Partner programme"). */
  partner_id?: string;
  /** When staff blocked the account; absent while it is not blocked (docs/product.md, "Staff area"). */
  blocked_at?: string;
}

/** What a new account needs; the rest gets defaults. */
export type NewUser = Pick<User, 'email' | 'password_hash' | 'role' | 'first_name' | 'last_name'> &
  Partial<Omit<User, 'email' | 'password_hash' | 'role' | 'first_name' | 'last_name'>>;

/** The address is already registered (in any letter case). */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
  constructor(cause?: unknown) {
    super('The e-mail address is already registered', { cause });
  }
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function newUser(input: NewUser): User {
  return {
    id: randomUUID(),
    phone: null,
    position: null,
    avatar: null,
    email_verified: false,
    email_notifications: true,
    locale: 'en',
    password_version: 1,
    created_at: new Date().toISOString(),
    ...definedOnly(input),
    email: normalizeEmail(input.email),
  };
}

const userItems = (user: User): [Item, Item] => [
  { ...keys.user.item(user.id), ...keys.user.byEmail(user.email), ...user },
  { ...keys.user.email(user.email), user_id: user.id },
];

const putIfNew = (item: Item) => ({
  Put: { TableName: config.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Creates a user and claims its e-mail in one transaction (with `alsoWrite`, what its sign-up counts); neither
 * item may exist yet. A registered address fails with `EmailTakenError` and changes nothing.
 */
export async function createUser(input: NewUser, alsoWrite: readonly TransactWriteItem[] = []): Promise<User> {
  const user = newUser(input);
  try {
    await transact([...userItems(user).map(putIfNew), ...alsoWrite]);
  } catch (error) {
    if (isAwsError(error, 'TransactionCanceledException') && (await failedOnEmail(error, user.email))) {
      throw new EmailTakenError(error);
    }
    throw error;
  }
  return user;
}

/** Whether the cancelled transaction failed on the e-mail item (its second item). */
async function failedOnEmail(error: unknown, email: string): Promise<boolean> {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  if (reasons) return reasons[1]?.Code === 'ConditionalCheckFailed';
  return (await findUserIdByEmail(email)) !== undefined;
}

export async function getUser(id: string): Promise<User | undefined> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...keys.user.item(id) } });
  return Item && withoutKeys<User>(Item);
}

/**
 * Whether `email` is the confirmed address of the account `userId` (both given): what a person wrote may be
 * mailed to it, as its owner proved it is theirs (docs/product.md, "Leads").
 */
export async function isConfirmedAddressOf(userId: string | undefined, email: string | undefined): Promise<boolean> {
  if (!userId || !email) return false;
  const user = await getUser(userId);
  return !!user?.email_verified && normalizeEmail(user.email) === normalizeEmail(email);
}

/** The id of the user registered with an address, in any letter case. */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.user.email(email) },
    ConsistentRead: true,
  });
  return typeof Item?.user_id === 'string' ? Item.user_id : undefined;
}

/**
 * For seeding only (demo and test data with fixed ids): writes users and their
 * e-mail items with plain puts, so running the seed again overwrites the same
 * rows. It does not check that an address is free: never use it for sign-up.
 */
export async function putUsersForSeeding(users: readonly NewUser[]): Promise<User[]> {
  const complete = users.map(newUser);
  await putAll(complete.flatMap(userItems));
  return complete;
}
