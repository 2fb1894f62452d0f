import { useStore } from '@nanostores/react';
import type { Locale } from '@migralink/shared/locales';
import { certificateQueueUrl } from '@/components/company-account/certificates/paths';
import type { Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import type { CertificateReview } from './certificate-review-store';
import type { CertificateReviewKey } from './messages';

type T = Translate<CertificateReviewKey>;

/** What the last decision came to, with a link that opens its application again (an approval's certificate to revoke). */
function Outcome({
  review,
  locale,
  t,
}: {
  readonly review: CertificateReview;
  readonly locale: Locale;
  readonly t: T;
}) {
  const outcome = useStore(review.$outcome);
  if (!outcome) return null;
  const text = t(`admin.certificates.review.outcome.${outcome.decision}`, {
    company: outcome.company,
    number: outcome.number ?? '',
  });
  return (
    <div className="cert-intro">
      <FormStatus tone="success">{text}</FormStatus>
      <a
        href={certificateQueueUrl(locale, outcome.id)}
        onClick={(event) => {
          event.preventDefault();
          void review.open(outcome.id);
        }}
      >
        {t('admin.certificates.review.outcome_open')}
      </a>
    </div>
  );
}

/** The applications waiting, oldest first, each with its company, when it was sent and how often returned. */
export function ReviewQueue({
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
  const load = useStore(review.queue.$state);
  return (
    <div className="cert">
      <p className="admin-note">{t('admin.certificates.review.lead')}</p>
      <Outcome review={review} locale={locale} t={t} />
      {load.status === 'loading' && <Loading text={t('admin.certificates.loading')} />}
      {load.status === 'failed' && <LoadFailed error={load.error} t={t} onRetry={() => void review.retry()} />}
      {load.status === 'ready' && load.data.items.length === 0 && (
        <p className="admin-card">{t('admin.certificates.review.empty')}</p>
      )}
      {load.status === 'ready' && load.data.items.length > 0 && (
        <ol className="cert-list">
          {load.data.items.map((entry) => (
            <li key={entry.id} className="admin-card cert-line">
              <div className="cert-line__head">
                <span className="cert-line__name">{entry.company_name}</span>
                <button
                  type="button"
                  className="account-button account-button--secondary"
                  aria-label={t('admin.certificates.review.open_named', { company: entry.company_name })}
                  onClick={() => void review.open(entry.id)}
                >
                  {t('admin.certificates.review.open')}
                </button>
              </div>
              <p className="admin-note">
                {t('admin.certificates.review.submitted', { date: formatDate(entry.submitted_at) })}
                {entry.returned > 0 &&
                  ` · ${t('admin.certificates.review.returned_before', { count: entry.returned })}`}
              </p>
            </li>
          ))}
        </ol>
      )}
      {load.status === 'ready' && load.data.nextCursor && (
        <LoadMore
          more={review.more}
          t={t}
          label={t('admin.certificates.load_more')}
          busyLabel={t('admin.certificates.loading_more')}
          onMore={() => void review.loadMore()}
        />
      )}
    </div>
  );
}
