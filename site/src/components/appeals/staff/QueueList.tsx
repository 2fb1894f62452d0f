import { useStore } from '@nanostores/react';
import { APPEAL_STATUSES, type AppealStatus } from '@migralink/shared/schemas/appeals';
import type { Translate } from '@/i18n/format';
import { ChoiceField } from '@/kit/choices';
import { AppealLines } from '../AppealLines';
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
  const { status } = useStore(queue.$filters);
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
      <AppealLines
        list={queue.list}
        more={queue.more}
        empty={t('appeals.staff.empty')}
        badge={(appeal) =>
          appeal.waiting_seconds !== null && (
            <span className="appeal-badge appeal-badge--open">{waitingText(appeal.waiting_seconds, t)}</span>
          )
        }
        note={(appeal) =>
          `${appeal.user.name} · ${appeal.user.email} · ${t('appeals.opened_on', { date: formatDate(appeal.created_at) })}`
        }
        onOpen={(id) => void queue.open(id)}
        onRetry={() => void queue.retry()}
        onMore={() => void queue.loadMore()}
        t={t}
      />
    </div>
  );
}
