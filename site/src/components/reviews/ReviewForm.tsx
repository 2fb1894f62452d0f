import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { REVIEW_OUTCOMES, REVIEW_TEXT_MAX } from '@migralink/shared/schemas/reviews';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { ChoiceField, RadioGroup } from '@/kit/choices';
import { NumberField, TextAreaField, TextField } from '@/kit/controls';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import { OUTCOME_KEYS, starsText } from './rating-summary';
import { SERVICE_MAX } from './review-form';
import type { ReviewsStore } from './reviews-store';
import type { ReviewsIslandKey } from './messages';
import './review-form.css';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/**
 * Writing or editing one's review: the rating as a group of radio buttons (arrow keys move between them,
 * a screen reader hears "4 stars, 2 of 5"), the text, and the optional service, outcome and days. The
 * form takes the focus when it opens, and the first field in error after a refused send.
 */
export function ReviewForm({
  reviews,
  locale,
  t,
}: {
  readonly reviews: ReviewsStore;
  readonly locale: Locale;
  readonly t: Translate<ReviewsIslandKey>;
}) {
  const editing = useStore(reviews.$editing);
  const { busy, general, bind, state } = useForm(reviews.reviewForm, t);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, state);
  useEffect(() => form.current?.querySelector<HTMLElement>('h3')?.focus(), []);
  const isNew = editing === 'new';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reviews.submitReview();
  };
  return (
    <form ref={form} className="account-form review-form" noValidate aria-busy={busy} onSubmit={submit}>
      <h3 tabIndex={-1}>{t(isNew ? 'reviews.form.title_new' : 'reviews.form.title_edit')}</h3>
      <RadioGroup
        {...bind('rating')}
        legend={t('reviews.form.rating')}
        options={RATINGS.map((value) => ({ value, label: starsText(t, Number(value), locale) }))}
      />
      <TextAreaField
        {...bind('text')}
        label={t('reviews.form.text')}
        hint={t('reviews.form.text_hint')}
        maxLength={REVIEW_TEXT_MAX}
        rows={6}
      />
      <TextField
        {...bind('service')}
        label={t('reviews.form.service')}
        hint={t('reviews.form.service_hint')}
        optional={t('common.optional')}
        maxLength={SERVICE_MAX}
      />
      <ChoiceField
        {...bind('outcome')}
        label={t('reviews.form.outcome')}
        optional={t('common.optional')}
        placeholder={t('reviews.form.outcome_none')}
        choices={REVIEW_OUTCOMES.map((value) => ({ value, label: t(OUTCOME_KEYS[value]) }))}
      />
      <NumberField
        {...bind('processing_days')}
        label={t('reviews.form.processing_days')}
        optional={t('common.optional')}
        decimals={false}
      />
      {general && <FormAlert>{general}</FormAlert>}
      <div className="account-form__actions">
        <SubmitButton
          busy={busy && state.phase === 'loading'}
          label={t(isNew ? 'reviews.form.publish' : 'reviews.form.save')}
          busyLabel={t(isNew ? 'reviews.form.publishing' : 'reviews.form.saving')}
        />
        <button type="button" className="account-button account-button--quiet" onClick={reviews.stopWriting}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
