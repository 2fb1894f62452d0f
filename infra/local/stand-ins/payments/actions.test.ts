import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  completeCheckout,
  endSubscription,
  expireIfDue,
  failCheckout,
  failRenewal,
  renewSubscription,
  setCancelAtPeriodEnd,
  updateMetadata,
  type ActionContext,
} from './actions';
import { StateConflict } from './errors';
import { addPeriod, checkoutSession, customer, type Purchase } from './objects';
import { subscriptionItem } from './subscription-objects';
import { emptyData, type CheckoutRecord } from './state';

const BASE_URL = 'http://127.0.0.1:8010';
const at = (iso: string) => Date.parse(iso) / 1000;

describe('addPeriod: one calendar month or year on, as Stripe bills', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 'month', '2026-02-15T10:00:00Z'],
    ['2026-01-31T10:00:00Z', 'month', '2026-02-28T10:00:00Z'],
    ['2026-12-31T00:00:00Z', 'month', '2027-01-31T00:00:00Z'],
    ['2028-02-29T12:00:00Z', 'year', '2029-02-28T12:00:00Z'],
  ] as const)('%s + a %s → %s', (start, interval, end) => {
    expect(addPeriod(at(start), interval)).toBe(at(end));
  });
});

function setup(mode: 'payment' | 'subscription' = 'subscription') {
  const context: ActionContext = { data: emptyData(), baseUrl: BASE_URL };
  const owner = customer({ email: 'owner@example.com', name: 'Acme', metadata: {} });
  context.data.customers[owner.id] = owner;
  const purchase: Purchase = {
    productId: 'prod_1',
    productName: 'Premium plan',
    currency: 'eur',
    unitAmount: 2900,
    quantity: 1,
    interval: mode === 'subscription' ? 'year' : null,
  };
  const session = checkoutSession({
    mode,
    customer: owner.id,
    customerEmail: null,
    purchase,
    successUrl: 'http://localhost/ok',
    cancelUrl: null,
    metadata: {},
    clientReferenceId: null,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    locale: null,
    baseUrl: BASE_URL,
  });
  const record: CheckoutRecord = {
    session,
    purchase,
    subscriptionMetadata: { company_id: 'c1' },
    paymentIntentMetadata: {},
    failure: null,
  };
  return { context, record };
}

function paid(): { context: ActionContext; subscription: Stripe.Subscription } {
  const { context, record } = setup();
  completeCheckout(context, record);
  const subscription = context.data.subscriptions[String(record.session.subscription)];
  if (!subscription) throw new Error('no subscription');
  return { context, subscription };
}

describe('checkout', () => {
  it('pays a subscription: subscription, paid invoice and completed session, in that order', () => {
    const { context, record } = setup();

    const drafts = completeCheckout(context, record);

    expect(drafts.map((draft) => draft.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const [created, invoicePaid, completed] = drafts;
    const subscription = created?.data.object as Stripe.Subscription;
    expect(subscription).toMatchObject({
      status: 'active',
      metadata: { company_id: 'c1' },
      latest_invoice: expect.any(String),
    });
    const item = subscriptionItem(subscription);
    expect(item.current_period_end).toBe(addPeriod(item.current_period_start, 'year'));
    expect(invoicePaid?.data.object).toMatchObject({
      amount_paid: 2900,
      billing_reason: 'subscription_create',
      hosted_invoice_url: expect.stringMatching(`^${BASE_URL}/invoice/in_`),
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(completed?.data.object).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      subscription: subscription.id,
      url: null,
    });
  });

  it('pays in payment mode: only the session completes, with a payment intent', () => {
    const { context, record } = setup('payment');
    const drafts = completeCheckout(context, record);
    expect(drafts.map((draft) => draft.type)).toEqual(['checkout.session.completed']);
    expect(record.session.payment_intent).toMatch(/^pi_/);
    expect(context.data.subscriptions).toEqual({});
  });

  it('keeps a declined session open, with the reason, and makes no event', () => {
    const { record } = setup();
    expect(failCheckout(record, 'card_declined')).toBe('Your card was declined.');
    expect(record.session.status).toBe('open');
  });

  it('refuses to pay a session twice', () => {
    const { context, record } = setup();
    completeCheckout(context, record);
    expect(() => completeCheckout(context, record)).toThrow(StateConflict);
  });

  it('expires a session whose time has passed, once', () => {
    const { record } = setup();
    expect(expireIfDue(record)).toEqual([]);
    const later = record.session.expires_at + 1;
    expect(expireIfDue(record, later).map((draft) => draft.type)).toEqual(['checkout.session.expired']);
    expect(expireIfDue(record, later)).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('cancels at the period end and back, with what it was before; no change, no event', () => {
    const { subscription } = paid();
    const [cancel] = setCancelAtPeriodEnd(subscription, true);
    expect(cancel?.data).toMatchObject({
      object: { cancel_at_period_end: true, cancel_at: subscriptionItem(subscription).current_period_end },
      previous_attributes: { cancel_at_period_end: false, cancel_at: null },
    });
    expect(setCancelAtPeriodEnd(subscription, true)).toEqual([]);
    expect(setCancelAtPeriodEnd(subscription, false)[0]?.data.object).toMatchObject({ cancel_at_period_end: false });
  });

  it('merges metadata, removes a key given empty, and says what it was', () => {
    const { subscription } = paid();
    const [change] = updateMetadata(subscription, { plan: 'premium', company_id: '' });
    expect(subscription.metadata).toEqual({ plan: 'premium' });
    expect(change?.data).toMatchObject({ previous_attributes: { metadata: { company_id: 'c1' } } });
    expect(updateMetadata(subscription, { plan: 'premium' })).toEqual([]);
  });

  it('renews into the next period with a subscription_cycle invoice', () => {
    const { context, subscription } = paid();
    const end = subscriptionItem(subscription).current_period_end;
    const drafts = renewSubscription(context, subscription);
    expect(drafts.map((draft) => draft.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(subscriptionItem(subscription).current_period_start).toBe(end);
    expect(drafts[0]?.data.object).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
  });

  it('ends at renewal when set to cancel at the period end', () => {
    const { context, subscription } = paid();
    setCancelAtPeriodEnd(subscription, true);
    expect(renewSubscription(context, subscription).map((draft) => draft.type)).toEqual([
      'customer.subscription.deleted',
    ]);
    expect(subscription.status).toBe('canceled');
  });

  it('fails a renewal: open invoice, past_due, then a paid renewal makes it active again', () => {
    const { context, subscription } = paid();
    const drafts = failRenewal(context, subscription);
    expect(drafts.map((draft) => draft.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(drafts[0]?.data.object).toMatchObject({ status: 'open', amount_paid: 0, amount_remaining: 2900 });
    expect(subscription.status).toBe('past_due');
    renewSubscription(context, subscription);
    expect(subscription.status).toBe('active');
  });

  it('ends once, then refuses further changes', () => {
    const { subscription } = paid();
    expect(endSubscription(subscription)[0]?.data.object).toMatchObject({
      status: 'canceled',
      ended_at: expect.any(Number),
    });
    expect(() => endSubscription(subscription)).toThrow(StateConflict);
    expect(() => setCancelAtPeriodEnd(subscription, true)).toThrow(StateConflict);
  });
});
