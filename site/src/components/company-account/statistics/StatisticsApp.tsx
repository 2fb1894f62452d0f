import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { ApiError } from '@migralink/shared/client';
import { LEAD_STATUSES } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { STATISTICS_PERIODS, type CompanyStatistics } from '@migralink/shared/schemas/statistics';
import { calendarDayText } from '@/i18n/dates';
import { createTranslator, type Translate } from '@/i18n/format';
import { countText } from '@/i18n/plural';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { answerTime } from '@/kit/answer-time';
import { queryParam, useIsland } from '@/kit/react';
import { sendToSignIn } from '../shared/session';
import { DayBars } from './DayBars';
import type { StatisticsKey, StatisticsMessages } from './messages';
import { createStatistics, type Statistics } from './statistics-store';
import '../shared/admin.css';
import './statistics.css';
import { useSignedInRole } from '@/components/company-account/shared/use-role';

export interface StatisticsAppProps {
  readonly locale: Locale;
  readonly messages: StatisticsMessages;
}

type T = Translate<StatisticsKey>;

/** How a time to answer is worded in each unit. */
const UNIT_KEYS = {
  minutes: 'admin.statistics.minutes',
  hours: 'admin.statistics.hours',
  days: 'admin.statistics.days_value',
} as const satisfies Record<ReturnType<typeof answerTime>['unit'], StatisticsKey>;

function showInAddress(period: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('days', period);
  window.history.replaceState(window.history.state, '', url);
}

/** 7, 30 or 90 days: buttons, the chosen one pressed. */
function PeriodChoice({
  statistics,
  locale,
  t,
}: {
  readonly statistics: Statistics;
  readonly locale: Locale;
  readonly t: T;
}) {
  const period = useStore(statistics.$period);
  return (
    <div className="stats-period" role="group" aria-label={t('admin.statistics.period')}>
      {STATISTICS_PERIODS.map((each) => (
        <button
          key={each}
          type="button"
          className="account-button account-button--secondary"
          aria-pressed={each === period}
          onClick={() => void statistics.choose(each)}
        >
          {countText(t, 'admin.statistics.days', Number(each), locale)}
        </button>
      ))}
    </div>
  );
}

function Tile({ label, value, hint }: { readonly label: string; readonly value: string; readonly hint?: string }) {
  return (
    <div className="admin-card stats-tile">
      <p className="stats-tile__label">{label}</p>
      <p className="stats-tile__value">{value}</p>
      {hint && <p className="admin-note">{hint}</p>}
    </div>
  );
}

function Figures({ data, locale, t }: { readonly data: CompanyStatistics; readonly locale: Locale; readonly t: T }) {
  const number = new Intl.NumberFormat(locale);
  const days = data.days.map((day) => calendarDayText(day.day, locale, 'short'));
  const sum = (pick: (day: CompanyStatistics['days'][number]) => number) =>
    data.days.reduce((total, day) => total + pick(day), 0);
  const leads = sum((day) => LEAD_STATUSES.reduce((total, status) => total + day.leads[status], 0));
  const median = data.median_first_answer_minutes;
  const time = median === null ? undefined : answerTime(median);
  const table = {
    dayLabel: t('admin.statistics.day'),
    totalLabel: t('admin.statistics.total'),
    tableLabel: t('admin.statistics.show_table'),
  };
  return (
    <>
      <div className="stats-tiles">
        <Tile label={t('admin.statistics.leads')} value={number.format(leads)} />
        <Tile
          label={t('admin.statistics.contact_views')}
          value={number.format(sum((day) => day.contact_views))}
          hint={t('admin.statistics.contact_views_hint')}
        />
        <Tile
          label={t('admin.statistics.page_views')}
          value={number.format(sum((day) => day.page_views))}
          hint={t('admin.statistics.page_views_hint')}
        />
        <Tile
          label={t('admin.statistics.first_answer')}
          value={time ? t(UNIT_KEYS[time.unit], { count: time.count }) : '—'}
          hint={
            time
              ? countText(t, 'admin.statistics.first_answer_of', data.answered, locale)
              : t('admin.statistics.first_answer_none')
          }
        />
      </div>
      <DayBars
        title={t('admin.statistics.leads_by_day')}
        days={days}
        series={LEAD_STATUSES.map((status) => ({
          key: status,
          label: t(`admin.leads.status.${status}`),
          values: data.days.map((day) => day.leads[status]),
        }))}
        {...table}
      />
      <DayBars
        title={t('admin.statistics.views_by_day')}
        days={days}
        series={[
          { key: 'page', label: t('admin.statistics.page_views'), values: data.days.map((day) => day.page_views) },
          {
            key: 'contacts',
            label: t('admin.statistics.contact_views'),
            values: data.days.map((day) => day.contact_views),
          },
        ]}
        {...table}
      />
      <section className="admin-card stats-services" aria-labelledby="stats-services">
        <h2 id="stats-services" className="stats-chart__title">
          {t('admin.statistics.services')}
        </h2>
        {data.services.length === 0 ? (
          <p className="admin-note">{t('admin.statistics.no_services')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('admin.statistics.service')}</th>
                <th scope="col">{t('admin.statistics.page_views')}</th>
              </tr>
            </thead>
            <tbody>
              {data.services.map((service) => (
                <tr key={service.uuid}>
                  <th scope="row">{service.name || service.uuid}</th>
                  <td>{number.format(service.page_views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/**
 * A company's statistics: the period (7, 30 or 90 days, kept in `?days=`),
 * its totals, leads by day and status, views by day, and its services' page
 * views. For company accounts; a company account without a company yet is
 * told when statistics start.
 */
export default function StatisticsApp({ locale, messages }: StatisticsAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const statistics = useIsland(() => createStatistics({ onSessionExpired: () => sendToSignIn(locale), showInAddress }));
  const state = useStore(statistics.figures.$state);
  const role = useSignedInRole();
  const allowed = role === 'company';

  useEffect(() => {
    if (!allowed) return;
    void statistics.start(queryParam('days'));
    return statistics.dispose;
  }, [allowed, statistics]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.statistics.not_allowed')}</FormStatus>;
  if (!allowed) return <Loading text={t('admin.statistics.loading')} />;
  return (
    <div className="stats">
      <p className="admin-note">{t('admin.statistics.lead')}</p>
      <PeriodChoice statistics={statistics} locale={locale} t={t} />
      {state.status === 'loading' && <Loading text={t('admin.statistics.loading')} />}
      {state.status === 'failed' &&
        (state.error instanceof ApiError && state.error.status === 404 ? (
          <p className="admin-note">{t('admin.statistics.no_company')}</p>
        ) : (
          <LoadFailed error={state.error} t={t} onRetry={() => void statistics.retry()} />
        ))}
      {state.status === 'ready' && <Figures data={state.data} locale={locale} t={t} />}
    </div>
  );
}
