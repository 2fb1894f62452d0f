import { listLandingPages } from '@migralink/shared/api/catalogue';
import { apiCaller } from '../../infra/local/test/accounts';
import { companyPagePath, landingPagePath, servicePagePath } from '../src/urls/catalogue-paths';

/** The first path of `paths` (without its locale) the site serves in English (200), in the order given. */
async function firstServed(site: string, paths: readonly string[]): Promise<string> {
  for (const path of paths) if ((await fetch(`${site}/en${path}`)).status === 200) return path;
  throw new Error(`The site serves none of ${paths.length} pages, e.g. ${paths[0]}`);
}

/**
 * Pages of each kind the site was built with, without its locale: a company's, a service's and the
 * landing page with the most companies. The dev server, like a build, knows the pages of companies
 * public when it first listed them: a company published later by another test has its live address.
 */
export async function builtPages(site: string, api: string) {
  const { data } = await apiCaller(api)(listLandingPages, {});
  const landings = [...data.pages].sort((a, b) => b.total - a.total).map((page) => landingPagePath(page.path));
  return {
    company: await firstServed(
      site,
      data.companies.map((company) => companyPagePath(company.slug)),
    ),
    service: await firstServed(site, data.services.map(servicePagePath)),
    landing: await firstServed(site, landings.slice(0, 5)),
  };
}
