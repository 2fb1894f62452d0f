import { db } from '#lib/clients';
import { config } from '#lib/config';
import { conditionHeld } from './conditional';
import { keys, type ItemKey } from './keys';
import { countOn, type MailStream, type PAUSE_ALARMS, type SuppressionReason } from './outbox';
import { failedAt, transact } from './transact';

/**
 * What SES reports after a mail left (ACCESS-PATTERNS.md, "Mail"): the suppression list, the mail a message id was,
 * the counts of bounces and complaints, and the pause of marketing mail while an alarm is on.
 */

const table = config.tableName;

/** A mail as its SES message id finds it. */
export interface SentMessage {
  mail_id: string;
  to: string;
  stream: MailStream;
  counter?: ItemKey;
}

/** The mail SES sent under `messageId`, or undefined (not ours, or older than a year). */
export async function sentMessage(messageId: string): Promise<SentMessage | undefined> {
  const { Item } = await db.GetItem({ TableName: table, Key: { ...keys.mail.sesMessage(messageId) } });
  return Item as SentMessage | undefined;
}

/**
 * Records that a sent message bounced or was complained about, once however often SES tells it: the message's
 * record marked, and its mail's counter moved in the same transaction. False when it was recorded before.
 */
export async function recordFeedback(
  messageId: string,
  message: SentMessage,
  count: 'bounced' | 'complained',
  at: string,
): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: table,
          Key: { ...keys.mail.sesMessage(messageId) },
          UpdateExpression: 'SET #at = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#at)',
          ExpressionAttributeNames: { '#at': `${count}_at` },
          ExpressionAttributeValues: { ':at': at },
        },
      },
      ...countOn(message, count),
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/** An address's entry on the suppression list. */
export interface Suppression {
  email: string;
  reason: SuppressionReason;
  at: string;
}

/**
 * Puts an address on the suppression list. A hard bounce outranks a complaint (it stops transactional mail too), so
 * it replaces one; anything else keeps the entry there first. True when written.
 */
export const suppressAddress = (email: string, reason: SuppressionReason, at: string): Promise<boolean> =>
  conditionHeld(
    db.PutItem({
      TableName: table,
      Item: { ...keys.mail.suppressed(email), email: email.trim().toLowerCase(), reason, at },
      ConditionExpression:
        reason === 'bounce' ? 'attribute_not_exists(pk) OR reason = :complaint' : 'attribute_not_exists(pk)',
      ...(reason === 'bounce' ? { ExpressionAttributeValues: { ':complaint': 'complaint' } } : {}),
    }),
  );

/** The address's entry on the suppression list, or undefined. */
export async function suppressionOf(email: string): Promise<Suppression | undefined> {
  const { Item } = await db.GetItem({ TableName: table, Key: { ...keys.mail.suppressed(email) } });
  return Item && { email: Item.email as string, reason: Item.reason as SuppressionReason, at: Item.at as string };
}

/** The alarms that pause marketing mail; the pause flag holds one attribute per alarm that is on. */
export type PauseAlarm = (typeof PAUSE_ALARMS)[number];

/** Marks an alarm on (since `at`) or off on the marketing pause flag. */
export async function setMarketingPause(alarm: PauseAlarm, on: boolean, at: string): Promise<void> {
  await db.UpdateItem({
    TableName: table,
    Key: { ...keys.mail.marketingPause },
    UpdateExpression: on ? 'SET #alarm = :at' : 'REMOVE #alarm',
    ExpressionAttributeNames: { '#alarm': alarm },
    ...(on ? { ExpressionAttributeValues: { ':at': at } } : {}),
  });
}
