import type { Locale } from '@migralink/shared/locales';
import type { ServicePage } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '@/i18n/format';
import { durationText, ownTextLang, priceText } from './company-view';
import type { ServiceDetailsKey } from './messages';
import { companyUrl } from '@/urls/catalogue-paths';
import { LeadContact } from '../leads/LeadContact';
import { LibraryIcon } from './LibraryIcon';
import './catalogue.css';
import './company-card.css';

export interface ServiceDetailsProps {
  readonly service: ServicePage;
  readonly locale: Locale;
  readonly t: Translate<ServiceDetailsKey>;
  /** The "Contact the company" button's text: the button (the lead popup, about this service) is shown when given. */
  readonly contact?: string | undefined;
}

type SectionProps = Pick<ServiceDetailsProps, 'service' | 'locale' | 't'>;

/** What the service is: its country, purposes, categories, price (`data-price-of`) and duration. */
function ServiceFacts({ service, locale, t }: SectionProps) {
  const names = (items: readonly { readonly name: string }[]) => items.map((item) => item.name).join(', ');
  return (
    <section aria-labelledby="service-facts">
      <h2 id="service-facts" className="visually-hidden">
        {t('service.facts')}
      </h2>
      <dl className="company-view__facts service-view__facts">
        <div>
          <dt>{t('service.country')}</dt>
          <dd>{service.country.name}</dd>
        </div>
        {service.purposes.length > 0 && (
          <div>
            <dt>{t('service.purposes')}</dt>
            <dd>{names(service.purposes)}</dd>
          </div>
        )}
        {service.categories.length > 0 && (
          <div>
            <dt>{t('service.categories')}</dt>
            <dd>{names(service.categories)}</dd>
          </div>
        )}
        <div>
          <dt>{t('service.price')}</dt>
          <dd data-price-of={service.uuid}>{priceText(service, locale) ?? t('company.price_on_request')}</dd>
        </div>
        {service.duration !== null && (
          <div>
            <dt>{t('service.duration')}</dt>
            <dd>{durationText(service.duration, service.time_unit.slug, locale)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The company that provides the service, linked to its page. */
function ServiceProvider({
  company,
  locale,
  t,
}: Omit<SectionProps, 'service'> & { readonly company: ServicePage['company'] }) {
  const companyOwn = ownTextLang(company.text_locale, locale);
  return (
    <section aria-labelledby="service-provider">
      <h2 id="service-provider">{t('service.provider')}</h2>
      <div className="company-card service-view__company">
        {company.plan === 'premium' && <span className="company-card__badge">{t('companies.premium')}</span>}
        <p className="company-card__name" {...companyOwn}>
          <a href={companyUrl(locale, company)}>{company.name}</a>
        </p>
        {company.motto && (
          <p className="company-card__motto" {...companyOwn}>
            {company.motto}
          </p>
        )}
        {company.address && (
          <p className="company-card__address" {...companyOwn}>
            {company.address}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * A service's page: facts (country, purposes, categories, price, duration), its texts, documents, steps,
 * benefits and the company that provides it. Rendered into the HTML of the pre-built `/service/<uuid>/` page,
 * by the `?id=` island, and by the account app's preview. The price carries `data-price-of` so that the
 * page can show it again in the visitor's currency.
 */
export function ServiceDetails({ service, locale, t, contact }: ServiceDetailsProps) {
  const { company } = service;
  const own = ownTextLang(service.text_locale, locale);
  return (
    <article className="company-view service-view">
      {service.background_image && (
        <img className="service-view__banner" src={service.background_image} alt="" width={1200} height={400} />
      )}
      <header className="company-view__header">
        <h1 {...own}>{service.name}</h1>
        <p className="company-view__motto">
          {service.country.name} · {service.main_category.name}
        </p>
      </header>
      {contact && (
        <LeadContact
          label={contact}
          companyId={company.uuid}
          companyName={company.name}
          serviceId={service.uuid}
          serviceName={service.name}
          page="service"
        />
      )}
      {own.lang && <p className="company-view__language-note">{t('service.text_in_english')}</p>}

      <ServiceFacts service={service} locale={locale} t={t} />

      {service.receiving_reason && (
        <section aria-labelledby="service-reason">
          <h2 id="service-reason">{t('service.receiving_reason')}</h2>
          <p className="company-view__description" {...own}>
            {service.receiving_reason}
          </p>
        </section>
      )}
      {service.applicant_requirements && (
        <section aria-labelledby="service-requirements">
          <h2 id="service-requirements">{t('service.applicant_requirements')}</h2>
          <p className="company-view__description" {...own}>
            {service.applicant_requirements}
          </p>
        </section>
      )}
      {service.documents.length > 0 && (
        <section aria-labelledby="service-documents">
          <h2 id="service-documents">{t('service.documents')}</h2>
          <ul className="service-view__points">
            {service.documents.map((document) => (
              <li key={document.uuid}>
                <LibraryIcon icon={document.icon} />
                <span {...own}>{document.name}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {service.required_steps.length > 0 && (
        <section aria-labelledby="service-steps">
          <h2 id="service-steps">{t('service.required_steps')}</h2>
          <ol className="company-list">
            {service.required_steps.map((step) => (
              <li key={step.uuid} className="company-card" {...own}>
                <h3 className="company-card__name">{step.name}</h3>
                {step.description && <p className="company-card__motto">{step.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {service.benefits.length > 0 && (
        <section aria-labelledby="service-benefits">
          <h2 id="service-benefits">{t('service.benefits')}</h2>
          <ul className="company-list">
            {service.benefits.map((benefit) => (
              <li key={benefit.uuid} className="company-card" {...own}>
                <h3 className="company-card__name service-view__point">
                  <LibraryIcon icon={benefit.icon} />
                  {benefit.name}
                </h3>
                {benefit.description && <p className="company-card__motto">{benefit.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      <ServiceProvider company={company} locale={locale} t={t} />
    </article>
  );
}
