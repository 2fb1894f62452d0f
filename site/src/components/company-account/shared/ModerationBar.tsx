import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { ModerationStateView } from '@migralink/shared/schemas/company-account';
import { createTranslator } from '@/i18n/format';
import { problemText } from '@/kit/problems';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { useIsland } from '@/kit/react';
import type { AdminSharedMessages } from './messages';
import { createModerationBar } from './moderation-bar-store';
import { allowedActions, rejectionComment, visibilityNote } from './moderation-state';
import { PlansNote } from './PlansNote';
import { sendToSignIn } from './session';
import { StatusBadge } from './StatusBadge';
import '@/components/account/account.css';
import './admin.css';

export interface ModerationBarProps {
  /** The company or service itself (or just its moderation fields). */
  readonly state: ModerationStateView;
  /** The page's language: where an expired session is sent to sign in. */
  readonly locale: Locale;
  /** Disables the actions (e.g. while the editor saves). */
  readonly busy?: boolean;
  /**
   * Each action calls the API and updates `state`; a failure is thrown and shown
   * here, and an expired session sends the owner to sign in.
   */
  readonly onSubmit: () => Promise<void>;
  readonly onPublish: () => Promise<void>;
  readonly onUnpublish: () => Promise<void>;
  readonly messages: AdminSharedMessages;
  /**
   * Why publishing is not possible now (the plan's number of published services
   * is reached): the publish button says so before the click, and pressing it
   * calls `onBlockedPublish` (the error modal with the way to the plans) instead
   * (without it, the API's refusal opens the modal).
   */
  readonly publishBlocked?: ReactNode;
  readonly onBlockedPublish?: () => void;
}

const LABELS = {
  submit: ['admin.action.submit', 'admin.action.submitting', 'admin.action.submitted'],
  publish: ['admin.action.publish', 'admin.action.publishing', 'admin.action.published'],
  unpublish: ['admin.action.unpublish', 'admin.action.unpublishing', 'admin.action.unpublished'],
} as const;

/**
 * The moderation state of a company or a service with what the owner can do
 * next: the badge, the moderator's comment after a rejection, what the public
 * sees meanwhile, and the buttons the state allows.
 */
export function ModerationBar({
  state,
  locale,
  busy = false,
  onSubmit,
  onPublish,
  onUnpublish,
  messages,
  publishBlocked,
  onBlockedPublish,
}: ModerationBarProps) {
  const blockedId = useId();
  const t = useMemo(() => createTranslator(messages), [messages]);
  const bar = useIsland(() => createModerationBar({ toSignIn: () => sendToSignIn(locale) }));
  const request = useStore(bar.request.$state);
  const pressed = useStore(bar.$action);
  const plans = useStore(bar.$plans);
  const running = request.phase === 'loading' ? pressed : null;
  const statusRef = useRef<HTMLDivElement>(null);
  const handlers = { submit: onSubmit, publish: onPublish, unpublish: onUnpublish };

  // The pressed button may be gone once the state changed: the focus goes to the result instead.
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (request.phase === 'done' && lost) statusRef.current?.focus();
  }, [request.phase]);

  const comment = rejectionComment(state);
  const note = visibilityNote(state);
  const actions = allowedActions(state);
  return (
    <section className="panel admin-moderation-bar" aria-label={t('admin.status.label')}>
      <StatusBadge status={state.status} published={state.published} messages={messages} />
      {comment && (
        <div className="admin-moderation-bar__comment">
          <p className="admin-moderation-bar__comment-title">{t('admin.state.comment')}</p>
          <p>{comment}</p>
        </div>
      )}
      {state.status === 'on_moderation' && <p className="admin-note">{t('admin.state.on_moderation')}</p>}
      {note && <p className="admin-note">{t(`admin.state.${note}`)}</p>}
      {actions.length > 0 && (
        <div className="account-form__actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`account-button account-button--${action === 'unpublish' ? 'secondary' : 'primary'}`}
              disabled={busy || running !== null}
              aria-describedby={action === 'publish' && publishBlocked ? blockedId : undefined}
              aria-busy={running === action || undefined}
              onClick={() =>
                action === 'publish' && publishBlocked && onBlockedPublish
                  ? onBlockedPublish()
                  : void bar.run(action, handlers[action])
              }
            >
              {t(LABELS[action][running === action ? 1 : 0])}
            </button>
          ))}
        </div>
      )}
      {publishBlocked && actions.includes('publish') && (
        <div id={blockedId} className="admin-plan-note">
          {publishBlocked}
        </div>
      )}
      <div ref={statusRef} tabIndex={-1} className="admin-moderation-bar__result">
        {request.phase === 'done' && pressed && <FormStatus tone="success">{t(LABELS[pressed][2])}</FormStatus>}
        {request.phase === 'failed' && (
          <FormAlert>
            {problemText(t, request.problems.general)}
            <PlansNote plans={plans} t={t} />
          </FormAlert>
        )}
      </div>
    </section>
  );
}
