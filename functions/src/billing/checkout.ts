import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { pickText, type Locale } from '@migralink/shared/locales';
import { planPrice } from '@migralink/shared/prices';
import { RETURN_PARAMETER } from '@migralink/shared/account-pages';
import type { PlanCheckout } from '@migralink/shared/schemas/billing';
import {
  attachCheckoutSession,
  claimCheckout,
  getBillingAccount,
  listSubscriptions,
  releaseCheckout,
  saveBillingAccount,
  type CheckoutKind,
} from '#data/billing';
import type { AdvertisementRecord } from '#data/advertisements';
import { ConflictError, NotFoundError } from '#http/errors';
import { stripe } from '#lib/stripe';
import { adminLink, siteLink } from '#mail/links';
import { PLAN_NAMES } from '#mail/plan-names';
import { billingMessage } from './texts';
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

/** The query parameter saying a plan's checkout was left unpaid: the tariffs page says so. */
export const CHECKOUT_CANCELLED = 'checkout=cancelled';

/**
 * Where a plan's checkout sends the browser back: paid, to the subscription
 * screen (which settles it and then goes on to `returnTo`); left or declined,
 * to the tariffs, which say nothing was charged. `returnTo` is an account
 * screen of this site (the body's schema accepts nothing else), carried as a
 * query value, so it never becomes the address itself.
 */
export function planCheckoutUrls(locale: Locale, returnTo: string | undefined) {
  const back = returnTo ? `&${RETURN_PARAMETER}=${encodeURIComponent(returnTo)}` : '';
  return {
    success_url: `${returning(adminLink(locale, 'subscriptions'))}${back}`,
    cancel_url: `${siteLink(locale, 'tariffs')}?${CHECKOUT_CANCELLED}${back}`,
  };
}

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
 * How long a Checkout session stays open: Stripe's shortest (30 minutes) and a
 * minute, so that an abandoned checkout frees the company's next one soon.
 */
export const CHECKOUT_LIFETIME_SECONDS = 31 * 60;

/**
 * Makes a Checkout session while holding the company's one open checkout of
 * its kind (a conditional claim, released when the session completes or
 * expires, void at the session's expiry). While another is open: the same
 * purchase answers the same session; anything else is 409, so two checkouts
 * started together never both charge.
 */
async function holdingCheckout(
  companyId: string,
  kind: CheckoutKind,
  purchase: string,
  locale: Locale,
  make: (expiresAt: number) => Promise<Stripe.Checkout.Session>,
): Promise<{ id: string; url: string }> {
  const now = Math.floor(Date.now() / 1000);
  const claim = {
    company_id: companyId,
    kind,
    claim_id: randomUUID(),
    purchase,
    session_id: null,
    url: null,
    expires_at: now + CHECKOUT_LIFETIME_SECONDS,
  };
  const held = await claimCheckout(claim, now);
  if (held) {
    if (held.purchase === purchase && held.session_id && held.url) return { id: held.session_id, url: held.url };
    const message = billingMessage(kind === 'subscription' ? 'checkoutOpen' : 'advertisementPending', locale);
    throw new ConflictError({ message });
  }
  try {
    const session = await make(claim.expires_at);
    await attachCheckoutSession(claim, session.id, session.url!);
    return { id: session.id, url: session.url! };
  } catch (error) {
    await releaseCheckout(companyId, kind, { claim_id: claim.claim_id });
    throw error;
  }
}

/**
 * A Checkout session in subscription mode for a plan and period. A company
 * that pays for a plan already changes it in the customer portal instead
 * (two subscriptions would both charge).
 */
export async function startPlanCheckout(companyId: string, choice: PlanCheckout, locale: Locale): Promise<string> {
  const held = (await listSubscriptions(companyId, true)).find(
    (subscription) => subscription.status === 'active' || subscription.status === 'past_due',
  );
  if (held) throw new ConflictError({ message: billingMessage('alreadyPaying', locale) });
  const metadata = { company_id: companyId, kind: 'subscription', package: choice.package, period: choice.period };
  const purchase = `${choice.package}:${choice.period}`;
  const session = await holdingCheckout(companyId, 'subscription', purchase, locale, async (expiresAt) =>
    (await stripe()).checkout.sessions.create({
      mode: 'subscription',
      customer: await customerOf(companyId),
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
      ...planCheckoutUrls(locale, choice.return_to),
      expires_at: expiresAt,
    }),
  );
  return session.url;
}

/**
 * A Checkout session in payment mode for an advertisement, holding the
 * company's one open advertisement checkout (409 while another waits for
 * payment); `store` keeps the advertisement once the hold is taken, before
 * the session is made, and notes the session after.
 */
export async function startAdvertisementCheckout(
  ad: AdvertisementRecord,
  description: string,
  locale: Locale,
  store: { before: () => Promise<void>; after: (sessionId: string) => Promise<void> },
): Promise<{ id: string; url: string }> {
  return holdingCheckout(ad.company_id, 'advertisement', ad.id, locale, async (expiresAt) => {
    await store.before();
    const session = await advertisementSession(ad, description, locale, expiresAt);
    await store.after(session.id);
    return session;
  });
}

async function advertisementSession(
  ad: AdvertisementRecord,
  description: string,
  locale: Locale,
  expiresAt: number,
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
      expires_at: expiresAt,
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
