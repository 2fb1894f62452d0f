import { recordPageView } from '@migralink/shared/api/catalogue';
import { countsPageViews, publicAddress, type CountedAddress } from '@migralink/shared/public-address';
import { contextOf } from '#http/request-context';
import { RATE_LIMITS } from '#http/limits';
import { countAttempts } from '#http/rate-limit';
import { countPageView, type ViewedPage } from '#data/page-views';
import { findPublicCompanyBySlug, readPublicCompany } from '#data/search-lists';
import { companyOfService } from '#data/services';
import { createHandler } from '#http/handler';
import { header } from '#http/request';

/** Crawlers and link previews that run the page's script: their views are no visitor's. */
const ROBOT = /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|lighthouse|pagespeed|preview/i;

/** The public company or service page an address shows, or undefined (not public, or no such page). */
async function viewedPage(address: CountedAddress): Promise<ViewedPage | undefined> {
  if (address.kind === 'company') {
    const company =
      'slug' in address ? await findPublicCompanyBySlug(address.slug) : await readPublicCompany(address.id);
    return company && { companyId: company.id };
  }
  const companyId = await companyOfService(address.id);
  const company = companyId ? await readPublicCompany(companyId) : undefined;
  return company?.services.includes(address.id) ? { companyId: company.id, serviceId: address.id } : undefined;
}

/**
 * Counts a page view of a public company's or service's page for the company's
 * statistics; any other page, a robot's view or a page no longer public counts
 * nothing (and costs no read). Views from one address past its limit are refused.
 */
export const handler = createHandler(recordPageView, async (request) => {
  const [pathname = '', search = ''] = request.body.path.split(/(?=\?)/, 2);
  const address = publicAddress(pathname, search);
  if (!countsPageViews(address) || ROBOT.test(header(request.event, 'user-agent') ?? '')) {
    return undefined;
  }
  await countAttempts([{ rule: RATE_LIMITS.pageViewIp, subject: contextOf(request).ip }]);
  const page = await viewedPage(address);
  if (page) await countPageView(page);
  return undefined;
});
