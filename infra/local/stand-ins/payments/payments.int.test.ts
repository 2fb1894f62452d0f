import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../ports';
import { LOOPBACK, loopbackUrl } from '../../settings';
import type { SignedEvent } from './events';
import { startPayments, type PaymentsService } from './server';

const SECRET_KEY = 'sk_test_payments_simulator_tests';
const WEBHOOK_SECRET = 'whsec_payments_simulator_tests';

/** What the test's webhook endpoint received: every attempt, and the events it accepted after verifying them. */
interface Receiver {
  url: string;
  attempts: string[];
  accepted: Stripe.Event[];
  /** Answer 500 to this many next attempts. */
  failNext: number;
  server: Server;
}

/** A webhook endpoint as the product has one: it verifies each delivery with the package's `constructEvent`. */
async function startReceiver(): Promise<Receiver> {
  const port = await freePort();
  const receiver: Receiver = {
    url: `${loopbackUrl(port)}/webhook`,
    attempts: [],
    accepted: [],
    failNext: 0,
    server: createServer(),
  };
  receiver.server.on('request', async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const payload = Buffer.concat(chunks).toString('utf8');
    const event = Stripe.webhooks.constructEvent(payload, request.headers['stripe-signature'] ?? '', WEBHOOK_SECRET);
    receiver.attempts.push(event.id);
    expect(request.headers['user-agent']).toBe('Stripe/1.0 (+https://stripe.com/docs/webhooks)');
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    if (receiver.failNext > 0) {
      receiver.failNext -= 1;
      response.writeHead(500).end();
      return;
    }
    receiver.accepted.push(event);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
  });
  receiver.server.listen(port, LOOPBACK);
  await once(receiver.server, 'listening');
  return receiver;
}

let receiver: Receiver;
let payments: PaymentsService;
let stripe: Stripe;
let base = '';

beforeAll(async () => {
  receiver = await startReceiver();
  const port = await freePort();
  payments = await startPayments(port, {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
    // Short waits between attempts keep the retry test quick; the test waits on `settled()`, not on them.
    retryDelaysMs: [10, 20, 40, 80, 160],
  });
  base = payments.endpoint;
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await payments.stop();
  receiver.server.close();
});

beforeEach(() => {
  payments.setDeliveryMode('normal');
  Object.assign(receiver, { attempts: [], accepted: [], failNext: 0 });
});

/** The control API, with the secret key. */
async function control(pathname: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${base}/_simulator${pathname}`, {
    method: init.method ?? 'POST',
    headers: { Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { events: SignedEvent[] } & Record<string, unknown>,
  };
}

async function subscriptionCheckout(interval: 'month' | 'year' = 'month') {
  const customer = await stripe.customers.create({
    email: 'owner@example.com',
    name: 'Acme Visas',
    metadata: { company_id: 'c1' },
  });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [
      {
        price_data: {
          currency: 'eur',
          unit_amount: 2900,
          product_data: { name: 'Premium plan' },
          recurring: { interval },
        },
        quantity: 1,
      },
    ],
    success_url: 'http://localhost:4321/en/account/billing?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:4321/en/account/billing',
    metadata: { company_id: 'c1', purpose: 'plan' },
    subscription_data: { metadata: { company_id: 'c1', package: 'premium' } },
    client_reference_id: 'c1',
    locale: 'ru',
  });
  return { customer, session };
}

async function paidSubscription() {
  const { customer, session } = await subscriptionCheckout();
  await control(`/checkout/sessions/${session.id}/pay`);
  await payments.settled();
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(String(paid.subscription));
  return { customer, session: paid, subscription };
}

describe('checkout of a subscription through the real stripe client', () => {
  it('opens a session on the simulator’s hosted page', async () => {
    const { customer, session } = await subscriptionCheckout();
    expect(customer.id).toMatch(/^cus_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      customer: customer.id,
      amount_total: 2900,
      currency: 'eur',
      client_reference_id: 'c1',
      metadata: { company_id: 'c1', purpose: 'plan' },
      url: `${base}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
  });

  it('pays: makes the subscription and its paid invoice, sends the three signed events', async () => {
    const { session } = await subscriptionCheckout();

    const { body } = await control(`/checkout/sessions/${session.id}/pay`);
    await payments.settled();

    expect(body.events.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(receiver.accepted.map((event) => event.id)).toEqual(body.events.map((event) => event.id));
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const subscription = paid.subscription as Stripe.Subscription;
    const [item] = subscription.items.data;
    expect(subscription).toMatchObject({ status: 'active', metadata: { company_id: 'c1', package: 'premium' } });
    expect(item?.price).toMatchObject({ unit_amount: 2900, currency: 'eur', recurring: { interval: 'month' } });
    const start = new Date((item?.current_period_start ?? 0) * 1000);
    const end = new Date((item?.current_period_end ?? 0) * 1000);
    expect((end.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);

    const invoice = await stripe.invoices.retrieve(String(paid.invoice));
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 2900,
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(subscription.latest_invoice).toBe(invoice.id);
    const page = await fetch(invoice.hosted_invoice_url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Premium plan');
  });

  it('expands the latest invoice of a subscription', async () => {
    const { subscription } = await paidSubscription();
    const expanded = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect((expanded.latest_invoice as Stripe.Invoice).amount_paid).toBe(2900);
  });

  it('expires a session: `checkout.session.expired`, and its page says so', async () => {
    const { session } = await subscriptionCheckout();
    const { body } = await control(`/checkout/sessions/${session.id}/expire`);
    await payments.settled();
    expect(body.events.map((event) => event.type)).toEqual(['checkout.session.expired']);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    expect(await (await fetch(`${base}/pay/${session.id}`)).text()).toContain('expired');
  });
});

describe('the hosted checkout page', () => {
  async function paymentSession() {
    return stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Advertising, 3 days' } },
          quantity: 2,
        },
      ],
      success_url: 'http://localhost:4321/en/account/ads?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:4321/en/account/ads',
      payment_intent_data: { metadata: { advertisement_id: 'a1' } },
    });
  }

  const press = (sessionId: string, action: string) =>
    fetch(`${base}/pay/${sessionId}`, {
      method: 'POST',
      body: new URLSearchParams({ action }),
      redirect: 'manual',
    });

  it('shows what is bought, its amount and currency, and the way back', async () => {
    const session = await paymentSession();
    const page = await (await fetch(String(session.url))).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Advertising, 3 days');
    expect(page).toContain('€30.00');
    expect(page).toContain('EUR');
    expect(page).toContain('href="http://localhost:4321/en/account/ads"');
  });

  it.each([
    ['card_declined', 'Your card was declined.'],
    ['authentication_failed', 'unable to authenticate'],
  ])('keeps the session open after %s and says why', async (action, message) => {
    const session = await paymentSession();
    const response = await press(session.id, action);
    expect(response.status).toBe(303);
    const page = await (await fetch(`${base}${response.headers.get('location')}`)).text();
    expect(page).toContain(message);
    expect(page).toContain('value="pay"');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('pays with the form and sends the browser to success_url with the session id', async () => {
    const session = await paymentSession();
    await press(session.id, 'card_declined');

    const response = await press(session.id, 'pay');
    await payments.settled();

    expect(response.headers.get('location')).toBe(`http://localhost:4321/en/account/ads?session=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: null });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(receiver.accepted.map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(await (await fetch(`${base}/pay/${session.id}`)).text()).toContain('complete');
  });
});

describe('cancelling', () => {
  it('cancels at the period end and takes it back in the portal', async () => {
    const { customer, subscription } = await paidSubscription();
    receiver.accepted = [];
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:4321/en/account',
    });
    expect(portal.url).toBe(`${base}/portal/${portal.id}`);
    expect(await (await fetch(portal.url)).text()).toContain('Premium plan');

    const press = (action: string) =>
      fetch(portal.url, {
        method: 'POST',
        body: new URLSearchParams({ subscription: subscription.id, action }),
        redirect: 'manual',
      });
    await press('cancel');
    await payments.settled();
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
    expect(await (await fetch(portal.url)).text()).toContain('Don’t cancel');
    await press('keep');
    await payments.settled();

    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    const updates = receiver.accepted.filter((event) => event.type === 'customer.subscription.updated');
    expect(updates.map((event) => (event.data.object as Stripe.Subscription).cancel_at_period_end)).toEqual([
      true,
      false,
    ]);
  });

  it('cancels through the API: at the period end (updated), then at once (deleted)', async () => {
    const { subscription } = await paidSubscription();
    receiver.accepted = [];
    const later = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(later.cancel_at).toBe(later.items.data[0]?.current_period_end);
    const ended = await stripe.subscriptions.cancel(subscription.id);
    await payments.settled();
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(ended.ended_at).toEqual(expect.any(Number));
    expect(receiver.accepted.map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(receiver.accepted[0]?.request?.id).toMatch(/^req_/);
  });
});

describe('cancelling with a refund', () => {
  it('cancels with its reason and refunds the paid invoice’s payment once, as Stripe does', async () => {
    const { subscription } = await paidSubscription();
    receiver.accepted = [];
    const ended = await stripe.subscriptions.cancel(subscription.id, {
      cancellation_details: { comment: 'A second plan held at once' },
    });
    expect(ended.cancellation_details).toMatchObject({
      comment: 'A second plan held at once',
      reason: 'cancellation_requested',
    });
    const invoice = await stripe.invoices.retrieve(String(ended.latest_invoice), { expand: ['payments'] });
    expect(invoice.payments?.data).toEqual([
      expect.objectContaining({ object: 'invoice_payment', status: 'paid', amount_paid: 2900 }),
    ]);
    const paymentIntent = String(invoice.payments!.data[0]!.payment.payment_intent);
    expect(paymentIntent).toMatch(/^pi_/);
    const key = `refund-${paymentIntent}`;
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, reason: 'duplicate' },
      { idempotencyKey: key },
    );
    expect(refund).toMatchObject({ object: 'refund', amount: 2900, status: 'succeeded', reason: 'duplicate' });
    // The same key answers the same refund; a new refund of nothing left is refused.
    expect(
      (await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'duplicate' }, { idempotencyKey: key })).id,
    ).toBe(refund.id);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    });
    expect((await stripe.refunds.list({ payment_intent: paymentIntent })).data.map((each) => each.id)).toEqual([
      refund.id,
    ]);
    expect((await stripe.refunds.retrieve(refund.id)).amount).toBe(2900);
    await payments.settled();
    expect(receiver.accepted.map((event) => event.type)).toEqual(['customer.subscription.deleted', 'refund.created']);
  });
});

describe('renewals through the control API', () => {
  it('renews: a paid subscription_cycle invoice and the period moved on', async () => {
    const { subscription } = await paidSubscription();
    const before = subscription.items.data[0];
    const { body } = await control(`/subscriptions/${subscription.id}/renew`);
    expect(body.events.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.items.data[0]?.current_period_start).toBe(before?.current_period_end);
    expect(renewed.latest_invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
  });

  it('fails a renewal: the invoice stays open, the subscription is past_due', async () => {
    const { subscription } = await paidSubscription();
    const { body } = await control(`/subscriptions/${subscription.id}/fail-renewal`);
    expect(body.events.map((event) => event.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const failed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(failed.status).toBe('past_due');
    expect(failed.latest_invoice).toMatchObject({ status: 'open', amount_paid: 0 });
  });

  it('ends a subscription', async () => {
    const { subscription } = await paidSubscription();
    const { body } = await control(`/subscriptions/${subscription.id}/end`);
    expect(body.events.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });
});

describe('webhook delivery', () => {
  it('retries a failing endpoint: the event arrives on the third attempt', async () => {
    const { session } = await subscriptionCheckout();
    receiver.failNext = 2;
    const { body } = await control(`/checkout/sessions/${session.id}/pay`);
    await payments.settled();
    const [first] = body.events;
    expect(receiver.attempts.slice(0, 3)).toEqual([first?.id, first?.id, first?.id]);
    expect(receiver.accepted.map((event) => event.id)).toEqual(body.events.map((event) => event.id));
  });

  it('delivers each event twice at once in duplicate mode', async () => {
    const { session } = await subscriptionCheckout();
    await control('/delivery', { method: 'PUT', body: { mode: 'duplicate' } });
    const { body } = await control(`/checkout/sessions/${session.id}/pay`);
    await payments.settled();
    expect(receiver.accepted.map((event) => event.id)).toEqual(body.events.flatMap((event) => [event.id, event.id]));
  });

  it('delivers the events of one change in reverse order in reverse mode', async () => {
    const { session } = await subscriptionCheckout();
    await control('/delivery', { method: 'PUT', body: { mode: 'reverse' } });
    const { body } = await control(`/checkout/sessions/${session.id}/pay`);
    await payments.settled();
    expect(receiver.accepted.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
      'customer.subscription.created',
    ]);
    expect(body.events).toHaveLength(3);
  });

  it('holds events until flushed', async () => {
    const { session } = await subscriptionCheckout();
    await control('/delivery', { method: 'PUT', body: { mode: 'hold' } });
    await control(`/checkout/sessions/${session.id}/pay`);
    await control('/delivery/settled');
    expect(receiver.accepted).toEqual([]);

    expect((await control('/delivery/flush')).body).toEqual({ flushed: 3 });
    await control('/delivery/settled');
    expect(receiver.accepted).toHaveLength(3);
  });

  it('lists every event with its exact payload and a signature the package verifies', async () => {
    const [before] = payments.events().slice(-1);
    const { session } = await subscriptionCheckout();
    await control(`/checkout/sessions/${session.id}/pay`);
    const response = await fetch(`${base}/_simulator/events?type=invoice.paid&after=${before?.id ?? ''}`, {
      headers: { Authorization: `Bearer ${SECRET_KEY}` },
    });
    const listed = (await response.json()) as SignedEvent[];
    expect(listed).toHaveLength(1);
    const event = stripe.webhooks.constructEvent(listed[0]?.payload ?? '', listed[0]?.signature ?? '', WEBHOOK_SECRET);
    expect(event).toMatchObject({
      type: 'invoice.paid',
      object: 'event',
      api_version: Stripe.API_VERSION,
      livemode: false,
    });
  });
});

describe('the API’s guards', () => {
  it('refuses a wrong secret key with 401 in Stripe’s error shape', async () => {
    const wrong = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(base).port),
      protocol: 'http',
    });
    await expect(wrong.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const raw = await fetch(`${base}/v1/customers`, { method: 'POST', headers: { Authorization: 'Bearer nope' } });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
    });
  });

  it('answers an unknown id with 404 resource_missing', async () => {
    await expect(stripe.subscriptions.retrieve('sub_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      type: 'StripeInvalidRequestError',
    });
  });

  it('replays a POST with the same idempotency key, and refuses the key for another request', async () => {
    const key = `test-${Date.now()}`;
    const first = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: key });
    const again = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: key }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('runs racing requests with one key once', async () => {
    const key = `race-${Date.now()}`;
    const [a, b] = await Promise.all([
      stripe.customers.create({ email: 'race@example.com' }, { idempotencyKey: key }),
      stripe.customers.create({ email: 'race@example.com' }, { idempotencyKey: key }),
    ]);
    expect(a.id).toBe(b.id);
  });

  it('refuses a parameter Stripe does not know, naming it', async () => {
    const unknown = { email: 'x@example.com', nickname: 'x' } as Stripe.CustomerCreateParams;
    await expect(stripe.customers.create(unknown)).rejects.toMatchObject({
      statusCode: 400,
      param: 'nickname',
      code: 'parameter_unknown',
    });
  });

  it('refuses a subscription checkout without a recurring price', async () => {
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } }, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][recurring]' });
  });
});

describe('state kept in a file', () => {
  it('keeps customers and subscriptions across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migralink-payments-'));
    const options = {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      stateFile: path.join(dir, 'payments.json'),
    };
    try {
      const port = await freePort();
      const client = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http' });
      const first = await startPayments(port, options);
      const customer = await client.customers.create({ email: 'kept@example.com' });
      await first.stop();

      const second = await startPayments(port, options);
      expect((await client.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
        email: 'kept@example.com',
      });
      await second.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
