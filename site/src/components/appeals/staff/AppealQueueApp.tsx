import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { listAppealQueue } from '@migralink/shared/api/appeals';
import type { Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { problemText } from '@/kit/problems';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { MessageFields } from '../MessageFields';
import { Thread } from '../Thread';
import type { AppealQueueKey, AppealQueueMessages } from '../messages';
import { AccountPanel } from './AccountPanel';
import { QueueList } from './QueueList';
import { createAppealQueue, type AppealQueue } from './appeal-queue-store';
import '../../account/account.css';
import '../../company-account/shared/admin.css';
import '../appeals.css';

type T = Translate<AppealQueueKey>;

/** The roles that work the queue: the route's, and admins (who pass every role check). */
const STAFF = new Set<Role>([...listAppealQueue.roles, 'admin']);

/** Close the appeal, or open it again. */
function StatusAction({ queue, closed, t }: { readonly queue: AppealQueue; readonly closed: boolean; readonly t: T }) {
  const state = useStore(queue.status.$state);
  return (
    <div className="appeals">
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <button
        type="button"
        className="account-button account-button--secondary"
        disabled={state.phase === 'loading'}
        onClick={() => void queue.setStatus(closed ? 'open' : 'closed')}
      >
        {t(closed ? 'appeals.staff.reopen' : 'appeals.staff.close')}
      </button>
    </div>
  );
}

/** An opened appeal: the thread, the account and company beside it, the answer and the status. */
function OpenAppeal({
  queue,
  formatDate,
  t,
}: {
  readonly queue: AppealQueue;
  readonly formatDate: (iso: string) => string;
  readonly t: T;
}) {
  const load = useStore(queue.item.$state);
  const notice = useStore(queue.$notice);
  return (
    <div className="appeals">
      <button type="button" className="account-button account-button--quiet" onClick={() => void queue.back()}>
        ← {t('appeals.back')}
      </button>
      {load.status === 'loading' && <Loading text={t('appeals.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void queue.retryItem()} />}
      {load.status === 'ready' && (
        <>
          <div className="appeal-line__head">
            <h2 className="admin-card__title">{load.data.appeal.subject}</h2>
            <span className={`appeal-badge appeal-badge--${load.data.appeal.status}`}>
              {t(`appeals.status.${load.data.appeal.status}`)}
            </span>
          </div>
          {notice && (
            <FormStatus tone="success">
              {notice === 'answered'
                ? t('appeals.staff.answer_sent')
                : t('appeals.staff.status_now', { status: t(`appeals.status.${load.data.appeal.status}`) })}
            </FormStatus>
          )}
          <AccountPanel appeal={load.data} formatDate={formatDate} t={t} />
          <Thread appeal={load.data.appeal} formatDate={formatDate} t={t} />
          <MessageFields
            form={queue.answer.form}
            label={t('appeals.staff.answer')}
            hint={t('appeals.staff.answer_hint')}
            send={t('appeals.staff.send_answer')}
            onSend={() => void queue.answer.submit()}
            t={t}
          />
          <StatusAction queue={queue} closed={load.data.appeal.status === 'closed'} t={t} />
        </>
      )}
    </div>
  );
}

export interface AppealQueueAppProps {
  readonly locale: Locale;
  readonly messages: AppealQueueMessages;
}

/**
 * Support's appeals (`/admin/appeals/`, docs/product.md "Customer support"): the queue by status, open ones the
 * longest waiting first; one opened (`?id=` too) with its thread, its account and company, answered, closed or
 * opened again.
 */
export default function AppealQueueApp({ locale, messages }: AppealQueueAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const queue = useIsland(() => createAppealQueue({ onSessionExpired: () => sendToSignIn(locale) }));
  const open = useStore(queue.$open);
  const role = useSignedInRole();
  const staff = role !== undefined && STAFF.has(role);
  useEffect(() => {
    if (staff) void queue.start(queryParam('id'));
  }, [staff, queue]);

  if (role === undefined) return <Loading text={t('appeals.loading')} />;
  if (!staff) return <FormStatus>{t('appeals.staff.not_staff')}</FormStatus>;
  if (open) return <OpenAppeal queue={queue} formatDate={formatDate} t={t} />;
  return <QueueList queue={queue} formatDate={formatDate} t={t} />;
}
