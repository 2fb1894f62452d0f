import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Role } from '@migralink/shared/enums';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { useDateFormat, useIsland } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import { sendToSignIn } from '@/components/company-account/shared/session';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import type { ReportedReviewsKey, ReportedReviewsMessages } from './messages';
import { ReportedItem } from './ReportedItem';
import { createReportedReviews, type ReportedReviews } from './reported-reviews-store';
import '@/components/account/account.css';
import '@/components/company-account/shared/admin.css';
import '@/components/company-account/reviews/reviews.css';
import './reported-reviews.css';
import { LoadMore } from '@/kit/load-more';
import { hasMore } from '@/kit/paged-list';

export interface ReportedReviewsAppProps {
  readonly locale: Locale;
  readonly messages: ReportedReviewsMessages;
}

/** The roles that decide on reported reviews (the routes' staff). */
const STAFF: ReadonlySet<Role> = new Set(['customer_support', 'content_manager', 'admin']);

type T = Translate<ReportedReviewsKey>;

/** Why the last review left the queue; it takes the focus, as the review the keyboard was on is gone. */
function QueueNotice({ queue, t }: { readonly queue: ReportedReviews; readonly t: T }) {
  const notice = useStore(queue.$notice);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} tabIndex={-1} className="reviews-notice">
      {notice && (
        <FormStatus tone="success">
          {t(`admin.reported_reviews.notice.${notice.outcome}`, { name: notice.author })}
        </FormStatus>
      )}
    </div>
  );
}

/** The queue loaded so far, its count, and "load more". */
function Queue({ queue, locale, t }: { readonly queue: ReportedReviews; readonly locale: Locale; readonly t: T }) {
  const load = useStore(queue.queue.$state);
  const formatDate = useDateFormat(locale);
  if (load.status === 'loading') return <Loading text={t('admin.reported_reviews.loading')} />;
  if (load.status === 'failed') return <LoadFailed error={load.error} t={t} onRetry={() => void queue.retry()} />;
  const { items, total } = load.data;
  return (
    <>
      <p className="admin-note" role="status">
        {t('admin.reported_reviews.total', { count: String(total) })}
      </p>
      {items.length === 0 ? (
        <p className="admin-card">{t('admin.reported_reviews.empty')}</p>
      ) : (
        <ul className="reviews-list">
          {items.map((entry) => (
            <li key={entry.id}>
              <ReportedItem queue={queue} entry={entry} locale={locale} formatDate={formatDate} t={t} />
            </li>
          ))}
        </ul>
      )}
      {hasMore(load.data) && (
        <LoadMore
          more={queue.more}
          t={t}
          label={t('admin.reported_reviews.load_more')}
          busyLabel={t('admin.reported_reviews.loading_more')}
          onMore={() => void queue.loadMore()}
        />
      )}
    </>
  );
}

/**
 * The staff's queue of reported reviews (customer support, content managers,
 * admins): each with its company, its reports and the decision, hide with a
 * reason or keep shown; a decided review leaves the queue.
 */
export default function ReportedReviewsApp({ locale, messages }: ReportedReviewsAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const queue = useIsland(() => createReportedReviews({ onSessionExpired: () => sendToSignIn(locale) }));
  const role = useSignedInRole();
  const allowed = role !== undefined && STAFF.has(role);

  useEffect(() => {
    if (!allowed) return;
    void queue.start();
    return queue.dispose;
  }, [allowed, queue]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.reported_reviews.not_staff')}</FormStatus>;
  if (!allowed) return <Loading text={t('admin.reported_reviews.loading')} />;
  return (
    <div className="reviews">
      <p className="admin-note">{t('admin.reported_reviews.lead')}</p>
      <QueueNotice queue={queue} t={t} />
      <Queue queue={queue} locale={locale} t={t} />
    </div>
  );
}
