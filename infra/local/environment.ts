import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localUrl, loopbackUrl, type LocalSettings } from './settings';

/**
 * A secret of the local product, made on the first start and kept with the
 * data: the signing key of tokens (so a sign-in survives a restart as it does
 * in AWS) and the origin secret CloudFront would add to API requests.
 */
export function localSecret(dataDir: string, name: 'jwt-secret' | 'origin-verify-secret'): string {
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
 * The environment the functions get locally: the same variables the API stack
 * sets in AWS, plus the endpoints of the local stand-ins and dummy credentials
 * (the stand-ins accept any).
 */
export function functionsEnvironment(settings: LocalSettings, jwtSecret: string): Record<string, string> {
  const { ports } = settings;
  return {
    AWS_REGION: settings.region,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: settings.tableName,
    UPLOADS_BUCKET: settings.uploadsBucket,
    MAIL_FROM: settings.mailFrom,
    SITE_URL: localUrl(ports.site),
    CORS_ORIGINS: [localUrl(ports.site), loopbackUrl(ports.site)].join(','),
    DYNAMODB_ENDPOINT: loopbackUrl(ports.dynamodb),
    S3_ENDPOINT: loopbackUrl(ports.s3),
    SES_ENDPOINT: loopbackUrl(ports.ses),
    JWT_SECRET: jwtSecret,
    ...(settings.googleClientId ? { GOOGLE_CLIENT_ID: settings.googleClientId } : {}),
  };
}
