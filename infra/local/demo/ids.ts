import { createHash } from 'node:crypto';

/** The namespace of demo ids; any fixed UUID would do, this one is ours. */
const NAMESPACE = Buffer.from('3f6c2a1e8b4d4f0a9c7e5d2b1a0f9e8d', 'hex');

/**
 * A name-based UUID (version 5, SHA-1) for a demo item: the same parts always
 * give the same id, so seeding twice overwrites the same items.
 */
export function demoId(...parts: (string | number)[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(parts.join('/')).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}
