import { useEffect, useRef, type RefObject, type SubmitEvent } from 'react';
import { COMMENT_TEXT_MAX } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { FormAlert, SubmitButton, TextAreaField } from '@/kit/fields';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import type { ReviewsKey } from './messages';
import type { CompanyReviews } from './reviews-store';

/** The limit of a report's reason (`reportBody` of the contract). */
export const REPORT_REASON_MAX = 1000;

interface FormProps {
  readonly reviews: CompanyReviews;
  readonly t: Translate<ReviewsKey>;
  /** Closes the form without sending (the focus goes back where it came from). */
  readonly onCancel: () => void;
}

/** Puts the focus in the form's text box when it opens, so the keyboard user writes at once. */
function useFocusOnOpen(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    form.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  }, [form]);
}

/** A form's cancel button: closes it without sending. */
function CancelButton({
  label,
  disabled,
  onCancel,
}: {
  readonly label: string;
  readonly disabled: boolean;
  readonly onCancel: () => void;
}) {
  return (
    <button type="button" className="account-button account-button--secondary" disabled={disabled} onClick={onCancel}>
      {label}
    </button>
  );
}

/** The company's answer to a review, new or changed: published under the review as the company's. */
export function AnswerForm({ reviews, t, onCancel, editing }: FormProps & { readonly editing: boolean }) {
  const { state, general, bind } = useForm(reviews.answer, t);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnOpen(formRef);
  useFocusFirstInvalid(formRef, state);
  const busy = state.phase === 'loading';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void reviews.sendAnswer();
  };
  return (
    <form ref={formRef} className="account-form reviews-form" noValidate onSubmit={onSubmit}>
      <TextAreaField
        {...bind('text')}
        label={t(editing ? 'admin.reviews.edit_label' : 'admin.reviews.answer_label')}
        hint={t('admin.reviews.answer_hint', { max: COMMENT_TEXT_MAX })}
        maxLength={COMMENT_TEXT_MAX}
      />
      {general && <FormAlert>{general}</FormAlert>}
      <div className="account-form__actions">
        <SubmitButton
          busy={busy}
          label={t(editing ? 'admin.reviews.save' : 'admin.reviews.answer_send')}
          busyLabel={t(editing ? 'admin.reviews.saving' : 'admin.reviews.answer_sending')}
        />
        <CancelButton label={t('admin.reviews.cancel')} disabled={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}

/** The report of a review to staff, with the company's reason. */
export function ReportForm({ reviews, t, onCancel }: FormProps) {
  const { state, general, bind } = useForm(reviews.report, t);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnOpen(formRef);
  useFocusFirstInvalid(formRef, state);
  const busy = state.phase === 'loading';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void reviews.sendReport();
  };
  return (
    <form ref={formRef} className="account-form reviews-form" noValidate onSubmit={onSubmit}>
      <TextAreaField
        {...bind('reason')}
        label={t('admin.reviews.report_label')}
        hint={t('admin.reviews.report_hint', { max: REPORT_REASON_MAX })}
        maxLength={REPORT_REASON_MAX}
        rows={3}
      />
      {general && <FormAlert>{general}</FormAlert>}
      <div className="account-form__actions">
        <SubmitButton
          busy={busy}
          label={t('admin.reviews.report_send')}
          busyLabel={t('admin.reviews.report_sending')}
        />
        <CancelButton label={t('admin.reviews.cancel')} disabled={busy} onCancel={onCancel} />
      </div>
    </form>
  );
}
