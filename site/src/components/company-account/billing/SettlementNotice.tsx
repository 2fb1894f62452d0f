import { useStore } from '@nanostores/react';
import type { Settlement } from '@migralink/shared/schemas/billing';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { LoadFailed } from '@/kit/load-state';
import type { SubscriptionsKey } from './messages';
import type { Subscriptions } from './subscriptions-store';

type T = Translate<SubscriptionsKey>;

/** What a settled checkout came to, in words: the new plan, a paid advertisement, or no payment. */
function outcomeText(settlement: Settlement, t: T): string {
  if (!settlement.paid) return t('admin.subscriptions.not_paid');
  if (settlement.kind === 'subscription')
    return t('admin.subscriptions.paid', { plan: t(`admin.plan.${settlement.plan}`) });
  return t('admin.subscriptions.paid_other');
}

/** Back from Stripe's checkout: the check of the payment, then its outcome (announced), or a failure to retry. */
export function SettlementNotice({ subscriptions, t }: { readonly subscriptions: Subscriptions; readonly t: T }) {
  const state = useStore(subscriptions.$settlement);
  if (!state) return null;
  if (state.status === 'settling') return <FormStatus>{t('admin.subscriptions.settling')}</FormStatus>;
  if (state.status === 'failed')
    return <LoadFailed error={state.error} t={t} onRetry={() => void subscriptions.retrySettle()} />;
  return state.settlement.paid ? (
    <FormStatus tone="success">{outcomeText(state.settlement, t)}</FormStatus>
  ) : (
    <FormAlert>{outcomeText(state.settlement, t)}</FormAlert>
  );
}
