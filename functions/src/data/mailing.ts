import { createHash } from 'node:crypto';
import type { Locale } from '@migralink/shared/locales';
import type { MailingList, MailingTopic } from '@migralink/shared/schemas/mailing';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { Item, TransactWriteItem } from '#lib/db';
import { putAll } from './batch';
import { definedOnly, withoutKeys } from './items';
import { mailingKeys, type ItemKey } from './keys';
import { conditionFailed, transact } from './transact';
import { normalizeEmail } from './users';

/**
 * Mailing lists as stored (ACCESS-PATTERNS.md, "Mailing lists"): per address its subscriptions, per list
 * its members and count, per address the consent ledger, and the requests waiting for a confirmation.
 * A subscription, its member pointer and its list's count change together in one transaction, with the
 * ledger's entry that says why.
 */

const table = () => config.tableName;

/** A list's id in keys: `<locale>#<topic>`. */
const listId = (list: MailingList) => `${list.locale}#${list.topic}`;

/**
 * The subscriber an address is: the SHA-256 of the address as the accounts store it (trimmed, lower case),
 * 22 characters of base64url. The same address is always the same subscriber, so no lookup item is needed,
 * and a newsletter's outbox ids (`newsletter:<id>:<subscriber>`) stay the same across a resumed send.
 */
export const subscriberIdOf = (email: string): string =>
  createHash('sha256').update(normalizeEmail(email), 'utf8').digest('base64url').slice(0, 22);

/** The key of an address's subscription to a list (a newsletter's mail names it: `OutgoingMail.subscription`). */
export const subscriptionKey = (subscriberId: string, list: MailingList): ItemKey =>
  mailingKeys.subscription(subscriberId, listId(list));

/** One subscription of an address to a list. */
export interface SubscriptionItem extends MailingList {
  subscriber_id: string;
  email: string;
  subscribed_at: string;
  /** The ledger entry that proves it (`<at>#<id>`: its sort key). */
  consent: string;
}

/** What an entry of the ledger records (docs/product.md, "Mailing lists"). */
export type ConsentEvent = 'requested' | 'confirmed' | 'subscribed' | 'unsubscribed';
/** How it came: the footer's form, a confirmation link, the account's switch, an unsubscribe page or one click. */
export type ConsentChannel = 'form' | 'confirmation' | 'account' | 'unsubscribe_page' | 'one_click';

/** One entry of an address's consent ledger: written once, never changed or deleted. */
export interface ConsentEntry {
  id: string;
  subscriber_id: string;
  event: ConsentEvent;
  at: string;
  email: string;
  lists: MailingList[];
  via: ConsentChannel;
  /** The statement agreed to, word for word, with its version and language (a request or an account's subscription). */
  statement?: { version: string; locale: Locale; text: string };
  /** The HMAC of the client's address (`ipDigest`): it proves an address given later, and reveals none. */
  ip_hash?: string;
  /** The page the form was sent from. */
  page?: string;
  /** The request a confirmation confirms. */
  request_id?: string;
  /** The signed-in account that did it. */
  user_id?: string;
}

/** The ledger entry's place: its sort key, by which subscriptions name their proof. */
export const consentRef = (entry: Pick<ConsentEntry, 'at' | 'id'>) => `${entry.at}#${entry.id}`;

/** A request waiting for its confirmation (kept past its link's life so a late click is told "stale"). */
export interface SubscriptionRequest {
  id: string;
  subscriber_id: string;
  email: string;
  locale: Locale;
  topics: MailingTopic[];
  /** The ledger entry of the request. */
  consent: string;
  requested_at: string;
  /** Epoch seconds: DynamoDB deletes it then (TTL). */
  expires_at: number;
  confirmed_at?: string;
}

const consentItem = (entry: ConsentEntry) => ({
  ...mailingKeys.consent(entry.subscriber_id, entry.at, entry.id),
  ...definedOnly(entry),
});

/** The ledger entry's Put: only ever new. */
export const consentPut = (entry: ConsentEntry): TransactWriteItem => ({
  Put: { TableName: table(), Item: consentItem(entry), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** An address's subscription to a list and its member pointer, as the ledger entry `proof` subscribes it. */
function onList(list: MailingList, email: string, proof: ConsentEntry): [Item, Item] {
  const subscriberId = proof.subscriber_id;
  const subscription: SubscriptionItem = {
    ...list,
    subscriber_id: subscriberId,
    email,
    subscribed_at: proof.at,
    consent: consentRef(proof),
  };
  return [
    { ...mailingKeys.subscription(subscriberId, listId(list)), ...subscription },
    { ...mailingKeys.member(listId(list), subscriberId), email },
  ];
}

/**
 * Writes many new confirmed subscribers of one list at once, each as `changeLists` writes one (its subscription,
 * member pointer and ledger entry), in batches of 25, and the list's count moved once by their number: for
 * addresses on no list yet (an import, the tests' lists of a thousand), as nothing here checks that.
 */
export async function putNewSubscribers(list: MailingList, proofs: readonly ConsentEntry[]): Promise<void> {
  await putAll(proofs.flatMap((proof) => [...onList(list, proof.email, proof), consentItem(proof)]));
  await db.UpdateItem({
    TableName: table(),
    Key: { ...mailingKeys.count(listId(list)) },
    UpdateExpression: 'ADD subscribers :by',
    ExpressionAttributeValues: { ':by': proofs.length },
  });
}

/** Stores a request with its ledger entry and whatever else must go with it (its confirmation mail), in one transaction. */
export async function putRequest(request: SubscriptionRequest, entry: ConsentEntry, also: TransactWriteItem[]) {
  await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...mailingKeys.request(request.id), ...request },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    consentPut(entry),
    ...also,
  ]);
}

export async function getRequest(requestId: string): Promise<SubscriptionRequest | undefined> {
  const { Item } = await db.GetItem({
    TableName: table(),
    Key: { ...mailingKeys.request(requestId) },
    ConsistentRead: true,
  });
  return Item && withoutKeys<SubscriptionRequest>(Item);
}

/** An address's subscriptions, read strongly consistent (one Query of its partition). */
export async function subscriptionsOf(subscriberId: string): Promise<SubscriptionItem[]> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': mailingKeys.subscriptions(subscriberId),
      ':prefix': mailingKeys.subscriptionPrefix,
    },
    ConsistentRead: true,
  });
  return Items.map((item) => withoutKeys<SubscriptionItem>(item));
}

/** A change of an address's lists, decided on the subscriptions read. */
export interface ListChange {
  subscriberId: string;
  email: string;
  add: MailingList[];
  remove: MailingList[];
  /** The ledger's entries for it: the first is the proof the lists added name. */
  entries: [ConsentEntry, ...ConsentEntry[]];
  /** A confirmation: the request it confirms, marked confirmed in the same transaction (once only). */
  confirms?: string;
}

/**
 * Writes a change in one transaction: each list added (the subscription on condition that it is absent, its
 * member pointer, its count + 1), each removed (on condition that it is there, the pointer, the count − 1),
 * the ledger's entries, and the request confirmed (on condition that it was not). False when a condition failed
 * (another change came first): the caller reads again and decides again.
 */
export async function changeLists(change: ListChange): Promise<boolean> {
  const { subscriberId } = change;
  const [proof] = change.entries;
  const adds = change.add.flatMap((list): TransactWriteItem[] => {
    const [subscription, member] = onList(list, change.email, proof);
    return [
      { Put: { TableName: table(), Item: subscription, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: table(), Item: member } },
      countBy(list, 1),
    ];
  });
  const removes = change.remove.flatMap((list): TransactWriteItem[] => [
    {
      Delete: {
        TableName: table(),
        Key: { ...mailingKeys.subscription(subscriberId, listId(list)) },
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    { Delete: { TableName: table(), Key: { ...mailingKeys.member(listId(list), subscriberId) } } },
    countBy(list, -1),
  ]);
  const confirm: TransactWriteItem[] = change.confirms
    ? [
        {
          Update: {
            TableName: table(),
            Key: { ...mailingKeys.request(change.confirms) },
            UpdateExpression: 'SET confirmed_at = :at',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(confirmed_at)',
            ExpressionAttributeValues: { ':at': proof.at },
          },
        },
      ]
    : [];
  try {
    await transact([...adds, ...removes, ...change.entries.map(consentPut), ...confirm]);
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

const countBy = (list: MailingList, by: 1 | -1): TransactWriteItem => ({
  Update: {
    TableName: table(),
    Key: { ...mailingKeys.count(listId(list)) },
    UpdateExpression: 'ADD subscribers :by',
    ExpressionAttributeValues: { ':by': by },
  },
});

/** How many confirmed subscribers a list has (one GetItem). */
export async function listCount(list: MailingList): Promise<number> {
  const { Item } = await db.GetItem({ TableName: table(), Key: { ...mailingKeys.count(listId(list)) } });
  return typeof Item?.subscribers === 'number' ? Item.subscribers : 0;
}

/** A member of a list as a newsletter's send reads it. */
export interface ListMember {
  subscriberId: string;
  email: string;
}

/**
 * A list's members after `cursor` (a subscriber id; none: from the first), at most `limit`, strongly
 * consistent (an unsubscribe is never read past), and whether more follow.
 */
export async function membersAfter(
  list: MailingList,
  cursor: string | undefined,
  limit: number,
): Promise<{ members: ListMember[]; more: boolean }> {
  const { Items = [], LastEvaluatedKey } = await db.Query({
    TableName: table(),
    KeyConditionExpression: cursor ? 'pk = :pk AND sk > :after' : 'pk = :pk',
    ExpressionAttributeValues: { ':pk': mailingKeys.members(listId(list)), ...(cursor ? { ':after': cursor } : {}) },
    ConsistentRead: true,
    Limit: limit,
  });
  return {
    members: Items.map((item) => ({ subscriberId: String(item.sk), email: String(item.email) })),
    more: LastEvaluatedKey !== undefined,
  };
}

/** An address's whole consent ledger, oldest first (every page): what proves its subscriptions. */
export async function ledgerOf(subscriberId: string): Promise<ConsentEntry[]> {
  const { Items = [] } = await db.Query({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': mailingKeys.ledger(subscriberId) },
    ConsistentRead: true,
    paginate: true,
  });
  return Items.map((item) => withoutKeys<ConsentEntry>(item));
}
