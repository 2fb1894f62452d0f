import { config } from '#lib/config';
import { db } from '#lib/clients';
import { isAwsError } from '#lib/db';
import { getAll } from './batch-get';
import { conditionHeld } from './conditional';
import { withoutKeys } from './items';
import { type ItemKey, billingKeys, advertisingKeys } from './keys';

/**
 * Advertisements (ACCESS-PATTERNS.md A1–A5): the item (found by its id
 * alone), the company's list of pointers, and once paid one slot item per
 * filter slot under its target country, which the search reads.
 */

export interface AdSlot {
  country: string;
  purpose: number | null;
  category: number | null;
}

/** Paid or not: whether it is scheduled, running or ended follows from its dates. */
export type AdPaymentState = 'pending_payment' | 'paid' | 'cancelled';

export interface AdvertisementRecord {
  id: string;
  company_id: string;
  slots: AdSlot[];
  starts_on: string;
  ends_on: string;
  days: number;
  /** Charged, EUR cents. */
  amount: number;
  state: AdPaymentState;
  checkout_session_id: string | null;
  impressions: number;
  clicks: number;
  created_at: string;
  paid_at: string | null;
}

/** A paid slot as the search reads it. */
export interface AdSlotRecord extends AdSlot {
  advertisement_id: string;
  company_id: string;
  starts_on: string;
  ends_on: string;
}

/** Stores a new advertisement and its pointer in the company's list, in one transaction. */
export async function putAdvertisement(ad: AdvertisementRecord): Promise<void> {
  await db.TransactWriteItems({
    TransactItems: [
      {
        Put: {
          TableName: config.tableName,
          Item: { ...advertisingKeys.item(ad.id), ...ad },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: config.tableName,
          Item: { ...billingKeys.advertisement(ad.company_id, ad.created_at, ad.id), advertisement_id: ad.id },
        },
      },
    ],
  });
}

/** Notes the checkout session that pays for it (the session is made after the item, which it names). */
export async function setCheckoutSession(advertisementId: string, sessionId: string): Promise<void> {
  await db.UpdateItem({
    TableName: config.tableName,
    Key: { ...advertisingKeys.item(advertisementId) },
    UpdateExpression: 'SET checkout_session_id = :session',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':session': sessionId },
  });
}

export async function getAdvertisement(
  advertisementId: string,
  consistent = false,
): Promise<AdvertisementRecord | undefined> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...advertisingKeys.item(advertisementId) },
    ConsistentRead: consistent,
  });
  return Item && withoutKeys<AdvertisementRecord>(Item);
}

/** A paid advertisement's slot items, where the search finds them (A4). */
function slotItems(ad: AdvertisementRecord) {
  return ad.slots.map((slot, index) => ({
    ...advertisingKeys.slot(slot.country, ad.ends_on, ad.id, index),
    ...slot,
    advertisement_id: ad.id,
    company_id: ad.company_id,
    starts_on: ad.starts_on,
    ends_on: ad.ends_on,
    // A slot is of no use after its last day: DynamoDB removes it a day later.
    expires_at: Math.floor(Date.parse(`${ad.ends_on}T00:00:00Z`) / 1000) + 2 * 86_400,
  })) satisfies (AdSlotRecord & ItemKey & { expires_at: number })[];
}

/**
 * Marks an advertisement paid and puts its slots where the search finds
 * them, in one transaction conditional on it waiting for payment: true when
 * this call did it, false when it was paid (or cancelled) before, so the
 * webhook and the return page may both settle it.
 */
export async function markAdvertisementPaid(ad: AdvertisementRecord, paidAt: string): Promise<boolean> {
  try {
    await db.TransactWriteItems({
      TransactItems: [
        {
          Update: {
            TableName: config.tableName,
            Key: { ...advertisingKeys.item(ad.id) },
            UpdateExpression: 'SET #state = :paid, paid_at = :now',
            ConditionExpression: '#state = :pending',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':paid': 'paid', ':pending': 'pending_payment', ':now': paidAt },
          },
        },
        ...slotItems(ad).map((Item) => ({ Put: { TableName: config.tableName, Item } })),
      ],
    });
    return true;
  } catch (error) {
    if (isAwsError(error, 'TransactionCanceledException')) return false;
    throw error;
  }
}

/**
 * The items of an advertisement already paid, as the seeding writes them
 * (overwriting the same items on every run): the item, its pointer, its slots.
 */
export function paidAdvertisementItems(ad: AdvertisementRecord, paidAt: string) {
  return [
    { ...advertisingKeys.item(ad.id), ...ad, state: 'paid', paid_at: paidAt },
    { ...billingKeys.advertisement(ad.company_id, ad.created_at, ad.id), advertisement_id: ad.id },
    ...slotItems(ad),
  ];
}

/** Cancels an advertisement whose checkout expired unpaid; a paid one stays paid. */
export async function cancelUnpaidAdvertisement(advertisementId: string): Promise<void> {
  await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...advertisingKeys.item(advertisementId) },
      UpdateExpression: 'SET #state = :cancelled',
      ConditionExpression: '#state = :pending',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':cancelled': 'cancelled', ':pending': 'pending_payment' },
    }),
  );
}

/**
 * A page of a company's advertisements, newest first: one Query of its
 * pointers (keys only, a few bytes each) for the total and the page's ids,
 * one BatchGetItem for the page.
 */
export async function listAdvertisements(
  companyId: string,
  page: number,
  perPage: number,
): Promise<{ total: number; items: AdvertisementRecord[] }> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': billingKeys.partition(companyId),
      ':prefix': billingKeys.advertisementPrefix,
    },
    ProjectionExpression: 'advertisement_id',
    ScanIndexForward: false,
    paginate: true,
  });
  const ids = Items.slice((page - 1) * perPage, page * perPage).map((item) => String(item.advertisement_id));
  const found = ids.length ? await getAll(ids.map((id) => advertisingKeys.item(id))) : [];
  const byId = new Map(found.map((item) => [String(item.id), withoutKeys<AdvertisementRecord>(item)]));
  return { total: Items.length, items: ids.flatMap((id) => byId.get(id) ?? []) };
}

/** The paid slots of a target country whose last day is today or later: one Query. */
export async function slotsOfCountry(country: string, today: string): Promise<AdSlotRecord[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND sk >= :today',
    ExpressionAttributeValues: { ':pk': advertisingKeys.slotPartition(country), ':today': today },
    paginate: true,
  });
  return Items.map((item) => withoutKeys<AdSlotRecord>(item));
}

/** One serving of an advertisement, as its signed token names it (`#billing/ad-tokens`). */
/** An advertisement shown in one page view (`billing/ad-events.ts`). */
export interface Serving {
  advertisementId: string;
  /** The view's id, random bits the browser drew. */
  view: string;
  /** When the view's click stops counting, epoch seconds: the claim's TTL. */
  expiresAt: number;
}

/** `ADD <counter> 1` on the advertisement, only while it is paid and running `today` (UTC). */
const countOnRunning = (advertisementId: string, counter: 'impressions' | 'clicks', today: string) =>
  conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...advertisingKeys.item(advertisementId) },
      UpdateExpression: 'ADD #counter :one',
      ConditionExpression: '#state = :paid AND starts_on <= :today AND ends_on >= :today',
      ExpressionAttributeNames: { '#counter': counter, '#state': 'state' },
      ExpressionAttributeValues: { ':one': 1, ':paid': 'paid', ':today': today },
    }),
  );

/**
 * Counts a serving's impression once: claims the view's showing of the
 * advertisement (a conditional put, kept until its click stops counting), then
 * counts on the advertisement if it is paid and running. A second report of
 * the same serving claims nothing and counts nothing. True when counted.
 */
export async function countImpression(serving: Serving, today: string): Promise<boolean> {
  const claimed = await conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: {
        ...advertisingKeys.served(serving.view, serving.advertisementId),
        advertisement_id: serving.advertisementId,
        expires_at: serving.expiresAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return claimed && countOnRunning(serving.advertisementId, 'impressions', today);
}

/**
 * Counts a serving's click once, only after its impression was claimed: marks
 * the claim clicked (conditional on the claim being there, not clicked yet and
 * not past its life; its key names the view and the advertisement, so the claim
 * found is this advertisement's in this view), then counts on the
 * advertisement if it is paid and running. True when counted.
 */
export async function countClick(serving: Serving, today: string, now = Date.now()): Promise<boolean> {
  const marked = await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...advertisingKeys.served(serving.view, serving.advertisementId) },
      UpdateExpression: 'SET clicked_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND expires_at > :seconds AND attribute_not_exists(clicked_at)',
      ExpressionAttributeValues: {
        ':now': new Date(now).toISOString(),
        ':seconds': Math.floor(now / 1000),
      },
    }),
  );
  return marked && countOnRunning(serving.advertisementId, 'clicks', today);
}
