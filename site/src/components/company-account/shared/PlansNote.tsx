import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Translate } from '@/i18n/format';
import { $locale } from '@/stores/locale';
import type { AdminSharedMessages } from './messages';
import { currentScreen, tariffsUrl } from './paths';

/**
 * Where the plan stops something, the plans that would allow it ("Available
 * on: Pro, Premium.") and the way to them, which comes back to `returnTo`
 * (default: this screen) once a plan is paid.
 */
export function PlansNote({
  plans,
  t,
  returnTo,
}: {
  readonly plans: readonly SubscriptionPackage[];
  readonly t: Translate<keyof AdminSharedMessages>;
  readonly returnTo?: string;
}) {
  if (plans.length === 0) return null;
  return (
    <>
      {` ${t('admin.plan_limit.plans', { plans: plans.map((plan) => t(`admin.plan.${plan}`)).join(', ') })} `}
      <a className="admin-plan-note__link" href={tariffsUrl($locale.get(), returnTo ?? currentScreen())}>
        {t('admin.plan_limit.to_tariffs')}
      </a>
    </>
  );
}
