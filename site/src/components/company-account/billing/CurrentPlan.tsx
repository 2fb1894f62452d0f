import { useStore } from '@nanostores/react';
import { ApiError } from '@migralink/shared/client';
import type { CurrentPlan as Current } from '@migralink/shared/schemas/billing';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { problemText } from '@/kit/problems';
import type { BillingFormat } from './billing-format';
import type { SubscriptionsKey } from './messages';
import type { Subscriptions } from './subscriptions-store';

interface PlanProps {
  readonly subscriptions: Subscriptions;
  readonly format: BillingFormat;
  readonly tariffsUrl: string;
  readonly t: Translate<SubscriptionsKey>;
}

/** Renews or ends on: what happens at the end of the paid period. */
function periodEnd(current: Current, format: BillingFormat, t: Translate<SubscriptionsKey>): string | undefined {
  if (!current.current_period_end) return undefined;
  const date = format.day(current.current_period_end);
  return t(current.cancel_at_period_end ? 'admin.subscriptions.ends_on' : 'admin.subscriptions.renews_on', { date });
}

/** What the owner should know of the plan now: cancelled, a failed renewal, or what the free plan lacks. */
function planNote(current: Current): SubscriptionsKey | undefined {
  if (current.status === 'past_due') return 'admin.subscriptions.past_due_note';
  if (current.cancel_at_period_end) return 'admin.subscriptions.cancelled_note';
  if (current.package === 'basic') return 'admin.subscriptions.free_note';
  return undefined;
}

/** "Manage billing": opens Stripe's portal; shown once the company has a billing account. */
function ManageBilling({ subscriptions, t }: Pick<PlanProps, 'subscriptions' | 't'>) {
  const state = useStore(subscriptions.billing.$state);
  const busy = state.phase === 'loading' || state.phase === 'done';
  return (
    <div className="billing-manage">
      <button
        type="button"
        className="account-button account-button--secondary"
        disabled={busy}
        onClick={() => void subscriptions.manageBilling()}
      >
        {t(busy ? 'admin.subscriptions.opening_billing' : 'admin.subscriptions.manage')}
      </button>
      <p className="admin-note">{t('admin.subscriptions.manage_hint')}</p>
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
    </div>
  );
}

function PlanFacts({ current, format, t }: { readonly current: Current } & Pick<PlanProps, 'format' | 't'>) {
  const end = periodEnd(current, format, t);
  return (
    <dl className="billing-facts">
      <div>
        <dt>{t('admin.subscriptions.plan')}</dt>
        <dd className="billing-facts__plan">{t(`admin.plan.${current.package}`)}</dd>
      </div>
      {current.period && (
        <div>
          <dt>{t('admin.subscriptions.period')}</dt>
          <dd>{t(`admin.subscriptions.period.${current.period}`)}</dd>
        </div>
      )}
      {current.status && (
        <div>
          <dt>{t('admin.subscriptions.status')}</dt>
          <dd>
            <span className={`billing-status billing-status--${current.status}`}>
              {t(`admin.subscriptions.status.${current.status}`)}
            </span>
            {end && <span className="billing-facts__end">{end}</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The company's plan: its name, period, status and end of the paid period, with billing and the tariffs. */
export function CurrentPlan({ subscriptions, format, tariffsUrl, t }: PlanProps) {
  const state = useStore(subscriptions.plan.$state);
  if (state.status === 'loading') return <Loading text={t('admin.subscriptions.loading')} />;
  if (state.status === 'failed')
    return state.error instanceof ApiError && state.error.status === 404 ? (
      <p className="admin-note">{t('admin.subscriptions.no_company')}</p>
    ) : (
      <LoadFailed error={state.error} t={t} onRetry={() => void subscriptions.retryPlan()} />
    );
  const { current } = state.data;
  const note = planNote(current);
  return (
    <section className="admin-card billing-plan" aria-labelledby="billing-plan">
      <h2 id="billing-plan" className="billing-section__title">
        {t('admin.subscriptions.current')}
      </h2>
      <PlanFacts current={current} format={format} t={t} />
      {note && <p className="admin-note">{t(note)}</p>}
      {current.package !== 'basic' && (
        <p className="billing-plan__actions">
          <a className="account-button account-button--secondary admin-link-button" href={tariffsUrl}>
            {t('admin.subscriptions.see_plans')}
          </a>
        </p>
      )}
      {current.billing && <ManageBilling subscriptions={subscriptions} t={t} />}
    </section>
  );
}
