import { useRef, type FormEvent } from 'react';
import { COMMENT_TEXT_MAX } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { TextAreaField } from '@/kit/controls';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { CommentForm as CommentFormStore } from './reviews-store';
import type { ReviewsIslandKey } from './messages';
import './review-form.css';

/** A comment's text and its button: a new comment (or the company's answer), or one's own being edited. */
export function CommentForm({
  comment,
  label,
  send,
  sending,
  onCancel,
  t,
}: {
  readonly comment: CommentFormStore;
  readonly label: string;
  readonly send: string;
  readonly sending: string;
  readonly onCancel?: (() => void) | undefined;
  readonly t: Translate<ReviewsIslandKey>;
}) {
  const { busy, general, bind, state } = useForm(comment.form, t);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, state);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await comment.submit())) return;
    // Sent: the form is ready for the next comment (or the edit closes).
    comment.form.request.reset();
    onCancel?.();
  };
  return (
    <form
      ref={form}
      className="review-comment-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField {...bind('text')} label={label} maxLength={COMMENT_TEXT_MAX} rows={2} />
      {general && <FormAlert>{general}</FormAlert>}
      <div className="account-form__actions">
        <SubmitButton busy={state.phase === 'loading'} label={send} busyLabel={sending} variant="secondary" />
        {onCancel && (
          <button type="button" className="account-button account-button--quiet" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
