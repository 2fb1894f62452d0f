import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import type { CertificateApplication } from '@migralink/shared/schemas/certificates';
import { createTranslator, type Translate } from '@/i18n/format';
import { FormAlert, FormStatus } from '@/kit/alerts';
import { LoadFailed, Loading } from '@/kit/load-state';
import { problemText } from '@/kit/problems';
import { queryParam, useDateFormat, useIsland } from '@/kit/react';
import { sendToSignIn } from '../shared/session';
import { useSignedInRole } from '../shared/use-role';
import { ApplicationView } from './ApplicationView';
import { StateBadge } from './Badges';
import { CertificateFacts } from './CertificateFacts';
import { createCertificate, type Certificate } from './certificate-store';
import { DeliveryForm } from './DeliveryForm';
import type { CertificateKey, CertificateMessages } from './messages';
import { certificateFormUrl, certificatesUrl, verificationUrl } from './paths';
import '../../account/account.css';
import '../shared/admin.css';
import './certificates.css';

export interface CertificateAppProps {
  readonly locale: Locale;
  readonly messages: CertificateMessages;
}

type T = Translate<CertificateKey>;

/** An approved certificate: its facts, "Download PDF" (primary), the public page, and the delivery by mail. */
function Issued({
  store,
  application,
  locale,
  t,
}: {
  readonly store: Certificate;
  readonly application: CertificateApplication;
  readonly locale: Locale;
  readonly t: T;
}) {
  const pdf = useStore(store.pdf.$state);
  const certificate = application.certificate;
  if (!certificate) return null;
  return (
    <section className="admin-card cert-issued">
      <CertificateFacts certificate={certificate} locale={locale} t={t} />
      {certificate.status !== 'revoked' && (
        <div className="account-form__actions">
          <button
            type="button"
            className="account-button account-button--primary"
            disabled={pdf.phase === 'loading'}
            onClick={() => void store.downloadPdf()}
          >
            {t(pdf.phase === 'loading' ? 'admin.certificates.downloading_pdf' : 'admin.certificates.download_pdf')}
          </button>
          <a
            className="account-button account-button--secondary"
            href={verificationUrl(locale, certificate.number)}
            target="_blank"
            rel="noopener"
          >
            {t('admin.certificates.verification')}
            <span className="visually-hidden"> ({t('admin.certificates.new_tab')})</span>
          </a>
        </div>
      )}
      {pdf.phase === 'failed' && <FormAlert>{problemText(t, pdf.problems.general)}</FormAlert>}
      {certificate.status === 'valid' && <DeliveryForm store={store} locale={locale} t={t} />}
    </section>
  );
}

/**
 * One application or certificate of the company (`/admin/certificates/application/?id=`): its state, the
 * certificate with its PDF, public page and delivery once approved, "Change the application" while it may
 * be changed, and the application itself with its documents and history.
 */
export default function CertificateApp({ locale, messages }: CertificateAppProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const formatDate = useDateFormat(locale);
  const store = useIsland(() => createCertificate({ onSessionExpired: () => sendToSignIn(locale) }));
  const role = useSignedInRole();
  const load = useStore(store.application.$state);
  useEffect(() => {
    if (role === 'company') void store.start(queryParam('id') ?? '');
  }, [role, store]);

  if (role !== undefined && role !== 'company') return <FormStatus>{t('admin.certificates.not_allowed')}</FormStatus>;
  if (role === undefined || load.status === 'loading') return <Loading text={t('admin.certificates.loading')} />;
  const back = (
    <a className="cert-back" href={certificatesUrl(locale)}>
      ← {t('admin.certificates.back')}
    </a>
  );
  if (load.status === 'failed')
    return (
      <div className="cert">
        {back}
        <LoadFailed error={load.error} t={t} onRetry={() => void store.retry()} />
      </div>
    );
  const application = load.data;
  return (
    <div className="cert">
      {back}
      <div className="cert-intro">
        <h2 className="admin-card__title">{application.fields.company_name}</h2>
        <StateBadge state={application.state} t={t} />
      </div>
      {application.editable && (
        <a
          className="account-button account-button--primary cert-primary"
          href={certificateFormUrl(locale, application.id)}
        >
          {t('admin.certificates.edit')}
        </a>
      )}
      <Issued store={store} application={application} locale={locale} t={t} />
      <ApplicationView application={application} locale={locale} formatDate={formatDate} t={t} />
    </div>
  );
}
