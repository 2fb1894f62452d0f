import { useEffect, useMemo, useState } from 'react';
import { listCompanyServices } from '@migralink/shared/api/catalogue';
import { previewCompany } from '@migralink/shared/api/company-account';
import { ApiError } from '@migralink/shared/client';
import { isLocale, type Locale } from '@migralink/shared/locales';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '../../../api/checked';
import { createTranslator } from '../../../i18n/format';
import { authToken } from '../../../stores/auth';
import { describeError, isSessionExpired, problemText, type Problem } from '../../account/problems';
import { FormStatus, RetryAlert } from '../../account/ui';
import { CompanyDetails } from '../../catalogue/CompanyDetails';
import { adminUrl } from '../shared/paths';
import { sendToSignIn } from '../shared/session';
import type { CompanyPreviewMessages } from './messages';
import '../../account/account.css';
import '../shared/admin.css';
import './company-editor.css';

type PreviewState =
  | { readonly status: 'loading' }
  | { readonly status: 'no_company' }
  | { readonly status: 'failed'; readonly problem: Problem | undefined }
  | { readonly status: 'ready'; readonly company: CompanyPage; readonly services: readonly ServiceSummary[] };

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

/**
 * The company's draft (else its approved version) as its public page shows it
 * (`/admin/company/preview/?locale=`), under a banner saying it is a preview.
 */
export default function CompanyPreview({ locale, messages }: CompanyPreviewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Locale>(locale);

  useEffect(() => {
    if (!authToken()) {
      sendToSignIn(locale);
      return;
    }
    const asked = new URLSearchParams(window.location.search).get('locale');
    const edited = isLocale(asked) ? asked : locale;
    setShown(edited);
    let current = true;
    setState({ status: 'loading' });
    callChecked(previewCompany, { query: { locale: edited } })
      .then(async ({ data }) => {
        const services = await publicServices(data.uuid);
        if (current) setState({ status: 'ready', company: data, services });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isSessionExpired(error)) sendToSignIn(locale);
        else if (error instanceof ApiError && error.status === 404) setState({ status: 'no_company' });
        else setState({ status: 'failed', problem: describeError(error, { fields: [] }).general });
      });
    return () => {
      current = false;
    };
  }, [locale, attempt]);

  const back = { href: adminUrl(locale, 'company', { locale: shown }), label: t('company_editor.preview.back') };
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
        message={problemText(t, state.problem)}
        retryLabel={t('common.retry')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (state.status === 'no_company') {
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
        {t('company_editor.preview.banner', { language: t(`admin.locale.${shown}`) })}
      </p>
      <CompanyDetails company={state.company} services={state.services} locale={locale} t={t} back={back} />
    </div>
  );
}
