import { useStore } from '@nanostores/react';
import { SITE_MESSAGE_KINDS, SITE_MESSAGE_STATUSES } from '@migralink/shared/schemas/site-messages';
import type { Translate } from '@/i18n/format';
import { ChoiceField } from '@/kit/choices';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import type { StaffInboxKey } from './messages';
import type { InboxFilters, StaffInbox } from './staff-inbox-store';

type T = Translate<StaffInboxKey>;

/** Which messages: one status, and one kind or every kind. */
function Filters({ inbox, t }: { readonly inbox: StaffInbox; readonly t: T }) {
  const filters = useStore(inbox.$filters);
  return (
    <fieldset className="inbox-filters">
      <legend className="visually-hidden">{t('admin.inbox.filters')}</legend>
      <ChoiceField
        name="status"
        label={t('admin.inbox.status')}
        value={filters.status}
        onChange={(status) => void inbox.filter({ status: status as InboxFilters['status'] })}
        choices={SITE_MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`admin.inbox.status.${status}`) }))}
        error={undefined}
      />
      <ChoiceField
        name="kind"
        label={t('admin.inbox.kind')}
        value={filters.kind}
        onChange={(kind) => void inbox.filter({ kind: kind as InboxFilters['kind'] })}
        choices={[
          { value: '', label: t('admin.inbox.all_kinds') },
          ...SITE_MESSAGE_KINDS.map((kind) => ({ value: kind, label: t(`admin.inbox.kind.${kind}`) })),
        ]}
        error={undefined}
      />
    </fieldset>
  );
}

/** The messages of the chosen status and kind (new ones oldest first), each with who wrote, when and how it starts. */
export function MessageList({
  inbox,
  formatDate,
  t,
}: {
  readonly inbox: StaffInbox;
  readonly formatDate: (iso: string) => string;
  readonly t: T;
}) {
  const load = useStore(inbox.list.$state);
  return (
    <div className="inbox">
      <p className="admin-note">{t('admin.inbox.lead')}</p>
      <Filters inbox={inbox} t={t} />
      {load.status === 'loading' && <Loading text={t('admin.inbox.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void inbox.retry()} />}
      {load.status === 'ready' && load.data.items.length === 0 && (
        <p className="admin-card">{t('admin.inbox.empty')}</p>
      )}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <ol className="inbox-list">
          {load.data.items.map((entry) => (
            <li key={entry.id} className="admin-card inbox-line">
              <div className="inbox-line__head">
                <span className="inbox-line__name">{entry.subject ?? entry.name}</span>
                <span className="inbox-badge">{t(`admin.inbox.kind.${entry.kind}`)}</span>
                <button
                  type="button"
                  className="account-button account-button--secondary"
                  aria-label={t('admin.inbox.open_named', { name: entry.name })}
                  onClick={() => void inbox.open(entry.id)}
                >
                  {t('admin.inbox.open')}
                </button>
              </div>
              <p className="admin-note">
                {entry.name} · {entry.email} · {t('admin.inbox.sent_on', { date: formatDate(entry.created_at) })}
              </p>
              <p className="inbox-line__excerpt">{entry.excerpt}</p>
            </li>
          ))}
        </ol>
      )}
      {load.status === 'ready' && load.data.nextCursor && (
        <LoadMore
          more={inbox.more}
          t={t}
          label={t('admin.inbox.load_more')}
          busyLabel={t('admin.inbox.loading_more')}
          onMore={() => void inbox.loadMore()}
        />
      )}
    </div>
  );
}
