import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { AppealSummary } from '@migralink/shared/schemas/appeals';
import type { Translate } from '@/i18n/format';
import type { Loader } from '@/kit/load';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import type { CursorList } from '@/kit/paged-list';
import type { Request } from '@/kit/request';
import type { ThreadKey } from './messages';

/**
 * A list of appeals as both screens show it, loaded by cursor with "Show more": each with its subject, a badge
 * (`badge`: its status, or how long it has waited), "Open" and a line under it (`note`).
 */
export function AppealLines({
  list,
  more,
  empty,
  badge,
  note,
  onOpen,
  onRetry,
  onMore,
  t,
}: {
  readonly list: Loader<CursorList<AppealSummary>>;
  readonly more: Request<never>;
  readonly empty: string;
  readonly badge: (appeal: AppealSummary) => ReactNode;
  readonly note: (appeal: AppealSummary) => string;
  readonly onOpen: (id: string) => void;
  readonly onRetry: () => void;
  readonly onMore: () => void;
  readonly t: Translate<ThreadKey>;
}) {
  const load = useStore(list.$state);
  if (load.status === 'loading') return <Loading text={t('appeals.loading')} />;
  if (load.status === 'failed') return <LoadFailed error={load.error} t={t} onRetry={onRetry} />;
  if (load.data.items.length === 0) return <p className="admin-card">{empty}</p>;
  return (
    <>
      <ol className="appeal-list">
        {load.data.items.map((appeal) => (
          <li key={appeal.id} className="admin-card appeal-line">
            <div className="appeal-line__head">
              <span className="appeal-line__subject">{appeal.subject}</span>
              {badge(appeal)}
              <button
                type="button"
                className="account-button account-button--secondary"
                onClick={() => onOpen(appeal.id)}
              >
                {t('appeals.open')}
              </button>
            </div>
            <p className="admin-note">{note(appeal)}</p>
          </li>
        ))}
      </ol>
      {load.data.nextCursor && (
        <LoadMore
          more={more}
          t={t}
          label={t('appeals.load_more')}
          busyLabel={t('appeals.loading_more')}
          onMore={onMore}
        />
      )}
    </>
  );
}
