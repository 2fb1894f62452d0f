import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { getCompanyPage, listCompanyServices } from '@migralink/shared/api/catalogue';
import { ApiError } from '@migralink/shared/client';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '../../api/checked';
import { createTranslator } from '../../i18n/format';
import { $currency } from '../../stores/currency';
import { $locale } from '../../stores/locale';
import { COMPANIES_PATH } from '../search/search-url';
import { keepQueryInLanguageLinks } from '../../urls/language-links';
import { localizedPath } from '../../urls/localized-url';
import { CompanyDetails } from './CompanyDetails';
import { companyIdFromQuery, jsonLdText, organizationJsonLd } from './company-view';
import type { CompanyViewMessages } from './messages';
import '../search/search-teaser.css';
import './catalogue.css';

type ViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'not_found' }
  | { readonly status: 'failed'; readonly network: boolean }
  | { readonly status: 'done'; readonly company: CompanyPage; readonly services: readonly ServiceSummary[] };

const JSON_LD_ID = 'company-json-ld';

export interface CompanyViewProps {
  readonly messages: CompanyViewMessages;
}

/** The company page (`/company/?id=<uuid>`): offices, hours, phones, services and its schema.org description. */
export default function CompanyView({ messages }: CompanyViewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const locale = useStore($locale);
  // Prices come in the visitor's currency: a switch loads the page again.
  const currency = useStore($currency);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ViewState>({ status: 'loading' });

  useEffect(() => {
    const uuid = companyIdFromQuery(window.location.search);
    if (!uuid) {
      setState({ status: 'not_found' });
      return;
    }
    keepQueryInLanguageLinks(`id=${uuid}`);
    let current = true;
    setState({ status: 'loading' });
    Promise.all([
      callChecked(getCompanyPage, { params: { uuid } }),
      callChecked(listCompanyServices, { params: { uuid } }),
    ])
      .then(([company, services]) => {
        if (current) setState({ status: 'done', company: company.data, services: services.data });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 422))
          setState({ status: 'not_found' });
        else
          setState({
            status: 'failed',
            network:
              !(error instanceof ApiError) && !(error instanceof Error && error.name === 'ContractMismatchError'),
          });
      });
    return () => {
      current = false;
    };
  }, [locale, currency, attempt]);

  // The title names the company, and search engines get its schema.org Organization.
  useEffect(() => {
    if (state.status !== 'done') return;
    document.title = t('meta.title_template', { title: state.company.name, brand: t('common.brand') });
    const script = document.getElementById(JSON_LD_ID) ?? document.createElement('script');
    script.id = JSON_LD_ID;
    script.setAttribute('type', 'application/ld+json');
    script.textContent = jsonLdText(organizationJsonLd(state.company, window.location.href, window.location.origin));
    document.head.append(script);
  }, [state, t]);

  const back = (
    <p className="company-view__back">
      <a href={localizedPath(COMPANIES_PATH, locale)}>{t('company.all_companies')}</a>
    </p>
  );

  if (state.status === 'loading') return <p role="status">{t('company.loading')}</p>;
  if (state.status === 'not_found')
    return (
      <div role="alert">
        <p>{t('company.not_found')}</p>
        {back}
      </div>
    );
  if (state.status === 'failed')
    return (
      <div role="alert" className="search-teaser__error">
        <p>{t(state.network ? 'errors.network' : 'company.error')}</p>
        <button type="button" className="search-teaser__retry" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </button>
      </div>
    );

  return (
    <CompanyDetails
      company={state.company}
      services={state.services}
      locale={locale}
      t={t}
      back={{ href: localizedPath(COMPANIES_PATH, locale), label: t('company.all_companies') }}
    />
  );
}
