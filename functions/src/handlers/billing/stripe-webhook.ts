import type Stripe from 'stripe';
import { receiveStripeEvent } from '@migralink/shared/api/billing';
import { handleStripeEvent } from '#billing/events';
import { claimEvent, releaseEvent } from '#data/billing';
import { ForbiddenError } from '#http/errors';
import { createHandler, type ApiEvent } from '#http/handler';
import { header } from '#http/request';
import { stripe, stripeKeys } from '#lib/stripe';

/** Stripe signs each delivery with a timestamp; an older one is refused (a replayed request). */
const TOLERANCE_SECONDS = 300;

const RECEIVED = { data: { received: true } } as const;

/** The body exactly as Stripe sent it: the signature is over these bytes (API Gateway may hand them base64). */
const rawBody = (event: ApiEvent): Buffer => Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');

/**
 * Stripe's webhook: verifies the signature over the raw body, then handles
 * each event id once. The first delivery claims the id with a conditional
 * write; a duplicate, concurrent or late, is acknowledged without effect. A
 * handling that fails gives the claim back and answers 500, so Stripe
 * delivers the event again.
 */
export const handler = createHandler(receiveStripeEvent, async ({ event, log }) => {
  const [client, { webhookSecret }] = await Promise.all([stripe(), stripeKeys()]);
  let received: Stripe.Event;
  try {
    received = client.webhooks.constructEvent(
      rawBody(event),
      header(event, 'stripe-signature') ?? '',
      webhookSecret,
      TOLERANCE_SECONDS,
    );
  } catch (error) {
    throw new ForbiddenError({ message: 'The Stripe signature does not match.', cause: error });
  }
  if (!(await claimEvent(received.id, received.type, new Date()))) {
    log.info('stripe event handled before', { event: received.id, type: received.type });
    return RECEIVED;
  }
  try {
    await handleStripeEvent(received, log.child({ event: received.id, type: received.type }));
  } catch (error) {
    await releaseEvent(received.id);
    throw error;
  }
  return RECEIVED;
});
