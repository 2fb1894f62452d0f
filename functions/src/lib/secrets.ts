import { config } from './config';

let secret: Promise<Uint8Array> | undefined;

/**
 * The key tokens are signed with: from the environment locally, from Secrets
 * Manager in AWS (fetched once per container, on first use).
 */
export function jwtSecret(): Promise<Uint8Array> {
  secret ??= load().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

async function load(): Promise<Uint8Array> {
  if (config.jwt.secret) return new TextEncoder().encode(config.jwt.secret);
  if (!config.jwt.secretArn) throw new Error('Environment variable JWT_SECRET or JWT_SECRET_ARN is required');
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: config.region });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: config.jwt.secretArn }));
  if (!SecretString) throw new Error('The JWT secret is empty');
  return new TextEncoder().encode(SecretString);
}
