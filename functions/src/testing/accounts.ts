import { randomUUID } from 'node:crypto';
import { createUser, type NewUser, type User } from '#data/users';
import { signToken } from '#lib/tokens';

/** A stored hash no password matches; tests of these routes never sign in with a password. */
const TEST_HASH = 'scrypt$N=131072,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U=';

/** A fresh user in the table with a real token for it, and the headers that send the token. */
export async function signedInUser(overrides: Partial<NewUser> = {}): Promise<{
  user: User;
  token: string;
  headers: Record<string, string>;
}> {
  const user = await createUser({
    email: `user-${randomUUID()}@example.com`,
    password_hash: TEST_HASH,
    role: 'client',
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...overrides,
  });
  const token = await signToken(user);
  return { user, token, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}
