import type { APIRoute } from 'astro';
import { ACCOUNT_PAGES } from '@migralink/shared/account-pages';
import { fetchLandingPages } from '../build-data/api';
import {
  companyPagePath,
  landingPagePath,
  servicePagePath,
  sitemapEntries,
  sitemapXml,
} from '../components/catalogue/landing';
import { COMPANIES_PATH } from '../components/search/search-url';

/** `/sitemap.xml`, built with the site: home, companies, tariffs, every landing, company and service page, in every locale. */
export const GET: APIRoute = async ({ site, url }) => {
  const { pages, companies, services } = await fetchLandingPages();
  const paths = [
    '/',
    COMPANIES_PATH,
    ACCOUNT_PAGES.tariffs,
    ...pages.map((page) => landingPagePath(page.path)),
    ...companies.map((company) => companyPagePath(company.slug)),
    ...services.map((id) => servicePagePath(id)),
  ];
  return new Response(sitemapXml(sitemapEntries(site ?? url, paths)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
