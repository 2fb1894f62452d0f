import { useStore } from '@nanostores/react';
import { useRef, type SubmitEvent } from 'react';
import { SITE_MESSAGE_LIMITS, type SiteMessage, type SiteMessageStatus } from '@migralink/shared/schemas/site-messages';
import type { Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { TextAreaField } from '@/kit/controls';
import { problemText } from '@/kit/problems';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { StaffInboxKey } from './messages';
import type { StaffInbox } from './staff-inbox-store';

type T = Translate<StaffInboxKey>;
export type Formatted = { readonly formatDate: (iso: string) => string; readonly t: T };

/** Staff's answers, oldest first, each with who sent it and when. */
export function Answers({ message, formatDate, t }: { readonly message: SiteMessage } & Formatted) {
  if (message.answers.length === 0) return null;
  return (
    <section className="admin-card">
      <h3 className="inbox-subtitle">{t('admin.inbox.answers')}</h3>
      <ol className="inbox-answers">
        {message.answers.map((answer) => (
          <li key={answer.id} className="inbox-answer">
            <p className="admin-note">
              {t('admin.inbox.answered_by', { name: answer.author_name, date: formatDate(answer.created_at) })}
            </p>
            <p className="inbox-text">{answer.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The answer, mailed to the sender's address in their language. */
export function AnswerForm({
  inbox,
  message,
  t,
}: {
  readonly inbox: StaffInbox;
  readonly message: SiteMessage;
  readonly t: T;
}) {
  const { state, busy, general, bind } = useForm(inbox.answer, t);
  const element = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(element, state);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void inbox.sendAnswer();
  };
  return (
    <form ref={element} className="admin-card account-form" method="post" noValidate onSubmit={onSubmit}>
      {general && <FormAlert>{general}</FormAlert>}
      <TextAreaField
        {...bind('message')}
        label={t('admin.inbox.answer')}
        hint={t('admin.inbox.answer_hint', { email: message.email })}
        maxLength={SITE_MESSAGE_LIMITS.answer}
      />
      <SubmitButton busy={busy} label={t('admin.inbox.send_answer')} busyLabel={t('admin.inbox.sending')} />
    </form>
  );
}

/** Close the message, or open it again (as new, or answered when it has answers). */
export function StatusActions({
  inbox,
  message,
  t,
}: {
  readonly inbox: StaffInbox;
  readonly message: SiteMessage;
  readonly t: T;
}) {
  const state = useStore(inbox.status.$state);
  const reopened: SiteMessageStatus = message.answers.length > 0 ? 'answered' : 'new';
  const next = message.status === 'closed' ? reopened : 'closed';
  return (
    <div className="inbox-actions">
      {state.phase === 'failed' && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <button
        type="button"
        className="account-button account-button--secondary"
        disabled={state.phase === 'loading'}
        onClick={() => void inbox.setStatus(next)}
      >
        {t(next === 'closed' ? 'admin.inbox.close' : 'admin.inbox.reopen')}
      </button>
    </div>
  );
}

/** What the last action came to: the answer's address, or the message's status now. */
export function Notice({
  inbox,
  message,
  t,
}: {
  readonly inbox: StaffInbox;
  readonly message: SiteMessage;
  readonly t: T;
}) {
  const notice = useStore(inbox.$notice);
  if (!notice) return null;
  const text =
    notice.kind === 'answered'
      ? t('admin.inbox.answer_sent', { email: notice.email })
      : t('admin.inbox.status_now', { status: t(`admin.inbox.status.${message.status}`) });
  return <FormStatus tone="success">{text}</FormStatus>;
}
