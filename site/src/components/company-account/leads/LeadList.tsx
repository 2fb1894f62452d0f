import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { LEAD_STATUSES } from '@migralink/shared/enums';
import { LEAD_KINDS, type Lead } from '@migralink/shared/schemas/leads';
import type { Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { ChoiceField } from '@/kit/choices';
import { DateField } from '@/kit/controls';
import { LoadFailed, Loading } from '@/kit/load-state';
import type { Leads } from './leads-store';
import type { LeadsKey } from './messages';
import { LoadMore } from '@/kit/load-more';

interface ListProps {
  readonly leads: Leads;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<LeadsKey>;
}

interface LeadListProps extends ListProps {
  /** Shown under the filters: what works on the whole filtered list (the export). */
  readonly actions?: ReactNode;
}

/** The filters: status or kind (one at a time, as the API takes them, and said so), and a range of days. */
function Filters({ leads, t }: Omit<ListProps, 'formatDate'>) {
  const filters = useStore(leads.$filters);
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const any = t('admin.leads.filter.any');
  return (
    <fieldset className="leads-filters admin-card">
      <legend className="leads-filters__legend">{t('admin.leads.filters')}</legend>
      <p className="admin-note leads-filters__note">{t('admin.leads.filter.one_at_a_time')}</p>
      <ChoiceField
        name="status"
        label={t('admin.leads.filter.status')}
        value={filters.status}
        placeholder={any}
        choices={LEAD_STATUSES.map((value) => ({ value, label: t(`admin.leads.status.${value}`) }))}
        onChange={(value) => void leads.setFilter('status', value as (typeof LEAD_STATUSES)[number] | '')}
      />
      <ChoiceField
        name="kind"
        label={t('admin.leads.filter.kind')}
        value={filters.kind}
        placeholder={any}
        choices={LEAD_KINDS.map((value) => ({ value, label: t(`admin.leads.kind.${value}`) }))}
        onChange={(value) => void leads.setFilter('kind', value as (typeof LEAD_KINDS)[number] | '')}
      />
      <DateField
        name="from"
        label={t('admin.leads.filter.from')}
        value={filters.from}
        onChange={(value) => void leads.setFilter('from', value)}
      />
      <DateField
        name="to"
        label={t('admin.leads.filter.to')}
        value={filters.to}
        error={badRange ? t('admin.leads.filter.bad_range') : undefined}
        onChange={(value) => void leads.setFilter('to', value)}
      />
      <p className="leads-filters__clear">
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => void leads.clearFilters()}
        >
          {t('admin.leads.filter.clear')}
        </button>
      </p>
    </fieldset>
  );
}

/** One lead of the list: date, name, kind, service, status and the unread mark; the name opens it. */
function Row({ lead, leads, formatDate, t }: ListProps & { readonly lead: Lead }) {
  return (
    <li className={`leads-list__item${lead.read ? '' : ' leads-list__item--unread'}`} data-lead={lead.uuid}>
      <div className="leads-list__head">
        <button
          type="button"
          className="leads-list__open"
          aria-label={t('admin.leads.open_named', { name: lead.name })}
          onClick={() => void leads.open(lead.uuid)}
        >
          {lead.name}
        </button>
        {!lead.read && <span className="leads-badge leads-badge--unread">{t('admin.leads.unread')}</span>}
      </div>
      <p className="leads-list__meta">
        <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
        <span>{t(`admin.leads.kind.${lead.kind}`)}</span>
        {lead.service_uuid && <span>{t('admin.leads.about_service')}</span>}
        <span className={`leads-status leads-status--${lead.status}`}>{t(`admin.leads.status.${lead.status}`)}</span>
      </p>
    </li>
  );
}

/** The list with its filters (and the actions on what they select), the notice of what last left it, and "load more". */
export function LeadList({ leads, formatDate, t, actions }: LeadListProps) {
  const load = useStore(leads.list.$state);
  const notice = useStore(leads.$notice);
  return (
    <div className="leads">
      <p className="admin-note">{t('admin.leads.lead')}</p>
      {notice && <FormStatus tone="success">{t(`admin.leads.${notice}`)}</FormStatus>}
      <Filters leads={leads} t={t} />
      {actions}
      {load.status === 'loading' && <Loading text={t('admin.leads.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void leads.retry()} />}
      {load.status === 'ready' && (
        <>
          <p className="admin-note" role="status">
            {t('admin.leads.total', { count: String(load.data.total) })}
          </p>
          {load.data.items.length === 0 ? (
            <p className="admin-card">{t('admin.leads.empty')}</p>
          ) : (
            <ul className="leads-list">
              {load.data.items.map((lead) => (
                <Row key={lead.uuid} lead={lead} leads={leads} formatDate={formatDate} t={t} />
              ))}
            </ul>
          )}
          {load.data.page < load.data.lastPage && (
            <LoadMore
              more={leads.more}
              t={t}
              label={t('admin.leads.load_more')}
              busyLabel={t('admin.leads.loading_more')}
              onMore={() => void leads.loadMore()}
            />
          )}
        </>
      )}
    </div>
  );
}
