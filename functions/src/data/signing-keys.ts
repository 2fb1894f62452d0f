import { config } from '#lib/config';
import { db } from '#lib/clients';
import type { PublicSigningJwk } from '#lib/signing';
import { conditionHeld } from './conditional';
import { keys } from './keys';

/**
 * The registry of signing keys: every public key a credential was ever signed with, so a credential
 * keeps verifying after the key that signed it is replaced (`/.well-known/jwks.json`). One item,
 * `SIGNING / KEYS`: `keys` (each `{ jwk, registered_at }`, in the order they came) and `kids` (their
 * ids, for the condition). A key is ~250 bytes; at most `MAX_SIGNING_KEYS` are kept (~13 KB), a
 * rotation a year for fifty years.
 */
export const MAX_SIGNING_KEYS = 50;

interface RegisteredKey {
  jwk: PublicSigningJwk;
  registered_at: string;
}

/**
 * Adds a public key to the registry unless it is there (one UpdateItem that appends on condition
 * that its kid is absent, so concurrent first uses add it once). True when this call added it.
 * A full registry is a fault of the deployment (a key made on every start?), thrown, never ignored.
 */
export async function registerSigningKey(jwk: PublicSigningJwk, now = new Date().toISOString()): Promise<boolean> {
  const added = await conditionHeld(
    db.UpdateItem({
      TableName: config.tableName,
      Key: { ...keys.signingKeys },
      UpdateExpression:
        'SET #keys = list_append(if_not_exists(#keys, :none), :key), kids = list_append(if_not_exists(kids, :none), :kids)',
      ConditionExpression: 'attribute_not_exists(kids) OR (NOT contains(kids, :kid) AND size(kids) < :max)',
      ExpressionAttributeNames: { '#keys': 'keys' },
      ExpressionAttributeValues: {
        ':none': [],
        ':key': [{ jwk, registered_at: now } satisfies RegisteredKey],
        ':kids': [jwk.kid],
        ':kid': jwk.kid,
        ':max': MAX_SIGNING_KEYS,
      },
    }),
  );
  if (added) return true;
  const registered = await registeredKeys(true);
  if (registered.some((key) => key.jwk.kid === jwk.kid)) return false;
  throw new Error(`The signing key registry holds ${MAX_SIGNING_KEYS} keys already: ${jwk.kid} was not added`);
}

async function registeredKeys(consistent = false): Promise<RegisteredKey[]> {
  const { Item } = await db.GetItem({
    TableName: config.tableName,
    Key: { ...keys.signingKeys },
    ConsistentRead: consistent,
  });
  return (Item?.keys as RegisteredKey[] | undefined) ?? [];
}

/** Every public key ever registered, as a JSON Web Key Set (one GetItem): what `/.well-known/jwks.json` answers. */
export async function publishedKeys(): Promise<{ keys: PublicSigningJwk[] }> {
  return { keys: (await registeredKeys()).map((key) => key.jwk) };
}
