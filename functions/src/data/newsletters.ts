import type { NewsletterContent, NewsletterState } from '@migralink/shared/schemas/newsletters';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item } from '#lib/db';
import { onConditionFailed } from './conditional';
import { indexPage } from './page-cursor';
import { withoutKeys } from './items';
import { newsletterKeys, type ItemKey } from './keys';

/**
 * Newsletters as stored (ACCESS-PATTERNS.md, "Newsletters"): one item each, holding its content, its send's
 * cursor and claim, and the counts the mail path moves. Staff's list is gsi1 (newest first); the sends under
 * way are gsi2 (sparse: only while `sending`), which the send job reads to find its work.
 */

const table = () => config.tableName;

export interface NewsletterItem extends NewsletterContent {
  id: string;
  state: NewsletterState;
  created_by: string;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** The list's count when the send started. */
  recipients: number | null;
  /** Subscribers whose mail is queued, moved once per page with the cursor. */
  queued: number;
  /** Moved by the mail path (`counter`): sent, bounced, complained about, failed for good. */
  sent?: number;
  bounced?: number;
  complained?: number;
  failed?: number;
  /** The last subscriber whose mail is queued (the send goes on after it). */
  cursor?: string;
  /** The run that holds the send, and until when (epoch ms): another run takes it over only after. */
  lease_owner?: string;
  lease_until?: number;
}

/** The item whose `sent`, `bounced`, `complained` and `failed` the mail path moves for a newsletter's mails. */
export const newsletterCounter = (id: string): ItemKey => newsletterKeys.item(id);

/** Newsletters in staff's list, a page at a time. */
export const NEWSLETTER_PAGE_SIZE = 20;

export async function putNewsletter(newsletter: NewsletterItem): Promise<void> {
  await db.PutItem({
    TableName: table(),
    Item: {
      ...newsletterKeys.item(newsletter.id),
      ...newsletterKeys.listed(newsletter.created_at, newsletter.id),
      ...newsletter,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

export async function getNewsletter(id: string, consistent = false): Promise<NewsletterItem | undefined> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...newsletterKeys.item(id) },
    ...(consistent ? { ConsistentRead: true } : {}),
  });
  return Item && withoutKeys<NewsletterItem>(Item);
}

/** An UpdateItem of a newsletter answering the item after it, or undefined when its condition failed. */
async function updated(
  id: string,
  update: { expression: string; condition: string; names?: Record<string, string>; values: Item },
): Promise<NewsletterItem | undefined> {
  return onConditionFailed(
    db
      .UpdateItem({
        TableName: table(),
        Key: { ...newsletterKeys.item(id) },
        UpdateExpression: update.expression,
        ConditionExpression: update.condition,
        ...(update.names ? { ExpressionAttributeNames: update.names } : {}),
        ExpressionAttributeValues: update.values,
        ReturnValues: 'ALL_NEW',
      })
      .then(({ Attributes }) => Attributes && withoutKeys<NewsletterItem>(Attributes)),
    () => undefined,
  );
}

/** Writes a draft's new content; undefined when it is no draft (any more) or does not exist. */
export const updateDraft = (id: string, content: NewsletterContent, now: string) =>
  updated(id, {
    expression: 'SET #locale = :locale, topic = :topic, subject = :subject, body = :body, updated_at = :now',
    condition: '#state = :draft',
    names: { '#locale': 'locale', '#state': 'state' },
    values: { ...prefixed(content), ':now': now, ':draft': 'draft' },
  });

const prefixed = (values: Record<string, unknown>): Item =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`:${name}`, value]));

/**
 * Starts a draft's send: `sending`, the time, the list's count, and its place among the sends under way
 * (gsi2). Undefined when it is no draft (any more).
 */
export const startSend = (id: string, recipients: number, now: string) => {
  const sending = newsletterKeys.sending(now, id);
  return updated(id, {
    expression:
      'SET #state = :sending, started_at = :now, updated_at = :now, recipients = :recipients, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
    condition: '#state = :draft',
    names: { '#state': 'state' },
    values: { ':sending': 'sending', ':now': now, ':recipients': recipients, ':draft': 'draft', ...prefixed(sending) },
  });
};

/** Staff's list, newest first; undefined for a cursor that is not ours. */
export const newsletterPage = (cursor: string | undefined) =>
  indexPage<NewsletterItem>('gsi1', newsletterKeys.listPartition, {
    newestFirst: true,
    cursor,
    size: NEWSLETTER_PAGE_SIZE,
  });

/** The ids of the sends under way, oldest first (gsi2, every page: a handful at most). */
export async function sendsUnderWay(): Promise<string[]> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :partition',
    ExpressionAttributeValues: { ':partition': newsletterKeys.sendingPartition },
    ProjectionExpression: 'id',
    paginate: true,
  });
  return Items.map((item) => String(item.id));
}

/**
 * Claims a send for a run until `until` (epoch ms): on condition that it is `sending` and no other run holds it
 * (never held, its claim lapsed, or this run's own). The newsletter as it is now, or undefined when not claimed.
 */
export const claimSend = (id: string, owner: string, now: number, until: number) =>
  updated(id, {
    expression: 'SET lease_owner = :owner, lease_until = :until',
    condition:
      '#state = :sending AND (attribute_not_exists(lease_until) OR lease_until < :now OR lease_owner = :owner)',
    names: { '#state': 'state' },
    values: { ':owner': owner, ':until': until, ':now': now, ':sending': 'sending' },
  });

/** A page of a send done: its last subscriber, how many it held, and whether it was the last page. */
export interface SendStep {
  id: string;
  owner: string;
  /** The cursor the page was read after (none: the first page). */
  from: string | undefined;
  to: string;
  count: number;
  until: number;
}

/**
 * Moves a send's cursor past a page and counts it, on condition that this run still holds it and the cursor
 * is where the page began (so a page is counted once, whichever run finished it). False when another run
 * took the send over meanwhile.
 */
export const advanceSend = async (step: SendStep): Promise<boolean> =>
  (await updated(step.id, {
    expression: 'SET #cursor = :to, lease_until = :until ADD queued :count',
    condition: `lease_owner = :owner AND ${step.from === undefined ? 'attribute_not_exists(#cursor)' : '#cursor = :from'}`,
    names: { '#cursor': 'cursor' },
    values: {
      ':to': step.to,
      ':until': step.until,
      ':count': step.count,
      ':owner': step.owner,
      ...(step.from === undefined ? {} : { ':from': step.from }),
    },
  })) !== undefined;

/** Ends a send whose every subscriber's mail is queued: `sent`, out of the sends under way, its claim let go. */
export const finishSend = async (id: string, owner: string, now: string): Promise<boolean> =>
  (await updated(id, {
    expression:
      'SET #state = :sent, finished_at = :now, updated_at = :now REMOVE gsi2pk, gsi2sk, lease_owner, lease_until',
    condition: '#state = :sending AND lease_owner = :owner',
    names: { '#state': 'state' },
    values: { ':sent': 'sent', ':now': now, ':sending': 'sending', ':owner': owner },
  })) !== undefined;

/** Lets go of a send's claim (a run that ran out of time), so the next run need not wait for it to lapse. */
export const releaseSend = async (id: string, owner: string): Promise<void> => {
  await updated(id, {
    expression: 'REMOVE lease_owner, lease_until',
    condition: 'lease_owner = :owner',
    values: { ':owner': owner },
  });
};
