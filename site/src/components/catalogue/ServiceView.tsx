import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { getServicePage } from '@migralink/shared/api/catalogue';
import { ApiError } from '@migralink/shared/client';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '../../api/checked';
import { createTranslator } from '../../i18n/format';
import { $currency } from '../../stores/currency';
import { $locale } from '../../stores/locale';
import { keepQueryInLanguageLinks } from '../../urls/language-links';
import { localizedPath } from '../../urls/localized-url';
import { COMPANIES_PATH } from '../search/search-url';
import { companyIdFromQuery, jsonLdText } from './company-view';
import { companyUrl } from './search-request';
import { ServiceDetails } from './ServiceDetails';
import { serviceJsonLd } from './service-view';
import type { ServiceViewMessages } from './messages';
import '../search/search-teaser.css';

type ViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'not_found' }
  | { readonly status: 'failed'; readonly network: boolean }
  | { readonly status: 'done'; readonly service: ServicePage };

const JSON_LD_ID = 'service-json-ld';

export interface ServiceViewProps {
  readonly messages: ServiceViewMessages;
}

/** The live service page (`/service/?id=<uuid>`) for a service published after the build; the 404 page sends here. */
export default function ServiceView({ messages }: ServiceViewProps) {
  const t = useMemo(() => createTranslator(messages), [messages]);
  const locale = useStore($locale);
  const currency = useStore($currency);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ViewState>({ status: 'loading' });

  useEffect(() => {
    const id = companyIdFromQuery(window.location.search);
    if (!id) {
      setState({ status: 'not_found' });
      return;
    }
    keepQueryInLanguageLinks(`id=${id}`);
    let current = true;
    setState({ status: 'loading' });
    callChecked(getServicePage, { params: { id } })
      .then((answer) => current && setState({ status: 'done', service: answer.data }))
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

  // The title names the service, and search engines get its schema.org Service.
  useEffect(() => {
    if (state.status !== 'done') return;
    const { service } = state;
    document.title = t('meta.title_template', { title: service.name, brand: t('common.brand') });
    const script = document.getElementById(JSON_LD_ID) ?? document.createElement('script');
    script.id = JSON_LD_ID;
    script.setAttribute('type', 'application/ld+json');
    const origin = window.location.origin;
    const company = new URL(companyUrl(locale, service.company), origin);
    company.search = '';
    script.textContent = jsonLdText(
      serviceJsonLd(service, { page: window.location.href, company: company.href, origin }),
    );
    document.head.append(script);
  }, [state, t, locale]);

  if (state.status === 'loading') return <p role="status">{t('service.loading')}</p>;
  if (state.status === 'not_found')
    return (
      <div role="alert">
        <p>{t('service.not_found')}</p>
        <p className="company-view__back">
          <a href={localizedPath(COMPANIES_PATH, locale)}>{t('company.all_companies')}</a>
        </p>
      </div>
    );
  if (state.status === 'failed')
    return (
      <div role="alert" className="search-teaser__error">
        <p>{t(state.network ? 'errors.network' : 'service.error')}</p>
        <button type="button" className="search-teaser__retry" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </button>
      </div>
    );
  return <ServiceDetails service={state.service} locale={locale} t={t} />;
}
