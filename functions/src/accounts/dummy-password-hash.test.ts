import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '#lib/passwords';
import { DUMMY_PASSWORD_HASH } from './dummy-password-hash';

// scrypt's memory-hard work takes seconds on a busy 2-core machine.
describe('the dummy hash an unknown address is checked against', { timeout: 60_000 }, () => {
  it("uses today's scrypt parameters, so it costs what a real check costs", async () => {
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
    const real = await hashPassword('any password at all');
    expect(DUMMY_PASSWORD_HASH.split('$').slice(0, 2)).toEqual(real.split('$').slice(0, 2));
  });

  it('is a well-formed hash that common guesses do not match', async () => {
    for (const guess of ['', 'password', 'dummy']) expect(await verifyPassword(guess, DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
