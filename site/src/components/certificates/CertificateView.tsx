import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { aroundValue, createTranslator, VALUE_MARK, type Translate } from '@/i18n/format';
import { useIsland } from '@/kit/island';
import { RetryAlert } from '@/kit/alerts';
import { pointLanguageLinksAt } from '@/urls/language-links-to';
import { CertificateFacts, CheckedList } from './CertificateFacts';
import { PdfCheck } from './PdfCheck';
import { StatusBanner } from './StatusBanner';
import { statusText } from './certificate-texts';
import type { CertificatePageKey, CertificatePageMessages } from './messages';
import { createCertificateVerification, type CertificateVerificationStore } from './verification-store';
import './certificates.css';

export interface CertificateViewProps {
  readonly locale: Locale;
  readonly messages: CertificatePageMessages;
}

/**
 * The certificate page's island (`/{locale}/certificates/{number}/`, one page built for every number): the
 * number from the address, what the API says of it today in large (valid, expired, revoked, not found), the
 * company, the dates and what was checked, and the check of a dropped PDF.
 */
export default function CertificateView({ locale, messages }: CertificateViewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const store = useIsland(() => createCertificateVerification());
  useEffect(() => {
    // The page's language links were built for the page every number shares: they lead to this number instead.
    pointLanguageLinksAt(window.location.pathname);
    void store.open(window.location.pathname);
    return store.dispose;
  }, [store]);
  return <Certificate store={store} locale={locale} t={t} />;
}

function Certificate({
  store,
  locale,
  t,
}: {
  readonly store: CertificateVerificationStore;
  readonly locale: Locale;
  readonly t: Translate<CertificatePageKey>;
}) {
  const state = useStore(store.$state);
  if (state.status === 'loading')
    return (
      <p role="status" className="certificate__loading">
        {t('certificate_page.loading')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <RetryAlert
        message={t(state.network ? 'errors.network' : 'certificate_page.error')}
        retryLabel={t('common.retry')}
        onRetry={() => void store.retry()}
      />
    );
  if (state.status === 'not_found')
    return (
      <article className="certificate">
        <NumberHeading number={state.asked} t={t} />
        <StatusBanner
          status="not_found"
          text={t('certificate_page.status_text.not_found', { number: state.asked })}
          t={t}
        />
      </article>
    );
  const { certificate } = state;
  return (
    <article className="certificate">
      <NumberHeading number={certificate.number} t={t} />
      <StatusBanner status={certificate.status} text={statusText(certificate, locale, t)} t={t} />
      <CertificateFacts certificate={certificate} locale={locale} t={t} />
      <CheckedList criteria={certificate.criteria} t={t} />
      <PdfCheck store={store} t={t} />
    </article>
  );
}

/** "Certificate No. ML-2026-000123", the number never broken at its dashes. */
function NumberHeading({ number, t }: { readonly number: string; readonly t: Translate<CertificatePageKey> }) {
  const [before, after] = aroundValue(t('certificate_page.number', { number: VALUE_MARK }));
  return (
    <h1 className="certificate__number">
      {before}
      <span className="certificate__number-value">{number}</span>
      {after}
    </h1>
  );
}
