import type Stripe from 'stripe';
import { StateConflict } from './errors';
import { snapshot, type EventDraft } from './events';
import { addPeriod, newId, unixNow, type Interval } from './objects';
import { subscription as newSubscription, subscriptionInvoice, subscriptionItem } from './subscription-objects';
import type { CheckoutRecord, PaymentsData } from './state';

/**
 * What happens at Stripe when a customer pays, a subscription renews or is
 * cancelled: each action changes the state and says which events Stripe
 * would send about it, in the order they are made.
 */

export type CardFailure = 'card_declined' | 'authentication_failed';

const FAILURE_TEXT: Record<CardFailure, string> = {
  card_declined: 'Your card was declined.',
  authentication_failed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Where hosted pages live, for the `url`s of what an action makes. */
export interface ActionContext {
  data: PaymentsData;
  baseUrl: string;
}

/** Stripe expires an open session at `expires_at`; the simulator does so when the session is next looked at. */
export function expireIfDue(record: CheckoutRecord, now = unixNow()): EventDraft[] {
  if (record.session.status !== 'open' || record.session.expires_at > now) return [];
  return expireCheckout(record);
}

/** The session ends unpaid: `checkout.session.expired`. */
export function expireCheckout(record: CheckoutRecord): EventDraft[] {
  assertOpen(record);
  Object.assign(record.session, { status: 'expired', url: null });
  record.failure = null;
  return [{ type: 'checkout.session.expired', data: { object: snapshot(record.session) } }];
}

/** A card that does not pay: Stripe keeps the session open and the page says why; no event. */
export function failCheckout(record: CheckoutRecord, failure: CardFailure): string {
  assertOpen(record);
  record.failure = FAILURE_TEXT[failure];
  return record.failure;
}

/**
 * The customer pays. In subscription mode Stripe makes the subscription and
 * its first, paid invoice (`customer.subscription.created`, `invoice.paid`),
 * then completes the session (`checkout.session.completed`); in payment mode
 * only the session completes, with its payment intent.
 */
export function completeCheckout(context: ActionContext, record: CheckoutRecord): EventDraft[] {
  assertOpen(record);
  const { session } = record;
  const drafts: EventDraft[] = [];
  if (session.mode === 'subscription') {
    const { subscription, invoice } = startSubscription(context, record);
    drafts.push(
      { type: 'customer.subscription.created', data: { object: snapshot(subscription) } },
      { type: 'invoice.paid', data: { object: snapshot(invoice) } },
    );
    Object.assign(session, { subscription: subscription.id, invoice: invoice.id });
  } else {
    session.payment_intent = takePayment(context, {
      amount: record.purchase.unitAmount * record.purchase.quantity,
      currency: record.purchase.currency,
      customer: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
    });
  }
  Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
  record.failure = null;
  drafts.push({ type: 'checkout.session.completed', data: { object: snapshot(session) } });
  return drafts;
}

/** Makes the subscription a paid subscription-mode session buys, and its first invoice. */
function startSubscription(context: ActionContext, record: CheckoutRecord) {
  const { session, purchase } = record;
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id;
  if (!customer) throw new StateConflict('A subscription needs a customer');
  const interval: Interval = purchase.interval ?? 'month';
  const subscription = newSubscription({
    customer,
    purchase,
    interval,
    metadata: { ...record.subscriptionMetadata },
    start: unixNow(),
  });
  context.data.subscriptions[subscription.id] = subscription;
  const invoice = addInvoice(context, subscription, 'subscription_create', true);
  return { subscription, invoice };
}

/** Takes a payment (a new payment intent) that refunds may later give back; answers its id. */
function takePayment(
  { data }: ActionContext,
  fields: { amount: number; currency: string; customer: string | null },
): string {
  const paymentIntent = newId('pi');
  data.payments[paymentIntent] = { paymentIntent, ...fields, refunded: 0 };
  return paymentIntent;
}

/** A paid invoice's payment, as Stripe lists it under `invoice.payments`. */
function invoicePayment(invoice: Stripe.Invoice, paymentIntent: string): Stripe.InvoicePayment {
  const now = unixNow();
  return {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_due,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: paymentIntent },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: now },
  };
}

/**
 * Gives back part or all of a payment: a succeeded refund
 * (`refund.created`). More than is left of the payment is refused, as Stripe
 * refuses it.
 */
export function refundPayment(
  { data }: ActionContext,
  fields: {
    paymentIntent: string;
    amount: number | null;
    reason: Stripe.Refund.Reason | null;
    metadata: Record<string, string>;
  },
): { refund: Stripe.Refund; drafts: EventDraft[] } {
  const payment = data.payments[fields.paymentIntent];
  if (!payment) throw new StateConflict(`No such payment_intent: '${fields.paymentIntent}'`, 'resource_missing');
  const left = payment.amount - payment.refunded;
  const amount = fields.amount ?? left;
  if (left <= 0)
    throw new StateConflict(`Charge for ${fields.paymentIntent} has already been refunded.`, 'charge_already_refunded');
  if (amount <= 0 || amount > left) {
    throw new StateConflict(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount_too_large',
    );
  }
  payment.refunded += amount;
  const refund: Stripe.Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: null,
    created: unixNow(),
    currency: payment.currency,
    customer: payment.customer,
    customer_account: null,
    metadata: fields.metadata,
    payment_intent: payment.paymentIntent,
    payment_method: null,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  data.refunds[refund.id] = refund;
  return { refund, drafts: [{ type: 'refund.created', data: { object: snapshot(refund) } }] };
}

/** Makes and keeps an invoice for the subscription's current period; it becomes the latest. */
function addInvoice(
  { data, baseUrl }: ActionContext,
  subscription: Stripe.Subscription,
  billingReason: 'subscription_create' | 'subscription_cycle',
  paid: boolean,
): Stripe.Invoice {
  data.invoiceCount += 1;
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const customer = data.customers[customerId] ?? null;
  const prefix = customer?.invoice_prefix ?? 'LOCAL';
  const number = `${prefix}-${String(data.invoiceCount).padStart(4, '0')}`;
  const invoice = subscriptionInvoice({ subscription, customer, billingReason, paid, number, baseUrl });
  data.invoices[invoice.id] = invoice;
  if (paid) {
    const paymentIntent = takePayment(
      { data, baseUrl },
      { amount: invoice.amount_paid, currency: invoice.currency, customer: customerId },
    );
    data.invoicePayments[invoice.id] = [invoicePayment(invoice, paymentIntent)];
  }
  subscription.latest_invoice = invoice.id;
  return invoice;
}

/**
 * Cancel at the end of the period, or take that back. Stripe now sets
 * `cancel_at` to the period's end and `canceled_at` to when it was asked.
 * `customer.subscription.updated` carries what it was before; nothing
 * changes, nothing is sent.
 */
export function setCancelAtPeriodEnd(subscription: Stripe.Subscription, cancel: boolean): EventDraft[] {
  assertNotEnded(subscription);
  if (subscription.cancel_at_period_end === cancel) return [];
  const { cancel_at_period_end, cancel_at, canceled_at } = subscription;
  const previous = { cancel_at_period_end, cancel_at, canceled_at };
  Object.assign(subscription, {
    cancel_at_period_end: cancel,
    cancel_at: cancel ? subscriptionItem(subscription).current_period_end : null,
    canceled_at: cancel ? unixNow() : null,
  });
  return [updated(subscription, previous)];
}

/** Metadata merged in (an empty value removes its key, as at Stripe): `customer.subscription.updated`. */
export function updateMetadata(subscription: Stripe.Subscription, changes: Record<string, string>): EventDraft[] {
  const previous = { metadata: { ...subscription.metadata } };
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') delete subscription.metadata[key];
    else subscription.metadata[key] = value;
  }
  if (JSON.stringify(previous.metadata) === JSON.stringify(subscription.metadata)) return [];
  return [updated(subscription, previous)];
}

/**
 * Ends the subscription now (the API's cancel, or its period running out): `customer.subscription.deleted`.
 * A cancel through the API records why (`cancellation_details`: `cancellation_requested`, and the comment
 * and feedback it was given), as Stripe does.
 */
export function endSubscription(
  subscription: Stripe.Subscription,
  requested?: { comment: string | null; feedback: Stripe.Subscription.CancellationDetails.Feedback | null },
): EventDraft[] {
  assertNotEnded(subscription);
  const now = unixNow();
  Object.assign(subscription, { status: 'canceled', ended_at: now, canceled_at: subscription.canceled_at ?? now });
  if (requested) {
    subscription.cancellation_details = {
      feedback_option: subscription.cancellation_details?.feedback_option ?? null,
      comment: requested.comment,
      feedback: requested.feedback,
      reason: 'cancellation_requested',
    };
  }
  return [{ type: 'customer.subscription.deleted', data: { object: snapshot(subscription) } }];
}

/**
 * The next billing period begins and is paid: a `subscription_cycle`
 * invoice (`invoice.paid`) and the period moved on
 * (`customer.subscription.updated`). A subscription set to cancel at the
 * period's end ends instead, as Stripe does.
 */
export function renewSubscription(context: ActionContext, subscription: Stripe.Subscription): EventDraft[] {
  assertNotEnded(subscription);
  if (subscription.cancel_at_period_end) return endSubscription(subscription);
  const previous = nextPeriod(subscription);
  if (subscription.status !== 'active') subscription.status = 'active';
  const invoice = addInvoice(context, subscription, 'subscription_cycle', true);
  return [{ type: 'invoice.paid', data: { object: snapshot(invoice) } }, updated(subscription, previous)];
}

/**
 * The next period begins but its charge fails: the invoice stays open
 * (`invoice.payment_failed`) and the subscription is `past_due`
 * (`customer.subscription.updated`) while Stripe would retry.
 */
export function failRenewal(context: ActionContext, subscription: Stripe.Subscription): EventDraft[] {
  assertNotEnded(subscription);
  const previous = nextPeriod(subscription);
  subscription.status = 'past_due';
  const invoice = addInvoice(context, subscription, 'subscription_cycle', false);
  return [{ type: 'invoice.payment_failed', data: { object: snapshot(invoice) } }, updated(subscription, previous)];
}

/** Moves the item's period on by one interval; answers what changed, for `previous_attributes`. */
function nextPeriod(subscription: Stripe.Subscription): Partial<Stripe.Subscription> {
  const item = subscriptionItem(subscription);
  const previous: Partial<Stripe.Subscription> = {
    status: subscription.status,
    latest_invoice: subscription.latest_invoice,
    items: snapshot(subscription.items),
  };
  const interval = item.price.recurring?.interval === 'year' ? 'year' : 'month';
  item.current_period_start = item.current_period_end;
  item.current_period_end = addPeriod(item.current_period_start, interval);
  return previous;
}

function updated(subscription: Stripe.Subscription, previous: Partial<Stripe.Subscription>): EventDraft {
  return {
    type: 'customer.subscription.updated',
    data: { object: snapshot(subscription), previous_attributes: previous },
  };
}

function assertOpen(record: CheckoutRecord): void {
  const { status } = record.session;
  if (status !== 'open') {
    throw new StateConflict(
      `This Checkout Session is no longer active (status: ${status}).`,
      'checkout_session_inactive',
    );
  }
}

function assertNotEnded(subscription: Stripe.Subscription): void {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw new StateConflict(`This subscription has ended (status: ${subscription.status}).`, 'subscription_ended');
  }
}
