import { db } from '#lib/clients';
import { config } from '#lib/config';
import type { Item, TransactWriteItem } from '#lib/db';
import type { MailMessage } from '#lib/mail';
import { getAll } from './batch-get';
import { conditionHeld, isConditionFailure } from './conditional';
import { itemBytes } from './item-size';
import { definedOnly } from './items';
import { keys, type ItemKey } from './keys';
import { transact } from './transact';

/**
 * The outbox (ACCESS-PATTERNS.md, "Mail"): one item per mail, written in the transaction of the change it is about,
 * and the sender's state on it. Its id is the mail's cause, so a cause queues one mail however often it is written.
 */

/** A mail to queue: a rendered message and what the mail path needs to deliver it once. */
export interface OutgoingMail extends MailMessage {
  /**
   * One id per cause, so a cause never mails twice: `lead:<leadId>:owner`, `newsletter:<id>:<subscriberId>`.
   * Letters, digits and `:_.#-`, at most 200 characters.
   */
  id: string;
  /** What the mail is, for logs and counts: 'new lead', 'contact copy', 'newsletter', … */
  kind: string;
  /**
   * 'marketing' (newsletters; list confirmations are NOT marketing): never sent to a suppressed address, paused by
   * the bounce and complaint alarms, and must carry `unsubscribe`. Default 'transactional'.
   */
  stream?: MailStream;
  /** A marketing mail's signed unsubscribe links: the page (a GET shows a button) and the one-click POST URL. */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
  /** An item whose numbers `sent`, `bounced`, `complained`, `failed`, `suppressed` and `unsubscribed` the mail path moves (ADD 1). */
  counter?: ItemKey;
  /**
   * A marketing mail to a list's subscriber: the subscription it is sent under. The sender reads it with the
   * suppression (no request more) and sends nothing once it is gone: an unsubscribe reaches mails already queued.
   */
  subscription?: ItemKey;
}

export type MailStream = 'transactional' | 'marketing';

/** Where a mail is: waiting (`queued`, maybe until `retry_at`), being sent, or done one of four ways. */
export type MailStatus = 'queued' | 'sending' | 'sent' | 'suppressed' | 'unsubscribed' | 'dead';

/** What each counter of a mail's `counter` item counts. */
export type MailCount = 'sent' | 'bounced' | 'complained' | 'failed' | 'suppressed' | 'unsubscribed';

/** An outbox item as stored. */
export interface OutboxItem {
  id: string;
  kind: string;
  stream: MailStream;
  status: MailStatus;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  reply_to?: string;
  /** Files as base64 (a certificate's PDF). */
  attachments?: { filename: string; content_type: string; content: string }[];
  /** As the mail gave them (`OutgoingMail.unsubscribe`). */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
  counter?: ItemKey;
  subscription?: ItemKey;
  /** Tries so far (a claim counts one). */
  attempts: number;
  queued_at: string;
  /** Epoch ms before which no sender takes it (a retry's backoff). */
  retry_at?: number;
  /** The claim of the sender sending it, and until when (epoch ms) that claim holds. */
  claim?: string;
  lease_until?: number;
  sent_at?: string;
  ses_message_id?: string;
  last_error?: string;
  expires_at?: number;
}

const MAIL_ID = /^[A-Za-z0-9:_.#-]{1,200}$/;

/** The most an outbox item may take: far below DynamoDB's 400 KB, so its stream record and its updates fit too. */
export const OUTBOX_BYTES_MAX = 350 * 1024;

/** How long a mail's record is kept once it is done: its id keeps a cause from mailing twice for that long. */
const DONE_KEPT_SECONDS = 365 * 24 * 60 * 60;

const table = config.tableName;

/** The outbox item of a mail, checked: a wrong id, a marketing mail without unsubscribe links or one too big is a bug. */
export function outboxItem(mail: OutgoingMail, now = new Date()): Item {
  // Messages kept short: this module rides in the tight bundles of the lead routes.
  if (!MAIL_ID.test(mail.id)) throw new Error(`Bad mail id ${mail.id}`);
  const stream = mail.stream ?? 'transactional';
  if (stream === 'marketing' && !mail.unsubscribe) throw new Error('Marketing mail without unsubscribe links');
  const item: Item = definedOnly({
    ...keys.mail.outbox(mail.id),
    id: mail.id,
    kind: mail.kind,
    stream,
    status: 'queued' satisfies MailStatus,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    reply_to: mail.replyTo,
    attachments: mail.attachments?.map((file) => ({
      filename: file.filename,
      content_type: file.contentType,
      content: Buffer.from(file.content).toString('base64'),
    })),
    unsubscribe: mail.unsubscribe,
    counter: mail.counter,
    subscription: mail.subscription,
    attempts: 0,
    queued_at: now.toISOString(),
  });
  if (itemBytes(item) > OUTBOX_BYTES_MAX) throw new Error(`Mail ${mail.id} over ${OUTBOX_BYTES_MAX} bytes`);
  return item;
}

/** The Put of a mail into the outbox, on a new id: a transaction carrying it is cancelled when the cause mailed already. */
export const outboxPut = (mail: OutgoingMail): TransactWriteItem => ({ Put: newMail(mail) });

const newMail = (mail: OutgoingMail) => ({
  TableName: table,
  Item: outboxItem(mail),
  ConditionExpression: 'attribute_not_exists(pk)',
});

/** Puts a mail into the outbox on its own; false when its id was queued before (nothing written). */
export const putOutboxMail = async (mail: OutgoingMail): Promise<boolean> => conditionHeld(db.PutItem(newMail(mail)));

/**
 * Takes a mail for sending: only one sender's claim holds at a time. A mail is free when queued and due, or when the
 * sender that held it let its lease run out (it stopped mid-way). Answers the item, or undefined when it is not free.
 * The claimed mail stays on the retry index, due when its lease ends, until it is done.
 */
export async function claimMail(
  id: string,
  claim: string,
  now: number,
  leaseMs: number,
): Promise<OutboxItem | undefined> {
  try {
    const { Attributes } = await db.UpdateItem({
      TableName: table,
      Key: { ...keys.mail.outbox(id) },
      UpdateExpression:
        'SET #status = :sending, claim = :claim, lease_until = :lease, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk ADD attempts :one REMOVE retry_at',
      ConditionExpression:
        '(#status = :queued AND (attribute_not_exists(retry_at) OR retry_at <= :now)) OR (#status = :sending AND lease_until < :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':queued': 'queued',
        ':claim': claim,
        ':lease': now + leaseMs,
        ':now': now,
        ':one': 1,
        // Should this sender stop before the mail is done, the retry sweep finds it when the lease runs out.
        ...gsi2Values(keys.mail.retryDue(new Date(now + leaseMs).toISOString(), id)),
      },
      ReturnValues: 'ALL_NEW',
    });
    return Attributes as unknown as OutboxItem;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** A mail as stored now (consistent), or undefined. */
export async function readMail(id: string): Promise<OutboxItem | undefined> {
  const { Item } = await db.GetItem({ TableName: table, Key: { ...keys.mail.outbox(id) }, ConsistentRead: true });
  return Item as OutboxItem | undefined;
}

/** The condition that the claim read is still the holder's (no one took the mail over after its lease ran out). */
const HELD = {
  ConditionExpression: '#status = :sending AND claim = :claim',
  names: { '#status': 'status' },
};

/** `ADD <count> 1` on a mail's counter item, when it has one: the write to add to the transaction of its step. */
export const countOn = (mail: { counter?: ItemKey }, count: MailCount): TransactWriteItem[] =>
  mail.counter
    ? [
        {
          Update: {
            TableName: table,
            Key: { pk: mail.counter.pk, sk: mail.counter.sk },
            UpdateExpression: 'ADD #count :one',
            ExpressionAttributeNames: { '#count': count },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ]
    : [];

/** A mail's end as one update of its item: its status, without its bodies (the record stays, for its id, a year). */
function finished(mail: OutboxItem, claim: string, status: MailStatus, set: Item, now: number): TransactWriteItem {
  const names = Object.keys(set);
  return {
    Update: {
      TableName: table,
      Key: { ...keys.mail.outbox(mail.id) },
      UpdateExpression: `SET #status = :status, expires_at = :expires${names.map((name) => `, ${name} = :${name}`).join('')} REMOVE claim, lease_until, gsi2pk, gsi2sk, #text, html, attachments, reply_to`,
      ConditionExpression: HELD.ConditionExpression,
      ExpressionAttributeNames: { ...HELD.names, '#text': 'text' },
      ExpressionAttributeValues: {
        ':status': status,
        ':sending': 'sending',
        ':claim': claim,
        ':expires': Math.floor(now / 1000) + DONE_KEPT_SECONDS,
        ...Object.fromEntries(names.map((name) => [`:${name}`, set[name]])),
      },
    },
  };
}

/**
 * A mail sent: its item marked (its bodies dropped), SES's message id kept for its bounces and complaints, its counter
 * moved; one transaction, on the sender's claim.
 */
export function markSent(mail: OutboxItem, claim: string, messageId: string, now: number): Promise<void> {
  const sentAt = new Date(now).toISOString();
  return transact([
    finished(mail, claim, 'sent', { sent_at: sentAt, ses_message_id: messageId }, now),
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.mail.sesMessage(messageId),
          mail_id: mail.id,
          to: mail.to,
          stream: mail.stream,
          ...(mail.counter ? { counter: mail.counter } : {}),
          sent_at: sentAt,
          expires_at: Math.floor(now / 1000) + DONE_KEPT_SECONDS,
        },
      },
    },
    ...countOn(mail, 'sent'),
  ]);
}

/** A mail not sent because its address is suppressed or left the list it was sent to: marked, and counted. */
export const markNotSent = (
  mail: OutboxItem,
  claim: string,
  why: Extract<MailStatus, 'suppressed' | 'unsubscribed'>,
  now: number,
): Promise<void> => transact([finished(mail, claim, why, {}, now), ...countOn(mail, why)]);

/**
 * A mail that failed for good: the dead-letter state (gsi2 `OUTBOX#DEAD`), its bodies kept so it can be replayed,
 * counted as failed.
 */
export function markDead(mail: OutboxItem, claim: string, error: string, now: number): Promise<void> {
  const deadAt = new Date(now).toISOString();
  return transact([
    {
      Update: {
        TableName: table,
        Key: { ...keys.mail.outbox(mail.id) },
        UpdateExpression:
          'SET #status = :dead, last_error = :error, dead_at = :at, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE claim, lease_until',
        ConditionExpression: HELD.ConditionExpression,
        ExpressionAttributeNames: HELD.names,
        ExpressionAttributeValues: {
          ':dead': 'dead',
          ':sending': 'sending',
          ':claim': claim,
          ':error': error,
          ':at': deadAt,
          ...gsi2Values(keys.mail.dead(deadAt, mail.id)),
        },
      },
    },
    ...countOn(mail, 'failed'),
  ]);
}

const gsi2Values = (index: { gsi2pk: string; gsi2sk: string }) => ({
  ':gsi2pk': index.gsi2pk,
  ':gsi2sk': index.gsi2sk,
});

/**
 * Puts a mail back to wait until `dueAt` (epoch ms), on the retry index: after a failed try (`claim`, the try counted),
 * or untried, taken back from a sender that stopped early (no claim: it must still be queued, no try counted).
 */
export async function waitForRetry(
  id: string,
  dueAt: number,
  reason: string,
  claim?: string,
  gaveBackTry = false,
): Promise<void> {
  await db.UpdateItem({
    TableName: table,
    Key: { ...keys.mail.outbox(id) },
    UpdateExpression: `SET #status = :queued, retry_at = :due, last_error = :reason, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE claim, lease_until${gaveBackTry ? ' ADD attempts :minus' : ''}`,
    ConditionExpression: claim ? HELD.ConditionExpression : '#status = :queued',
    ExpressionAttributeNames: HELD.names,
    ExpressionAttributeValues: {
      ':queued': 'queued',
      ':due': dueAt,
      ':reason': reason,
      ...gsi2Values(keys.mail.retryDue(new Date(dueAt).toISOString(), id)),
      ...(claim ? { ':sending': 'sending', ':claim': claim } : {}),
      ...(gaveBackTry ? { ':minus': -1 } : {}),
    },
  });
}

/**
 * Puts the dead mails back in the queue, oldest first, at most `limit`: each waits again as new (no tries counted),
 * due now, so the next retry sweep sends it. Answers their ids.
 */
export async function replayDeadMails(limit: number, now = Date.now()): Promise<string[]> {
  const { Items = [] } = await db.Query({
    TableName: table,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.mail.deadPartition },
    ProjectionExpression: 'id',
    Limit: limit,
  });
  const ids = Items.map((item) => item.id as string);
  for (const id of ids) {
    await conditionHeld(
      db.UpdateItem({
        TableName: table,
        Key: { ...keys.mail.outbox(id) },
        UpdateExpression:
          'SET #status = :queued, attempts = :zero, retry_at = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk REMOVE dead_at',
        ConditionExpression: '#status = :dead',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':queued': 'queued',
          ':dead': 'dead',
          ':zero': 0,
          ':now': now,
          ...gsi2Values(keys.mail.retryDue(new Date(now).toISOString(), id)),
        },
      }),
    );
  }
  return ids;
}

/** The mails whose retry is due by `now` (epoch ms), soonest first, at most `limit`: their ids and recipients. */
export async function dueRetries(now: number, limit: number): Promise<{ id: string; to: string }[]> {
  const { Items = [] } = await db.Query({
    TableName: table,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :due',
    ExpressionAttributeValues: { ':pk': keys.mail.retryPartition, ':due': `${new Date(now).toISOString()}~` },
    ProjectionExpression: 'id, #to',
    ExpressionAttributeNames: { '#to': 'to' },
    Limit: limit,
  });
  return Items.map((item) => ({ id: item.id as string, to: item.to as string }));
}

/** Why an address gets no mail of a stream: suppressed (and why), marketing paused, or off the mail's list. */
export interface MailBlock {
  suppressed?: { reason: SuppressionReason };
  marketingPaused: boolean;
  /** The mail names a subscription (`OutgoingMail.subscription`) that is gone. */
  unsubscribed: boolean;
}

/** The alarms that pause marketing mail: the pause flag holds an attribute per alarm that is on (`#data/mail-feedback`). */
export const PAUSE_ALARMS = ['bounce_rate', 'complaint_rate'] as const;

/** Why an address is on the suppression list. */
export type SuppressionReason = 'bounce' | 'complaint';

/** Whether marketing mail is paused now (a bounce or complaint alarm is on): a newsletter's send queues nothing meanwhile. */
export async function marketingPaused(): Promise<boolean> {
  const { Item } = await db.GetItem({ TableName: table, Key: { ...keys.mail.marketingPause }, ConsistentRead: true });
  return !!Item && PAUSE_ALARMS.some((alarm) => Item[alarm] !== undefined);
}

/** The address's suppression, the marketing pause and the mail's subscription if it names one, in one request. */
export async function mailBlock(mail: Pick<OutboxItem, 'to' | 'subscription'>): Promise<MailBlock> {
  const suppressed = keys.mail.suppressed(mail.to);
  const { subscription } = mail;
  const items = await getAll([suppressed, keys.mail.marketingPause, ...(subscription ? [subscription] : [])], true);
  const entry = items.find((item) => item.pk === suppressed.pk);
  const found = (key: ItemKey) => items.some((item) => item.pk === key.pk && item.sk === key.sk);
  return {
    unsubscribed: subscription !== undefined && !found(subscription),
    ...(entry ? { suppressed: { reason: entry.reason as SuppressionReason } } : {}),
    // Paused while any alarm is on: the flag item holds an attribute per alarm (`setMarketingPause`).
    marketingPaused: items.some(
      (item) => item.pk === keys.mail.marketingPause.pk && PAUSE_ALARMS.some((alarm) => item[alarm] !== undefined),
    ),
  };
}
