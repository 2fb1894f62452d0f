import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, EmailTakenError, findUserIdByEmail, getUser, putUsersForSeeding, type NewUser } from './users';

const newUser = (overrides: Partial<NewUser> = {}): NewUser => ({
  email: `user-${randomUUID()}@example.com`,
  password_hash: 'scrypt$N=131072,r=8,p=1$c2FsdA==$a2V5',
  role: 'client',
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...overrides,
});

describe('users', () => {
  it('creates a user with a lower-cased e-mail that is found by id and by address', async () => {
    const email = `Mixed.Case-${randomUUID()}@Example.COM`;
    const user = await createUser(newUser({ email, role: 'company' }));
    expect(user.email).toBe(email.toLowerCase());
    expect(await getUser(user.id)).toEqual(user);
    expect(await findUserIdByEmail(`  ${email.toUpperCase()} `)).toBe(user.id);
  });

  it('refuses an address already registered in another letter case and leaves the first user as it was', async () => {
    const email = `taken-${randomUUID()}@example.com`;
    const first = await createUser(newUser({ email, first_name: 'First' }));
    const attempt = createUser(newUser({ email: email.toUpperCase(), first_name: 'Second' }));
    await expect(attempt).rejects.toBeInstanceOf(EmailTakenError);
    expect(await getUser(first.id)).toEqual(first);
    expect(await findUserIdByEmail(email)).toBe(first.id);
  });

  it('does not create the second user when its address is taken', async () => {
    const email = `taken-${randomUUID()}@example.com`;
    await createUser(newUser({ email }));
    const id = randomUUID();
    await expect(createUser(newUser({ id, email }))).rejects.toBeInstanceOf(EmailTakenError);
    expect(await getUser(id)).toBeUndefined();
  });

  it('answers nothing for an unknown id or address', async () => {
    expect(await getUser(randomUUID())).toBeUndefined();
    expect(await findUserIdByEmail(`nobody-${randomUUID()}@example.com`)).toBeUndefined();
  });

  it('seeds the same users twice without failing, overwriting the same rows', async () => {
    const seeded = newUser({ id: randomUUID(), created_at: '2026-01-01T00:00:00.000Z' });
    await putUsersForSeeding([seeded]);
    const [again] = await putUsersForSeeding([{ ...seeded, first_name: 'Changed' }]);
    expect(await getUser(seeded.id!)).toEqual(again);
    expect(again?.first_name).toBe('Changed');
    expect(await findUserIdByEmail(seeded.email)).toBe(seeded.id);
  });
});
