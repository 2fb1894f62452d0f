import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { getCompanyPage, listCompanyServices } from '@migralink/shared/api/catalogue';
import { ApiError } from '@migralink/shared/client';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import { callChecked } from '../../api/checked';
import { createTranslator } from '../../i18n/format';
import { $locale } from '../../stores/locale';
import { COMPANIES_PATH } from '../search/search-url';
import { keepQueryInLanguageLinks } from '../../urls/language-links';
import { localizedPath } from '../../urls/localized-url';
import { companyIdFromQuery, jsonLdText, organizationJsonLd, priceText, weekdayRanges } from './company-view';
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
  }, [locale, attempt]);

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

  const { company, services } = state;
  const offices = company.offices.filter((office) => office.show_block);
  return (
    <article className="company-view">
      {back}
      <header className="company-view__header">
        {company.plan === 'premium' && <span className="company-card__badge">{t('companies.premium')}</span>}
        <h1>{company.name}</h1>
        {company.motto && <p className="company-view__motto">{company.motto}</p>}
      </header>
      {company.description && <p className="company-view__description">{company.description}</p>}

      {offices.length > 0 && (
        <section aria-labelledby="company-offices">
          <h2 id="company-offices">{t('company.offices')}</h2>
          <ul className="company-list">
            {offices.map((office) => (
              <li key={office.uuid} className="company-card">
                <p className="company-card__name">{office.address}</p>
                {office.office_working_times.length + office.office_holidays.length > 0 && (
                  <dl className="company-view__facts">
                    <dt>{t('company.hours')}</dt>
                    {office.office_working_times.map((time, index) => (
                      <dd key={`w${index}`}>
                        {weekdayRanges(time.days, locale)}: {time.hour_from}–{time.hour_to}
                      </dd>
                    ))}
                    {office.office_holidays.map((holiday, index) => (
                      <dd key={`h${index}`}>
                        {weekdayRanges(holiday.days, locale)}: {holiday.hours || t('company.closed')}
                      </dd>
                    ))}
                  </dl>
                )}
                {office.phones.length > 0 && (
                  <dl className="company-view__facts">
                    <dt>{t('company.phones')}</dt>
                    {office.phones.map((phone) => (
                      <dd key={phone.phone_number}>
                        <a href={`tel:${phone.phone_number}`}>{phone.phone_number}</a>
                        {phone.messengers.length > 0 && ` (${phone.messengers.join(', ')})`}
                      </dd>
                    ))}
                  </dl>
                )}
                {office.email && (
                  <dl className="company-view__facts">
                    <dt>{t('company.email')}</dt>
                    <dd>
                      <a href={`mailto:${office.email}`}>{office.email}</a>
                    </dd>
                  </dl>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="company-services">
        <h2 id="company-services">{t('company.services')}</h2>
        {services.length === 0 ? (
          <p>{t('company.no_services')}</p>
        ) : (
          <ul className="company-list">
            {services.map((service) => (
              <li key={service.uuid} className="company-card">
                <h3 className="company-card__name">{service.name}</h3>
                <p className="company-card__motto">
                  {service.country.name} · {service.main_category.name}
                </p>
                <p className="company-card__offices">{priceText(service, locale) ?? t('company.price_on_request')}</p>
                {service.duration !== null && (
                  <p className="company-card__offices">
                    {t('company.duration', { count: service.duration, unit: service.time_unit.name })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
