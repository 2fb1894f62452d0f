import type { Locale } from '@migralink/shared/locales';
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '@migralink/shared/client';
import { approveModeration, moderationItemRoute, rejectModeration } from '@migralink/shared/api/moderation';
import type { ModerationItem, ModerationQueueItem } from '@migralink/shared/schemas/moderation';
import { callChecked } from '@/api/checked';
import type { Translate } from '@/i18n/format';
import { describeError, isSessionExpired, problemText, type Problem } from '@/kit/problems';
import { FormAlert, FormStatus, RetryAlert } from '@/kit/fields';
import { useFocusFirstInvalid, useRequest } from '@/kit/react';
import { TextAreaField } from '@/kit/fields';
import { ChangeList } from './ChangeList';
import type { ModerationKey } from './messages';

export type Decision = 'approved' | 'rejected';

export interface ItemReviewProps {
  readonly entry: ModerationQueueItem;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ModerationKey>;
  readonly onBack: () => void;
  readonly onDecided: (entry: ModerationQueueItem, decision: Decision) => void;
  /** It no longer waits (withdrawn by an edit, or decided by someone else). */
  readonly onGone: (entry: ModerationQueueItem) => void;
  /** A newer revision was sent meanwhile: the queue shows it too. */
  readonly onRefreshed: (entry: ModerationQueueItem) => void;
  readonly onSessionExpired: () => void;
}

type LoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly item: ModerationItem }
  | { readonly status: 'failed'; readonly problem: Problem | undefined };

/** The limit of `moderator_comment` in the reject body's schema (`shared/src/schemas/moderation.ts`). */
const COMMENT_MAX = 2000;

/** The queue's fields of a loaded item. */
const queueEntryOf = (item: ModerationItem): ModerationQueueItem => ({
  kind: item.kind,
  uuid: item.uuid,
  company_uuid: item.company_uuid,
  company_name: item.company_name,
  name: item.name,
  submitted_at: item.submitted_at,
  revision: item.revision,
  first_version: item.first_version,
});
/** The item no longer waits: not found, or not in a state that can be decided. */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * One waiting item: what changed, and the decision. Approve and reject name
 * the revision shown; when the owner changed it meanwhile (409) the screen
 * says so and shows the current one.
 */
export function ItemReview({
  entry,
  locale,
  formatDate,
  t,
  onBack,
  onDecided,
  onGone,
  onRefreshed,
  onSessionExpired,
}: ItemReviewProps) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [stale, setStale] = useState(false);
  // Kept here, not in the form: a reload after a 409 must not lose what the moderator wrote.
  const [comment, setComment] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { kind, uuid } = entry;

  // The heading takes the focus when the item opens, so keyboard and screen reader users start here.
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    callChecked(moderationItemRoute, { params: { kind, uuid } })
      .then(({ data }) => {
        if (!current) return;
        setLoad({ status: 'ready', item: data });
        onRefreshed(queueEntryOf(data));
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isSessionExpired(error)) onSessionExpired();
        else if (isGone(error)) onGone(entry);
        else setLoad({ status: 'failed', problem: describeError(error, { fields: [] }).general });
      });
    return () => {
      current = false;
    };
    // `entry` and the callbacks are the parent's; this loads again only for another item or a retry.
  }, [kind, uuid, attempt]);

  const reload = useCallback(() => {
    setStale(true);
    setAttempt((n) => n + 1);
  }, []);

  return (
    <article className="admin-card moderation-item" aria-labelledby={`${kind}-${uuid}-title`}>
      <p>
        <button type="button" className="account-button account-button--quiet" onClick={onBack}>
          ← {t('admin.moderation.back')}
        </button>
      </p>
      <h2 id={`${kind}-${uuid}-title`} ref={headingRef} tabIndex={-1} className="admin-card__title">
        {entry.name}
      </h2>
      <p className="moderation-queue__meta">
        <span className="admin-badge">{t(`admin.moderation.kind.${kind}`)}</span>
        {kind === 'service' && <span>{t('admin.moderation.of_company', { company: entry.company_name })}</span>}
        <span>{t('admin.moderation.submitted', { date: formatDate(entry.submitted_at) })}</span>
      </p>
      {stale && <FormStatus>{t('admin.moderation.stale')}</FormStatus>}
      {load.status === 'loading' && (
        <div aria-busy="true">
          <FormStatus>{t('admin.moderation.item_loading')}</FormStatus>
        </div>
      )}
      {load.status === 'failed' && (
        <RetryAlert
          message={problemText(t, load.problem)}
          retryLabel={t('common.retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {load.status === 'ready' && (
        <>
          <Changes item={load.item} locale={locale} t={t} />
          <DecisionForm
            key={load.item.revision}
            item={load.item}
            comment={comment}
            onCommentChange={setComment}
            t={t}
            onDecided={(decision) => onDecided(entry, decision)}
            onStale={reload}
            onGone={() => onGone(entry)}
            onSessionExpired={onSessionExpired}
          />
        </>
      )}
    </article>
  );
}

function Changes({
  item,
  locale,
  t,
}: {
  readonly item: ModerationItem;
  readonly locale: Locale;
  readonly t: Translate<ModerationKey>;
}) {
  // A first version comes with every field listed: the API compares it with nothing.
  const { changes } = item;
  return (
    <section className="moderation-item__changes" aria-labelledby="moderation-changes-title">
      <h3 id="moderation-changes-title" className="moderation-item__subtitle">
        {t('admin.moderation.changes')}
      </h3>
      <p className="admin-note">
        {t(item.first_version ? 'admin.moderation.changes_first' : 'admin.moderation.changes_since')}
      </p>
      {changes.length === 0 ? (
        <p>{t('admin.moderation.no_changes')}</p>
      ) : (
        <ChangeList changes={changes} showBefore={!item.first_version} locale={locale} t={t} />
      )}
    </section>
  );
}

function DecisionForm({
  item,
  comment,
  onCommentChange,
  t,
  onDecided,
  onStale,
  onGone,
  onSessionExpired,
}: {
  readonly item: ModerationItem;
  readonly comment: string;
  readonly onCommentChange: (comment: string) => void;
  readonly t: Translate<ModerationKey>;
  readonly onDecided: (decision: Decision) => void;
  readonly onStale: () => void;
  readonly onGone: () => void;
  readonly onSessionExpired: () => void;
}) {
  const [pending, setPending] = useState<Decision | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { state, run, reject } = useRequest({ fields: ['moderator_comment'] as const, onSessionExpired });
  useFocusFirstInvalid(formRef, state);
  // The buttons stay focusable while a decision runs (aria-disabled, not disabled), so the focus is not lost.
  const busy = state.phase === 'loading';
  const params = { kind: item.kind, uuid: item.uuid };

  const decide = async (decision: Decision) => {
    setPending(decision);
    await run(async () => {
      try {
        if (decision === 'approved') {
          await callChecked(approveModeration, { params, body: { revision: item.revision } });
        } else {
          await callChecked(rejectModeration, {
            params,
            body: { revision: item.revision, moderator_comment: comment.trim() },
          });
        }
      } catch (error) {
        // 409: the revision shown is no longer the one waiting; 404: it is gone altogether.
        if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) throw error;
        if (error.status === 409) onStale();
        else onGone();
        return;
      }
      onDecided(decision);
    });
    setPending(null);
  };

  const onReject = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!comment.trim()) {
      reject({ fields: { moderator_comment: { key: 'errors.field.required' } } });
      return;
    }
    void decide('rejected');
  };

  const commentError = problemText(t, state.problems.fields.moderator_comment);
  return (
    <section className="moderation-item__decision" aria-labelledby="moderation-decision-title">
      <h3 id="moderation-decision-title" className="moderation-item__subtitle">
        {t('admin.moderation.decision')}
      </h3>
      {state.problems.general && <FormAlert>{problemText(t, state.problems.general)}</FormAlert>}
      <div className="account-form__actions">
        <button
          type="button"
          className="account-button account-button--primary"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void decide('approved');
          }}
        >
          {t(pending === 'approved' ? 'admin.moderation.approving' : 'admin.moderation.approve')}
        </button>
      </div>
      <form ref={formRef} className="account-form" noValidate onSubmit={onReject}>
        <TextAreaField
          label={t('admin.moderation.comment')}
          hint={t('admin.moderation.comment_hint')}
          name="moderator_comment"
          value={comment}
          maxLength={COMMENT_MAX}
          error={commentError}
          onChange={onCommentChange}
        />
        <div className="account-form__actions">
          <button type="submit" className="account-button account-button--secondary" aria-disabled={busy || undefined}>
            {t(pending === 'rejected' ? 'admin.moderation.rejecting' : 'admin.moderation.reject')}
          </button>
        </div>
      </form>
    </section>
  );
}
