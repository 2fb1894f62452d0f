import type { APIRoute } from 'astro';
import { ACCOUNT_PAGES } from '@migralink/shared/account-pages';
import { CERTIFICATES_PATH } from '@migralink/shared/certificate-path';
import { fetchLandingPages, fetchVisaMapCountries } from '../build-data/api';
import { sitemapEntries, sitemapXml } from '@/seo/sitemap';
import { COMPANIES_PATH, companyPagePath, landingPagePath, servicePagePath } from '@/urls/catalogue-paths';
import { PASSPORT_COMPARISON_PATH, passportMapPath, VISA_MAP_PATH } from '@/urls/visa-map-paths';
import { PROGRAMME_SLUGS, WEBINAR_SLUGS } from '@/components/programmes/content';
import { programmePath, SITE_PAGES, webinarPath } from '@/urls/content-paths';

/**
 * `/sitemap.xml`, built with the site: home, companies, tariffs, contacts, the visa-free map, every passport's map, the
 * passport comparison, the certificate check, the platform's own pages (but the application's thanks) and its
 * programme and webinar pages, every landing, company and service page, in every locale.
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
  ];
  return new Response(sitemapXml(sitemapEntries(site ?? url, paths)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
