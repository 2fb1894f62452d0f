import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { useDateFormat, useIsland } from '@/kit/react';
import { sendToSignIn } from '../company-account/shared/session';
import { ItemReview } from './ItemReview';
import type { ModerationKey, ModerationMessages } from './messages';
import { LoadStatus } from './LoadStatus';
import { createModeration, type Moderation } from './moderation-store';
import { openButtonId, QueueList } from './QueueList';
import '../account/account.css';
import '../company-account/shared/admin.css';
import './moderation.css';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { LoadMore } from '@/kit/load-more';

export interface ModerationAppProps {
  readonly locale: Locale;
  readonly messages: ModerationMessages;
}

/**
 * The staff moderation queue: the waiting companies and services, oldest
 * first, a page at a time; one opens to show what changed and to approve or
 * reject it. A decided entry leaves the list.
 */
export default function ModerationApp({ locale, messages }: ModerationAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const moderation = useIsland(() => createModeration({ onSessionExpired: () => sendToSignIn(locale) }));
  const open = useStore(moderation.$open);
  const role = useSignedInRole();

  useEffect(() => {
    if (role !== 'admin') return;
    void moderation.start();
    return moderation.dispose;
  }, [role, moderation]);

  if (role !== undefined && role !== 'admin') return <FormStatus>{t('admin.moderation.not_staff')}</FormStatus>;
  if (open) return <ItemReview moderation={moderation} entry={open} locale={locale} formatDate={formatDate} t={t} />;
  return <Queue moderation={moderation} staff={role === 'admin'} formatDate={formatDate} t={t} />;
}

/** The queue with the notice of what last left it, "load more", and the focus where the moderator left off. */
function Queue({
  moderation,
  staff,
  formatDate,
  t,
}: {
  readonly moderation: Moderation;
  /** Known to be staff (the queue loads); false until the island knows who is signed in. */
  readonly staff: boolean;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ModerationKey>;
}) {
  const load = useStore(moderation.queue.$state);
  const notice = useStore(moderation.$notice);
  const noticeRef = useRef<HTMLDivElement>(null);

  // Moves the focus once the view it aims at is rendered.
  useEffect(() => {
    const target = moderation.takeFocus();
    if (!target) return;
    if ('notice' in target) noticeRef.current?.focus();
    else document.getElementById(openButtonId(target.button))?.focus();
  });

  return (
    <div className="moderation">
      <p className="admin-note">{t('admin.moderation.lead')}</p>
      <div ref={noticeRef} tabIndex={-1} className="moderation__notice">
        {notice && (
          <FormStatus tone="success">{t(`admin.moderation.${notice.outcome}`, { name: notice.name })}</FormStatus>
        )}
      </div>
      <LoadStatus
        state={staff ? load : { status: 'loading' }}
        loading={t('admin.moderation.loading')}
        t={t}
        onRetry={() => void moderation.retry()}
      />
      {staff && load.status === 'ready' && (
        <>
          {load.data.items.length === 0 && !load.data.nextCursor ? (
            <p className="admin-card">{t('admin.moderation.empty')}</p>
          ) : (
            <QueueList items={load.data.items} formatDate={formatDate} onOpen={moderation.open} t={t} />
          )}
          {load.data.nextCursor && (
            <LoadMore
              more={moderation.more}
              t={t}
              label={t('admin.moderation.load_more')}
              busyLabel={t('admin.moderation.loading_more')}
              onMore={() => void moderation.loadMore()}
            />
          )}
        </>
      )}
    </div>
  );
}
