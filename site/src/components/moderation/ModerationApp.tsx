import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { moderationQueueRoute } from '@migralink/shared/api/moderation';
import type { Locale } from '@migralink/shared/locales';
import type { ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { $auth } from '@/stores/auth';
import { describeError, isSessionExpired, problemText, type Problem } from '@/kit/problems';
import { FormAlert, FormStatus, RetryAlert } from '@/kit/fields';
import { useHydrated } from '@/kit/react';
import { sendToSignIn } from '../company-account/shared/session';
import { ItemReview, type Decision } from './ItemReview';
import type { ModerationMessages } from './messages';
import { appendPage, removeItem, updateItem, type ItemRef, type QueueState } from './queue';
import { openButtonId, QueueList } from './QueueList';
import '../account/account.css';
import '../company-account/shared/admin.css';
import './moderation.css';

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'failed'; readonly problem: Problem | undefined };

/** Where the focus goes after the view changed: back to an entry's button, the notice, or a new page's first entry. */
type FocusTarget = { readonly button: ItemRef } | { readonly notice: true } | null;

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
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
  const hydrated = useHydrated();
  const { token, user } = useStore($auth);
  const role = hydrated && token ? user?.role : undefined;

  const [queue, setQueue] = useState<QueueState>({ items: [], nextCursor: null });
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreProblem, setMoreProblem] = useState<Problem | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<ModerationQueueItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const focusTarget = useRef<FocusTarget>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const toSignIn = useCallback(() => sendToSignIn(locale), [locale]);
  const fail = useCallback(
    (error: unknown) => {
      if (isSessionExpired(error)) toSignIn();
      else setLoad({ status: 'failed', problem: describeError(error, { fields: [] }).general });
    },
    [toSignIn],
  );

  useEffect(() => {
    if (role !== 'admin') return;
    let current = true;
    setLoad({ status: 'loading' });
    callChecked(moderationQueueRoute, { query: {} })
      .then(({ data }) => {
        if (!current) return;
        setQueue(appendPage({ items: [], nextCursor: null }, data));
        setLoad({ status: 'ready' });
      })
      .catch((error: unknown) => current && fail(error));
    return () => {
      current = false;
    };
  }, [role, attempt, fail]);

  // Moves the focus once the view it aims at is rendered.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || open) return;
    focusTarget.current = null;
    if ('notice' in target) noticeRef.current?.focus();
    else document.getElementById(openButtonId(target.button))?.focus();
  });

  const loadMore = async () => {
    if (!queue.nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreProblem(undefined);
    try {
      const { data } = await callChecked(moderationQueueRoute, { query: { cursor: queue.nextCursor } });
      const fresh = appendPage(queue, data);
      const first = fresh.items[queue.items.length];
      if (first) focusTarget.current = { button: first };
      setQueue(fresh);
    } catch (error) {
      // The entries shown stay; only the next page failed.
      if (isSessionExpired(error)) toSignIn();
      else setMoreProblem(describeError(error, { fields: [] }).general ?? { key: 'errors.generic' });
    } finally {
      setLoadingMore(false);
    }
  };

  const openItem = (item: ModerationQueueItem) => {
    setNotice(null);
    setOpen(item);
  };
  const back = () => {
    if (open) focusTarget.current = { button: open };
    setOpen(null);
  };
  const leave = (entry: ModerationQueueItem, text: string) => {
    setQueue((current) => removeItem(current, entry));
    setNotice(text);
    focusTarget.current = { notice: true };
    setOpen(null);
  };
  const onDecided = (entry: ModerationQueueItem, decision: Decision) =>
    leave(entry, t(`admin.moderation.${decision}`, { name: entry.name }));
  const onGone = (entry: ModerationQueueItem) => leave(entry, t('admin.moderation.gone', { name: entry.name }));
  const onRefreshed = useCallback((entry: ModerationQueueItem) => {
    setQueue((current) => updateItem(current, entry));
    setOpen((current) => (current && current.kind === entry.kind && current.uuid === entry.uuid ? entry : current));
  }, []);

  if (role !== undefined && role !== 'admin') return <FormStatus>{t('admin.moderation.not_staff')}</FormStatus>;
  if (open) {
    return (
      <ItemReview
        entry={open}
        locale={locale}
        formatDate={formatDate}
        t={t}
        onBack={back}
        onDecided={onDecided}
        onGone={onGone}
        onRefreshed={onRefreshed}
        onSessionExpired={toSignIn}
      />
    );
  }
  return (
    <div className="moderation">
      <p className="admin-note">{t('admin.moderation.lead')}</p>
      <div ref={noticeRef} tabIndex={-1} className="moderation__notice">
        {notice && <FormStatus tone="success">{notice}</FormStatus>}
      </div>
      {(role === undefined || load.status === 'loading') && (
        <div aria-busy="true">
          <FormStatus>{t('admin.moderation.loading')}</FormStatus>
        </div>
      )}
      {load.status === 'failed' && (
        <RetryAlert
          message={problemText(t, load.problem)}
          retryLabel={t('common.retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {role === 'admin' && load.status === 'ready' && (
        <>
          {queue.items.length === 0 && !queue.nextCursor ? (
            <p className="admin-card">{t('admin.moderation.empty')}</p>
          ) : (
            <QueueList items={queue.items} formatDate={formatDate} onOpen={openItem} t={t} />
          )}
          {moreProblem && <FormAlert>{problemText(t, moreProblem)}</FormAlert>}
          {queue.nextCursor && (
            <p>
              <button
                type="button"
                className="account-button account-button--secondary"
                disabled={loadingMore}
                onClick={() => void loadMore()}
              >
                {t(loadingMore ? 'admin.moderation.loading_more' : 'admin.moderation.load_more')}
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
