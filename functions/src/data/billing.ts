import type { BillingPeriod, PaidPackage } from '@migralink/shared/prices';
import type { SubscriptionStatus } from '@migralink/shared/schemas/billing';
import { config } from '#lib/config';
import { db } from '#lib/clients';
import { conditionHeld } from './conditional';
import { withoutKeys } from './items';
import { billingKeys } from './keys';

/**
 * A company's billing (ACCESS-PATTERNS.md B1–B4): its Stripe customer, its
 * subscriptions as Stripe last told of them, and the Stripe events handled.
 */

/** The company's customer at Stripe, made at its first checkout. */
export interface BillingAccount {
  company_id: string;
  customer_id: string;
  created_at: string;
}

/** A subscription as Stripe last told of it; Stripe's state is the truth, this is its copy. */
export interface SubscriptionRecord {
  id: string;
  company_id: string;
  package: PaidPackage;
  period: BillingPeriod;
  status: SubscriptionStatus;
  created_at: string;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  ended_at: string | null;
  /** Per period, EUR cents. */
  amount: number;
  invoice_url: string | null;
  updated_at: string;
}

/** How long a handled event is remembered: well past Stripe's three days of retries. */
const EVENT_MEMORY_SECONDS = 30 * 24 * 3600;

export async function getBillingAccount(companyId: string): Promise<BillingAccount | undefined> {
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...billingKeys.account(companyId) } });
  return Item && withoutKeys<BillingAccount>(Item);
}

/**
 * Keeps the company's Stripe customer; when two checkouts made one each at
 * once, the first stored wins and is answered to both (the other customer
 * stays unused at Stripe).
 */
export async function saveBillingAccount(account: BillingAccount): Promise<BillingAccount> {
  const stored = await conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: { ...billingKeys.account(account.company_id), ...account },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  if (stored) return account;
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...billingKeys.account(account.company_id) },
    ConsistentRead: true,
  });
  return withoutKeys<BillingAccount>(Item!);
}

/**
 * Stores a subscription's state and answers the one it replaced: DynamoDB
 * orders concurrent writes, so exactly one writer sees a change of status
 * (an ending is mailed once however many events tell of it).
 */
export async function saveSubscription(record: SubscriptionRecord): Promise<SubscriptionRecord | undefined> {
  const { Attributes } = await db.PutItem({
    TableName: config.tableName,
    Item: { ...billingKeys.subscription(record.company_id, record.id), ...record },
    ReturnValues: 'ALL_OLD',
  });
  return Attributes && withoutKeys<SubscriptionRecord>(Attributes);
}

/** Every subscription of a company, newest first: one Query (a company buys a plan a few times a year at most). */
export async function listSubscriptions(companyId: string, consistent = false): Promise<SubscriptionRecord[]> {
  const { Items = [] } = await db.Query({
    TableName: config.tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': billingKeys.partition(companyId),
      ':prefix': billingKeys.subscriptionPrefix,
    },
    ConsistentRead: consistent,
    paginate: true,
  });
  return Items.map((item) => withoutKeys<SubscriptionRecord>(item)).sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
}

/**
 * Claims a Stripe event for handling: true for the first claim of its id,
 * false for every later one (a retry, a duplicate delivery, the same event
 * sent twenty times at once).
 */
export async function claimEvent(eventId: string, type: string, now: Date): Promise<boolean> {
  return conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: {
        ...billingKeys.event(eventId),
        type,
        handled_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + EVENT_MEMORY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Gives a claimed event back after its handling failed, so that Stripe's retry handles it. */
export async function releaseEvent(eventId: string): Promise<void> {
  await db.DeleteItem({ TableName: config.tableName, Key: { ...billingKeys.event(eventId) } });
}

// ── One open checkout per company and kind ─────────────────────────────────

export type CheckoutKind = 'subscription' | 'advertisement';

/**
 * The company's open checkout of a kind: claimed before the Checkout session
 * is made, given the session once it exists, released when the session
 * completes or expires, and void past `expires_at` (the session's own expiry,
 * epoch seconds; TTL removes it later) in case no event ever comes.
 */
export interface CheckoutClaim {
  company_id: string;
  kind: CheckoutKind;
  /** This claim's own id: only its maker attaches a session to it or gives it back after a failure. */
  claim_id: string;
  /** What it buys (a plan and period, or an advertisement's id). */
  purchase: string;
  session_id: string | null;
  url: string | null;
  expires_at: number;
}

/**
 * Claims the company's open checkout of a kind: a conditional put that
 * succeeds when none is held or the held one is past its expiry. Answers
 * undefined when claimed, else the claim that holds it (read consistently).
 */
export async function claimCheckout(claim: CheckoutClaim, now: number): Promise<CheckoutClaim | undefined> {
  const key = billingKeys.checkout(claim.company_id, claim.kind);
  const claimed = await conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: { ...key, ...claim },
      ConditionExpression: 'attribute_not_exists(pk) OR expires_at <= :now',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
  if (claimed) return undefined;
  const { Item } = await db.GetItem({ TableName: config.tableName, Key: { ...key }, ConsistentRead: true });
  // Released between the put and the read: report it as held by nothing known, so the caller answers 409.
  return Item ? withoutKeys<CheckoutClaim>(Item) : { ...claim, claim_id: '', session_id: null, url: null };
}

/** Names the session a claim's checkout made (only the claim's maker, only while it holds it). */
export async function attachCheckoutSession(
  claim: Pick<CheckoutClaim, 'company_id' | 'kind' | 'claim_id'>,
  sessionId: string,
  url: string,
): Promise<void> {
  // A failed condition: completed or expired (and released) already, nothing left to name.
  await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...billingKeys.checkout(claim.company_id, claim.kind) },
      UpdateExpression: 'SET session_id = :session, #url = :url',
      ConditionExpression: 'claim_id = :claim',
      ExpressionAttributeNames: { '#url': 'url' },
      ExpressionAttributeValues: { ':session': sessionId, ':url': url, ':claim': claim.claim_id },
    }),
  );
}

/**
 * Gives the company's open checkout back: after its session completed or
 * expired (`by: { session_id }`), or after making it failed (`by: { claim_id }`).
 * A claim held by another session or claim stays.
 */
export async function releaseCheckout(
  companyId: string,
  kind: CheckoutKind,
  by: { session_id: string } | { claim_id: string },
): Promise<void> {
  const [field, value] = Object.entries(by)[0]!;
  await conditionHeld(
    db.DeleteItem({
      TableName: config.tableName,
      Key: { ...billingKeys.checkout(companyId, kind) },
      ConditionExpression: '#field = :value',
      ExpressionAttributeNames: { '#field': field },
      ExpressionAttributeValues: { ':value': value },
    }),
  );
}

/**
 * Claims the cancelling of a company's second subscription: true for the one
 * handler that cancels and refunds it (and mails), false for every other that
 * sees it. Kept as the record that it was cancelled as a duplicate.
 */
export async function claimDuplicate(companyId: string, subscriptionId: string, keptId: string): Promise<boolean> {
  return conditionHeld(
    db.PutItem({
      TableName: config.tableName,
      Item: {
        ...billingKeys.duplicate(companyId, subscriptionId),
        subscription_id: subscriptionId,
        kept_id: keptId,
        claimed_at: new Date().toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Gives the claim back after cancelling or refunding failed, so that Stripe's retry of the event does it. */
export async function releaseDuplicate(companyId: string, subscriptionId: string): Promise<void> {
  await db.DeleteItem({ TableName: config.tableName, Key: { ...billingKeys.duplicate(companyId, subscriptionId) } });
}
