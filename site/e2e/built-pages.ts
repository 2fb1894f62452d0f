import { listLandingPages } from '@migralink/shared/api/catalogue';
import { apiCaller } from '../../infra/local/test/accounts';
import { demoCatalogueIds } from '../../infra/local/test/demo-owners';
import { companyPagePath, landingPagePath, servicePagePath } from '../src/urls/catalogue-paths';

/** The first path of `paths` (without its locale) the site serves in English (200), in the order given. */
async function firstServed(site: string, paths: readonly string[]): Promise<string> {
  for (const path of paths) if ((await fetch(`${site}/en${path}`)).status === 200) return path;
  throw new Error(`The site serves none of ${paths.length} pages, e.g. ${paths[0]}`);
}

/**
 * Pages of each kind the site was built with, without its locale: a demo company's, a demo service's and
 * the landing page with the most companies. Companies other tests create (with random ids, so in any place
 * of the API's list) are passed over: their pages are sparse. The dev server, like a build, knows the
 * pages of companies public when it first listed them: a company published later by another test has its
 * live address.
 */
export async function builtPages(site: string, api: string) {
  const { data } = await apiCaller(api)(listLandingPages, {});
  const demo = demoCatalogueIds();
  const landings = [...data.pages].sort((a, b) => b.total - a.total).map((page) => landingPagePath(page.path));
  return {
    company: await firstServed(
      site,
      data.companies.filter((company) => demo.has(company.uuid)).map((company) => companyPagePath(company.slug)),
    ),
    service: await firstServed(site, data.services.filter((id) => demo.has(id)).map(servicePagePath)),
    landing: await firstServed(site, landings.slice(0, 5)),
  };
}
