import type Stripe from 'stripe';
import { pickText, type Locale } from '@migralink/shared/locales';
import type { SubscriptionRecord } from '#data/billing';
import type { ServiceRecord } from '#data/services';
import type { Logger } from '#lib/logger';
import { duplicateRefundedMail, paymentFailedMail, paymentReceivedMail, subscriptionEndedMail } from '#mail/billing';
import { deliverQuietly } from '#mail/deliver';
import { longDate } from '#mail/layout';
import { adminLink, siteLink } from '#mail/links';
import { payerOf } from './owner';

/**
 * Billing mails go to the company's owner in their language, whatever their
 * notification setting (they are about money, not news). A mail that fails
 * is logged: the payment is settled already.
 */

const money = (minor: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(minor / 100);

const day = (iso: string | null, locale: Locale) => (iso ? longDate(iso, locale) : null);

/** After an invoice of a subscription was paid (`paid`) or its payment failed. */
export async function mailInvoice(
  subscription: SubscriptionRecord,
  invoice: Stripe.Invoice,
  outcome: 'paid' | 'failed',
  log: Logger,
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
  await deliverQuietly({ to: email, ...mail }, log, outcome === 'paid' ? 'payment received' : 'payment failed');
}

/** After a subscription ended: the plan the company is on now and the services its end unpublished. */
export async function mailSubscriptionEnded(
  subscription: SubscriptionRecord,
  unpublished: readonly ServiceRecord[],
  log: Logger,
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
  await deliverQuietly({ to: email, ...mail }, log, 'subscription ended');
}

/** After a second subscription held at once was cancelled and `refunded` (EUR cents) given back. */
export async function mailDuplicateRefunded(
  duplicate: SubscriptionRecord,
  kept: SubscriptionRecord,
  refunded: number,
  log: Logger,
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
  await deliverQuietly({ to: email, ...mail }, log, 'duplicate subscription refunded');
}
