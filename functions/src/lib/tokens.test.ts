import { describe, expect, it } from 'vitest';
import { signFields, verifiedFields } from './tokens';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed fields', () => {
  it('give back their fields for their purpose and count only', async () => {
    const token = await signFields('test', ['ad', '1700000000000']);
    expect(await verifiedFields('test', token, 2)).toEqual(['ad', '1700000000000']);
    expect(await verifiedFields('other', token, 2)).toBeUndefined();
    expect(await verifiedFields('test', token, 3)).toBeUndefined();
    expect(await verifiedFields('test', token.replace('ad', 'ae'), 2)).toBeUndefined();
  });

  it('take one spelling of a signature: not another whose padding bits differ', async () => {
    const token = await signFields('test', ['ad', '1700000000000']);
    // A 32-byte signature is 43 characters; the last one carries 4 bits and 2 of padding.
    const sibling = BASE64URL[BASE64URL.indexOf(token.at(-1)!) ^ 1]!;
    expect(Buffer.from(token.slice(-43), 'base64url')).toEqual(
      Buffer.from(token.slice(-43, -1) + sibling, 'base64url'),
    );
    expect(await verifiedFields('test', token.slice(0, -1) + sibling, 2)).toBeUndefined();
  });
});
