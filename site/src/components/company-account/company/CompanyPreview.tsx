import { useCallback, useEffect, useMemo, useState } from 'react';
import { listCompanyServices } from '@migralink/shared/api/catalogue';
import { previewCompany } from '@migralink/shared/api/company-account';
import { ApiError } from '@migralink/shared/client';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '@/api/checked';
import { createTranslator } from '@/i18n/format';
import { authToken } from '@/stores/auth';
import { describeError, problemText } from '@/kit/problems';
import { FormStatus, RetryAlert } from '@/kit/fields';
import { CompanyDetails } from '@/components/catalogue/CompanyDetails';
import { adminUrl, localeFromQuery } from '../shared/paths';
import { sendToSignIn } from '../shared/session';
import { useLoad } from '@/kit/react';
import type { CompanyPreviewMessages } from './messages';
import '@/components/account/account.css';
import '../shared/admin.css';
import './company-editor.css';

interface Preview {
  readonly company: CompanyPage;
  readonly services: readonly ServiceSummary[];
}

export interface CompanyPreviewProps {
  readonly locale: Locale;
  readonly messages: CompanyPreviewMessages;
}

/** The public services of the company, when it has any public: the preview shows them as its page would. */
async function publicServices(uuid: string): Promise<readonly ServiceSummary[]> {
  try {
    return (await callChecked(listCompanyServices, { params: { uuid } })).data;
  } catch {
    return [];
  }
}

/** The preview in a language; null when there is no company yet (404). */
async function loadPreview(language: Locale): Promise<Preview | null> {
  try {
    const { data } = await callChecked(previewCompany, { query: { locale: language } });
    return { company: data, services: await publicServices(data.uuid) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The company's draft (else its approved version) as its public page shows it
 * (`/admin/company/preview/?locale=`), under a banner saying it is a preview.
 */
export default function CompanyPreview({ locale, messages }: CompanyPreviewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  // The edited language, from the address once the island runs (the page is static).
  const [shown, setShown] = useState<Locale | null>(null);
  const toSignIn = useCallback(() => sendToSignIn(locale), [locale]);
  const load = useMemo(() => (shown ? () => loadPreview(shown) : undefined), [shown]);
  const { state, retry } = useLoad(load, toSignIn);

  useEffect(() => {
    if (!authToken()) toSignIn();
    else setShown(localeFromQuery(window.location.search) ?? locale);
  }, [locale, toSignIn]);

  const language = shown ?? locale;
  const back = { href: adminUrl(locale, 'company', { locale: language }), label: t('company_editor.preview.back') };
  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <FormStatus>{t('company_editor.preview.loading')}</FormStatus>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <RetryAlert
        message={problemText(t, describeError(state.error, { fields: [] }).general)}
        retryLabel={t('common.retry')}
        onRetry={retry}
      />
    );
  }
  const preview = state.data;
  if (preview === null) {
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
      <CompanyDetails company={preview.company} services={preview.services} locale={locale} t={t} back={back} />
    </div>
  );
}
