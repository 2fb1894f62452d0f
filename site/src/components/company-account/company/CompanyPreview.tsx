import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { Locale } from '@migralink/shared/locales';
import { createTranslator } from '@/i18n/format';
import { useIsland } from '@/kit/react';
import { CompanyDetails } from '@/components/catalogue/CompanyDetails';
import { LoadFailed, Loading } from '@/kit/load-state';
import { adminUrl, localeFromQuery } from '../shared/paths';
import { sendToSignIn } from '../shared/session';
import { createCompanyPreview } from './company-preview-store';
import type { CompanyPreviewMessages } from './messages';
import '@/components/account/account.css';
import '../shared/admin.css';
import './company-editor.css';

export interface CompanyPreviewProps {
  readonly locale: Locale;
  readonly messages: CompanyPreviewMessages;
}

/**
 * The company's draft (else its approved version) as its public page shows it
 * (`/admin/company/preview/?locale=`), under a banner saying it is a preview.
 */
export default function CompanyPreview({ locale, messages }: CompanyPreviewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const preview = useIsland(() => createCompanyPreview({ locale, toSignIn: () => sendToSignIn(locale) }));
  const state = useStore(preview.loader.$state);
  const language = useStore(preview.$language);

  // The edited language, from the address once the island runs (the page is static).
  useEffect(() => {
    void preview.start(localeFromQuery(window.location.search) ?? locale);
    return preview.cancel;
  }, [preview, locale]);

  const back = { href: adminUrl(locale, 'company', { locale: language }), label: t('company_editor.preview.back') };
  if (state.status === 'loading') return <Loading text={t('company_editor.preview.loading')} />;
  if (state.status === 'failed') return <LoadFailed error={state.error} t={t} onRetry={() => void preview.retry()} />;
  if (state.data === null) {
    return (
      <div className="admin-card">
        <p>{t('company_editor.preview.no_company')}</p>
        <p>
          <a href={back.href}>{back.label}</a>
        </p>
      </div>
    );
  }
  return (
    <div className="company-preview">
      <p className="company-preview__banner" role="note">
        {t('company_editor.preview.banner', { language: t(`admin.locale.${language}`) })}
      </p>
      {state.data.notPublic > 0 && (
        <p className="company-preview__banner" role="note">
          {t('company_editor.preview.not_public', { count: state.data.notPublic })}{' '}
          <a href={adminUrl(locale, 'services')}>{t('company_editor.preview.to_services')}</a>
        </p>
      )}
      <CompanyDetails company={state.data.company} services={state.data.services} locale={locale} t={t} back={back} />
    </div>
  );
}
