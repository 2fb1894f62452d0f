import { getCompanyProfile } from '#data/companies';
import { PLATFORM_OWNER } from '#data/leads';
import { assertWithinPlan } from '#listings/plans';

/**
 * The export is a feature of the paid plans (`PLAN_LIMITS.leadExports`): a
 * company's inbox on a plan without it is refused with 403 `plan_limit`
 * naming the plans that have it (one GetItem of the profile). Staff export
 * the platform's inbox on no plan.
 */
export async function assertExportAllowed(owner: string): Promise<void> {
  if (owner === PLATFORM_OWNER) return;
  const profile = await getCompanyProfile(owner);
  assertWithinPlan(profile?.plan ?? 'basic', 'leadExports', 1);
}
