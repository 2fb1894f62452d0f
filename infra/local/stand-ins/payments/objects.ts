import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * Stripe's objects as the simulator answers them, typed against the `stripe`
 * package itself: every required field is present (those the product never
 * reads hold Stripe's empty defaults), so the product's code reads exactly
 * what it would read from Stripe.
 */

export type Interval = 'month' | 'year';

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id shaped like Stripe's: a type prefix and random letters and digits (`sub_1Qx…`, `cs_test_a1…`). */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  const letters = [...bytes].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length] ?? '0').join('');
  return `${prefix}_${letters}`;
}

/** Seconds since the epoch, Stripe's time unit. */
export const unixNow = () => Math.floor(Date.now() / 1000);

/**
 * The end of a billing period that starts at `start`: one calendar month or
 * year later, the day clamped to the month's last (Jan 31 → Feb 28), as
 * Stripe bills.
 */
export function addPeriod(start: number, interval: Interval): number {
  const date = new Date(start * 1000);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  if (interval === 'month') target.setUTCMonth(target.getUTCMonth() + 1);
  else target.setUTCFullYear(target.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** What a checkout line item buys, from its `price_data`. */
export interface Purchase {
  productId: string;
  productName: string;
  currency: string;
  unitAmount: number;
  quantity: number;
  /** Set for subscriptions: how often it bills. */
  interval: Interval | null;
}

export const purchaseTotal = (purchase: Purchase) => purchase.unitAmount * purchase.quantity;

/** A customer, as `customers.create` makes it. */
export function customer(fields: {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
}): Stripe.Customer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixNow(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: fields.email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface CheckoutSessionFields {
  mode: 'payment' | 'subscription';
  customer: string | null;
  customerEmail: string | null;
  purchase: Purchase;
  successUrl: string | null;
  cancelUrl: string | null;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
  expiresAt: number;
  locale: Stripe.Checkout.Session.Locale | null;
  /** The simulator's own address, for the hosted page's `url`. */
  baseUrl: string;
}

/** An open Checkout Session whose `url` is the simulator's hosted payment page. */
export function checkoutSession(fields: CheckoutSessionFields): Stripe.Checkout.Session {
  const id = newId('cs_test', 58);
  const total = purchaseTotal(fields.purchase);
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: unixNow(),
    currency: fields.purchase.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: fields.customer ? null : 'if_required',
    customer_details: null,
    customer_email: fields.customerEmail,
    discounts: [],
    expires_at: fields.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: fields.locale,
    managed_payments: null,
    metadata: fields.metadata,
    mode: fields.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: fields.mode === 'subscription' ? 'always' : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${fields.baseUrl}/pay/${id}`,
    wallet_options: null,
  };
}

/** A customer portal session, opened at the simulator's portal page. */
export function portalSession(fields: {
  customer: string;
  returnUrl: string | null;
  locale: Stripe.BillingPortal.Session.Locale | null;
  baseUrl: string;
}): Stripe.BillingPortal.Session {
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_local_default',
    created: unixNow(),
    customer: fields.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: fields.locale,
    on_behalf_of: null,
    return_url: fields.returnUrl,
    url: `${fields.baseUrl}/portal/${id}`,
  };
}
