import type Stripe from 'stripe';
import { addPeriod, newId, unixNow, type Interval, type Purchase } from './objects';

/**
 * A subscription as Stripe makes it from a paid subscription-mode checkout
 * (its one item, price and plan) and its invoices, typed against the
 * `stripe` package with every required field present.
 */

/** The recurring price a subscription item carries, made inline from the session's `price_data`. */
export function recurringPrice(purchase: Purchase, interval: Interval, created: number): Stripe.Price {
  return {
    id: newId('price'),
    object: 'price',
    active: false,
    billing_scheme: 'per_unit',
    created,
    currency: purchase.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: purchase.productId,
    recurring: { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: purchase.unitAmount,
    unit_amount_decimal: null,
  };
}

/** The legacy plan view of the same price, which subscription items still carry. */
function planOf(price: Stripe.Price, interval: Interval): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: null,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: typeof price.product === 'string' ? price.product : null,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export interface SubscriptionFields {
  customer: string;
  purchase: Purchase;
  interval: Interval;
  metadata: Record<string, string>;
  start: number;
}

/**
 * An active subscription of one item. In the current API the billing period
 * lives on the item (`items.data[0].current_period_start/end`).
 */
export function subscription(fields: SubscriptionFields): Stripe.Subscription {
  const id = newId('sub');
  const price = recurringPrice(fields.purchase, fields.interval, fields.start);
  const item: Stripe.SubscriptionItem = {
    id: newId('si', 14),
    object: 'subscription_item',
    billing_thresholds: null,
    created: fields.start,
    current_period_start: fields.start,
    current_period_end: addPeriod(fields.start, fields.interval),
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(price, fields.interval),
    price,
    quantity: fields.purchase.quantity,
    subscription: id,
    tax_rates: [],
  };
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: fields.start,
    currency: fields.purchase.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: fields.start,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

/** The subscription's one item: where its price and billing period are. */
export function subscriptionItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const [item] = subscription.items.data;
  if (!item) throw new Error(`Subscription ${subscription.id} has no item`);
  return item;
}

export interface InvoiceFields {
  subscription: Stripe.Subscription;
  customer: Stripe.Customer | null;
  billingReason: 'subscription_create' | 'subscription_cycle';
  paid: boolean;
  number: string;
  baseUrl: string;
}

/**
 * The invoice of one billing period of a subscription: paid, or open after a
 * failed charge. Its subscription is at `parent.subscription_details`.
 */
export function subscriptionInvoice(fields: InvoiceFields): Stripe.Invoice {
  const id = newId('in');
  const now = unixNow();
  const item = subscriptionItem(fields.subscription);
  const amount = (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
  const subscriptionDetails = { subscription: fields.subscription.id, metadata: { ...fields.subscription.metadata } };
  const line: Stripe.InvoiceLineItem = {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: fields.subscription.currency,
    description: `${item.quantity ?? 1} × ${typeof item.price.product === 'string' ? item.price.product : ''}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: fields.subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pretax_credit_amounts: [],
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: String(item.price.product) },
      unit_amount_decimal: null,
    },
    quantity: item.quantity ?? 1,
    quantity_decimal: null,
    subscription: fields.subscription.id,
    subtotal: amount,
    taxes: [],
  };
  return {
    id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Migralink (local payments)',
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: fields.paid ? amount : 0,
    amount_remaining: fields.paid ? 0 : amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: !fields.paid,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: fields.subscription.currency,
    custom_fields: null,
    customer: typeof fields.subscription.customer === 'string' ? fields.subscription.customer : null,
    customer_account: null,
    customer_address: null,
    customer_email: fields.customer?.email ?? null,
    customer_name: fields.customer?.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${fields.baseUrl}/invoice/${id}`,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [line], has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: fields.paid ? null : now + 3 * 24 * 3600,
    number: fields.number,
    on_behalf_of: null,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: subscriptionDetails },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: now,
    period_start: now,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: fields.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: now,
      marked_uncollectible_at: null,
      paid_at: fields.paid ? now : null,
      voided_at: null,
    },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: now,
  };
}
