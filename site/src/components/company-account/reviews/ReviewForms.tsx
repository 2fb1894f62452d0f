import { useEffect, useRef, type RefObject, type SubmitEvent } from 'react';
import { COMMENT_TEXT_MAX } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { TextAreaField } from '@/kit/controls';
import type { Form } from '@/kit/form';
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

/** One text box sent to the API, with its send and cancel buttons: the answer and the report are both this. */
function TextForm<F extends string>({
  form,
  field,
  texts,
  max,
  rows,
  onSubmit,
  onCancel,
  t,
}: {
  readonly form: Form<Record<F, string>>;
  readonly field: F;
  readonly texts: { readonly label: string; readonly hint: string; readonly send: string; readonly sending: string };
  readonly max: number;
  readonly rows?: number;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
  readonly t: Translate<ReviewsKey>;
}) {
  const { state, busy, general, bind } = useForm(form, t);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnOpen(formRef);
  useFocusFirstInvalid(formRef, state);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} className="account-form reviews-form" noValidate onSubmit={submit}>
      <TextAreaField {...bind(field)} label={texts.label} hint={texts.hint} maxLength={max} rows={rows} />
      {general && <FormAlert>{general}</FormAlert>}
      <div className="account-form__actions">
        <SubmitButton busy={busy} label={texts.send} busyLabel={texts.sending} />
        <button type="button" className="account-button account-button--secondary" disabled={busy} onClick={onCancel}>
          {t('admin.reviews.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The company's answer to a review, new or changed: published under the review as the company's. */
export function AnswerForm({ reviews, t, onCancel, editing }: FormProps & { readonly editing: boolean }) {
  const texts = {
    label: t(editing ? 'admin.reviews.edit_label' : 'admin.reviews.answer_label'),
    hint: t('admin.reviews.answer_hint', { max: COMMENT_TEXT_MAX }),
    send: t(editing ? 'admin.reviews.save' : 'admin.reviews.answer_send'),
    sending: t(editing ? 'admin.reviews.saving' : 'admin.reviews.answer_sending'),
  };
  return (
    <TextForm
      form={reviews.answer}
      field="text"
      texts={texts}
      max={COMMENT_TEXT_MAX}
      onSubmit={() => void reviews.sendAnswer()}
      onCancel={onCancel}
      t={t}
    />
  );
}

/** The report of a review to staff, with the company's reason. */
export function ReportForm({ reviews, t, onCancel }: FormProps) {
  const texts = {
    label: t('admin.reviews.report_label'),
    hint: t('admin.reviews.report_hint', { max: REPORT_REASON_MAX }),
    send: t('admin.reviews.report_send'),
    sending: t('admin.reviews.report_sending'),
  };
  return (
    <TextForm
      form={reviews.report}
      field="reason"
      texts={texts}
      max={REPORT_REASON_MAX}
      rows={3}
      onSubmit={() => void reviews.sendReport()}
      onCancel={onCancel}
      t={t}
    />
  );
}
