import Stripe from 'stripe';
import { receiveStripeEvent, startSubscriptionCheckout } from '@migralink/shared/api/billing';
import type { SubscriptionPackage } from '@migralink/shared/enums';
import { planPrice } from '@migralink/shared/prices';
import { getBillingAccount } from '#data/billing';
import { putApprovedCompany } from '#data/companies';
import { stripe } from '#lib/stripe';
import { companyContentFixture, companyProfileFixture } from '#data/fixtures';
import { signedInUser } from './accounts';
import { callOk, callRoute } from './call';

/**
 * Tests drive the payment simulator as a customer would (pay, decline) or as
 * time would (renew, end), through its control API, and hand the signed
 * events it made to the webhook handler themselves: the integration tests
 * have no HTTP API for the simulator to deliver to.
 */

/** An event as Stripe sends it: the exact body and its `Stripe-Signature` header. */
export interface SignedEvent {
  id: string;
  type: string;
  payload: string;
  signature: string;
}

async function control<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, string>): Promise<T> {
  const response = await fetch(`${process.env.STRIPE_API_URL}/_simulator${path}`, {
    method,
    headers: {
      authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}`,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`simulator ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The checkout session id in the address the API answered (`…/pay/cs_test_…`). */
export const sessionIdOf = (url: string): string => new URL(url).pathname.split('/').pop()!;

type Events = { events: SignedEvent[] };

/** Pays a checkout session as the customer would; answers the events it made. */
export const payCheckout = async (url: string) =>
  (await control<Events>('POST', `/checkout/sessions/${sessionIdOf(url)}/pay`)).events;

export const declineCheckout = (url: string) =>
  control<unknown>('POST', `/checkout/sessions/${sessionIdOf(url)}/decline`, { reason: 'card_declined' });

export const expireCheckout = async (url: string) =>
  (await control<Events>('POST', `/checkout/sessions/${sessionIdOf(url)}/expire`)).events;

/** What time brings a subscription: its renewal, a failed renewal, its end. */
export const subscriptionAction = async (subscriptionId: string, action: 'renew' | 'fail-renewal' | 'end') =>
  (await control<Events>('POST', `/subscriptions/${subscriptionId}/${action}`)).events;

/** The subscription a paid checkout made, from its events. */
export function subscriptionIdIn(events: readonly SignedEvent[]): string {
  const created = events.find((event) => event.type === 'customer.subscription.created');
  if (!created) throw new Error(`no subscription among ${events.map((event) => event.type).join(', ')}`);
  return (JSON.parse(created.payload) as { data: { object: { id: string } } }).data.object.id;
}

/** Hands one event to the webhook as Stripe would deliver it. */
export const deliver = (event: SignedEvent, signature = event.signature) =>
  callRoute(receiveStripeEvent, { raw: { body: event.payload }, headers: { 'stripe-signature': signature } });

/** Delivers events one after another, in the order given; each must be accepted. */
export async function deliverAll(events: readonly SignedEvent[]): Promise<void> {
  for (const event of events) {
    const answer = await deliver(event);
    if (answer.status !== 200)
      throw new Error(`${event.type} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

/** A signature of `payload` as Stripe makes it, at `timestamp` (seconds), with the local signing secret. */
export const signatureAt = (payload: string, timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET!, timestamp });

/** A company account on `plan`, its owner writing in `locale`, owning a public company. */
export async function payingCompany(plan: SubscriptionPackage = 'basic', locale: 'en' | 'ru' | 'uk' = 'en') {
  const profile = companyProfileFixture({ plan });
  const account = await signedInUser({ role: 'company', company_id: profile.id, locale });
  await putApprovedCompany(
    { ...profile, owner_id: account.user.id },
    companyContentFixture({ name: { en: 'Harbour Relocation', ru: 'Харбор Релокейшн', uk: 'Гарбор Релокейшн' } }),
  );
  return { ...account, companyId: profile.id };
}
export type Payer = Awaited<ReturnType<typeof payingCompany>>;

/** Checks out and pays a plan at the simulator; answers the events Stripe would deliver, undelivered. */
export async function buyPlan(payer: Payer, plan: 'pro' | 'premium' = 'pro', period: 'month' | 'year' = 'month') {
  const { data } = await callOk(startSubscriptionCheckout, { body: { package: plan, period } }, payer);
  const events = await payCheckout(data.url);
  return { url: data.url, events, subscriptionId: subscriptionIdIn(events) };
}

/** The events the simulator made of `type` about the object `id` (what a change made through the API sent). */
export async function eventsAbout(type: string, id: string): Promise<SignedEvent[]> {
  const events = await control<SignedEvent[]>('GET', `/events?type=${encodeURIComponent(type)}`);
  return events.filter(
    (event) => (JSON.parse(event.payload) as { data: { object: { id: string } } }).data.object.id === id,
  );
}

/**
 * A plan's Checkout session made at Stripe directly, as the product makes one
 * but past its one-open-checkout claim (as one whose claim ran out before its
 * webhook came would be): the way to force a second subscription.
 */
export async function checkoutBehindTheClaim(payer: Payer, plan: 'pro' | 'premium', period: 'month' | 'year') {
  const account = await getBillingAccount(payer.companyId);
  if (!account) throw new Error('the company has no Stripe customer yet: buy a plan through the API first');
  const metadata = { company_id: payer.companyId, kind: 'subscription', package: plan, period };
  const session = await (
    await stripe()
  ).checkout.sessions.create({
    mode: 'subscription',
    customer: account.customer_id,
    line_items: [
      {
        price_data: {
          currency: 'eur',
          unit_amount: planPrice(plan, period),
          recurring: { interval: period },
          product_data: { name: `Migralink ${plan}` },
        },
        quantity: 1,
      },
    ],
    metadata,
    subscription_data: { metadata },
    success_url: 'http://localhost/back',
  });
  return session.url!;
}
