import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { ApplicationView } from '@/components/company-account/certificates/ApplicationView';
import { StateBadge } from '@/components/company-account/certificates/Badges';
import { CertificateFacts } from '@/components/company-account/certificates/CertificateFacts';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { createCertificateReview, type CertificateReview } from './certificate-review-store';
import type { CertificateReviewKey, CertificateReviewMessages } from './messages';
import { ReviewDecision } from './ReviewDecision';
import { ReviewQueue } from './ReviewQueue';
import '../account/account.css';
import '../company-account/shared/admin.css';
import '../company-account/certificates/certificates.css';

export interface CertificateReviewAppProps {
  readonly locale: Locale;
  readonly messages: CertificateReviewMessages;
}

type T = Translate<CertificateReviewKey>;

/** An opened application: its state, certificate, fields, documents and history, and the decision. */
function ReviewItem({
  review,
  locale,
  formatDate,
  t,
}: {
  readonly review: CertificateReview;
  readonly locale: Locale;
  readonly formatDate: (iso: string) => string;
  readonly t: T;
}) {
  const load = useStore(review.item.$state);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = load.status === 'ready';
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready]);
  return (
    <div className="cert">
      <button type="button" className="account-button account-button--quiet cert-action" onClick={review.back}>
        ← {t('admin.certificates.review.back')}
      </button>
      {load.status === 'loading' && <Loading text={t('admin.certificates.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void review.retryItem()} />}
      {load.status === 'ready' && (
        <>
          <div className="cert-intro">
            <h2 ref={headingRef} tabIndex={-1} className="admin-card__title">
              {load.data.fields.company_name}
            </h2>
            <StateBadge state={load.data.state} t={t} />
          </div>
          {load.data.certificate && (
            <section className="admin-card">
              <CertificateFacts certificate={load.data.certificate} locale={locale} t={t} />
            </section>
          )}
          <ApplicationView application={load.data} locale={locale} formatDate={formatDate} t={t} />
          <ReviewDecision review={review} application={load.data} t={t} />
        </>
      )}
    </div>
  );
}

/**
 * Staff's certificate applications (`/admin/certificates/queue/`, docs/product.md "Certificates"): the queue
 * oldest first; an application opened (`?id=` too) with its fields, documents and history, and the
 * decisions its state allows, each confirmed; the outcome is told above the queue.
 */
export default function CertificateReviewApp({ locale, messages }: CertificateReviewAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const review = useIsland(() => createCertificateReview({ onSessionExpired: () => sendToSignIn(locale) }));
  const open = useStore(review.$open);
  const role = useSignedInRole();
  useEffect(() => {
    if (role === 'admin') void review.start(queryParam('id'));
  }, [role, review]);

  if (role !== undefined && role !== 'admin')
    return <FormStatus>{t('admin.certificates.review.not_staff')}</FormStatus>;
  if (role === undefined) return <Loading text={t('admin.certificates.loading')} />;
  if (open) return <ReviewItem review={review} locale={locale} formatDate={formatDate} t={t} />;
  return <ReviewQueue review={review} locale={locale} formatDate={formatDate} t={t} />;
}
