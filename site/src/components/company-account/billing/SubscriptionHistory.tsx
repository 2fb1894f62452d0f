import { useStore } from '@nanostores/react';
import { ApiError } from '@migralink/shared/client';
import type { Subscription } from '@migralink/shared/schemas/billing';
import type { Translate } from '@/i18n/format';
import { FormStatus, RetryAlert } from '@/kit/alerts';
import { MoreButton } from '@/kit/buttons';
import { describeError, problemText } from '@/kit/problems';
import type { BillingFormat } from './billing-format';
import type { SubscriptionsKey } from './messages';
import type { Subscriptions } from './subscriptions-store';

interface HistoryProps {
  readonly subscriptions: Subscriptions;
  readonly format: BillingFormat;
  readonly t: Translate<SubscriptionsKey>;
}

/** The paid period, `1 Nov 2026 – 1 Dec 2026`; what is known of it before Stripe names it. */
function paidPeriod({ current_period_start: start, current_period_end: end }: Subscription, format: BillingFormat) {
  if (start && end) return `${format.day(start)} – ${format.day(end)}`;
  return start ? format.day(start) : '—';
}

function Row({ item, format, t }: { readonly item: Subscription } & Omit<HistoryProps, 'subscriptions'>) {
  const plan = t(`admin.plan.${item.package}`);
  const started = format.day(item.created_at);
  return (
    <tr>
      <th scope="row">
        {plan}
        <span className="billing-history__period">{t(`admin.subscriptions.period.${item.period}`)}</span>
      </th>
      <td>
        <span className={`billing-status billing-status--${item.status}`}>
          {t(`admin.subscriptions.status.${item.status}`)}
        </span>
        {item.ended_at && (
          <span className="billing-history__ended">
            {t('admin.subscriptions.ended', { date: format.day(item.ended_at) })}
          </span>
        )}
      </td>
      <td>
        <time dateTime={item.created_at}>{started}</time>
      </td>
      <td>{paidPeriod(item, format)}</td>
      <td>{format.euros(item.amount)}</td>
      <td>
        {item.invoice_url ? (
          <a
            href={item.invoice_url}
            rel="noopener noreferrer"
            aria-label={t('admin.subscriptions.invoice_link_named', { plan, date: started })}
          >
            {t('admin.subscriptions.invoice_link')}
          </a>
        ) : (
          <span className="admin-note">{t('admin.subscriptions.no_invoice')}</span>
        )}
      </td>
    </tr>
  );
}

function LoadMore({ subscriptions, t }: Omit<HistoryProps, 'format'>) {
  const more = useStore(subscriptions.more.$state);
  return (
    <MoreButton
      problem={more.phase === 'failed' ? problemText(t, more.problems.general) : undefined}
      busy={more.phase === 'loading'}
      label={t('admin.subscriptions.load_more')}
      busyLabel={t('admin.subscriptions.loading_more')}
      onMore={() => void subscriptions.loadMore()}
    />
  );
}

/** The company's subscriptions, newest first, 20 a page with "load more": plan, status, dates, amount, invoice. */
export function SubscriptionHistory({ subscriptions, format, t }: HistoryProps) {
  const state = useStore(subscriptions.history.$state);
  // No company yet: the plan's card says so, and there is no history to speak of.
  if (state.status === 'failed' && state.error instanceof ApiError && state.error.status === 404) return null;
  return (
    <section className="admin-card billing-history" aria-labelledby="billing-history">
      <h2 id="billing-history" className="billing-section__title">
        {t('admin.subscriptions.history')}
      </h2>
      {state.status === 'loading' && <FormStatus>{t('admin.subscriptions.loading')}</FormStatus>}
      {state.status === 'failed' && (
        <RetryAlert
          message={problemText(t, describeError(state.error, { fields: [] }).general)}
          retryLabel={t('common.retry')}
          onRetry={() => void subscriptions.retryHistory()}
        />
      )}
      {state.status === 'ready' && state.data.items.length === 0 && (
        <p className="admin-note">{t('admin.subscriptions.history_empty')}</p>
      )}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <>
          <div className="billing-history__frame">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('admin.subscriptions.plan')}</th>
                  <th scope="col">{t('admin.subscriptions.status')}</th>
                  <th scope="col">{t('admin.subscriptions.started')}</th>
                  <th scope="col">{t('admin.subscriptions.paid_period')}</th>
                  <th scope="col">{t('admin.subscriptions.amount')}</th>
                  <th scope="col">{t('admin.subscriptions.invoice')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((item) => (
                  <Row key={item.id} item={item} format={format} t={t} />
                ))}
              </tbody>
            </table>
          </div>
          <p className="admin-note">{t('admin.subscriptions.amount_note')}</p>
          {state.data.page < state.data.lastPage && <LoadMore subscriptions={subscriptions} t={t} />}
        </>
      )}
    </section>
  );
}
