import { randomUUID } from 'node:crypto';
import type { Role, SubscriptionPackage } from '@migralink/shared/enums';
import { putApprovedCompany } from '#data/companies';
import { companyContentFixture, companyProfileFixture } from '#data/fixtures';
import { createUser, type NewUser, type User } from '#data/users';
import { signToken } from '#lib/tokens';

/** A stored hash no password matches; tests of these routes never sign in with a password. */
const TEST_HASH = 'scrypt$N=131072,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U=';

/** A fresh address: test files share one table and one mail store. */
export const uniqueEmail = (label = 'user') => `${label}-${randomUUID()}@example.com`;

/** A fresh user in the table with a real token for it: a caller of `callRoute`. */
export async function signedInUser(overrides: Partial<NewUser> = {}): Promise<{ user: User; token: string }> {
  const user = await createUser({
    email: uniqueEmail(),
    password_hash: TEST_HASH,
    role: 'client',
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...overrides,
  });
  return { user, token: await signToken(user) };
}

/** A signed-in user of `role` (a company account without a company, for `company`). */
export const asRole = (role: Role) => signedInUser({ role });

/** A `company` account owning an approved, published company on `plan`, written with the data layer. */
export async function companyOwner(plan: SubscriptionPackage = 'basic') {
  const profile = companyProfileFixture({ plan });
  const account = await signedInUser({ role: 'company', company_id: profile.id });
  await putApprovedCompany({ ...profile, owner_id: account.user.id }, companyContentFixture());
  return { ...account, companyId: profile.id };
}
