import { findUserIdByEmail, getUser, type User } from '#data/users';

/** The user registered with an address (any letter case): two GetItems, or one when there is none. */
export async function findUserByEmail(email: string): Promise<User | undefined> {
  const id = await findUserIdByEmail(email);
  return id ? getUser(id) : undefined;
}
