/**
 * Configuration, read once at cold start from the environment. The same code
 * runs in AWS and locally: only these values differ.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

function optional(name: string): string | undefined {
  return process.env[name] || undefined;
}

export const config = {
  region: optional('AWS_REGION') ?? 'eu-central-1',
  tableName: required('TABLE_NAME'),
  uploadsBucket: optional('UPLOADS_BUCKET'),
  /** CloudFront's access logs (`edge/`), in which page views are counted (`src/statistics/README.md`). */
  edgeLogsBucket: optional('EDGE_LOGS_BUCKET'),
  mailFrom: optional('MAIL_FROM'),
  /** The mail path's sender (`functions/src/mail/README.md`). */
  mail: {
    /** The SES configuration set every mail is sent with (its bounce and complaint events); none locally. */
    configurationSet: optional('MAIL_CONFIGURATION_SET'),
    /** Mails a second the sender starts at most: SES's sending rate of the account (14 unless told). */
    sendRate: Number(optional('MAIL_SEND_RATE') ?? 14),
  },
  siteUrl: optional('SITE_URL') ?? 'http://localhost:4321',
  /** Country answered by /v1/ip when neither the edge nor the browser tells one. */
  defaultCountry: optional('DEFAULT_COUNTRY') ?? 'DE',
  /** Endpoints of the local stand-ins; unset in AWS. */
  endpoints: {
    dynamodb: optional('DYNAMODB_ENDPOINT'),
    s3: optional('S3_ENDPOINT'),
    ses: optional('SES_ENDPOINT'),
  },
  /**
   * How `putAll` and `deleteAll` write (`src/data/batch.ts`): `batches` of 25 (BatchWriteItem: AWS, and the tests,
   * which so run AWS's way), or `transactions` of up to 100, which DynamoDB Local on disk commits ~3× faster: set
   * by the local platform and the benches for their seeding only (`BULK_WRITES=transactions`).
   */
  bulkWrites: optional('BULK_WRITES') === 'transactions' ? ('transactions' as const) : ('batches' as const),
  jwt: {
    issuer: optional('JWT_ISSUER') ?? 'migralink',
    audience: optional('JWT_AUDIENCE') ?? 'migralink-api',
    /** The signing secret itself (local) or the Secrets Manager secret holding it (AWS). */
    secret: optional('JWT_SECRET'),
    secretArn: optional('JWT_SECRET_ARN'),
  },
  /**
   * The secret CloudFront adds to every API request (`x-origin-verify`): the
   * value itself (local) or the Secrets Manager secret holding it (AWS). With
   * neither, nothing stands in front of the API and no request is from the edge.
   */
  origin: {
    secret: optional('ORIGIN_VERIFY_SECRET'),
    secretArn: optional('ORIGIN_VERIFY_SECRET_ARN'),
  },
  /**
   * Stripe. Locally the payment simulator's address and its keys; in AWS no
   * address (Stripe's own) and the Secrets Manager secret holding the keys
   * (JSON `{ "secret_key": "sk_…", "webhook_secret": "whsec_…" }`).
   */
  stripe: {
    apiUrl: optional('STRIPE_API_URL'),
    secretKey: optional('STRIPE_SECRET_KEY'),
    webhookSecret: optional('STRIPE_WEBHOOK_SECRET'),
    secretArn: optional('STRIPE_SECRET_ARN'),
  },
  /**
   * The key certificates' credentials are signed with (ES256): an asymmetric KMS key (`ECC_NIST_P256`,
   * `SIGN_VERIFY`) in AWS, or locally a key file made on first use (no KMS key named).
   */
  signing: {
    kmsKeyId: optional('SIGNING_KEY_ID'),
    keyFile: optional('SIGNING_KEY_FILE'),
  },
  /** Sign in with Google. Without a client id the Google routes answer that it is not configured. */
  google: {
    /** The OAuth client id the ID tokens must be issued for (their `aud`). */
    clientId: optional('GOOGLE_CLIENT_ID'),
    /** Google's signing keys; tests point this at a key server of their own. */
    jwksUrl: optional('GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
  },
};
