import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localUrl, loopbackUrl, type LocalSettings } from './settings';

/**
 * A secret of the local product, made on the first start and kept with the
 * data: the signing key of tokens (so a sign-in survives a restart as it does
 * in AWS), the origin secret CloudFront would add to API requests and the
 * secret the payment simulator signs webhooks with.
 */
export function localSecret(
  dataDir: string,
  name: 'jwt-secret' | 'origin-verify-secret' | 'stripe-webhook-secret',
): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Credentials the functions sign with locally; the stand-ins accept them (s3rver is told about them). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

/**
 * The key the functions call the local payment simulator with. It is a test
 * key of nothing: the simulator accepts only it, and it opens nothing at Stripe.
 */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_migralink_payments_simulator';

/** The webhook secret where none is kept (tests, benches); `npm start` keeps its own with its data. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_payments_simulator_webhook_secret';

/** The webhook endpoint secret of `npm start` (`whsec_…`): the simulator signs with it, the functions verify. */
export function localStripeWebhookSecret(dataDir: string): string {
  return `whsec_${localSecret(dataDir, 'stripe-webhook-secret')}`;
}

/**
 * The environment the functions get locally: the same variables the API stack
 * sets in AWS, plus the endpoints of the local stand-ins and dummy credentials
 * (the stand-ins accept any), the payment simulator's address and keys, and the file of the key that
 * signs certificates' credentials in place of KMS.
 */
export function functionsEnvironment(
  settings: LocalSettings,
  jwtSecret: string,
  stripeWebhookSecret: string = LOCAL_STRIPE_WEBHOOK_SECRET,
): Record<string, string> {
  const { ports } = settings;
  return {
    AWS_REGION: settings.region,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: settings.tableName,
    UPLOADS_BUCKET: settings.uploadsBucket,
    EDGE_LOGS_BUCKET: settings.edgeLogsBucket,
    MAIL_FROM: settings.mailFrom,
    SITE_URL: localUrl(ports.site),
    CORS_ORIGINS: [localUrl(ports.site), loopbackUrl(ports.site)].join(','),
    DYNAMODB_ENDPOINT: loopbackUrl(ports.dynamodb),
    S3_ENDPOINT: loopbackUrl(ports.s3),
    SES_ENDPOINT: loopbackUrl(ports.ses),
    STRIPE_API_URL: loopbackUrl(ports.payments),
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    JWT_SECRET: jwtSecret,
    // The certificates' signing key, made on first use and kept with the data (`npm run reset` drops it).
    SIGNING_KEY_FILE: path.join(settings.dataDir, 'signing-key.json'),
    ...(settings.googleClientId ? { GOOGLE_CLIENT_ID: settings.googleClientId } : {}),
  };
}
