import type Stripe from 'stripe';
import { cancelUnpaidAdvertisement, getAdvertisement, markAdvertisementPaid } from '#data/advertisements';
import { releaseCheckout, type CheckoutKind } from '#data/billing';
import type { Logger } from '#lib/logger';
import { mailInvoice } from './notify';
import { creditPartner } from './partner-payments';
import { syncSubscription } from './subscriptions';

/**
 * What a Stripe event changes. Each handler reads the current state (from
 * Stripe, or a conditional write on ours), so handling an event again, late
 * or before an earlier one ends in the same state; only the mails belong to
 * the event itself, which the webhook handles once per event id.
 */

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** What settling a checkout came to. */
export interface SessionOutcome {
  kind: 'subscription' | 'advertisement' | undefined;
  paid: boolean;
  advertisementId: string | null;
}

const isCheckoutKind = (kind: string | undefined): kind is CheckoutKind =>
  kind === 'subscription' || kind === 'advertisement';

/**
 * Gives back the company's open checkout a session held, once the session is
 * over (completed or expired); a session still open keeps it.
 */
async function releaseIfOver(session: Stripe.Checkout.Session): Promise<void> {
  const kind = session.metadata?.kind;
  const companyId = session.metadata?.company_id;
  if (session.status === 'open' || !companyId || !isCheckoutKind(kind)) return;
  await releaseCheckout(companyId, kind, { session_id: session.id });
}

/**
 * Settles a checkout session: a paid subscription's plan applies, a paid
 * advertisement is scheduled, and the company's open checkout is given back
 * once the session is over (after the subscription is stored, so a new
 * checkout then sees it held). Both the webhook and the return page call
 * this; whichever comes second changes nothing.
 */
export async function settleSession(session: Stripe.Checkout.Session, log: Logger): Promise<SessionOutcome> {
  const outcome = await settle(session, log);
  await releaseIfOver(session);
  return outcome;
}

async function settle(session: Stripe.Checkout.Session, log: Logger): Promise<SessionOutcome> {
  const kind = session.metadata?.kind;
  const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
  const advertisementId = session.metadata?.advertisement_id ?? null;
  if (kind === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (paid && subscriptionId) await syncSubscription(subscriptionId, log);
    return { kind, paid, advertisementId: null };
  }
  if (kind === 'advertisement' && advertisementId) {
    const ad = paid ? await getAdvertisement(advertisementId, true) : undefined;
    if (ad) await markAdvertisementPaid(ad, new Date().toISOString());
    return { kind, paid, advertisementId };
  }
  return { kind: undefined, paid, advertisementId: null };
}

/** The subscription an invoice bills, if any (an advertisement's payment has no invoice). */
const subscriptionOfInvoice = (invoice: Stripe.Invoice) => idOf(invoice.parent?.subscription_details?.subscription);

/** Handles one verified event; events the product does not use are acknowledged and left. */
export async function handleStripeEvent(event: Stripe.Event, log: Logger): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await settleSession(event.data.object, log);
      return;
    case 'checkout.session.expired': {
      const advertisementId = event.data.object.metadata?.advertisement_id;
      if (advertisementId) await cancelUnpaidAdvertisement(advertisementId);
      await releaseIfOver(event.data.object);
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(event.data.object);
      const synced = subscriptionId ? await syncSubscription(subscriptionId, log) : undefined;
      if (synced) {
        await mailInvoice(synced.subscription, event.data.object, event.type === 'invoice.paid' ? 'paid' : 'failed');
        if (event.type === 'invoice.paid') await creditPartner(synced.subscription.company_id, event.data.object);
      }
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(event.data.object.id, log);
      return;
    default:
      log.info('stripe event not used', { type: event.type });
  }
}
