import { useStore } from '@nanostores/react';
import { useRef, type SubmitEvent } from 'react';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { TextAreaField } from '@/kit/controls';
import { problemText } from '@/kit/problems';
import { useFocusFirstInvalid } from '@/kit/react';
import type { ModerationKey } from './messages';
import { COMMENT_MAX, type Moderation } from './moderation-store';

/** Approve, or reject with a comment for the owner. */
export function DecisionForm({
  moderation,
  t,
}: {
  readonly moderation: Moderation;
  readonly t: Translate<ModerationKey>;
}) {
  const state = useStore(moderation.decision.$state);
  const pending = useStore(moderation.$pending);
  const comment = useStore(moderation.$comment);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, state);
  // The buttons stay focusable while a decision runs (aria-disabled, not disabled), so the focus is not lost.
  const busy = state.phase === 'loading' || undefined;

  const onReject = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void moderation.reject();
  };

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
          aria-disabled={busy}
          onClick={() => void moderation.approve()}
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
          error={problemText(t, state.problems.fields.moderator_comment)}
          onChange={moderation.setComment}
        />
        <div className="account-form__actions">
          <button type="submit" className="account-button account-button--secondary" aria-disabled={busy}>
            {t(pending === 'rejected' ? 'admin.moderation.rejecting' : 'admin.moderation.reject')}
          </button>
        </div>
      </form>
    </section>
  );
}
