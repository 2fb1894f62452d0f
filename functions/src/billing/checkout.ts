import type Stripe from 'stripe';
import { pickText, type Locale } from '@migralink/shared/locales';
import { planPrice } from '@migralink/shared/prices';
import type { PlanChoice } from '@migralink/shared/schemas/billing';
import { getBillingAccount, listSubscriptions, saveBillingAccount } from '#data/billing';
import type { AdvertisementRecord } from '#data/advertisements';
import { ConflictError, NotFoundError } from '#http/errors';
import { stripe } from '#lib/stripe';
import { adminLink, siteLink } from '#mail/links';
import { billingMessage, PLAN_NAMES } from './texts';
import { payerOf } from './owner';

/**
 * Checkout sessions at Stripe. The product never stores a card: Stripe's
 * page takes the payment and sends the browser back to the site with the
 * session's id; the webhook and that return both settle it.
 */

/** Stripe has no Ukrainian checkout: its page then follows the browser's language. */
const STRIPE_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', ru: 'ru', uk: 'auto' };

/** Where Stripe sends the browser back; Stripe puts the session's id in place of `{CHECKOUT_SESSION_ID}`. */
const returning = (url: string) => `${url}?session_id={CHECKOUT_SESSION_ID}`;

/**
 * The company's Stripe customer, made at its first checkout (idempotently at
 * Stripe, keyed by the company, so two checkouts at once make one).
 */
async function customerOf(companyId: string): Promise<string> {
  const stored = await getBillingAccount(companyId);
  if (stored) return stored.customer_id;
  const payer = await payerOf(companyId);
  if (!payer) throw new NotFoundError();
  const customer = await (
    await stripe()
  ).customers.create(
    {
      email: payer.owner?.email,
      name: pickText(payer.name, 'en') || undefined,
      metadata: { company_id: companyId },
    },
    { idempotencyKey: `customer-${companyId}` },
  );
  const account = await saveBillingAccount({
    company_id: companyId,
    customer_id: customer.id,
    created_at: new Date().toISOString(),
  });
  return account.customer_id;
}

/**
 * A Checkout session in subscription mode for a plan and period. A company
 * that pays for a plan already changes it in the customer portal instead
 * (two subscriptions would both charge).
 */
export async function startPlanCheckout(companyId: string, choice: PlanChoice, locale: Locale): Promise<string> {
  const held = (await listSubscriptions(companyId, true)).find(
    (subscription) => subscription.status === 'active' || subscription.status === 'past_due',
  );
  if (held) throw new ConflictError({ message: billingMessage('alreadyPaying', locale) });
  const customer = await customerOf(companyId);
  const metadata = { company_id: companyId, kind: 'subscription', package: choice.package, period: choice.period };
  const session = await (
    await stripe()
  ).checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: companyId,
    line_items: [
      {
        price_data: {
          currency: 'eur',
          unit_amount: planPrice(choice.package, choice.period),
          recurring: { interval: choice.period },
          product_data: { name: `Migralink ${PLAN_NAMES[choice.package][locale]}` },
        },
        quantity: 1,
      },
    ],
    metadata,
    subscription_data: { metadata },
    locale: STRIPE_LOCALES[locale],
    success_url: returning(adminLink(locale, 'subscriptions')),
    cancel_url: siteLink(locale, 'tariffs'),
  });
  return session.url!;
}

/** A Checkout session in payment mode for an advertisement waiting for payment. */
export async function startAdvertisementCheckout(
  ad: AdvertisementRecord,
  description: string,
  locale: Locale,
): Promise<Stripe.Checkout.Session> {
  const customer = await customerOf(ad.company_id);
  const metadata = { company_id: ad.company_id, kind: 'advertisement', advertisement_id: ad.id };
  return (await stripe()).checkout.sessions.create(
    {
      mode: 'payment',
      customer,
      client_reference_id: ad.company_id,
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: ad.amount, product_data: { name: description } },
          quantity: 1,
        },
      ],
      metadata,
      payment_intent_data: { metadata },
      locale: STRIPE_LOCALES[locale],
      success_url: returning(adminLink(locale, 'advertising')),
      cancel_url: adminLink(locale, 'newAdvertisement'),
    },
    { idempotencyKey: `advertisement-${ad.id}` },
  );
}

/** The customer portal of the company's Stripe customer (cancel, change card, invoices); 404 before its first checkout. */
export async function billingPortalUrl(companyId: string, locale: Locale): Promise<string> {
  const account = await getBillingAccount(companyId);
  if (!account) throw new NotFoundError();
  const session = await (
    await stripe()
  ).billingPortal.sessions.create({
    customer: account.customer_id,
    return_url: adminLink(locale, 'subscriptions'),
    locale: STRIPE_LOCALES[locale] as Stripe.BillingPortal.SessionCreateParams.Locale,
  });
  return session.url;
}
