import { useStore } from '@nanostores/react';
import { useEffect, useRef, type SubmitEvent } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { SubmitButton } from '@/kit/buttons';
import { TextAreaField } from '@/kit/controls';
import { problemText } from '@/kit/problems';
import { useFocusFirstInvalid, useForm } from '@/kit/react';
import { ReviewView } from '@/components/company-account/reviews/ReviewView';
import { pageUrl } from '@/urls/account-paths';
import type { ReportedEntry } from './entry';
import type { ReportedReviewsKey } from './messages';
import type { ReportedReviews } from './reported-reviews-store';

/** The limit of a hiding reason (`hideBody` of the contract). */
const HIDE_REASON_MAX = 1000;

interface ItemProps {
  readonly queue: ReportedReviews;
  readonly entry: ReportedEntry;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: Translate<ReportedReviewsKey>;
}

/** The reports on the review, oldest first: the reason (as text), whether the company sent it, and when. */
function Reports({ entry, formatDate, t }: Omit<ItemProps, 'queue' | 'locale'>) {
  return (
    <section className="reported-item__reports">
      <h3 className="reported-item__subtitle">{t('admin.reported_reviews.reports')}</h3>
      <ol className="reported-item__list">
        {entry.reports.map((report, index) => (
          <li key={`${report.reported_at}-${index}`} className="reported-item__report">
            <p className="reported-item__report-meta">
              <strong>
                {t(report.company ? 'admin.reported_reviews.by_company' : 'admin.reported_reviews.by_user')}
              </strong>
              <time dateTime={report.reported_at}>{formatDate(report.reported_at)}</time>
            </p>
            <p className="reported-item__reason">{report.reason}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The id of a review's "Hide" button, where the focus returns when its form is cancelled. */
const hideButtonId = (entry: ReportedEntry) => `reported-${entry.id}-hide`;

/** The reason for hiding (required, mailed to the author), sent with "Hide the review". */
function HideForm({ queue, entry, t }: Pick<ItemProps, 'queue' | 'entry' | 't'>) {
  const { state, general, bind } = useForm(queue.hide, t);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector('textarea')?.focus();
  }, []);
  useFocusFirstInvalid(formRef, state);
  const busy = state.phase === 'loading';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void queue.sendHide();
  };
  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
      <TextAreaField
        {...bind('reason')}
        label={t('admin.reported_reviews.hide_reason')}
        hint={t('admin.reported_reviews.hide_hint', { max: HIDE_REASON_MAX })}
        maxLength={HIDE_REASON_MAX}
        rows={3}
      />
      {general && <FormAlert>{general}</FormAlert>}
      <div className="account-form__actions">
        <SubmitButton
          busy={busy}
          label={t('admin.reported_reviews.hide_send')}
          busyLabel={t('admin.reported_reviews.hiding')}
        />
        <button
          type="button"
          className="account-button account-button--secondary"
          disabled={busy}
          onClick={() => {
            queue.cancelHide();
            window.requestAnimationFrame(() => document.getElementById(hideButtonId(entry))?.focus());
          }}
        >
          {t('admin.reported_reviews.cancel')}
        </button>
      </div>
    </form>
  );
}

/** "Hide" (opens the reason) and "Keep", the keep's failure beside them. */
function Decision({ queue, entry, t }: Pick<ItemProps, 'queue' | 'entry' | 't'>) {
  const hiding = useStore(queue.$hiding);
  const keeping = useStore(queue.$keeping);
  const keep = useStore(queue.keep.$state);
  const name = entry.review.author.name;
  if (hiding === entry.id) return <HideForm queue={queue} entry={entry} t={t} />;
  const mine = keeping === entry.id;
  return (
    <>
      {mine && keep.phase === 'failed' && <FormAlert>{problemText(t, keep.problems.general)}</FormAlert>}
      <div className="reported-item__actions">
        <button
          type="button"
          id={hideButtonId(entry)}
          className="account-button account-button--primary"
          aria-label={t('admin.reported_reviews.hide_named', { name })}
          onClick={() => queue.startHide(entry.id)}
        >
          {t('admin.reported_reviews.hide')}
        </button>
        <button
          type="button"
          className="account-button account-button--secondary"
          aria-label={t('admin.reported_reviews.keep_named', { name })}
          aria-disabled={(mine && keep.phase === 'loading') || undefined}
          onClick={() => void queue.keepShown(entry.id)}
        >
          {t(mine && keep.phase === 'loading' ? 'admin.reported_reviews.keeping' : 'admin.reported_reviews.keep')}
        </button>
      </div>
    </>
  );
}

/** One reported review: which company it is about (linked to its page), the review, its reports, the decision. */
export function ReportedItem({ queue, entry, locale, formatDate, t }: ItemProps) {
  const { review } = entry;
  const headingId = `reported-${review.id}-author`;
  return (
    <article className="card reported-item" aria-labelledby={headingId} data-review={review.id}>
      <p className="reported-item__company">
        <a href={pageUrl(locale, '/company/', { id: review.company.uuid })}>
          {t('admin.reported_reviews.review_of', { company: review.company.name })}
        </a>
      </p>
      <ReviewView review={review} formatDate={formatDate} t={t} headingId={headingId} />
      <Reports entry={entry} formatDate={formatDate} t={t} />
      <Decision queue={queue} entry={entry} t={t} />
    </article>
  );
}
