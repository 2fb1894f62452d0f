import type Stripe from 'stripe';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { PLAN_LIMITS } from '@migralink/shared/plans';
import { PAID_PACKAGES, type PaidPackage } from '@migralink/shared/prices';
import type { Subscription, SubscriptionStatus } from '@migralink/shared/schemas/billing';
import { listSubscriptions, saveSubscription, type SubscriptionRecord } from '#data/billing';
import { getCompanyProfile } from '#data/companies';
import { setCompanyPlan } from '#data/company-plan';
import { setServicePublished } from '#data/moderation';
import { listCompanyServices, type ServiceRecord } from '#data/services';
import type { Logger } from '#lib/logger';
import { stripe } from '#lib/stripe';
import { PLAN_RANK, reindexCompany } from '#search/reindex';
import { cancelDuplicate, cancelledAsDuplicate, heldAtOnce } from './duplicates';
import { mailSubscriptionEnded } from './notify';

/**
 * Subscriptions follow Stripe: whatever event tells of one, its current state
 * is read from Stripe and stored, and the company's plan is recomputed from
 * all its subscriptions. Events that come late, twice or out of order thus
 * all end in the state Stripe has, and a plan is never decided by the order
 * of deliveries.
 */

const STATUSES: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  incomplete: 'incomplete',
  trialing: 'active',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
};

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

const isPaidPackage = (value: unknown): value is PaidPackage =>
  typeof value === 'string' && (PAID_PACKAGES as readonly string[]).includes(value);

/** Our copy of a Stripe subscription; undefined for one the product did not start (no company or plan in its metadata). */
export function subscriptionRecord(subscription: Stripe.Subscription, now: Date): SubscriptionRecord | undefined {
  const { company_id: companyId, package: plan } = subscription.metadata;
  const item = subscription.items.data[0];
  if (!companyId || !isPaidPackage(plan) || !item) return undefined;
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  return {
    id: subscription.id,
    company_id: companyId,
    package: plan,
    period: item.price.recurring?.interval === 'year' ? 'year' : 'month',
    status: STATUSES[subscription.status] ?? 'canceled',
    created_at: isoOf(subscription.created) ?? now.toISOString(),
    current_period_start: isoOf(item.current_period_start),
    current_period_end: isoOf(item.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    ended_at: isoOf(subscription.ended_at),
    amount: item.price.unit_amount ?? 0,
    invoice_url: invoice?.hosted_invoice_url ?? null,
    updated_at: now.toISOString(),
  };
}

/** A subscription as its company sees it: the amount in EUR. */
export function presentSubscription(record: SubscriptionRecord): Subscription {
  return {
    id: record.id,
    package: record.package,
    period: record.period,
    status: record.status,
    created_at: record.created_at,
    current_period_start: record.current_period_start,
    current_period_end: record.current_period_end,
    cancel_at_period_end: record.cancel_at_period_end,
    ended_at: record.ended_at,
    amount: record.amount / 100,
    currency: 'EUR',
    invoice_url: record.invoice_url,
  };
}

/** The plan the subscriptions pay for: the highest one still held (a failed renewal holds it while Stripe retries). */
export function planOf(subscriptions: readonly Pick<SubscriptionRecord, 'package' | 'status'>[]): SubscriptionPackage {
  return subscriptions
    .filter((subscription) => subscription.status === 'active' || subscription.status === 'past_due')
    .reduce<SubscriptionPackage>(
      (best, subscription) => (PLAN_RANK[subscription.package] > PLAN_RANK[best] ? subscription.package : best),
      'basic',
    );
}

/** A company's plan that changed, and the services the change took off the public site. */
export interface PlanChange {
  from: SubscriptionPackage;
  to: SubscriptionPackage;
  unpublished: ServiceRecord[];
}

/**
 * Reads a subscription from Stripe, stores it and brings the company's plan in
 * line; mails the owner when this call saw it end. Undefined for a
 * subscription the product did not start.
 */
export async function syncSubscription(
  subscriptionId: string,
  log: Logger,
): Promise<{ subscription: SubscriptionRecord; change: PlanChange | undefined } | undefined> {
  const client = await stripe();
  const found = await client.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
  const subscription = subscriptionRecord(found, new Date());
  if (!subscription) {
    log.warn('a subscription the product did not start', { subscription: subscriptionId });
    return undefined;
  }
  const previous = await saveSubscription(subscription);
  const change = await applySubscriptions(subscription.company_id, log);
  // A duplicate's end is told by its own mail (`duplicates.ts`), not as a plan that ended.
  if (subscription.status === 'canceled' && previous?.status !== 'canceled' && !cancelledAsDuplicate(found)) {
    await mailSubscriptionEnded(subscription, change?.unpublished ?? []);
  }
  return { subscription, change };
}

/**
 * Sets the company's plan to what its subscriptions pay for (strongly
 * consistent reads, so a subscription stored just before counts). Two held at
 * once: the newer is cancelled and refunded (`duplicates.ts`) and the plan is
 * the first's, whichever handler sees it. A lower
 * plan takes the services past its limit off the public site: the plan is
 * set first, so a publish bound to the old plan fails from then on (its
 * write is conditional on the plan), then the published services are read.
 */
export async function applySubscriptions(companyId: string, log: Logger): Promise<PlanChange | undefined> {
  const [profile, subscriptions] = await Promise.all([
    getCompanyProfile(companyId, true),
    listSubscriptions(companyId, true),
  ]);
  const { kept, duplicates } = heldAtOnce(subscriptions);
  for (const duplicate of duplicates) await cancelDuplicate(duplicate, kept!, log);
  const plan = planOf(subscriptions.filter((subscription) => !duplicates.includes(subscription)));
  if (!profile || profile.plan === plan) return undefined;
  const now = new Date().toISOString();
  await setCompanyPlan(companyId, plan, now);
  const unpublished = PLAN_RANK[plan] < PLAN_RANK[profile.plan] ? await unpublishBeyondLimit(companyId, plan, now) : [];
  await reindexCompany(companyId);
  return { from: profile.plan, to: plan, unpublished };
}

/** Takes the published services past the plan's limit off the public site, the oldest kept; never deletes one. */
async function unpublishBeyondLimit(
  companyId: string,
  plan: SubscriptionPackage,
  now: string,
): Promise<ServiceRecord[]> {
  const limit = PLAN_LIMITS[plan].publishedServices;
  if (!Number.isFinite(limit)) return [];
  const published = (await listCompanyServices(companyId, true))
    .filter((service) => service.meta.published)
    .sort((a, b) => a.meta.created_at.localeCompare(b.meta.created_at));
  const beyond = published.slice(limit);
  for (const service of beyond) {
    await setServicePublished({ kind: 'service', companyId, serviceId: service.meta.id }, false, now);
  }
  return beyond;
}
