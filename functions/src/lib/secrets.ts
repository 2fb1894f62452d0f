import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';
import { onFirstUse } from './first-use';

/** Created on first use: the SDK is loaded only by functions that read a secret. */
let client: SecretsManagerClient | undefined;

/**
 * The key tokens are signed with: from the environment locally, from Secrets
 * Manager in AWS (fetched once per container, on first use).
 */
export const jwtSecret: () => Promise<Uint8Array> = /* @__PURE__ */ onFirstUse(load);

async function load(): Promise<Uint8Array> {
  if (config.jwt.secret) return new TextEncoder().encode(config.jwt.secret);
  if (!config.jwt.secretArn) throw new Error('Environment variable JWT_SECRET or JWT_SECRET_ARN is required');
  const value = await secretString(config.jwt.secretArn);
  if (!value) throw new Error('The JWT secret is empty');
  return new TextEncoder().encode(value);
}

/** A version of a secret by its staging label (the current one by default); `undefined` when none has it. */
export async function secretString(
  secretId: string,
  stage?: 'AWSCURRENT' | 'AWSPREVIOUS',
): Promise<string | undefined> {
  const { SecretsManagerClient, GetSecretValueCommand, ResourceNotFoundException } =
    await import('@aws-sdk/client-secrets-manager');
  client ??= new SecretsManagerClient({ region: config.region });
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }))).SecretString;
  } catch (error) {
    // A secret never rotated has no AWSPREVIOUS version.
    if (stage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}
