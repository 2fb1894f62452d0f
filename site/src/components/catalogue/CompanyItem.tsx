import type { Locale } from '@migralink/shared/locales';
import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import { aroundValue, VALUE_MARK, type Translate } from '@/i18n/format';
import { cardPriceText, servedCountries } from './company-card';
import { ownTextLang } from './company-view';
import type { CompanyCardKey } from './messages';
import { ADVERTISEMENT_ATTRIBUTE } from './advertisement-events';
import { companyUrl } from '@/urls/catalogue-paths';
import { NearImage } from '@/kit/near-image';
import { LeadContact } from '../leads/LeadContact';
import { averageText, ratedText, reviewCountText } from '../reviews/rating';
import { Stars } from '../reviews/Stars';
import { CertificateBadge, certificateOf } from '../certificates/CertificateBadge';
import './company-card.css';

/**
 * One company of a results list, linking to its page: what a visitor chooses by (logo, name, motto, the
 * countries it serves, its lowest price, its rating once it has reviews), then its address, offices and plan
 * badge, and "Certified" while its certificate holds. A paid placement (`advertisement`: its advertisement's id) is
 * marked "Advertising" where it is seen and in its link's name, where a screen reader that jumps from link to link
 * hears it, and carries the id, by which its impression and click are counted (`advertisement-events.ts`).
 */
export function CompanyItem({
  company,
  locale,
  t,
  advertisement,
}: {
  readonly company: CompanyCard;
  readonly locale: Locale;
  readonly t: Translate<CompanyCardKey>;
  readonly advertisement?: string | undefined;
}) {
  const price = cardPriceText(company, locale);
  const own = ownTextLang(company.text_locale, locale);
  const advertised = advertisement !== undefined;
  const certificate = certificateOf(company);
  return (
    <li
      className={advertised ? 'company-card company-card--advertised' : 'company-card'}
      data-uuid={company.uuid}
      {...(advertisement ? { [ADVERTISEMENT_ATTRIBUTE]: advertisement } : {})}
    >
      {(advertised || company.plan === 'premium' || certificate) && (
        <div className="company-card__badges">
          {advertised && (
            <span className="company-card__badge company-card__badge--ad" aria-hidden="true">
              {t('ads.advertising')}
            </span>
          )}
          {company.plan === 'premium' && (
            <span className="company-card__badge" title={t('companies.premium_explained')}>
              {t('companies.premium')}
              <span className="visually-hidden">: {t('companies.premium_explained')}</span>
            </span>
          )}
          <CertificateBadge certificate={certificate} locale={locale} t={t} />
        </div>
      )}
      <div className="company-card__head">
        {company.logo && <NearImage className="company-card__logo" src={company.logo} alt="" width={48} height={48} />}
        <h3 className="company-card__name" {...own}>
          <a href={companyUrl(locale, company)}>
            {advertised && (
              <span className="visually-hidden" lang={own.lang ? locale : undefined}>
                {t('ads.advertising')}:{' '}
              </span>
            )}
            {company.name}
          </a>
        </h3>
      </div>
      {company.motto && (
        <p className="company-card__motto" {...own}>
          {company.motto}
        </p>
      )}
      {own.lang && <p className="company-card__language">{t('companies.in_english')}</p>}
      <CardRating rating={company.rating} locale={locale} t={t} />
      <CardCountries countries={company.countries} t={t} />
      {price && <CardPrice uuid={company.uuid} price={price} t={t} />}
      {company.address && (
        <p className="company-card__address" {...own}>
          {company.address}
        </p>
      )}
      <p className="company-card__offices">{t('companies.offices', { count: company.offices_count })}</p>
      <LeadContact
        label={t('lead.contact_short')}
        accessibleLabel={t('lead.contact_named', { name: company.name })}
        companyId={company.uuid}
        companyName={company.name}
        page="card"
        variant="secondary"
      />
    </li>
  );
}

/**
 * Its stars, "4.6 · 12 reviews", said whole to screen readers ("4.6 out of 5, 12 reviews"); nothing
 * before its first review (`rating` null), rather than a made-up one.
 */
function CardRating({
  rating,
  locale,
  t,
}: {
  readonly rating: CompanyCard['rating'];
  readonly locale: Locale;
  readonly t: Translate<CompanyCardKey>;
}) {
  if (!rating || rating.total <= 0) return null;
  return (
    <p className="company-card__rating">
      <Stars value={rating.avg_rate} />
      <span aria-hidden="true">
        <span className="company-card__average">{averageText(rating.avg_rate, locale)}</span> ·{' '}
        {reviewCountText(t, rating.total, locale)}
      </span>
      <span className="visually-hidden">{ratedText(t, rating, locale)}</span>
    </p>
  );
}

/** "Countries: Germany, Poland, Spain +2", the two others named to screen readers and on hover. */
function CardCountries({
  countries,
  t,
}: {
  readonly countries: CompanyCard['countries'];
  readonly t: Translate<CompanyCardKey>;
}) {
  if (countries.length === 0) return null;
  const { shown, rest } = servedCountries(countries);
  return (
    <p className="company-card__countries">
      {t('companies.countries', { countries: shown.join(', ') })}
      {rest.length > 0 && (
        <>
          {' '}
          <span className="company-card__more" title={rest.join(', ')}>
            {t('companies.more_countries', { count: rest.length })}
            <span className="visually-hidden">: {rest.join(', ')}</span>
          </span>
        </>
      )}
    </p>
  );
}

/**
 * "From €900": the amount is a price slot (`data-price-of`) that a pre-built page's `LivePrices` puts in
 * the visitor's currency, so the island hydrating over it keeps that text (`suppressHydrationWarning`).
 */
function CardPrice({
  uuid,
  price,
  t,
}: {
  readonly uuid: string;
  readonly price: string;
  readonly t: Translate<CompanyCardKey>;
}) {
  const [before, after] = aroundValue(t('companies.price_from', { price: VALUE_MARK }));
  return (
    <p className="company-card__price">
      {before}
      <span data-price-of={uuid} suppressHydrationWarning>
        {price}
      </span>
      {after}
    </p>
  );
}
