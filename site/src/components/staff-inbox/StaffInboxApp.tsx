import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { listSiteMessages } from '@migralink/shared/api/site-messages';
import type { Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { MessageList } from './MessageList';
import { MessageFacts } from './MessageFacts';
import { AnswerForm, Answers, Notice, StatusActions } from './MessageView';
import type { StaffInboxKey, StaffInboxMessages } from './messages';
import { createStaffInbox, type StaffInbox } from './staff-inbox-store';
import '../account/account.css';
import '../company-account/shared/admin.css';
import './staff-inbox.css';

export interface StaffInboxAppProps {
  readonly locale: Locale;
  readonly messages: StaffInboxMessages;
}

/** The roles that work the inbox: the route's, and admins (who pass every role check). */
const STAFF = new Set<Role>([...listSiteMessages.roles, 'admin']);

/** An opened message: what was sent, the answers, the answer form and the status. */
function OpenMessage({
  inbox,
  locale,
  formatDate,
  t,
}: {
  readonly inbox: StaffInbox;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<StaffInboxKey>;
}) {
  const load = useStore(inbox.item.$state);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = load.status === 'ready';
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  return (
    <div className="inbox">
      <button type="button" className="account-button account-button--quiet" onClick={() => void inbox.back()}>
        ← {t('admin.inbox.back')}
      </button>
      {load.status === 'loading' && <Loading text={t('admin.inbox.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void inbox.retryItem()} />}
      {load.status === 'ready' && (
        <>
          <div className="inbox-line__head">
            <h2 ref={heading} tabIndex={-1} className="admin-card__title">
              {load.data.subject ?? load.data.name}
            </h2>
            <span className="inbox-badge">{t(`admin.inbox.status.${load.data.status}`)}</span>
          </div>
          <Notice inbox={inbox} message={load.data} t={t} />
          <MessageFacts message={load.data} locale={locale} formatDate={formatDate} t={t} />
          <Answers message={load.data} formatDate={formatDate} t={t} />
          <AnswerForm inbox={inbox} message={load.data} t={t} />
          <StatusActions inbox={inbox} message={load.data} t={t} />
        </>
      )}
    </div>
  );
}

/**
 * The staff inbox (`/admin/messages/`, docs/product.md "Forms"): the messages to the platform by status and
 * kind, new ones oldest first; a message opened (`?id=` too) with its answers, answered by mail, closed or
 * opened again.
 */
export default function StaffInboxApp({ locale, messages }: StaffInboxAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const inbox = useIsland(() => createStaffInbox({ onSessionExpired: () => sendToSignIn(locale) }));
  const open = useStore(inbox.$open);
  const role = useSignedInRole();
  const staff = role !== undefined && STAFF.has(role);
  useEffect(() => {
    if (staff) void inbox.start(queryParam('id'));
  }, [staff, inbox]);

  if (role === undefined) return <Loading text={t('admin.inbox.loading')} />;
  if (!staff) return <FormStatus>{t('admin.inbox.not_staff')}</FormStatus>;
  if (open) return <OpenMessage inbox={inbox} locale={locale} formatDate={formatDate} t={t} />;
  return <MessageList inbox={inbox} formatDate={formatDate} t={t} />;
}
