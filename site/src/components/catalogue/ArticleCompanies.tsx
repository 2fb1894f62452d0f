import type { Locale } from '@migralink/shared/locales';
import type { CompanyCard } from '@migralink/shared/schemas/catalogue';
import type { Translate } from '@/i18n/format';
import { landingPagePath } from '@/urls/catalogue-paths';
import { localizedPath } from '@/urls/localized-url';
import { CompanyItem } from './CompanyItem';
import type { CompanyCardKey } from './messages';

/** How many of the companies serving an article's target are shown under it. */
export const ARTICLE_COMPANIES_SHOWN = 3;

export type ArticleCompaniesKey = CompanyCardKey | 'articles.companies_title' | 'articles.companies_all';

/**
 * Under an article (docs/product.md, "Articles"): the first companies serving its target country and purpose,
 * with their "Contact" button, and a link to all of them on the landing page `seoPath`. Nothing when none
 * serves it. The pre-built page renders it to HTML; the live view of an article published since the build
 * shows the same from the API.
 */
export function ArticleCompanies({
  companies,
  seoPath,
  locale,
  t,
}: {
  readonly companies: readonly CompanyCard[];
  readonly seoPath: string;
  readonly locale: Locale;
  readonly t: Translate<ArticleCompaniesKey>;
}) {
  if (companies.length === 0) return null;
  return (
    <section className="article-companies" aria-labelledby="article-companies-title">
      <h2 id="article-companies-title">{t('articles.companies_title')}</h2>
      <ul className="company-list">
        {companies.slice(0, ARTICLE_COMPANIES_SHOWN).map((company) => (
          <CompanyItem key={company.uuid} company={company} locale={locale} t={t} />
        ))}
      </ul>
      <p>
        <a href={localizedPath(landingPagePath(seoPath), locale)}>{t('articles.companies_all')}</a>
      </p>
    </section>
  );
}
