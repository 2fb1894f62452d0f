import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { describeError, problemText } from '@/kit/problems';
import { queryParam, useIsland } from '@/kit/react';
import { LoadFailed, Loading } from '@/kit/load-state';
import { sendToSignIn } from '../shared/session';
import { AdvertisementCard } from './AdvertisementCard';
import { createAdvertising, paidOutcome, type Advertising } from './advertising-store';
import type { AdvertisingKey, AdvertisingMessages } from './messages';
import { newAdvertisementUrl } from './paths';
import '../../account/account.css';
import '../shared/admin.css';
import './advertising.css';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { LoadMore } from '@/kit/load-more';
import { hasNextPage } from '@/kit/paged-list';

export interface AdvertisingAppProps {
  readonly locale: Locale;
  readonly messages: AdvertisingMessages;
}

type T = Translate<AdvertisingKey>;

/** The checkout's id in the address (`?session_id=`), where Stripe sends the owner back after paying. */
const SESSION_PARAMETER = 'session_id';

/** Takes the checkout's id out of the address: settled once, never again by a reload or a bookmark. */
function forgetSession(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SESSION_PARAMETER);
  window.history.replaceState(window.history.state, '', url);
}

/** What the return from a checkout came to: settling, paid (scheduled or running), not paid, or not known yet. */
function SettleNotice({
  advertising,
  locale,
  t,
}: {
  readonly advertising: Advertising;
  readonly locale: Locale;
  readonly t: T;
}) {
  const settling = useStore(advertising.$settling);
  const list = useStore(advertising.list.$state);
  if (settling.status === 'none') return null;
  if (settling.status === 'settling') return <FormStatus>{t('admin.advertising.settling')}</FormStatus>;
  if (settling.status === 'failed') {
    const problem = problemText(t, describeError(settling.error, { fields: [] }).general);
    return (
      <div className="ads-notice">
        <FormAlert>{`${t('admin.advertising.settle_failed')} ${problem ?? ''}`.trim()}</FormAlert>
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={() => void advertising.retrySettle()}
        >
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (!settling.paid) {
    return (
      <div className="ads-notice">
        <FormAlert>{t('admin.advertising.not_paid')}</FormAlert>
        <a className="account-button account-button--primary" href={newAdvertisementUrl(locale)}>
          {t('admin.advertising.try_again')}
        </a>
      </div>
    );
  }
  const outcome = paidOutcome(settling.advertisementId, list.status === 'ready' ? list.data.items : []);
  const key = outcome === 'paid' ? 'admin.advertising.paid' : (`admin.advertising.paid_${outcome}` as const);
  return <FormStatus tone="success">{t(key)}</FormStatus>;
}

/** The advertisements loaded so far, their count, and "load more". */
function AdvertisementList({
  advertising,
  locale,
  t,
}: {
  readonly advertising: Advertising;
  readonly locale: Locale;
  readonly t: T;
}) {
  const load = useStore(advertising.list.$state);
  const settling = useStore(advertising.$settling);
  if (load.status === 'loading') return <Loading text={t('admin.advertising.loading')} />;
  if (load.status === 'failed') {
    if (load.error instanceof ApiError && load.error.status === 404) {
      return <p className="admin-note">{t('admin.advertising.no_company')}</p>;
    }
    return <LoadFailed error={load.error} t={t} onRetry={() => void advertising.retry()} />;
  }
  const { items, total } = load.data;
  if (items.length === 0) {
    // With nothing settled the store is sending the owner to create a first one; back from a checkout it stays.
    const key = settling.status === 'none' ? 'admin.advertising.empty' : 'admin.advertising.none';
    return <p className="admin-card">{t(key)}</p>;
  }
  return (
    <>
      <p className="admin-note" role="status">
        {t('admin.advertising.total', { count: String(total) })}
      </p>
      <ul className="ads-list">
        {items.map((advertisement) => (
          <AdvertisementCard key={advertisement.id} advertisement={advertisement} locale={locale} t={t} />
        ))}
      </ul>
      {hasNextPage(load.data) && (
        <LoadMore
          more={advertising.more}
          t={t}
          label={t('admin.advertising.load_more')}
          busyLabel={t('admin.advertising.loading_more')}
          onMore={() => void advertising.loadMore()}
        />
      )}
    </>
  );
}

/**
 * The company's advertisements (`/admin/advertising`, docs/product.md "Account screens": where the owner
 * lands after paying one): the outcome of the checkout just left, the list with
 * each one's status, dates, price and figures, and "New advertisement". A
 * company with none goes to create its first (docs/product.md, "Redirects").
 */
export default function AdvertisingApp({ locale, messages }: AdvertisingAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const advertising = useIsland(() =>
    createAdvertising({
      onSessionExpired: () => sendToSignIn(locale),
      forgetSession,
      toFirstAdvertisement: () => window.location.replace(newAdvertisementUrl(locale)),
    }),
  );
  const role = useSignedInRole();
  const allowed = role === 'company';

  useEffect(() => {
    if (allowed) void advertising.start(queryParam(SESSION_PARAMETER));
  }, [allowed, advertising]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.advertising.not_allowed')}</FormStatus>;
  if (!allowed) return <Loading text={t('admin.advertising.loading')} />;
  return (
    <div className="ads">
      <div className="ads__intro">
        <p className="admin-note">{t('admin.advertising.lead')}</p>
        <a className="account-button account-button--primary" href={newAdvertisementUrl(locale)}>
          {t('admin.advertising.new')}
        </a>
      </div>
      <SettleNotice advertising={advertising} locale={locale} t={t} />
      <AdvertisementList advertising={advertising} locale={locale} t={t} />
    </div>
  );
}
