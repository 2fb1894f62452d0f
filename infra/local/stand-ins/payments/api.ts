import type Stripe from 'stripe';
import { endSubscription, refundPayment, setCancelAtPeriodEnd, updateMetadata } from './actions';
import { ParameterError } from './errors';
import {
  booleanParam,
  enumParam,
  expandParam,
  firstOf,
  integerParam,
  metadataParam,
  objectParam,
  stringParam,
  type FormObject,
} from './form';
import { json, param, type Route, type SimRequest } from './http';
import { checkoutSession, customer, newId, portalSession, unixNow, type Interval, type Purchase } from './objects';
import type { PaymentsSimulator } from './simulator';
import { found } from './state';

/**
 * The part of Stripe's REST API (`/v1`) the product uses: customers,
 * Checkout Sessions, subscriptions, invoices (with their payments), refunds
 * and customer portal sessions, answering the objects Stripe answers.
 */

/** Stripe refuses parameters it does not know; so does the simulator, so a typo shows up locally. */
function rejectUnknown(form: FormObject, allowed: readonly string[]): void {
  const unknown = Object.keys(form).find((key) => !allowed.includes(key));
  if (unknown !== undefined)
    throw new ParameterError(unknown, `Received unknown parameter: ${unknown}`, 'parameter_unknown');
}

const CUSTOMER_PARAMS = ['email', 'name', 'metadata', 'expand'];

function createCustomer({ form, simulator }: SimRequest) {
  rejectUnknown(form, CUSTOMER_PARAMS);
  const made = customer({
    email: stringParam(form, 'email'),
    name: stringParam(form, 'name'),
    metadata: metadataParam(form),
  });
  simulator.data.customers[made.id] = made;
  simulator.save();
  return json(made);
}

const SESSION_PARAMS = [
  'mode',
  'customer',
  'customer_email',
  'line_items',
  'success_url',
  'cancel_url',
  'metadata',
  'subscription_data',
  'payment_intent_data',
  'client_reference_id',
  'expires_at',
  'locale',
  'payment_method_types',
  'expand',
];

/** Checkout Sessions may be told to expire from 30 minutes to 24 hours after they are made. */
const SESSION_LIFETIME = { min: 30 * 60, max: 24 * 3600 };

/** What the session's one line item buys, from its inline `price_data`. */
function purchaseOf(form: FormObject, mode: 'payment' | 'subscription', simulator: PaymentsSimulator): Purchase {
  const item = firstOf(form, 'line_items');
  if (!item) throw new ParameterError('line_items', 'Missing required param: line_items.', 'parameter_missing');
  const prefix = 'line_items[0]';
  if (item.price !== undefined) {
    throw new ParameterError(`${prefix}[price]`, 'The local simulator takes inline price_data, not saved prices.');
  }
  const priceData = objectParam(item, 'price_data', `${prefix}[price_data]`);
  const at = (name: string) => `${prefix}[price_data][${name}]`;
  const productData = objectParam(priceData, 'product_data', at('product_data'));
  const recurring = objectParam(priceData, 'recurring', at('recurring'));
  const interval: Interval | null = enumParam(recurring, 'interval', ['month', 'year'], at('recurring][interval'));
  if (mode === 'subscription' && !interval) {
    throw new ParameterError(at('recurring'), 'You must specify at least one recurring price in `subscription` mode.');
  }
  if (mode === 'payment' && interval) {
    throw new ParameterError(at('recurring'), 'You specified `payment` mode but passed a recurring price.');
  }
  const unitAmount = integerParam(priceData, 'unit_amount', at('unit_amount'));
  if (unitAmount === null || unitAmount < 0) throw new ParameterError(at('unit_amount'), 'Invalid unit_amount');
  const productName = stringParam(productData, 'name', { required: true, path: at('product_data][name') });
  const currency = stringParam(priceData, 'currency', { required: true, path: at('currency') }).toLowerCase();
  const quantity = integerParam(item, 'quantity', `${prefix}[quantity]`) ?? 1;
  if (quantity < 1) throw new ParameterError(`${prefix}[quantity]`, 'Quantity must be at least 1.');
  const productId = newId('prod', 14);
  simulator.data.products[productId] = productName;
  return { productId, productName, currency, unitAmount, quantity, interval };
}

function expiresAt(form: FormObject): number {
  const now = unixNow();
  const value = integerParam(form, 'expires_at');
  if (value === null) return now + SESSION_LIFETIME.max;
  if (value < now + SESSION_LIFETIME.min - 5 || value > now + SESSION_LIFETIME.max + 5) {
    throw new ParameterError('expires_at', 'The `expires_at` timestamp must be 30 minutes to 24 hours from now.');
  }
  return value;
}

/** The customer a session is for: the one named, or, in subscription mode, one made from `customer_email`. */
function sessionCustomer(form: FormObject, mode: 'payment' | 'subscription', simulator: PaymentsSimulator) {
  const id = stringParam(form, 'customer');
  if (id !== null) return simulator.customer(id, 'customer').id;
  if (mode === 'payment') return null;
  const made = customer({ email: stringParam(form, 'customer_email'), name: null, metadata: {} });
  simulator.data.customers[made.id] = made;
  return made.id;
}

function createCheckoutSession({ form, simulator }: SimRequest) {
  rejectUnknown(form, SESSION_PARAMS);
  const mode = enumParam(form, 'mode', ['payment', 'subscription']);
  if (mode === null) throw new ParameterError('mode', 'Missing required param: mode.', 'parameter_missing');
  const purchase = purchaseOf(form, mode, simulator);
  const paymentIntentData = objectParam(form, 'payment_intent_data');
  if (mode === 'subscription' && form.payment_intent_data !== undefined) {
    throw new ParameterError('payment_intent_data', 'You can not pass `payment_intent_data` in `subscription` mode.');
  }
  const session = checkoutSession({
    mode,
    customer: sessionCustomer(form, mode, simulator),
    customerEmail: stringParam(form, 'customer_email'),
    purchase,
    successUrl: stringParam(form, 'success_url'),
    cancelUrl: stringParam(form, 'cancel_url'),
    metadata: metadataParam(form),
    clientReferenceId: stringParam(form, 'client_reference_id'),
    expiresAt: expiresAt(form),
    locale: stringParam(form, 'locale'),
    baseUrl: simulator.baseUrl,
  });
  simulator.data.checkouts[session.id] = {
    session,
    purchase,
    subscriptionMetadata: metadataParam(
      objectParam(form, 'subscription_data'),
      'metadata',
      'subscription_data[metadata]',
    ),
    paymentIntentMetadata: metadataParam(paymentIntentData, 'metadata', 'payment_intent_data[metadata]'),
    failure: null,
  };
  simulator.save();
  return json(session);
}

// ── Expansion ─────────────────────────────────────────────────────────────

/** `['subscription.latest_invoice', 'customer']` → what to expand at this level, and below each. */
function expansions(paths: readonly string[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const path of paths) {
    const [field = '', ...rest] = path.split('.');
    const nested = byField.get(field) ?? [];
    if (rest.length > 0) nested.push(rest.join('.'));
    byField.set(field, nested);
  }
  return byField;
}

function refuseOthers(byField: Map<string, string[]>, allowed: readonly string[]): void {
  const other = [...byField.keys()].find((field) => !allowed.includes(field));
  if (other !== undefined) throw new ParameterError('expand', `This property cannot be expanded (${other}).`);
}

const idOf = (value: string | { id?: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function expandSession(
  simulator: PaymentsSimulator,
  session: Stripe.Checkout.Session,
  paths: readonly string[],
): Stripe.Checkout.Session {
  const byField = expansions(paths);
  refuseOthers(byField, ['subscription', 'invoice', 'customer']);
  const answer = structuredClone(session);
  const subscriptionId = idOf(answer.subscription);
  const subscriptionPaths = byField.get('subscription');
  if (subscriptionPaths && subscriptionId) {
    answer.subscription = expandSubscription(simulator, simulator.subscription(subscriptionId), subscriptionPaths);
  }
  const invoiceId = idOf(answer.invoice);
  if (byField.has('invoice') && invoiceId) answer.invoice = structuredClone(simulator.invoice(invoiceId));
  const customerId = idOf(answer.customer);
  if (byField.has('customer') && customerId) answer.customer = structuredClone(simulator.customer(customerId));
  return answer;
}

export function expandSubscription(
  simulator: PaymentsSimulator,
  subscription: Stripe.Subscription,
  paths: readonly string[],
): Stripe.Subscription {
  const byField = expansions(paths);
  refuseOthers(byField, ['latest_invoice', 'customer']);
  const answer = structuredClone(subscription);
  const invoiceId = idOf(answer.latest_invoice);
  if (byField.has('latest_invoice') && invoiceId) answer.latest_invoice = structuredClone(simulator.invoice(invoiceId));
  const customerId = idOf(answer.customer);
  if (byField.has('customer') && customerId) answer.customer = structuredClone(simulator.customer(customerId));
  return answer;
}

function expandInvoice(simulator: PaymentsSimulator, invoice: Stripe.Invoice, paths: readonly string[]) {
  const byField = expansions(paths);
  refuseOthers(byField, ['customer', 'payments']);
  const answer = structuredClone(invoice);
  if (byField.has('payments')) {
    const data = structuredClone(simulator.data.invoicePayments[invoice.id] ?? []);
    answer.payments = { object: 'list', data, has_more: false, url: `/v1/invoices/${invoice.id}/payments` };
  }
  const customerId = idOf(answer.customer);
  if (byField.has('customer') && customerId) answer.customer = structuredClone(simulator.customer(customerId));
  return answer;
}

// ── Subscriptions and the portal ─────────────────────────────────────────

function updateSubscription(request: SimRequest) {
  const { form, simulator, cause } = request;
  rejectUnknown(form, ['cancel_at_period_end', 'metadata', 'expand']);
  const subscription = simulator.subscription(param(request));
  const cancel = booleanParam(form, 'cancel_at_period_end');
  const drafts = [
    ...updateMetadata(subscription, metadataParam(form)),
    ...(cancel === null ? [] : setCancelAtPeriodEnd(subscription, cancel)),
  ];
  simulator.commit(drafts, cause);
  return json(expandSubscription(simulator, subscription, expandParam(form)));
}

function cancelSubscription(request: SimRequest) {
  const { form, simulator, cause } = request;
  rejectUnknown(form, ['invoice_now', 'prorate', 'cancellation_details', 'expand']);
  const subscription = simulator.subscription(param(request));
  const details = objectParam(form, 'cancellation_details');
  const feedback = enumParam(details, 'feedback', FEEDBACK, 'cancellation_details[feedback]');
  const comment = stringParam(details, 'comment', { path: 'cancellation_details[comment]' }) || null;
  simulator.commit(endSubscription(subscription, { comment, feedback }), cause);
  return json(expandSubscription(simulator, subscription, expandParam(form)));
}

const FEEDBACK = [
  'customer_service',
  'low_quality',
  'missing_features',
  'other',
  'switched_service',
  'too_complex',
  'too_expensive',
  'unused',
] as const satisfies readonly Stripe.Subscription.CancellationDetails.Feedback[];

// ── Refunds ────────────────────────────────────────────────────────────────

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** A refund of a payment intent (all of what is left of it, or `amount`); `charge` is not taken locally. */
function createRefund({ form, simulator, cause }: SimRequest) {
  rejectUnknown(form, ['payment_intent', 'amount', 'reason', 'metadata', 'expand']);
  const paymentIntent = stringParam(form, 'payment_intent', { required: true });
  const { refund, drafts } = refundPayment(simulator.context, {
    paymentIntent,
    amount: integerParam(form, 'amount'),
    reason: enumParam(form, 'reason', REFUND_REASONS),
    metadata: metadataParam(form),
  });
  simulator.commit(drafts, cause);
  return json(refund);
}

/** The refunds, newest first, of one payment intent when it is named (`payment_intent`). */
function listRefunds({ form, simulator }: SimRequest) {
  const paymentIntent = stringParam(form, 'payment_intent');
  const data = Object.values(simulator.data.refunds)
    .filter((refund) => paymentIntent === null || refund.payment_intent === paymentIntent)
    .reverse();
  return json({ object: 'list', data, has_more: false, url: '/v1/refunds' });
}

function createPortalSession({ form, simulator }: SimRequest) {
  rejectUnknown(form, ['customer', 'return_url', 'locale', 'expand']);
  const customerId = stringParam(form, 'customer', { required: true });
  const session = portalSession({
    customer: simulator.customer(customerId, 'customer').id,
    returnUrl: stringParam(form, 'return_url'),
    locale: stringParam(form, 'locale'),
    baseUrl: simulator.baseUrl,
  });
  simulator.data.portalSessions[session.id] = session;
  simulator.save();
  return json(session);
}

const ID = '([^/]+)';

export const apiRoutes: Route[] = [
  { method: 'POST', path: /^\/v1\/customers$/, handle: createCustomer },
  {
    method: 'GET',
    path: new RegExp(`^/v1/customers/${ID}$`),
    handle: (request) => json(request.simulator.customer(param(request))),
  },
  { method: 'POST', path: /^\/v1\/checkout\/sessions$/, handle: createCheckoutSession },
  {
    method: 'GET',
    path: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    handle: (request) => {
      const { session } = request.simulator.checkout(param(request));
      return json(expandSession(request.simulator, session, expandParam(request.form)));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: (request) => {
      const subscription = request.simulator.subscription(param(request));
      return json(expandSubscription(request.simulator, subscription, expandParam(request.form)));
    },
  },
  { method: 'POST', path: new RegExp(`^/v1/subscriptions/${ID}$`), handle: updateSubscription },
  { method: 'DELETE', path: new RegExp(`^/v1/subscriptions/${ID}$`), handle: cancelSubscription },
  {
    method: 'GET',
    path: new RegExp(`^/v1/invoices/${ID}$`),
    handle: (request) => {
      const invoice = request.simulator.invoice(param(request));
      return json(expandInvoice(request.simulator, invoice, expandParam(request.form)));
    },
  },
  { method: 'POST', path: /^\/v1\/billing_portal\/sessions$/, handle: createPortalSession },
  { method: 'POST', path: /^\/v1\/refunds$/, handle: createRefund },
  { method: 'GET', path: /^\/v1\/refunds$/, handle: listRefunds },
  {
    method: 'GET',
    path: new RegExp(`^/v1/refunds/${ID}$`),
    handle: (request) => json(found(request.simulator.data.refunds, param(request), 'refund')),
  },
];
