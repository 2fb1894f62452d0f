import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { AppealLines } from '../AppealLines';
import { MessageFields } from '../MessageFields';
import { Thread } from '../Thread';
import type { MyAppealsKey, MyAppealsMessages } from '../messages';
import { NewAppealForm } from './NewAppealForm';
import { createMyAppeals, type MyAppeals } from './my-appeals-store';
import '../../account/account.css';
import '../../company-account/shared/admin.css';
import '../appeals.css';

type T = Translate<MyAppealsKey>;
type Dated = { readonly store: MyAppeals; readonly formatDate: (iso: string) => string; readonly t: T };

/** The user's appeals, newest first, with "New appeal". */
function AppealList({ store, formatDate, t }: Dated) {
  return (
    <div className="appeals">
      <button type="button" className="account-button account-button--primary" onClick={() => store.startNew()}>
        {t('appeals.new')}
      </button>
      <AppealLines
        list={store.list}
        more={store.more}
        empty={t('appeals.empty')}
        badge={(appeal) => (
          <span className={`appeal-badge appeal-badge--${appeal.status}`}>{t(`appeals.status.${appeal.status}`)}</span>
        )}
        note={(appeal) => t('appeals.opened_on', { date: formatDate(appeal.created_at) })}
        onOpen={(id) => void store.open(id)}
        onRetry={() => void store.retry()}
        onMore={() => void store.loadMore()}
        t={t}
      />
    </div>
  );
}

/** One appeal: its thread and the reply, which reopens a closed one. */
function OpenAppeal({ store, formatDate, t }: Dated) {
  const load = useStore(store.item.$state);
  const notice = useStore(store.$notice);
  return (
    <div className="appeals">
      <button type="button" className="account-button account-button--quiet" onClick={() => void store.back()}>
        ← {t('appeals.back')}
      </button>
      {load.status === 'loading' && <Loading text={t('appeals.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void store.retryItem()} />}
      {load.status === 'ready' && (
        <>
          <div className="appeal-line__head">
            <h2 className="admin-card__title">{load.data.subject}</h2>
            <span className={`appeal-badge appeal-badge--${load.data.status}`}>
              {t(`appeals.status.${load.data.status}`)}
            </span>
          </div>
          {notice && (
            <FormStatus tone="success">{t(notice === 'sent' ? 'appeals.sent' : 'appeals.reply_sent')}</FormStatus>
          )}
          <Thread appeal={load.data} formatDate={formatDate} t={t} />
          <MessageFields
            form={store.reply.form}
            label={t('appeals.reply')}
            hint={load.data.status === 'closed' ? t('appeals.reopen_hint') : undefined}
            send={t(load.data.status === 'closed' ? 'appeals.send_reopen' : 'appeals.send_reply')}
            onSend={() => void store.reply.submit()}
            t={t}
          />
        </>
      )}
    </div>
  );
}

export interface MyAppealsAppProps {
  readonly locale: Locale;
  readonly messages: MyAppealsMessages;
}

/**
 * The user's appeals to customer support (`/account/appeals/`, docs/product.md "Customer support"): the list,
 * a new appeal (`?new=1`), one opened (`?id=`) with its thread and a reply. Without a session, sign-in and back.
 */
export default function MyAppealsApp({ locale, messages }: MyAppealsAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const store = useIsland(() => createMyAppeals({ onSessionExpired: () => sendToSignIn(locale) }));
  const view = useStore(store.$view);
  useEffect(() => void store.start(queryParam('id'), queryParam('new') === '1'), [store]);

  if (view.kind === 'new') return <NewAppealForm store={store} t={t} />;
  if (view.kind === 'open') return <OpenAppeal store={store} formatDate={formatDate} t={t} />;
  return <AppealList store={store} formatDate={formatDate} t={t} />;
}
