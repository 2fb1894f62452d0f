import type { AppealStatus } from '@migralink/shared/schemas/appeals';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { conditionHeld } from './conditional';
import { definedOnly, withoutKeys } from './items';
import { appealKeys } from './keys';
import { indexPage, type CursorPage } from './page-cursor';
import { failedAt, transact } from './transact';

/**
 * Appeals to customer support as stored (ACCESS-PATTERNS.md, "Appeals"): the appeal item and the messages of
 * its thread in its partition. The appeal carries the index keys of its user's list and of the queue of its
 * status; every write that changes its status moves the latter with it.
 */

/** A stored appeal. Optional fields are absent, not null. */
export interface AppealRecord {
  id: string;
  user_id: string;
  /** The user's name and address as when they opened it: the lists need no read of the account. */
  user_name: string;
  user_email: string;
  subject: string;
  status: AppealStatus;
  /** The caller's own company, when the appeal is about it. */
  company_id?: string;
  created_at: string;
  /** When it got its status: for an open one, since when it waits for support. */
  status_at: string;
  updated_at: string;
  /** How many messages its thread holds, the first included. */
  messages: number;
  /** The support member who answered last: mailed when the user writes again. */
  answered_by?: string;
}

/** A checked file of a message, kept privately. */
export interface AppealFile {
  key: string;
  name: string;
  content_type: string;
  size: number;
}

/** A message of an appeal's thread, in its partition. */
export interface AppealMessageRecord {
  id: string;
  appeal_id: string;
  from: 'user' | 'support';
  author_id: string;
  author_name: string;
  message: string;
  attachment?: AppealFile;
  created_at: string;
}

/** An appeal with its messages, oldest first. */
export interface AppealThread {
  appeal: AppealRecord;
  messages: AppealMessageRecord[];
}

const table = () => config.tableName;

/** An appeal as stored: its keys, its lists' keys, its fields. */
export const appealItem = (appeal: AppealRecord) => ({
  ...appealKeys.item(appeal.id),
  ...appealKeys.byUser(appeal.user_id, appeal.created_at, appeal.id),
  ...appealKeys.byStatus(appeal.status, appeal.status_at, appeal.id),
  ...definedOnly(appeal),
});

/** A message as stored, in its appeal's partition. */
export const messageItem = (message: AppealMessageRecord) => ({
  ...appealKeys.message(message.appeal_id, message.created_at, message.id),
  ...definedOnly(message),
});

const messagePut = (message: AppealMessageRecord): TransactWriteItem => ({
  Put: {
    TableName: table(),
    Item: messageItem(message),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Stores a new appeal with its first message, in one transaction. */
export async function createAppeal(appeal: AppealRecord, first: AppealMessageRecord): Promise<void> {
  await transact([
    { Put: { TableName: table(), Item: appealItem(appeal), ConditionExpression: 'attribute_not_exists(pk)' } },
    messagePut(first),
  ]);
}

/** An appeal and its thread: one Query of its partition (at most ~1 MB: two pages at worst). */
export async function readAppeal(appealId: string): Promise<AppealThread | undefined> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    KeyConditionExpression: 'pk = :partition',
    ExpressionAttributeValues: { ':partition': appealKeys.partition(appealId) },
    ConsistentRead: true,
    paginate: true,
  });
  const appeal = Items.find((item) => item.sk === appealKeys.item(appealId).sk);
  if (!appeal) return undefined;
  return {
    appeal: withoutKeys<AppealRecord>(appeal),
    messages: Items.filter((item) => item !== appeal).map((item) => withoutKeys<AppealMessageRecord>(item)),
  };
}

/** A page of a user's appeals, newest first; `undefined` for a cursor not of that list. */
export const userAppealPage = (
  userId: string,
  cursor: string | undefined,
  size: number,
): Promise<CursorPage<AppealRecord> | undefined> =>
  indexPage('gsi1', appealKeys.userPartition(userId), { newestFirst: true, cursor, size });

/** A page of the queue of one status: open ones oldest first (the longest waiting), the others latest first. */
export const appealQueuePage = (
  status: AppealStatus,
  cursor: string | undefined,
  size: number,
): Promise<CursorPage<AppealRecord> | undefined> =>
  indexPage('gsi2', appealKeys.statusPartition(status), { newestFirst: status !== 'open', cursor, size });

/**
 * The update that gives an appeal a status, on condition that it still has the status it was read with: an
 * appeal that keeps its status keeps its time (an open one waits since its first unanswered message).
 */
function statusUpdate(appeal: AppealRecord, status: AppealStatus, now: string) {
  const at = appeal.status === status ? appeal.status_at : now;
  const { gsi2pk, gsi2sk } = appealKeys.byStatus(status, at, appeal.id);
  return {
    set: '#status = :status, status_at = :at, updated_at = :now, gsi2pk = :g2pk, gsi2sk = :g2sk',
    condition: '#status = :was AND status_at = :was_at',
    names: { '#status': 'status' },
    values: {
      ':status': status,
      ':at': at,
      ':now': now,
      ':g2pk': gsi2pk,
      ':g2sk': gsi2sk,
      ':was': appeal.status,
      ':was_at': appeal.status_at,
    },
  };
}

/** What adding a message did: added, refused for a full thread, or found the appeal changed meanwhile. */
export type AddedMessage = 'added' | 'full' | 'changed';

/**
 * Adds a message to an appeal's thread in one transaction with the items given beside it (its mail): the message,
 * and the appeal with its new status and one more message, on condition that the thread holds fewer than `max`
 * and the appeal is as read. `answeredBy` records the support member who answered.
 */
export async function addAppealMessage(
  appeal: AppealRecord,
  message: AppealMessageRecord,
  {
    status,
    max,
    answeredBy,
    alongside,
  }: { status: AppealStatus; max: number; answeredBy?: string; alongside: TransactWriteItem[] },
): Promise<AddedMessage> {
  if (appeal.messages >= max) return 'full';
  const update = statusUpdate(appeal, status, message.created_at);
  const answerer = answeredBy ? ', answered_by = :by' : '';
  try {
    await transact([
      {
        Update: {
          TableName: table(),
          Key: { ...appealKeys.item(appeal.id) },
          UpdateExpression: `SET ${update.set}${answerer} ADD messages :one`,
          ConditionExpression: `${update.condition} AND messages = :count`,
          ExpressionAttributeNames: update.names,
          ExpressionAttributeValues: {
            ...update.values,
            ':one': 1,
            ':count': appeal.messages,
            ...(answeredBy ? { ':by': answeredBy } : {}),
          },
        },
      },
      messagePut(message),
      ...alongside,
    ]);
    return 'added';
  } catch (error) {
    if (failedAt(error, 0)) return 'changed';
    throw error;
  }
}

/** Gives an appeal a status (its queue follows); false when it changed since it was read. */
export function setAppealStatus(appeal: AppealRecord, status: AppealStatus, now = new Date().toISOString()) {
  const update = statusUpdate(appeal, status, now);
  return conditionHeld(
    db.UpdateItem({
      TableName: table(),
      Key: { ...appealKeys.item(appeal.id) },
      UpdateExpression: `SET ${update.set}`,
      ConditionExpression: update.condition,
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
    }),
  );
}

/** An appeal without its thread: one GetItem. */
export async function getAppeal(appealId: string): Promise<AppealRecord | undefined> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...appealKeys.item(appealId) },
    ConsistentRead: true,
  });
  return Item ? withoutKeys<AppealRecord>(Item) : undefined;
}
