import { choiceName, COMPANY_TYPE_NAMES, MESSENGER_NAMES } from '@migralink/shared/company-choices';
import type { Locale } from '@migralink/shared/locales';
import type { CompanyPage, ServiceSummary } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '@/i18n/format';
import { answerTime } from '@/kit/answer-time';
import { NearImage } from '@/kit/near-image';
import { localizedPath } from '@/urls/localized-url';
import { paymentLines } from './company-payment';
import { hasPosition, openStreetMapUrl } from './company-json-ld';
import { durationText, ownTextLang, priceText, weekdayRanges } from './company-view';
import { servicePagePath } from '@/urls/catalogue-paths';
import { LeadContact } from '../leads/LeadContact';
import { LibraryIcon } from './LibraryIcon';
import { CertificateBadge, certificateOf } from '../certificates/CertificateBadge';
import '../search/search-teaser.css';
import './catalogue.css';
import './company-card.css';
import type { CompanyViewKey } from './messages';

export interface CompanyDetailsProps {
  readonly company: CompanyPage;
  readonly services: readonly ServiceSummary[];
  readonly locale: Locale;
  readonly t: Translate<CompanyViewKey>;
  /** The way back to the companies list, above the header. */
  readonly back: { readonly href: string; readonly label: string };
  /** The "Contact the company" button's text: the button (it opens the lead popup) is shown when given. */
  readonly contact?: string | undefined;
}

type Highlight = CompanyPage['company_achievements'][number];

/** Achievements or benefits: a library icon and a line each (the API leaves a hidden block empty). */
function Highlights({
  id,
  title,
  items,
  lang,
}: {
  id: string;
  title: string;
  items: readonly Highlight[];
  lang: { lang?: Locale };
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="company-list">
        {items.map((item) => (
          <li key={item.uuid} className="company-card">
            <p className="service-view__point" {...lang}>
              <LibraryIcon icon={item.icon} />
              {item.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A company's profile (logo, type, texts, achievements, benefits, how it takes payment), offices (hours,
 * phones with messengers, e-mail, map position) and services with prices, each linking
 * to its page: what the `?id=` island shows once loaded and what the pre-built `/company/{slug}/` page renders
 * into its HTML. Prices carry `data-price-of` so that the page can show them in the visitor's currency.
 */
/** "Usually answers within 3 h": the median time to a first answer, once the company answered enough leads. */
function AnswersWithin({ minutes, t }: { readonly minutes: number | null; readonly t: Translate<CompanyViewKey> }) {
  if (minutes === null) return null;
  const { unit, count } = answerTime(minutes);
  return (
    <p className="company-view__answers" title={t('company.answers_within_hint')}>
      {t(`company.answers_within.${unit}`, { count })}
    </p>
  );
}

export function CompanyDetails({ company, services, locale, t, back, contact }: CompanyDetailsProps) {
  const offices = company.offices.filter((office) => office.show_block);
  const payment = paymentLines(company, locale, t);
  const own = ownTextLang(company.text_locale, locale);
  return (
    <article className="company-view">
      <p className="company-view__back">
        <a href={back.href}>{back.label}</a>
      </p>
      <header className="company-view__header">
        {company.logo && <img className="company-view__logo" src={company.logo} alt="" width={72} height={72} />}
        {company.plan === 'premium' && <span className="company-card__badge">{t('companies.premium')}</span>}
        <CertificateBadge certificate={certificateOf(company)} locale={locale} t={t} />
        <h1 {...own}>{company.name}</h1>
        {company.type && <p className="company-view__type">{choiceName(COMPANY_TYPE_NAMES, company.type, locale)}</p>}
        {company.motto && (
          <p className="company-view__motto" {...own}>
            {company.motto}
          </p>
        )}
      </header>
      {contact && <LeadContact label={contact} companyId={company.uuid} companyName={company.name} page="company" />}
      <AnswersWithin minutes={company.answers_within_minutes} t={t} />
      {own.lang && <p className="company-view__language-note">{t('company.text_in_english')}</p>}
      {company.description && (
        <p className="company-view__description" {...own}>
          {company.description}
        </p>
      )}
      <Highlights
        id="company-achievements"
        title={t('company.achievements')}
        items={company.company_achievements}
        lang={own}
      />
      <Highlights id="company-benefits" title={t('company.benefits')} items={company.company_benefits} lang={own} />

      {offices.length > 0 && (
        <section aria-labelledby="company-offices">
          <h2 id="company-offices">{t('company.offices')}</h2>
          <ul className="company-list">
            {offices.map((office) => (
              <OfficeCard key={office.uuid} office={office} locale={locale} own={own} t={t} />
            ))}
          </ul>
        </section>
      )}

      {payment.length > 0 && (
        <section aria-labelledby="company-payment">
          <h2 id="company-payment">{t('company.payment')}</h2>
          <ul className="company-view__lines">
            {payment.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}

      <CompanyServices services={services} locale={locale} t={t} />
    </article>
  );
}

type Office = CompanyPage['offices'][number];

/** One office: its address and map position, hours, phones with messengers, e-mail and team. */
function OfficeCard({
  office,
  locale,
  own,
  t,
}: {
  office: Office;
  locale: Locale;
  /** The `lang` of the company's own texts (`ownTextLang`). */
  own: { lang?: Locale };
  t: Translate<CompanyViewKey>;
}) {
  return (
    <li className="company-card">
      <p className="company-card__name" {...own}>
        {office.address}
      </p>
      {hasPosition(office) && (
        <p className="company-view__map">
          <a href={openStreetMapUrl(office)}>{t('company.map_link')}</a>
        </p>
      )}
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
              {phone.messengers.length > 0 &&
                ` (${phone.messengers.map((id) => choiceName(MESSENGER_NAMES, id, locale)).join(', ')})`}
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
      {office.office_employees.length > 0 && (
        <dl className="company-view__facts">
          <dt>{t('company.team')}</dt>
          {office.office_employees.map((employee) => (
            <dd key={employee.uuid} className="company-view__person">
              {employee.avatar && <NearImage src={employee.avatar} alt="" width={40} height={40} />}
              <span>
                {employee.name}
                {employee.position && (
                  <span className="company-view__position" {...own}>
                    {employee.position}
                  </span>
                )}
              </span>
            </dd>
          ))}
        </dl>
      )}
    </li>
  );
}

/** The company's services with their prices (`data-price-of`: shown in the visitor's currency) and durations. */
function CompanyServices({
  services,
  locale,
  t,
}: {
  services: readonly ServiceSummary[];
  locale: Locale;
  t: Translate<CompanyViewKey>;
}) {
  return (
    <section aria-labelledby="company-services">
      <h2 id="company-services">{t('company.services')}</h2>
      {services.length === 0 ? (
        <p>{t('company.no_services')}</p>
      ) : (
        <ul className="company-list">
          {services.map((service) => (
            <li key={service.uuid} className="company-card">
              <h3 className="company-card__name" {...ownTextLang(service.text_locale, locale)}>
                <a href={localizedPath(servicePagePath(service.uuid), locale)}>{service.name}</a>
              </h3>
              <p className="company-card__motto">
                {service.country.name} · {service.main_category.name}
              </p>
              <p className="company-card__offices" data-price-of={service.uuid}>
                {priceText(service, locale) ?? t('company.price_on_request')}
              </p>
              {service.duration !== null && (
                <p className="company-card__offices">
                  {t('company.duration', {
                    duration: durationText(service.duration, service.time_unit.slug, locale),
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
