import type { Principal } from '#http/auth';
import { NotFoundError } from '#http/errors';

/**
 * The company a signed-in company account owns (`user.company_id`), or a 404
 * when it has none yet: every account route of companies and services starts
 * here, so a caller can only ever reach its own company's items. The id comes
 * from the principal: the token check read it with the account itself
 * (strongly consistent), so no second read of the user.
 */
export function ownCompanyId(principal: Principal): string {
  const companyId = ownCompanyIdIfAny(principal);
  if (!companyId) throw new NotFoundError();
  return companyId;
}

/** The caller's company id, or undefined before the company is created. */
export function ownCompanyIdIfAny(principal: Principal): string | undefined {
  return principal.companyId ?? undefined;
}

/** A 404 unless `companyId` is the caller's: another company's id is answered as if it did not exist. */
export function assertOwnCompany(principal: Principal, companyId: string): void {
  if (ownCompanyIdIfAny(principal) !== companyId) throw new NotFoundError();
}
