import type { APIRoute } from 'astro';
import { ACCOUNT_PAGES } from '@migralink/shared/account-pages';
import { CERTIFICATES_PATH } from '@migralink/shared/certificate-path';
import { LOCALES } from '@migralink/shared/locales';
import { ARTICLE_SECTIONS } from '@migralink/shared/schemas/articles';
import { fetchArticle, fetchLandingPages, fetchSectionArticles, fetchVisaMapCountries } from '../build-data/api';
import { versionPaths } from '@/components/articles/article-pages';
import { sitemapEntries, sitemapXml, versionEntry } from '@/seo/sitemap';
import { COMPANIES_PATH, companyPagePath, landingPagePath, servicePagePath } from '@/urls/catalogue-paths';
import { PASSPORT_COMPARISON_PATH, passportMapPath, VISA_MAP_PATH } from '@/urls/visa-map-paths';
import { PROGRAMME_SLUGS, WEBINAR_SLUGS } from '@migralink/shared/site-pages/pages';
import { programmePath, SITE_PAGES, webinarPath } from '@/urls/content-paths';

/**
 * `/sitemap.xml`, built with the site: home, companies, tariffs, contacts, the visa-free map, every passport's map, the
 * passport comparison, the certificate check, the platform's own pages (but the application's thanks) and its
 * programme and webinar pages, every landing, company and service page, the blog, cases and news, in every locale;
 * and every published article in the languages it has (each naming its translations).
 * Each certificate's own page is not listed (site/README.md, "Certificates").
 */
export const GET: APIRoute = async ({ site, url }) => {
  const [{ pages, companies, services }, visa] = await Promise.all([fetchLandingPages(), fetchVisaMapCountries('en')]);
  const paths = [
    '/',
    COMPANIES_PATH,
    ACCOUNT_PAGES.tariffs,
    ACCOUNT_PAGES.contacts,
    VISA_MAP_PATH,
    PASSPORT_COMPARISON_PATH,
    CERTIFICATES_PATH,
    SITE_PAGES.about,
    SITE_PAGES.partnership,
    SITE_PAGES.opportunities,
    SITE_PAGES.application,
    SITE_PAGES.privacy,
    SITE_PAGES.countriesServices,
    ...PROGRAMME_SLUGS.map(programmePath),
    ...WEBINAR_SLUGS.map(webinarPath),
    ...visa.countries.map((country) => passportMapPath(country.slug)),
    ...pages.map((page) => landingPagePath(page.path)),
    ...companies.map((company) => companyPagePath(company.slug)),
    ...services.map((id) => servicePagePath(id)),
    ...ARTICLE_SECTIONS.map((section) => `/${section}/`),
  ];
  const cards = (
    await Promise.all(
      ARTICLE_SECTIONS.flatMap((section) => LOCALES.map((locale) => fetchSectionArticles(section, locale))),
    )
  ).flat();
  const articles = await Promise.all(cards.map((card) => fetchArticle(card.locale, card.slug)));
  const entries = [
    ...sitemapEntries(site ?? url, paths),
    ...articles.map((article) => versionEntry(site ?? url, article.locale, versionPaths(article))),
  ];
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
