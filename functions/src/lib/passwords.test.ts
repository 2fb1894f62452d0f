import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

/** Replaces one base64 character of the part at `index` (0 scheme, 1 parameters, 2 salt, 3 key). */
function tamper(stored: string, index: number): string {
  const parts = stored.split('$');
  const part = parts[index]!;
  const flipped = part[0] === 'A' ? 'B' : 'A';
  parts[index] = flipped + part.slice(1);
  return parts.join('$');
}

// Each scrypt hash is ~128 MiB of memory-hard work: several in one test take seconds on a busy 2-core machine.
describe('passwords', { timeout: 60_000 }, () => {
  it('stores a self-describing scrypt hash that verifies the password it was made from', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('refuses a wrong password, including one that differs only in case or by a trailing space', async () => {
    const stored = await hashPassword('Secret-2026');
    for (const wrong of ['secret-2026', 'Secret-2026 ', '', 'Secret-202']) {
      expect(await verifyPassword(wrong, stored)).toBe(false);
    }
  });

  describe('a stored hash that was changed', () => {
    let stored = '';
    beforeAll(async () => {
      stored = await hashPassword('tamper-proof');
    });

    it('is refused when its salt or key was tampered with', async () => {
      expect(await verifyPassword('tamper-proof', tamper(stored, 2))).toBe(false);
      expect(await verifyPassword('tamper-proof', tamper(stored, 3))).toBe(false);
    });

    it.each([
      ['another scheme', (s: string) => s.replace(/^scrypt/, 'bcrypt')],
      ['changed parameters', (s: string) => s.replace('N=131072', 'N=65536')],
      ['a cost too high to run', (s: string) => s.replace('N=131072', 'N=1073741824')],
      ['an N that is not a power of two', (s: string) => s.replace('N=131072', 'N=131071')],
      ['a missing part', (s: string) => s.split('$').slice(0, 3).join('$')],
      ['an extra part', (s: string) => `${s}$x`],
      ['a short key', (s: string) => s.replace(/\$[^$]+$/, '$AAAA')],
    ])('is refused when it has %s', async (_name, change) => {
      expect(await verifyPassword('tamper-proof', change(stored))).toBe(false);
    });

    it('is refused when it is not a hash at all', async () => {
      expect(await verifyPassword('anything', 'not a hash')).toBe(false);
      expect(await verifyPassword('', '')).toBe(false);
    });
  });

  it('salts every hash afresh: the same password gives different strings that both verify', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first.split('$')[2]).not.toBe(second.split('$')[2]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('verifies a hash made with other parameters and asks for a rehash', async () => {
    const stored = await hashPassword('older hash', { N: 2 ** 14, r: 8, p: 1 });
    expect(stored.startsWith('scrypt$N=16384,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('older hash', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const stored = await hashPassword('pa\u0301ssword');
    expect(await verifyPassword('p\u00e1ssword', stored)).toBe(true);
  });
});
