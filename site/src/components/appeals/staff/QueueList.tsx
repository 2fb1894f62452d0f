import { useStore } from '@nanostores/react';
import { APPEAL_STATUSES, type AppealStatus } from '@migralink/shared/schemas/appeals';
import type { Translate } from '@/i18n/format';
import { ChoiceField } from '@/kit/choices';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import type { AppealQueueKey } from '../messages';
import type { AppealQueue } from './appeal-queue-store';

type T = Translate<AppealQueueKey>;

/** How long an appeal has waited, in minutes under an hour, else in hours and minutes. */
export function waitingText(seconds: number, t: T): string {
  const minutes = Math.floor(seconds / 60);
  return minutes < 60
    ? t('appeals.staff.waiting_minutes', { minutes })
    : t('appeals.staff.waiting_hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The appeals of the chosen status (open ones the longest waiting first), each with who, when and how long. */
export function QueueList({
  queue,
  formatDate,
  t,
}: {
  readonly queue: AppealQueue;
  readonly formatDate: (iso: string) => string;
  readonly t: T;
}) {
  const load = useStore(queue.list.$state);
  const status = useStore(queue.$status);
  return (
    <div className="appeals">
      <p className="admin-note">{t('appeals.staff.lead')}</p>
      <ChoiceField
        name="status"
        label={t('appeals.staff.status')}
        value={status}
        onChange={(next) => void queue.show(next as AppealStatus)}
        choices={APPEAL_STATUSES.map((value) => ({ value, label: t(`appeals.status.${value}`) }))}
        error={undefined}
      />
      {load.status === 'loading' && <Loading text={t('appeals.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void queue.retry()} />}
      {load.status === 'ready' && load.data.items.length === 0 && (
        <p className="admin-card">{t('appeals.staff.empty')}</p>
      )}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <ol className="appeal-list">
          {load.data.items.map((appeal) => (
            <li key={appeal.id} className="admin-card appeal-line">
              <div className="appeal-line__head">
                <span className="appeal-line__subject">{appeal.subject}</span>
                {appeal.waiting_seconds !== null && (
                  <span className="appeal-badge appeal-badge--open">{waitingText(appeal.waiting_seconds, t)}</span>
                )}
                <button
                  type="button"
                  className="account-button account-button--secondary"
                  onClick={() => void queue.open(appeal.id)}
                >
                  {t('appeals.open')}
                </button>
              </div>
              <p className="admin-note">
                {appeal.user.name} · {appeal.user.email} ·{' '}
                {t('appeals.opened_on', { date: formatDate(appeal.created_at) })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {load.status === 'ready' && load.data.nextCursor && (
        <LoadMore
          more={queue.more}
          t={t}
          label={t('appeals.load_more')}
          busyLabel={t('appeals.loading_more')}
          onMore={() => void queue.loadMore()}
        />
      )}
    </div>
  );
}
