import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { changeRole, confirmEmailByProvider, setAvatar, updateProfile } from './user-updates';
import { createUser, getUser, type NewUser } from './users';

const newUser = (overrides: Partial<NewUser> = {}) =>
  createUser({
    email: `user-${randomUUID()}@example.com`,
    password_hash: 'scrypt$N=131072,r=8,p=1$c2FsdA==$a2V5',
    role: 'client',
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...overrides,
  });

describe('user updates', () => {
  it('changes only the given profile fields and answers the user as it is now', async () => {
    const user = await newUser({ phone: '+4915112345678' });
    const updated = await updateProfile(user.id, { first_name: 'Grace', phone: null, position: undefined });
    expect(updated).toEqual({ ...user, first_name: 'Grace', phone: null });
    expect(await getUser(user.id)).toEqual(updated);
  });

  it('writes nothing for a user that does not exist', async () => {
    const id = randomUUID();
    expect(await updateProfile(id, { first_name: 'Ghost' })).toBeUndefined();
    expect(await setAvatar(id, '/media/avatars/x.png')).toBeUndefined();
    expect(await changeRole(id, 'client', 'admin')).toBeUndefined();
    expect(await confirmEmailByProvider(id, 'hash')).toBeUndefined();
    expect(await getUser(id)).toBeUndefined();
  });

  it('answers the user as it was before a new avatar', async () => {
    const user = await newUser({ avatar: '/media/avatars/old.png' });
    expect((await setAvatar(user.id, '/media/avatars/new.png'))?.avatar).toBe('/media/avatars/old.png');
    expect((await getUser(user.id))?.avatar).toBe('/media/avatars/new.png');
  });

  it('changes a role only from the role expected', async () => {
    const user = await newUser({ role: 'client' });
    expect(await changeRole(user.id, 'company', 'admin')).toBeUndefined();
    expect(await getUser(user.id)).toEqual(user);
    expect(await changeRole(user.id, 'client', 'partner')).toEqual({ ...user, role: 'partner' });
  });

  it('confirms an address once: replacing the password and raising the token version, then no more', async () => {
    const user = await newUser();
    const confirmed = await confirmEmailByProvider(user.id, 'new-hash');
    expect(confirmed).toEqual({
      ...user,
      email_verified: true,
      password_hash: 'new-hash',
      password_version: user.password_version + 1,
    });
    expect(await confirmEmailByProvider(user.id, 'another-hash')).toBeUndefined();
    expect(await getUser(user.id)).toEqual(confirmed);
  });
});
