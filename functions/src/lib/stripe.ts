import type Stripe from 'stripe';
import { config } from './config';
import { onFirstUse } from './first-use';
import { secretString } from './secrets';

/** What the product signs in to Stripe with and checks the webhook's signatures against. */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** The keys: from the environment locally, from Secrets Manager in AWS (read once per container, on first use). */
export const stripeKeys: () => Promise<StripeKeys> = /* @__PURE__ */ onFirstUse(loadKeys);

async function loadKeys(): Promise<StripeKeys> {
  const { secretKey, webhookSecret, secretArn } = config.stripe;
  if (secretKey && webhookSecret) return { secretKey, webhookSecret };
  if (!secretArn) throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or STRIPE_SECRET_ARN, are required');
  const stored = JSON.parse((await secretString(secretArn)) ?? '{}') as {
    secret_key?: unknown;
    webhook_secret?: unknown;
  };
  if (typeof stored.secret_key !== 'string' || typeof stored.webhook_secret !== 'string') {
    throw new Error('The Stripe secret must hold "secret_key" and "webhook_secret"');
  }
  return { secretKey: stored.secret_key, webhookSecret: stored.webhook_secret };
}

/**
 * The Stripe client, created on first use: the package is loaded only then, so
 * it costs the cold start of no function that does not pay. Locally it talks
 * to the payment simulator (`STRIPE_API_URL`), in AWS to Stripe.
 */
export const stripe: () => Promise<Stripe> = /* @__PURE__ */ onFirstUse(createClient);

async function createClient(): Promise<Stripe> {
  const [{ default: StripeClient }, { secretKey }] = await Promise.all([import('stripe'), stripeKeys()]);
  const address = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : undefined;
  return new StripeClient(secretKey, {
    ...(address && {
      host: address.hostname,
      port: Number(address.port || (address.protocol === 'https:' ? 443 : 80)),
      protocol: address.protocol === 'https:' ? 'https' : 'http',
    }),
    // Within the functions' 10 s: one retry of a call that failed on the network, 4 s each.
    maxNetworkRetries: 1,
    timeout: 4_000,
    appInfo: { name: 'Migralink' },
  });
}
