import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumeCode, findCode, putCode } from './codes';
import { confirmEmailWrite } from './credentials';
import { createUser, getUser } from './users';

const hash = () => randomBytes(32).toString('base64url');
const HOUR = 3600;

describe('mailed codes in the table', () => {
  it('are found by purpose while live, and used up exactly once', async () => {
    const userId = randomUUID();
    const code = hash();
    await putCode('reset', code, userId, HOUR);
    const found = await findCode('reset', code);
    expect(found).toMatchObject({ purpose: 'reset', user_id: userId });
    expect(await findCode('activation', code)).toBeUndefined();

    expect(await consumeCode(code, found!)).toBe(true);
    expect(await findCode('reset', code)).toBeUndefined();
    // A second use that looked the code up before the first one used it: refused by the write's conditions.
    expect(await consumeCode(code, found!)).toBe(false);
  });

  it('stop working when a newer code of the same purpose is stored, even if looked up before', async () => {
    const userId = randomUUID();
    const [older, newer, other] = [hash(), hash(), hash()];
    await putCode('reset', older, userId, HOUR);
    await putCode('activation', other, userId, HOUR);
    const olderFound = await findCode('reset', older);
    expect(olderFound).toBeDefined();

    await putCode('reset', newer, userId, HOUR);
    expect(await findCode('reset', older)).toBeUndefined();
    expect(await consumeCode(older, olderFound!)).toBe(false);
    expect(await findCode('activation', other)).toBeDefined();
    expect(await consumeCode(newer, (await findCode('reset', newer))!)).toBe(true);
  });

  it('expire: not found after their lifetime, and not usable when the lifetime ends between lookup and use', async () => {
    const userId = randomUUID();
    const expired = hash();
    await putCode('activation', expired, userId, HOUR, Date.now() - (HOUR + 1) * 1000);
    expect(await findCode('activation', expired)).toBeUndefined();

    const code = hash();
    await putCode('activation', code, userId, HOUR);
    const found = await findCode('activation', code);
    expect(await consumeCode(code, found!, [], Date.now() + (HOUR + 1) * 1000)).toBe(false);
    expect(await findCode('activation', code)).toEqual(found);
  });

  it('write nothing when a write used with them is refused, and stay usable', async () => {
    const code = hash();
    const missingUser = randomUUID();
    await putCode('activation', code, missingUser, HOUR);
    const found = await findCode('activation', code);
    // The user does not exist, so confirming its address fails, and the code is not used up.
    expect(await consumeCode(code, found!, [confirmEmailWrite(missingUser)])).toBe(false);
    expect(await findCode('activation', code)).toEqual(found);
  });

  it('apply the write used with them in the same transaction', async () => {
    const user = await createUser({
      email: `codes-${randomUUID()}@example.com`,
      password_hash: 'scrypt$N=131072,r=8,p=1$c2FsdA==$a2V5',
      role: 'client',
      first_name: 'Code',
      last_name: 'User',
    });
    const code = hash();
    await putCode('activation', code, user.id, HOUR);
    expect(await consumeCode(code, (await findCode('activation', code))!, [confirmEmailWrite(user.id)])).toBe(true);
    expect(await getUser(user.id)).toEqual({ ...user, email_verified: true });
  });
});
