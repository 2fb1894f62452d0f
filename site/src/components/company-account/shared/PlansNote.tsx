import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Translate } from '@/i18n/format';
import type { AdminSharedMessages } from './messages';

/** After a `403 plan_limit`, the plans that would allow what was refused ("Available on: Pro, Premium"). */
export function PlansNote({
  plans,
  t,
}: {
  readonly plans: readonly SubscriptionPackage[];
  readonly t: Translate<keyof AdminSharedMessages>;
}) {
  if (plans.length === 0) return null;
  return <>{` ${t('admin.plan_limit.plans', { plans: plans.map((plan) => t(`admin.plan.${plan}`)).join(', ') })}`}</>;
}
