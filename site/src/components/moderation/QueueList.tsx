import type { ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import type { Translate } from '@/i18n/format';
import type { ModerationKey } from './messages';
import { itemKey } from './queue';

/** The id of an entry's "Review" button, so the focus can come back to it. */
export const openButtonId = (item: Pick<ModerationQueueItem, 'kind' | 'uuid'>) => `moderation-open-${itemKey(item)}`;

/** The waiting entries, oldest first, each with what it is, whose, since when, and a button to review it. */
export function QueueList({
  items,
  formatDate,
  onOpen,
  t,
}: {
  readonly items: readonly ModerationQueueItem[];
  readonly formatDate: (iso: string) => string;
  readonly onOpen: (item: ModerationQueueItem) => void;
  readonly t: Translate<ModerationKey>;
}) {
  return (
    <ol className="moderation-queue">
      {items.map((item) => (
        <li key={itemKey(item)} className="moderation-queue__item">
          <div className="moderation-queue__about">
            <p className="moderation-queue__name">{item.name}</p>
            <p className="moderation-queue__meta">
              <span className="admin-badge">{t(`admin.moderation.kind.${item.kind}`)}</span>
              <span
                className={`admin-badge ${item.first_version ? 'admin-badge--on_moderation' : 'admin-badge--draft'}`}
              >
                {t(item.first_version ? 'admin.moderation.first_version' : 'admin.moderation.update')}
              </span>
              {item.kind === 'service' && (
                <span>{t('admin.moderation.of_company', { company: item.company_name })}</span>
              )}
              <span>{t('admin.moderation.submitted', { date: formatDate(item.submitted_at) })}</span>
            </p>
          </div>
          <button
            type="button"
            id={openButtonId(item)}
            className="account-button account-button--secondary"
            aria-label={t('admin.moderation.open_named', { name: item.name })}
            onClick={() => onOpen(item)}
          >
            {t('admin.moderation.open')}
          </button>
        </li>
      ))}
    </ol>
  );
}
