import type Stripe from 'stripe';
import { pickText, type Locale } from '@migralink/shared/locales';
import type { SubscriptionRecord } from '#data/billing';
import type { ServiceRecord } from '#data/services';
import { duplicateRefundedMail, paymentFailedMail, paymentReceivedMail, subscriptionEndedMail } from '#mail/billing';
import { dayText } from '#mail/dates';
import { adminLink, siteLink } from '#mail/links';
import { queueMail } from '#mail/outbox';
import { payerOf } from './owner';

/**
 * Billing mails go to the company's owner in their language, whatever their
 * notification setting (they are about money, not news). Each is queued once
 * per cause (the invoice and its outcome, the subscription), however often
 * Stripe delivers the event.
 */

const money = (minor: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

const day = (iso: string | null, locale: Locale) => (iso ? dayText(iso, locale) : null);

/** After an invoice of a subscription was paid (`paid`) or its payment failed. */
export async function mailInvoice(
  subscription: SubscriptionRecord,
  invoice: Stripe.Invoice,
  outcome: 'paid' | 'failed',
): Promise<void> {
  const payer = await payerOf(subscription.company_id);
  if (!payer?.owner) return;
  const { locale, email } = payer.owner;
  const vars = {
    company: pickText(payer.name, locale),
    plan: subscription.package,
    period: subscription.period,
    amount: money(outcome === 'paid' ? invoice.amount_paid : invoice.amount_due, locale),
    until: day(subscription.current_period_end, locale),
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    billingUrl: adminLink(locale, 'subscriptions'),
  };
  const mail = outcome === 'paid' ? paymentReceivedMail(locale, vars) : paymentFailedMail(locale, vars);
  const kind = outcome === 'paid' ? 'payment received' : 'payment failed';
  // Each failed try of an invoice is its own cause (Stripe counts them); its payment one more.
  const cause = outcome === 'paid' ? 'paid' : `failed:${invoice.attempt_count}`;
  await queueMail({ id: `invoice:${invoice.id}:${cause}`, kind, to: email, ...mail });
}

/** After a subscription ended: the plan the company is on now and the services its end unpublished. */
export async function mailSubscriptionEnded(
  subscription: SubscriptionRecord,
  unpublished: readonly ServiceRecord[],
): Promise<void> {
  const payer = await payerOf(subscription.company_id);
  if (!payer?.owner) return;
  const { locale, email } = payer.owner;
  const mail = subscriptionEndedMail(locale, {
    company: pickText(payer.name, locale),
    plan: subscription.package,
    now: payer.profile.plan,
    unpublished: unpublished.map((service) =>
      service.approved ? pickText(service.approved.name, locale) : service.meta.id,
    ),
    tariffsUrl: siteLink(locale, 'tariffs'),
    servicesUrl: adminLink(locale, 'services'),
  });
  await queueMail({ id: `subscription-ended:${subscription.id}`, kind: 'subscription ended', to: email, ...mail });
}

/** After a second subscription held at once was cancelled and `refunded` (EUR cents) given back. */
export async function mailDuplicateRefunded(
  duplicate: SubscriptionRecord,
  kept: SubscriptionRecord,
  refunded: number,
): Promise<void> {
  const payer = await payerOf(duplicate.company_id);
  if (!payer?.owner) return;
  const { locale, email } = payer.owner;
  const mail = duplicateRefundedMail(locale, {
    company: pickText(payer.name, locale),
    plan: duplicate.package,
    period: duplicate.period,
    amount: money(refunded, locale),
    kept: kept.package,
    billingUrl: adminLink(locale, 'subscriptions'),
  });
  await queueMail({
    id: `duplicate-refunded:${duplicate.id}`,
    kind: 'duplicate subscription refunded',
    to: email,
    ...mail,
  });
}
