import type { Principal } from '#http/auth';
import { UnauthorizedError } from '#http/errors';
import { getUser, type User } from '#data/users';

/** The signed-in caller's account; a token whose user no longer exists is no sign-in (401). */
export async function currentUser(principal: Principal): Promise<User> {
  const user = await getUser(principal.userId);
  if (!user) throw new UnauthorizedError();
  return user;
}
