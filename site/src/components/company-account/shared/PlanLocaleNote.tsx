import type { SubscriptionPackage } from '@migralink/shared/enums';
import type { Translate } from '@/i18n/format';
import type { AdminSharedMessages, PlanKey } from './messages';
import { PlansNote } from './PlansNote';
import { PlanSummary } from './PlanSummary';

/**
 * Under the language tabs, on a language the plan does not include: why its
 * texts cannot be written (`text`), the plans that include it, and what each
 * plan includes.
 */
export function PlanLocaleNote({
  text,
  plans,
  t,
}: {
  readonly text: string;
  readonly plans: readonly SubscriptionPackage[];
  readonly t: Translate<PlanKey | keyof AdminSharedMessages>;
}) {
  return (
    <div className="admin-plan-note">
      <p>
        {text}
        <PlansNote plans={plans} t={t} />
      </p>
      <PlanSummary t={t} />
    </div>
  );
}
