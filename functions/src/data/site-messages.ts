import type { Locale, LocalizedText } from '@migralink/shared/locales';
import type { SiteMessageKind, SiteMessageStatus } from '@migralink/shared/schemas/site-messages';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { TransactWriteItem } from '#lib/db';
import { conditionHeld } from './conditional';
import { definedOnly, withoutKeys } from './items';
import { siteMessageKeys } from './keys';
import { indexPage, type CursorPage } from './page-cursor';
import { failedAt, transact } from './transact';

/**
 * Messages to the platform as stored (ACCESS-PATTERNS.md, "Messages to the platform"): a message item and
 * staff's answers in its partition. The message carries the index keys of the inbox lists it is in (its
 * status, and its status and kind), which follow its status in every write that changes it.
 */

/** A stored message. Optional fields are absent, not null. */
export interface SiteMessageRecord {
  id: string;
  kind: SiteMessageKind;
  status: SiteMessageStatus;
  name: string;
  email: string;
  subject?: string;
  message: string;
  page?: string;
  locale: Locale;
  /** The address is the signed-in sender's, confirmed: only then do mails to it repeat what was written. */
  email_confirmed?: boolean;
  user_id?: string;
  company_id?: string;
  /** An improvement's company's name in every language, as when it was sent: the inbox needs no other read. */
  company_name?: LocalizedText;
  created_at: string;
  /** When it got its status: what the inbox lists sort by. */
  status_at: string;
  updated_at: string;
  /** How many answers its thread holds. */
  answers: number;
}

/** A staff answer, in its message's partition. */
export interface SiteMessageAnswerRecord {
  id: string;
  message_id: string;
  message: string;
  author_id: string;
  author_name: string;
  created_at: string;
}

/** A message with its answers, oldest first. */
export interface SiteMessageThread {
  message: SiteMessageRecord;
  answers: SiteMessageAnswerRecord[];
}

const table = () => config.tableName;

/** The index keys of the inbox lists a message of this status is in. */
const listKeys = ({ id, kind }: Pick<SiteMessageRecord, 'id' | 'kind'>, status: SiteMessageStatus, at: string) => ({
  ...siteMessageKeys.byStatus(status, at, id),
  ...siteMessageKeys.byStatusAndKind(status, kind, at, id),
});

/** A message as stored: its keys, the keys of the inbox lists of its status, its fields. */
export const messageItem = (message: SiteMessageRecord) => ({
  ...siteMessageKeys.item(message.id),
  ...listKeys(message, message.status, message.status_at),
  ...definedOnly(message),
});

/** An answer as stored, in its message's partition. */
export const answerItem = (answer: SiteMessageAnswerRecord) => ({
  ...siteMessageKeys.answer(answer.message_id, answer.created_at, answer.id),
  ...answer,
});

/** Stores a new message in one transaction with the items given beside it (the outbox entry of its copy). */
export async function createSiteMessage(message: SiteMessageRecord, alongside: TransactWriteItem[]): Promise<void> {
  await transact([
    { Put: { TableName: table(), Item: messageItem(message), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...alongside,
  ]);
}

/** A message and its answers: one Query of its partition (the answers sort before the message). */
export async function readSiteMessage(messageId: string, consistent = false): Promise<SiteMessageThread | undefined> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    KeyConditionExpression: 'pk = :partition',
    ExpressionAttributeValues: { ':partition': siteMessageKeys.partition(messageId) },
    ConsistentRead: consistent,
    paginate: true,
  });
  const message = Items.find((item) => item.sk === siteMessageKeys.item(messageId).sk);
  if (!message) return undefined;
  return {
    message: withoutKeys<SiteMessageRecord>(message),
    answers: Items.filter((item) => item !== message).map((item) => withoutKeys<SiteMessageAnswerRecord>(item)),
  };
}

/**
 * A page of the inbox: messages of one status (and one kind), new ones oldest first, answered and closed ones
 * latest first; `undefined` for a cursor that is not of that list.
 */
export function siteMessagePage(
  status: SiteMessageStatus,
  kind: SiteMessageKind | undefined,
  cursor: string | undefined,
  size: number,
): Promise<CursorPage<SiteMessageRecord> | undefined> {
  const options = { newestFirst: status !== 'new', cursor, size };
  return kind
    ? indexPage('gsi1', siteMessageKeys.statusKindPartition(status, kind), options)
    : indexPage('gsi2', siteMessageKeys.statusPartition(status), options);
}

/** The update that gives a message a status from `now` on, with the list keys that follow it. */
function statusUpdate(message: SiteMessageRecord, status: SiteMessageStatus, now: string) {
  const { gsi1pk, gsi1sk, gsi2pk, gsi2sk } = listKeys(message, status, now);
  return {
    set: '#status = :status, status_at = :now, updated_at = :now, gsi1pk = :g1pk, gsi1sk = :g1sk, gsi2pk = :g2pk, gsi2sk = :g2sk',
    names: { '#status': 'status' },
    values: { ':status': status, ':now': now, ':g1pk': gsi1pk, ':g1sk': gsi1sk, ':g2pk': gsi2pk, ':g2sk': gsi2sk },
  };
}

/**
 * Adds staff's answer to a message's thread, in one transaction with the items given beside it (the answer's
 * mail): the answer, and the message `answered` with one more answer, on condition that its thread holds fewer
 * than `max`. False when it holds `max` already (nothing written).
 */
export async function addSiteMessageAnswer(
  message: SiteMessageRecord,
  answer: SiteMessageAnswerRecord,
  { max, alongside }: { max: number; alongside: TransactWriteItem[] },
): Promise<boolean> {
  const update = statusUpdate(message, 'answered', answer.created_at);
  try {
    await transact([
      {
        Update: {
          TableName: table(),
          Key: { ...siteMessageKeys.item(message.id) },
          UpdateExpression: `SET ${update.set} ADD answers :one`,
          ConditionExpression: 'answers < :max',
          ExpressionAttributeNames: update.names,
          ExpressionAttributeValues: { ...update.values, ':one': 1, ':max': max },
        },
      },
      {
        Put: {
          TableName: table(),
          Item: answerItem(answer),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...alongside,
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/** Gives a message a status (its lists follow); false for a message that does not exist. */
export function setSiteMessageStatus(
  message: SiteMessageRecord,
  status: SiteMessageStatus,
  now = new Date().toISOString(),
): Promise<boolean> {
  const update = statusUpdate(message, status, now);
  return conditionHeld(
    db.UpdateItem({
      TableName: table(),
      Key: { ...siteMessageKeys.item(message.id) },
      UpdateExpression: `SET ${update.set}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
    }),
  );
}
