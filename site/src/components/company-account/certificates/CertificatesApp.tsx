import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { LoadMore } from '@/kit/load-more';
import { useIsland } from '@/kit/react';
import { PlansNote } from '../shared/PlansNote';
import { sendToSignIn } from '../shared/session';
import { useSignedInRole } from '../shared/use-role';
import { ApplicationLine } from './ApplicationLine';
import { dayText } from './CertificateFacts';
import { applyAction, CERTIFICATE_PLANS, createCertificates, type Certificates } from './certificates-store';
import type { CertificatesKey, CertificatesMessages } from './messages';
import { certificateFormUrl } from './paths';
import '../../account/account.css';
import '../shared/admin.css';
import './certificates.css';

export interface CertificatesAppProps {
  readonly locale: Locale;
  readonly messages: CertificatesMessages;
}

type T = Translate<CertificatesKey>;

/**
 * The primary action: apply, continue the open application, or (on a plan without certificates) the plans; while
 * the certificate is valid beyond the renewal window, the day from which a renewal may be sent instead.
 */
function ApplyButton({
  certificates,
  locale,
  t,
}: {
  readonly certificates: Certificates;
  readonly locale: Locale;
  readonly t: T;
}) {
  const init = useStore(certificates.init.$state);
  if (init.status !== 'ready') return null;
  const action = applyAction(init.data);
  if (action.kind === 'plans')
    return (
      <>
        <p className="admin-plan-note cert-plan-note">
          {t('admin.certificates.plan_note')}
          <PlansNote plans={CERTIFICATE_PLANS} t={t} />
        </p>
        <button
          type="button"
          className="account-button account-button--primary cert-primary"
          onClick={certificates.showPlans}
        >
          {t('admin.certificates.apply')}
        </button>
      </>
    );
  if (action.kind === 'renewal')
    return (
      <p className="admin-note cert-plan-note">
        {t('admin.certificates.renewal_opens', { day: dayText(action.opensOn, locale) })}
      </p>
    );
  const continuing = action.kind === 'continue';
  return (
    <a
      className="account-button account-button--primary cert-primary"
      href={certificateFormUrl(locale, continuing ? action.id : undefined)}
    >
      {t(continuing ? 'admin.certificates.continue' : 'admin.certificates.apply')}
    </a>
  );
}

function ApplicationList({
  certificates,
  locale,
  t,
}: {
  readonly certificates: Certificates;
  readonly locale: Locale;
  readonly t: T;
}) {
  const load = useStore(certificates.list.$state);
  if (load.status === 'loading') return <Loading text={t('admin.certificates.loading')} />;
  if (load.status === 'failed')
    return <LoadFailed error={load.error} t={t} onRetry={() => void certificates.retry()} />;
  const { items, nextCursor } = load.data;
  if (items.length === 0) return <p className="admin-card">{t('admin.certificates.empty')}</p>;
  return (
    <>
      <ul className="cert-list">
        {items.map((item) => (
          <ApplicationLine key={item.id} item={item} locale={locale} t={t} />
        ))}
      </ul>
      {nextCursor && (
        <LoadMore
          more={certificates.more}
          t={t}
          label={t('admin.certificates.load_more')}
          busyLabel={t('admin.certificates.loading_more')}
          onMore={() => void certificates.loadMore()}
        />
      )}
    </>
  );
}

/**
 * The company's certificates (`/admin/certificates/`, docs/product.md "Certificates"): its applications and
 * certificates, newest first, each with its state and, for a certificate, its number, status and validity;
 * "Apply for a certificate" (or "Continue the application") as the primary action.
 */
export default function CertificatesApp({ locale, messages }: CertificatesAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const certificates = useIsland(() => createCertificates({ onSessionExpired: () => sendToSignIn(locale) }));
  const role = useSignedInRole();
  const allowed = role === 'company';
  useEffect(() => {
    if (allowed) void certificates.start();
  }, [allowed, certificates]);

  if (role !== undefined && !allowed) return <FormStatus>{t('admin.certificates.not_allowed')}</FormStatus>;
  if (!allowed) return <Loading text={t('admin.certificates.loading')} />;
  return (
    <div className="cert">
      <div className="cert-intro">
        <p className="admin-note">{t('admin.certificates.lead')}</p>
        <ApplyButton certificates={certificates} locale={locale} t={t} />
      </div>
      <ApplicationList certificates={certificates} locale={locale} t={t} />
    </div>
  );
}
