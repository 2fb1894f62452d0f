import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keySigner } from '#lib/signing';
import { publishedKeys, registerSigningKey } from './signing-keys';

const newKey = async () => (await keySigner(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey)).publicJwk;

describe('the signing key registry', () => {
  it('adds a key once, however many times and however concurrently it is registered', async () => {
    const jwk = await newKey();
    const added = await Promise.all(Array.from({ length: 10 }, () => registerSigningKey(jwk)));
    expect(added.filter(Boolean)).toHaveLength(1);
    expect(await registerSigningKey(jwk)).toBe(false);
    const { keys } = await publishedKeys();
    expect(keys.filter((key) => key.kid === jwk.kid)).toEqual([jwk]);
  });

  it('keeps every key ever registered: a rotation adds the new key beside the old ones', async () => {
    const [old, current] = [await newKey(), await newKey()];
    await registerSigningKey(old);
    await registerSigningKey(current);
    const { keys } = await publishedKeys();
    const kids = keys.map((key) => key.kid);
    expect(kids).toContain(old.kid);
    expect(kids).toContain(current.kid);
    expect(kids.indexOf(old.kid)).toBeLessThan(kids.indexOf(current.kid));
    // Public halves only.
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });
});
