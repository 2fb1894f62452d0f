import { SUBSCRIPTION_PACKAGES } from '@migralink/shared/enums';
import { PLAN_LIMITS } from '@migralink/shared/plans';
import type { Translate } from '@/i18n/format';
import type { PlanKey } from './messages';

/**
 * What each plan includes, from the one table of limits (`shared/src/plans.ts`),
 * folded under a summary beside a limit the owner meets: the site has no
 * tariffs page yet, so the plans are explained where their limits show.
 */
export function PlanSummary({ t }: { readonly t: Translate<PlanKey> }) {
  const amount = (limit: number, unlimited: string) => (limit === Infinity ? unlimited : String(limit));
  return (
    <details className="admin-plans">
      <summary>{t('admin.plans.title')}</summary>
      <ul className="admin-plans__list">
        {SUBSCRIPTION_PACKAGES.map((plan) => (
          <li key={plan}>
            {t('admin.plans.row', {
              plan: t(`admin.plan.${plan}`),
              services: amount(PLAN_LIMITS[plan].publishedServices, t('admin.plans.unlimited')),
              languages: amount(PLAN_LIMITS[plan].locales, t('admin.plans.all_languages')),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}
