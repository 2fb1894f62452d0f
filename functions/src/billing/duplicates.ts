import type Stripe from 'stripe';
import { claimDuplicate, releaseDuplicate, saveSubscription, type SubscriptionRecord } from '#data/billing';
import type { Logger } from '#lib/logger';
import { stripe } from '#lib/stripe';
import { mailDuplicateRefunded } from './notify';

/**
 * A company pays for one plan at a time. One open checkout per company keeps
 * two from starting together, but a checkout whose claim ran out before its
 * webhook came could still make a second subscription: whichever webhook
 * finds two held at once keeps the first (by Stripe's creation time, then
 * id, so every handler agrees) and cancels the newer ones at Stripe, refunds
 * what they charged and mails the owner, once (a conditional claim per
 * subscription).
 */

/** Stripe's cancellation comment on a subscription cancelled as a duplicate: its end is not mailed as an ordinary end. */
export const DUPLICATE_COMMENT = 'Cancelled by Migralink: a second plan held at once, refunded';

const held = (subscription: Pick<SubscriptionRecord, 'status'>) =>
  subscription.status === 'active' || subscription.status === 'past_due';

/** The subscription kept (the first held) and the newer ones held beside it. */
export function heldAtOnce(subscriptions: readonly SubscriptionRecord[]): {
  kept: SubscriptionRecord | undefined;
  duplicates: SubscriptionRecord[];
} {
  const [kept, ...duplicates] = subscriptions
    .filter(held)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  return { kept, duplicates };
}

/** Whether Stripe's subscription was cancelled as a duplicate (by `cancelDuplicate`). */
export const cancelledAsDuplicate = (subscription: Stripe.Subscription) =>
  subscription.cancellation_details?.comment === DUPLICATE_COMMENT;

/**
 * Cancels a duplicate at Stripe now, refunds its latest invoice's payments,
 * stores it cancelled and mails the owner; a handler that finds it claimed
 * by another does nothing. A failure gives the claim back and fails the
 * event, so Stripe's retry finishes it (the refund is idempotent per payment).
 */
export async function cancelDuplicate(duplicate: SubscriptionRecord, kept: SubscriptionRecord, log: Logger) {
  if (!(await claimDuplicate(duplicate.company_id, duplicate.id, kept.id))) return;
  try {
    const client = await stripe();
    const current = await client.subscriptions.retrieve(duplicate.id);
    const cancelled =
      current.status === 'canceled'
        ? current
        : await client.subscriptions.cancel(duplicate.id, { cancellation_details: { comment: DUPLICATE_COMMENT } });
    const refunded = await refundLatestInvoice(client, cancelled);
    await saveSubscription({
      ...duplicate,
      status: 'canceled',
      ended_at: new Date((cancelled.ended_at ?? Math.floor(Date.now() / 1000)) * 1000).toISOString(),
      updated_at: new Date().toISOString(),
    });
    log.warn('a second subscription held at once was cancelled and refunded', {
      company: duplicate.company_id,
      subscription: duplicate.id,
      kept: kept.id,
      refunded,
    });
    await mailDuplicateRefunded(duplicate, kept, refunded);
  } catch (error) {
    await releaseDuplicate(duplicate.company_id, duplicate.id);
    throw error;
  }
}

/** Refunds what the subscription's latest invoice was paid with; answers the amount given back (EUR cents). */
async function refundLatestInvoice(client: Stripe, subscription: Stripe.Subscription): Promise<number> {
  const invoiceId =
    typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : subscription.latest_invoice?.id;
  if (!invoiceId) return 0;
  const invoice = await client.invoices.retrieve(invoiceId, { expand: ['payments'] });
  let refunded = 0;
  for (const payment of invoice.payments?.data ?? []) {
    const intent = payment.payment.payment_intent;
    const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
    if (payment.status !== 'paid' || !paymentIntent) continue;
    const refund = await client.refunds.create(
      {
        payment_intent: paymentIntent,
        reason: 'duplicate',
        metadata: { company_id: subscription.metadata.company_id ?? '', subscription_id: subscription.id },
      },
      { idempotencyKey: `duplicate-refund-${paymentIntent}` },
    );
    refunded += refund.amount;
  }
  return refunded;
}
