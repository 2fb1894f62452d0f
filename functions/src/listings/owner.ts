import type { Principal } from '#http/auth';
import { NotFoundError } from '#http/errors';
import { getUser } from '#data/users';

/**
 * The company a signed-in company account owns (`user.company_id`), or a 404
 * when it has none yet: every account route of companies and services starts
 * here, so a caller can only ever reach its own company's items.
 */
export async function ownCompanyId(principal: Principal): Promise<string> {
  const companyId = await ownCompanyIdIfAny(principal);
  if (!companyId) throw new NotFoundError();
  return companyId;
}

/** The caller's company id, or undefined before the company is created. */
export async function ownCompanyIdIfAny(principal: Principal): Promise<string | undefined> {
  return (await getUser(principal.userId))?.company_id;
}

/** A 404 unless `companyId` is the caller's: another company's id is answered as if it did not exist. */
export async function assertOwnCompany(principal: Principal, companyId: string): Promise<void> {
  if ((await ownCompanyIdIfAny(principal)) !== companyId) throw new NotFoundError();
}
