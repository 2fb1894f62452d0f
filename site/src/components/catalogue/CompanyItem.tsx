import type { Locale } from '@migralink/shared/locales';
import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '@/i18n/format';
import type { CompanySearchKey } from './messages';
import { companyUrl } from './search-request';

/** One company of a results list, linking to its page: its logo, name, motto, address, offices and plan badge. */
export function CompanyItem({
  company,
  locale,
  t,
  sponsored = false,
}: {
  readonly company: CompanyCard;
  readonly locale: Locale;
  readonly t: Translate<CompanySearchKey>;
  readonly sponsored?: boolean;
}) {
  return (
    <li className={sponsored ? 'company-card company-card--sponsored' : 'company-card'} data-uuid={company.uuid}>
      {(sponsored || company.plan === 'premium') && (
        <div className="company-card__badges">
          {sponsored && <span className="company-card__badge company-card__badge--ad">{t('ads.sponsored')}</span>}
          {company.plan === 'premium' && (
            <span className="company-card__badge" title={t('companies.premium_explained')}>
              {t('companies.premium')}
              <span className="visually-hidden">: {t('companies.premium_explained')}</span>
            </span>
          )}
        </div>
      )}
      <div className="company-card__head">
        {company.logo && (
          <img className="company-card__logo" src={company.logo} alt="" width={48} height={48} loading="lazy" />
        )}
        <h3 className="company-card__name">
          <a href={companyUrl(locale, company)}>{company.name}</a>
        </h3>
      </div>
      {company.motto && <p className="company-card__motto">{company.motto}</p>}
      {company.address && <p className="company-card__address">{company.address}</p>}
      <p className="company-card__offices">{t('companies.offices', { count: company.offices_count })}</p>
    </li>
  );
}
