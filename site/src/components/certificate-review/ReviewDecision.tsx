import { useStore } from '@nanostores/react';
import { REVOCATION_REASONS, type CertificateApplication } from '@migralink/shared/schemas/certificates';
import type { Translate } from '@/i18n/format';
import { FormAlert } from '@/kit/alerts';
import { ChoiceField } from '@/kit/choices';
import { ConfirmActions } from '@/kit/confirm';
import { TextAreaField } from '@/kit/controls';
import { problemText } from '@/kit/problems';
import { decisionsFor, type CertificateReview, type Decision } from './certificate-review-store';
import type { CertificateReviewKey } from './messages';

type T = Translate<CertificateReviewKey>;

/** The limit of staff's comment (`decisionComment` of the contract). */
const COMMENT_MAX = 2000;

/** "Approve the application of X?": yes or cancel; the question takes the focus. */
function Confirm({
  review,
  decision,
  company,
  t,
}: {
  readonly review: CertificateReview;
  readonly decision: Decision;
  readonly company: string;
  readonly t: T;
}) {
  const busy = useStore(review.decision.$state).phase === 'loading';
  return (
    <ConfirmActions
      label={t(`admin.certificates.review.${decision}`)}
      question={t(`admin.certificates.review.confirm.${decision}`, { company })}
      confirmLabel={t('admin.certificates.review.yes')}
      busyLabel={t('admin.certificates.review.deciding')}
      cancelLabel={t('admin.certificates.review.cancel')}
      busy={busy}
      onConfirm={() => void review.confirm()}
      onCancel={review.cancel}
      focusQuestion
      className="admin-card cert-confirm"
    />
  );
}

/**
 * The decisions the application's state allows: approve (primary), return for changes or reject with a
 * comment, revoke a certificate with a reason and a comment; each asked to be confirmed first.
 */
export function ReviewDecision({
  review,
  application,
  t,
}: {
  readonly review: CertificateReview;
  readonly application: CertificateApplication;
  readonly t: T;
}) {
  const state = useStore(review.decision.$state);
  const comment = useStore(review.$comment);
  const reason = useStore(review.$reason);
  const confirming = useStore(review.$confirming);
  const decisions = decisionsFor(application.state);
  if (decisions.length === 0) return <p className="admin-note">{t('admin.certificates.review.no_decision')}</p>;
  const revoking = decisions.includes('revoke');
  return (
    <section className="admin-card" aria-labelledby="cert-decision-title">
      <h3 id="cert-decision-title" className="cert-section__title">
        {t('admin.certificates.review.decision')}
      </h3>
      {revoking && (
        <ChoiceField
          name="reason"
          label={t('admin.certificates.review.reason')}
          value={reason}
          placeholder={t('admin.certificates.choose')}
          choices={REVOCATION_REASONS.map((value) => ({ value, label: t(`admin.certificates.reason_${value}`) }))}
          error={problemText(t, state.problems.fields.reason)}
          onChange={(value) => review.setReason(value as typeof reason)}
        />
      )}
      <TextAreaField
        name="comment"
        label={t('admin.certificates.review.comment')}
        hint={t('admin.certificates.review.comment_hint')}
        value={comment}
        maxLength={COMMENT_MAX}
        error={problemText(t, state.problems.fields.comment)}
        onChange={review.setComment}
      />
      {state.phase === 'failed' && state.problems.general && (
        <FormAlert>{problemText(t, state.problems.general)}</FormAlert>
      )}
      {confirming ? (
        <Confirm review={review} decision={confirming} company={application.fields.company_name} t={t} />
      ) : (
        <div className="account-form__actions">
          {decisions.map((decision, index) => (
            <button
              key={decision}
              type="button"
              className={`account-button account-button--${index === 0 ? 'primary' : 'secondary'}`}
              onClick={() => review.ask(decision)}
            >
              {t(`admin.certificates.review.${decision}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
